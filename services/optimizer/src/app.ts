// The optimizer's health endpoint (the worker itself has no HTTP API).
import express from 'express';
import { errorHandler, healthRoutes, requestContext, type Logger, type ReadinessCheck } from '@highpay/common';

export function createOptimizerHealthApp(deps: {
  logger: Logger;
  checks: Record<string, ReadinessCheck>;
}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(deps.logger));
  app.use(healthRoutes(deps.checks));
  app.use(errorHandler());
  return app;
}
