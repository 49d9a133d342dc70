// What gateway tests build the app from: a built frontend of one page, an optimize queue of
// the test's own, and settings over the test's Redis.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { QUEUES, closeServer, createPrisma, createRedis, listen, type PrismaClient, type Redis } from '@highpay/common';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../../test/support/database.js';
import { startPaymentService, type PaymentHarness } from '../../../payment/test/support/payment-harness.js';
import { createSearchApp } from '../../../search/src/app.js';
import type { SearchBackend } from '../../../search/src/backends/search.backend.js';
import { createGatewayApp, type GatewayDeps as GatewayAppDeps } from '../../src/app.js';
import { gatewayEnvSchema, type GatewayConfig } from '../../src/config.js';

/** Where nothing listens (port 9, discard): a service the test does without. */
export const NOWHERE = 'http://127.0.0.1:9';

/** A built frontend of one page, index.html, in a directory of its own. */
export function frontendDist(indexHtml = '<!doctype html><title>HighPay</title><div id="root"></div>'): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'highpay-dist-'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  return dist;
}

/** The optimize queue under `prefix` (rate-limit counters are keyed by it too), on a worker connection of its own. */
export function optimizeQueueOf(prefix: string): Queue {
  return new Queue(QUEUES.optimize, { connection: createRedis(inject('redisUrl'), { forWorker: true }), prefix });
}

/** What a gateway under test runs on besides its settings: PostgreSQL, Redis, an optimize queue. */
export interface GatewayDeps {
  prisma: PrismaClient;
  redis: Redis;
  optimizeQueue: Queue;
  /** Closes the queue, Redis and PostgreSQL. */
  close(): Promise<void>;
}

/** PostgreSQL at `databaseUrl`, the test's Redis, and the optimize queue under `prefix`. */
export function gatewayDeps(databaseUrl: string, prefix: string, max = 2): GatewayDeps {
  const prisma = createPrisma(databaseUrl, { max });
  const redis = createRedis(inject('redisUrl'));
  const optimizeQueue = optimizeQueueOf(prefix);
  return {
    prisma,
    redis,
    optimizeQueue,
    async close() {
      await optimizeQueue.close();
      await redis.quit();
      await prisma.$disconnect();
    },
  };
}

/** Starts what `start` makes before the file's tests and closes it after them; the getter reads it. */
function forTheFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): () => T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await start();
  });
  afterAll(async () => {
    await made?.close();
  });
  return () => {
    if (!made) throw new Error('what the tests run on starts in beforeAll');
    return made;
  };
}

/** A database of the test file's own and gateway deps over it, for the file's tests. */
export function useGatewayDeps(label: string): () => { db: TestDatabase; deps: GatewayDeps } {
  return forTheFile(async () => {
    const db = await createTestDatabase(label);
    const deps = gatewayDeps(db.url, testQueuePrefix(label));
    return {
      db,
      deps,
      async close() {
        await deps.close();
        await db.drop();
      },
    };
  });
}

/** Gateway settings over the test's Redis; the search, payment and alerts services are NOWHERE unless `env` names them. */
export function gatewayConfig(
  env: { DATABASE_URL: string; QUEUE_PREFIX: string; FRONTEND_DIST: string } & Record<string, string>,
): GatewayConfig {
  return gatewayEnvSchema.parse({
    REDIS_URL: inject('redisUrl'),
    SEARCH_SERVICE_URL: NOWHERE,
    PAYMENT_SERVICE_URL: NOWHERE,
    ALERTS_SERVICE_URL: NOWHERE,
    ...env,
  });
}

/** A gateway in front of a real payment service on the payment service's database. */
export interface GatewayOverPayment {
  readonly base: string;
  readonly payment: PaymentHarness;
  readonly deps: GatewayDeps;
}

/**
 * Starts the pair before the file's tests and closes it after them. The gateway listens first,
 * so the local checkout delivers its events to the gateway's public webhook, as Stripe would.
 * `label` names the database and the prefix of the queue and the rate-limit counters.
 */
export function useGatewayOverPayment(label: string): GatewayOverPayment {
  const get = forTheFile(() => startGatewayOverPayment(label));
  return {
    get base() {
      return get().base;
    },
    get payment() {
      return get().payment;
    },
    get deps() {
      return get().deps;
    },
  };
}

async function startGatewayOverPayment(label: string): Promise<GatewayOverPayment & { close(): Promise<void> }> {
  const gateway = createServer();
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  const payment = await startPaymentService(label, {
    env: { PUBLIC_BASE_URL: base },
    webhookUrl: `${base}/api/webhooks/stripe`,
  });
  const prefix = testQueuePrefix(label);
  const deps = gatewayDeps(payment.db.url, prefix);
  const config = gatewayConfig({
    DATABASE_URL: payment.db.url,
    QUEUE_PREFIX: prefix,
    PUBLIC_BASE_URL: base,
    PAYMENT_SERVICE_URL: payment.url,
    FRONTEND_DIST: frontendDist(),
  });
  gateway.on('request', createGatewayApp({ config, logger: pino({ level: 'silent' }), ...deps }));
  return {
    base,
    payment,
    deps,
    async close() {
      await closeServer(gateway);
      await deps.optimizeQueue.obliterate({ force: true });
      await deps.close();
      await payment.close();
    },
  };
}

/** A gateway in front of a real search service, both on local ports. */
export interface GatewayOverSearch {
  readonly base: string;
  readonly deps: GatewayDeps;
  /** Closes both servers and the gateway's deps (not the backend: the test made it). */
  close(): Promise<void>;
}

/**
 * Starts a search service on `backend` and a gateway in front of it, over the database at
 * `databaseUrl`. `prefix` names the queue and rate-limit counters; `frontend` is the built
 * frontend (one page unless given); `jobChanges` is how the gateway hears of changed jobs.
 */
export async function startGatewayOverSearch(
  databaseUrl: string,
  backend: SearchBackend,
  options: { prefix: string; frontend?: string; jobChanges?: GatewayAppDeps['jobChanges'] },
): Promise<GatewayOverSearch> {
  const logger = pino({ level: 'silent' });
  const search = await listen(createSearchApp({ logger, backend, checks: {} }), 0, '127.0.0.1');
  const deps = gatewayDeps(databaseUrl, options.prefix);
  const config = gatewayConfig({
    DATABASE_URL: databaseUrl,
    QUEUE_PREFIX: options.prefix,
    SEARCH_SERVICE_URL: `http://127.0.0.1:${(search.address() as AddressInfo).port}`,
    FRONTEND_DIST: options.frontend ?? frontendDist(),
  });
  const app = createGatewayApp({ config, logger, ...deps, jobChanges: options.jobChanges });
  const gateway = await listen(app, 0, '127.0.0.1');
  return {
    base: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    deps,
    async close() {
      await closeServer(gateway);
      await closeServer(search);
      await deps.close();
    },
  };
}
