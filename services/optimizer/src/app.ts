// The optimizer's HTTP app on its internal port: health and /metrics (the worker itself has no HTTP API).
import type express from 'express';
import { createMetrics, serviceApp, type Logger, type Metrics, type ReadinessCheck } from '@highpay/common';

export function createOptimizerHealthApp(deps: {
  logger: Logger;
  checks: Record<string, ReadinessCheck>;
  metrics?: Metrics;
}): express.Express {
  const metrics = deps.metrics ?? createMetrics('optimizer');
  return serviceApp({ logger: deps.logger, metrics, checks: deps.checks, notFound: false });
}
