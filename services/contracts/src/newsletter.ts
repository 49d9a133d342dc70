import { z } from 'zod';
import { withoutNul } from './text.js';

const name = (required: string) => z.string().transform(withoutNul).pipe(z.string().trim().min(1, required).max(100));

export const ZNewsletterRequest = z.object({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  email: z.email('Please enter a valid email address').max(254),
});
export type NewsletterRequest = z.infer<typeof ZNewsletterRequest>;

/** The same answer whether or not the address was already subscribed: it tells no one who is on the list. */
export const ZNewsletterResponse = z.object({ subscribed: z.literal(true) });
export type NewsletterResponse = z.infer<typeof ZNewsletterResponse>;
