// Thousands of malformed bodies, paths and queries, drawn from a seeded PRNG, sent to every
// /api endpoint of a gateway built in-process over the real search, payment and optimizer.
// Each is refused with a 4xx (or answered, when it happens to be well-formed): never a 5xx,
// never a crash. FUZZ_SEED repeats a run; it stops after FUZZ_REQUESTS or FUZZ_SECONDS.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queue, Worker } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeServer, createRedis, listen, type Redis } from '@highpay/common';
import { createRandom } from '@highpay/common/seed/random';
import { createOptimizeWorker } from '../../optimizer/src/optimize.worker.js';
import { workerConfig } from '../../optimizer/test/support/worker-env.js';
import { startPaymentService, type PaymentHarness } from '../../payment/test/support/payment-harness.js';
import { createSearchApp } from '../../search/src/app.js';
import { createPostgresSearchBackend } from '../../search/src/backends/postgres/postgres-search.backend.js';
import { createGatewayApp } from '../src/app.js';
import { insertJobs } from '../../../test/support/jobs.js';
import { testQueuePrefix } from '../../../test/support/database.js';
import { API_ENDPOINTS } from './support/api-endpoints.js';
import { frontendDist, gatewayConfig, optimizeQueueOf } from './support/gateway-setup.js';
import { hostileRequest } from './support/hostile-inputs.js';
import { serveRaw, type RawAnswer, type RawRequest, type RawServer } from './support/raw-http.js';

const SEED = process.env.FUZZ_SEED ?? 'highpay-fuzz-1';
const MAX_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const MAX_SECONDS = Number(process.env.FUZZ_SECONDS ?? 45);
const IN_FLIGHT = 4;
const logger = pino({ level: 'silent' });

let payment: PaymentHarness;
let search: Server;
let searchBackend: ReturnType<typeof createPostgresSearchBackend>;
let redis: Redis;
let queue: Queue;
let optimizer: Worker;
let gateway: RawServer;

beforeAll(async () => {
  payment = await startPaymentService('gwfuzz');
  await insertJobs(payment.db.url, [{ title: 'Senior Payments Engineer' }, { title: 'Registered Nurse' }]);
  searchBackend = createPostgresSearchBackend(payment.db.url, { max: 2 });
  search = await listen(createSearchApp({ logger, backend: searchBackend, checks: {} }), 0, '127.0.0.1');
  redis = createRedis(inject('redisUrl'));
  const prefix = testQueuePrefix('gwfuzz');
  queue = optimizeQueueOf(prefix);
  optimizer = createOptimizeWorker({
    config: workerConfig({ QUEUE_PREFIX: prefix }),
    prisma: payment.prisma,
    connection: createRedis(inject('redisUrl'), { forWorker: true }),
    logger,
  });
  const limit = '1000000'; // the inputs should reach the handlers, not stop at the rate limits
  const config = gatewayConfig({
    DATABASE_URL: payment.db.url,
    QUEUE_PREFIX: prefix,
    SEARCH_SERVICE_URL: `http://127.0.0.1:${(search.address() as AddressInfo).port}`,
    PAYMENT_SERVICE_URL: payment.url,
    FRONTEND_DIST: frontendDist(),
    TRUST_PROXY: 'loopback',
    OPTIMIZE_RATE_LIMIT_PER_HOUR: limit,
    CHECKOUT_RATE_LIMIT_PER_HOUR: limit,
    VERIFY_PAYMENT_RATE_LIMIT_PER_MINUTE: limit,
    NEWSLETTER_RATE_LIMIT_PER_HOUR: limit,
    SEARCH_RATE_LIMIT_PER_MINUTE: limit,
  });
  gateway = await serveRaw(createGatewayApp({ config, logger, prisma: payment.prisma, redis, optimizeQueue: queue }));
});

afterAll(async () => {
  await gateway.close();
  await optimizer.close();
  await queue.close();
  await closeServer(search);
  await searchBackend.close();
  await redis.quit();
  await payment.close();
});

describe('the /api fuzz', () => {
  it(
    `answers ${MAX_REQUESTS} malformed requests across every /api endpoint with 4xx, never a 5xx or a crash (seed ${SEED})`,
    async () => {
      const random = createRandom(SEED);
      const requests: RawRequest[] = Array.from({ length: MAX_REQUESTS }, (_, i) =>
        hostileRequest(random, API_ENDPOINTS[i % API_ENDPOINTS.length]!),
      );
      const failures: Array<{ index: number; request: RawRequest; answer: RawAnswer | string }> = [];
      const statuses = new Map<number, number>();
      const deadline = Date.now() + MAX_SECONDS * 1000;
      let next = 0;
      let sent = 0;

      async function sender(): Promise<void> {
        while (next < requests.length && Date.now() < deadline) {
          const index = next++;
          const request = requests[index]!;
          try {
            const answer = await gateway.send(request);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.status >= 500 || answer.status < 200) failures.push({ index, request, answer });
          } catch (error) {
            failures.push({ index, request, answer: `no answer: ${(error as Error).message}` });
          }
          sent++;
        }
      }
      await Promise.all(Array.from({ length: IN_FLIGHT }, sender));

      const shown = failures.slice(0, 5).map(({ index, request, answer }) => ({
        index,
        method: request.method,
        path: request.path.slice(0, 200),
        headers: request.headers,
        body: String(request.body ?? '').slice(0, 200),
        answer: typeof answer === 'string' ? answer : `${answer.status} ${answer.text.slice(0, 200)}`,
      }));
      expect(shown, `seed ${SEED}: ${failures.length} of ${sent} requests failed`).toEqual([]);
      // Bounded in time, but not so short that it tried little.
      expect(sent).toBeGreaterThanOrEqual(Math.min(MAX_REQUESTS, 1000));
      // Most were refused, and the refusals were of many kinds.
      expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(4);

      // Still up and answering properly afterwards.
      expect((await gateway.send({ method: 'GET', path: '/healthz' })).status).toBe(200);
      const searched = await gateway.send({
        method: 'POST',
        path: '/api/search',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'nurse' }),
      });
      expect(searched.status).toBe(200);
      expect(JSON.parse(searched.text)).toMatchObject({ totalResults: 1 });
    },
    (MAX_SECONDS + 30) * 1000,
  );
});
