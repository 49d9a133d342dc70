// The payment service's error answers reach the visitor as it gave them: status, message and
// when to come back.
import { describe, expect, it } from 'vitest';
import { AppError, classifyError } from '@highpay/common';
import { MESSAGES, UNAVAILABLE_MESSAGES } from '@highpay/contracts';
import { paymentError } from './payment.client.js';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe("the payment service's error answer", () => {
  it('a 503 while its database restarts stays a 503, with its message and its Retry-After', async () => {
    const error = await paymentError(
      answer(503, { error: 'Service Unavailable', details: UNAVAILABLE_MESSAGES.service }, { 'retry-after': '5' }),
      MESSAGES.checkoutFailed,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(classifyError(error)).toEqual({ status: 503, details: UNAVAILABLE_MESSAGES.service, retryAfter: 5 });
  });

  it('a 404 stays a 404 with its message; a 500 without one says the fallback message', async () => {
    const missing = await paymentError(answer(404, { details: 'Payment verification failed' }), 'x');
    expect(classifyError(missing)).toEqual({ status: 404, details: 'Payment verification failed' });
    const broken = await paymentError(new Response('oops', { status: 500 }), MESSAGES.checkoutFailed);
    expect(classifyError(broken)).toEqual({ status: 500, details: MESSAGES.checkoutFailed, retryAfter: undefined });
  });
});
