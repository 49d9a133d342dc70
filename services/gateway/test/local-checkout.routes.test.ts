// The local test checkout takes no money, so the gateway serves it in production only when
// PAYMENT_PROVIDER=local asks for it. Each gateway here is in front of a real payment service.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queue } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeServer, createPrisma, createRedis, type PrismaClient, type Redis } from '@highpay/common';
import { createGatewayApp } from '../src/app.js';
import { testQueuePrefix } from '../../../test/support/database.js';
import { startPaymentService, type PaymentHarness } from '../../payment/test/support/payment-harness.js';
import { frontendDist, gatewayConfig, optimizeQueueOf } from './support/gateway-setup.js';

let payment: PaymentHarness;
let prisma: PrismaClient;
let redis: Redis;
let optimizeQueue: Queue;
let dist: string;
const gateways: Server[] = [];

beforeAll(async () => {
  payment = await startPaymentService('gwlocal');
  prisma = createPrisma(payment.db.url, { max: 2 });
  redis = createRedis(inject('redisUrl'));
  optimizeQueue = optimizeQueueOf(testQueuePrefix('gwlocal'));
  dist = frontendDist();
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => closeServer(gateway)));
  await optimizeQueue.close();
  await redis.quit();
  await prisma.$disconnect();
  await payment.close();
});

/** A gateway with this environment, in front of the payment service; answers its base URL. */
async function gatewayWith(env: Record<string, string>): Promise<string> {
  const config = gatewayConfig({
    DATABASE_URL: payment.db.url,
    PAYMENT_SERVICE_URL: payment.url,
    FRONTEND_DIST: dist,
    // Rate-limit counters are keyed by the prefix: this run's own.
    QUEUE_PREFIX: testQueuePrefix('gwlocal'),
    ...env,
  });
  const gateway = createServer(
    createGatewayApp({ config, logger: pino({ level: 'silent' }), prisma, redis, optimizeQueue }),
  );
  gateways.push(gateway);
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
}

/** An open session of the local provider: what a checkout the payment service created looks like. */
async function openSession(): Promise<string> {
  const res = await fetch(`${payment.url}/checkout-sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ optimizationId: await payment.seedOptimization() }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

const paid = async (sessionId: string) =>
  (await prisma.purchase.findUniqueOrThrow({ where: { sessionId } })).status === 'paid';

describe('the local test checkout page', () => {
  it('in production, the gateway serves no test checkout and nothing gets paid through it', async () => {
    const base = await gatewayWith({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://jobs.example.test' });
    const sessionId = await openSession();
    const page = await fetch(`${base}/checkout/test/${sessionId}`);
    expect(await page.text()).not.toContain('TEST CHECKOUT');
    const pay = await fetch(`${base}/checkout/test/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(404);
    expect(await paid(sessionId)).toBe(false);
  });

  it('in production with PAYMENT_PROVIDER=local, the gateway serves it and paying completes the purchase', async () => {
    const base = await gatewayWith({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'local',
      PUBLIC_BASE_URL: 'https://jobs.example.test',
    });
    const sessionId = await openSession();
    expect(await (await fetch(`${base}/checkout/test/${sessionId}`)).text()).toContain('TEST CHECKOUT');
    const pay = await fetch(`${base}/checkout/test/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(await paid(sessionId)).toBe(true);
  });

  it('outside production, the gateway serves it when PAYMENT_PROVIDER is unset', async () => {
    const base = await gatewayWith({ NODE_ENV: 'development' });
    const sessionId = await openSession();
    expect(await (await fetch(`${base}/checkout/test/${sessionId}`)).text()).toContain('TEST CHECKOUT');
  });
});
