// What operators see: readiness and /metrics on the internal port only, and log lines of
// every service that follow one request by its id and carry none of the user's secrets.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queue, Worker } from 'bullmq';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  closeServer,
  createLogger,
  createMetrics,
  createPrisma,
  createRedis,
  databaseReady,
  listen,
  type PrismaClient,
  type Redis,
} from '@highpay/common';
import { optimizerEnvSchema } from '../../optimizer/src/config.js';
import { createOptimizeWorker } from '../../optimizer/src/optimize/optimize.worker.js';
import { SAMPLE_RESUME } from '../../optimizer/test/support/sample-resume.js';
import { createPaymentApp } from '../../payment/src/app.js';
import { createSearchApp } from '../../search/src/app.js';
import { createPostgresSearchBackend } from '../../search/src/backends/postgres/postgres-search.backend.js';
import { readOutboxLag } from '../../search/src/indexing/outbox-lag.js';
import { createGatewayApp, createGatewayInternalApp } from '../src/app.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { captureLogLines } from '../../../test/support/log-lines.js';
import { sampleOf } from '../../../test/support/metrics.js';
import { frontendDist, gatewayConfig, optimizeQueueOf } from './support/gateway-setup.js';

type LogLine = Record<string, unknown> & { service: string; msg: string; requestId?: string };

const SESSION_ID = 'cs_local_4f1e9a7c2b6d8e0f3a5c';
const CREDIT_SESSION = 'cs_local_8d2c6b0a4e9f1d3c7b5a';
const SIGNATURE = 'c0ffee5eed1234567890abcdef0123456789abcdef0123456789abcdef012345';
const port = (s: Server) => (s.address() as AddressInfo).port;

describe('observability', () => {
  const { sink, lines } = captureLogLines<LogLine>();
  const loggerOf = (service: string) => createLogger(service, 'debug', 'json', sink);
  const logged = () => JSON.stringify(lines);
  const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

  let db: TestDatabase;
  let prisma: PrismaClient;
  let pool: pg.Pool;
  let redis: Redis;
  let search: Server;
  let payment: Server;
  let queue: Queue;
  let worker: Worker;
  const backend = () => createPostgresSearchBackend(db.url, { max: 2 });
  let searchBackend: ReturnType<typeof backend>;
  let searchApp: ReturnType<typeof createSearchApp>;
  let app: ReturnType<typeof createGatewayApp>;
  let internal: ReturnType<typeof createGatewayInternalApp>;

  beforeAll(async () => {
    db = await createTestDatabase('gwobs');
    prisma = createPrisma(db.url, { max: 4 });
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    redis = createRedis(inject('redisUrl'));
    searchBackend = backend();
    searchApp = createSearchApp({
      logger: loggerOf('search'),
      backend: searchBackend,
      checks: {},
      outboxLag: () => readOutboxLag(pool),
    });
    search = await listen(searchApp, 0, '127.0.0.1');
    const paymentApp = createPaymentApp({ logger: loggerOf('payment'), checks: { database: databaseReady(prisma) } });
    payment = await listen(paymentApp, 0, '127.0.0.1');
    const prefix = testQueuePrefix('gwobs');
    queue = optimizeQueueOf(prefix);
    worker = createOptimizeWorker({
      config: optimizerEnvSchema.parse({ QUEUE_PREFIX: prefix }),
      prisma,
      connection: createRedis(inject('redisUrl'), { forWorker: true }),
      logger: loggerOf('optimizer'),
    });
    await worker.waitUntilReady();
    const config = gatewayConfig({
      DATABASE_URL: db.url,
      QUEUE_PREFIX: prefix,
      SEARCH_SERVICE_URL: `http://127.0.0.1:${port(search)}`,
      PAYMENT_SERVICE_URL: `http://127.0.0.1:${port(payment)}`,
      FRONTEND_DIST: frontendDist(),
    });
    const metrics = createMetrics('gateway');
    const deps = { config, logger: loggerOf('gateway'), prisma, redis, optimizeQueue: queue, metrics };
    app = createGatewayApp(deps);
    internal = createGatewayInternalApp(deps);
  });

  afterAll(async () => {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await Promise.all([closeServer(search), closeServer(payment)]);
    await searchBackend.close();
    await pool.end();
    await redis.quit();
    await prisma.$disconnect();
    await db.drop();
  });

  describe('readiness', () => {
    it('on the public port says only whether the site is ready and which search backend answers', async () => {
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready', searchBackend: 'postgres' });
    });

    it('on the internal port names every check and what it found', async () => {
      const res = await request(internal).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'ready',
        searchBackend: 'postgres',
        checks: {
          database: { ok: true, detail: 'migrations applied' },
          redis: { ok: true },
          search: { ok: true, detail: 'postgres' },
          payment: { ok: true },
          optimizer: { ok: true, detail: '1 worker' },
        },
      });
    });
  });

  describe('/metrics', () => {
    it('is not served on the public port', async () => {
      const res = await request(app).get('/metrics');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('http_request_duration_seconds');
    });

    it("on the gateway's internal port times requests by route pattern and reports the optimize queue's depth", async () => {
      await request(app).post('/api/search').send({ query: 'engineer' }).expect(200);
      await request(app).get('/api/downloads/0b7e2a4c-1d3f-4e5a-9b8c-7d6e5f4a3b2c/pdf?expires=1&signature=x');
      const res = await request(internal).get('/metrics');
      expect(res.status).toBe(200);
      const count = (route: string, status: string) =>
        sampleOf(res.text, 'http_request_duration_seconds_count', { method: 'POST', route, status_code: status });
      expect(count('/api/search', '200')).toBeGreaterThanOrEqual(1);
      expect(res.text).toContain('route="/api/downloads/:purchaseId/:format"');
      expect(res.text).not.toContain('0b7e2a4c-1d3f-4e5a-9b8c-7d6e5f4a3b2c');
      for (const state of ['waiting', 'active', 'failed', 'delayed']) {
        expect(sampleOf(res.text, 'queue_jobs', { queue: 'optimize', state }), state).toEqual(expect.any(Number));
      }
    });

    it("on the search service's port reports the outbox rows not yet published and the age of the oldest", async () => {
      await pool.query(
        `INSERT INTO outbox_events (aggregate, aggregate_id, type, created_at)
         VALUES ('job', '1', 'job.upserted', now() - interval '90 seconds'), ('job', '2', 'job.upserted', now())`,
      );
      const res = await request(searchApp).get('/metrics');
      expect(res.status).toBe(200);
      expect(sampleOf(res.text, 'outbox_unpublished_events')).toBe(2);
      expect(sampleOf(res.text, 'outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(90);
    });
  });

  describe('logs', () => {
    it("follow a search from the gateway into the search service under the gateway's request id", async () => {
      const res = await request(app).post('/api/search').send({ query: 'nurse', location: 'Austin, TX' }).expect(200);
      const requestId = String(res.headers['x-request-id']);
      await expect
        .poll(() => new Set(linesOf(requestId).map((line) => line.service)))
        .toEqual(new Set(['gateway', 'search']));
    });

    it("follow an optimization into the optimizer's lines, and show no resume, cookie or checkout session id", async () => {
      const res = await request(app)
        .post(`/api/optimize-resume?session_id=${SESSION_ID}`)
        .set('Cookie', `hp_credits=${CREDIT_SESSION}`)
        .send({ jobTitle: 'Senior Backend Engineer', resumeText: SAMPLE_RESUME, model: 'local' });
      expect(res.status).toBe(200);
      const requestId = String(res.headers['x-request-id']);
      await expect
        .poll(() => linesOf(requestId).find((line) => line.service === 'optimizer')?.msg)
        .toBe('optimize job done');
      expect(linesOf(requestId).some((line) => line.service === 'gateway')).toBe(true);
      for (const secret of [SESSION_ID, CREDIT_SESSION, 'jane.doe@example.com', 'Acme Corp', 'Globex']) {
        expect(logged()).not.toContain(secret);
      }
    });

    it("show no download link's signature or checkout session id in the gateway's lines or the payment service's", async () => {
      const download = await request(app).get(
        `/api/downloads/0b7e2a4c-1d3f-4e5a-9b8c-7d6e5f4a3b2c/pdf?expires=4102444800&signature=${SIGNATURE}`,
      );
      const verify = await request(app)
        .get(`/api/verify-payment?session_id=${SESSION_ID}`)
        .set('Cookie', `hp_credits=${CREDIT_SESSION}`);
      for (const res of [download, verify]) {
        const requestId = String(res.headers['x-request-id']);
        await expect
          .poll(() => new Set(linesOf(requestId).map((line) => line.service)))
          .toEqual(new Set(['gateway', 'payment']));
      }
      for (const secret of [SIGNATURE, SESSION_ID, CREDIT_SESSION]) expect(logged()).not.toContain(secret);
    });
  });
});
