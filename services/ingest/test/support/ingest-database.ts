// A migrated database of its own for one test file, with the run store and the queries the
// ingest tests ask of it: jobs as a user would see them (listed or not) and outbox rows.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/database.js';
import { createFeedClient } from '../../src/connectors/feed.client.js';
import type { RunSourceDeps } from '../../src/runs/ingest-run.service.js';
import { createPgIngestRunStore, type IngestRunStore } from '../../src/runs/ingest-run.store.js';
import type { FeedServer } from './feed-server.js';

export interface IngestDatabase {
  db: TestDatabase;
  pool: pg.Pool;
  runs: IngestRunStore;
  /** What a run writes with; with `server`, it fetches from that local feed server, without retries. */
  runDeps(server?: FeedServer): RunSourceDeps;
  close(): Promise<void>;
}

export async function ingestDatabase(label: string): Promise<IngestDatabase> {
  const db = await createTestDatabase(label);
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const runs = createPgIngestRunStore(pool);
  return {
    db,
    pool,
    runs,
    runDeps: (server) =>
      server ? { pool, runs, client: createFeedClient({ retries: 0 }), extraHosts: [server.host] } : { pool, runs },
    async close() {
      await pool.end();
      await db.drop();
    },
  };
}

/** The file's own database, made before its tests and dropped after them; the getter reads it. */
export function useIngestDatabase(label: string): () => IngestDatabase {
  let database: IngestDatabase | undefined;
  beforeAll(async () => {
    database = await ingestDatabase(label);
  });
  afterAll(() => database?.close());
  return () => {
    if (!database) throw new Error('the database is made in beforeAll');
    return database;
  };
}

/** A saved response from test/fixtures, parsed. */
export function savedFeed(fixture: string): unknown {
  return JSON.parse(readFileSync(new URL(`../fixtures/${fixture}`, import.meta.url), 'utf8')) as unknown;
}

export interface StoredJob {
  id: number;
  source: string;
  sourceId: string;
  title: string;
  closed: boolean;
  duplicateOf: number | null;
  listed: boolean;
}

export async function jobsOf(pool: pg.Pool, source?: string): Promise<StoredJob[]> {
  const { rows } = await pool.query<StoredJob>(
    `SELECT id, source, source_id AS "sourceId", title, closed_at IS NOT NULL AS closed, duplicate_of AS "duplicateOf",
            (closed_at IS NULL AND duplicate_of IS NULL) AS listed
       FROM jobs WHERE $1::text IS NULL OR source = $1 ORDER BY id`,
    [source ?? null],
  );
  return rows;
}

/** The highest outbox id so far: rows after it are a step's. */
export async function outboxMark(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ id: string | null }>('SELECT max(id)::text AS id FROM outbox_events');
  return Number(rows[0]!.id ?? 0);
}

/** Job ids of the outbox rows written after `mark`, in order. */
export async function outboxSince(pool: pg.Pool, mark: number): Promise<number[]> {
  const { rows } = await pool.query<{ aggregate_id: string }>(
    `SELECT aggregate_id FROM outbox_events WHERE id > $1 AND type = 'job.upserted' ORDER BY id`,
    [mark],
  );
  return rows.map((row) => Number(row.aggregate_id));
}
