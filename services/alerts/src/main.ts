// Alerts service process: the job alerts API the gateway calls, and the sender (schedules,
// due runs, matching, digests and confirmation mail) on the alerts queue.
import { createPrisma, createRedis, databaseReady, redisReady, serve, startService } from '@highpay/common';
import { alertsDepsFor, startAlertsSender } from './alerts.deps.js';
import { createAlertsApp } from './app.js';
import { alertsEnvSchema } from './config.js';
import { createAlertsQueue } from './digests/alerts.worker.js';

const { config, logger, metrics } = startService('alerts', alertsEnvSchema);
const prisma = createPrisma(config.DATABASE_URL);
const redis = createRedis(config.REDIS_URL, { logger });
const connection = createRedis(config.REDIS_URL, { forWorker: true, logger, name: 'alerts redis' });
const queue = createAlertsQueue(connection, config.QUEUE_PREFIX, logger);
const sender = await startAlertsSender({ config, prisma, connection, logger, queue });

const app = createAlertsApp({
  logger,
  checks: { database: databaseReady(prisma), redis: redisReady(redis) },
  alerts: alertsDepsFor(config, prisma, queue),
  ...(config.SMTP_URL ? {} : { mailDir: config.MAIL_DIR }),
  metrics,
  queue,
});
await serve({
  logger,
  listeners: [{ app, port: config.ALERTS_PORT, host: config.INTERNAL_HOST }],
  started: {
    details: { port: config.ALERTS_PORT, host: config.INTERNAL_HOST },
    message: 'alerts service listening',
  },
  closers: [
    () => sender.close(),
    () => queue.close(),
    () => connection.quit(),
    () => redis.quit(),
    () => prisma.$disconnect(),
  ],
});
