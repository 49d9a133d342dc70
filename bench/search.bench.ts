// `npm run bench:search`: search on 1,000,000 jobs, OpenSearch against the PostgreSQL backend
// and a naive ILIKE baseline, in one run. Every measured run sends its own slice of distinct
// searches (no search is asked twice, so no cache answers one), 8 clients at a time, while a
// feed writes one job a second. Prints figures and writes them to docs/benchmarks/; not a test.
// BENCH_JOBS, BENCH_SMALL_JOBS, BENCH_SEARCHES, BENCH_NAIVE_SEARCHES, BENCH_OPENSEARCH_HEAP change it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { upsertJobs } from '../services/common/src/jobs/job.writer.js';
import { ensureDatabase, migrate } from '../services/common/src/migrations.js';
import { generateJob } from '../services/common/src/seed/job-generator.js';
import { startOpenSearch } from '../scripts/opensearch-cluster.mjs';
import { searchWorkload, type WorkloadSearch } from './search-workload.js';
import { freePort, load, startProcess, stopAll, waitForOk, fmt, type LoadResult } from './support.js';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const SMALL_JOBS = Number(process.env.BENCH_SMALL_JOBS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 2_000);
// The naive baseline takes seconds a search: a smaller slice keeps the run under an hour.
const NAIVE_SEARCHES = Number(process.env.BENCH_NAIVE_SEARCHES ?? 300);
const CLIENTS = 8;
const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432';
const BIG_URL = `${SERVER}/highpay_bench_${JOBS}`;
const SMALL_URL = `${SERVER}/highpay_bench_${SMALL_JOBS}`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ALIAS = 'bench_jobs';
const JSON_HEADERS = { 'content-type': 'application/json' };

const machine = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`;
console.log(`bench:search on ${machine}; ${SEARCHES} distinct searches a run, ${CLIENTS} clients`);

// Runs never share a search: each takes the next slice of one shuffled workload.
const workload = searchWorkload(SEARCHES * 8);
let sliceAt = 0;
const nextSlice = (): WorkloadSearch[] => workload.slice(sliceAt, (sliceAt += SEARCHES));

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

/** A search service process on `backend`; answers its base URL once ready. */
async function startSearch(name: string, env: Record<string, string>): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const child = startProcess(name, [process.execPath, 'services/search/dist/main.js'], {
    REDIS_URL,
    QUEUE_PREFIX: `bench-${name}`,
    SEARCH_PORT: String(port),
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/readyz`, undefined, 30 * 60_000);
  return { url, pid: child.pid! };
}

/** The run's searches through `url` (the search service's /search or the gateway's /api/search). */
async function measure(label: string, url: string, count = SEARCHES): Promise<LoadResult & { label: string }> {
  const searches = nextSlice().slice(0, count);
  let i = 0;
  const result = await load({
    url,
    connections: CLIENTS,
    amount: searches.length,
    nextRequest: () => ({ body: searches[i++ % searches.length]!.body }),
  });
  const row = { label, ...result };
  console.log(
    `${label.padEnd(40)} p50 ${fmt(row.p50).padStart(9)}  p99 ${fmt(row.p99).padStart(9)}  ` +
      `${row.rps.toFixed(0).padStart(5)} searches/s  ${row.errors + row.non2xx} errors`,
  );
  return row;
}

/** Writes one new job a second to the big database; when `searchUrl` is set, times until search finds each. */
function startFeed(pool: pg.Pool) {
  const run = Date.now().toString(36);
  let n = 0;
  let searchUrl: string | undefined;
  const freshness: number[] = [];
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const word = `feed${run}x${n}`;
    const job = generateJob({ seed: `feed-${run}`, index: n, id: 0, now: new Date() });
    n += 1;
    const write = upsertJobs(pool, [
      { ...job, title: `${job.title} ${word}`, source: 'bench-feed', sourceId: word, postedAt: new Date() },
    ])
      .then(async () => {
        const target = searchUrl;
        if (!target) return;
        const written = performance.now();
        while (performance.now() - written < 30_000) {
          const answer = await fetch(`${target}/search`, {
            method: 'POST',
            headers: JSON_HEADERS,
            body: JSON.stringify({ query: word }),
          }).then((r) => r.json() as Promise<{ totalResults: number }>);
          if (answer.totalResults > 0) return void freshness.push(performance.now() - written);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        freshness.push(Infinity);
      })
      .catch((error: unknown) => console.error(`feed: ${(error as Error).message}`));
    pending.add(write);
    void write.finally(() => pending.delete(write));
  }, 1000);
  return {
    timeFreshnessOn(url: string | undefined) {
      searchUrl = url;
    },
    freshness,
    written: () => n,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const rssMiB = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

// The data: 1M jobs and 100k jobs, and the 1M jobs in OpenSearch.
await seeded(BIG_URL, JOBS);
await seeded(SMALL_URL, SMALL_JOBS);
const heap = process.env.BENCH_OPENSEARCH_HEAP ?? '2g';
console.log(`starting OpenSearch (one node, heap ${heap}; data kept in .data/bench-opensearch)...`);
const engine = await startOpenSearch({ nodes: 1, dir: '.data/bench-opensearch', heap });
process.on('exit', () => void engine.stop());

const rows: Array<LoadResult & { label: string }> = [];
const big = new pg.Pool({ connectionString: BIG_URL, max: 2 });
const searchEnv = { SEARCH_BACKEND: 'opensearch', OPENSEARCH_URL: engine.url, SEARCH_INDEX: ALIAS };
const count = await fetch(`${engine.url}/${ALIAS}/_count`).then((r) =>
  r.ok ? (r.json() as Promise<{ count: number }>) : undefined,
);
const inTable = (await big.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]!.n;
// A built index stays: jobs the feed wrote since reach it through the outbox once the service runs.
if (!count?.count) {
  console.log(`indexing ${inTable.toLocaleString('en-US')} jobs into OpenSearch (npm run reindex)...`);
  const started = performance.now();
  const reindex = spawnSync(process.execPath, ['services/search/dist/cli/reindex.js'], {
    env: { ...process.env, ...searchEnv, DATABASE_URL: BIG_URL },
    stdio: 'inherit',
  });
  if (reindex.status !== 0) throw new Error('reindex failed');
  console.log(`indexed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

// OpenSearch direct, without and with the feed, then through the gateway.
const openSearch = await startSearch('opensearch', { ...searchEnv, DATABASE_URL: BIG_URL });
rows.push(await measure(`OpenSearch, ${JOBS.toLocaleString('en-US')} jobs, no feed`, `${openSearch.url}/search`));
const feed = startFeed(big);
feed.timeFreshnessOn(openSearch.url);
rows.push(await measure(`OpenSearch, ${JOBS.toLocaleString('en-US')} jobs, feed`, `${openSearch.url}/search`));
const gatewayPort = await freePort();
startProcess('gateway', [process.execPath, '--max-semi-space-size=64', 'services/gateway/dist/main.js'], {
  DATABASE_URL: BIG_URL,
  REDIS_URL,
  QUEUE_PREFIX: 'bench-opensearch',
  PORT: String(gatewayPort),
  GATEWAY_INTERNAL_PORT: String(await freePort()),
  SEARCH_SERVICE_URL: openSearch.url,
  // The bench is one client sending thousands of searches a minute.
  SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
});
await waitForOk(`http://127.0.0.1:${gatewayPort}/healthz`);
rows.push(await measure(`OpenSearch via the gateway, feed`, `http://127.0.0.1:${gatewayPort}/api/search`));
const rss = { now: rssMiB(openSearch.pid, 'VmRSS'), peak: rssMiB(openSearch.pid, 'VmHWM') };
feed.timeFreshnessOn(undefined);
console.log(
  `freshness over ${feed.freshness.length} jobs: p50 ${fmt(percentile(feed.freshness, 50))}, ` +
    `p99 ${fmt(percentile(feed.freshness, 99))}; search service memory ${rss.now.toFixed(0)} MiB (peak ${rss.peak.toFixed(0)} MiB)`,
);
await stopAll();

// PostgreSQL at 1M (the feed still writing), then PostgreSQL and naive ILIKE at 100k.
const postgresBig = await startSearch('postgres-big', { SEARCH_BACKEND: 'postgres', DATABASE_URL: BIG_URL });
rows.push(await measure(`PostgreSQL, ${JOBS.toLocaleString('en-US')} jobs, feed`, `${postgresBig.url}/search`));
await feed.stop();
await stopAll();
const postgresSmall = await startSearch('postgres-small', { SEARCH_BACKEND: 'postgres', DATABASE_URL: SMALL_URL });
rows.push(await measure(`PostgreSQL, ${SMALL_JOBS.toLocaleString('en-US')} jobs`, `${postgresSmall.url}/search`));
await stopAll();
const naivePort = await freePort();
startProcess(
  'naive',
  [process.execPath, '--import', 'tsx', '--conditions=@highpay/source', 'bench/naive-search-server.ts'],
  {
    DATABASE_URL: SMALL_URL,
    SEARCH_PORT: String(naivePort),
  },
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
await big.end();
await engine.stop();

// Targets, as ratios within this run.
const [osQuiet, osFeed, gateway, pgBig, pgSmall, naive] = rows as [
  (typeof rows)[number],
  (typeof rows)[number],
  (typeof rows)[number],
  (typeof rows)[number],
  (typeof rows)[number],
  (typeof rows)[number],
];
const fresh = feed.freshness;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const targets = [
  `OpenSearch p99 with the feed ≤ 1/10 of PostgreSQL's at 1M: ${fmt(osFeed.p99)} vs ${fmt(pgBig.p99)} (${(pgBig.p99 / osFeed.p99).toFixed(1)}×): ${met(osFeed.p99 * 10 <= pgBig.p99)}`,
  `OpenSearch p99 with the feed ≤ 1.5 × without: ${fmt(osFeed.p99)} vs ${fmt(osQuiet.p99)}: ${met(osFeed.p99 <= 1.5 * osQuiet.p99)}`,
  `OpenSearch with the feed, no errors: ${osFeed.errors + osFeed.non2xx}: ${met(osFeed.errors + osFeed.non2xx === 0)}`,
  `gateway adds ≤ 30 % to the engine's p50: ${fmt(gateway.p50)} vs ${fmt(osFeed.p50)} (+${((gateway.p50 / osFeed.p50 - 1) * 100).toFixed(0)} %): ${met(gateway.p50 <= 1.3 * osFeed.p50)}`,
  `freshness p99 ≤ 2 s: p50 ${fmt(percentile(fresh, 50))}, p99 ${fmt(percentile(fresh, 99))} over ${fresh.length} jobs: ${met(percentile(fresh, 99) <= 2000)}`,
  `search service resident memory ≤ 300 MB: ${rss.now.toFixed(0)} MiB (peak ${rss.peak.toFixed(0)} MiB): ${met(rss.peak <= 300)}`,
  `PostgreSQL at 100k p99 ≤ 1/10 of naive ILIKE's: ${fmt(pgSmall.p99)} vs ${fmt(naive.p99)} (${(naive.p99 / pgSmall.p99).toFixed(1)}×): ${met(pgSmall.p99 * 10 <= naive.p99)}`,
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
    `- Command: \`npm run bench:search\` (BENCH_JOBS=${JOBS}, BENCH_SMALL_JOBS=${SMALL_JOBS}, BENCH_SEARCHES=${SEARCHES}, OpenSearch heap ${heap})`,
    `- ${SEARCHES} distinct searches a run, ${CLIENTS} clients; a feed wrote one job a second (${feed.written()} jobs)`,
    '',
    '| run | p50 | p99 | searches/s | errors |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.label} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.rps.toFixed(0)} | ${r.errors + r.non2xx} |`),
    '',
    ...targets.map((t) => `- ${t}`),
    '',
  ].join('\n'),
);
// Formatted as the repository's Markdown is (make test checks it).
spawnSync(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--write', file], { stdio: 'ignore' });
console.log(`\nwritten to ${file}`);
process.exit(0);
