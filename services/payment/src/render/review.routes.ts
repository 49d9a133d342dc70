// GET /optimizations/:id/changes and POST /optimizations/:id/review?session_id=, called by
// the gateway: the checkout session that paid for the optimization is the key.
import express, { type Router } from 'express';
import { AppError, parseInput, requestLoggerOf } from '@highpay/common';
import { REVIEW_MESSAGES, ZReviewRequest, ZSessionId } from '@highpay/contracts';
import { z } from 'zod';
import type { PaymentDeps } from '../payment.deps.js';
import { listChanges, reviewChanges } from './review.service.js';

const ZAccess = z.object({ id: z.uuid(), session_id: ZSessionId });

export function reviewRoutes(deps: PaymentDeps): Router {
  const router = express.Router();
  const accessOf = (params: unknown, query: unknown) => {
    const parsed = ZAccess.safeParse({ ...(params as object), ...(query as object) });
    if (!parsed.success) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notPaid);
    return { optimizationId: parsed.data.id, sessionId: parsed.data.session_id };
  };

  router.get('/optimizations/:id/changes', async (req, res) => {
    const access = accessOf(req.params, req.query);
    res.set('Cache-Control', 'no-store').json(await listChanges({ ...deps, logger: requestLoggerOf(req) }, access));
  });

  router.post('/optimizations/:id/review', express.json({ limit: '64kb' }), async (req, res) => {
    const access = accessOf(req.params, req.query);
    const { rejected } = parseInput(ZReviewRequest, req.body ?? {});
    res
      .set('Cache-Control', 'no-store')
      .json(await reviewChanges({ ...deps, logger: requestLoggerOf(req) }, { ...access, rejected }));
  });
  return router;
}
