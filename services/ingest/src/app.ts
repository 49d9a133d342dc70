// The ingest worker's HTTP app, on its internal port only: each source's state and runs
// for its operator, health, and /metrics. The worker itself takes no requests.
import express from 'express';
import {
  AppError,
  createMetrics,
  errorHandler,
  healthRoutes,
  httpMetrics,
  jsonNotFound,
  metricsRoutes,
  parseInput,
  requestContext,
  type Logger,
  type Metrics,
  type ReadinessCheck,
} from '@highpay/common';
import { z } from 'zod';
import type { IngestRun } from './ingest-run.store.js';
import type { SourceStatus } from './source-status.service.js';

export interface IngestStatusReader {
  sources(): Promise<SourceStatus[]>;
  runs(source: string, limit: number): Promise<IngestRun[]>;
}

const ZRunsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) });

export function createIngestApp(deps: {
  logger: Logger;
  checks: Record<string, ReadinessCheck>;
  status: IngestStatusReader;
  metrics?: Metrics;
}): express.Express {
  const metrics = deps.metrics ?? createMetrics('ingest');
  const app = express();
  app.disable('x-powered-by');
  app.use(httpMetrics(metrics));
  app.use(requestContext(deps.logger));
  app.use(healthRoutes(deps.checks));
  app.use(metricsRoutes(metrics));
  app.get('/sources', async (_req, res) => {
    res.json({ sources: await deps.status.sources() });
  });
  app.get('/sources/:name/runs', async (req, res) => {
    const { limit } = parseInput(ZRunsQuery, req.query);
    const known = (await deps.status.sources()).some((source) => source.name === req.params.name);
    if (!known) throw new AppError('NOT_FOUND', `No source ${req.params.name}`);
    res.json({ source: req.params.name, runs: await deps.status.runs(req.params.name, limit) });
  });
  app.use(jsonNotFound());
  app.use(errorHandler());
  return app;
}
