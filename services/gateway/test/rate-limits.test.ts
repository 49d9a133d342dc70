// Who a client is (TRUST_PROXY) and how often it may call the guarded routes: optimize,
// checkout, payment verification, newsletter and search, counted in Redis.
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError, createRedis, Redis } from '@highpay/common';
import { OPTIMIZE_MESSAGES, RATE_LIMIT_MESSAGES, UNAVAILABLE_MESSAGES } from '@highpay/contracts';
import { createGatewayApp } from '../src/app.js';
import { createRateLimits, REDIS_DOWN_RETRY_AFTER_SECONDS } from '../src/http/rate-limits.js';
import { testQueuePrefix } from '../../../test/support/database.js';
import { frontendDist, gatewayConfig, useGatewayDeps } from './support/gateway-setup.js';

const logger = pino({ level: 'silent' });

const made = useGatewayDeps('gwlimit');
const dist = frontendDist();

/** A gateway with its own counts (its own key prefix, unless one is given) and the settings given. */
function gateway(
  env: Record<string, string>,
  prefix = testQueuePrefix('gwlimit'),
  countsIn: Redis = made().deps.redis,
) {
  const config = gatewayConfig({ DATABASE_URL: made().db.url, QUEUE_PREFIX: prefix, FRONTEND_DIST: dist, ...env });
  return createGatewayApp({ config, logger, ...made().deps, redis: countsIn });
}

type App = ReturnType<typeof gateway>;
const madeUp = (n: number) => `198.51.100.${n}`;
// Each call answers at once without search or payment behind the gateway: a 400, or 201 for the newsletter.
const search = (app: App, forwardedFor?: string) =>
  withForwarded(request(app).post('/api/search').send({ page: 0 }), forwardedFor);
const newsletter = (app: App, forwardedFor?: string) =>
  withForwarded(
    request(app)
      .post('/api/newsletter')
      .send({ firstName: 'Ada', lastName: 'Lovelace', email: `ada-${randomBytes(4).toString('hex')}@example.com` }),
    forwardedFor,
  );
const withForwarded = (req: request.Test, forwardedFor: string | undefined) =>
  forwardedFor ? req.set('x-forwarded-for', forwardedFor) : req;

describe('the client address', () => {
  it('ignores made-up X-Forwarded-For by default: twelve optimizations from one address, each naming another, get ten answers and two refusals', async () => {
    const app = gateway({});
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n++) {
      // A job that does not exist: counted, then answered 404 at once.
      const res = await request(app)
        .post('/api/optimize-resume')
        .set('x-forwarded-for', madeUp(n))
        .send({ jobTitle: 'Engineer', resumeText: 'Python', jobId: 999_999 });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429]);
  });

  it('is the same for the search, served ahead of Express: made-up forwarded addresses share one limit', async () => {
    const app = gateway({ SEARCH_RATE_LIMIT_PER_MINUTE: '3' });
    const statuses = [];
    for (let n = 1; n <= 4; n++) statuses.push((await search(app, madeUp(n))).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('with TRUST_PROXY naming the proxy, each forwarded client has its own limit, on the search and on Express routes', async () => {
    const app = gateway({
      TRUST_PROXY: 'loopback',
      SEARCH_RATE_LIMIT_PER_MINUTE: '1',
      NEWSLETTER_RATE_LIMIT_PER_HOUR: '1',
    });
    expect((await search(app, madeUp(1))).status).toBe(400);
    expect((await search(app, madeUp(1))).status).toBe(429);
    expect((await search(app, madeUp(2))).status).toBe(400);
    expect((await newsletter(app, madeUp(1))).status).toBe(201);
    expect((await newsletter(app, madeUp(1))).status).toBe(429);
    expect((await newsletter(app, madeUp(2))).status).toBe(201);
  });

  it('trusts only the hops TRUST_PROXY counts: what a client writes in front of its address changes nothing', async () => {
    const app = gateway({ TRUST_PROXY: '1', SEARCH_RATE_LIMIT_PER_MINUTE: '1' });
    expect((await search(app, `${madeUp(7)}, ${madeUp(50)}`)).status).toBe(400);
    expect((await search(app, `${madeUp(8)}, ${madeUp(50)}`)).status).toBe(429);
  });
});

describe('rate limits', () => {
  const cases = [
    {
      route: 'POST /api/create-checkout-session',
      env: 'CHECKOUT_RATE_LIMIT_PER_HOUR',
      window: 3600,
      send: (app: App) => request(app).post('/api/create-checkout-session').send({ product: 'other' }),
      message: RATE_LIMIT_MESSAGES.checkout,
    },
    {
      route: 'GET /api/verify-payment',
      env: 'VERIFY_PAYMENT_RATE_LIMIT_PER_MINUTE',
      window: 60,
      send: (app: App) => request(app).get('/api/verify-payment?session_id=nope'),
      message: RATE_LIMIT_MESSAGES.verifyPayment,
    },
    {
      route: 'GET /api/verify-session',
      env: 'VERIFY_PAYMENT_RATE_LIMIT_PER_MINUTE',
      window: 60,
      send: (app: App) => request(app).get('/api/verify-session?sessionId=nope'),
      message: RATE_LIMIT_MESSAGES.verifyPayment,
    },
    {
      route: 'POST /api/newsletter',
      env: 'NEWSLETTER_RATE_LIMIT_PER_HOUR',
      window: 3600,
      send: (app: App) => newsletter(app),
      message: RATE_LIMIT_MESSAGES.newsletter,
    },
    {
      route: 'POST /api/search',
      env: 'SEARCH_RATE_LIMIT_PER_MINUTE',
      window: 60,
      send: (app: App) => search(app),
      message: RATE_LIMIT_MESSAGES.search,
    },
    {
      route: 'POST /api/optimize-resume',
      env: 'OPTIMIZE_RATE_LIMIT_PER_HOUR',
      window: 3600,
      send: (app: App) =>
        request(app).post('/api/optimize-resume').send({ jobTitle: 'Engineer', resumeText: 'Python', jobId: 999_999 }),
      message: (seconds: number) => OPTIMIZE_MESSAGES.rateLimited(Math.ceil(seconds / 60)),
    },
  ];

  it.each(cases)(
    '$route over $env answers 429 with Retry-After and says when to come back',
    async ({ env, window, send, message }) => {
      const app = gateway({ [env]: '2' });
      expect((await send(app)).status).not.toBe(429);
      expect((await send(app)).status).not.toBe(429);
      const refused = await send(app);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(window - 10);
      expect(retryAfter).toBeLessThanOrEqual(window);
      expect(refused.body).toEqual({ error: 'Too Many Requests', details: message(retryAfter) });
    },
  );

  it('says how long to wait in words: a search refused for 45 seconds says "45 seconds"', () => {
    expect(RATE_LIMIT_MESSAGES.search(45)).toBe(
      'Too many searches in a short time. Please wait 45 seconds and try again.',
    );
    expect(RATE_LIMIT_MESSAGES.checkout(3599)).toBe(
      'Too many checkout attempts in a short time. Please wait 60 minutes and try again.',
    );
  });

  it('counts in Redis, so two gateway instances share one limit', async () => {
    const prefix = testQueuePrefix('gwlimit');
    const first = gateway({ SEARCH_RATE_LIMIT_PER_MINUTE: '2' }, prefix);
    const second = gateway({ SEARCH_RATE_LIMIT_PER_MINUTE: '2' }, prefix);
    expect((await search(first)).status).toBe(400);
    expect((await search(second)).status).toBe(400);
    expect((await search(first)).status).toBe(429);
    expect((await search(second)).status).toBe(429);
  });
});

describe('while Redis cannot count', () => {
  // Port 9 (discard): refused at once, so the connection is lost (reconnecting) all along.
  let gone: Redis;
  // Accepts connections and never answers, as a frozen or unreachable Redis host does.
  let silent: Server;
  let silentRedis: Redis;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    gone = createRedis('redis://127.0.0.1:9', { logger });
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    silentRedis = createRedis(`redis://127.0.0.1:${port}`, { logger });
    // Lost for good before the tests ask: the first attempt has failed.
    for (let i = 0; i < 100 && gone.status !== 'reconnecting'; i++) await new Promise((r) => setTimeout(r, 10));
  });

  afterAll(async () => {
    gone.disconnect();
    silentRedis.disconnect();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  const optimize = (app: App) =>
    request(app).post('/api/optimize-resume').send({ jobTitle: 'Engineer', resumeText: 'Python', jobId: 999_999 });
  const checkout = (app: App) => request(app).post('/api/create-checkout-session').send({ product: 'other' });

  it.each([
    { route: 'an optimization', send: optimize, message: OPTIMIZE_MESSAGES.unavailable },
    { route: 'a checkout', send: checkout, message: UNAVAILABLE_MESSAGES.checkout },
  ])('$route is refused at once with 503, Retry-After and a message, when Redis is down', async ({ send, message }) => {
    const app = gateway({}, undefined, gone);
    // At once: no command is left waiting for the lost connection to come back.
    const commands = vi.spyOn(gone, 'sendCommand');
    const res = await send(app);
    expect(commands).not.toHaveBeenCalled();
    commands.mockRestore();
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(REDIS_DOWN_RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ error: 'Service Unavailable', details: message });
  });

  it('a checkout is refused without a command while a reconnection attempt is under way', async () => {
    // Retries every 5 ms, so the attempt ('connecting', which at start means "not lost yet") comes soon.
    const retrying = new Redis('redis://127.0.0.1:9', { retryStrategy: () => 5, maxRetriesPerRequest: 3 });
    retrying.on('error', () => {});
    try {
      const config = gatewayConfig({
        DATABASE_URL: made().db.url,
        QUEUE_PREFIX: testQueuePrefix('gwlimit'),
        FRONTEND_DIST: dist,
      });
      const limits = createRateLimits(retrying, config);
      await new Promise((resolve) => retrying.once('reconnecting', resolve));
      const commands = vi.spyOn(retrying, 'sendCommand');
      const refused = await new Promise<unknown>((resolve) =>
        retrying.once('connecting', () => {
          expect(retrying.status).toBe('connecting');
          resolve(limits.checkout.consume(madeUp(9)).catch((error: unknown) => error));
        }),
      );
      expect(commands).not.toHaveBeenCalled();
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).message).toBe(UNAVAILABLE_MESSAGES.checkout);
    } finally {
      retrying.disconnect();
    }
  });

  // Without the limiter's own timeout both would wait for ever (the test's stop).
  it('an optimization and a checkout are refused when Redis does not answer', async () => {
    const app = gateway({}, undefined, silentRedis);
    const [optimized, checkedOut] = await Promise.all([optimize(app), checkout(app)]);
    expect([optimized.status, checkedOut.status]).toEqual([503, 503]);
    expect(checkedOut.body.details).toBe(UNAVAILABLE_MESSAGES.checkout);
  });

  it('searches still count, in this instance: the third of two allowed is refused with 429', async () => {
    const app = gateway({ SEARCH_RATE_LIMIT_PER_MINUTE: '2' }, undefined, gone);
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push((await search(app)).status);
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('newsletter sign-ups still count, in this instance, when Redis does not answer', async () => {
    const app = gateway({ NEWSLETTER_RATE_LIMIT_PER_HOUR: '1' }, undefined, silentRedis);
    expect((await newsletter(app)).status).toBe(201);
    expect((await newsletter(app)).status).toBe(429);
  });
});
