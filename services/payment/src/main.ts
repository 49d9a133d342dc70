// Payment service process: checkout sessions, webhooks, fulfilment and downloads.
import {
  closeServer,
  createLogger,
  createPrisma,
  createRedis,
  databaseReady,
  listen,
  loadConfigOrExit,
  onShutdown,
  redisReady,
} from '@highpay/common';
import { createPaymentApp } from './app.js';
import { paymentEnvSchema } from './config.js';

const config = loadConfigOrExit('payment', paymentEnvSchema);
const logger = createLogger('payment', config.LOG_LEVEL);
const prisma = createPrisma(config.DATABASE_URL);
const redis = createRedis(config.REDIS_URL);

const app = createPaymentApp({ logger, checks: { database: databaseReady(prisma), redis: redisReady(redis) } });
const server = await listen(app, config.PAYMENT_PORT);
logger.info({ port: config.PAYMENT_PORT, provider: config.STRIPE_SECRET_KEY ? 'stripe' : 'local' }, 'payment service listening');

onShutdown(logger, [() => closeServer(server), () => redis.quit(), () => prisma.$disconnect()]);
