// `npm run bench:optimize`: the resume optimizer's figures. Prints them; it is not a test.
//  1. The local engine's whole pipeline (keywords, rewrite, fact guard, scores, preview)
//     per 1- and 3-page resume: p50/p99 (target p99 ≤ 30 ms).
//  2. The queue round trip through the gateway with the local engine and two worker
//     processes: p50 overhead over the engine's own time (target ≤ 15 ms) and
//     optimizations a second under load (target ≥ 150/s).
//  3. With a fake Claude answering after 2 s: 100 concurrent requests with one worker
//     process and then two, against 100 × 2 s ÷ (workers × concurrency).
// BENCH_SECONDS (default 8) sets the throughput run; BENCH_CLAUDE=0 skips part 3.
import { execFileSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import pino from 'pino';
import pg from 'pg';
import { ensureDatabase, migrate } from '../services/common/src/migrations.js';
import { createLocalEngine } from '../services/optimizer/src/engines/local.engine.js';
import { runOptimization } from '../services/optimizer/src/optimize/optimize.service.js';
import { startFakeClaude } from '../scripts/local-anthropic.js';
import { createMemoryStore } from '../services/optimizer/test/support/memory.store.js';
import { SAMPLE_RESUME, honestClaudeResume } from '../services/optimizer/test/support/sample-resume.js';
import { onePageResume, threePageResume } from './optimize-resumes.js';
import { freePort, percentile, startService, stopService, waitForOk } from './optimize-support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/highpay_bench_optimize';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ms = (n: number) => `${n.toFixed(2)} ms`;
/** Every request its own resume, as in real use (nothing is served from a cache). */
const variant = (resume: string, i: number) => `${resume}\n\nInterests\nChess, cycling (${i} km a week)`;

console.log(`bench:optimize — ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}`);

// 1. The local engine, in process.
{
  const memory = createMemoryStore();
  const engine = createLocalEngine();
  const deps = { store: memory.store, engineFor: () => engine, logger: pino({ level: 'silent' }) };
  for (const [label, resume] of [
    ['1-page', onePageResume()],
    ['3-page', threePageResume()],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 600; i++) {
      const id = memory.add({
        resumeText: variant(resume, i),
        jobTitle: i % 2 ? 'Senior Backend Engineer' : 'Product Manager',
        engine: 'local',
      });
      const start = performance.now();
      await runOptimization(deps, id);
      if (i >= 100) times.push(performance.now() - start);
    }
    console.log(
      `local engine, ${label} resume (${resume.length.toLocaleString('en-US')} chars): p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} over ${times.length} runs`,
    );
  }
}

// The services as docker-compose runs them.
execFileSync('npx', ['tsc', '-b', 'services/gateway', 'services/optimizer'], { stdio: 'inherit' });
await ensureDatabase(DATABASE_URL);
await migrate(DATABASE_URL);
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
await db.query('TRUNCATE optimizations CASCADE');

const gatewayPort = await freePort();
const base = `http://127.0.0.1:${gatewayPort}`;
const common = { DATABASE_URL, REDIS_URL, LOG_LEVEL: 'warn' };

async function stack(options: { prefix: string; workers: number; concurrency: number; claudeUrl?: string }) {
  const gateway = startService('gateway', 'services/gateway/dist/main.js', {
    ...common,
    QUEUE_PREFIX: options.prefix,
    PORT: String(gatewayPort),
    OPTIMIZE_RATE_LIMIT_PER_HOUR: '100000000',
  });
  const workers: ChildProcess[] = [];
  const health: string[] = [`${base}/healthz`];
  for (let i = 0; i < options.workers; i++) {
    const port = await freePort();
    health.push(`http://127.0.0.1:${port}/healthz`);
    workers.push(
      startService(`optimizer-${i + 1}`, 'services/optimizer/dist/main.js', {
        ...common,
        QUEUE_PREFIX: options.prefix,
        OPTIMIZER_PORT: String(port),
        OPTIMIZER_CONCURRENCY: String(options.concurrency),
        ...(options.claudeUrl ? { ANTHROPIC_API_KEY: 'bench', ANTHROPIC_BASE_URL: options.claudeUrl } : {}),
      }),
    );
  }
  // Every worker listens on the queue before the clock starts.
  await Promise.all(health.map((url) => waitForOk(url)));
  const stop = async () => Promise.all([gateway, ...workers].map(stopService));
  return { stop };
}

async function optimize(resumeText: string, model: 'local' | 'anthropic'): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${base}/api/optimize-resume`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jobTitle: 'Senior Backend Engineer', resumeText, model }),
  });
  if (!res.ok) throw new Error(`optimize answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - start;
}

// 2. Round trip through the gateway, local engine, two workers.
{
  const resume = onePageResume();
  const engineTimes: number[] = [];
  {
    const memory = createMemoryStore();
    const engine = createLocalEngine();
    const deps = { store: memory.store, engineFor: () => engine, logger: pino({ level: 'silent' }) };
    for (let i = 0; i < 300; i++) {
      const id = memory.add({ resumeText: variant(resume, i), jobTitle: 'Senior Backend Engineer', engine: 'local' });
      const start = performance.now();
      await runOptimization(deps, id);
      if (i >= 50) engineTimes.push(performance.now() - start);
    }
  }
  const s = await stack({ prefix: `bench-opt-${Date.now()}`, workers: 2, concurrency: 8 });
  let n = 0;
  for (let i = 0; i < 50; i++) await optimize(variant(resume, n++), 'local');
  const lat: number[] = [];
  for (let i = 0; i < 300; i++) lat.push(await optimize(variant(resume, n++), 'local'));
  const engineP50 = percentile(engineTimes, 50);
  console.log(
    `round trip through the gateway, one client: p50 ${ms(percentile(lat, 50))}, p99 ${ms(percentile(lat, 99))}; the engine alone p50 ${ms(engineP50)} → queue overhead p50 ${ms(percentile(lat, 50) - engineP50)}`,
  );

  const clients = 32;
  let done = 0;
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  const loadLat: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        loadLat.push(await optimize(variant(resume, n++), 'local'));
        done++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `throughput, 2 worker processes × concurrency 8, ${clients} clients for ${seconds.toFixed(1)} s: ${(done / seconds).toFixed(0)} optimizations/s (p50 ${ms(percentile(loadLat, 50))}, p99 ${ms(percentile(loadLat, 99))})`,
  );
  await s.stop();
}

// 3. A slow Claude: does adding workers scale?
if (process.env.BENCH_CLAUDE !== '0') {
  const fake = await startFakeClaude();
  fake.fallback = { kind: 'resume', input: honestClaudeResume(), delayMs: 2000 };
  const concurrency = 10;
  for (const workers of [1, 2]) {
    const s = await stack({ prefix: `bench-opt-claude-${Date.now()}`, workers, concurrency, claudeUrl: fake.baseUrl });
    await new Promise((r) => setTimeout(r, 500));
    fake.maxInFlight = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: 100 }, () => optimize(SAMPLE_RESUME, 'anthropic')));
    const seconds = (performance.now() - started) / 1000;
    const expected = (100 * 2) / (workers * concurrency);
    console.log(
      `fake Claude at 2 s, 100 concurrent requests, ${workers} worker process${workers === 1 ? '' : 'es'} × concurrency ${concurrency}: ${seconds.toFixed(1)} s (100 × 2 s ÷ ${workers * concurrency} = ${expected.toFixed(0)} s; at most ${fake.maxInFlight} calls in flight)`,
    );
    await s.stop();
  }
  await fake.close();
}

await db.end();
process.exit(0);
