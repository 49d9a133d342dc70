// GET /api/optimizations/:id/changes and POST /api/optimizations/:id/review?session_id=:
// a paid optimization's changes and the buyer's review of them, forwarded to the payment
// service, which checks the session paid for that optimization (403 otherwise).
import express, { type Router } from 'express';
import { AppError, parseInput, requestIdOf } from '@highpay/common';
import { REVIEW_MESSAGES, ZReviewRequest, ZSessionId } from '@highpay/contracts';
import { z } from 'zod';
import type { PaymentClient } from '../payment/payment.client.js';
import { rateLimited, type RateLimit } from '../http/rate-limits.js';

const ZAccess = z.object({ id: z.uuid(), session_id: ZSessionId });

export function reviewRoutes(payments: PaymentClient, limit: RateLimit): Router {
  const router = express.Router();
  const limited = rateLimited(limit);
  const accessOf = (params: unknown, query: unknown) => {
    const parsed = ZAccess.safeParse({ ...(params as object), ...(query as object) });
    if (!parsed.success) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notPaid);
    return parsed.data;
  };

  router.get('/optimizations/:id/changes', limited, async (req, res) => {
    const { id, session_id } = accessOf(req.params, req.query);
    res.set('Cache-Control', 'no-store').json(await payments.changes(id, session_id, requestIdOf(req)));
  });

  router.post('/optimizations/:id/review', limited, async (req, res) => {
    const { id, session_id } = accessOf(req.params, req.query);
    const { rejected } = parseInput(ZReviewRequest, req.body ?? {});
    res.set('Cache-Control', 'no-store').json(await payments.review(id, session_id, rejected, requestIdOf(req)));
  });
  return router;
}
