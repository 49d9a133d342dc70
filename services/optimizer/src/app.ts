// The optimizer's HTTP app on its internal port: health and /metrics (the worker itself has no HTTP API).
import express from 'express';
import {
  createMetrics,
  errorHandler,
  healthRoutes,
  httpMetrics,
  metricsRoutes,
  requestContext,
  type Logger,
  type Metrics,
  type ReadinessCheck,
} from '@highpay/common';

export function createOptimizerHealthApp(deps: {
  logger: Logger;
  checks: Record<string, ReadinessCheck>;
  metrics?: Metrics;
}): express.Express {
  const metrics = deps.metrics ?? createMetrics('optimizer');
  const app = express();
  app.disable('x-powered-by');
  app.use(httpMetrics(metrics));
  app.use(requestContext(deps.logger));
  app.use(healthRoutes(deps.checks));
  app.use(metricsRoutes(metrics));
  app.use(errorHandler());
  return app;
}
