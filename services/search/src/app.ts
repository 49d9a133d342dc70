// Builds the search service's HTTP app from an injected backend.
import type { RequestListener } from 'node:http';
import express from 'express';
import {
  errorHandler,
  healthRoutes,
  jsonNotFound,
  requestContext,
  withDirectRoute,
  type Logger,
  type ReadinessCheck,
} from '@highpay/common';
import type { SearchBackend } from './backends/search.backend.js';
import { jobsByIdRoute, recentJobsRoutes, searchRoute } from './http/search.routes.js';

export function createSearchApp(deps: {
  logger: Logger;
  backend: SearchBackend;
  checks: Record<string, ReadinessCheck>;
}): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(deps.logger));
  app.use(
    healthRoutes(
      { ...deps.checks, [`backend:${deps.backend.name}`]: () => deps.backend.ready() },
      { summary: () => ({ searchBackend: deps.backend.name }) },
    ),
  );
  app.use(recentJobsRoutes(deps.backend));
  app.use(jsonNotFound());
  app.use(errorHandler());
  return withDirectRoute([searchRoute(deps.backend), jobsByIdRoute(deps.backend)], deps.logger, app);
}
