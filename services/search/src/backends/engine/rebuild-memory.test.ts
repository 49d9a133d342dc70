// A rebuild of the whole index must not hold the whole jobs table in memory: at 1,000,000 jobs
// that is gigabytes, and the search service runs in 300 MB. Here the table is 30,000 jobs made
// on demand by a stand-in pool (a query without a LIMIT gets them all, as a whole-table read
// would) and the engine acknowledges bulks a moment later; the test counts the jobs read from
// the table and not yet acknowledged, the most the rebuild ever holds. Nor may one bulk hold
// the engine's write thread long (a job written meanwhile waits behind it) or exceed what a
// 512 MB engine takes in flight.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bulkOperations, type EngineClient, type IndexedDocument } from '@highpay/common/search/engine.client';
import { createEngineIndexer, REBUILD_BULK_BYTES, REBUILD_BULK_JOBS } from './engine-indexer.js';
import type { IndexedJobRow } from '@highpay/common/search/engine-mapping';

const TABLE = 30_000;
const DESCRIPTION = 'Build and run the services behind a job board. '.repeat(40);

function row(id: number, description = DESCRIPTION): IndexedJobRow {
  return {
    id,
    slug: `job-${id}`,
    title: `Engineer ${id}`,
    company: 'Acme',
    tags: [],
    description,
    location: 'Remote',
    posted_at: new Date(1_700_000_000_000 + id),
    version: String(id),
  } as unknown as IndexedJobRow;
}

/** A pool whose jobs table holds ids 1..TABLE; counts the rows it has handed out. */
function tablePool(held: { now: number }, description = DESCRIPTION) {
  const query = (sql: string, params: unknown[] = []) => {
    if (/FROM jobs j/.test(sql)) {
      const after = Number(params[0] ?? 0);
      const limit = /LIMIT/.test(sql) ? Number(params[1]) : TABLE;
      const rows = [];
      for (let id = after + 1; id <= Math.min(TABLE, after + limit); id++) rows.push(row(id, description));
      held.now += rows.length;
      return Promise.resolve({ rows });
    }
    if (/now\(\)/.test(sql)) return Promise.resolve({ rows: [{ at: new Date() }] });
    return Promise.resolve({ rows: [] });
  };
  return {
    query,
    connect: () => Promise.resolve({ query, release: () => undefined }),
  } as unknown as pg.Pool;
}

/** An engine that answers each bulk after a few milliseconds, releasing its jobs. */
function slowEngine(
  held: { now: number; most: number },
  indexed: { count: number; bulks?: Array<{ jobs: number; bytes: number }> },
): EngineClient {
  const noop = () => Promise.resolve();
  return {
    product: 'opensearch',
    bulkIndex: async (index: string, docs: readonly IndexedDocument[]) => {
      held.most = Math.max(held.most, held.now);
      indexed.bulks?.push({
        jobs: docs.length,
        bytes: bulkOperations(index, docs).reduce((sum: number, line) => sum + JSON.stringify(line).length + 1, 0),
      });
      await new Promise((resolve) => setTimeout(resolve, 2));
      indexed.count += docs.length;
      held.now -= docs.length;
      return [];
    },
    aliasTargets: () => Promise.resolve([]),
    indexExists: () => Promise.resolve(false),
    indicesStartingWith: () => Promise.resolve([]),
    createIndex: noop,
    putSettings: noop,
    refresh: noop,
    updateAliases: noop,
    deleteIndex: noop,
    close: noop,
  } as unknown as EngineClient;
}

describe('rebuilding the whole index', () => {
  it('reads the table in bounded batches, holding a few of them at a time however large the table', async () => {
    const held = { now: 0, most: 0 };
    const indexed = { count: 0 };
    const indexer = createEngineIndexer({ client: slowEngine(held, indexed), pool: tablePool(held), alias: 'jobs' });

    const result = await indexer.reindexAll({ batchSize: 1000, concurrency: 2 });

    expect(result.indexed).toBe(TABLE);
    expect(indexed.count).toBe(TABLE);
    // Two bulks in flight, one batch being turned into documents and one read ahead.
    expect(held.most).toBeLessThanOrEqual(4 * 1000);
  });
});

describe("a rebuild's bulks", () => {
  it('hold a few hundred jobs each, so a job written meanwhile waits at most a short bulk for the engine', async () => {
    const indexed = { count: 0, bulks: [] as Array<{ jobs: number; bytes: number }> };
    const indexer = createEngineIndexer({
      client: slowEngine({ now: 0, most: 0 }, indexed),
      pool: tablePool({ now: 0 }),
      alias: 'jobs',
    });

    await indexer.reindexAll();

    expect(indexed.count).toBe(TABLE);
    expect(Math.max(...indexed.bulks.map((b) => b.jobs))).toBe(REBUILD_BULK_JOBS);
  });

  it('stay within a megabyte when descriptions are long, far below what a 512 MB engine takes in flight', async () => {
    const indexed = { count: 0, bulks: [] as Array<{ jobs: number; bytes: number }> };
    const long = '<p>Own the ingestion pipeline end to end, from feeds to search. </p>'.repeat(600);
    const indexer = createEngineIndexer({
      client: slowEngine({ now: 0, most: 0 }, indexed),
      pool: tablePool({ now: 0 }, long),
      alias: 'jobs',
    });

    await indexer.reindexAll();

    expect(indexed.count).toBe(TABLE);
    expect(Math.max(...indexed.bulks.map((b) => b.bytes))).toBeLessThanOrEqual(REBUILD_BULK_BYTES);
    expect(Math.min(...indexed.bulks.slice(0, -1).map((b) => b.jobs))).toBeGreaterThan(1);
  });
});
