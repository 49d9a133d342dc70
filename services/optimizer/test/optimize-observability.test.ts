// What the optimize worker tells operators: log lines that name the request behind each job
// and never quote a resume's facts, and job durations on the optimizer's /metrics.
import { type Worker } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger, createMetrics, createRedis } from '@highpay/common';
import { createOptimizerHealthApp } from '../src/app.js';
import { createOptimizeWorker } from '../src/optimize/optimize.worker.js';
import { captureLogLines } from '../../../test/support/log-lines.js';
import { sampleOf } from '../../../test/support/metrics.js';
import { startOptimizeHarness, type OptimizeHarness } from './support/optimize-harness.js';
import { DISHONEST, SAMPLE_RESUME, honestClaudeResume } from './support/sample-resume.js';
import { workerConfig } from './support/worker-env.js';

type LogLine = Record<string, unknown> & { msg: string; requestId?: string };

describe('the optimize worker, as operators see it', () => {
  const { sink, lines } = captureLogLines<LogLine>();
  const metrics = createMetrics('optimizer');
  const logger = createLogger('optimizer', 'debug', 'json', sink);
  let harness: OptimizeHarness;
  let worker: Worker;

  async function optimize(engine: 'local' | 'anthropic', requestId: string) {
    const row = await harness.prisma.optimization.create({
      data: { jobTitle: 'Senior Backend Engineer', resumeText: SAMPLE_RESUME, engine },
      select: { id: true },
    });
    return harness.queue.add('optimize', { optimizationId: row.id, requestId }, { jobId: row.id, attempts: 1 });
  }

  beforeAll(async () => {
    harness = await startOptimizeHarness('optobs', 4);
    worker = createOptimizeWorker({
      config: workerConfig({
        QUEUE_PREFIX: harness.prefix,
        ANTHROPIC_API_KEY: 'test-key',
        ANTHROPIC_BASE_URL: harness.fake.baseUrl,
      }),
      prisma: harness.prisma,
      connection: createRedis(inject('redisUrl'), { forWorker: true }),
      logger,
      metrics,
    });
  });

  afterAll(async () => {
    await worker.close();
    await harness?.close();
  });

  it('names the request behind a job on its lines, and times the job on /metrics', async () => {
    const job = await optimize('local', 'req-optimize-1');
    await job.waitUntilFinished(harness.events, 20_000);
    await expect
      .poll(() => lines.filter((line) => line.requestId === 'req-optimize-1').map((line) => line.msg))
      .toContain('optimize job done');

    const res = await request(createOptimizerHealthApp({ logger, checks: {}, metrics })).get('/metrics');
    expect(res.status).toBe(200);
    const jobs = sampleOf(res.text, 'queue_job_duration_seconds_count', { queue: 'optimize', outcome: 'completed' });
    expect(jobs).toBe(1);
  });

  it.each([
    ['an invented employer', DISHONEST.inventedEmployer, 'req-optimize-2', /Google/],
    ['an invented bullet', DISHONEST.inventedBullet, 'req-optimize-3', /Kafka|45%/],
  ])(
    'says how many changes of each kind the guard withdrew from a draft with %s, and never which',
    async (_label, lie, requestId, secret) => {
      harness.fake.fallback = { kind: 'resume', input: lie(honestClaudeResume()) };
      const job = await optimize('anthropic', requestId);
      await job.waitUntilFinished(harness.events, 20_000);

      const withdrew = lines.find(
        (line) => line.requestId === requestId && line.msg === 'guard withdrew changes of the draft',
      );
      expect(withdrew).toMatchObject({ engine: 'anthropic', withdrawn: expect.any(Object) });
      expect(Object.values(withdrew!.withdrawn as Record<string, number>).every((n) => n > 0)).toBe(true);
      expect(JSON.stringify(lines)).not.toMatch(secret);
    },
  );
});
