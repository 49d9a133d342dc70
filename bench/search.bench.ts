// `npm run bench:search`: search on 1,000,000 jobs, OpenSearch against the PostgreSQL backend
// and a naive ILIKE baseline, in one run. Every measured run sends its own slice of distinct
// searches (no search is asked twice, so no cache answers one), 8 clients at a time. First
// OpenSearch counting every match exactly (as before totals stopped at 10,000) and as it
// runs now, on the same index; then with a feed writing one job a second, whose freshness is
// timed as a user sees it: through the gateway, for a search asked (and cached) just before
// the write. Then the search service's memory while it rebuilds the index. Prints figures
// and writes them to docs/benchmarks/; not a test.
// BENCH_JOBS, BENCH_SMALL_JOBS (0: no PostgreSQL-at-100k and naive runs), BENCH_SEARCHES,
// BENCH_NAIVE_SEARCHES, BENCH_OPENSEARCH_HEAP, BENCH_OPENSEARCH_DIR, BENCH_REBUILD (0: no rebuild),
// BENCH_FRESHNESS_TRIALS (feed jobs timed through the gateway, at least; 60) change it;
// BENCH_DB_PREFIX names the databases, BENCH_OPENSEARCH_URL uses a node already running (its
// index kept) instead of starting one. BENCH_BEFORE_DIR, a built checkout of older code (e.g. a
// git worktree of the commit before a change), adds that code's search service on its own
// index as the "before" run, so a change is measured as a whole, not one setting of it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, spawn, spawnSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import pg from 'pg';
import { QUEUES } from '../services/common/src/queues.js';
import { writeOutbox } from '../services/common/src/jobs/job.writer.js';
import { ensureDatabase, migrate } from '../services/common/src/migrations.js';
import { startOpenSearch } from '../scripts/opensearch-cluster.mjs';
import type { FeedCommand, FeedReply, FeedTrace } from './search-feed.js';
import { searchWorkload, type WorkloadSearch } from './search-workload.js';
import { freePort, load, startProcess, stopAll, waitForOk, fmt, type LoadResult } from './support.js';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const SMALL_JOBS = Number(process.env.BENCH_SMALL_JOBS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 2_000);
// The naive baseline takes seconds a search: a smaller slice keeps the run under an hour.
const NAIVE_SEARCHES = Number(process.env.BENCH_NAIVE_SEARCHES ?? 300);
const REBUILD = process.env.BENCH_REBUILD !== '0';
// BENCH_FRESHNESS_TRIALS: feed jobs whose freshness is timed through the gateway, at least (one a second).
const FRESHNESS_TRIALS = Number(process.env.BENCH_FRESHNESS_TRIALS ?? 60);
const CLIENTS = 8;
// BENCH_ROUNDS: the compared services take this many turns (their searches split evenly).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432';
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'highpay_bench_';
const BIG_URL = `${SERVER}/${DB_PREFIX}${JOBS}`;
const SMALL_URL = `${SERVER}/${DB_PREFIX}${SMALL_JOBS}`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// BENCH_ALIAS: the index alias (another on the same node leaves this one alone).
const ALIAS = process.env.BENCH_ALIAS ?? 'bench_jobs';
// BENCH_QUEUE_PREFIX: the services' Redis prefix (their queues and jobs:changed channel).
const QUEUE_PREFIX = process.env.BENCH_QUEUE_PREFIX ?? 'bench';
const JSON_HEADERS = { 'content-type': 'application/json' };
/** Counts every match: what the search service did before totals stopped at 10,000. */
const EXACT_COUNT = '1000000000';

const machine = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`;
console.log(`bench:search on ${machine}; ${SEARCHES} distinct searches a run, ${CLIENTS} clients`);

// Runs never share a search: each takes the next slice of one shuffled workload.
const workload = searchWorkload(SEARCHES * 12);
let sliceAt = 0;
const nextSlice = (count = SEARCHES): WorkloadSearch[] => {
  if (sliceAt + count > workload.length) throw new Error('the workload ran out of distinct searches');
  return workload.slice(sliceAt, (sliceAt += count));
};

async function seeded(url: string, count: number): Promise<void> {
  await ensureDatabase(url);
  await migrate(url);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const have = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE source = 'demo'")).rows[0]!.n;
  await db.end();
  if (have >= count) return;
  console.log(`seeding ${count.toLocaleString('en-US')} jobs into ${new URL(url).pathname.slice(1)}...`);
  const started = performance.now();
  const run = spawnSync(process.execPath, ['services/common/dist/cli/seed.js', '--count', String(count)], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('seeding failed');
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The search service's Node flags as its image runs it (infra/Dockerfile): small heap limits. */
const IMAGE_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=160'];

/** A search service process on `backend` (of the checkout in `dir`); answers its base URL once ready. */
async function startSearch(
  name: string,
  env: Record<string, string>,
  dir = '.',
): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const child = startProcess(
    name,
    [process.execPath, ...IMAGE_NODE_FLAGS, path.resolve(dir, 'services/search/dist/main.js')],
    {
      REDIS_URL,
      QUEUE_PREFIX: `${QUEUE_PREFIX}-${name}`,
      SEARCH_PORT: String(port),
      ...env,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/readyz`, undefined, 30 * 60_000);
  return { url, pid: child.pid! };
}

/** Rounds of one service as one row: searches/s over their whole time, p50 and p99 the rounds' median. */
function combined(results: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const requests = sum((r) => r.requests);
  return {
    p50: percentile(
      results.map((r) => r.p50),
      50,
    ),
    p99: percentile(
      results.map((r) => r.p99),
      50,
    ),
    mean: sum((r) => r.mean * r.requests) / requests,
    rps: requests / sum((r) => r.requests / r.rps),
    requests,
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    bytesPerAnswer: sum((r) => r.bytesPerAnswer * r.requests) / requests,
  };
}

/** The run's searches through `url` (the search service's /search or the gateway's /api/search). */
async function measure(label: string, url: string, count = SEARCHES): Promise<LoadResult & { label: string }> {
  const searches = nextSlice(count);
  let i = 0;
  const result = await load({
    url,
    connections: CLIENTS,
    amount: searches.length,
    nextRequest: () => ({ body: searches[i++ % searches.length]!.body }),
  });
  const row = { label, ...result };
  console.log(
    `${label.padEnd(46)} p50 ${fmt(row.p50).padStart(9)}  p99 ${fmt(row.p99).padStart(9)}  ` +
      `${row.rps.toFixed(0).padStart(5)} searches/s  ${row.errors + row.non2xx} errors`,
  );
  return row;
}

/**
 * The feed (bench/search-feed.ts) in a process of its own, so that its timing does not wait on
 * this process's event loop, busy sending the load: it writes one new job a second to the big
 * database and, once given a gateway's /api/search, times each job's freshness there.
 */
function startFeed() {
  const child = fork('bench/search-feed.ts', [], {
    execArgv: ['--import', 'tsx', '--conditions=@highpay/source'],
    env: { ...process.env, DATABASE_URL: BIG_URL },
  });
  process.on('exit', () => child.kill());
  let last: FeedReply = {
    times: [],
    traces: [],
    written: 0,
    nextSequentialWord: '',
    loopDelay: { p50: 0, p99: 0, max: 0 },
  };
  const ask = (command: FeedCommand) =>
    new Promise<FeedReply>((resolve) => {
      child.once('message', (reply) => resolve((last = reply as FeedReply)));
      child.send(command);
    });
  return {
    /** Times freshness through `url` from now on; answers what was timed through the previous one. */
    timeFreshnessOn: (url: string | undefined, engine?: string) => ask({ timeOn: url, engine }),
    written: () => last.written,
    async stop() {
      await ask({ stop: true });
      child.disconnect();
    },
  };
}

/** A gateway in front of `searchUrl`, hearing the jobs:changed of the search service with `queuePrefix`. */
async function startGateway(searchUrl: string, queuePrefix: string): Promise<string> {
  const port = await freePort();
  startProcess('gateway', [process.execPath, '--max-semi-space-size=64', 'services/gateway/dist/main.js'], {
    DATABASE_URL: BIG_URL,
    REDIS_URL,
    QUEUE_PREFIX: queuePrefix,
    PORT: String(port),
    GATEWAY_INTERNAL_PORT: String(await freePort()),
    SEARCH_SERVICE_URL: searchUrl,
    // The bench is one client sending thousands of searches a minute.
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  await waitForOk(`http://127.0.0.1:${port}/healthz`);
  return `http://127.0.0.1:${port}`;
}

/** The JSON bytes of a 20-job page through the gateway for `count` searches of the workload (uncompressed). */
async function answerBytes(gateway: string, count: number): Promise<number[]> {
  const sizes: number[] = [];
  for (const search of nextSlice().slice(0, count)) {
    const res = await fetch(`${gateway}/api/search`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ ...search.body, page: 1 }),
    });
    const body = Buffer.from(await res.arrayBuffer());
    if ((JSON.parse(body.toString('utf8')) as { jobs: unknown[] }).jobs.length === 20) sizes.push(body.length);
  }
  return sizes;
}

/**
 * Where the time of each timed feed job went, from the search service's own clocks (the index
 * queue's added / started / finished times) and this process's: its write, its commit, the
 * gateway's answer. Prints the stages' p50 and p99 and the slowest jobs.
 */
async function explainFreshness(label: string, traces: FeedTrace[], queuePrefix: string): Promise<string[]> {
  if (traces.length === 0) return [];
  const queue = new Queue(QUEUES.index, { connection: { url: REDIS_URL }, prefix: queuePrefix });
  const { rows } = await big.query<{ id: string; aggregate_id: string }>(
    `SELECT id::text AS id, aggregate_id FROM outbox_events WHERE type = 'job.upserted' AND aggregate_id = ANY($1::text[])`,
    [traces.map((t) => String(t.jobId))],
  );
  const outboxOf = new Map(rows.map((r) => [r.aggregate_id, r.id]));
  const stages: Record<string, number[]> = {
    'write to commit': [],
    'commit to queued (relay)': [],
    'queued to started (worker)': [],
    'started to announced (index, refresh)': [],
    'started to counted by the engine': [],
    'announced to the gateway answering': [],
    'the search that found it': [],
  };
  const slow: Array<{ total: number; line: string }> = [];
  let retried = 0;
  for (const t of traces) {
    const outboxId = outboxOf.get(String(t.jobId));
    const job = outboxId ? await queue.getJob(`outbox-${outboxId}`) : undefined;
    if (!job?.processedOn || !job.finishedOn) continue;
    if (job.attemptsStarted > 1) retried += 1;
    const parts = [
      t.committedAt - t.writeAt,
      job.timestamp - t.committedAt,
      job.processedOn - job.timestamp,
      job.finishedOn - job.processedOn,
      t.engineAt === undefined ? NaN : t.engineAt - job.processedOn,
      t.seenAt - job.finishedOn,
      t.lastPollMs,
    ];
    Object.values(stages).forEach((values, i) => {
      if (!Number.isNaN(parts[i])) values.push(parts[i]!);
    });
    slow.push({
      total: t.seenAt - t.writeAt,
      line:
        `${fmt(t.seenAt - t.writeAt)} = ${[0, 1, 2, 3, 5].map((i) => fmt(parts[i]!)).join(' + ')} ` +
        (job.attemptsStarted > 1 ? `(started ${job.attemptsStarted} times) ` : '') +
        `(${t.polls} searches, the last ${fmt(t.lastPollMs)}${Number.isNaN(parts[4]) ? '' : `; the engine counted it ${fmt(parts[4]!)} after the start`})`,
    });
  }
  await queue.close();
  const lines = [
    `freshness on ${label}, stage by stage over ${slow.length} jobs (p50 / p99 / max):`,
    ...Object.entries(stages)
      .filter(([, values]) => values.length > 0)
      .map(
        ([stage, values]) =>
          `  ${stage.padEnd(40)} ${fmt(percentile(values, 50))} / ${fmt(percentile(values, 99))} / ${fmt(Math.max(...values))}`,
      ),
    `  index events retried: ${retried}`,
    `  slowest (write→commit + →queued + →started + →announced + →answered):`,
    ...slow
      .sort((a, b) => b.total - a.total)
      .slice(0, 4)
      .map((s) => `    ${s.line}`),
  ];
  console.log(lines.join('\n'));
  return lines;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const rssMiB = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

// The data: 1M jobs and 100k jobs, and the 1M jobs in OpenSearch.
await seeded(BIG_URL, JOBS);
if (SMALL_JOBS > 0) await seeded(SMALL_URL, SMALL_JOBS);
const heap = process.env.BENCH_OPENSEARCH_HEAP ?? '2g';
const engineDir = process.env.BENCH_OPENSEARCH_DIR ?? '.data/bench-opensearch';
const runningEngine = process.env.BENCH_OPENSEARCH_URL;
console.log(
  runningEngine
    ? `using the OpenSearch node at ${runningEngine}`
    : `starting OpenSearch (one node, heap ${heap}; data kept in ${engineDir})...`,
);
// A node started elsewhere is left running.
const engine = runningEngine
  ? { url: runningEngine, stop: () => Promise.resolve() }
  : await startOpenSearch({ nodes: 1, dir: engineDir, heap });
process.on('exit', () => void engine.stop());

const rows: Array<LoadResult & { label: string }> = [];
const big = new pg.Pool({ connectionString: BIG_URL, max: 2 });
const searchEnv = { SEARCH_BACKEND: 'opensearch', OPENSEARCH_URL: engine.url, SEARCH_INDEX: ALIAS };
const count = await fetch(`${engine.url}/${ALIAS}/_count`).then((r) =>
  r.ok ? (r.json() as Promise<{ count: number }>) : undefined,
);
const inTable = (await big.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]!.n;
// A built index stays: jobs the feed wrote since reach it through the outbox once the service runs.
// Built as the search service rebuilds it: the same code, with the image's heap limits.
let firstBuild: string | undefined;
if (!count?.count) {
  console.log(`indexing ${inTable.toLocaleString('en-US')} jobs into OpenSearch (npm run reindex)...`);
  const started = performance.now();
  const reindex = spawn(process.execPath, [...IMAGE_NODE_FLAGS, 'services/search/dist/cli/reindex.js'], {
    env: { ...process.env, ...searchEnv, DATABASE_URL: BIG_URL },
    stdio: 'inherit',
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(reindex.pid!, 'VmRSS'))), 250);
  const status = await new Promise<number | null>((resolve) => reindex.once('exit', resolve));
  clearInterval(sampler);
  if (status !== 0) throw new Error('reindex failed');
  const seconds = (performance.now() - started) / 1000;
  firstBuild = `first build of the index (npm run reindex, the image's Node flags): ${inTable.toLocaleString('en-US')} jobs in ${seconds.toFixed(0)} s (${(inTable / seconds).toFixed(0)} jobs/s), peak ${peak.toFixed(0)} MiB resident`;
  console.log(firstBuild);
}

// The seed's 'jobs.reindex' event asks for the rebuild just made (or kept): left for the
// services' relay, it would rebuild the index again while they are measured.
await big.query(`UPDATE outbox_events SET published_at = now() WHERE type = 'jobs.reindex' AND published_at IS NULL`);

// The older code's search service, on an index its own reindex built (kept across runs).
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
let before: { url: string; pid: number; label: string } | undefined;
if (BEFORE_DIR) {
  const commit = spawnSync('git', ['-C', BEFORE_DIR, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout.trim();
  const beforeEnv = { ...searchEnv, SEARCH_INDEX: `${ALIAS}_before`, DATABASE_URL: BIG_URL };
  const built = await fetch(`${engine.url}/${ALIAS}_before/_count`).then((r) =>
    r.ok ? (r.json() as Promise<{ count: number }>) : undefined,
  );
  if (!built?.count) {
    console.log(`indexing into ${ALIAS}_before with the code at ${commit}...`);
    const run = spawnSync(process.execPath, [path.resolve(BEFORE_DIR, 'services/search/dist/cli/reindex.js')], {
      cwd: BEFORE_DIR,
      env: { ...process.env, ...beforeEnv },
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error('reindex with the code before failed');
  }
  const service = await startSearch('opensearch-before', beforeEnv, BEFORE_DIR);
  before = { ...service, label: `OpenSearch, code at ${commit} (before)` };
}

// OpenSearch counting every match (as before totals stopped at 10,000) and as it runs now, each
// its own process on the same index, warmed up alike, before any feed writes. The services take
// turns, a slice of searches each per round, so a change in the machine's load falls on all.
const N = JOBS.toLocaleString('en-US');
const exact = await startSearch('opensearch-exact', {
  ...searchEnv,
  DATABASE_URL: BIG_URL,
  SEARCH_COUNT_UP_TO: EXACT_COUNT,
});
const openSearch = await startSearch('opensearch', { ...searchEnv, DATABASE_URL: BIG_URL });
const compared = [
  ...(before ? [before] : []),
  { ...exact, label: `OpenSearch, ${N} jobs, exact totals (before)` },
  { ...openSearch, label: `OpenSearch, ${N} jobs, totals to 10,000 (after)` },
];
for (const service of compared) await measure('warm-up (not counted)', `${service.url}/search`, 300);
const rounds = compared.map(() => [] as LoadResult[]);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, service] of compared.entries()) {
    rounds[i]!.push(await measure(`${service.label}, round ${round + 1}`, `${service.url}/search`, SEARCHES / ROUNDS));
  }
}
const comparedRows = compared.map((service, i) => ({ label: service.label, ...combined(rounds[i]!) }));
const beforeRow = before ? comparedRows.shift() : undefined;
rows.push(...comparedRows);
for (const service of [exact, ...(before ? [before] : [])]) process.kill(service.pid, 'SIGTERM');

const gatewayUrl = await startGateway(openSearch.url, `${QUEUE_PREFIX}-opensearch`);
const feed = startFeed();
// How late the load generator's timers run (the feed times freshness in its own process).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const refreshStats = async () =>
  (
    (await fetch(`${engine.url}/${ALIAS}/_stats/refresh,indexing`).then((r) => r.json())) as {
      _all: {
        total: {
          refresh: { total: number; total_time_in_millis: number };
          indexing: { index_total: number; index_time_in_millis: number };
        };
      };
    }
  )._all.total;
const statsBefore = await refreshStats();
await feed.timeFreshnessOn(`${gatewayUrl}/api/search`, `${engine.url}/${ALIAS}`);
const timedFrom = performance.now();
rows.push(await measure(`OpenSearch, ${N} jobs, feed`, `${openSearch.url}/search`));
rows.push(await measure(`OpenSearch via the gateway, feed`, `${gatewayUrl}/api/search`));
const pageBytes = await answerBytes(gatewayUrl, 100);
const rss = { now: rssMiB(openSearch.pid, 'VmRSS'), peak: rssMiB(openSearch.pid, 'VmHWM') };
// The feed writes one job a second: enough seconds for the trials asked for (a few to spare).
const remainingMs = (FRESHNESS_TRIALS + 3) * 1000 - (performance.now() - timedFrom);
if (remainingMs > 0) {
  console.log(`timing freshness ${(remainingMs / 1000).toFixed(0)} s more, for ${FRESHNESS_TRIALS} trials...`);
  await new Promise((resolve) => setTimeout(resolve, remainingMs));
}
const fedOpenSearch = await feed.timeFreshnessOn(undefined);
const statsAfter = await refreshStats();
const refreshes = statsAfter.refresh.total - statsBefore.refresh.total;
const indexed = statsAfter.indexing.index_total - statsBefore.indexing.index_total;
const engineLine =
  `the engine meanwhile: ${refreshes} refreshes, ${((statsAfter.refresh.total_time_in_millis - statsBefore.refresh.total_time_in_millis) / Math.max(1, refreshes)).toFixed(0)} ms each on average; ` +
  `${indexed} documents written, ${((statsAfter.indexing.index_time_in_millis - statsBefore.indexing.index_time_in_millis) / Math.max(1, indexed)).toFixed(1)} ms each`;
console.log(engineLine);
const freshOpenSearch = fedOpenSearch.times;
loopDelay.disable();
// The check of the earlier runs (a count above 0 for a job's word) on a word no job has yet.
const neighbours = (
  (await fetch(`${openSearch.url}/search`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ query: fedOpenSearch.nextSequentialWord }),
  }).then((r) => r.json())) as { totalResults: number }
).totalResults;
const neighboursLine = `a search for the next feed job's word (${fedOpenSearch.nextSequentialWord}), before it is written, counts ${neighbours} jobs: its neighbours, matched as typos`;
console.log(neighboursLine);
const benchLoop =
  `timers ran late by p50 ${fmt(loopDelay.percentile(50) / 1e6)}, p99 ${fmt(loopDelay.percentile(99) / 1e6)}, max ${fmt(loopDelay.max / 1e6)} in the load generator; ` +
  `p50 ${fmt(fedOpenSearch.loopDelay.p50)}, p99 ${fmt(fedOpenSearch.loopDelay.p99)}, max ${fmt(fedOpenSearch.loopDelay.max)} in the feed's process`;
console.log(benchLoop);
const stagesOpenSearch = await explainFreshness('OpenSearch', fedOpenSearch.traces, `${QUEUE_PREFIX}-opensearch`);
console.log(
  `freshness through the gateway on OpenSearch over ${freshOpenSearch.length} jobs: p50 ${fmt(percentile(freshOpenSearch, 50))}, ` +
    `p99 ${fmt(percentile(freshOpenSearch, 99))}; search service memory ${rss.now.toFixed(0)} MiB (peak ${rss.peak.toFixed(0)} MiB)`,
);
console.log(
  `20-job pages through the gateway: median ${(percentile(pageBytes, 50) / 1024).toFixed(1)} KiB, ` +
    `largest ${(Math.max(...pageBytes) / 1024).toFixed(1)} KiB over ${pageBytes.length} searches`,
);
await stopAll();

// PostgreSQL at 1M (the feed still writing, its freshness timed through a gateway of its
// own), then PostgreSQL and naive ILIKE at 100k.
const postgresBig = await startSearch('postgres-big', { SEARCH_BACKEND: 'postgres', DATABASE_URL: BIG_URL });
const postgresGateway = await startGateway(postgresBig.url, `${QUEUE_PREFIX}-postgres-big`);
await feed.timeFreshnessOn(`${postgresGateway}/api/search`);
rows.push(await measure(`PostgreSQL, ${N} jobs, feed`, `${postgresBig.url}/search`));
const fedPostgres = await feed.timeFreshnessOn(undefined);
const freshPostgres = fedPostgres.times;
const stagesPostgres = await explainFreshness('PostgreSQL', fedPostgres.traces, `${QUEUE_PREFIX}-postgres-big`);
await feed.stop();
await stopAll();
// The search service's memory while it rebuilds the whole index (a 'jobs.reindex' event, as
// after a mapping change), sampled every 250 ms.
let rebuild: { ms: number; peakMiB: number; jobs: number } | undefined;
if (REBUILD) {
  const service = await startSearch('opensearch-rebuild', { ...searchEnv, DATABASE_URL: BIG_URL });
  const aliasTargets = async () =>
    Object.keys((await fetch(`${engine.url}/_alias/${ALIAS}`).then((r) => r.json())) as object).join();
  const before = await aliasTargets();
  console.log(`rebuilding ${inTable.toLocaleString('en-US')}+ jobs in the search service...`);
  const started = performance.now();
  await writeOutbox(big, 'jobs.reindex', '*');
  let peak = 0;
  while ((await aliasTargets()) === before && performance.now() - started < 60 * 60_000) {
    peak = Math.max(peak, rssMiB(service.pid, 'VmRSS'));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  peak = Math.max(peak, rssMiB(service.pid, 'VmHWM'));
  const jobs = ((await fetch(`${engine.url}/${ALIAS}/_count`).then((r) => r.json())) as { count: number }).count;
  rebuild = { ms: performance.now() - started, peakMiB: peak, jobs };
  console.log(
    `rebuilt ${jobs.toLocaleString('en-US')} jobs in ${(rebuild.ms / 1000).toFixed(0)} s; search service peak ${peak.toFixed(0)} MiB`,
  );
  await stopAll();
}
await big.end();

if (SMALL_JOBS > 0) {
  const postgresSmall = await startSearch('postgres-small', {
    SEARCH_BACKEND: 'postgres',
    DATABASE_URL: SMALL_URL,
  });
  rows.push(await measure(`PostgreSQL, ${SMALL_JOBS.toLocaleString('en-US')} jobs`, `${postgresSmall.url}/search`));
  await stopAll();
  const naivePort = await freePort();
  startProcess(
    'naive',
    [process.execPath, '--import', 'tsx', '--conditions=@highpay/source', 'bench/naive-search-server.ts'],
    { DATABASE_URL: SMALL_URL, SEARCH_PORT: String(naivePort) },
  );
  await waitForOk(`http://127.0.0.1:${naivePort}/jobs/recent?limit=1`);
  rows.push(
    await measure(
      `naive ILIKE, ${SMALL_JOBS.toLocaleString('en-US')} jobs (${NAIVE_SEARCHES} searches)`,
      `http://127.0.0.1:${naivePort}/search`,
      NAIVE_SEARCHES,
    ),
  );
  await stopAll();
}
await engine.stop();

// Targets, as ratios within this run.
type Row = (typeof rows)[number];
const [osExact, osQuiet, osFeed, gateway, pgBig, pgSmall, naive] = rows as [
  Row,
  Row,
  Row,
  Row,
  Row,
  Row | undefined,
  Row | undefined,
];
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const freshness = (label: string, times: number[]) =>
  `freshness through the gateway on ${label} p99 ≤ 2 s (searched just before each write): p50 ${fmt(percentile(times, 50))}, p99 ${fmt(percentile(times, 99))} over ${times.length} jobs: ${met(times.length > 0 && percentile(times, 99) <= 2000)}`;
const targets = [
  ...(beforeRow
    ? [
        `OpenSearch searches/s ≥ 1.8 × the code before: ${osQuiet.rps.toFixed(0)} vs ${beforeRow.rps.toFixed(0)} (${(osQuiet.rps / beforeRow.rps).toFixed(2)}×), p50 ${fmt(beforeRow.p50)} → ${fmt(osQuiet.p50)}, p99 ${fmt(beforeRow.p99)} → ${fmt(osQuiet.p99)}: ${met(osQuiet.rps >= 1.8 * beforeRow.rps)}`,
      ]
    : []),
  `OpenSearch searches/s ≥ 1.8 × with exact totals: ${osQuiet.rps.toFixed(0)} vs ${osExact.rps.toFixed(0)} (${(osQuiet.rps / osExact.rps).toFixed(2)}×): ${met(osQuiet.rps >= 1.8 * osExact.rps)}`,
  `OpenSearch p99 with the feed ≤ 1/20 of PostgreSQL's at ${N}: ${fmt(osFeed.p99)} vs ${fmt(pgBig.p99)} (${(pgBig.p99 / osFeed.p99).toFixed(1)}×): ${met(osFeed.p99 * 20 <= pgBig.p99)}`,
  `OpenSearch with the feed, no errors: ${osFeed.errors + osFeed.non2xx}: ${met(osFeed.errors + osFeed.non2xx === 0)}`,
  `gateway adds ≤ 30 % to the engine's p50: ${fmt(gateway.p50)} vs ${fmt(osFeed.p50)} (+${((gateway.p50 / osFeed.p50 - 1) * 100).toFixed(0)} %): ${met(gateway.p50 <= 1.3 * osFeed.p50)}`,
  freshness('OpenSearch', freshOpenSearch),
  freshness('PostgreSQL', freshPostgres),
  `a 20-job page ≤ 25 KB before compression: median ${kib(percentile(pageBytes, 50))}, largest ${kib(Math.max(...pageBytes))} over ${pageBytes.length} searches: ${met(Math.max(...pageBytes) <= 25_000)}`,
  `search service resident memory ≤ 300 MB serving: ${rss.now.toFixed(0)} MiB (peak ${rss.peak.toFixed(0)} MiB): ${met(rss.peak <= 300)}`,
  ...(rebuild
    ? [
        `search service resident memory ≤ 300 MB rebuilding ${rebuild.jobs.toLocaleString('en-US')} jobs (${(rebuild.ms / 1000).toFixed(0)} s): peak ${rebuild.peakMiB.toFixed(0)} MiB: ${met(rebuild.peakMiB <= 300)}`,
      ]
    : []),
  ...(pgSmall && naive
    ? [
        `PostgreSQL at 100k p99 ≤ 1/10 of naive ILIKE's: ${fmt(pgSmall.p99)} vs ${fmt(naive.p99)} (${(naive.p99 / pgSmall.p99).toFixed(1)}×): ${met(pgSmall.p99 * 10 <= naive.p99)}`,
      ]
    : []),
];
console.log(`\n${targets.join('\n')}`);

const date = new Date().toISOString().slice(0, 10);
const file = `docs/benchmarks/${date}-search-engine-${Date.now().toString(36)}.md`;
mkdirSync('docs/benchmarks', { recursive: true });
writeFileSync(
  file,
  [
    `# Search on an engine: ${date}`,
    '',
    `- Machine: ${machine}`,
    `- Command: \`npm run bench:search\` (BENCH_JOBS=${JOBS}, BENCH_SMALL_JOBS=${SMALL_JOBS}, BENCH_SEARCHES=${SEARCHES}, ${runningEngine ? `the OpenSearch node at ${runningEngine}` : `OpenSearch heap ${heap}`})`,
    `- ${SEARCHES} distinct searches a run, ${CLIENTS} clients; a feed wrote one job a second (${feed.written()} jobs)`,
    '',
    '| run | p50 | p99 | searches/s | bytes/answer | errors |',
    '| --- | --- | --- | --- | --- | --- |',
    ...(beforeRow ? [beforeRow, ...rows] : rows).map(
      (r) =>
        `| ${r.label} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.rps.toFixed(0)} | ${r.bytesPerAnswer.toFixed(0)} | ${r.errors + r.non2xx} |`,
    ),
    '',
    ...targets.map((t) => `- ${t}`),
    '',
    `- ${benchLoop}`,
    `- ${neighboursLine}`,
    `- ${engineLine}`,
    ...(firstBuild ? [`- ${firstBuild}`] : []),
    '',
    '```',
    ...stagesOpenSearch,
    ...stagesPostgres,
    '```',
    '',
  ].join('\n'),
);
// Formatted as the repository's Markdown is (make test checks it).
spawnSync(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--write', file], { stdio: 'ignore' });
console.log(`\nwritten to ${file}`);
process.exit(0);
