// The payment service for integration tests, built from real adapters: its own migrated
// database, real Redis (BullMQ keys under a per-run prefix), the render worker, and an
// HTTP server the local provider delivers its webhook events to.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue, type Worker } from 'bullmq';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  QUEUES,
  closeServer,
  createPrisma,
  createRedis,
  databaseReady,
  type Logger,
  type PrismaClient,
  type Redis,
} from '@highpay/common';
import { createPaymentApp } from '../../src/app.js';
import { paymentEnvSchema, type PaymentConfig } from '../../src/config.js';
import { createPayments, type Payments } from '../../src/payments.js';
import { createRenderWorker } from '../../src/render/render.processor.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../../test/support/database.js';
import { TWO_PAGE_RESUME } from './resumes.js';

export const LOCAL_SECRET = 'whsec_local_secret_for_tests_0123456789';

export interface PaymentHarness {
  db: TestDatabase;
  prisma: PrismaClient;
  config: PaymentConfig;
  payments: Payments;
  /** The payment service's address. */
  url: string;
  queue: Queue;
  /** Purchase ids handed to the render queue, in order: fulfilment must enqueue each once. */
  enqueued: string[];
  /** Moves the clock download links are checked against. */
  clock: { offsetMs: number };
  seedOptimization(options?: {
    text?: string;
    jobTitle?: string;
    jobId?: number | null;
    status?: 'queued' | 'done' | 'failed';
  }): Promise<string>;
  /** Posts a body to the webhook endpoint with a Stripe-scheme signature (the local secret unless given). */
  deliver(
    event: object | string,
    options?: { secret?: string; timestamp?: number; header?: string | null },
  ): Promise<Response>;
  api(path: string, init?: RequestInit): Promise<Response>;
  /** Opens a checkout session with this body, sending the credit sessions a buyer's cookie would hold. */
  checkout(body: unknown, credits?: readonly string[]): Promise<Response>;
  /** Pays a session on the local provider's test checkout. */
  pay(sessionId: string): Promise<Response>;
  waitForFiles(purchaseId: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const port = (s: Server) => (s.address() as AddressInfo).port;

export async function startPaymentService(
  label: string,
  options: {
    env?: Record<string, string>;
    worker?: boolean;
    renderWaitMs?: number;
    webhookUrl?: string;
    logger?: Logger;
  } = {},
): Promise<PaymentHarness> {
  const db = await createTestDatabase(label);
  const prisma = createPrisma(db.url, { max: 10 });
  const logger = options.logger ?? pino({ level: 'silent' });
  const prefix = testQueuePrefix(label);
  const connection: Redis = createRedis(inject('redisUrl'), { forWorker: true });
  const queue = new Queue(QUEUES.render, { connection, prefix });

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port(server)}`;
  const config = paymentEnvSchema.parse({
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: prefix,
    PUBLIC_BASE_URL: 'http://shop.test',
    LOCAL_WEBHOOK_SECRET: LOCAL_SECRET,
    LOCAL_WEBHOOK_URL: options.webhookUrl ?? `${url}/webhooks/stripe`,
    DOWNLOAD_SIGNING_SECRET: 'download-secret-for-tests-0123456789',
    ...options.env,
  });
  const payments = createPayments({
    config,
    prisma,
    renderQueue: queue,
    logger,
    renderWaitMs: options.renderWaitMs ?? 5000,
  });
  const enqueued: string[] = [];
  const renders = payments.deps.renders;
  payments.deps.renders = {
    enqueue: async (...ids) => {
      enqueued.push(...ids);
      await renders.enqueue(...ids);
    },
    ensure: (id) => renders.ensure(id),
  };
  const clock = { offsetMs: 0 };
  payments.deps.now = () => new Date(Date.now() + clock.offsetMs);
  server.on(
    'request',
    createPaymentApp({ logger, checks: { database: databaseReady(prisma) }, payments, renderQueue: queue }),
  );

  let worker: Worker | undefined;
  if (options.worker !== false) {
    worker = createRenderWorker({
      prisma,
      connection: createRedis(inject('redisUrl'), { forWorker: true }),
      prefix,
      concurrency: 2,
      logger,
    });
  }

  return {
    db,
    prisma,
    config,
    payments,
    url,
    queue,
    enqueued,
    clock,
    async seedOptimization(o = {}) {
      const row = await prisma.optimization.create({
        data: {
          jobTitle: o.jobTitle ?? 'Senior Backend Engineer',
          jobId: o.jobId ?? null,
          resumeText: 'original resume text',
          optimizedResume: o.status && o.status !== 'done' ? null : (o.text ?? TWO_PAGE_RESUME),
          preview: 'preview',
          engine: 'local',
          status: o.status ?? 'done',
          clientId: 'client-hash',
        },
      });
      return row.id;
    },
    deliver(event, o = {}) {
      const payload = typeof event === 'string' ? event : JSON.stringify(event);
      const header =
        o.header === undefined
          ? Stripe.webhooks.generateTestHeaderString({
              payload,
              secret: o.secret ?? LOCAL_SECRET,
              timestamp: o.timestamp,
            })
          : o.header;
      return fetch(`${url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'stripe-signature': header }) },
        body: payload,
      });
    },
    api: (path, init) => fetch(`${url}${path}`, init),
    checkout: (body, credits = []) =>
      fetch(`${url}/checkout-sessions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(credits.length > 0 ? { 'x-credit-sessions': credits.join(',') } : {}),
        },
        body: JSON.stringify(body),
      }),
    pay: (sessionId) => fetch(`${url}/local-checkout/${sessionId}/pay`, { method: 'POST' }),
    async waitForFiles(purchaseId, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while ((await prisma.downloadArtifact.count({ where: { purchaseId } })) < 2) {
        if (Date.now() > until) throw new Error(`purchase ${purchaseId} has no files after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      await worker?.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await payments.close();
      await connection.quit();
      await closeServer(server);
      await prisma.$disconnect();
      await db.drop();
    },
  };
}

/** The payment service for a test file: started before its tests, closed after them. */
export function usePaymentService(
  label: string,
  options: Parameters<typeof startPaymentService>[1] = {},
): PaymentHarness {
  const harness = {} as PaymentHarness;
  beforeAll(async () => {
    Object.assign(harness, await startPaymentService(label, options));
  });
  afterAll(() => harness.close());
  return harness;
}

/** A checkout.session.completed event in Stripe's format, for a session of ours. */
export function completedEvent(
  session: { id: string; purchaseId: string; amount?: number; currency?: string; paymentStatus?: string },
  eventId = `evt_test_${Math.random().toString(36).slice(2)}`,
  type = 'checkout.session.completed',
) {
  return {
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amount ?? 500,
        currency: session.currency ?? 'usd',
        client_reference_id: session.purchaseId,
        metadata: { purchaseId: session.purchaseId },
        mode: 'payment',
        payment_status: session.paymentStatus ?? 'paid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
      },
    },
  };
}
