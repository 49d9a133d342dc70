import { z } from 'zod';

export const ZNewsletterRequest = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.email('Please enter a valid email address').max(254),
});
export type NewsletterRequest = z.infer<typeof ZNewsletterRequest>;

export const ZNewsletterResponse = z.object({ subscribed: z.literal(true), alreadySubscribed: z.boolean() });
export type NewsletterResponse = z.infer<typeof ZNewsletterResponse>;
