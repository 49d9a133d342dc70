// Builds the search service's HTTP app from an injected backend.
import express from 'express';
import { errorHandler, healthRoutes, jsonNotFound, requestContext, type Logger, type ReadinessCheck } from '@highpay/common';
import type { SearchBackend } from './search.backend.js';
import { searchRoutes } from './search.routes.js';

export function createSearchApp(deps: {
  logger: Logger;
  backend: SearchBackend;
  checks: Record<string, ReadinessCheck>;
}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(deps.logger));
  app.use(healthRoutes({ ...deps.checks, [`backend:${deps.backend.name}`]: () => deps.backend.ready() }));
  app.use(express.json({ limit: '64kb' }));
  app.use(searchRoutes(deps.backend));
  app.use(jsonNotFound());
  app.use(errorHandler());
  return app;
}
