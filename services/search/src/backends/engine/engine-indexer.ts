// Keeps the engine in step with PostgreSQL. One job: its document is made to match its row
// as it is now (or deleted when the row is gone, or no longer listed: closed or a
// duplicate), versioned by the row's updated_at, so repeated or out-of-order events converge.
// Everything: a new physical index is built from a keyset scan of the listed jobs and
// swapped in behind the alias in one atomic step.
import { LISTED, type Logger } from '@highpay/common';
import type pg from 'pg';
import { parseJobId } from '@highpay/common/search/job-id';
import {
  EngineVersionConflictError,
  type EngineClient,
  type IndexedDocument,
} from '@highpay/common/search/engine.client';
import {
  aliasMapping,
  bulkLoadSettings,
  jobIndexSettings,
  INDEXED_JOB_COLUMNS,
  JOB_INDEX_MAPPINGS,
  refreshSettings,
  servingSettings,
  toDocument,
  type IndexedJobRow,
} from '@highpay/common/search/engine-mapping';

export type JobSyncResult = 'indexed' | 'deleted' | 'absent' | 'stale';

export interface ReindexOptions {
  /**
   * When the rebuild was asked for (ms since the epoch): a rebuild that started after it, and
   * whose index the alias serves, answers it, so this one is skipped.
   */
  requestedAt?: number;
  /** Stops the build (a shutdown): its index is deleted and the alias left as it was. */
  signal?: AbortSignal;
  /** Rows read from PostgreSQL per query, and the most jobs per bulk request. */
  batchSize?: number;
  /** The most bytes of documents per bulk request (estimated; a larger job goes alone). */
  bulkBytes?: number;
  /** Bulk requests in flight. */
  concurrency?: number;
  onProgress?: (indexed: number) => void;
}

export interface ReindexResult {
  /** Skipped: the index behind the alias was built after the request, with this mapping. */
  skipped?: boolean;
  index: string;
  indexed: number;
  /** Old indices the alias left (and that were deleted). */
  replaced: string[];
  /** Jobs that changed while the index was built, applied after the swap. */
  caughtUp: number;
  ms: number;
}

export interface EngineIndexer {
  readonly alias: string;
  /**
   * Creates an empty index behind the alias when there is none. 'created', or 'outdated' (the
   * index behind the alias was built with another mapping), means a full reindex is due.
   */
  ensureIndex(): Promise<'created' | 'exists' | 'outdated'>;
  /** Deletes the indices named for the alias that it does not serve and no rebuild is building; answers them. */
  deleteOrphans(): Promise<string[]>;
  /** Makes the job's document match its row now. */
  syncJob(jobId: string): Promise<JobSyncResult>;
  reindexAll(options?: ReindexOptions): Promise<ReindexResult>;
  /** Makes every write so far searchable (the engine shows a write only after a refresh). */
  refresh(): Promise<void>;
}

/** The tombstone version of a job whose row is deleted: above any updated_at in milliseconds. */
export const GONE_VERSION = Number.MAX_SAFE_INTEGER;

/**
 * A rebuild's bulks are small: the engine runs each on one of its write threads, where a job
 * written meanwhile waits its turn. Bounded in bytes too, for long descriptions, well below
 * what the engine accepts in flight (a tenth of its heap).
 */
export const REBUILD_BULK_JOBS = 250;
export const REBUILD_BULK_BYTES = 1024 * 1024;

/** Changes that started this long before a rebuild are re-applied after the swap (long transactions). */
const CATCH_UP_MARGIN = '5 minutes';

export function createEngineIndexer(deps: {
  client: EngineClient;
  pool: pg.Pool;
  alias: string;
  logger?: Logger;
}): EngineIndexer {
  const { client, pool, alias, logger } = deps;

  async function syncJob(jobId: string): Promise<JobSyncResult> {
    const id = parseJobId(jobId);
    if (id === undefined) return 'absent';
    const { rows } = await pool.query<IndexedJobRow & { listed: boolean }>(
      `SELECT ${INDEXED_JOB_COLUMNS}, (${LISTED}) AS listed FROM jobs j WHERE j.id = $1`,
      [id],
    );
    const row = rows[0];
    try {
      if (row?.listed) return await client.indexDocument(alias, indexedDocument(row));
      // Versions come from the row only. Closed or a duplicate: its version now, newer than
      // any it had while listed (every change moves updated_at forward). Gone: ids are never
      // reused, so a tombstone no write can pass. Two syncs of one state agree on it.
      return await client.deleteDocument(alias, String(id), row ? Number(row.version) : GONE_VERSION);
    } catch (error) {
      if (error instanceof EngineVersionConflictError) return 'stale';
      throw error;
    }
  }

  /** Runs `work` holding the advisory lock `name` (one holder across every process), on its own connection. */
  async function withLock<T>(name: string, work: (lock: pg.PoolClient) => Promise<T>, onWait?: () => void): Promise<T> {
    const lock = await pool.connect();
    try {
      const { rows } = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
        name,
      ]);
      if (rows[0]?.locked !== true) {
        onWait?.();
        await lock.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      }
      try {
        return await work(lock);
      } finally {
        await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
      }
    } finally {
      lock.release();
    }
  }
  const REBUILD_LOCK = `search-reindex:${alias}`;

  // One process at a time: two that find no index must not each create one under the alias.
  async function ensureIndex(): Promise<'created' | 'exists' | 'outdated'> {
    return withLock(`search-ensure:${alias}`, async () => {
      const behind = await aliasMapping(client, alias);
      if (behind !== 'none') {
        // An index made before a refresh setting changed serves until its rebuild: set it there too.
        const refresh = refreshSettings(client.product);
        if (refresh) await client.putSettings(alias, refresh);
        return behind === 'current' ? 'exists' : 'outdated';
      }
      const index = physicalIndexName(alias);
      await client.createIndex(index, {
        settings: jobIndexSettings(client.product),
        mappings: JOB_INDEX_MAPPINGS,
        aliases: { [alias]: {} },
      });
      logger?.info({ index, alias }, 'created an empty search index');
      return 'created';
    });
  }

  /** Indices named <alias>_<ms> that the alias does not serve: left by a rebuild that was killed. Call holding REBUILD_LOCK. */
  async function deleteOrphansLocked(): Promise<string[]> {
    const serving = new Set(await client.aliasTargets(alias));
    const pattern = new RegExp(`^${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_\\d+$`);
    const orphans = (await client.indicesStartingWith(`${alias}_`)).filter((i) => pattern.test(i) && !serving.has(i));
    for (const index of orphans) await client.deleteIndex(index);
    if (orphans.length > 0) logger?.info({ alias, deleted: orphans }, 'deleted the indices of interrupted rebuilds');
    return orphans;
  }

  /** Without waiting: when a rebuild holds the lock, its index is not an orphan. */
  async function deleteOrphans(): Promise<string[]> {
    const lock = await pool.connect();
    try {
      const { rows } = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
        REBUILD_LOCK,
      ]);
      if (rows[0]?.locked !== true) return [];
      try {
        return await deleteOrphansLocked();
      } finally {
        await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [REBUILD_LOCK]).catch(() => undefined);
      }
    } finally {
      lock.release();
    }
  }

  /** Whether every index behind the alias has this mapping and was started after `requestedAt`. */
  async function builtSince(requestedAt: number): Promise<string | undefined> {
    const targets = await client.aliasTargets(alias);
    if (targets.length === 0 || (await aliasMapping(client, alias)) !== 'current') return undefined;
    const started = targets.map((index) => Number(/_(\d+)$/.exec(index)?.[1] ?? 0));
    return started.every((at) => at >= requestedAt) ? targets.join(',') : undefined;
  }

  // One rebuild at a time per alias, whichever process runs it; one asked for while another
  // ran waits, then is skipped when that one started after it was asked for.
  async function reindexAll(options: ReindexOptions = {}): Promise<ReindexResult> {
    const started = Date.now();
    return withLock(
      REBUILD_LOCK,
      async (lock) => {
        if (options.requestedAt !== undefined) {
          const current = await builtSince(options.requestedAt);
          if (current) {
            logger?.info(
              { alias, index: current },
              'search index rebuild skipped: the index was rebuilt since it was asked for',
            );
            return { skipped: true, index: current, indexed: 0, replaced: [], caughtUp: 0, ms: Date.now() - started };
          }
        }
        await deleteOrphansLocked();
        const since = await lock.query<{ at: Date }>(`SELECT now() - interval '${CATCH_UP_MARGIN}' AS at`);
        const index = physicalIndexName(alias);
        logger?.info({ alias, index }, 'search index rebuild started');
        await client.createIndex(index, { settings: bulkLoadSettings(client.product), mappings: JOB_INDEX_MAPPINGS });
        let swapped = false;
        try {
          const indexed = await bulkLoad(index, options);
          await client.putSettings(index, servingSettings(client.product));
          await client.refresh(index);
          const replaced = await swapAlias(index);
          swapped = true;
          for (const old of replaced) await client.deleteIndex(old);
          const caughtUp = await catchUp(since.rows[0]!.at);
          const result = { index, indexed, replaced, caughtUp, ms: Date.now() - started };
          logger?.info(result, 'rebuilt the search index');
          return result;
        } catch (error) {
          logger?.warn({ alias, index, err: error }, 'search index rebuild stopped; its index is deleted');
          throw error;
        } finally {
          if (!swapped) await client.deleteIndex(index).catch(() => undefined);
        }
      },
      () => logger?.info({ alias }, 'search index rebuild waits for the one running'),
    );
  }

  async function bulkLoad(index: string, options: ReindexOptions): Promise<number> {
    const batchSize = options.batchSize ?? REBUILD_BULK_JOBS;
    const concurrency = options.concurrency ?? 2;
    const inFlight = new Set<Promise<void>>();
    const failures: string[] = [];
    // A bulk that rejects is kept here, not left to reject in the set: the requests still in
    // flight are awaited before the build fails (and its index is deleted), and a second
    // rejection is never unhandled.
    let rejected: { error: unknown } | undefined;
    let sent = 0;
    scan: for await (const rows of scanJobs(pool, batchSize)) {
      // Made into documents before a request slot frees, so a freed slot is filled at once.
      for (const batch of bulksOf(rows.map(indexedDocument), options.bulkBytes ?? REBUILD_BULK_BYTES)) {
        options.signal?.throwIfAborted();
        while (inFlight.size >= concurrency) await Promise.race(inFlight);
        if (failures.length > 0 || rejected) break scan;
        const request: Promise<void> = client
          .bulkIndex(index, batch)
          .then(
            (failed) => void failures.push(...failed),
            (error: unknown) => void (rejected ??= { error }),
          )
          .finally(() => inFlight.delete(request));
        inFlight.add(request);
        sent += batch.length;
        options.onProgress?.(sent);
      }
    }
    await Promise.all(inFlight);
    if (rejected) throw rejected.error;
    options.signal?.throwIfAborted();
    if (failures.length > 0) {
      throw new Error(`${failures.length} jobs could not be indexed: ${failures.slice(0, 5).join('; ')}`);
    }
    return sent;
  }

  /** Points the alias at `index` in one atomic step; returns the indices it left. */
  async function swapAlias(index: string): Promise<string[]> {
    const current = await client.aliasTargets(alias);
    // An index literally named like the alias (made by hand) is replaced in the same step.
    const stray = current.length === 0 && (await client.indexExists(alias));
    await client.updateAliases([
      ...current.map((old) => ({ remove: { index: old, alias } })),
      ...(stray ? [{ remove_index: { index: alias } }] : []),
      { add: { index, alias } },
    ]);
    return current;
  }

  /** Jobs written while the new index was read from the table went to the old one: apply them again. */
  async function catchUp(since: Date): Promise<number> {
    const { rows } = await pool.query<{ id: string }>(
      `SELECT DISTINCT aggregate_id AS id FROM outbox_events
        WHERE aggregate = 'job' AND type IN ('job.upserted', 'job.deleted') AND created_at >= $1`,
      [since],
    );
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 8) await Promise.all(ids.slice(i, i + 8).map(syncJob));
    return ids.length;
  }

  return { alias, ensureIndex, deleteOrphans, syncJob, reindexAll, refresh: () => client.refresh(alias) };
}

/** A new physical index name behind the alias: jobs_<epoch ms>. */
export function physicalIndexName(alias: string, now = Date.now()): string {
  return `${alias}_${now}`;
}

/** `docs` in runs of at most `maxBytes` (estimated by their text; one larger job is a run of its own). */
export function bulksOf(docs: readonly IndexedDocument[], maxBytes: number): IndexedDocument[][] {
  const bulks: IndexedDocument[][] = [];
  let bulk: IndexedDocument[] = [];
  let bytes = 0;
  for (const doc of docs) {
    const size = estimatedBytes(doc);
    if (bulk.length > 0 && bytes + size > maxBytes) {
      bulks.push(bulk);
      bulk = [];
      bytes = 0;
    }
    bulk.push(doc);
    bytes += size;
  }
  if (bulk.length > 0) bulks.push(bulk);
  return bulks;
}

/** A document's JSON size, roughly: its description and snippet, and a kilobyte for the rest. */
function estimatedBytes(doc: IndexedDocument): number {
  return 1024 + (doc.document.description?.length ?? 0) + doc.document.snippet.length;
}

function indexedDocument(row: IndexedJobRow): IndexedDocument {
  return { id: String(row.id), version: Number(row.version), document: toDocument(row) };
}

/** Every listed job in id order, a batch per query (the next one read while this one is sent). */
async function* scanJobs(pool: Pick<pg.Pool, 'query'>, batchSize: number): AsyncGenerator<IndexedJobRow[]> {
  const read = (after: number) =>
    pool.query<IndexedJobRow>(
      `SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j WHERE j.id > $1 AND ${LISTED} ORDER BY j.id LIMIT $2`,
      [after, batchSize],
    );
  let next: ReturnType<typeof read> | undefined = read(0);
  while (next) {
    const { rows }: pg.QueryResult<IndexedJobRow> = await next;
    next = rows.length === batchSize ? read(rows[rows.length - 1]!.id) : undefined;
    // If the consumer stops early, a failing read-ahead must not become an unhandled rejection.
    next?.catch(() => undefined);
    if (rows.length > 0) yield rows;
  }
}
