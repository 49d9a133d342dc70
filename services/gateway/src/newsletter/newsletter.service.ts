// Newsletter subscriptions: one row per email address, however often it is sent. The
// answer is the same for a new address and a known one, so it reveals no subscriber.
import type { PrismaClient } from '@highpay/common';
import type { NewsletterRequest, NewsletterResponse } from '@highpay/contracts';

export async function subscribe(prisma: PrismaClient, input: NewsletterRequest): Promise<NewsletterResponse> {
  const email = input.email.trim().toLowerCase();
  await prisma.$executeRaw`
    INSERT INTO newsletter_subscribers (email, first_name, last_name)
    VALUES (${email}, ${input.firstName}, ${input.lastName})
    ON CONFLICT (email) DO NOTHING`;
  return { subscribed: true };
}
