// Builds the payment service's HTTP app from injected dependencies.
import express from 'express';
import { errorHandler, healthRoutes, jsonNotFound, requestContext, type Logger, type ReadinessCheck } from '@highpay/common';

export function createPaymentApp(deps: { logger: Logger; checks: Record<string, ReadinessCheck> }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(deps.logger));
  app.use(healthRoutes(deps.checks));
  app.use(jsonNotFound());
  app.use(errorHandler());
  return app;
}
