// The product for browser tests, in-process: search, payment, alerts and gateway apps on
// random ports over a fresh database, serving the built frontend.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import pino from 'pino';
import { inject } from 'vitest';
import { QUEUES, closeServer, createPrisma, createRedis, databaseReady, listen } from '@highpay/common';
import { createGatewayApp } from '../../services/gateway/src/app.js';
import { createOptimizeWorker } from '../../services/optimizer/src/optimize/optimize.worker.js';
import { optimizerEnvSchema } from '../../services/optimizer/src/config.js';
import { gatewayEnvSchema } from '../../services/gateway/src/config.js';
import { createPaymentApp } from '../../services/payment/src/app.js';
import { paymentEnvSchema } from '../../services/payment/src/config.js';
import { createPayments } from '../../services/payment/src/payments.js';
import { createRenderWorker } from '../../services/payment/src/render/render.processor.js';
import { createSearchApp } from '../../services/search/src/app.js';
import { createPostgresSearchBackend } from '../../services/search/src/backends/postgres/postgres-search.backend.js';
import { createTestDatabase, testQueuePrefix } from '../../test/support/database.js';
import { alertsDepsFor, startAlertsSender } from '../../services/alerts/src/alerts.deps.js';
import { createAlertsApp } from '../../services/alerts/src/app.js';
import { alertsEnvSchema } from '../../services/alerts/src/config.js';
import { createAlertsQueue } from '../../services/alerts/src/digests/alerts.worker.js';

export const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

export interface Stack {
  baseUrl: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

const port = (server: Server) => (server.address() as AddressInfo).port;

export async function startStack(
  options: {
    seed?: (databaseUrl: string) => Promise<void>;
    /** Runs the job alert sender, mailing through this SMTP server. */
    smtpUrl?: string;
    /** The optimizer uses the Claude engine against this Messages API (scripts/local-anthropic.ts). */
    anthropicBaseUrl?: string;
  } = {},
): Promise<Stack> {
  if (!existsSync(`${FRONTEND_DIST}/index.html`)) {
    throw new Error('frontend/dist is missing: run `npm run build` (make test does) before the browser tests');
  }
  const db = await createTestDatabase('e2e');
  await options.seed?.(db.url);
  const logger = pino({ level: 'silent' });
  const prisma = createPrisma(db.url);
  const redis = createRedis(inject('redisUrl'));
  const prefix = testQueuePrefix('e2e');

  const backend = createPostgresSearchBackend(db.url);
  const search = await listen(createSearchApp({ logger, backend, checks: {} }), 0, '127.0.0.1');
  // The gateway's address comes first: payments build return URLs and download links on it.
  const gatewayServer = createServer();
  await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${port(gatewayServer)}`;
  const renderQueue = new Queue(QUEUES.render, {
    connection: createRedis(inject('redisUrl'), { forWorker: true }),
    prefix,
  });
  // What the payment, alerts and gateway services share: the database, Redis, queues and public address.
  const shared = {
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: prefix,
    PUBLIC_BASE_URL: baseUrl,
  };
  const paymentConfig = paymentEnvSchema.parse(shared);
  const payments = createPayments({ config: paymentConfig, prisma, renderQueue, logger });
  const renderWorker = createRenderWorker({
    prisma,
    connection: createRedis(inject('redisUrl'), { forWorker: true }),
    prefix,
    concurrency: 2,
    logger,
  });
  const payment = await listen(
    createPaymentApp({ logger, checks: { database: databaseReady(prisma) }, payments }),
    0,
    '127.0.0.1',
  );
  const optimizeQueue = new Queue(QUEUES.optimize, {
    connection: createRedis(inject('redisUrl'), { forWorker: true }),
    prefix,
  });
  // The optimizer worker on the same queue: the local engine, or Claude at a local Messages API.
  const optimizer = createOptimizeWorker({
    config: optimizerEnvSchema.parse({
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      ...(options.anthropicBaseUrl
        ? { ANTHROPIC_API_KEY: 'local-anthropic', ANTHROPIC_BASE_URL: options.anthropicBaseUrl }
        : {}),
    }),
    prisma,
    connection: createRedis(inject('redisUrl'), { forWorker: true }),
    logger,
  });
  // The alerts service: its API always (sign-ups are queued), its sender when mail has somewhere to go.
  const alertsConfig = alertsEnvSchema.parse({
    ...shared,
    ALERTS_SIGNING_SECRET: 'e2e-alert-signing-secret-0123456789abcdef',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
  });
  const alertsConnection = createRedis(inject('redisUrl'), { forWorker: true });
  const alertsQueue = createAlertsQueue(alertsConnection, prefix, logger);
  const alertsSender = options.smtpUrl
    ? await startAlertsSender({
        config: alertsConfig,
        prisma,
        connection: alertsConnection,
        logger,
        queue: alertsQueue,
      })
    : undefined;
  const alerts = await listen(
    createAlertsApp({ logger, checks: {}, alerts: alertsDepsFor(alertsConfig, prisma, alertsQueue) }),
    0,
    '127.0.0.1',
  );
  const config = gatewayEnvSchema.parse({
    ...shared,
    PORT: '0',
    SEARCH_SERVICE_URL: `http://127.0.0.1:${port(search)}`,
    PAYMENT_SERVICE_URL: `http://127.0.0.1:${port(payment)}`,
    ALERTS_SERVICE_URL: `http://127.0.0.1:${port(alerts)}`,
    FRONTEND_DIST,
    LOG_LEVEL: 'silent',
  });
  gatewayServer.on('request', createGatewayApp({ config, logger, prisma, redis, optimizeQueue }));
  const gateway = gatewayServer;

  return {
    baseUrl,
    databaseUrl: db.url,
    async stop() {
      await Promise.all([closeServer(gateway), closeServer(search), closeServer(payment), closeServer(alerts)]);
      await alertsSender?.close();
      await alertsQueue.close();
      alertsConnection.disconnect();
      await optimizer.close();
      await optimizeQueue.close();
      await renderWorker.close();
      await renderQueue.close();
      await payments.close();
      await backend.close();
      await redis.quit();
      await prisma.$disconnect();
      await db.drop();
    },
  };
}
