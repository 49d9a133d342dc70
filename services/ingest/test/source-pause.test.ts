import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestRunError, runSource, type RunSourceDeps } from '../src/runs/ingest-run.service.js';
import { PAUSE_AFTER_NOT_FOUND, pausedBy } from '../src/runs/ingest-run.store.js';
import { pgJobCounts, sourceStatuses } from '../src/runs/source-status.service.js';
import { formatStatusTable } from '../src/runs/status-table.js';
import type { ConfiguredSource } from '../src/sources/sources-file.js';
import { json, savedResponse, startFeedServer, type FeedServer } from './support/feed-server.js';
import { ingestDatabase, type IngestDatabase } from './support/ingest-database.js';

let database: IngestDatabase;
let server: FeedServer;
let deps: RunSourceDeps;

const source = (board: string): ConfiguredSource => ({
  connector: 'greenhouse',
  board,
  region: 'us',
  name: `greenhouse:${board}`,
  baseUrl: server.origin,
  every: '6h',
  everyMs: 6 * 3_600_000,
});

beforeAll(async () => {
  database = await ingestDatabase('source_pause');
  server = await startFeedServer({
    '/v1/boards/acme/jobs': savedResponse('greenhouse/jobs.json'),
    '/v1/boards/busy/jobs': json(429, { error: 'slow down' }, { 'retry-after': '3600' }),
  });
  deps = database.runDeps(server);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const fails = (configured: ConfiguredSource) =>
  runSource(configured, 'schedule', deps).then(
    () => null,
    (error: unknown) => error as IngestRunError,
  );

describe('a board that is gone', () => {
  it('is paused after answering 404 to five runs in a row, and listed as paused with its jobs and last error', async () => {
    const gone = source('gone');
    for (let run = 1; run < PAUSE_AFTER_NOT_FOUND; run++) await fails(gone);
    expect(await database.runs.paused()).toEqual([]);
    expect(pausedBy(await database.runs.history(gone.name, 10))).toBe(false);

    await fails(gone);
    expect(await database.runs.paused()).toEqual(['greenhouse:gone']);
    expect(pausedBy(await database.runs.history(gone.name, 10))).toBe(true);
    expect((await database.runs.history(gone.name, 1))[0]).toMatchObject({ ok: false, httpStatus: 404 });

    await runSource(source('acme'), 'schedule', deps);
    const statuses = await sourceStatuses({
      sources: [source('acme'), gone],
      runs: database.runs,
      jobCounts: pgJobCounts(database.pool),
    });
    expect(statuses.map((s) => [s.name, s.paused, s.jobs.open])).toEqual([
      ['greenhouse:acme', false, 4],
      ['greenhouse:gone', true, 0],
    ]);
    const table = formatStatusTable(statuses);
    expect(table).toMatch(/^greenhouse:gone\s+greenhouse\s+6h\s+\S+ \S+\s+schedule\s+paused\s+0\s+0\s/m);
    expect(table).toMatch(/last error \(.*\): 127\.0\.0\.1:\d+ answered HTTP 404$/m);
    expect(table).toContain('Paused (HTTP 404 on the last 5 runs');
    expect(table).toMatch(/^ {2}greenhouse:gone$/m);
  });

  it('a rate-limited board is recorded with its 429 and the Retry-After it asked for', async () => {
    const error = await fails(source('busy'));
    expect(error).toBeInstanceOf(IngestRunError);
    expect(error?.cause).toMatchObject({ httpStatus: 429, retryAfter: '3600' });
    expect((await database.runs.history('greenhouse:busy', 1))[0]).toMatchObject({ httpStatus: 429 });
    expect(await database.runs.paused()).toEqual(['greenhouse:gone']);
  });
});
