// Gateway process: reads config, wires adapters, serves the site and /api.
import {
  QUEUES,
  closeServer,
  createJobChanges,
  createLogger,
  createPrisma,
  createQueue,
  createRedis,
  listen,
  jobsChangedChannel,
  loadConfigOrExit,
  onShutdown,
  subscribeToJobChanges,
} from '@highpay/common';
import { createGatewayApp } from './app.js';
import { gatewayEnvSchema } from './config.js';

const config = loadConfigOrExit('gateway', gatewayEnvSchema);
const logger = createLogger('gateway', config.LOG_LEVEL, config.LOG_FORMAT);
const prisma = createPrisma(config.DATABASE_URL);
const redis = createRedis(config.REDIS_URL);
const optimizeQueue = createQueue(
  QUEUES.optimize,
  createRedis(config.REDIS_URL, { forWorker: true }),
  config.QUEUE_PREFIX,
);

// Cached job lists are dropped when the search side publishes that jobs changed.
const jobChanges = createJobChanges();
const jobChangesSubscription = await subscribeToJobChanges(redis, jobChanges.notify, {
  channel: jobsChangedChannel(config.QUEUE_PREFIX),
  onError: (error) => logger.warn({ err: error }, 'jobs:changed subscription: Redis error'),
});

const app = createGatewayApp({ config, logger, prisma, redis, optimizeQueue, jobChanges });
const server = await listen(app, config.PORT);
logger.info({ port: config.PORT }, `gateway listening on http://localhost:${config.PORT}`);

onShutdown(logger, [
  () => closeServer(server),
  () => jobChangesSubscription.close(),
  () => optimizeQueue.close(),
  () => redis.quit(),
  () => prisma.$disconnect(),
]);
