// HTTP client of the payment service; passes the request id along and turns its error
// answers back into AppErrors with the same status, user message and Retry-After.
import { AppError, upstreamError } from '@highpay/common';
import {
  MESSAGES,
  ZChangesResponse,
  ZCreateCheckoutResponse,
  ZVerifyPaymentResponse,
  ZVerifySessionResponse,
  type ChangesResponse,
  type CreateCheckoutResponse,
  type VerifyPaymentResponse,
  type VerifySessionResponse,
} from '@highpay/contracts';
import { z } from 'zod';

export const ZLocalCheckoutView = z.object({
  id: z.string(),
  productName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  cancelUrl: z.string(),
  successUrl: z.string(),
});
export type LocalCheckoutView = z.infer<typeof ZLocalCheckoutView>;

export interface PaymentClient {
  createCheckout(body: unknown, creditSessionIds: string[], requestId: string): Promise<CreateCheckoutResponse>;
  /** Relays a webhook delivery byte for byte; answers the payment service's status and JSON body, passed on as it came. */
  forwardWebhook(
    rawBody: Buffer,
    signature: string | undefined,
    requestId: string,
  ): Promise<{ status: number; body: string }>;
  verifyPayment(sessionId: string, requestId: string): Promise<VerifyPaymentResponse>;
  verifySession(sessionId: string, requestId: string): Promise<VerifySessionResponse>;
  /** The stored file behind a download link (path and query as the browser sent them). */
  download(pathAndQuery: string, requestId: string): Promise<Response>;
  localCheckout(sessionId: string, requestId: string): Promise<LocalCheckoutView>;
  payLocalCheckout(sessionId: string, requestId: string): Promise<{ redirectUrl: string }>;
  /** A paid optimization's changes; the session that paid for it is the key. */
  changes(optimizationId: string, sessionId: string, requestId: string): Promise<ChangesResponse>;
  review(optimizationId: string, sessionId: string, rejected: string[], requestId: string): Promise<ChangesResponse>;
}

export function createPaymentClient(baseUrl: string, timeoutMs = 15_000): PaymentClient {
  async function send(
    path: string,
    init: RequestInit,
    requestId: string,
    unavailableMessage: string,
  ): Promise<Response> {
    try {
      return await fetch(new URL(path, baseUrl), {
        ...init,
        headers: { 'x-request-id': requestId, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
    } catch (error) {
      throw new AppError('UNAVAILABLE', unavailableMessage, { cause: error });
    }
  }

  async function json<S extends z.ZodType>(schema: S, res: Response, failureMessage: string): Promise<z.output<S>> {
    if (!res.ok) throw await paymentError(res, failureMessage);
    const payload: unknown = await res.json().catch(() => undefined);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new AppError('UPSTREAM_FAILED', failureMessage);
    return parsed.data;
  }

  const get = (path: string, requestId: string, message: string) => send(path, { method: 'GET' }, requestId, message);
  const UNAVAILABLE = 'Payments are unavailable right now. Please try again shortly.';
  /** A verification's answer: no answer is "unable to verify", an unreadable one "verification failed". */
  const verification = async <S extends z.ZodType>(schema: S, path: string, requestId: string) =>
    json(schema, await get(path, requestId, MESSAGES.unableToVerify), MESSAGES.verificationFailed);

  return {
    async createCheckout(body, creditSessionIds, requestId) {
      const res = await send(
        '/checkout-sessions',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-credit-sessions': creditSessionIds.join(',') },
          body: JSON.stringify(body ?? {}),
        },
        requestId,
        MESSAGES.checkoutFailed,
      );
      return json(ZCreateCheckoutResponse, res, MESSAGES.checkoutFailed);
    },
    async forwardWebhook(rawBody, signature, requestId) {
      const res = await send(
        '/webhooks/stripe',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
          body: new Uint8Array(rawBody),
        },
        requestId,
        UNAVAILABLE,
      );
      return { status: res.status, body: (await res.text()) || '{}' };
    },
    verifyPayment: (sessionId, requestId) =>
      verification(ZVerifyPaymentResponse, `/verify-payment?session_id=${encodeURIComponent(sessionId)}`, requestId),
    verifySession: (sessionId, requestId) =>
      verification(ZVerifySessionResponse, `/verify-session?sessionId=${encodeURIComponent(sessionId)}`, requestId),
    download: (pathAndQuery, requestId) => get(pathAndQuery, requestId, UNAVAILABLE),
    async localCheckout(sessionId, requestId) {
      const res = await get(`/local-checkout/${encodeURIComponent(sessionId)}`, requestId, UNAVAILABLE);
      return json(ZLocalCheckoutView, res, UNAVAILABLE);
    },
    async payLocalCheckout(sessionId, requestId) {
      const res = await send(
        `/local-checkout/${encodeURIComponent(sessionId)}/pay`,
        { method: 'POST' },
        requestId,
        UNAVAILABLE,
      );
      return json(z.object({ redirectUrl: z.string() }), res, UNAVAILABLE);
    },
    async changes(optimizationId, sessionId, requestId) {
      const res = await get(reviewPath(optimizationId, 'changes', sessionId), requestId, UNAVAILABLE);
      return json(ZChangesResponse, res, UNAVAILABLE);
    },
    async review(optimizationId, sessionId, rejected, requestId) {
      const res = await send(
        reviewPath(optimizationId, 'review', sessionId),
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rejected }) },
        requestId,
        UNAVAILABLE,
      );
      return json(ZChangesResponse, res, UNAVAILABLE);
    },
  };
}

function reviewPath(optimizationId: string, action: 'changes' | 'review', sessionId: string): string {
  return `/optimizations/${encodeURIComponent(optimizationId)}/${action}?session_id=${encodeURIComponent(sessionId)}`;
}

/** The payment service's error answer as an AppError with the same status, user message and Retry-After. */
export async function paymentError(res: Response, fallbackMessage: string): Promise<AppError> {
  const body: unknown = await res.json().catch(() => undefined);
  return upstreamError({ status: res.status, body, retryAfter: res.headers.get('retry-after') }, fallbackMessage);
}
