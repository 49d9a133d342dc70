// POST /api/newsletter: subscribe once per email (docs/product.md, Deliberate differences, 4).
import { ZNewsletterResponse, type NewsletterRequest, type NewsletterResponse } from '@highpay/contracts';
import { postJson } from './api.client';

export function subscribeToNewsletter(request: NewsletterRequest): Promise<NewsletterResponse> {
  return postJson('/api/newsletter', request, ZNewsletterResponse);
}
