// Payment service process: checkout sessions, webhooks, fulfilment and downloads, and the
// "render" queue's worker that builds the PDF and DOCX (a render takes tens of ms, so it
// lives here rather than in a process of its own).
import {
  QUEUES,
  closeServer,
  createLogger,
  createPrisma,
  createQueue,
  createRedis,
  databaseReady,
  listen,
  loadConfigOrExit,
  onShutdown,
  redisReady,
} from '@highpay/common';
import { createPaymentApp } from './app.js';
import { paymentEnvSchema } from './config.js';
import { createPayments } from './payments.js';
import { createRenderWorker, sweepUnrendered } from './render.processor.js';

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

const config = loadConfigOrExit('payment', paymentEnvSchema);
const logger = createLogger('payment', config.LOG_LEVEL);
const prisma = createPrisma(config.DATABASE_URL);
const redis = createRedis(config.REDIS_URL);
const queueConnection = createRedis(config.REDIS_URL, { forWorker: true });
const renderQueue = createQueue(QUEUES.render, queueConnection, config.QUEUE_PREFIX);
const payments = createPayments({ config, prisma, renderQueue, logger });

const worker = createRenderWorker({
  prisma,
  connection: createRedis(config.REDIS_URL, { forWorker: true }),
  prefix: config.QUEUE_PREFIX,
  concurrency: config.RENDER_CONCURRENCY,
  logger,
});
const sweep = () =>
  sweepUnrendered(prisma, payments.deps.renders, logger).catch((error: unknown) => logger.error({ err: error }, 'render sweep failed'));
void sweep();
const sweepTimer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
sweepTimer.unref();

const app = createPaymentApp({
  logger,
  checks: {
    database: databaseReady(prisma),
    redis: redisReady(redis),
    render: async () => (worker.isRunning() ? 'worker running' : Promise.reject(new Error('render worker is not running'))),
  },
  payments,
});
const server = await listen(app, config.PAYMENT_PORT);
logger.info({ port: config.PAYMENT_PORT, provider: payments.deps.provider.name }, 'payment service listening');

onShutdown(logger, [
  () => closeServer(server),
  async () => clearInterval(sweepTimer),
  () => worker.close(),
  () => renderQueue.close(),
  () => queueConnection.quit(),
  () => redis.quit(),
  () => prisma.$disconnect(),
]);
