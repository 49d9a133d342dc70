// `npm run bench:search`: search at 1,000,000 jobs through the gateway, 16 clients for
// 30 s over a mixed query set, against a naive ILIKE baseline in the same run.
// Prints figures; it is not a test. BENCH_JOBS, BENCH_SECONDS, BENCH_DATABASE_URL change it.
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { ensureDatabase, migrate } from '../services/common/src/migrations.js';
import { queryMix, textLocationPairs, type MixKind } from './search-queries.js';
import { freePort, load, printLoad, startProcess, stopAll, waitForOk, fmt } from './support.js';
import { describeDamon, kdamonds, pauseDamon, restoreWhenGone, timerStalls } from './machine.js';
import { haveWrk, wrkPosts, type WrkResult } from './wrk.js';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 16;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/highpay_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const JSON_HEADERS = { 'content-type': 'application/json' };

console.log(
  `bench:search — ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, PostgreSQL at ${new URL(DATABASE_URL).host}`,
);
// The kernel's DAMON with a pageout scheme stalled every process on these VMs, idle ones
// too, for tens of milliseconds about twice a second (README): BENCH_PAUSE_DAMON=1 (as
// root) turns it off for the run and back on once it ends, as a benchmark asks for a quiet
// machine.
const damon = describeDamon(kdamonds());
let damonNote = damon ? `DAMON on: kdamond ${damon}` : 'no DAMON running';
if (damon && process.env.BENCH_PAUSE_DAMON === '1') {
  try {
    restoreWhenGone(process.pid, pauseDamon());
  } catch (error) {
    console.log(
      `BENCH_PAUSE_DAMON=1, but DAMON could not be turned off (${(error as Error).message}): run the bench as root, or without it`,
    );
    process.exit(1);
  }
  damonNote = `DAMON paused: kdamond ${damon}`;
  console.log(`${damonNote}; turned off for this run (BENCH_PAUSE_DAMON=1), back on once it ends`);
} else if (damon) {
  console.log(`${damonNote}; left running (BENCH_PAUSE_DAMON=1 turns it off for the run: README)`);
}

await ensureDatabase(DATABASE_URL);
await migrate(DATABASE_URL);
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
const have = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]!.n;
if (have < JOBS) {
  if (have > 0)
    await db.query('TRUNCATE jobs, tags, outbox_events, search_terms, search_lexemes RESTART IDENTITY CASCADE');
  console.log(`seeding ${JOBS.toLocaleString('en-US')} jobs...`);
  const seeded = spawnSync(process.execPath, ['services/common/dist/cli/seed.js', '--count', String(JOBS)], {
    env: { ...process.env, DATABASE_URL },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
}
console.log(
  `jobs: ${(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]!.n.toLocaleString('en-US')}`,
);

// Building the search index: every GIN index over the stored vectors (the three of the
// whole table and their per-category parts), built again beside the ones in place.
{
  const { rows: gins } = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'jobs' AND indexdef ~ 'USING gin \\((title|meta|search)_vector\\)'`,
  );
  const copies = gins.map((g, i) => ({
    name: `bench_gin_${i}`,
    sql: g.indexdef.replace(`INDEX ${g.indexname} ON`, `INDEX bench_gin_${i} ON`),
  }));
  const started = performance.now();
  for (const copy of copies) await db.query(copy.sql);
  const seconds = (performance.now() - started) / 1000;
  for (const copy of copies) await db.query(`DROP INDEX ${copy.name}`);
  console.log(
    `search index build (${copies.length} GIN indexes on the stored vectors, all jobs): ${seconds.toFixed(1)} s`,
  );
}
await db.query('VACUUM ANALYZE jobs');
// The index builds above write about 540 MB of WAL, which starts a checkpoint that spreads
// its writes over the next minutes, under the load runs: finish it before they start.
await db
  .query('CHECKPOINT')
  .catch((error: Error) => console.log(`  (no CHECKPOINT before the runs: ${error.message})`));
// Two sets of 2,000 random jobs, one for each load generator, so that neither finds the
// other's look-ups already in the gateway's cache; the rest for look-ups of jobs not asked
// for before. (A SYSTEM sample takes whole blocks: 0.1 % of 1M jobs gave about 1,000.)
const sample = (
  await db.query<{ id: number }>('SELECT id FROM jobs TABLESAMPLE BERNOULLI (15) ORDER BY random() LIMIT 104000')
).rows.map((r) => r.id);
const ids = sample.slice(0, 4000).filter((_, n) => n % 2 === 0);
const wrkIds = sample.slice(0, 4000).filter((_, n) => n % 2 === 1);
const stampedIds = sample.slice(4000, 6000);
const firstIds = sample.slice(6000);
await db.end();

/**
 * A search service and a gateway in front of it. The gateway starts once the search service
 * is ready, so that its first requests find it. `gatewayEnv`: the naive baseline's searches
 * run past the gateway's 10 s wait, and an error log of each would bury the figures.
 */
async function startStack(searchCommand: string[], gatewayEnv: Record<string, string> = {}): Promise<string> {
  const searchPort = await freePort();
  const gatewayPort = await freePort();
  const env = { DATABASE_URL, REDIS_URL, QUEUE_PREFIX: 'bench-search' };
  startProcess('search', searchCommand, { ...env, SEARCH_PORT: String(searchPort) });
  // The search service is ready once it has read the jobs into memory (memory-index.ts).
  const starting = performance.now();
  await waitForOk(`http://127.0.0.1:${searchPort}/readyz`, undefined, 600_000);
  console.log(`  search service ready in ${((performance.now() - starting) / 1000).toFixed(1)} s`);
  // Started as its image starts it (infra/Dockerfile's CMD).
  startProcess('gateway', [process.execPath, '--max-semi-space-size=64', 'services/gateway/dist/main.js'], {
    ...env,
    PORT: String(gatewayPort),
    SEARCH_SERVICE_URL: `http://127.0.0.1:${searchPort}`,
    ...gatewayEnv,
  });
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitForOk(`${base}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"engineer"}',
  });
  return base;
}

// Judged on wrk where it runs: autocannon runs in Node on the same two cores, and reports
// whole milliseconds (a p50 under 1 ms reads as 0).
const WRK = haveWrk();
if (!WRK) console.log('wrk is not installed and could not be: measuring with autocannon alone');
const asLoad = (w: WrkResult) => ({
  p50: w.p50,
  p99: w.p99,
  rps: w.requests / w.seconds,
  requests: w.requests,
  non2xx: w.non200,
  errors: w.errors,
});
const byIdList = (jobIds: number[]) =>
  jobIds.map((id) => ({ headers: JSON_HEADERS, body: JSON.stringify({ query: { id: String(id) } }) }));

/** The same run's requests each counted once (wrk's own percentiles add the ones a slow answer held up). */
function printAsSent(run: WrkResult, list?: Array<{ body: string }>) {
  if (!run.asSent) return;
  console.log(
    `  the same requests as sent (each once, no correction): p50 ${fmt(run.asSent.p50)}  p99 ${fmt(run.asSent.p99)}  max ${fmt(run.asSent.max)}`,
  );
  if (list)
    for (const slow of run.asSent.slowest.slice(0, 3))
      console.log(`    ${fmt(slow.ms).padStart(9)}  ${list[slow.index]?.body}`);
}

async function runMix(base: string, label: string, seconds = SECONDS) {
  const next = queryMix(7);
  if (WRK) {
    const list = Array.from({ length: 50_000 }, () => ({ headers: JSON_HEADERS, body: JSON.stringify(next().body) }));
    // A naive search may take the gateway's whole 10 s: wrk waits longer than that.
    const run = wrkPosts({ url: `${base}/api/search`, connections: CONNECTIONS, seconds, list, timeoutSeconds: 15 });
    const result = asLoad(run);
    printLoad(`${label}, wrk`, result);
    printAsSent(run, list);
    return { ...result, asSent: run.asSent };
  }
  const result = await load({
    url: `${base}/api/search`,
    connections: CONNECTIONS,
    seconds,
    nextRequest: () => ({ body: next().body }),
  });
  printLoad(label, result);
  return { ...result, asSent: undefined };
}

/** One search through the gateway, answered in full; its time in ms. */
async function timedSearch(base: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return performance.now() - started;
}

async function perKind(base: string) {
  const next = queryMix(11);
  const byKind = new Map<MixKind, number[]>();
  for (let i = 0; i < 240; i++) {
    const { kind, body } = next();
    byKind.set(kind, [...(byKind.get(kind) ?? []), await timedSearch(base, body)]);
  }
  for (const [kind, times] of byKind) {
    const sorted = times.sort((a, b) => a - b);
    console.log(
      `  one client, ${kind.padEnd(16)} p50 ${fmt(sorted[Math.floor(sorted.length / 2)]!)}  max ${fmt(sorted[sorted.length - 1]!)}`,
    );
  }
}

/** Each text + location search of the mix once, one at a time, before anything is cached. */
async function firstTimeTextLocation(base: string) {
  const times: number[] = [];
  for (const pair of textLocationPairs())
    times.push(await timedSearch(base, { ...pair, category: '', jobTypes: [], page: 1 }));
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => fmt(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);
  console.log(
    `  first-time text + location (each of ${sorted.length} once): p50 ${at(0.5)}  p90 ${at(0.9)}  max ${at(1)}`,
  );
}

// On a stack of its own, so that nothing the rest asks is cached before it.
console.log(`\nfirst-time searches, one client, through the gateway (PostgreSQL backend):`);
await firstTimeTextLocation(await startStack([process.execPath, 'services/search/dist/main.js']));
await stopAll();

const gateway = await startStack([process.execPath, 'services/search/dist/main.js']);
console.log(`\nmixed search, ${CONNECTIONS} clients, ${SECONDS} s, through the gateway (PostgreSQL backend):`);
await perKind(gateway);
// From a cold start: the mix's 3,600 different searches each have a first time, most of
// them in its first seconds, and that work (several seconds of one client's time) is what
// the run's slowest per cent waits for. Then the same mix again, every search asked before.
const ours = await runMix(gateway, 'search (postgres backend)');
const again = await runMix(gateway, 'same mix again (asked before)', Math.min(SECONDS, 10));
let i = 0;
const byId = await load({
  url: `${gateway}/api/search`,
  connections: CONNECTIONS,
  seconds: Math.min(SECONDS, 10),
  nextRequest: () => ({ body: { query: { id: String(ids[i++ % ids.length]) } } }),
});
printLoad(`job by id (autocannon, ${ids.length} jobs)`, byId);
// What the machine takes from an idle process just now, beside the stack (idle too).
const idle = await timerStalls(5000);
console.log(
  `  the idle machine, 5 s: a 1 ms timer ran over 2 ms late ${idle.stalls} times, ${fmt(idle.stalledMs)} in all, the longest ${fmt(idle.maxMs)} (${damonNote})`,
);
// The same look-ups from wrk (C): autocannon runs in Node on the same two cores and spends
// about as much CPU a request as the gateway does, so its figures measure it as well.
// Judged without the send-time stamp: its response hook has wrk hand each answer's headers
// to Lua, CPU taken from the services on these two cores (wrk.ts); the as-sent figures come
// from a second run, stamped, on 2,000 other jobs (so it too has its first look-ups).
const byIdRun = (jobIds: number[], stamp: boolean) =>
  WRK
    ? wrkPosts({
        url: `${gateway}/api/search`,
        connections: CONNECTIONS,
        seconds: Math.min(SECONDS, 10),
        list: byIdList(jobIds),
        stamp,
      })
    : undefined;
const byIdWrk = byIdRun(wrkIds, false);
if (byIdWrk) printLoad(`job by id (wrk, ${wrkIds.length} jobs)`, asLoad(byIdWrk));
// A small BENCH_JOBS leaves no other jobs for it (as for the first look-ups below): not run.
const byIdStamped = stampedIds.length > 0 ? byIdRun(stampedIds, true) : undefined;
if (byIdStamped) {
  printLoad(`job by id, stamped (wrk, ${stampedIds.length} other jobs)`, asLoad(byIdStamped));
  printAsSent(byIdStamped);
}
// Above, each job is asked for again and again, and after its first time the gateway has
// it: here every look-up is of a job nobody asked for yet, so each one crosses to the
// search service and PostgreSQL (in batches, as first look-ups do under load).
// A small BENCH_JOBS leaves no jobs for it: then it is not run (its list would be empty).
const firstWrk =
  WRK && firstIds.length > 0
    ? wrkPosts({ url: `${gateway}/api/search`, connections: CONNECTIONS, seconds: 3, list: byIdList(firstIds) })
    : undefined;
if (firstWrk) {
  printLoad(`job by id, first look-ups only (wrk)`, asLoad(firstWrk));
  printAsSent(firstWrk);
  if (firstWrk.sent > firstIds.length)
    console.log(`  (wrk ran out of new jobs: ${firstWrk.sent - firstIds.length} of its look-ups were repeats)`);
}
await stopAll();

// Node itself (not npx) so that stopping it stops the server, not just a wrapper.
const naive = await startStack([process.execPath, '--import', 'tsx', 'bench/naive-search-server.ts'], {
  LOG_LEVEL: 'fatal',
});
console.log(
  `\nsame mix against the naive ILIKE baseline (searches past the gateway's 10 s wait answer 503, counted as non-2xx):`,
);
const baseline = await runMix(naive, 'search (naive ILIKE baseline)');
await stopAll();

console.log(
  `\nratio (baseline / ours): p50 ${(baseline.p50 / ours.p50).toFixed(1)}×, p99 ${(baseline.p99 / ours.p99).toFixed(1)}×, throughput ${(ours.rps / Math.max(baseline.rps, 0.001)).toFixed(1)}×`,
);
console.log(
  `targets: p50 ≤ 10 ms, p99 ≤ 50 ms, ≥ 800 req/s; job by id p99 ≤ 5 ms (judged on wrk's p99, the stricter; as sent in brackets, for job by id from its stamped run); ${damonNote}`,
);
const sentP99 = (run?: { asSent?: { p99: number } }) => (run?.asSent ? ` (as sent ${fmt(run.asSent.p99)})` : '');
const byIdP99 = byIdWrk?.p99 ?? byId.p99;
const mixMet = (r: { p50: number; p99: number; rps: number }) =>
  r.p50 <= 10 && r.p99 <= 50 && r.rps >= 800 ? 'met' : 'not met';
const firstTimes = firstWrk
  ? `; first look-ups only p99 ${fmt(firstWrk.p99)}${sentP99(firstWrk)}: ${firstWrk.p99 <= 5 ? 'met' : 'not met'}`
  : '';
console.log(
  `job by id p99 ${fmt(byIdP99)} (${byIdWrk ? 'wrk' : 'autocannon'}, ${ids.length} jobs asked again and again): ${byIdP99 <= 5 ? 'met' : 'not met'}${byIdStamped ? `; stamped run p99 ${fmt(byIdStamped.p99)}${sentP99(byIdStamped)}` : ''}${firstTimes}; mixed from a cold start p50 ${fmt(ours.p50)}, p99 ${fmt(ours.p99)}${sentP99(ours)}, ${ours.rps.toFixed(0)} req/s: ${mixMet(ours)}; mixed again p50 ${fmt(again.p50)}, p99 ${fmt(again.p99)}${sentP99(again)}, ${again.rps.toFixed(0)} req/s: ${mixMet(again)}`,
);
process.exit(0);
