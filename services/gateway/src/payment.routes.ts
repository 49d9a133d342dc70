// /api routes of checkout, payment verification and downloads, forwarded to the payment
// service after parsing with the contract schemas. The webhook is relayed as raw bytes.
import { Readable } from 'node:stream';
import express, { type Request, type Response, type Router } from 'express';
import { AppError, parseInput, requestIdOf, type DirectRoute } from '@highpay/common';
import {
  MESSAGES,
  ZCreateCheckoutRequest,
  ZSessionId,
  ZVerifyPaymentRequest,
  ZVerifySessionRequest,
} from '@highpay/contracts';
import { paymentError, type PaymentClient } from './payment.client.js';

/** Session ids of the job credits this browser bought: the capability to spend them. */
export const CREDITS_COOKIE = 'hp_credits';
const CREDITS_MAX = 10;
const CREDITS_MAX_AGE_S = 90 * 24 * 3600;
const RELAYED_DOWNLOAD_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'cache-control',
  'etag',
  'x-content-type-options',
];

/**
 * POST /api/webhooks/stripe, relayed byte for byte with the payment service's answer. Served
 * ahead of Express (common's direct-route.ts): the signed bytes arrive untouched, and Stripe's
 * bursts skip Express's routing and the request logger.
 */
export function paymentWebhookRoute(payments: PaymentClient): DirectRoute {
  return {
    method: 'POST',
    path: '/api/webhooks/stripe',
    limit: '512kb',
    async handle(req) {
      return payments.forwardWebhook(req.body, req.header('stripe-signature'), req.requestId);
    },
  };
}

export function paymentRoutes(payments: PaymentClient, options: { secureCookies: boolean }): Router {
  const router = express.Router();

  router.post('/create-checkout-session', async (req, res) => {
    const body: unknown = req.body ?? {};
    const order = parseInput(ZCreateCheckoutRequest, body);
    const credits = readCredits(req);
    const answer = await payments.createCheckout(body, credits, requestIdOf(req));
    if (order.kind === 'job_credit') writeCredits(res, [answer.sessionId, ...credits], options.secureCookies);
    res.json(answer);
  });

  router.get('/verify-payment', async (req, res) => {
    const parsed = ZVerifyPaymentRequest.safeParse(req.query);
    if (!parsed.success) throw new AppError('BAD_REQUEST', MESSAGES.verificationFailed);
    res.set('Cache-Control', 'no-store').json(await payments.verifyPayment(parsed.data.session_id, requestIdOf(req)));
  });

  router.get('/verify-session', async (req, res) => {
    const parsed = ZVerifySessionRequest.safeParse(req.query);
    if (!parsed.success) throw new AppError('BAD_REQUEST', MESSAGES.verificationFailed);
    res.set('Cache-Control', 'no-store').json(await payments.verifySession(parsed.data.sessionId, requestIdOf(req)));
  });

  router.get('/downloads/:purchaseId/:format', async (req, res) => {
    const one = (v: unknown) => (typeof v === 'string' ? v : '');
    const query = new URLSearchParams({ expires: one(req.query.expires), signature: one(req.query.signature) });
    const path = `/downloads/${encodeURIComponent(req.params.purchaseId)}/${encodeURIComponent(req.params.format)}?${query.toString()}`;
    const upstream = await payments.download(path, requestIdOf(req));
    if (!upstream.ok || !upstream.body) throw await paymentError(upstream, 'This download link is not valid.');
    for (const name of RELAYED_DOWNLOAD_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    res.status(200);
    // fetch's body is lib.dom's ReadableStream to tsc, node:stream/web's to the linter.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(res);
  });

  return router;
}

function readCredits(req: Request): string[] {
  const cookie = req.headers.cookie ?? '';
  const value = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CREDITS_COOKIE}=`))
    ?.slice(CREDITS_COOKIE.length + 1);
  return (value ?? '')
    .split('.')
    .filter((id) => ZSessionId.safeParse(id).success)
    .slice(0, CREDITS_MAX);
}

function writeCredits(res: Response, sessionIds: string[], secure: boolean): void {
  const unique = [...new Set(sessionIds)].slice(0, CREDITS_MAX);
  res.cookie(CREDITS_COOKIE, unique.join('.'), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: CREDITS_MAX_AGE_S * 1000,
    encode: (v) => v,
  });
}
