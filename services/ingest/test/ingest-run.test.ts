import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestSource } from '../src/sources/ingest-source.js';
import { IngestRunError, runSource, type RunSourceDeps } from '../src/runs/ingest-run.service.js';
import { INTERRUPTED_ERROR } from '../src/runs/ingest-run.store.js';
import { json, startFeedServer, type FeedServer } from './support/feed-server.js';
import { greenhouseFeed, greenhousePosting, type Posting } from './support/feeds.js';
import {
  ingestDatabase,
  jobsOf,
  outboxMark,
  outboxSince,
  savedFeed,
  type IngestDatabase,
} from './support/ingest-database.js';

let database: IngestDatabase;
let server: FeedServer;
let deps: RunSourceDeps;

beforeAll(async () => {
  database = await ingestDatabase('ingest_run');
  server = await startFeedServer({
    '/v1/boards/down/jobs': json(500, { error: 'maintenance' }),
    '/v1/boards/garbled/jobs': (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"jobs": ['),
  });
  deps = database.runDeps(server);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const fromFile = (source: IngestSource, raw: unknown) => runSource(source, 'file', deps, { raw });

describe("each connector's saved response", () => {
  it.each([
    [{ connector: 'greenhouse', board: 'acmerobotics', region: 'us', name: 'gh:acme' }, 'greenhouse/jobs.json', 4],
    [
      { connector: 'lever', board: 'cloudco', region: 'global', name: 'lv:cloudco', company: 'CloudCo' },
      'lever/postings.json',
      4,
    ],
    [
      { connector: 'ashby', board: 'modelworks', name: 'ab:modelworks', company: 'Modelworks' },
      'ashby/job-board.json',
      3,
    ],
    [{ connector: 'workable', board: 'globex', name: 'wk:globex' }, 'workable/account.json', 3],
    [{ connector: 'remoteok', name: 'rok' }, 'remoteok/api.json', 3],
  ] as Array<[IngestSource, string, number]>)(
    'from %s lands in the database as listed jobs, each with an outbox row, and again changes nothing',
    async (source, fixture, count) => {
      const mark = await outboxMark(database.pool);
      const first = await fromFile(source, savedFeed(fixture));
      expect(first).toMatchObject({ added: count, updated: 0, unchanged: 0, closed: 0 });
      const jobs = await jobsOf(database.pool, source.name);
      expect(jobs).toHaveLength(count);
      expect(jobs.every((job) => job.listed)).toBe(true);
      expect((await outboxSince(database.pool, mark)).sort()).toEqual(jobs.map((job) => job.id).sort());

      const again = await outboxMark(database.pool);
      const second = await fromFile(source, savedFeed(fixture));
      expect(second).toMatchObject({ added: 0, updated: 0, unchanged: count, closed: 0, reopened: 0 });
      expect(await outboxSince(database.pool, again)).toEqual([]);
      expect(await jobsOf(database.pool, source.name)).toEqual(jobs);
    },
  );
});

describe('a source run after run', () => {
  const source: IngestSource = {
    connector: 'greenhouse',
    board: 'acme',
    region: 'us',
    name: 'gh:lifecycle',
    company: 'Acme',
  };
  const posting = (id: string, title: string): Posting => greenhousePosting('acme', id, title, 'Austin, TX');
  const designer = posting('101', 'Product Designer');
  const engineer = posting('102', 'Backend Engineer');
  const analyst = posting('103', 'Data Analyst');
  const promoted = { ...engineer, title: 'Senior Backend Engineer' };
  const idOf = async (sourceId: string) =>
    (await jobsOf(database.pool, source.name)).find((job) => job.sourceId === sourceId)!;

  it('a changed job is rewritten with one outbox row; the others get none', async () => {
    await fromFile(source, greenhouseFeed([designer, engineer, analyst]));
    const mark = await outboxMark(database.pool);
    const run = await fromFile(source, greenhouseFeed([designer, promoted, analyst]));
    expect(run).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
    const changed = await idOf('102');
    expect(changed.title).toBe('Senior Backend Engineer');
    expect(await outboxSince(database.pool, mark)).toEqual([changed.id]);
  });

  it('a job missing from the next run is closed, no longer listed, and gets an outbox row', async () => {
    const mark = await outboxMark(database.pool);
    const run = await fromFile(source, greenhouseFeed([designer, promoted]));
    expect(run).toMatchObject({ closed: 1, unchanged: 2 });
    const gone = await idOf('103');
    expect(gone).toMatchObject({ closed: true, listed: false });
    expect(await outboxSince(database.pool, mark)).toEqual([gone.id]);
    expect((await idOf('101')).listed).toBe(true);
  });

  it('a job that reappears in its feed is open and listed again, with an outbox row', async () => {
    const mark = await outboxMark(database.pool);
    const run = await fromFile(source, greenhouseFeed([designer, promoted, analyst]));
    expect(run).toMatchObject({ reopened: 1, unchanged: 2, closed: 0 });
    const back = await idOf('103');
    expect(back).toMatchObject({ closed: false, listed: true });
    expect(await outboxSince(database.pool, mark)).toEqual([back.id]);
  });

  it('an item the run cannot read keeps its job as it was: not closed, not changed', async () => {
    const feed = greenhouseFeed([designer, engineer, analyst]) as { jobs: Array<Record<string, unknown>> };
    feed.jobs[2]!.title = 42;
    const mark = await outboxMark(database.pool);
    const run = await fromFile(source, feed);
    expect(run.skippedItems).toEqual([{ index: 2, id: '103', reason: expect.stringMatching(/^title/) }]);
    expect(await idOf('103')).toMatchObject({ title: 'Data Analyst', closed: false, listed: true });
    expect(run.closed).toBe(0);
    expect(await outboxSince(database.pool, mark)).toEqual([(await idOf('102')).id]);
  });

  it('records every run: what the feed held, what the run did, and the first skipped items with why', async () => {
    const [last] = await database.runs.history(source.name, 1);
    expect(last).toMatchObject({
      source: source.name,
      connector: 'greenhouse',
      trigger: 'file',
      ok: true,
      seen: 3,
      added: 0,
      updated: 1,
      unchanged: 1,
      closed: 0,
      skipped: 1,
      skippedItems: [{ index: 2, id: '103', reason: expect.stringMatching(/^title/) }],
    });
    expect(last!.finishedAt!.getTime()).toBeGreaterThanOrEqual(last!.startedAt.getTime());
    expect(await database.runs.history(source.name, 10)).toHaveLength(5);
  });
});

describe('a run cut off by a crash', () => {
  it('is recorded as failed, interrupted, when its source next runs, instead of running for ever', async () => {
    const source: IngestSource = { connector: 'remoteok', name: 'rok:crashed' };
    const cutOff = await database.runs.start({ source: source.name, connector: 'remoteok', trigger: 'schedule' });
    await database.pool.query(`UPDATE ingest_runs SET started_at = now() - interval '2 hours' WHERE id = $1`, [cutOff]);
    const going = await database.runs.start({ source: source.name, connector: 'remoteok', trigger: 'command' });

    const runs = await database.runs.history(source.name, 5);
    expect(runs.find((r) => r.id === cutOff)).toMatchObject({ ok: false, error: INTERRUPTED_ERROR });
    expect(runs.find((r) => r.id === going)).toMatchObject({ ok: null, finishedAt: null });
  });
});

describe('a feed that cannot be read', () => {
  it.each([
    ['answers HTTP 500', 'down', /answered HTTP 500/],
    ['sends a body that is not JSON', 'garbled', /not JSON/],
  ])('when it %s, the run fails, is recorded with the error, and closes nothing', async (_what, board, message) => {
    const source: IngestSource = {
      connector: 'greenhouse',
      board,
      region: 'us',
      name: `gh:${board}`,
      baseUrl: server.origin,
    };
    await fromFile(
      source,
      greenhouseFeed([{ id: '7', title: 'Welder', location: 'Austin, TX', url: `https://${board}.example/jobs/7` }]),
    );
    const mark = await outboxMark(database.pool);

    const error: unknown = await runSource(source, 'schedule', deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestRunError);
    expect((error as Error).message).toMatch(message);
    expect(await jobsOf(database.pool, source.name)).toMatchObject([{ sourceId: '7', closed: false, listed: true }]);
    expect(await outboxSince(database.pool, mark)).toEqual([]);
    const [run] = await database.runs.history(source.name, 1);
    expect(run).toMatchObject({ ok: false, trigger: 'schedule', error: expect.stringMatching(message) });
  });
});

describe('a job its board unlists', () => {
  it('an Ashby job marked not listed is closed like one its feed no longer holds', async () => {
    const source: IngestSource = {
      connector: 'ashby',
      board: 'modelworks',
      name: 'ab:unlisting',
      company: 'Modelworks',
    };
    const feed = savedFeed('ashby/job-board.json') as { jobs: Array<Record<string, unknown>> };
    const listed = structuredClone(feed);
    for (const job of listed.jobs) if (job.isListed === false) job.isListed = true;
    await fromFile(source, listed);
    const before = await jobsOf(database.pool, source.name);
    const run = await fromFile(source, feed);
    expect(run.closed).toBe(1);
    const closed = (await jobsOf(database.pool, source.name)).filter((job) => job.closed);
    expect(closed.map((job) => job.sourceId)).toEqual(['e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8091']);
    expect(before.find((job) => job.sourceId === closed[0]!.sourceId)?.listed).toBe(true);
  });
});
