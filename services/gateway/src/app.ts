// Builds the gateway from injected dependencies: the site, /api, health.
import express from 'express';
import type { Queue } from 'bullmq';
import {
  databaseReady,
  errorHandler,
  healthRoutes,
  jsonNotFound,
  redisReady,
  requestContext,
  serviceReady,
  type Logger,
  type PrismaClient,
  type Redis,
} from '@highpay/common';
import type { GatewayConfig } from './config.js';
import { frontendRoutes } from './frontend.routes.js';
import { newsletterRoutes } from './newsletter.routes.js';
import { searchRoutes } from './search.routes.js';
import { createSearchClient } from './search.client.js';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  prisma: PrismaClient;
  redis: Redis;
  optimizeQueue: Queue;
}

export function createGatewayApp(deps: GatewayDeps): express.Express {
  const { config, prisma, redis } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(requestContext(deps.logger));

  app.use(
    healthRoutes({
      database: databaseReady(prisma),
      redis: redisReady(redis),
      search: serviceReady(config.SEARCH_SERVICE_URL),
      payment: serviceReady(config.PAYMENT_SERVICE_URL),
      optimizer: optimizerWorkersReady(deps.optimizeQueue),
    }),
  );

  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(newsletterRoutes(prisma));
  api.use(searchRoutes(createSearchClient(config.SEARCH_SERVICE_URL)));
  api.use(jsonNotFound());
  app.use('/api', api);

  app.use(frontendRoutes(config.FRONTEND_DIST));
  app.use(errorHandler());
  return app;
}

/** The optimizer is a worker pool, not one address: ready when at least one worker listens on its queue. */
function optimizerWorkersReady(queue: Queue) {
  return async (): Promise<string> => {
    const workers = await queue.getWorkersCount();
    if (workers === 0) throw new Error('no optimizer worker is connected');
    return `${workers} worker${workers === 1 ? '' : 's'}`;
  };
}
