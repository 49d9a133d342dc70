// `npm run bench:alerts`: job alert matching, 100,000 saved alerts against 10,000 new jobs,
// on OpenSearch (the sender's due run: the window's jobs percolated once against every alert,
// the due alerts' matches stored in PostgreSQL) and on PostgreSQL (each alert runs its search
// over the jobs written since its last digest) in one run; then the send rate of digests into
// a local SMTP server. The alerts are varied searches made from the contracts' vocabularies,
// never the same twice, saved in PostgreSQL as confirmed daily alerts. PostgreSQL runs a random
// sample of the alerts and its time is extrapolated to all of them (said so in the output).
// Prints figures and writes them to docs/benchmarks/; not a test.
// BENCH_ALERTS, BENCH_NEW_JOBS, BENCH_OLD_JOBS, BENCH_PG_SAMPLE, BENCH_DIGESTS,
// BENCH_PERCOLATE_BATCH, BENCH_PERCOLATE_REQUESTS, BENCH_ALERT_SHARDS, BENCH_DIFFS,
// BENCH_OPENSEARCH_HEAP, BENCH_OPENSEARCH_DIR, BENCH_OPENSEARCH_PORT, BENCH_ALERTS_DATABASE_URL change it.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import {
  COUNTRY_CODES,
  JOB_CATEGORIES,
  JOB_TYPES,
  SEARCH_PAGE_SIZE,
  WORK_SETTINGS,
  ZAlertCriteria,
  type AlertCriteria,
  type AlertCriteriaInput,
} from '@highpay/contracts';
import { US_CITIES } from '@highpay/common/reference/cities';
import { CATEGORY_PROFILES } from '@highpay/common/reference/categories';
import { createRandom } from '@highpay/common/seed/random';
import { ensureDatabase, migrate } from '../services/common/src/migrations.js';
import { createAlertMatchRunner } from '../services/alerts/src/matching/alert-match-run.js';
import {
  createEngineAlertIndex,
  createEngineAlertMatcher,
  PERCOLATE_BATCH,
  PERCOLATE_REQUESTS,
} from '../services/alerts/src/matching/engine-alert-matcher.js';
import {
  createPostgresAlertMatcher,
  type AlertMatches,
} from '../services/alerts/src/matching/postgres-alert-matcher.js';
import { INDEXED_JOB_COLUMNS, toDocument, type IndexedJobRow } from '@highpay/common/search/engine-mapping';
import { searchSql } from '@highpay/common/search/postgres-query-builder';
import { LISTED } from '@highpay/common';
import { createPostgresPlaceResolver, resolveLocation } from '@highpay/common/search/place-resolver';
import { hasPositiveClause, parseQuery } from '@highpay/common/search/query.parser';
import { digestMail } from '../services/alerts/src/digests/alert-mail.js';
import { createAlertTokens } from '../services/alerts/src/subscriptions/alert-token.js';
import { alertLinks } from '../services/alerts/src/subscriptions/alerts.service.js';
import { createSmtpTransport } from '../services/alerts/src/digests/mail-transport.js';
import { createOpenSearchClient } from '@highpay/common/search/opensearch.client';
import { startOpenSearch } from '../scripts/opensearch-cluster.mjs';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const NEW_JOBS = Number(process.env.BENCH_NEW_JOBS ?? 10_000);
/** Jobs written before the window: PostgreSQL's searches must pass over them. */
const OLD_JOBS = Number(process.env.BENCH_OLD_JOBS ?? 40_000);
const PG_SAMPLE = Number(process.env.BENCH_PG_SAMPLE ?? 1_000);
const DIGESTS = Number(process.env.BENCH_DIGESTS ?? 2_000);
/** As the sender: jobs a percolate request, requests at once, shards of the alerts' index. */
const BATCH = Number(process.env.BENCH_PERCOLATE_BATCH ?? PERCOLATE_BATCH);
const REQUESTS = Number(process.env.BENCH_PERCOLATE_REQUESTS ?? PERCOLATE_REQUESTS);
const SHARDS = Number(process.env.BENCH_ALERT_SHARDS ?? 1);
/** Sampled alerts whose counts differ between the two, printed with the jobs only one side found. */
const DIFFS = Number(process.env.BENCH_DIFFS ?? 3);
const PERIOD_KEY = 'bench';
/** As the alerts worker: four digests at a time, on a pool of four connections. */
const CONCURRENCY = 4;
const DAILY_PERIOD_S = 86_400;
const DATABASE_URL =
  process.env.BENCH_ALERTS_DATABASE_URL ??
  `postgresql://postgres@127.0.0.1:5432/highpay_bench_alerts_${NEW_JOBS + OLD_JOBS}`;
const ALERT_INDEX = 'bench_alerts';

const machine = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`;
const loadBefore = os.loadavg().map((n) => n.toFixed(2));
console.log(`bench:alerts on ${machine}; load ${loadBefore.join(' ')}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const num = (n: number) => Math.round(n).toLocaleString('en-US');

// The jobs: OLD_JOBS + NEW_JOBS demo jobs; all but a random NEW_JOBS of them written days ago.
async function seedJobs(): Promise<pg.Pool> {
  await ensureDatabase(DATABASE_URL);
  await migrate(DATABASE_URL);
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: CONCURRENCY, options: '-c jit=off' });
  const total = NEW_JOBS + OLD_JOBS;
  const have = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]!.n;
  if (have !== total) {
    await pool.query('TRUNCATE jobs CASCADE');
    console.log(`seeding ${num(total)} jobs...`);
    const run = spawnSync(process.execPath, ['services/common/dist/cli/seed.js', '--count', String(total)], {
      env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error('seeding failed');
  }
  await pool.query(`UPDATE jobs SET created_at = now() - interval '3 days'`);
  await pool.query(
    `UPDATE jobs SET created_at = now() - random() * interval '20 hours'
      WHERE id IN (SELECT id FROM jobs ORDER BY md5(id::text) LIMIT $1)`,
    [NEW_JOBS],
  );
  await pool.query('ANALYZE jobs');
  return pool;
}

/** `count` distinct alerts as people save them from /search (deterministic). */
function makeAlerts(count: number): AlertCriteria[] {
  const random = createRandom('bench-alerts');
  const roles = CATEGORY_PROFILES.flatMap((c) => c.roles);
  const skills = [...new Set(roles.flatMap((r) => r.skills))];
  const titleWords = [...new Set(roles.flatMap((r) => r.title.toLowerCase().split(/\s+/)))].filter(
    (w) => w.length >= 4,
  );
  const seniority = ['Senior', 'Lead', 'Staff', 'Junior', 'Principal'];
  const words = (): string => {
    const kind = random.int(0, 3);
    if (kind === 0) return random.pick(roles).title;
    if (kind === 1) return `${random.pick(seniority)} ${random.pick(roles).title}`;
    if (kind === 2) return random.pick(skills);
    return `${random.pick(titleWords)} ${random.pick(skills)}`;
  };
  const seen = new Set<string>();
  const out: AlertCriteria[] = [];
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const input: AlertCriteriaInput = {};
    if (random.chance(0.75)) input.query = words();
    if (random.chance(0.25)) {
      const city = random.pick(US_CITIES);
      input.location = random.chance(0.8) ? `${city.city}, ${city.state}` : city.zip;
    }
    if (random.chance(0.3)) input.category = random.pick(JOB_CATEGORIES).label;
    if (random.chance(0.25)) input.workSetting = random.pick(WORK_SETTINGS);
    if (random.chance(0.15)) input.jobTypes = random.sample(JOB_TYPES, random.int(1, 2));
    if (random.chance(0.2)) {
      input.salaryMin = 40_000 + random.int(0, 30) * 5_000;
      input.salaryRequired = random.chance(0.3);
    }
    if (!input.location && random.chance(0.15)) input.openTo = random.pick(COUNTRY_CODES);
    if (Object.keys(input).length === 0) continue;
    const key = JSON.stringify(input);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(ZAlertCriteria.parse(input));
  }
  if (out.length < count) throw new Error(`only ${out.length} distinct alerts could be made`);
  return out;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachLimited<T>(items: readonly T[], concurrency: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

const pool = await seedJobs();
const windowStart = new Date(Date.now() - 24 * 3600_000);
const alerts = makeAlerts(ALERTS).map((criteria) => ({ id: randomUUID(), criteria }));
const places = createPostgresPlaceResolver(pool);

// The alerts in PostgreSQL as the sender finds them: confirmed, daily, last matched a day ago.
await pool.query('DELETE FROM alert_match_runs');
await pool.query('TRUNCATE alert_subscribers CASCADE');
for (let i = 0; i < alerts.length; i += 10_000) {
  const page = alerts.slice(i, i + 10_000);
  await pool.query(
    `WITH s AS (
       INSERT INTO alert_subscribers (id, email)
       SELECT id, 'reader-' || id || '@bench.example' FROM unnest($1::uuid[]) AS t(id) RETURNING id)
     INSERT INTO job_alerts (id, subscriber_id, criteria, period, confirmed_at, matched_through)
     SELECT t.id, t.id, t.criteria, 'daily', $3::timestamptz - interval '1 day', $3
       FROM unnest($1::uuid[], $2::jsonb[]) AS t(id, criteria) JOIN s ON s.id = t.id`,
    [page.map((a) => a.id), page.map((a) => JSON.stringify(a.criteria)), windowStart],
  );
}

// OpenSearch: every alert stored as a percolator query.
const heap = process.env.BENCH_OPENSEARCH_HEAP ?? '1g';
const engineDir = process.env.BENCH_OPENSEARCH_DIR ?? '.data/bench-alerts-opensearch';
console.log(`starting OpenSearch (one node, heap ${heap}, data in ${engineDir})...`);
const engine = await startOpenSearch({
  nodes: 1,
  dir: engineDir,
  heap,
  basePort: Number(process.env.BENCH_OPENSEARCH_PORT ?? 9470),
});
process.on('exit', () => void engine.stop());
const client = createOpenSearchClient(engine.url, { requestTimeoutMs: 3_600_000 });
await client.deleteIndex(ALERT_INDEX);
const alertIndex = createEngineAlertIndex({
  client,
  index: ALERT_INDEX,
  places,
  batchSize: BATCH,
  requests: REQUESTS,
  shards: SHARDS,
});
await alertIndex.ensureIndex();
let started = performance.now();
for (let i = 0; i < alerts.length; i += 2_000) await alertIndex.saveAlerts(alerts.slice(i, i + 2_000));
await alertIndex.refresh();
const storeMs = performance.now() - started;
console.log(`stored ${num(alerts.length)} alert queries in ${seconds(storeMs)}`);

// Warm-up on a slice of other jobs (written before the window), so both sides start warm.
const { rows: warmRows } = await pool.query<IndexedJobRow>(
  `SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j WHERE ${LISTED} AND j.created_at <= $1 LIMIT 200`,
  [windowStart],
);
await alertIndex.percolate(warmRows.map(toDocument));

// The sender's due run: lost queries looked for (the index's ids listed), then the bulk match.
console.log(`due run: ${num(alerts.length)} alerts against the window's new jobs...`);
started = performance.now();
const indexed = await alertIndex.alertIds();
const listMs = performance.now() - started;
if (indexed.size > alerts.length) throw new Error('the index holds alerts the database does not');
let percolateMs = 0;
const runner = createAlertMatchRunner(
  {
    percolate: async (jobs, ids) => {
      const at = performance.now();
      const found = await alertIndex.percolate(jobs, ids);
      percolateMs += performance.now() - at;
      return found;
    },
  },
  pool,
);
const alertIds = alerts.map((a) => a.id).sort();
started = performance.now();
const run = await runner.run(PERIOD_KEY, alertIds);
const runMs = performance.now() - started;
const dueMs = listMs + runMs;
const window = { after: windowStart, through: run.through };
const percolatedAlerts = (
  await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM alert_matches WHERE period_key = $1 AND cardinality(job_ids) > 0`,
    [PERIOD_KEY],
  )
).rows[0]!.n;
console.log(
  `OpenSearch: ${num(run.jobs)} jobs, ${num(run.matches)} matches (${num(percolatedAlerts)} alerts with one or more) ` +
    `in ${seconds(dueMs)} (listing the stored queries ${seconds(listMs)}, the run ${seconds(runMs)} of which percolating ${seconds(percolateMs)})`,
);

// PostgreSQL: each alert of a random sample runs its search over the window, four at a time;
// the engine's digests of the same alerts read their stored matches.
const random = createRandom('bench-alerts-sample');
const sample = random.sample(alerts, Math.min(PG_SAMPLE, alerts.length));
const matcher = createPostgresAlertMatcher(pool);
const onEngine = createEngineAlertMatcher(alertIndex, pool);
for (const alert of random.sample(alerts, 20)) await matcher.matches(alert.criteria, window); // warm-up
const onPostgres = new Map<string, AlertMatches>();
let pgMatches = 0;
started = performance.now();
await eachLimited(sample, CONCURRENCY, async (alert) => {
  const found = await matcher.matches(alert.criteria, window);
  onPostgres.set(alert.id, found);
  pgMatches += found.total;
});
const pgSampleMs = performance.now() - started;
const pgAllMs = (pgSampleMs * alerts.length) / sample.length;
const pgAllMatches = (pgMatches * alerts.length) / sample.length;
console.log(
  `PostgreSQL: ${num(sample.length)} sampled alerts in ${seconds(pgSampleMs)} (${num(pgMatches)} matches); ` +
    `extrapolated to ${num(alerts.length)}: ${seconds(pgAllMs)}, ~${num(pgAllMatches)} matches`,
);
const fromRun = new Map<string, AlertMatches>();
started = performance.now();
await eachLimited(sample, CONCURRENCY, async (alert) => {
  fromRun.set(alert.id, await onEngine.matches(alert.criteria, window, alert.id, PERIOD_KEY));
});
const readMs = performance.now() - started;
const differing = sample.filter((a) => onPostgres.get(a.id)!.total !== fromRun.get(a.id)!.total);
const agree = sample.length - differing.length;
console.log(
  `the digests of the sample read their stored matches in ${seconds(readMs)}; ` +
    `the two agree on the match count of ${num(agree)} of ${num(sample.length)} sampled alerts`,
);
/** Every job PostgreSQL's search finds for the alert in the window, page by page (newest first). */
async function postgresIds(criteria: AlertCriteria): Promise<number[]> {
  const parsed = criteria.query ? parseQuery(criteria.query) : undefined;
  if (parsed && !hasPositiveClause(parsed)) return [];
  const location = await resolveLocation(places, criteria.location);
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { rows } = await pool.query<{ id: number | null }>(
      searchSql({ ...criteria, page, sort: 'date' }, parsed, location, undefined, window),
    );
    const found = rows.filter((row) => row.id !== null).map((row) => Number(row.id));
    ids.push(...found);
    if (found.length < SEARCH_PAGE_SIZE) return ids;
  }
}
for (const alert of differing.slice(0, DIFFS)) {
  const pgIds = new Set(await postgresIds(alert.criteria));
  const { rows: engineRows } = await pool.query<{ id: number }>(
    `SELECT j.id FROM alert_matches m JOIN jobs j ON j.id = ANY(m.job_ids)
      WHERE m.period_key = $1 AND m.alert_id = $2 AND ${LISTED} AND j.created_at > $3 AND j.created_at <= $4`,
    [PERIOD_KEY, alert.id, window.after, window.through],
  );
  const engineIds = new Set(engineRows.map((row) => Number(row.id)));
  const describe = async (ids: number[]) =>
    (
      await pool.query<{ line: string }>(
        `SELECT j.id || ' ' || j.title || ' | ' || j.company || ' | ' || j.work_setting || ' | ' ||
                coalesce(j.salary_yearly_usd::text, '-') || ' | ' || left(regexp_replace(j.description, '\\s+', ' ', 'g'), 160) AS line
           FROM jobs j WHERE j.id = ANY($1::int[]) ORDER BY j.id LIMIT 3`,
        [ids],
      )
    ).rows.map((row) => row.line);
  console.log(
    JSON.stringify(
      {
        criteria: alert.criteria,
        postgres: onPostgres.get(alert.id)!.total,
        opensearch: fromRun.get(alert.id)!.total,
        onlyPostgres: await describe([...pgIds].filter((id) => !engineIds.has(id))),
        onlyOpenSearch: await describe([...engineIds].filter((id) => !pgIds.has(id))),
      },
      null,
      1,
    ),
  );
}

// Sending: digests built as the sender builds them (up to 20 jobs, signed links), sent by
// nodemailer (a connection a message, as in production) into an SMTP server in this process.
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received++;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
const mail = createSmtpTransport(smtpUrl, 'HighPay Jobs <alerts@bench.example>');
const tokens = createAlertTokens('bench-alerts-signing-secret-of-32-bytes-or-more');
const digests = sample
  .filter((a) => fromRun.get(a.id)!.total > 0)
  .slice(0, 50)
  .map((alert) => ({ alert, found: fromRun.get(alert.id)! }));
started = performance.now();
await eachLimited(
  Array.from({ length: DIGESTS }, (_, i) => digests[i % digests.length]!),
  CONCURRENCY,
  async ({ alert, found }, i) => {
    await mail.send(
      digestMail({
        to: `reader${i}@bench.example`,
        baseUrl: 'https://jobs.example.com',
        criteria: alert.criteria,
        period: 'daily',
        jobs: found.jobs,
        total: found.total,
        links: alertLinks({ tokens, baseUrl: 'https://jobs.example.com' }, { id: alert.id, subscriberId: alert.id }),
        messageId: `<digest.${alert.id}.${i}@bench>`,
      }),
    );
  },
);
const sendMs = performance.now() - started;
const sendRate = (received * 1000) / sendMs;
console.log(`sent ${num(received)} digests into the SMTP sink in ${seconds(sendMs)}: ${sendRate.toFixed(0)} a second`);
mail.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));

// Figures and targets.
const loadAfter = os.loadavg().map((n) => n.toFixed(2));
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const ratio = pgAllMs / dueMs;
const lines = [
  `- Alerts: ${num(alerts.length)} distinct saved searches (words, city or ZIP within 25 miles, category, work setting, job types, pay floor, "open to" country), confirmed daily alerts in PostgreSQL; jobs: ${num(run.jobs)} listed new jobs in the window among ${num(NEW_JOBS + OLD_JOBS)}.`,
  `- OpenSearch (the sender's due run: percolator, ${num(BATCH)} jobs a request, ${REQUESTS} at a time, ${SHARDS} shard(s)): listing the stored queries ${seconds(listMs)}, loading the jobs, percolating (${seconds(percolateMs)}) and storing the matches ${seconds(runMs)}; in all ${seconds(dueMs)}: ${num(run.matches)} matches (${num(percolatedAlerts)} alerts with one or more), ${num((run.matches * 1000) / dueMs)} matches/s (storing the ${num(alerts.length)} queries beforehand took ${seconds(storeMs)}).`,
  `- The sample's ${num(sample.length)} digests read their stored matches in ${seconds(readMs)}, ${CONCURRENCY} at a time.`,
  `- PostgreSQL (each alert's search over the window, ${CONCURRENCY} at a time): a random sample of ${num(sample.length)} alerts took ${seconds(pgSampleMs)} (${num(pgMatches)} matches, ${num((pgMatches * 1000) / pgSampleMs)} matches/s); extrapolated to all ${num(alerts.length)}: ${seconds(pgAllMs)}.`,
  `- Same match count on both for ${num(agree)} of the ${num(sample.length)} sampled alerts.`,
  `- Sending: ${num(received)} digests (up to 20 jobs each) into a local SMTP server (smtp-server, in process), ${CONCURRENCY} at a time: ${sendRate.toFixed(0)} a second (${seconds(sendMs)}).`,
  `- Target, OpenSearch under a tenth of the daily period (${num(DAILY_PERIOD_S / 10)} s): ${seconds(dueMs)}: ${met(dueMs / 1000 < DAILY_PERIOD_S / 10)}.`,
  `- Target, OpenSearch ≤ 1/10 of PostgreSQL's time: ${seconds(dueMs)} vs ${seconds(pgAllMs)} extrapolated (${ratio.toFixed(1)}×): ${met(dueMs * 10 <= pgAllMs)}.`,
  `- Load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}; ${machine}; OpenSearch heap ${heap}.`,
];
console.log(['', ...lines].join('\n'));
const day = new Date().toISOString().slice(0, 10);
mkdirSync('docs/benchmarks', { recursive: true });
const file = `docs/benchmarks/${day}-alerts-${Date.now().toString(36)}.md`;
writeFileSync(
  file,
  [
    `# Job alert matching, ${day}`,
    '',
    `Command: \`npm run bench:alerts\` (BENCH_ALERTS=${ALERTS}, BENCH_NEW_JOBS=${NEW_JOBS}, BENCH_OLD_JOBS=${OLD_JOBS}, BENCH_PG_SAMPLE=${PG_SAMPLE}, BENCH_DIGESTS=${DIGESTS}, BENCH_PERCOLATE_BATCH=${BATCH}, BENCH_PERCOLATE_REQUESTS=${REQUESTS}, BENCH_ALERT_SHARDS=${SHARDS}).`,
    '',
    ...lines,
    '',
  ].join('\n'),
);
console.log(`\nwritten to ${file}`);
await client.deleteIndex(ALERT_INDEX);
await client.close();
await pool.end();
await engine.stop();
process.exit(0);
