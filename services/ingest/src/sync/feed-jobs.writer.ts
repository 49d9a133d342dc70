// Brings one source's jobs in the database to what its feed holds now: new and changed jobs
// written (an unchanged one is left alone), jobs the feed no longer holds closed, closed
// ones it holds again reopened, copies of one opening from other sources listed once. Every
// job written, closed, or listed or hidden as a copy gets its outbox row in the same
// transaction, so the search index follows.
import {
  inTransaction,
  WRITE_BATCH_SIZE,
  writeJobs,
  writeOutboxFor,
  type JobWrite,
} from '@highpay/common/jobs/job.writer';
import type pg from 'pg';
import { settleDuplicates, touch, touchedKeys, type TouchedKeys } from './duplicate-openings.js';
import type { NormalizedJob } from '../normalize/normalized-job.js';
import { applyKeyOf, matchKeyOf } from './opening-keys.js';

export interface FeedJobs {
  /** The source's name (jobs.source). */
  source: string;
  /**
   * Every job the feed holds now, ids unique: a list, or batches coming as they are
   * normalized (the next one is read while this one is written).
   */
  jobs: readonly NormalizedJob[] | AsyncIterable<readonly NormalizedJob[]>;
  /**
   * Feed ids of items the run could not read, asked for once every job is written: their
   * jobs stay as they are, neither closed nor changed.
   */
  keep?: () => Iterable<string>;
}

/** What a write did, in jobs. */
export interface FeedWriteCounts {
  added: number;
  /** Open and changed. */
  updated: number;
  unchanged: number;
  /** Closed before, held by the feed again. */
  reopened: number;
  closed: number;
}

// Advisory lock keys: one source's runs one at a time; every source's writes one at a time,
// so that two runs never settle the same opening's copies at once.
const SOURCE_LOCK = 48_301;
const OPENINGS_LOCK = 48_302;

export async function writeFeedJobs(pool: pg.Pool, feed: FeedJobs): Promise<FeedWriteCounts> {
  const counts: FeedWriteCounts = { added: 0, updated: 0, unchanged: 0, reopened: 0, closed: 0 };
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [SOURCE_LOCK, feed.source]);
    try {
      const stored = await storedJobs(client, feed.source);
      const held = new Set<string>();
      // One batch is written while the next is read: the write is awaited before the next starts.
      let writing: Promise<void> = Promise.resolve();
      for await (const jobs of batchesOf(feed.jobs, WRITE_BATCH_SIZE)) {
        for (const job of jobs) held.add(job.sourceId);
        await writing;
        writing = writeBatch(client, jobs.map(withKeys), stored, counts);
        // Handled here so that a failure is not reported as unhandled before it is awaited.
        writing.catch(() => undefined);
      }
      await writing;
      for (const id of feed.keep?.() ?? []) held.add(id);
      const leaving = [...stored.values()].filter((job) => !job.closed && !held.has(job.sourceId)).map((job) => job.id);
      if (leaving.length > 0) counts.closed = await closeJobs(client, leaving);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [SOURCE_LOCK, feed.source]);
    }
  } finally {
    client.release();
  }
  return counts;
}

async function* batchesOf(jobs: FeedJobs['jobs'], size: number): AsyncGenerator<readonly NormalizedJob[], void> {
  if (!Array.isArray(jobs)) {
    yield* jobs as AsyncIterable<readonly NormalizedJob[]>;
    return;
  }
  for (let at = 0; at < jobs.length; at += size) yield (jobs as readonly NormalizedJob[]).slice(at, at + size);
}

/** One batch in one transaction: written where changed, counted, copies of its openings settled. */
function writeBatch(
  client: pg.PoolClient,
  batch: ReturnType<typeof withKeys>[],
  stored: ReadonlyMap<string, StoredJob>,
  counts: FeedWriteCounts,
): Promise<void> {
  if (batch.length === 0) return Promise.resolve();
  return inTransaction(client, async () => {
    // First, before any row is locked: a run settling copies updates other sources' rows.
    await lockOpenings(client);
    const written = await writeJobs(client, batch, { onlyChanged: true, reopen: true });
    counts.unchanged += batch.length - written.length;
    if (written.length === 0) return;
    const bySourceId = new Map(batch.map((job) => [job.sourceId, job]));
    const keys = touchedKeys();
    for (const job of written) {
      const before = stored.get(job.sourceId);
      if (job.inserted || !before) counts.added++;
      else if (before.closed) counts.reopened++;
      else counts.updated++;
      if (before) touch(keys, before);
      touch(keys, bySourceId.get(job.sourceId)!);
    }
    await settle(client, keys, new Set(written.map((job) => job.id)));
  });
}

interface StoredJob {
  id: number;
  sourceId: string;
  applyKey: string | null;
  matchKey: string | null;
  closed: boolean;
}

async function storedJobs(client: pg.PoolClient, source: string): Promise<Map<string, StoredJob>> {
  const { rows } = await client.query<StoredJob>(
    `SELECT id, source_id AS "sourceId", apply_key AS "applyKey", match_key AS "matchKey", closed_at IS NOT NULL AS closed
       FROM jobs WHERE source = $1`,
    [source],
  );
  return new Map(rows.map((row) => [row.sourceId, row]));
}

function withKeys(job: NormalizedJob): JobWrite & { applyKey: string | null; matchKey: string | null } {
  return {
    ...job,
    // The column holds a two-letter code (a US state, a Canadian province); a region's name
    // ("Attica") stays in the location text.
    state: job.state && /^[A-Za-z]{2}$/.test(job.state) ? job.state.toUpperCase() : null,
    zip: job.zip && job.zip.length <= 10 ? job.zip : null,
    sample: false,
    applyKey: applyKeyOf(job),
    matchKey: matchKeyOf(job),
  };
}

/** Closes jobs their feed no longer holds; a closed job is nobody's listed copy any more. */
async function closeJobs(client: pg.PoolClient, ids: readonly number[]): Promise<number> {
  return inTransaction(client, async () => {
    await lockOpenings(client);
    const { rows } = await client.query<{ id: number; applyKey: string | null; matchKey: string | null }>(
      `UPDATE jobs SET closed_at = now(), duplicate_of = NULL, updated_at = now()
        WHERE id = ANY($1::int[]) AND closed_at IS NULL
        RETURNING id, apply_key AS "applyKey", match_key AS "matchKey"`,
      [ids],
    );
    const keys = touchedKeys();
    for (const row of rows) touch(keys, row);
    const closed = rows.map((row) => row.id).sort((a, b) => a - b);
    await writeOutboxFor(client, 'job.upserted', closed);
    await settle(client, keys, new Set(closed));
    return rows.length;
  });
}

/** Settles copies of the touched openings (the transaction holds the openings lock); jobs whose being listed changed get an outbox row (once). */
async function settle(client: pg.PoolClient, keys: TouchedKeys, haveOutboxRow: ReadonlySet<number>): Promise<void> {
  const changed = await settleDuplicates(client, keys);
  await writeOutboxFor(
    client,
    'job.upserted',
    changed.filter((id) => !haveOutboxRow.has(id)).sort((a, b) => a - b),
  );
}

function lockOpenings(client: pg.PoolClient): Promise<unknown> {
  return client.query('SELECT pg_advisory_xact_lock($1, 0)', [OPENINGS_LOCK]);
}
