import { type Worker } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRedis } from '@highpay/common';
import { OPTIMIZE_MESSAGES, ZOptimizeResponse } from '@highpay/contracts';
import { createOptimizeWorker } from '../src/optimize/optimize.worker.js';
import { startOptimizeHarness, type OptimizeHarness } from './support/optimize-harness.js';
import { DISHONEST, SAMPLE_RESUME, honestClaudeResume } from './support/sample-resume.js';
import { workerConfig } from './support/worker-env.js';

const logger = pino({ level: 'silent' });

describe('the optimize worker, over PostgreSQL and Redis', () => {
  let harness: OptimizeHarness;
  const workers: Worker[] = [];

  function startWorker(env: Record<string, string> = {}): Worker {
    const config = workerConfig({
      QUEUE_PREFIX: harness.prefix,
      ANTHROPIC_API_KEY: 'test-key',
      ANTHROPIC_BASE_URL: harness.fake.baseUrl,
      ...env,
    });
    const worker = createOptimizeWorker({
      config,
      prisma: harness.prisma,
      connection: createRedis(inject('redisUrl'), { forWorker: true }),
      logger,
    });
    workers.push(worker);
    return worker;
  }

  async function request(engine: 'local' | 'anthropic', jobTitle = 'Senior Backend Engineer') {
    const row = await harness.prisma.optimization.create({
      data: { jobTitle, resumeText: SAMPLE_RESUME, engine },
      select: { id: true },
    });
    return harness.queue.add(
      'optimize',
      { optimizationId: row.id },
      { jobId: row.id, attempts: 2, backoff: { type: 'fixed', delay: 100 } },
    );
  }

  beforeAll(async () => {
    harness = await startOptimizeHarness('optworker', 6);
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await harness?.close();
  });

  it('optimizes a resume: the full draft and its report in PostgreSQL, a preview in the job result, only the id in the payload', async () => {
    const worker = startWorker({ OPTIMIZER_CONCURRENCY: '2' });
    const job = await request('local');
    expect(Object.keys(job.data)).toEqual(['optimizationId']);

    const result = ZOptimizeResponse.parse(await job.waitUntilFinished(harness.events, 20_000));
    const row = await harness.prisma.optimization.findUniqueOrThrow({ where: { id: job.data.optimizationId } });
    expect(row.status).toBe('done');
    expect(row.engine).toBe('local');
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.optimizedResume).toContain('EDUCATION\nB.S. in Computer Science, University of Texas at Austin, 2016');
    expect(row.preview).toBe(result.optimizedResume);
    expect(result.optimizedResume.length).toBeLessThan(row.optimizedResume!.length);
    expect(result.match.scoreAfter).toBeGreaterThan(result.match.scoreBefore);
    expect(result.match.title.missing).toContain('Kafka');
    await worker.close();
  });

  it('runs as many jobs at once as OPTIMIZER_CONCURRENCY says', async () => {
    harness.fake.requests.length = 0;
    harness.fake.maxInFlight = 0;
    harness.fake.fallback = { kind: 'resume', input: honestClaudeResume(), delayMs: 600 };
    const worker = startWorker({ OPTIMIZER_CONCURRENCY: '3' });
    const jobs = await Promise.all(Array.from({ length: 6 }, () => request('anthropic')));
    await Promise.all(jobs.map((j) => j.waitUntilFinished(harness.events, 20_000)));
    expect(harness.fake.requests).toHaveLength(6);
    expect(harness.fake.maxInFlight).toBe(3);
    await worker.close();
  });

  it('answers a job that runs again from what it stored, without asking the engine again', async () => {
    harness.fake.fallback = { kind: 'resume', input: honestClaudeResume() };
    const worker = startWorker();
    const first = await request('anthropic');
    const answer = await first.waitUntilFinished(harness.events, 20_000);
    const calls = harness.fake.requests.length;
    const again = await harness.queue.add('optimize', { optimizationId: first.data.optimizationId });
    expect(await again.waitUntilFinished(harness.events, 20_000)).toEqual(answer);
    expect(harness.fake.requests.length).toBe(calls);
    await worker.close();
  });

  it('salvages a draft with an invented employer: the job completes once, without the employer, and says what it withdrew', async () => {
    harness.fake.requests.length = 0;
    harness.fake.fallback = { kind: 'resume', input: DISHONEST.inventedEmployer(honestClaudeResume()) };
    const worker = startWorker();
    const job = await request('anthropic');
    const answer = (await job.waitUntilFinished(harness.events, 20_000)) as { withdrawnCount: number };
    expect(answer.withdrawnCount).toBeGreaterThan(0);
    // The reply was usable: it is not asked again.
    expect(harness.fake.requests).toHaveLength(1);
    const row = await harness.prisma.optimization.findUniqueOrThrow({ where: { id: job.data.optimizationId } });
    expect(row.status).toBe('done');
    expect(row.optimizedResume).not.toContain('Google');
    expect(row.optimizedResume).toContain('Software Engineer, Acme Corp');
    await worker.close();
  });

  it('retries a job when Claude is overloaded, and records the failure after the last attempt', async () => {
    harness.fake.requests.length = 0;
    harness.fake.fallback = { kind: 'error', status: 529, type: 'overloaded_error', headers: { 'retry-after': '0' } };
    const worker = startWorker();
    const job = await request('anthropic');
    await expect(job.waitUntilFinished(harness.events, 40_000)).rejects.toThrow(OPTIMIZE_MESSAGES.aiBusy);
    const failed = await harness.queue.getJob(job.id!);
    expect(failed!.attemptsMade).toBe(2);
    const row = await harness.prisma.optimization.findUniqueOrThrow({ where: { id: job.data.optimizationId } });
    expect(row).toMatchObject({ status: 'failed', error: OPTIMIZE_MESSAGES.aiBusy });
    await worker.close();
  }, 60_000);

  it('fails a job whose payload is not an optimization id at once, saying so', async () => {
    const worker = startWorker();
    const job = await harness.queue.add('optimize', { optimizationId: 'not-a-uuid', resumeText: 'x' }, { attempts: 3 });
    await expect(job.waitUntilFinished(harness.events, 20_000)).rejects.toThrow(/invalid optimize payload/);
    expect((await harness.queue.getJob(job.id!))!.attemptsMade).toBe(1);
    await worker.close();
  });
});
