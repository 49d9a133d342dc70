// The ingest worker's HTTP app, on its internal port only: each source's state and runs
// for its operator, health, and /metrics. The worker itself takes no requests.
import type express from 'express';
import {
  AppError,
  createMetrics,
  parseInput,
  serviceApp,
  type Logger,
  type Metrics,
  type ReadinessCheck,
} from '@highpay/common';
import { z } from 'zod';
import type { IngestRunStore } from './runs/ingest-run.store.js';
import { sourceStatuses, type SourceStatusDeps } from './runs/source-status.service.js';

const ZRunsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) });

export function createIngestApp(deps: {
  logger: Logger;
  checks: Record<string, ReadinessCheck>;
  /** The configured sources, their runs, and when each runs next. */
  status: SourceStatusDeps & { runs: Pick<IngestRunStore, 'latest' | 'history'> };
  metrics?: Metrics;
}): express.Express {
  const metrics = deps.metrics ?? createMetrics('ingest');
  return serviceApp({
    logger: deps.logger,
    metrics,
    checks: deps.checks,
    routes: (app) => {
      app.get('/sources', async (_req, res) => {
        res.json({ sources: await sourceStatuses(deps.status) });
      });
      app.get('/sources/:name/runs', async (req, res) => {
        const { limit } = parseInput(ZRunsQuery, req.query);
        const { name } = req.params;
        const runs = await deps.status.runs.history(name, limit);
        // A source is known when it is configured or has run (from a file, or before it left the file).
        if (runs.length === 0 && !deps.status.sources.some((source) => source.name === name))
          throw new AppError('NOT_FOUND', `No source ${name}`);
        res.json({ source: name, runs });
      });
    },
  });
}
