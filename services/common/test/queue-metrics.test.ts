// Queue depths and job durations on /metrics, over the real Redis.
import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMetrics, onJobDone, trackQueueDepths } from '../src/metrics.js';
import { QUEUES } from '../src/queues.js';
import { createRedis } from '../src/redis.js';
import { testQueuePrefix } from '../../../test/support/database.js';
import { sampleOf } from '../../../test/support/metrics.js';

const prefix = testQueuePrefix('queue-metrics');
const connection = () => createRedis(inject('redisUrl'), { forWorker: true });
let render: Queue;
let optimize: Queue;

beforeAll(() => {
  render = new Queue(QUEUES.render, { connection: connection(), prefix });
  optimize = new Queue(QUEUES.optimize, { connection: connection(), prefix });
});

afterAll(async () => {
  for (const queue of [render, optimize]) {
    await queue.obliterate({ force: true });
    await queue.close();
  }
});

describe('queue metrics', () => {
  it('report how many jobs wait, run, failed or are delayed in each queue, as Redis says at scrape time', async () => {
    const metrics = createMetrics('test');
    trackQueueDepths(metrics, [render, optimize]);
    await render.addBulk([
      { name: 'render', data: { n: 1 } },
      { name: 'render', data: { n: 2 } },
    ]);
    await render.add('render', { n: 3 }, { delay: 60_000 });

    const depth = async (queue: string, state: string) =>
      sampleOf(await metrics.registry.metrics(), 'queue_jobs', { queue, state });
    expect(await depth('render', 'waiting')).toBe(2);
    expect(await depth('render', 'delayed')).toBe(1);
    expect(await depth('render', 'active')).toBe(0);
    expect(await depth('optimize', 'waiting')).toBe(0);

    await optimize.add('optimize', { n: 4 });
    expect(await depth('optimize', 'waiting')).toBe(1);
  });

  it("time each finished job of a worker's queue, completed or failed", async () => {
    const metrics = createMetrics('test');
    const worker = new Worker(
      QUEUES.optimize,
      async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if ((job.data as { fail?: boolean }).fail) throw new Error('no');
      },
      { connection: connection(), prefix },
    );
    onJobDone(worker, metrics.observeJob);
    await optimize.obliterate({ force: true });
    await optimize.add('optimize', { ok: true });
    await optimize.add('optimize', { fail: true });

    const jobs = async (outcome: string, suffix = 'count') =>
      sampleOf(await metrics.registry.metrics(), `queue_job_duration_seconds_${suffix}`, {
        queue: 'optimize',
        outcome,
      });
    await expect.poll(() => jobs('completed'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => jobs('failed'), { timeout: 10_000 }).toBe(1);
    expect(await jobs('completed', 'sum')).toBeGreaterThanOrEqual(0.04);
    await worker.close();
  });
});
