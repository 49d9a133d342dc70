// Builds the search service's HTTP app (an internal port) from an injected backend: search,
// health with every check's detail, and /metrics.
import type { RequestListener } from 'node:http';
import type { Queue } from 'bullmq';
import {
  createMetrics,
  serviceApp,
  trackQueueDepths,
  withDirectRoute,
  type Logger,
  type Metrics,
  type ReadinessCheck,
} from '@highpay/common';
import type { SearchBackend } from './backends/search.backend.js';
import { jobsByIdRoute, recentJobsRoutes, searchRoute } from './http/search.routes.js';
import { trackOutboxLag, type OutboxLag } from './indexing/outbox-lag.js';

export function createSearchApp(deps: {
  logger: Logger;
  backend: SearchBackend;
  checks: Record<string, ReadinessCheck>;
  metrics?: Metrics;
  /** The index queue, whose depth /metrics reports. */
  indexQueue?: Queue;
  /** Reads the outbox's lag for /metrics (readOutboxLag). */
  outboxLag?: () => Promise<OutboxLag>;
}): RequestListener {
  const metrics = deps.metrics ?? createMetrics('search');
  if (deps.indexQueue) trackQueueDepths(metrics, [deps.indexQueue]);
  if (deps.outboxLag) trackOutboxLag(metrics, deps.outboxLag);
  const app = serviceApp({
    logger: deps.logger,
    metrics,
    checks: { ...deps.checks, [`backend:${deps.backend.name}`]: () => deps.backend.ready() },
    health: { summary: () => ({ searchBackend: deps.backend.name }) },
    routes: (router) => router.use(recentJobsRoutes(deps.backend)),
  });
  return withDirectRoute([searchRoute(deps.backend), jobsByIdRoute(deps.backend)], deps.logger, app, { metrics });
}
