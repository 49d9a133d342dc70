// POST /api/optimize-resume: validate, rate-limit per client, optimize, answer a preview.
import type { EventEmitter } from 'node:events';
import express, { type Router } from 'express';
import { QueueEvents, type Queue } from 'bullmq';
import { AppError, logQueueErrors, requestIdOf, type Logger, type PrismaClient } from '@highpay/common';
import { OPTIMIZE_MESSAGES, ZOptimizeRequest, type OptimizeRequest } from '@highpay/contracts';
import type { GatewayConfig } from '../config.js';
import { clientIdOf, optimizeResume } from './optimize.service.js';
import type { RateLimit } from '../http/rate-limits.js';

export interface OptimizeRoutesDeps {
  config: Pick<GatewayConfig, 'OPTIMIZE_TIMEOUT_MS'>;
  prisma: PrismaClient;
  optimizeQueue: Queue;
  /** OPTIMIZE_RATE_LIMIT_PER_HOUR per client, counted for requests that pass validation. */
  limit: RateLimit;
  /** Where the queue listener's Redis errors go, once per outage. */
  logger?: Logger;
}

export function optimizeRoutes(deps: OptimizeRoutesDeps): Router {
  const { config, optimizeQueue: queue } = deps;
  // One listener for every waiting request, closed with the queue it listens to.
  const events = new QueueEvents(queue.name, { connection: queue.opts.connection, prefix: queue.opts.prefix });
  events.setMaxListeners(0);
  if (deps.logger) logQueueErrors(events, deps.logger, 'optimize queue events');
  queue.setMaxListeners(0);
  // BullMQ emits 'closing' from Queue.close() (its typings leave the event out).
  (queue as unknown as EventEmitter).once('closing', () => void events.close());

  const router = express.Router();
  router.post('/optimize-resume', async (req, res) => {
    const input = parseOptimizeRequest(req.body);
    await deps.limit.consume(req.ip ?? '');
    const clientId = clientIdOf(req.ip ?? '');
    res.json(
      await optimizeResume(
        { prisma: deps.prisma, queue, events, timeoutMs: config.OPTIMIZE_TIMEOUT_MS },
        { ...input, clientId, requestId: requestIdOf(req) },
      ),
    );
  });
  return router;
}

/** The spec's messages as they are (no field prefix), and 413 for a resume over the limit. */
function parseOptimizeRequest(body: unknown): OptimizeRequest {
  const result = ZOptimizeRequest.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'too_big' && issue.path[0] === 'resumeText')
    throw new AppError('PAYLOAD_TOO_LARGE', OPTIMIZE_MESSAGES.resumeTooLong);
  throw new AppError('BAD_REQUEST', issue.message);
}
