// The optimizer as docker-compose runs it: `node services/optimizer/dist/main.js`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QUEUES, createPrisma, createRedis, type PrismaClient } from '@highpay/common';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { startFakeClaude, type FakeClaude } from './support/fake-claude.js';
import { SAMPLE_RESUME, honestClaudeResume } from './support/sample-resume.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = `${ROOT}services/optimizer/dist/main.js`;

describe('optimizer worker processes', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let fake: FakeClaude;
  let prefix: string;
  let queue: Queue;
  let events: QueueEvents;
  const children: ChildProcess[] = [];

  function startWorkerProcess(): Promise<ChildProcess> {
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: db.url,
        REDIS_URL: inject('redisUrl'),
        QUEUE_PREFIX: prefix,
        OPTIMIZER_PORT: '0',
        OPTIMIZER_CONCURRENCY: '2',
        // Short enough for a test to see a dead worker's job retaken, long enough for a busy CI machine.
        OPTIMIZER_LOCK_DURATION_MS: '5000',
        OPTIMIZER_STALLED_INTERVAL_MS: '2000',
        ANTHROPIC_API_KEY: 'test-key',
        ANTHROPIC_BASE_URL: fake.baseUrl,
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
    const row = await prisma.optimization.create({
      data: { jobTitle: 'Backend Engineer', resumeText: SAMPLE_RESUME, engine: 'anthropic' },
      select: { id: true },
    });
    return queue.add('optimize', { optimizationId: row.id }, { jobId: row.id, attempts: 2 });
  }

  beforeAll(async () => {
    execFileSync('npx', ['tsc', '-b', 'services/optimizer'], { cwd: ROOT, stdio: 'pipe' });
    db = await createTestDatabase('optproc');
    prisma = createPrisma(db.url, { max: 2 });
    fake = await startFakeClaude();
    prefix = testQueuePrefix('optproc');
    queue = new Queue(QUEUES.optimize, { connection: createRedis(inject('redisUrl'), { forWorker: true }), prefix });
    events = new QueueEvents(QUEUES.optimize, {
      connection: createRedis(inject('redisUrl'), { forWorker: true }),
      prefix,
    });
    await events.waitUntilReady();
  }, 180_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await fake.close();
    await prisma.$disconnect();
    await db.drop();
  });

  it('on SIGTERM, finishes the optimization in flight, then exits cleanly', async () => {
    fake.requests.length = 0;
    fake.script({ kind: 'resume', input: honestClaudeResume(), delayMs: 1500 });
    const worker = await startWorkerProcess();
    const job = await enqueue();
    await until(() => fake.requests.length === 1, 10_000);

    worker.kill('SIGTERM');
    expect(await exited(worker)).toBe(0);
    const row = await prisma.optimization.findUniqueOrThrow({ where: { id: job.id! } });
    expect(row.status).toBe('done');
    expect(row.optimizedResume).toContain('Mentored 3 junior engineers');
    expect(await job.getState()).toBe('completed');
  }, 30_000);

  it('when a worker is killed mid-job, another worker takes the job over and finishes it', async () => {
    fake.requests.length = 0;
    // The first worker's request never gets an answer; the second worker's does.
    fake.script({ kind: 'hang' });
    fake.fallback = { kind: 'resume', input: honestClaudeResume() };
    const doomed = await startWorkerProcess();
    const job = await enqueue();
    await until(() => fake.requests.length === 1, 10_000);
    expect(await job.getState()).toBe('active');

    doomed.kill('SIGKILL');
    await exited(doomed);
    const rescuer = await startWorkerProcess();

    const result = await job.waitUntilFinished(events, 30_000);
    expect(result).toMatchObject({ optimizationId: job.id, engine: 'anthropic' });
    expect(fake.requests).toHaveLength(2);
    const row = await prisma.optimization.findUniqueOrThrow({ where: { id: job.id! } });
    expect(row.status).toBe('done');

    rescuer.kill('SIGTERM');
    expect(await exited(rescuer)).toBe(0);
  }, 60_000);
});
