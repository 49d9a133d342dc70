// `npm run bench:alerts`: job alert matching, 100,000 saved alerts against 10,000 new jobs,
// on OpenSearch (the percolator) and on PostgreSQL (each alert runs its search over the jobs
// written since its last digest) in one run; then the send rate of digests into a local SMTP
// server. The alerts are varied searches made from the contracts' vocabularies, never the same
// twice. PostgreSQL runs a random sample of the alerts and its time is extrapolated to all of
// them (said so in the output). Prints figures and writes them to docs/benchmarks/; not a test.
// BENCH_ALERTS, BENCH_NEW_JOBS, BENCH_OLD_JOBS, BENCH_PG_SAMPLE, BENCH_DIGESTS,
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
  WORK_SETTINGS,
  ZAlertCriteria,
  type AlertCriteria,
  type AlertCriteriaInput,
} from '@highpay/contracts';
import { US_CITIES } from '@highpay/common/reference/cities';
import { CATEGORY_PROFILES } from '@highpay/common/reference/categories';
import { createRandom } from '@highpay/common/seed/random';
import { ensureDatabase, migrate } from '../services/common/src/migrations.js';
import { createEngineAlertIndex } from '../services/search/src/alerts/engine-alert-matcher.js';
import { createPostgresAlertMatcher } from '../services/search/src/alerts/postgres-alert-matcher.js';
import {
  INDEXED_JOB_COLUMNS,
  toDocument,
  type IndexedJobRow,
} from '../services/search/src/backends/engine/engine-mapping.js';
import { LISTED } from '../services/search/src/shared/job-row.js';
import { createPostgresPlaceResolver } from '../services/search/src/shared/place-resolver.js';
import { digestMail } from '../services/gateway/src/alerts/alert-mail.js';
import { createAlertTokens } from '../services/gateway/src/alerts/alert-token.js';
import { alertLinks } from '../services/gateway/src/alerts/alerts.service.js';
import { createSmtpTransport } from '../services/gateway/src/alerts/mail-transport.js';
import { Client } from '@opensearch-project/opensearch';
import { startOpenSearch } from '../scripts/opensearch-cluster.mjs';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const NEW_JOBS = Number(process.env.BENCH_NEW_JOBS ?? 10_000);
/** Jobs written before the window: PostgreSQL's searches must pass over them. */
const OLD_JOBS = Number(process.env.BENCH_OLD_JOBS ?? 40_000);
const PG_SAMPLE = Number(process.env.BENCH_PG_SAMPLE ?? 1_000);
const DIGESTS = Number(process.env.BENCH_DIGESTS ?? 2_000);
/** The percolator parses every stored query once a request: the new jobs go in one request by default. */
const BATCH = Number(process.env.BENCH_PERCOLATE_BATCH ?? NEW_JOBS);
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
const window = { after: windowStart, through: new Date() };
const alerts = makeAlerts(ALERTS).map((criteria) => ({ id: randomUUID(), criteria }));
const places = createPostgresPlaceResolver(pool);

// OpenSearch: every alert stored as a percolator query, then the window's jobs percolated.
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
const client = new Client({ node: engine.url, requestTimeout: 3_600_000 });
await client.indices.delete({ index: ALERT_INDEX }, { ignore: [404] });
const alertIndex = createEngineAlertIndex({ client, index: ALERT_INDEX, places, batchSize: BATCH });
await alertIndex.ensureIndex();
let started = performance.now();
for (let i = 0; i < alerts.length; i += 2_000) await alertIndex.saveAlerts(alerts.slice(i, i + 2_000));
await alertIndex.refresh();
const storeMs = performance.now() - started;
console.log(`stored ${num(alerts.length)} alert queries in ${seconds(storeMs)}`);

const { rows: jobRows } = await pool.query<IndexedJobRow>(
  `SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j WHERE ${LISTED} AND j.created_at > $1 AND j.created_at <= $2`,
  [window.after, window.through],
);
const documents = jobRows.map(toDocument);
console.log(`percolating ${num(documents.length)} new jobs against ${num(alerts.length)} alerts...`);
// Warm-up on a slice of other jobs (written before the window), so both sides start warm.
const { rows: warmRows } = await pool.query<IndexedJobRow>(
  `SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j WHERE ${LISTED} AND j.created_at <= $1 LIMIT 200`,
  [window.after],
);
await alertIndex.percolate(warmRows.map(toDocument));
started = performance.now();
const percolated = await alertIndex.percolate(documents);
const percolateMs = performance.now() - started;
const percolateMatches = [...percolated.values()].reduce((sum, ids) => sum + ids.length, 0);
console.log(
  `OpenSearch: ${num(percolateMatches)} matches (${num(percolated.size)} alerts with one or more) in ${seconds(percolateMs)}`,
);

// PostgreSQL: each alert of a random sample runs its search over the window, four at a time.
const random = createRandom('bench-alerts-sample');
const sample = random.sample(alerts, Math.min(PG_SAMPLE, alerts.length));
const matcher = createPostgresAlertMatcher(pool);
for (const alert of random.sample(alerts, 20)) await matcher.matches(alert.criteria, window); // warm-up
let pgMatches = 0;
let agree = 0;
started = performance.now();
await eachLimited(sample, CONCURRENCY, async (alert) => {
  const { total } = await matcher.matches(alert.criteria, window);
  pgMatches += total;
  if (total === (percolated.get(alert.id)?.length ?? 0)) agree++;
});
const pgSampleMs = performance.now() - started;
const pgAllMs = (pgSampleMs * alerts.length) / sample.length;
const pgAllMatches = (pgMatches * alerts.length) / sample.length;
console.log(
  `PostgreSQL: ${num(sample.length)} sampled alerts in ${seconds(pgSampleMs)} (${num(pgMatches)} matches); ` +
    `extrapolated to ${num(alerts.length)}: ${seconds(pgAllMs)}, ~${num(pgAllMatches)} matches`,
);
console.log(`the two agree on the match count of ${num(agree)} of ${num(sample.length)} sampled alerts`);

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
const withJobs = sample.filter((a) => (percolated.get(a.id)?.length ?? 0) > 0).slice(0, 50);
const digests = await Promise.all(
  withJobs.map(async (alert) => ({ alert, found: await matcher.matches(alert.criteria, window) })),
);
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
const ratio = pgAllMs / percolateMs;
const lines = [
  `- Alerts: ${num(alerts.length)} distinct saved searches (words, city or ZIP within 25 miles, category, work setting, job types, pay floor, "open to" country); jobs: ${num(documents.length)} listed new jobs in the window among ${num(NEW_JOBS + OLD_JOBS)}.`,
  `- OpenSearch (percolator, ${num(BATCH)} jobs a request): every match found in ${seconds(percolateMs)}: ${num(percolateMatches)} matches, ${num((percolateMatches * 1000) / percolateMs)} matches/s (storing the ${num(alerts.length)} queries took ${seconds(storeMs)}).`,
  `- PostgreSQL (each alert's search over the window, ${CONCURRENCY} at a time): a random sample of ${num(sample.length)} alerts took ${seconds(pgSampleMs)} (${num(pgMatches)} matches, ${num((pgMatches * 1000) / pgSampleMs)} matches/s); extrapolated to all ${num(alerts.length)}: ${seconds(pgAllMs)}.`,
  `- Same match count on both for ${num(agree)} of the ${num(sample.length)} sampled alerts.`,
  `- Sending: ${num(received)} digests (up to 20 jobs each) into a local SMTP server (smtp-server, in process), ${CONCURRENCY} at a time: ${sendRate.toFixed(0)} a second (${seconds(sendMs)}).`,
  `- Target, OpenSearch under a tenth of the daily period (${num(DAILY_PERIOD_S / 10)} s): ${seconds(percolateMs)}: ${met(percolateMs / 1000 < DAILY_PERIOD_S / 10)}.`,
  `- Target, OpenSearch ≤ 1/10 of PostgreSQL's time: ${seconds(percolateMs)} vs ${seconds(pgAllMs)} extrapolated (${ratio.toFixed(1)}×): ${met(percolateMs * 10 <= pgAllMs)}.`,
  `- Load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}; ${machine}; OpenSearch heap ${heap}.`,
];
console.log(['', ...lines].join('\n'));
const day = new Date().toISOString().slice(0, 10);
mkdirSync('docs/benchmarks', { recursive: true });
const file = `docs/benchmarks/${day}-alerts.md`;
writeFileSync(
  file,
  [
    `# Job alert matching, ${day}`,
    '',
    `Command: \`npm run bench:alerts\` (BENCH_ALERTS=${ALERTS}, BENCH_NEW_JOBS=${NEW_JOBS}, BENCH_OLD_JOBS=${OLD_JOBS}, BENCH_PG_SAMPLE=${PG_SAMPLE}, BENCH_DIGESTS=${DIGESTS}).`,
    '',
    ...lines,
    '',
  ].join('\n'),
);
console.log(`\nwritten to ${file}`);
await client.indices.delete({ index: ALERT_INDEX }, { ignore: [404] });
await client.close();
await pool.end();
await engine.stop();
process.exit(0);
