// Payment service process: checkout sessions, webhooks, fulfilment and downloads. The
// PDF and DOCX are built by render worker processes it starts (render-worker.main.ts),
// so rendering never delays a webhook's answer.
import {
  QUEUES,
  createPrisma,
  createQueue,
  createRedis,
  databaseReady,
  redisReady,
  serve,
  startService,
} from '@highpay/common';
import { createPaymentApp } from './app.js';
import { paymentEnvSchema } from './config.js';
import { createPayments } from './payments.js';
import { startRenderWorkers } from './render/render-workers.js';

const { config, logger, metrics } = startService('payment', paymentEnvSchema);
const prisma = createPrisma(config.DATABASE_URL);
const redis = createRedis(config.REDIS_URL, { logger });
const queueConnection = createRedis(config.REDIS_URL, { forWorker: true, logger, name: 'render queue redis' });
const renderQueue = createQueue(QUEUES.render, queueConnection, config.QUEUE_PREFIX, logger);
const payments = createPayments({ config, prisma, renderQueue, logger });
const workers = startRenderWorkers(config.RENDER_WORKERS, logger, { onJobDone: metrics.observeJob });

const app = createPaymentApp({
  logger,
  checks: {
    database: databaseReady(prisma),
    redis: redisReady(redis),
    // Paid purchases need someone building their files: ready when a render worker listens.
    render: async () => {
      const count = await renderQueue.getWorkersCount();
      if (count === 0) throw new Error('no render worker is connected');
      return `${count} worker${count === 1 ? '' : 's'}`;
    },
  },
  payments,
  metrics,
  renderQueue,
});
await serve({
  logger,
  listeners: [{ app, port: config.PAYMENT_PORT, host: config.INTERNAL_HOST }],
  started: {
    details: { port: config.PAYMENT_PORT, host: config.INTERNAL_HOST, provider: payments.deps.provider.name },
    message: 'payment service listening',
  },
  closers: [
    () => workers.stop(),
    () => renderQueue.close(),
    () => payments.close(),
    () => queueConnection.quit(),
    () => redis.quit(),
    () => prisma.$disconnect(),
  ],
});
