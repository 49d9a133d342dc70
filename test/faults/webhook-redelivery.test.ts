// Stripe delivers a webhook at least once: retries, replays and concurrent copies of one
// event. Here every event the local provider sends for a paid checkout reaches the gateway
// three times, in shuffled order, some copies at once and some one after another, with
// the four services running as processes over a throwaway PostgreSQL and Redis.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES, Redis } from '@highpay/common';
import { sleep } from '../support/faults-infra.js';
import {
  LOCAL_WEBHOOK_SECRET,
  call,
  checkout,
  optimize,
  startFaultWorld,
  type Answer,
  type FaultStack,
  type FaultWorld,
} from '../support/faults-stack.js';

/** An event as the local provider sent it: its bytes and its Stripe-Signature header. */
interface SentEvent {
  payload: string;
  signature: string;
}

interface Paid {
  sessionId: string;
  purchaseId: string;
  kind: 'resume_download' | 'job_credit';
  event: SentEvent & { id: string };
}

let world: FaultWorld;
let stack: FaultStack;
let db: pg.Pool;
/** Where the local provider delivers its events in this test: kept, not passed on. */
let inbox: Server;
const sent: SentEvent[] = [];

beforeAll(async () => {
  inbox = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      sent.push({
        payload: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve));
  world = await startFaultWorld({
    label: 'webhooks',
    serviceEnv: {
      // Info: fulfilment logs each purchase it makes paid, which this test counts.
      payment: {
        LOCAL_WEBHOOK_URL: `http://127.0.0.1:${(inbox.address() as AddressInfo).port}/`,
        LOG_LEVEL: 'info',
      },
    },
  });
  stack = world.stack;
  db = new pg.Pool({ connectionString: world.databaseUrl, max: 2 });
});

afterAll(async () => {
  await db?.end();
  await world?.stop();
  await new Promise((resolve) => inbox?.close(resolve));
});

/** Buys on the test checkout page as a visitor does; answers the event the provider sent for it. */
async function buyAndPay(order: object): Promise<Paid> {
  const opened = await checkout(stack.baseUrl, order);
  expect(opened.status, opened.text).toBe(200);
  const sessionId = opened.json.sessionId as string;
  const before = sent.length;
  const pay = await fetch(`${stack.baseUrl}/checkout/test/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  expect(pay.status).toBe(303);
  const event = sent.slice(before).find((e) => e.payload.includes(sessionId));
  if (!event) throw new Error(`the local provider sent no event for ${sessionId}`);
  const { rows } = await db.query<{ id: string; kind: Paid['kind'] }>(
    'SELECT id, kind::text AS kind FROM purchases WHERE session_id = $1',
    [sessionId],
  );
  return { sessionId, purchaseId: rows[0]!.id, kind: rows[0]!.kind, event: { ...event, id: eventIdOf(event) } };
}

const eventIdOf = (event: SentEvent) => (JSON.parse(event.payload) as { id: string }).id;

/** Three copies of each event: the provider's own, then two signed anew, as Stripe signs each retry. */
const threeCopies = (paid: Paid[]) =>
  paid.flatMap(({ event }) => [
    event,
    ...[1, 2].map(() => ({
      ...event,
      signature: Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: LOCAL_WEBHOOK_SECRET }),
    })),
  ]);

async function deliver(event: SentEvent & { id: string }): Promise<{ id: string; answer: Answer }> {
  const res = await fetch(`${stack.baseUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  const answer = {
    status: res.status,
    text,
    json: JSON.parse(text) as unknown,
    retryAfter: res.headers.get('retry-after'),
    ms: 0,
  };
  return { id: event.id, answer };
}

/** Fisher–Yates with a seeded generator (mulberry32): a failing order can be replayed from its seed. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('when every webhook event is delivered three times, in shuffled order', () => {
  const seed = Date.now() % 100_000;
  let paid: Paid[];
  let deliveries: Array<{ id: string; answer: Answer }>;

  beforeAll(async () => {
    const optimizations: string[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await optimize(stack.baseUrl);
      expect(answer.status, answer.text).toBe(200);
      optimizations.push(answer.json.optimizationId as string);
    }
    const { rows: jobs } = await db.query<{ id: number }>('SELECT id FROM jobs ORDER BY id LIMIT 1');
    paid = [];
    for (const order of [
      ...optimizations.map((optimizationId) => ({ product: 'resume-optimizer-download', optimizationId })),
      { jobId: String(jobs[0]!.id) },
      {},
    ])
      paid.push(await buyAndPay(order));
    // Nothing is paid before the deliveries: the provider's own went to this test.
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM purchases WHERE status = 'paid'`);
    expect(rows[0]!.n).toBe(0);

    // Half the sessions get their three copies all at once, racing; the other half one
    // after another, so that later copies arrive after the purchase is paid.
    const atOnce = shuffled(threeCopies(paid.filter((_, i) => i % 2 === 0)), seed);
    const inTurn = shuffled(threeCopies(paid.filter((_, i) => i % 2 === 1)), seed + 1);
    deliveries = await Promise.all(atOnce.map(deliver));
    for (const event of inTurn) deliveries.push(await deliver(event));
  });

  it(`every delivery is answered 200, and exactly one copy of each event counts (seed ${seed})`, () => {
    expect(deliveries).toHaveLength(paid.length * 3);
    for (const { answer } of deliveries) expect(answer.status, answer.text).toBe(200);
    for (const { event } of paid) {
      const copies = deliveries.filter((d) => d.id === event.id).map((d) => d.answer.json as { duplicate: boolean });
      expect(copies.map((c) => c.duplicate).sort()).toEqual([false, true, true]);
    }
  });

  it('each event is recorded once', async () => {
    const { rows } = await db.query<{ id: string; n: number }>(
      'SELECT id, count(*)::int AS n FROM webhook_events GROUP BY id ORDER BY id',
    );
    expect(rows).toEqual(paid.map(({ event }) => ({ id: event.id, n: 1 })).sort((a, b) => a.id.localeCompare(b.id)));
  });

  it('each purchase is paid, and fulfilled once', async () => {
    const { rows } = await db.query<{ id: string; status: string }>(
      'SELECT id::text, status::text FROM purchases WHERE id = ANY($1::uuid[])',
      [paid.map((p) => p.purchaseId)],
    );
    expect(rows.map((r) => r.status)).toEqual(paid.map(() => 'paid'));
    const log = stack.processes.find((p) => p.name === 'payment')!.output();
    const fulfilments = log
      .split('\n')
      .filter((line) => line.includes('"msg":"purchase paid"'))
      .map((line) => (JSON.parse(line) as { purchaseId: string }).purchaseId);
    expect(fulfilments.sort()).toEqual(paid.map((p) => p.purchaseId).sort());
  });

  it('each resume bought gets one render job and its two files; a job credit gets none', async () => {
    const connection = new Redis(world.redis.url, { maxRetriesPerRequest: null });
    const renders = new Queue(QUEUES.render, { connection, prefix: stack.queuePrefix });
    try {
      const resumes = paid.filter((p) => p.kind === 'resume_download');
      expect(resumes).toHaveLength(4);
      const files = async () =>
        (
          await db.query<{ purchase_id: string; n: number }>(
            'SELECT purchase_id::text, count(*)::int AS n FROM download_artifacts GROUP BY purchase_id',
          )
        ).rows;
      for (let i = 0; i < 150 && (await files()).length < resumes.length; i++) await sleep(200);
      expect((await files()).sort((a, b) => a.purchase_id.localeCompare(b.purchase_id))).toEqual(
        resumes
          .map((p) => ({ purchase_id: p.purchaseId, n: 2 }))
          .sort((a, b) => a.purchase_id.localeCompare(b.purchase_id)),
      );
      // A job's files are written before BullMQ marks it completed: wait for that too.
      for (let i = 0; i < 150; i++) {
        const pending = await renders.getJobCounts('active', 'wait', 'delayed', 'prioritized');
        if (Object.values(pending).every((n) => n === 0)) break;
        await sleep(200);
      }
      const jobs = await renders.getJobs(['completed', 'failed', 'active', 'wait', 'delayed', 'prioritized']);
      expect(jobs.map((j) => (j.data as { purchaseId: string }).purchaseId).sort()).toEqual(
        resumes.map((p) => p.purchaseId).sort(),
      );
      expect(jobs.map((j) => j.attemptsMade)).toEqual(jobs.map(() => 1));
    } finally {
      await renders.close();
      connection.disconnect();
    }
  });

  it('the success page then hands out the files of each resume bought', async () => {
    for (const { sessionId, kind } of paid.filter((p) => p.kind === 'resume_download')) {
      const answer = await call(stack.baseUrl, 'GET', `/api/verify-payment?session_id=${sessionId}`);
      expect(answer.status, `${kind}: ${answer.text}`).toBe(200);
      expect(answer.json).toMatchObject({ paid: true, ready: true });
    }
  });
});
