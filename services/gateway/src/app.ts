// Builds the gateway from injected dependencies: the site, /api, health.
import type { RequestListener } from 'node:http';
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
  withDirectRoute,
  type JobChanges,
  type Logger,
  type PrismaClient,
  type Redis,
} from '@highpay/common';
import type { GatewayConfig } from './config.js';
import { frontendRoutes } from './frontend.routes.js';
import { createRecentJobsCache } from './recent-jobs.cache.js';
import { createSearchAnswersCache } from './search-answers.cache.js';
import { localCheckoutRoutes } from './local-checkout.routes.js';
import { newsletterRoutes } from './newsletter.routes.js';
import { createPaymentClient } from './payment.client.js';
import { paymentRoutes, paymentWebhookRoute } from './payment.routes.js';
import { optimizeRoutes } from './optimize.routes.js';
import { recentJobsRoutes, searchRoute } from './search.routes.js';
import { createSearchClient } from './search.client.js';
import { createJobAnswers } from './job-answers.js';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  prisma: PrismaClient;
  redis: Redis;
  optimizeQueue: Queue;
  /** Tells the app when jobs changed (main.ts: Redis '<prefix>:jobs:changed'); without it cached job lists live out their TTL. */
  jobChanges?: JobChanges;
}

/** How many recent jobs GET /api/jobs-with-tags and /sitemap.xml list. */
const RECENT_JOBS_LIMIT = 50;

export function createGatewayApp(deps: GatewayDeps): RequestListener {
  const { config, prisma, redis } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(requestContext(deps.logger));

  app.use(
    healthRoutes(
      {
        database: databaseReady(prisma),
        redis: redisReady(redis),
        search: serviceReady(config.SEARCH_SERVICE_URL),
        payment: serviceReady(config.PAYMENT_SERVICE_URL),
        optimizer: optimizerWorkersReady(deps.optimizeQueue),
      },
      { summary: (results) => ({ searchBackend: results.search?.ok ? results.search.detail : undefined }) },
    ),
  );

  const search = createSearchClient(config.SEARCH_SERVICE_URL);
  const recentJobs = createRecentJobsCache({
    load: (requestId) => search.recentJobs(RECENT_JOBS_LIMIT, requestId),
    onStaleServed: (error) =>
      deps.logger.warn({ err: error }, 'recent jobs: search did not answer, serving the previous list'),
  });
  const searchAnswers = createSearchAnswersCache();
  const jobAnswers = createJobAnswers(search, searchAnswers);
  deps.jobChanges?.onChange(() => {
    recentJobs.invalidate();
    searchAnswers.invalidate();
  });

  const payments = createPaymentClient(config.PAYMENT_SERVICE_URL);
  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(newsletterRoutes(prisma));
  api.use(optimizeRoutes({ config, prisma, redis, optimizeQueue: deps.optimizeQueue }));
  api.use(recentJobsRoutes(recentJobs));
  api.use(paymentRoutes(payments, { secureCookies: config.PUBLIC_BASE_URL.startsWith('https:') }));
  api.use(jsonNotFound());
  app.use('/api', api);
  app.use(localCheckoutRoutes(payments));

  app.use(
    frontendRoutes({
      distDir: config.FRONTEND_DIST,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      jobs: jobAnswers,
      recentJobs,
      logger: deps.logger,
    }),
  );
  app.use(errorHandler());
  return withDirectRoute(
    [searchRoute(search, searchAnswers, jobAnswers), paymentWebhookRoute(payments)],
    deps.logger,
    app,
  );
}

/** The optimizer is a worker pool, not one address: ready when at least one worker listens on its queue. */
function optimizerWorkersReady(queue: Queue) {
  return async (): Promise<string> => {
    const workers = await queue.getWorkersCount();
    if (workers === 0) throw new Error('no optimizer worker is connected');
    return `${workers} worker${workers === 1 ? '' : 's'}`;
  };
}
