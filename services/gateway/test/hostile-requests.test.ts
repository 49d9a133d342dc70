// Requests no browser of ours sends: bodies that are not JSON, broken JSON, and ids shaped
// to walk the paths of the services behind the gateway. None of them get past the gateway.
import type { Queue } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  NOT_JSON_MESSAGE,
  closeServer,
  createPrisma,
  createRedis,
  type PrismaClient,
  type Redis,
} from '@highpay/common';
import { PAYMENT_MESSAGES } from '@highpay/contracts';
import { createGatewayApp } from '../src/app.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { API_ENDPOINTS, PURCHASE_ID, SESSION_ID, SIGNATURE } from './support/api-endpoints.js';
import { frontendDist, gatewayConfig, optimizeQueueOf } from './support/gateway-setup.js';
import { recordingServer, serveRaw, type RawServer } from './support/raw-http.js';

let db: TestDatabase;
let prisma: PrismaClient;
let redis: Redis;
let queue: Queue;
let gateway: RawServer;
let search: Awaited<ReturnType<typeof recordingServer>>;
let payment: Awaited<ReturnType<typeof recordingServer>>;

beforeAll(async () => {
  db = await createTestDatabase('gwhostile');
  prisma = createPrisma(db.url, { max: 2 });
  redis = createRedis(inject('redisUrl'));
  queue = optimizeQueueOf(testQueuePrefix('gwhostile'));
  // Answers any search with no jobs: the tests check that nothing reaches it.
  search = await recordingServer(() => ({ status: 200, body: '{"jobs":[],"totalResults":0}' }));
  payment = await recordingServer((req) =>
    req.url.startsWith('/checkout-sessions')
      ? { status: 200, body: JSON.stringify({ sessionId: SESSION_ID, url: 'https://checkout.example/pay' }) }
      : { status: 200, body: '{"status":"ready"}' },
  );
  const config = gatewayConfig({
    DATABASE_URL: db.url,
    QUEUE_PREFIX: testQueuePrefix('gwhostile'),
    SEARCH_SERVICE_URL: search.url,
    PAYMENT_SERVICE_URL: payment.url,
    FRONTEND_DIST: frontendDist(),
  });
  gateway = await serveRaw(
    createGatewayApp({ config, logger: pino({ level: 'silent' }), prisma, redis, optimizeQueue: queue }),
  );
});

afterAll(async () => {
  await gateway.close();
  await Promise.all([closeServer(search.server), closeServer(payment.server)]);
  await queue.close();
  await redis.quit();
  await prisma.$disconnect();
  await db.drop();
});

beforeEach(() => {
  search.received.length = 0;
  payment.received.length = 0;
});

const json = (text: string): unknown => JSON.parse(text);

describe('bodies that are not JSON', () => {
  it.each(API_ENDPOINTS)(
    '$method $path answers 415 to a text/plain body, and nothing reaches the services',
    async ({ method, path }) => {
      const res = await gateway.send({ method, path, headers: { 'content-type': 'text/plain' }, body: 'hello' });
      expect(res.status).toBe(415);
      expect(json(res.text)).toEqual({ error: 'Unsupported Media Type', details: NOT_JSON_MESSAGE });
      expect([...search.received, ...payment.received]).toEqual([]);
    },
  );

  it('a text/plain search is refused, not read as the default search of every job', async () => {
    const res = await gateway.send({
      method: 'POST',
      path: '/api/search',
      headers: { 'content-type': 'text/plain' },
      body: '{"query":"engineer"}',
    });
    expect(res.status).toBe(415);
    expect(search.received).toEqual([]);
  });

  it.each([
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'query=engineer'],
    ['a multipart upload', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\n\r\nhi\r\n--x--'],
    ['a body without a content type', {}, '{"query":"engineer"}'],
    ['an empty body declared as text', { 'content-type': 'text/plain' }, ''],
  ])('answers 415 to %s', async (_name, headers, body) => {
    for (const route of ['/api/search', '/api/newsletter']) {
      const res = await gateway.send({ method: 'POST', path: route, headers, body });
      expect(res.status, route).toBe(415);
    }
  });

  it('takes JSON under its other names: application/json with a charset, and application/*+json', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.api+json']) {
      const res = await gateway.send({
        method: 'POST',
        path: '/api/newsletter',
        headers: { 'content-type': type },
        body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
      });
      expect(res.status, type).toBe(201);
    }
  });
});

describe('broken JSON', () => {
  it.each(API_ENDPOINTS.filter((e) => e.method === 'POST'))(
    '$method $path answers 400 to broken JSON, and nothing reaches the services',
    async ({ method, path }) => {
      const res = await gateway.send({
        method,
        path,
        headers: { 'content-type': 'application/json' },
        body: '{"query": "eng',
      });
      expect(res.status).toBe(400);
      expect(json(res.text)).toEqual({ error: 'Bad Request', details: 'Request body is not valid JSON.' });
      expect([...search.received, ...payment.received]).toEqual([]);
    },
  );
});

describe('ids in proxied paths', () => {
  const query = `expires=4102444800&signature=${SIGNATURE}`;

  it.each([
    ['a parent directory', `/api/downloads/%2E%2E/readyz`],
    ['a parent directory as the format', `/api/downloads/${PURCHASE_ID}/%2E%2E%2F%2E%2E%2Freadyz?${query}`],
    ['an encoded slash in the id', `/api/downloads/..%2F..%2Freadyz/pdf?${query}`],
    ['an id that is not a UUID', `/api/downloads/1234/pdf?${query}`],
    ['a format other than pdf or docx', `/api/downloads/${PURCHASE_ID}/exe?${query}`],
    ['no signature', `/api/downloads/${PURCHASE_ID}/pdf?expires=4102444800`],
    [
      'a signature that is not hex',
      `/api/downloads/${PURCHASE_ID}/pdf?expires=4102444800&signature=..%2F${'a'.repeat(61)}`,
    ],
    ['two expiries', `/api/downloads/${PURCHASE_ID}/pdf?${query}&expires=1`],
  ])('a download link with %s is refused as not valid, and the payment service is not asked', async (_name, path) => {
    const res = await gateway.send({ method: 'GET', path });
    expect(res.status).toBe(403);
    expect(json(res.text)).toEqual({ error: 'Forbidden', details: PAYMENT_MESSAGES.linkInvalid });
    expect(payment.received).toEqual([]);
  });

  it('a download link of the right shape goes to the payment service as exactly that path', async () => {
    const res = await gateway.send({ method: 'GET', path: `/api/downloads/${PURCHASE_ID}/docx?${query}` });
    expect(res.status).toBe(200);
    expect(payment.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /downloads/${PURCHASE_ID}/docx?${query}`,
    ]);
  });

  it.each([
    ['/api/verify-payment?session_id=..%2Freadyz', 400],
    ['/api/verify-payment?session_id=cs_local_12345678%2F..%2F..%2Freadyz', 400],
    [`/api/verify-payment?session_id=${SESSION_ID}&session_id=${SESSION_ID}`, 400],
    ['/api/verify-session?sessionId=%2E%2E', 400],
    ['/checkout/test/%2E%2E', 404],
    ['/checkout/test/..%2F..%2Freadyz', 404],
  ])('%s is refused without a request to the payment service', async (path, status) => {
    const res = await gateway.send({ method: 'GET', path });
    expect(res.status).toBe(status);
    expect(payment.received).toEqual([]);
  });

  it('verify-payment with a good session id is asked of the payment service, encoded', async () => {
    await gateway.send({ method: 'GET', path: `/api/verify-payment?session_id=${SESSION_ID}` });
    expect(payment.received.map((r) => r.url)).toEqual([`/verify-payment?session_id=${SESSION_ID}`]);
  });

  it('a checkout sends the payment service the order and nothing else the browser wrote', async () => {
    const res = await gateway.postJson('/api/create-checkout-session', {
      product: 'resume-optimizer-download',
      price: { nested: [[[['deep']]]] },
      optimizationId: PURCHASE_ID,
      padding: 'x'.repeat(100_000),
      ['__proto__']: { admin: true },
    });
    expect(res.status).toBe(200);
    expect(payment.received.map((r) => json(r.body))).toEqual([
      { product: 'resume-optimizer-download', optimizationId: PURCHASE_ID },
    ]);
  });

  it("refuses a checkout for a malformed job id with the catalogue's message", async () => {
    const res = await gateway.postJson('/api/create-checkout-session', { jobId: '../1' });
    expect(res.status).toBe(400);
    expect(json(res.text)).toEqual({ error: 'Bad Request', details: 'jobId: jobId must be a job id' });
    expect(payment.received).toEqual([]);
  });
});
