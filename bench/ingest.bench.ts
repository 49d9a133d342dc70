// `npm run bench:ingest`: job feed ingestion on large saved responses, made in memory
// (Greenhouse and Lever format, every posting distinct). Prints jobs a second for reading and
// normalizing alone, for writing alone (into a fresh database), for both as one run does, and
// for a second poll of an unchanged board; then the pay and remote-eligibility parsers'
// accuracy over the collected strings, with what they miss. Not a test.
// BENCH_INGEST_JOBS (20,000) sets the feed size; BENCH_POSTGRES_URL the server.
import os from 'node:os';
import pg from 'pg';
import { ensureDatabase, migrate } from '../services/common/src/migrations.js';
import { writeFeedJobs } from '../services/ingest/src/sync/feed-jobs.writer.js';
import { normalizeSourceFeed, type IngestResult } from '../services/ingest/src/connectors/ingest.service.js';
import type { IngestSource } from '../services/ingest/src/sources/ingest-source.js';
import { createPgIngestRunStore } from '../services/ingest/src/runs/ingest-run.store.js';
import { runSource } from '../services/ingest/src/runs/ingest-run.service.js';
import { accuracyReport, formatAccuracyReport } from '../services/ingest/src/quality/accuracy.js';
import { greenhouseBoard, leverSite } from './ingest-feeds.js';

const JOBS = Number(process.env.BENCH_INGEST_JOBS ?? 20_000);
const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432';
const DATABASE = `highpay_bench_ingest_${Date.now().toString(36)}`;
const TARGET = 2_000;

const machine = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`;
console.log(
  `bench:ingest on ${machine}; feeds of ${JOBS.toLocaleString('en-US')} postings, half Greenhouse, half Lever`,
);

const greenhouse = (board: string): IngestSource => ({
  connector: 'greenhouse',
  board,
  region: 'us',
  name: `greenhouse:${board}`,
});
const lever = (board: string): IngestSource => ({
  connector: 'lever',
  board,
  region: 'global',
  name: `lever:${board}`,
  company: 'Lever Co',
});

/** Two boards' saved responses, each posting distinct from every other feed's. */
function feeds(tag: string): Array<{ source: IngestSource; raw: unknown }> {
  const half = Math.floor(JOBS / 2);
  return [
    { source: greenhouse(`gh${tag}`), raw: greenhouseBoard(`gh${tag}`, JOBS - half) },
    { source: lever(`lv${tag}`), raw: leverSite(`lv${tag}`, half) },
  ];
}

function rate(jobs: number, ms: number): string {
  return `${Math.round(jobs / (ms / 1000)).toLocaleString('en-US')} jobs/s`;
}

const rows: Array<[string, number, number]> = [];
function report(label: string, jobs: number, ms: number): void {
  rows.push([label, jobs, ms]);
  console.log(
    `  ${label.padEnd(38)} ${jobs.toLocaleString('en-US').padStart(7)} jobs in ${(ms / 1000).toFixed(2).padStart(6)} s = ${rate(jobs, ms)}`,
  );
}

await ensureDatabase(`${SERVER}/${DATABASE}`);
await migrate(`${SERVER}/${DATABASE}`);
const pool = new pg.Pool({ connectionString: `${SERVER}/${DATABASE}`, max: 4 });
const runs = createPgIngestRunStore(pool);

try {
  // Normalize alone: read and normalize two fresh boards.
  const first = feeds('a');
  let started = performance.now();
  const normalized: IngestResult[] = first.map(({ source, raw }) => normalizeSourceFeed(source, raw));
  const jobs = normalized.reduce((n, r) => n + r.jobs.length, 0);
  report('normalize (parse, pay, place, sanitize)', jobs, performance.now() - started);
  const skipped = normalized.reduce((n, r) => n + r.skipped.length, 0);
  if (skipped > 0)
    console.log(
      `  (${skipped} postings skipped: ${normalized
        .flatMap((r) => r.skipped)
        .slice(0, 3)
        .map((s) => s.reason)
        .join('; ')})`,
    );

  // Upsert alone: those jobs into the fresh database (insert, tags, outbox, copies settled).
  started = performance.now();
  for (const result of normalized) await writeFeedJobs(pool, { source: result.source, jobs: result.jobs });
  report('upsert into a fresh database', jobs, performance.now() - started);

  // Both, as a run does it: two more boards never seen, from saved response to rows.
  const second = feeds('b');
  started = performance.now();
  let endToEnd = 0;
  for (const { source, raw } of second) endToEnd += (await runSource(source, 'file', { pool, runs }, { raw })).added;
  const bothMs = performance.now() - started;
  report('normalize + upsert (a run, end to end)', endToEnd, bothMs);

  // The next poll of a board that did not change: read, compare, write nothing.
  started = performance.now();
  let unchanged = 0;
  for (const { source, raw } of second)
    unchanged += (await runSource(source, 'file', { pool, runs }, { raw })).unchanged;
  report('next poll, nothing changed', unchanged, performance.now() - started);

  const endToEndRate = endToEnd / (bothMs / 1000);
  console.log(
    `\ntarget: ≥ ${TARGET.toLocaleString('en-US')} jobs/s end to end: ${Math.round(endToEndRate).toLocaleString('en-US')} ${endToEndRate >= TARGET ? 'MET' : 'MISSED'}`,
  );
} finally {
  await pool.end();
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin.end();
}

console.log('\nParser accuracy over the collected strings (services/ingest/test/fixtures):');
console.log(formatAccuracyReport(accuracyReport()));
