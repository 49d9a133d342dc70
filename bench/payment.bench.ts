// `npm run bench:payment`: (1) PDF + DOCX render of a two-page resume, in process;
// (2) webhook acknowledgement latency with 50 deliveries in flight against the real
// payment service process, then its render worker builds every purchase's files, and a
// check that each session was fulfilled exactly once. The render worker starts after the
// burst (RENDER_WORKERS=0, then render-worker.main.ts): a render would compete for CPU with
// the handler, and in production it runs in its own process anyway. Prints figures; it is not a test.
// BENCH_RENDERS, BENCH_SESSIONS, BENCH_WRK_SESSIONS, BENCH_WRK_SECONDS and BENCH_DATABASE_URL change it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import { Queue } from 'bullmq';
import pg from 'pg';
import Stripe from 'stripe';
import { QUEUES, createRedis } from '@highpay/common';
import { ensureDatabase, migrate } from '../services/common/src/migrations.js';
import { renderResumeFiles } from '../services/payment/src/render/render.processor.js';
import { TWO_PAGE_RESUME } from '../services/payment/test/support/resumes.js';
import { haveWrk, wrkPosts, type WrkResult } from './wrk.js';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 40);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const WARMUP_SESSIONS = 40;
const WRK_SESSIONS = Number(process.env.BENCH_WRK_SESSIONS ?? 2500);
const WRK_SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 3);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 50);
const SERVER = (process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres').replace(
  /\/[^/]*$/,
  '',
);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'whsec_bench_secret_0123456789abcdef';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;
function summary(label: string, samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(28)} p50 ${ms(pct(s, 50)).padStart(9)}  p95 ${ms(pct(s, 95)).padStart(9)}  p99 ${ms(pct(s, 99)).padStart(9)}  max ${ms(s[s.length - 1]!).padStart(9)}  (n=${s.length})`,
  );
  return s;
}

/** CPU time (ms) used by the payment service, this database's PostgreSQL backends and this process, from /proc (Linux). */
function cpuMeter(servicePid: number, url: string) {
  const ticks = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return 0;
    }
  };
  const backends = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await c.end();
    return rows.map((r) => r.pid);
  };
  // Per backend: one that closed during the run (the pool's idle timeout) cannot be read at
  // the end and is left out rather than counted as negative.
  let start = { service: 0, client: 0, backends: new Map<number, number>() };
  const client = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
  return {
    async start() {
      const pids = await backends();
      start = { service: ticks(servicePid), client: client(), backends: new Map(pids.map((pid) => [pid, ticks(pid)])) };
    },
    async stop() {
      let postgres = 0;
      for (const [pid, before] of start.backends) {
        const after = ticks(pid);
        if (after > 0) postgres += after - before;
      }
      return { service: ticks(servicePid) - start.service, postgres, client: client() - start.client };
    },
  };
}

console.log(
  `bench:payment — ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg()[0]!.toFixed(2)}, Node ${process.version}`,
);

// 1. Rendering ----------------------------------------------------------------------
{
  const first = performance.now();
  const files = await renderResumeFiles(TWO_PAGE_RESUME, 'Senior Backend Engineer');
  const cold = performance.now() - first;
  const pages = (
    Buffer.from(files.pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;
  for (let i = 0; i < 3; i++) await renderResumeFiles(TWO_PAGE_RESUME, 'Senior Backend Engineer');
  const both: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const t = performance.now();
    await renderResumeFiles(TWO_PAGE_RESUME, 'Senior Backend Engineer');
    both.push(performance.now() - t);
  }
  console.log(
    `\nrender: ${pages}-page resume → PDF ${(files.pdf.byteLength / 1024).toFixed(0)} KiB + DOCX ${(files.docx.byteLength / 1024).toFixed(0)} KiB; first render (fonts parsed) ${ms(cold)}`,
  );
  const s = summary('PDF + DOCX (warm)', both);
  console.log(`  target p50 ≤ 100 ms: ${pct(s, 50) <= 100 ? 'met' : 'NOT met'}`);
}

// 2. Webhook acknowledgement --------------------------------------------------------
const runId = randomBytes(3).toString('hex');
const databaseUrl = `${SERVER}/highpay_bench_payment_${runId}`;
const prefix = `bench-payment-${runId}`;
await ensureDatabase(databaseUrl);
await migrate(databaseUrl);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address() as { port: number };
    s.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const paidLogs = new Map<string, number>();
let renderedLogs = 0;
const serviceEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  QUEUE_PREFIX: prefix,
  PAYMENT_PORT: String(port),
  LOG_LEVEL: 'info',
  LOCAL_WEBHOOK_SECRET: SECRET,
  PUBLIC_BASE_URL: 'http://localhost:8080',
  RENDER_WORKERS: '0',
};
const profile = process.env.BENCH_CPU_PROF ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const tsNode = (entry: string) =>
  spawn(process.execPath, [...profile, '--import', 'tsx', '--conditions=@highpay/source', entry], {
    env: serviceEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
const service = tsNode('services/payment/src/main.ts');
let renderWorker: ReturnType<typeof tsNode> | undefined;
let pending = '';
const onLog = (chunk: Buffer) => {
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    if (line.includes('"msg":"purchase paid"')) {
      const id = (JSON.parse(line) as { purchaseId: string }).purchaseId;
      paidLogs.set(id, (paidLogs.get(id) ?? 0) + 1);
    } else if (line.includes('"msg":"render done"')) renderedLogs += 1;
  }
};
service.stdout.on('data', onLog);
const stop = (child: ReturnType<typeof tsNode> | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

try {
  for (let until = Date.now() + 60_000; ;) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) throw new Error('the payment service did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }

  // Warm-up, then the bursts, then the sustained run: each on resume purchases of its own.
  // wrk's many deliveries pay job credits, which have no files to build.
  const withFiles = WARMUP_SESSIONS + 2 * SESSIONS;
  const { rows: optimizations } = await db.query<{ id: string }>(
    `INSERT INTO optimizations (id, job_title, resume_text, optimized_resume, preview, engine, status)
     SELECT gen_random_uuid(), 'Senior Backend Engineer', 'resume', $1, 'preview', 'local', 'done' FROM generate_series(1, $2)
     RETURNING id`,
    [TWO_PAGE_RESUME, withFiles],
  );
  const orders = [
    ...optimizations.map(({ id }) => ({ product: 'resume-optimizer-download', price: 500, optimizationId: id })),
    ...Array.from({ length: WRK_SESSIONS }, () => ({})),
  ];
  const sessions: Array<{ sessionId: string; purchaseId: string }> = [];
  for (let i = 0; i < orders.length; i += 25) {
    const batch = await Promise.all(
      orders.slice(i, i + 25).map(async (order) => {
        const res = await fetch(`${base}/checkout-sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(order),
        });
        return (await res.json()) as { sessionId: string };
      }),
    );
    sessions.push(...batch.map((b) => ({ sessionId: b.sessionId, purchaseId: '' })));
  }
  const { rows: purchases } = await db.query<{ id: string; session_id: string }>(
    'SELECT id, session_id FROM purchases',
  );
  const purchaseOf = new Map(purchases.map((p) => [p.session_id, p.id]));
  for (const s of sessions) s.purchaseId = purchaseOf.get(s.sessionId)!;

  // Per session: checkout.session.completed delivered twice (Stripe retries the same event)
  // and checkout.session.async_payment_succeeded once: three deliveries, one fulfilment.
  const deliveries = (list: typeof sessions) =>
    list
      .flatMap(({ sessionId, purchaseId }) => {
        const event = (id: string, type: string) => {
          const payload = JSON.stringify({
            id,
            object: 'event',
            type,
            created: Math.floor(Date.now() / 1000),
            livemode: false,
            data: {
              object: {
                id: sessionId,
                object: 'checkout.session',
                amount_total: 500,
                currency: 'usd',
                payment_status: 'paid',
                status: 'complete',
                client_reference_id: purchaseId,
                metadata: { purchaseId },
              },
            },
          });
          return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) };
        };
        const completed = event(`evt_${randomBytes(10).toString('hex')}`, 'checkout.session.completed');
        return [
          completed,
          completed,
          event(`evt_${randomBytes(10).toString('hex')}`, 'checkout.session.async_payment_succeeded'),
        ];
      })
      .sort(() => Math.random() - 0.5);

  const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const post = (d: { payload: string; signature: string }) =>
    new Promise<{ status: number; ms: number }>((resolve, reject) => {
      const started = performance.now();
      const req = request(`${base}/webhooks/stripe`, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': d.signature,
          'content-length': Buffer.byteLength(d.payload),
        },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      });
      req.on('error', reject);
      req.end(d.payload);
    });
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = request(`${base}${path}`, { agent });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      });
      req.on('error', reject);
      req.end();
    });
  async function run(list: Array<{ payload: string; signature: string }>) {
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < list.length) {
          const r = await post(list[next++]!);
          if (r.status !== 200) failures += 1;
          latencies.push(r.ms);
        }
      }),
    );
    return { latencies, failures, seconds: (performance.now() - started) / 1000 };
  }

  /** Bursts of IN_FLIGHT deliveries sent at the same moment, a pause between bursts. */
  async function bursts(list: Array<{ payload: string; signature: string }>) {
    const latencies: number[] = [];
    let failures = 0;
    for (let i = 0; i < list.length; i += IN_FLIGHT) {
      const answers = await Promise.all(list.slice(i, i + IN_FLIGHT).map(post));
      for (const a of answers) {
        if (a.status !== 200) failures += 1;
        latencies.push(a.ms);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return { latencies, failures };
  }

  await run(deliveries(sessions.slice(0, WARMUP_SESSIONS)));
  // The floor on this machine: the same bursts against the service's GET /healthz, which does nothing.
  const floor: number[] = [];
  for (let i = 0; i < 12; i++) {
    floor.push(...(await Promise.all(Array.from({ length: IN_FLIGHT }, () => get('/healthz')))));
    await new Promise((r) => setTimeout(r, 200));
  }
  const measured = sessions.slice(WARMUP_SESSIONS);
  console.log(
    `\nwebhooks: 3 deliveries a session (completed, the same event again, async_payment_succeeded), load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  const cpu = cpuMeter(service.pid!, databaseUrl);
  await cpu.start();
  const burst = await bursts(deliveries(measured.slice(0, SESSIONS)));
  summary(`floor: GET /healthz, bursts`, floor);
  const b = summary(`bursts of ${IN_FLIGHT} at once`, burst.latencies);
  const result = await run(deliveries(measured.slice(SESSIONS, 2 * SESSIONS)));
  const s = summary(`${IN_FLIGHT} in flight, sustained`, result.latencies);
  console.log(
    `  sustained throughput ${(result.latencies.length / result.seconds).toFixed(0)} deliveries/s; non-200 answers: ${result.failures + burst.failures}`,
  );
  const used = await cpu.stop();
  const perDelivery = (ms: number) =>
    `${((ms / (burst.latencies.length + result.latencies.length)) * 1000).toFixed(0)} µs`;
  console.log(
    `  CPU per delivery: payment service ${perDelivery(used.service)}, PostgreSQL backends ${perDelivery(used.postgres)}, this load generator ${perDelivery(used.client)}`,
  );

  // The same sustained load from wrk: the Node client above shares the service's cores, and
  // its own CPU cost per delivery shows in its latencies; wrk's is far smaller.
  let wrk: WrkResult | undefined;
  if (haveWrk()) {
    const list = deliveries(measured.slice(2 * SESSIONS));
    const wrkCpu = cpuMeter(service.pid!, databaseUrl);
    await wrkCpu.start();
    wrk = wrkPosts({
      url: `${base}/webhooks/stripe`,
      connections: IN_FLIGHT,
      seconds: WRK_SECONDS,
      list: list.map((d) => ({
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': d.signature },
        body: d.payload,
      })),
    });
    const wrkUsed = await wrkCpu.stop();
    console.log(
      `  ${`${IN_FLIGHT} in flight, wrk`.padEnd(28)} p50 ${ms(wrk.p50).padStart(9)}  p90 ${ms(wrk.p90).padStart(9)}  p99 ${ms(wrk.p99).padStart(9)}  max ${ms(wrk.max).padStart(9)}  (n=${wrk.requests}, ${(wrk.requests / wrk.seconds).toFixed(0)} deliveries/s, ${wrk.non200} non-200)`,
    );
    console.log(
      `  CPU per delivery under wrk: payment service ${((wrkUsed.service / wrk.requests) * 1000).toFixed(0)} µs, PostgreSQL backends ${((wrkUsed.postgres / wrk.requests) * 1000).toFixed(0)} µs`,
    );
    // Whatever wrk did not get to (or sent while it stopped), sent again so that every session is paid.
    await run(list.slice(Math.max(0, Math.min(wrk.sent, list.length) - IN_FLIGHT)));
    if (wrk.sent < list.length)
      console.log(`  (wrk sent ${wrk.sent} of ${list.length} deliveries; the rest went after it, unmeasured)`);
  } else {
    console.log('  wrk is not installed and could not be: its measurement is skipped');
    await run(deliveries(measured.slice(2 * SESSIONS)));
  }
  // Judged on wrk when it ran: the Node client's figures cannot go below its own floor (the
  // same bursts on a route that does nothing), so they measure the client as much as the service.
  const verdict = (p99: number) => (p99 <= 20 ? 'met' : 'NOT met');
  const floor99 = pct(
    [...floor].sort((x, y) => x - y),
    99,
  );
  console.log(
    wrk
      ? `  target p99 ≤ 20 ms under 50 concurrent deliveries, judged on wrk: ${verdict(wrk.p99)} (p99 ${ms(wrk.p99)}). The Node client's figures (bursts ${ms(pct(b, 99))}, sustained ${ms(pct(s, 99))}) cannot go below its own floor (p99 ${ms(floor99)} on GET /healthz, which does nothing): they measure the client as much as the service.`
      : `  target p99 ≤ 20 ms under 50 concurrent deliveries: bursts ${verdict(pct(b, 99))}, sustained ${verdict(pct(s, 99))} (the Node client's own floor: p99 ${ms(floor99)})`,
  );

  renderWorker = tsNode('services/payment/src/render/render-worker.main.ts');
  renderWorker.stdout.on('data', onLog);
  const waitStart = performance.now();
  for (let until = Date.now() + 180_000; ;) {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM download_artifacts');
    if (rows[0]!.n >= 2 * withFiles) break;
    if (Date.now() > until) throw new Error(`only ${rows[0]!.n / 2} of ${withFiles} purchases have files after 180 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const renderSeconds = (performance.now() - waitStart) / 1000;
  console.log(
    `  render worker (1 process, concurrency 2): files for all ${withFiles} resume purchases in ${renderSeconds.toFixed(1)} s (${(withFiles / renderSeconds).toFixed(1)} purchases/s, start-up included)`,
  );

  const { rows: paid } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM purchases WHERE status = 'paid'",
  );
  const { rows: events } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_events');
  const queueConnection = createRedis(REDIS_URL, { forWorker: true });
  const queue = new Queue(QUEUES.render, { connection: queueConnection, prefix });
  const counts = await queue.getJobCounts('completed', 'failed', 'waiting', 'active');
  const once = sessions.every((m) => paidLogs.get(m.purchaseId) === 1);
  const fulfilments = [...paidLogs.values()].reduce((a, b) => a + b, 0);
  console.log(
    `  exactly one fulfilment per session: ${once && fulfilments === sessions.length ? 'yes' : 'NO'} — ${sessions.length} sessions, ${paid[0]!.n} purchases paid, ${fulfilments} paid transitions, ` +
      `${events[0]!.n} events recorded (${2 * sessions.length} distinct ids sent), ${counts.completed} render jobs completed (${counts.failed} failed), ${renderedLogs} renders`,
  );
  await queue.obliterate({ force: true });
  await queue.close();
  await queueConnection.quit();
  agent.destroy();
} finally {
  await stop(renderWorker);
  await stop(service);
  await db.end();
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "highpay_bench_payment_${runId}" WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
