import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIngestionMetrics, createMetrics, createRedis, type Redis } from '@highpay/common';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testQueuePrefix } from '../../../test/support/database.js';
import { createIngestApp } from '../src/app.js';
import { createFeedClient } from '../src/connectors/feed.client.js';
import { firstRunJobId, scheduleOffset, schedulerId } from '../src/runs/ingest-queue.js';
import { runSource } from '../src/runs/ingest-run.service.js';
import { runNeverRun, startIngestWorker, syncSchedules, type IngestWorker } from '../src/runs/ingest.worker.js';
import { parseSourcesFile, type ConfiguredSource } from '../src/sources/sources-file.js';
import { json, savedResponse, startFeedServer, type FeedServer } from './support/feed-server.js';
import { ingestDatabase, jobsOf, type IngestDatabase } from './support/ingest-database.js';

const SIX_HOURS = 6 * 3_600_000;

let database: IngestDatabase;
let server: FeedServer;
let connection: Redis;
let ingest: IngestWorker;
let sources: ConfiguredSource[];
const metrics = createMetrics('ingest');
const ingestion = createIngestionMetrics(metrics);

beforeAll(async () => {
  database = await ingestDatabase('ingest_worker');
  server = await startFeedServer({
    '/v0/postings/cloudco': savedResponse('lever/postings.json'),
    '/v1/boards/down/jobs': json(500, { error: 'maintenance' }),
    '/posting-api/job-board/garbled': (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not a feed</html>'),
  });
  sources = parseSourcesFile(
    [
      'defaults: { every: 6h }',
      'sources:',
      `  - { name: "greenhouse:down", connector: greenhouse, board: down, baseUrl: "${server.origin}" }`,
      `  - { name: "ashby:garbled", connector: ashby, board: garbled, company: Garbled, baseUrl: "${server.origin}" }`,
      `  - { name: "lever:cloudco", connector: lever, board: cloudco, company: CloudCo, baseUrl: "${server.origin}" }`,
      `  - { name: "remoteok", connector: remoteok, every: 12h, baseUrl: "${server.origin}" }`,
    ].join('\n'),
  );
  connection = createRedis(inject('redisUrl'), { forWorker: true });
  const client = createFeedClient({ retries: 0 });
  ingest = await startIngestWorker({
    connection,
    prefix: testQueuePrefix('ingest'),
    sources,
    run: (source, trigger) =>
      runSource(source, trigger, {
        pool: database.pool,
        runs: database.runs,
        client,
        extraHosts: [server.host],
        metrics: ingestion,
      }),
    logger: pino({ level: 'silent' }),
    metrics,
    concurrency: 2,
    attempts: 2,
    backoffMs: 100,
  });
});
afterAll(async () => {
  await ingest.queue.obliterate({ force: true });
  await ingest.close();
  connection.disconnect();
  await server.close();
  await database.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the ingest worker', () => {
  it('gives every configured source a job scheduler, every 6 hours unless told, each at an offset of its own', async () => {
    const schedulers = await ingest.queue.getJobSchedulers(0, -1);
    const byId = new Map(schedulers.map((s) => [s.key, s]));
    for (const source of sources) {
      const scheduler = byId.get(schedulerId(source.name));
      expect(scheduler, source.name).toMatchObject({
        every: source.name === 'remoteok' ? 2 * SIX_HOURS : SIX_HOURS,
        template: { data: { source: source.name } },
      });
      // Jittered: each source's next run falls at its own offset into the interval.
      expect(scheduler!.next! % source.everyMs).toBe(scheduleOffset(source.name, source.everyMs));
      expect(scheduler!.next!).toBeGreaterThan(Date.now());
    }
    const offsets = sources.map((source) => scheduleOffset(source.name, SIX_HOURS));
    expect(new Set(offsets).size).toBe(offsets.length);
  });

  it('removes the scheduler of a source no longer configured, and keeps the others', async () => {
    const gone = { ...sources[0]!, name: 'greenhouse:gone' };
    await syncSchedules(ingest.queue, [...sources, gone]);
    expect((await ingest.queue.getJobScheduler(schedulerId('greenhouse:gone')))?.key).toBe(
      schedulerId('greenhouse:gone'),
    );
    const { removed } = await syncSchedules(ingest.queue, sources);
    expect(removed).toEqual(['greenhouse:gone']);
    expect(await ingest.queue.getJobScheduler(schedulerId('greenhouse:gone'))).toBeUndefined();
    expect(await ingest.queue.getJobSchedulers(0, -1)).toHaveLength(sources.length);
  });

  it('a source whose feed answers 500 or garbage does not stop another from being ingested; it is retried, then kept in the failed set', async () => {
    const started = await runNeverRun(ingest.queue, sources, new Set(['remoteok']), 0);
    expect(started).toEqual(['greenhouse:down', 'ashby:garbled', 'lever:cloudco']);

    const failed = await until(
      () => ingest.queue.getFailed(),
      (jobs) => jobs.length === 2,
    );
    expect(failed.map((job) => job.id).sort()).toEqual(
      [firstRunJobId('ashby:garbled'), firstRunJobId('greenhouse:down')].sort(),
    );
    expect(failed.every((job) => job.attemptsMade === 2)).toBe(true);
    expect(failed.map((job) => job.failedReason).sort()).toEqual([
      expect.stringMatching(/^ashby:garbled: .* not JSON/),
      expect.stringMatching(/^greenhouse:down: .*answered HTTP 500/),
    ]);

    const good = await until(
      () => database.runs.history('lever:cloudco', 1),
      ([run]) => run?.ok === true,
    );
    expect(good[0]).toMatchObject({ ok: true, trigger: 'schedule', seen: 8, added: 4 });
    expect((await jobsOf(database.pool, 'lever:cloudco')).filter((job) => job.listed)).toHaveLength(4);
    // Each attempt is a run of its own, recorded as failed.
    expect(await database.runs.history('greenhouse:down', 10)).toMatchObject([{ ok: false }, { ok: false }]);
    expect(await runNeverRun(ingest.queue, sources, new Set(sources.map((s) => s.name)))).toEqual([]);
  });

  it("answers each source's last run on its status endpoint, and counts runs and jobs in /metrics", async () => {
    const app = createIngestApp({
      logger: pino({ level: 'silent' }),
      metrics,
      checks: {},
      status: { sources, runs: database.runs, nextRunAt: (name) => ingest.nextRunAt(name) },
    });
    const { body } = await request(app).get('/sources').expect(200);
    const byName = new Map(
      (body as { sources: Array<{ name: string; every: string; nextRunAt: string; lastRun: unknown }> }).sources.map(
        (s) => [s.name, s],
      ),
    );
    expect(byName.get('lever:cloudco')).toMatchObject({
      connector: 'lever',
      every: '6h',
      configured: true,
      nextRunAt: expect.stringMatching(/^\d{4}-/),
      lastRun: { ok: true, trigger: 'schedule', seen: 8, added: 4, skipped: 4, skippedItems: expect.any(Array) },
    });
    expect(byName.get('greenhouse:down')).toMatchObject({
      lastRun: { ok: false, error: expect.stringContaining('answered HTTP 500') },
    });
    expect(byName.get('remoteok')).toMatchObject({ every: '12h', lastRun: null });

    const runs = await request(app).get('/sources/greenhouse:down/runs?limit=5').expect(200);
    expect((runs.body as { runs: unknown[] }).runs).toHaveLength(2);
    const never = await request(app).get('/sources/remoteok/runs').expect(200);
    expect(never.body).toEqual({ source: 'remoteok', runs: [] });
    await request(app).get('/sources/greenhouse:nope/runs').expect(404);
    await request(app).get('/sources/lever:cloudco/runs?limit=0').expect(400);

    const scrape = await request(app).get('/metrics').expect(200);
    expect(scrape.text).toMatch(
      /ingestion_jobs_total\{source="lever:cloudco",outcome="succeeded",service="ingest"\} 1/,
    );
    expect(scrape.text).toMatch(/ingestion_jobs_total\{source="greenhouse:down",outcome="failed",service="ingest"\} 2/);
    expect(scrape.text).toMatch(
      /ingestion_feed_jobs_total\{source="lever:cloudco",result="added",service="ingest"\} 4/,
    );
    expect(scrape.text).toMatch(
      /queue_job_duration_seconds_count\{service="ingest",queue="ingest",outcome="failed"\} 4/,
    );
  });
});

describe('the ingest worker process', () => {
  const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

  // Started with tsx: slow on a loaded machine, so the test outlasts the process's own limit.
  it('refuses a sources file that does not hold, naming the file, the source and the setting, and exits 78', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ingest-main-'));
    const file = join(dir, 'sources.yaml');
    writeFileSync(file, 'sources:\n  - { name: "lever:x", connector: lever, board: "../admin", every: 5m }\n');
    try {
      const outcome = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', '--conditions=@highpay/source', 'services/ingest/src/main.ts'],
          { cwd: ROOT, env: { ...process.env, INGEST_SOURCES_FILE: file, INGEST_PORT: '0' }, timeout: 60_000 },
          (error, _stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stderr }),
        );
      });
      expect(outcome.code).toBe(78);
      expect(outcome.stderr).toContain(`[ingest] ${file} does not hold:`);
      expect(outcome.stderr).toMatch(/sources\[0\] \(lever:x\)\.board: a board token, site or slug/);
      expect(outcome.stderr).toMatch(/sources\[0\] \(lever:x\)\.every: at least 15m/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
