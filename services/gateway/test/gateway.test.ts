import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker, type Queue } from 'bullmq';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  QUEUES,
  closeServer,
  createMetrics,
  createPrisma,
  createRedis,
  databaseReady,
  listen,
  type PrismaClient,
  type Redis,
} from '@highpay/common';
import { createPaymentApp } from '../../payment/src/app.js';
import { createSearchApp } from '../../search/src/app.js';
import { createPostgresSearchBackend } from '../../search/src/backends/postgres/postgres-search.backend.js';
import { createGatewayApp, createGatewayInternalApp } from '../src/app.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { frontendDist, gatewayConfig, optimizeQueueOf } from './support/gateway-setup.js';

const logger = pino({ level: 'silent' });
const port = (s: Server) => (s.address() as AddressInfo).port;

describe('gateway', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let redis: Redis;
  let search: Server;
  let payment: Server;
  let queue: Queue;
  let worker: Worker | undefined;
  let app: ReturnType<typeof createGatewayApp>;
  let internal: ReturnType<typeof createGatewayInternalApp>;
  const backend = () => createPostgresSearchBackend(db.url, { max: 2 });
  let searchBackend: ReturnType<typeof backend>;

  beforeAll(async () => {
    db = await createTestDatabase('gw');
    prisma = createPrisma(db.url, { max: 3 });
    redis = createRedis(inject('redisUrl'));
    searchBackend = backend();
    search = await listen(createSearchApp({ logger, backend: searchBackend, checks: {} }), 0, '127.0.0.1');
    payment = await listen(createPaymentApp({ logger, checks: { database: databaseReady(prisma) } }), 0, '127.0.0.1');
    const prefix = testQueuePrefix('gw');
    queue = optimizeQueueOf(prefix);
    const config = gatewayConfig({
      DATABASE_URL: db.url,
      QUEUE_PREFIX: prefix,
      SEARCH_SERVICE_URL: `http://127.0.0.1:${port(search)}`,
      PAYMENT_SERVICE_URL: `http://127.0.0.1:${port(payment)}`,
      FRONTEND_DIST: frontendDist(),
    });
    const metrics = createMetrics('gateway');
    app = createGatewayApp({ config, logger, prisma, redis, optimizeQueue: queue, metrics });
    internal = createGatewayInternalApp({ config, prisma, redis, optimizeQueue: queue, metrics });
  });

  afterAll(async () => {
    await worker?.close();
    await queue.close();
    await Promise.all([closeServer(search), closeServer(payment)]);
    await searchBackend.close();
    await redis.quit();
    await prisma.$disconnect();
    await db.drop();
  });

  it('answers /healthz while the process is up', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('is not ready while no optimizer worker is connected, and says so on its internal port only', async () => {
    const outside = await request(app).get('/readyz');
    expect(outside.status).toBe(503);
    expect(outside.body).toEqual({ status: 'unready', searchBackend: 'postgres' });
    const res = await request(internal).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks.optimizer).toEqual({ ok: false, detail: 'no optimizer worker is connected' });
    expect(res.body.checks.database.ok).toBe(true);
  });

  it('is ready when the database, Redis, search, payment and a worker all answer', async () => {
    worker = new Worker(QUEUES.optimize, async () => undefined, {
      connection: createRedis(inject('redisUrl'), { forWorker: true }),
      prefix: queue.opts.prefix,
    });
    await worker.waitUntilReady();
    const res = await request(internal).get('/readyz');
    expect(res.body.checks).toMatchObject({
      database: { ok: true },
      redis: { ok: true },
      search: { ok: true },
      payment: { ok: true },
      optimizer: { ok: true, detail: '1 worker' },
    });
    expect(res.status).toBe(200);
  });

  it('serves the app for known pages and the 404 page with status 404 for unknown paths', async () => {
    expect((await request(app).get('/')).status).toBe(200);
    expect((await request(app).get('/aboutus')).status).toBe(200);
    expect((await request(app).get('/categories/design')).status).toBe(200);
    // A job page is 200 only for a job that exists (job.page.test.ts); this database has none.
    expect((await request(app).get('/job/123')).status).toBe(404);
    expect((await request(app).get('/privacy-policy')).status).toBe(200);
    const missing = await request(app).get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<div id="root">');
  });

  it('redirects the old links to their real pages', async () => {
    const cases: Array<[string, string]> = [
      ['/jobs', '/'],
      ['/about', '/aboutus'],
      ['/contact', '/contactus'],
      ['/terms-of-service', '/terms-of-use'],
      ['/resume-optimizer', '/#resume'],
    ];
    for (const [from, to] of cases) {
      const res = await request(app).get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('answers unknown API routes and malformed JSON with JSON errors, never the HTML page', async () => {
    const unknown = await request(app).get('/api/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.details).toContain('/nope');
    const broken = await request(app).post('/api/newsletter').set('content-type', 'application/json').send('{"email":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: 'Bad Request', details: 'Request body is not valid JSON.' });
  });

  it('subscribes an email to the newsletter once, and answers a second sign-up exactly as the first', async () => {
    const body = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com' };
    const first = await request(app).post('/api/newsletter').send(body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ subscribed: true });
    const again = await request(app)
      .post('/api/newsletter')
      .send({ ...body, email: 'ada@example.com' });
    // Whoever sends an address learns nothing of whether it was on the list.
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(await prisma.newsletterSubscriber.count()).toBe(1);
  });

  it('rejects a newsletter form with a bad email, naming the field', async () => {
    const res = await request(app)
      .post('/api/newsletter')
      .send({ firstName: 'A', lastName: 'B', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.details).toBe('email: Please enter a valid email address');
  });

  it('passes the request id on and returns it', async () => {
    const res = await request(app).get('/api/jobs-with-tags').set('x-request-id', 'req-abc-123');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('req-abc-123');
  });

  it('searches jobs open to a country, and answers a 400 naming the problem for a country it does not know', async () => {
    const known = await request(app).post('/api/search').send({ openTo: 'de' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ jobs: [], totalResults: 0 });
    const unknown = await request(app).post('/api/search').send({ openTo: 'XX' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'Bad Request', details: 'openTo: unknown country' });
  });
});
