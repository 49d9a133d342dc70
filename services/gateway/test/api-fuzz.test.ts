// Malformed bodies, paths and queries, drawn from a PRNG with a new seed each run, sent to
// every /api endpoint of a gateway built in-process over the real search, payment and
// optimizer; the endpoints are the routes the gateway's routers list, so a new route is
// fuzzed (and must get an example in support/api-endpoints.ts). An oracle judges each
// request: not JSON → 415, over the limit → 413, broken JSON or refused by the route's
// schema → 400, wrong method → a 4xx; a request it cannot judge gets a 2xx or 4xx. Never a
// 5xx or a 3xx. Then webhook events signed with the webhook secret whose bodies are not
// valid events: a 400 or a 200 that changes no purchase. The seed is printed; FUZZ_SEED replays it.
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queue, Worker } from 'bullmq';
import Stripe from 'stripe';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeServer, createRedis, listen, type Redis } from '@highpay/common';
import { createRandom } from '@highpay/common/seed/random';
import { createOptimizeWorker } from '../../optimizer/src/optimize/optimize.worker.js';
import { workerConfig } from '../../optimizer/test/support/worker-env.js';
import { LOCAL_SECRET, startPaymentService, type PaymentHarness } from '../../payment/test/support/payment-harness.js';
import { createAlertsApp } from '../../alerts/src/app.js';
import { alertsDepsFor } from '../../alerts/src/alerts.deps.js';
import { alertsEnvSchema } from '../../alerts/src/config.js';
import { createAlertsQueue } from '../../alerts/src/digests/alerts.worker.js';
import { createSearchApp } from '../../search/src/app.js';
import { createPostgresSearchBackend } from '../../search/src/backends/postgres/postgres-search.backend.js';
import { createGatewayApp, createGatewaySite, type GatewayDeps } from '../src/app.js';
import { insertJobs } from '../../../test/support/jobs.js';
import { testQueuePrefix } from '../../../test/support/database.js';
import { endpointsFor, type ApiEndpoint } from './support/api-endpoints.js';
import { frontendDist, gatewayConfig, optimizeQueueOf } from './support/gateway-setup.js';
import { answered, judge, type Verdict } from './support/fuzz-oracle.js';
import { hostileRequest, malformedEvent } from './support/hostile-inputs.js';
import { listRoutes } from './support/route-list.js';
import { serveRaw, type RawAnswer, type RawRequest, type RawServer } from './support/raw-http.js';

const SEED = process.env.FUZZ_SEED || randomBytes(6).toString('hex');
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const EVENTS = Number(process.env.FUZZ_EVENTS ?? 300);
const IN_FLIGHT = 4;
/** No time bound is asserted; this only stops a hung run. */
const TEST_TIMEOUT_MS = 600_000;
const logger = pino({ level: 'silent' });

let payment: PaymentHarness;
let search: Server;
let searchBackend: ReturnType<typeof createPostgresSearchBackend>;
let redis: Redis;
let queue: Queue;
let optimizer: Worker;
let alertsQueue: Queue;
let alerts: Server;
let gateway: RawServer;
/** The routes under /api, from the gateway's routers and its direct routes. */
let endpoints: ApiEndpoint[];
let missing: string[];

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
  // The alerts service behind /api/alerts*, with no sender: sign-ups are queued, never mailed.
  const alertsConfig = alertsEnvSchema.parse({
    REDIS_URL: inject('redisUrl'),
    DATABASE_URL: payment.db.url,
    QUEUE_PREFIX: prefix,
    ALERTS_SIGNING_SECRET: 'a-test-signing-secret-of-32-bytes-or-more',
  });
  alertsQueue = createAlertsQueue(createRedis(inject('redisUrl'), { forWorker: true }), prefix, logger);
  alerts = await listen(
    createAlertsApp({
      logger,
      checks: {},
      alerts: alertsDepsFor(alertsConfig, payment.prisma, alertsQueue),
      queue: alertsQueue,
    }),
    0,
    '127.0.0.1',
  );
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
    ALERTS_RATE_LIMIT_PER_HOUR: limit,
    ALERTS_SERVICE_URL: `http://127.0.0.1:${(alerts.address() as AddressInfo).port}`,
  });
  const deps: GatewayDeps = { config, logger, prisma: payment.prisma, redis, optimizeQueue: queue };
  const site = createGatewaySite(deps);
  ({ endpoints, missing } = endpointsFor([...listRoutes(site.app), ...site.directRoutes]));
  gateway = await serveRaw(createGatewayApp(deps));
});

afterAll(async () => {
  await gateway.close();
  await optimizer.close();
  await queue.close();
  await alertsQueue.close();
  await closeServer(alerts);
  await closeServer(search);
  await searchBackend.close();
  await redis.quit();
  await payment.close();
});

describe('the /api fuzz', () => {
  it('has an example of every route the routers answer under /api, the ones added since included', () => {
    expect(missing).toEqual([]);
    expect(endpoints.map((e) => `${e.method} ${e.route}`)).toEqual(
      expect.arrayContaining([
        'POST /api/alerts',
        'POST /api/alerts/unsubscribe',
        'GET /api/optimizations/:id/changes',
        'POST /api/optimizations/:id/review',
        'POST /api/webhooks/stripe',
      ]),
    );
  });

  it(
    `answers ${REQUESTS} malformed requests across every /api endpoint as their defect requires (seed ${SEED})`,
    async () => {
      console.info(`api fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
      const random = createRandom(SEED);
      const requests = Array.from({ length: REQUESTS }, (_, i) => {
        const endpoint = endpoints[i % endpoints.length]!;
        const request = hostileRequest(random, endpoint);
        return { request, verdict: judge(endpoint, request) };
      });
      const failures: Array<{ index: number; request: RawRequest; verdict: Verdict; answer: RawAnswer | string }> = [];
      /** Statuses seen for each kind of verdict: "broken JSON 400" → count. */
      const mix = new Map<string, number>();
      const started = Date.now();
      let next = 0;
      let sent = 0;

      async function sender(): Promise<void> {
        while (next < requests.length) {
          const index = next++;
          const { request, verdict } = requests[index]!;
          try {
            const answer = await gateway.send(request);
            const key = `${verdict.kind} ${answer.status}`;
            mix.set(key, (mix.get(key) ?? 0) + 1);
            if (!answered(verdict, answer.status)) failures.push({ index, request, verdict, answer });
          } catch (error) {
            failures.push({ index, request, verdict, answer: `no answer: ${(error as Error).message}` });
          }
          sent++;
        }
      }
      await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const table = [...mix].sort(([a], [b]) => a.localeCompare(b));
      console.info(`api fuzz: ${sent} requests in ${seconds} s; ${table.map(([k, n]) => `${k}: ${n}`).join(', ')}`);

      const shown = failures.slice(0, 8).map(({ index, request, verdict, answer }) => ({
        index,
        expected: `${verdict.kind}: ${verdict.status}`,
        method: request.method,
        path: request.path.slice(0, 200),
        headers: request.headers,
        body: String(request.body ?? '').slice(0, 200),
        answer: typeof answer === 'string' ? answer : `${answer.status} ${answer.text.slice(0, 200)}`,
      }));
      expect(shown, `seed ${SEED}: ${failures.length} of ${sent} requests answered wrongly`).toEqual([]);
      expect(sent, `seed ${SEED}: only ${sent} of ${REQUESTS} sent`).toBe(REQUESTS);

      // The mix: a third or more of the requests are judged, and each kind of defect came up
      // (at least 1 in 200) and got its own status.
      const count = (kind: Verdict['kind']) => requests.filter((r) => r.verdict.kind === kind).length;
      expect(count('not judged'), `seed ${SEED}: too few requests judged`).toBeLessThan((REQUESTS * 2) / 3);
      for (const kind of [
        'bad header',
        'not JSON',
        'too large',
        'broken JSON',
        'refused by the schema',
        'wrong method',
      ] as const) {
        expect(count(kind), `seed ${SEED}: no request was ${kind}`).toBeGreaterThanOrEqual(REQUESTS / 200);
      }
      expect(mix.get('not JSON 415')).toBe(count('not JSON'));
      expect(mix.get('too large 413')).toBe(count('too large'));
      expect(mix.get('broken JSON 400')).toBe(count('broken JSON'));
      expect(mix.get('bad header 400')).toBe(count('bad header'));

      // Still up and answering properly afterwards.
      expect((await gateway.send({ method: 'GET', path: '/healthz' })).status).toBe(200);
      const searched = await gateway.postJson('/api/search', { query: 'nurse' });
      expect(searched.status).toBe(200);
      expect(JSON.parse(searched.text)).toMatchObject({ totalResults: 1 });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    `answers ${EVENTS} signed webhook events that are not valid events with a 400 or a 200, and pays for nothing (seed ${SEED})`,
    async () => {
      const random = createRandom(`${SEED}-events`);
      const optimizationId = await payment.seedOptimization();
      const checkout = await gateway.postJson('/api/create-checkout-session', {
        product: 'resume-optimizer-download',
        price: 500,
        optimizationId,
      });
      const { sessionId } = JSON.parse(checkout.text) as { sessionId: string };
      const purchase = await payment.prisma.purchase.findUniqueOrThrow({ where: { sessionId } });
      const failures: Array<{ body: string; answer: string }> = [];
      const statuses = new Map<number, number>();
      for (let i = 0; i < EVENTS; i++) {
        const body = malformedEvent(random, { sessionId, purchaseId: purchase.id });
        const answer = await gateway.send({
          method: 'POST',
          path: '/api/webhooks/stripe',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: LOCAL_SECRET }),
          },
          body,
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 400 && answer.status !== 200)
          failures.push({ body: body.slice(0, 300), answer: `${answer.status} ${answer.text.slice(0, 200)}` });
      }
      console.info(`webhook fuzz: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`);
      expect(failures.slice(0, 8), `seed ${SEED}: ${failures.length} of ${EVENTS} events answered wrongly`).toEqual([]);
      // Each kind of answer came up: events refused as malformed, and well-formed ones of no use.
      expect(statuses.get(400)).toBeGreaterThan(0);
      expect(statuses.get(200)).toBeGreaterThan(0);
      // None of them was a payment of the open purchase (an expiry may have closed it).
      const after = await payment.prisma.purchase.findUniqueOrThrow({ where: { id: purchase.id } });
      expect(after.paidAt).toBeNull();
      expect(['pending', 'expired']).toContain(after.status);
    },
    TEST_TIMEOUT_MS,
  );
});
