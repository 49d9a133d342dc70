// The product for browser tests, in-process: search, payment and gateway apps on
// random ports over a fresh database, serving the built frontend.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import pino from 'pino';
import { inject } from 'vitest';
import { QUEUES, closeServer, createPrisma, createRedis, databaseReady, listen } from '@highpay/common';
import { createGatewayApp } from '../../services/gateway/src/app.js';
import { gatewayEnvSchema } from '../../services/gateway/src/config.js';
import { createPaymentApp } from '../../services/payment/src/app.js';
import { createSearchApp } from '../../services/search/src/app.js';
import { createPostgresSearchBackend } from '../../services/search/src/postgres-search.backend.js';
import { createTestDatabase, testQueuePrefix } from '../../test/support/database.js';

export const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

export interface Stack {
  baseUrl: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

const port = (server: Server) => (server.address() as AddressInfo).port;

export async function startStack(options: { seed?: (databaseUrl: string) => Promise<void> } = {}): Promise<Stack> {
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
  const payment = await listen(createPaymentApp({ logger, checks: { database: databaseReady(prisma) } }), 0, '127.0.0.1');
  const optimizeQueue = new Queue(QUEUES.optimize, { connection: createRedis(inject('redisUrl'), { forWorker: true }), prefix });
  const config = gatewayEnvSchema.parse({
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: prefix,
    PORT: '0',
    SEARCH_SERVICE_URL: `http://127.0.0.1:${port(search)}`,
    PAYMENT_SERVICE_URL: `http://127.0.0.1:${port(payment)}`,
    FRONTEND_DIST,
    LOG_LEVEL: 'silent',
  });
  const gateway = await listen(createGatewayApp({ config, logger, prisma, redis, optimizeQueue }), 0, '127.0.0.1');

  return {
    baseUrl: `http://127.0.0.1:${port(gateway)}`,
    databaseUrl: db.url,
    async stop() {
      await Promise.all([closeServer(gateway), closeServer(search), closeServer(payment)]);
      await optimizeQueue.close();
      await backend.close();
      await redis.quit();
      await prisma.$disconnect();
      await db.drop();
    },
  };
}
