// Builds the gateway from injected dependencies: the site, /api and health on the public
// port; every readiness check's detail and /metrics on the internal one.
import type { RequestListener } from 'node:http';
import express from 'express';
import type { Queue } from 'bullmq';
import {
  compressAnswers,
  createMetrics,
  databaseReady,
  errorHandler,
  healthRoutes,
  httpMetrics,
  jsonNotFound,
  metricsRoutes,
  redisReady,
  requestContext,
  requireJsonBody,
  serviceReady,
  trackQueueDepths,
  withDirectRoute,
  type DirectRoute,
  type JobChanges,
  type Logger,
  type Metrics,
  type PrismaClient,
  type ReadinessCheck,
  type Redis,
} from '@highpay/common';
import { alertsApiRoutes, oneClickUnsubscribeRoute } from './alerts/alerts.routes.js';
import { createAlertsClient } from './alerts/alerts.client.js';
import { servesLocalCheckout, type GatewayConfig } from './config.js';
import { frontendRoutes } from './pages/frontend.routes.js';
import { createRecentJobsCache } from './search/recent-jobs.cache.js';
import { createSearchAnswersCache } from './search/search-answers.cache.js';
import { localCheckoutRoutes } from './payment/local-checkout.routes.js';
import { newsletterRoutes } from './newsletter/newsletter.routes.js';
import { createPaymentClient } from './payment/payment.client.js';
import { paymentRoutes, paymentWebhookRoute } from './payment/payment.routes.js';
import { optimizeRoutes } from './optimize/optimize.routes.js';
import { reviewRoutes } from './optimize/review.routes.js';
import { resumeDataRoutes } from './optimize/resume-data.routes.js';
import { recentJobsRoutes, searchRoute } from './search/search.routes.js';
import { createSearchClient } from './search/search.client.js';
import { createJobAnswers } from './search/job-answers.js';
import { createSitemapJobs } from './pages/sitemap.store.js';
import { createRateLimits } from './http/rate-limits.js';
import { withSecurityHeaders } from './http/security-headers.js';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  prisma: PrismaClient;
  redis: Redis;
  optimizeQueue: Queue;
  /** Tells the app when jobs changed (main.ts: Redis '<prefix>:jobs:changed'); without it cached job lists live out their TTL. */
  jobChanges?: JobChanges;
  /** Where request durations go; the internal app (createGatewayInternalApp) serves them. */
  metrics?: Metrics;
}

/** How many recent jobs GET /api/jobs-with-tags lists. */
const RECENT_JOBS_LIMIT = 50;

/** The public gateway: the Express app behind the direct routes, with security headers on every answer. */
export function createGatewayApp(deps: GatewayDeps): RequestListener {
  const { app, directRoutes, metrics } = createGatewaySite(deps);
  const site = withDirectRoute(directRoutes, deps.logger, app, {
    trustProxy: deps.config.TRUST_PROXY,
    metrics,
    compress: true,
  });
  return withSecurityHeaders(site, { publicBaseUrl: deps.config.PUBLIC_BASE_URL, logger: deps.logger });
}

/** The public port's routes: the Express app, and the hot routes served ahead of it on node:http. */
export function createGatewaySite(deps: GatewayDeps): {
  app: express.Express;
  directRoutes: DirectRoute[];
  metrics: Metrics;
} {
  const { config, prisma, redis } = deps;
  const metrics = deps.metrics ?? createMetrics('gateway');
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(httpMetrics(metrics));
  app.use(requestContext(deps.logger));
  // JSON and pages of 1 KB or more; built assets go out precompressed (pages/frontend.routes.ts).
  app.use(compressAnswers());

  // Public: whether the site is ready and which search backend answers, nothing more.
  app.use(healthRoutes(gatewayChecks(deps), { summary: searchBackendOf, details: false }));

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

  const limits = createRateLimits(redis, config);
  const payments = createPaymentClient(config.PAYMENT_SERVICE_URL);
  const api = express.Router();
  api.use(requireJsonBody());
  api.use(express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] }));
  api.use(newsletterRoutes(prisma, limits.newsletter));
  const alerts = createAlertsClient(config.ALERTS_SERVICE_URL);
  api.use(alertsApiRoutes(alerts, limits.alerts));
  api.use(
    optimizeRoutes({ config, prisma, optimizeQueue: deps.optimizeQueue, limit: limits.optimize, logger: deps.logger }),
  );
  api.use(resumeDataRoutes({ prisma, optimizeQueue: deps.optimizeQueue }));
  api.use(recentJobsRoutes(recentJobs));
  api.use(
    paymentRoutes(payments, {
      secureCookies: config.PUBLIC_BASE_URL.startsWith('https:'),
      checkoutLimit: limits.checkout,
      verifyLimit: limits.verifyPayment,
    }),
  );
  api.use(reviewRoutes(payments, limits.verifyPayment));
  api.use(jsonNotFound());
  app.use('/api', api);
  if (servesLocalCheckout(config)) app.use(localCheckoutRoutes(payments));
  app.use(oneClickUnsubscribeRoute(alerts));

  app.use(
    frontendRoutes({
      distDir: config.FRONTEND_DIST,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      jobs: jobAnswers,
      sitemapJobs: createSitemapJobs(prisma),
      sitemapUrlsPerFile: config.SITEMAP_URLS_PER_FILE,
      logger: deps.logger,
    }),
  );
  app.use(errorHandler());
  return {
    app,
    directRoutes: [searchRoute(search, searchAnswers, jobAnswers, limits.search), paymentWebhookRoute(payments)],
    metrics,
  };
}

/** The gateway's internal port: /healthz, /readyz with every check's detail, and /metrics (with the optimize queue's depth). */
export function createGatewayInternalApp(
  deps: Pick<GatewayDeps, 'config' | 'prisma' | 'redis' | 'optimizeQueue'> & { metrics: Metrics },
): RequestListener {
  trackQueueDepths(deps.metrics, [deps.optimizeQueue]);
  const app = express();
  app.disable('x-powered-by');
  app.use(healthRoutes(gatewayChecks(deps), { summary: searchBackendOf }));
  app.use(metricsRoutes(deps.metrics));
  app.use(jsonNotFound());
  app.use(errorHandler());
  return app;
}

function gatewayChecks(
  deps: Pick<GatewayDeps, 'config' | 'prisma' | 'redis' | 'optimizeQueue'>,
): Record<string, ReadinessCheck> {
  return {
    database: databaseReady(deps.prisma),
    redis: redisReady(deps.redis),
    search: serviceReady(deps.config.SEARCH_SERVICE_URL),
    payment: serviceReady(deps.config.PAYMENT_SERVICE_URL),
    optimizer: optimizerWorkersReady(deps.optimizeQueue),
  };
}

const searchBackendOf = (results: Record<string, { ok: boolean; detail?: string }>) => ({
  searchBackend: results.search?.ok ? results.search.detail : undefined,
});

/** The optimizer is a worker pool, not one address: ready when at least one worker listens on its queue. */
function optimizerWorkersReady(queue: Queue) {
  return async (): Promise<string> => {
    const workers = await queue.getWorkersCount();
    if (workers === 0) throw new Error('no optimizer worker is connected');
    return `${workers} worker${workers === 1 ? '' : 's'}`;
  };
}
