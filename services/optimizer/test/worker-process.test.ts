// The optimizer as docker-compose runs it: `node services/optimizer/dist/main.js`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startOptimizeHarness, type OptimizeHarness } from './support/optimize-harness.js';
import { SAMPLE_RESUME, honestClaudeResume } from './support/sample-resume.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = `${ROOT}services/optimizer/dist/main.js`;

describe('optimizer worker processes', () => {
  let harness: OptimizeHarness;
  const children: ChildProcess[] = [];

  function startWorkerProcess(): Promise<ChildProcess> {
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: harness.db.url,
        REDIS_URL: inject('redisUrl'),
        QUEUE_PREFIX: harness.prefix,
        OPTIMIZER_PORT: '0',
        OPTIMIZER_CONCURRENCY: '2',
        // Short enough for a test to see a dead worker's job retaken, long enough for a busy CI machine.
        OPTIMIZER_LOCK_DURATION_MS: '5000',
        OPTIMIZER_STALLED_INTERVAL_MS: '2000',
        ANTHROPIC_API_KEY: 'test-key',
        ANTHROPIC_BASE_URL: harness.fake.baseUrl,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    (child as ChildProcess & { log?: () => string }).log = () => out;
    return new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('optimizer worker started')) resolve(child);
      });
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`worker exited (${code}) before starting:\n${out}`)));
    });
  }

  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) =>
      child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
    );

  async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function enqueue() {
    const row = await harness.prisma.optimization.create({
      data: { jobTitle: 'Backend Engineer', resumeText: SAMPLE_RESUME, engine: 'anthropic' },
      select: { id: true },
    });
    return harness.queue.add('optimize', { optimizationId: row.id }, { jobId: row.id, attempts: 2 });
  }

  beforeAll(async () => {
    execFileSync('npx', ['tsc', '-b', 'services/optimizer'], { cwd: ROOT, stdio: 'pipe' });
    harness = await startOptimizeHarness('optproc', 2);
  }, 180_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await harness?.close();
  });

  it('on SIGTERM, finishes the optimization in flight, then exits cleanly', async () => {
    harness.fake.requests.length = 0;
    harness.fake.script({ kind: 'resume', input: honestClaudeResume(), delayMs: 1500 });
    const worker = await startWorkerProcess();
    const job = await enqueue();
    await until(() => harness.fake.requests.length === 1, 10_000);

    worker.kill('SIGTERM');
    expect(await exited(worker)).toBe(0);
    const row = await harness.prisma.optimization.findUniqueOrThrow({ where: { id: job.id! } });
    expect(row.status).toBe('done');
    expect(row.optimizedResume).toContain('Mentored 3 junior engineers');
    expect(await job.getState()).toBe('completed');
  }, 30_000);

  it('when a worker is killed mid-job, another worker takes the job over and finishes it', async () => {
    harness.fake.requests.length = 0;
    // The first worker's request never gets an answer; the second worker's does.
    harness.fake.script({ kind: 'hang' });
    harness.fake.fallback = { kind: 'resume', input: honestClaudeResume() };
    const doomed = await startWorkerProcess();
    const job = await enqueue();
    await until(() => harness.fake.requests.length === 1, 10_000);
    expect(await job.getState()).toBe('active');

    doomed.kill('SIGKILL');
    await exited(doomed);
    const rescuer = await startWorkerProcess();

    const result = await job.waitUntilFinished(harness.events, 30_000);
    expect(result).toMatchObject({ optimizationId: job.id, engine: 'anthropic' });
    expect(harness.fake.requests).toHaveLength(2);
    const row = await harness.prisma.optimization.findUniqueOrThrow({ where: { id: job.id! } });
    expect(row.status).toBe('done');

    rescuer.kill('SIGTERM');
    expect(await exited(rescuer)).toBe(0);
  }, 60_000);
});
