// /api routes of checkout, payment verification and downloads, forwarded to the payment
// service after parsing with the contract schemas: nothing of a bad shape leaves the
// gateway. Checkout and verification are rate-limited. The webhook is relayed as raw bytes.
import { Readable } from 'node:stream';
import express, { type Request, type Response, type Router } from 'express';
import { AppError, jsonBody, parseInput, requestIdOf, type DirectRoute } from '@highpay/common';
import {
  JOB_CREDIT_PRODUCT_ID,
  MESSAGES,
  PAYMENT_MESSAGES,
  PRODUCT_ID,
  ZCreateCheckoutRequest,
  ZDownloadRequest,
  ZSessionId,
  ZVerifyPaymentRequest,
  ZVerifySessionRequest,
  type CheckoutOrder,
  type CreateCheckoutRequestInput,
} from '@highpay/contracts';
import { paymentError, type PaymentClient } from './payment.client.js';
import { rateLimited, type RateLimit } from '../http/rate-limits.js';

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
    requireJson: true,
    async handle(req) {
      jsonBody(req); // broken JSON is a 400 here; the bytes go on untouched
      return payments.forwardWebhook(req.body, req.header('stripe-signature'), req.requestId);
    },
  };
}

export interface PaymentRoutesOptions {
  secureCookies: boolean;
  checkoutLimit: RateLimit;
  /** Shared by verify-payment and verify-session. */
  verifyLimit: RateLimit;
}

export function paymentRoutes(payments: PaymentClient, options: PaymentRoutesOptions): Router {
  const router = express.Router();
  const verifyLimited = rateLimited(options.verifyLimit);

  router.post('/create-checkout-session', rateLimited(options.checkoutLimit), async (req, res) => {
    const order = parseInput(ZCreateCheckoutRequest, req.body ?? {});
    const credits = readCredits(req);
    const answer = await payments.createCheckout(checkoutRequestOf(order), credits, requestIdOf(req));
    if (order.kind === 'job_credit') writeCredits(res, [answer.sessionId, ...credits], options.secureCookies);
    res.json(answer);
  });

  router.get('/verify-payment', verifyLimited, async (req, res) => {
    const parsed = ZVerifyPaymentRequest.safeParse(req.query);
    if (!parsed.success) throw new AppError('BAD_REQUEST', MESSAGES.verificationFailed);
    res.set('Cache-Control', 'no-store').json(await payments.verifyPayment(parsed.data.session_id, requestIdOf(req)));
  });

  router.get('/verify-session', verifyLimited, async (req, res) => {
    const parsed = ZVerifySessionRequest.safeParse(req.query);
    if (!parsed.success) throw new AppError('BAD_REQUEST', MESSAGES.verificationFailed);
    res.set('Cache-Control', 'no-store').json(await payments.verifySession(parsed.data.sessionId, requestIdOf(req)));
  });

  router.get('/downloads/:purchaseId/:format', async (req, res) => {
    const link = ZDownloadRequest.safeParse({
      ...req.params,
      expires: req.query.expires,
      signature: req.query.signature,
    });
    if (!link.success) throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.linkInvalid);
    const { purchaseId, format, expires, signature } = link.data;
    const path = `/downloads/${purchaseId}/${format}?${new URLSearchParams({ expires, signature }).toString()}`;
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

/** The order as the payment service reads it, and nothing else the browser sent. */
function checkoutRequestOf(order: CheckoutOrder): CreateCheckoutRequestInput {
  switch (order.kind) {
    case 'resume_download':
      return { product: PRODUCT_ID, optimizationId: order.optimizationId };
    case 'job_credit':
      return order.jobId === null
        ? { product: JOB_CREDIT_PRODUCT_ID }
        : { product: JOB_CREDIT_PRODUCT_ID, jobId: order.jobId };
    default: {
      const unreachable: never = order;
      throw new Error(`unknown order ${String(unreachable)}`);
    }
  }
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
