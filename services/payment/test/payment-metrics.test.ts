// The payment service's /metrics (its port is internal): webhook outcomes, the render
// queue's depth, and the durations of render jobs its worker processes report.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import type { JobDone } from '@highpay/common';
import { startRenderWorkers } from '../src/render/render-workers.js';
import { sampleOf } from '../../../test/support/metrics.js';
import { completedEvent, usePaymentService } from './support/payment-harness.js';

const h = usePaymentService('paymetrics', { worker: false });

const metrics = async () => (await h.api('/metrics')).text();

/** A resume purchase, paid on the test checkout: its render job waits on the queue. */
async function paidPurchase(): Promise<{ sessionId: string; purchaseId: string }> {
  const optimizationId = await h.seedOptimization();
  const res = await h.checkout({ product: 'resume-optimizer-download', optimizationId });
  const { sessionId } = (await res.json()) as { sessionId: string };
  expect((await h.pay(sessionId)).status).toBe(200);
  const purchase = await h.prisma.purchase.findUniqueOrThrow({ where: { sessionId } });
  expect(purchase.status).toBe('paid');
  return { sessionId, purchaseId: purchase.id };
}

describe('payment metrics', () => {
  it('count webhook deliveries by what became of them', async () => {
    const { sessionId, purchaseId } = await paidPurchase();
    const replay = completedEvent({ id: sessionId, purchaseId }, 'evt_metrics_replayed');
    expect((await h.deliver(replay)).status).toBe(200);
    expect((await h.deliver(replay)).status).toBe(200);
    expect(
      (await h.deliver(completedEvent({ id: sessionId, purchaseId }, 'evt_metrics_other', 'charge.refunded'))).status,
    ).toBe(200);
    expect((await h.deliver(replay, { secret: 'whsec_not_ours_0123456789abcdef' })).status).toBe(400);
    expect((await h.deliver(replay, { header: null })).status).toBe(400);

    const text = await metrics();
    const outcome = (name: string) => sampleOf(text, 'webhook_events_total', { outcome: name });
    // The test checkout's own delivery made the purchase paid; the replay of an already paid session changes nothing.
    expect(outcome('fulfilled')).toBe(1);
    expect(outcome('ignored')).toBe(2);
    expect(outcome('duplicate')).toBe(1);
    expect(outcome('invalid_signature')).toBe(2);
    expect(
      sampleOf(text, 'http_request_duration_seconds_count', { route: '/webhooks/stripe', status_code: '200' }),
    ).toBe(4);
  });

  it("report the render queue's depth, and time the render jobs of the worker processes the service starts", async () => {
    const depth = async (state: string) => sampleOf(await metrics(), 'queue_jobs', { queue: 'render', state });
    const waiting = (await depth('waiting')) ?? 0;
    expect(waiting).toBeGreaterThanOrEqual(1);

    const entry = fileURLToPath(new URL('../dist/render/render-worker.main.js', import.meta.url));
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` (make test does)`);
    const done: JobDone[] = [];
    // The worker process inherits this one's settings and Node flags, as under the payment
    // service; vitest's flags (its source-file conditions) are not for a process running dist.
    const saved = { env: process.env, execArgv: process.execArgv };
    process.env = {
      ...process.env,
      DATABASE_URL: h.db.url,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: h.config.QUEUE_PREFIX,
      LOG_LEVEL: 'silent',
    };
    process.execArgv = [];
    const workers = startRenderWorkers(1, pino({ level: 'silent' }), { entry, onJobDone: (d) => done.push(d) });
    Object.assign(process, saved);
    try {
      await expect.poll(() => done.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(waiting);
      expect(done[0]).toMatchObject({ queue: 'render', outcome: 'completed', seconds: expect.any(Number) });
      await expect.poll(() => depth('waiting')).toBe(0);
    } finally {
      await workers.stop();
    }
  });
});
