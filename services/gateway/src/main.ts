// Gateway process: reads config, wires adapters, serves the site and /api on the public port,
// readiness details and /metrics on the internal one.
import {
  QUEUES,
  createJobChanges,
  createPrisma,
  createQueue,
  createRedis,
  jobsChangedChannel,
  redisOutageLog,
  serve,
  startService,
  subscribeToJobChanges,
} from '@highpay/common';
import { createGatewayApp, createGatewayInternalApp } from './app.js';
import { gatewayEnvSchema } from './config.js';

const { config, logger, metrics } = startService('gateway', gatewayEnvSchema);
const prisma = createPrisma(config.DATABASE_URL);
const redis = createRedis(config.REDIS_URL, { logger });
const optimizeQueue = createQueue(
  QUEUES.optimize,
  createRedis(config.REDIS_URL, { forWorker: true, logger, name: 'optimize queue redis' }),
  config.QUEUE_PREFIX,
  logger,
);

// Cached job lists are dropped when the search side publishes that jobs changed.
const jobChanges = createJobChanges();
const jobChangesSubscription = await subscribeToJobChanges(redis, jobChanges.notify, {
  channel: jobsChangedChannel(config.QUEUE_PREFIX),
  onError: redisOutageLog(logger, 'jobs:changed subscription').error,
});

const app = createGatewayApp({ config, logger, prisma, redis, optimizeQueue, jobChanges, metrics });
const internal = createGatewayInternalApp({ config, prisma, redis, optimizeQueue, metrics });
await serve({
  logger,
  listeners: [
    { app, port: config.PORT },
    { app: internal, port: config.GATEWAY_INTERNAL_PORT, host: config.INTERNAL_HOST },
  ],
  started: {
    details: { port: config.PORT, internalPort: config.GATEWAY_INTERNAL_PORT, internalHost: config.INTERNAL_HOST },
    message: `gateway listening on http://localhost:${config.PORT}`,
  },
  closers: [
    () => jobChangesSubscription.close(),
    () => optimizeQueue.close(),
    () => redis.quit(),
    () => prisma.$disconnect(),
  ],
});
