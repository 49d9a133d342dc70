// The payment service's HTTP API, called by the gateway (which owns the public /api paths).
// Each route parses its input with a contract schema and calls one domain function.
import express, { type Request, type Router } from 'express';
import { AppError, parseInput, requestLoggerOf } from '@highpay/common';
import {
  MESSAGES,
  ZCreateCheckoutRequest,
  ZSessionId,
  ZVerifyPaymentRequest,
  ZVerifySessionRequest,
} from '@highpay/contracts';
import { createCheckout } from '../checkout/checkout.service.js';
import { openDownload } from '../download/download.service.js';
import type { LocalPaymentProvider } from '../providers/local-payment.provider.js';
import type { PaymentDeps } from '../payment.deps.js';
import { verifyPayment, verifySession } from '../download/verification.service.js';

/** The header the gateway passes the job credits this browser holds in. */
export const CREDIT_SESSIONS_HEADER = 'x-credit-sessions';

export function parseCreditSessions(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => ZSessionId.safeParse(s).success)
    .slice(0, 10);
}

const verificationInput = <T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  query: unknown,
): T => {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new AppError('BAD_REQUEST', MESSAGES.verificationFailed);
  return parsed.data;
};

export function paymentRoutes(deps: PaymentDeps, local: LocalPaymentProvider | undefined): Router {
  const router = express.Router();
  // The domain's log lines name the request they were written for.
  const forRequest = (req: Request): PaymentDeps => ({ ...deps, logger: requestLoggerOf(req) });

  router.post('/checkout-sessions', express.json({ limit: '16kb' }), async (req, res) => {
    const order = parseInput(ZCreateCheckoutRequest, req.body ?? {});
    res.json(
      await createCheckout(forRequest(req), {
        order,
        creditSessionIds: parseCreditSessions(req.get(CREDIT_SESSIONS_HEADER)),
      }),
    );
  });

  router.get('/verify-payment', async (req, res) => {
    const { session_id } = verificationInput(ZVerifyPaymentRequest, req.query);
    res.set('Cache-Control', 'no-store').json(await verifyPayment(forRequest(req), session_id));
  });

  router.get('/verify-session', async (req, res) => {
    const { sessionId } = verificationInput(ZVerifySessionRequest, req.query);
    res.set('Cache-Control', 'no-store').json(await verifySession(forRequest(req), sessionId));
  });

  router.get('/downloads/:purchaseId/:format', async (req, res) => {
    const file = await openDownload(forRequest(req), {
      ...req.params,
      expires: req.query.expires,
      signature: req.query.signature,
    });
    res
      .status(200)
      .set({
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Content-Length': String(file.content.byteLength),
        'Cache-Control': 'private, no-store',
        ETag: `"${file.sha256}"`,
        'X-Content-Type-Options': 'nosniff',
      })
      .end(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
  });

  // The local test checkout's session data and its Pay action; absent when Stripe is configured.
  router.get('/local-checkout/:sessionId', async (req, res) => {
    const id = parseInput(ZSessionId, req.params.sessionId);
    const view = local ? await local.describe(id) : null;
    if (!view) throw new AppError('NOT_FOUND', 'This test checkout does not exist.');
    res.set('Cache-Control', 'no-store').json(view);
  });

  router.post('/local-checkout/:sessionId/pay', async (req, res) => {
    const id = parseInput(ZSessionId, req.params.sessionId);
    if (!local) throw new AppError('NOT_FOUND', 'This test checkout does not exist.');
    res.json(await local.pay(id));
  });

  return router;
}
