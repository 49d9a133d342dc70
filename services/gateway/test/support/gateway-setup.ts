// What gateway tests build the app from: a built frontend of one page, an optimize queue of
// the test's own, and settings over the test's Redis.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { inject } from 'vitest';
import { QUEUES, createPrisma, createRedis, type PrismaClient, type Redis } from '@highpay/common';
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

/** Gateway settings over the test's Redis; the search and payment services are NOWHERE unless `env` names them. */
export function gatewayConfig(
  env: { DATABASE_URL: string; QUEUE_PREFIX: string; FRONTEND_DIST: string } & Record<string, string>,
): GatewayConfig {
  return gatewayEnvSchema.parse({
    REDIS_URL: inject('redisUrl'),
    SEARCH_SERVICE_URL: NOWHERE,
    PAYMENT_SERVICE_URL: NOWHERE,
    // Job alert links are signed (production asks for the secret); tests start the sender themselves.
    ALERTS_SIGNING_SECRET: 'gateway-tests-alert-signing-secret-32b',
    ALERTS_WORKER: 'off',
    ...env,
  });
}
