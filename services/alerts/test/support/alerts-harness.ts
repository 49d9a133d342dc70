// What alerts tests run: a database and an SMTP server of their own, the alerts service (its
// HTTP app on a port of its own, the sender on a queue of the test's own) and, in front of
// it, a gateway whose /api/alerts* call it.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queue } from 'bullmq';
import pino from 'pino';
import { inject } from 'vitest';
import { closeServer, createPrisma, createRedis, type PrismaClient, type Redis } from '@highpay/common';
import { createGatewayApp } from '../../../gateway/src/app.js';
import { frontendDist, gatewayConfig, optimizeQueueOf } from '../../../gateway/test/support/gateway-setup.js';
import { alertsDepsFor, startAlertsSender, type AlertsSender } from '../../src/alerts.deps.js';
import { createAlertsApp } from '../../src/app.js';
import { alertsEnvSchema, type AlertsConfig } from '../../src/config.js';
import { createAlertsQueue } from '../../src/digests/alerts.worker.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../../test/support/database.js';
import { startSmtpSink, type SmtpSink } from '../../../../test/support/smtp-sink.js';

const logger = pino({ level: 'silent' });

export interface AlertsStack {
  db: TestDatabase;
  /** The SMTP server the sender mails through (SMTP_URL unless `env` names another). */
  smtp: SmtpSink;
  config: AlertsConfig;
  prisma: PrismaClient;
  /** The alerts queue the sender works on. */
  queue: Queue;
  /** The sender; a test may close it and start another in its place. */
  sender: AlertsSender;
  /** The sender's Redis connection (BullMQ worker settings). */
  connection: Redis;
  /** The alerts service's own address. */
  alertsUrl: string;
  /** The gateway's app: /api/alerts* and the one-click link, as the public reaches them. */
  gateway: RequestListener;
  close(): Promise<void>;
}

/**
 * The alerts service on a fresh database, under a queue prefix named by `label`, with `env`
 * over the test defaults, and a gateway in front.
 */
export async function startAlertsStack(
  label: string,
  options: {
    publicBaseUrl: string;
    env?: Record<string, string>;
    alertIndex?: Parameters<typeof startAlertsSender>[0]['alertIndex'];
  },
): Promise<AlertsStack> {
  const db = await createTestDatabase(label);
  const smtp = await startSmtpSink();
  const prefix = testQueuePrefix(label);
  const config = alertsEnvSchema.parse({
    REDIS_URL: inject('redisUrl'),
    DATABASE_URL: db.url,
    QUEUE_PREFIX: prefix,
    SMTP_URL: smtp.url,
    PUBLIC_BASE_URL: options.publicBaseUrl,
    ALERTS_SIGNING_SECRET: 'a-test-signing-secret-of-32-bytes-or-more',
    ...options.env,
  });
  const prisma = createPrisma(db.url, { max: 4 });
  const connection = createRedis(inject('redisUrl'), { forWorker: true });
  const queue = createAlertsQueue(connection, prefix, logger);
  const sender = await startAlertsSender({
    config,
    prisma,
    connection,
    logger,
    queue,
    ...(options.alertIndex ? { alertIndex: options.alertIndex } : {}),
  });
  const alertsApp = createAlertsApp({ logger, checks: {}, alerts: alertsDepsFor(config, prisma, queue), queue });
  const server: Server = createServer(alertsApp);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const alertsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const redis: Redis = createRedis(inject('redisUrl'));
  const optimizeQueue = optimizeQueueOf(prefix);
  const gateway = createGatewayApp({
    config: gatewayConfig({
      DATABASE_URL: db.url,
      QUEUE_PREFIX: prefix,
      FRONTEND_DIST: frontendDist(),
      PUBLIC_BASE_URL: options.publicBaseUrl,
      ALERTS_SERVICE_URL: alertsUrl,
    }),
    logger,
    prisma,
    redis,
    optimizeQueue,
  });
  const stack: AlertsStack = {
    db,
    smtp,
    config,
    prisma,
    queue,
    sender,
    connection,
    alertsUrl,
    gateway,
    async close() {
      await closeServer(server);
      await stack.sender.close();
      await queue.close();
      await optimizeQueue.close();
      await redis.quit();
      connection.disconnect();
      await prisma.$disconnect();
      await smtp.close();
      await db.drop();
    },
  };
  return stack;
}
