// What the optimize worker tells operators: log lines that name the request behind each job
// and never quote a resume's facts, and job durations on the optimizer's /metrics.
import { type Worker } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger, createMetrics, createRedis } from '@highpay/common';
import { OPTIMIZE_MESSAGES } from '@highpay/contracts';
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

  it('says how many facts of each kind a rejected draft made up, and never which', async () => {
    harness.fake.fallback = { kind: 'resume', input: DISHONEST.inventedEmployer(honestClaudeResume()) };
    const job = await optimize('anthropic', 'req-optimize-2');
    await expect(job.waitUntilFinished(harness.events, 20_000)).rejects.toThrow(OPTIMIZE_MESSAGES.factCheckFailed);

    await expect.poll(() => lines.some((line) => line.msg === 'optimize job failed')).toBe(true);
    const mine = lines.filter((line) => line.requestId === 'req-optimize-2');
    const rejected = mine.find((line) => line.msg === 'draft rejected by the fact guard');
    expect(rejected?.violations).toMatchObject({ employer: expect.any(Number) });
    expect(mine.map((line) => line.msg)).toContain('optimize job failed');
    expect(JSON.stringify(lines)).not.toContain('Google');
  });

  it('says how many lines and facts a repaired draft lost, and never which', async () => {
    harness.fake.fallback = { kind: 'resume', input: DISHONEST.inventedBullet(honestClaudeResume()) };
    const job = await optimize('anthropic', 'req-optimize-3');
    await job.waitUntilFinished(harness.events, 20_000);

    const repaired = lines.find(
      (line) => line.requestId === 'req-optimize-3' && line.msg === 'fact guard repaired a draft',
    );
    expect(repaired).toMatchObject({ removedLines: 1, violations: expect.any(Object) });
    expect(JSON.stringify(lines)).not.toMatch(/Kafka|45%/);
  });
});
