// Rebuilds of the search index on the real OpenSearch node, over the real PostgreSQL and
// Redis: a start with index events waiting makes one index and rebuilds once; a rebuild says
// when it starts and ends, runs once at a time across processes, is skipped when a newer one
// answered it, and leaves no index behind when it is stopped or killed.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { upsertJobs, writeOutbox } from '@highpay/common';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createEngineClient } from '@highpay/common/search/engine-clients';
import type { EngineClient } from '@highpay/common/search/engine.client';
import { bootstrapEngineIndex } from '../src/backends/engine/engine-bootstrap.js';
import { createEngineIndexer, physicalIndexName } from '../src/backends/engine/engine-indexer.js';
import { JOB_INDEX_MAPPINGS, jobIndexSettings } from '@highpay/common/search/engine-mapping';
import { engineIndexTarget } from '../src/indexing/index.processor.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';
import { describeWithOpenSearch } from './support/engine.js';
import { startPipeline, type Pipeline } from './support/pipeline.js';

/** A logger whose lines the test reads back. */
function recordingLogger() {
  const lines: Array<{ msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), said: (msg: string) => lines.filter((l) => l.msg === msg).length };
}

const until = async (check: () => Promise<boolean>, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describeWithOpenSearch('rebuilding the search index', (url) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let client: EngineClient;
  let alias: string;
  let pipeline: Pipeline | undefined;

  /** Every index named for the alias (<alias>_<ms>), as the node has them. */
  const indicesOfAlias = async () =>
    (await client.indicesStartingWith(`${alias}_`)).filter((i) => new RegExp(`^${alias}_\\d+$`).test(i)).sort();

  beforeAll(async () => {
    db = await createTestDatabase('rebuild');
    pool = new pg.Pool({ connectionString: db.url, max: 8 });
    pool.on('error', () => undefined);
    client = createEngineClient('opensearch', url);
  });
  afterEach(async () => {
    await pipeline?.close();
    pipeline = undefined;
    for (const index of await indicesOfAlias()) await client.deleteIndex(index);
  });
  afterAll(async () => {
    await client?.close();
    await pool?.end();
    await db?.drop();
  });

  const newAlias = () => (alias = `rebuild_${randomBytes(4).toString('hex')}`);

  it('a start on an empty engine with index events waiting creates one index and rebuilds once', async () => {
    newAlias();
    // Jobs written while no search service ran: their index events wait in the outbox.
    await upsertJobs(
      pool,
      FIXTURE_JOBS.map((job, i) => ({ ...job, sourceId: `start-${alias}-${i}` })),
    );
    const { logger, said } = recordingLogger();
    const indexer = createEngineIndexer({ client, pool, alias, logger });
    // As main.ts starts: the index worker (four at a time) and the bootstrap at once.
    pipeline = await startPipeline(
      pool,
      engineIndexTarget(indexer, () => writeOutbox(pool, 'jobs.reindex', '*')),
      `rebuild-${alias}`,
    );
    pipeline.relay.start();
    const bootstrap = bootstrapEngineIndex({ indexer, pool, logger, retryMs: 50 });
    await bootstrap.done;
    await until(async () => said('rebuilt the search index') >= 1);
    await until(async () => {
      const c = await pipeline!.queue.getJobCounts('waiting', 'active', 'delayed');
      return (c.waiting ?? 0) + (c.active ?? 0) + (c.delayed ?? 0) === 0;
    });

    expect(said('created an empty search index')).toBe(1);
    expect(said('search index rebuild started')).toBe(1);
    expect(said('rebuilt the search index')).toBe(1);
    const indices = await indicesOfAlias();
    expect(indices).toHaveLength(1);
    expect(await client.aliasTargets(alias)).toEqual(indices);
    const listed = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE closed_at IS NULL');
    await client.refresh(alias);
    expect(await client.count(alias)).toBeGreaterThanOrEqual(listed.rows[0]!.n - 5);
  });

  it('a rebuild asked for while another runs, in another process, waits for it and is then skipped', async () => {
    newAlias();
    const first = recordingLogger();
    const second = recordingLogger();
    const otherPool = new pg.Pool({ connectionString: db.url, max: 4 });
    try {
      const one = createEngineIndexer({ client, pool, alias, logger: first.logger });
      const two = createEngineIndexer({ client, pool: otherPool, alias, logger: second.logger });
      const requestedAt = Date.now() - 1;
      const [a, b] = await Promise.all([
        one.reindexAll({ requestedAt, batchSize: 4 }),
        new Promise((resolve) => setTimeout(resolve, 20)).then(() => two.reindexAll({ requestedAt, batchSize: 4 })),
      ]);
      expect([a.skipped ?? false, b.skipped ?? false].sort()).toEqual([false, true]);
      expect(first.said('search index rebuild started') + second.said('search index rebuild started')).toBe(1);
      expect(first.said('rebuilt the search index') + second.said('rebuilt the search index')).toBe(1);
      expect(second.said('search index rebuild waits for the one running')).toBe(1);
      expect(await indicesOfAlias()).toHaveLength(1);
    } finally {
      await otherPool.end();
    }
  });

  it('a rebuild stopped at shutdown deletes its index, and the alias keeps serving the one it had', async () => {
    newAlias();
    const { logger, said } = recordingLogger();
    const indexer = createEngineIndexer({ client, pool, alias, logger });
    const serving = (await indexer.reindexAll()).index;
    const shutdown = new AbortController();
    await expect(
      indexer.reindexAll({ batchSize: 2, concurrency: 1, signal: shutdown.signal, onProgress: () => shutdown.abort() }),
    ).rejects.toThrow();
    expect(said('search index rebuild stopped; its index is deleted')).toBe(1);
    expect(await indicesOfAlias()).toEqual([serving]);
    expect(await client.aliasTargets(alias)).toEqual([serving]);
  });

  it('the index of a rebuild killed mid-way is deleted at the next start', async () => {
    newAlias();
    const { logger } = recordingLogger();
    const indexer = createEngineIndexer({ client, pool, alias, logger });
    const serving = (await indexer.reindexAll()).index;
    // What a process killed during its bulk load leaves: an index named for the alias, behind no alias.
    const orphan = physicalIndexName(alias, Date.now() + 1);
    await client.createIndex(orphan, { settings: jobIndexSettings('opensearch'), mappings: JOB_INDEX_MAPPINGS });
    expect(await indicesOfAlias()).toEqual([serving, orphan].sort());

    const bootstrap = bootstrapEngineIndex({ indexer, pool, logger });
    expect(await bootstrap.done).toBe('exists');
    expect(await indicesOfAlias()).toEqual([serving]);
  });

  it('a rebuild asked for before the serving index was built is not run again after a restart', async () => {
    newAlias();
    const { logger, said } = recordingLogger();
    const indexer = createEngineIndexer({ client, pool, alias, logger });
    const askedAt = Date.now() - 60_000;
    const serving = (await indexer.reindexAll()).index;
    // The queue hands the interrupted request back to a restarted service.
    const again = await indexer.reindexAll({ requestedAt: askedAt });
    expect(again.skipped).toBe(true);
    expect(said('search index rebuild started')).toBe(1);
    expect(await indicesOfAlias()).toEqual([serving]);
  });
});
