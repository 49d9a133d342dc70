// Keeps Elasticsearch in step with PostgreSQL. One job: its document is made to match
// its row as it is now (or deleted when the row is gone), versioned by updated_at, so
// repeated or out-of-order events converge. Everything: a new physical index is built
// from a keyset scan of the jobs table and swapped in behind the alias atomically.
import { errors, type Client } from '@elastic/elasticsearch';
import type { Logger } from '@highpay/common';
import type pg from 'pg';
import {
  bulkLoadSettings,
  indexSettings,
  INDEXED_JOB_COLUMNS,
  JOB_MAPPINGS,
  servingSettings,
  toDocument,
  type IndexedJobRow,
} from './engine-mapping.js';

export type JobSyncResult = 'indexed' | 'deleted' | 'absent' | 'stale';

export interface ReindexOptions {
  /** Rows read from PostgreSQL per query. */
  batchSize?: number;
  /** Bytes per bulk request. */
  flushBytes?: number;
  /** Bulk requests in flight. */
  concurrency?: number;
  onProgress?: (indexed: number) => void;
}

export interface ReindexResult {
  index: string;
  indexed: number;
  /** Old indices the alias left (and that were deleted). */
  replaced: string[];
  /** Jobs that changed while the index was built, applied after the swap. */
  caughtUp: number;
  ms: number;
}

export interface ElasticsearchIndexer {
  readonly alias: string;
  /** Creates an empty index behind the alias when there is none; 'created' means a full reindex is due. */
  ensureIndex(): Promise<'created' | 'exists'>;
  /** Makes the job's document match its row now. */
  syncJob(jobId: string): Promise<JobSyncResult>;
  reindexAll(options?: ReindexOptions): Promise<ReindexResult>;
}

/** Changes that started this long before a rebuild are re-applied after the swap (long transactions). */
const CATCH_UP_MARGIN = '5 minutes';

export function createElasticsearchIndexer(deps: {
  client: Client;
  pool: pg.Pool;
  alias: string;
  logger?: Logger;
}): ElasticsearchIndexer {
  const { client, pool, alias, logger } = deps;

  async function syncJob(jobId: string): Promise<JobSyncResult> {
    if (!/^\d{1,10}$/.test(jobId) || Number(jobId) > 2_147_483_647) return 'absent';
    const { rows } = await pool.query<IndexedJobRow>(`SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j WHERE j.id = $1`, [
      Number(jobId),
    ]);
    const row = rows[0];
    try {
      if (row) {
        await client.index({
          index: alias,
          id: jobId,
          document: toDocument(row),
          version: Number(row.version),
          version_type: 'external_gte',
          // Never let a write auto-create a concrete index where the alias should be.
          require_alias: true,
        });
        return 'indexed';
      }
      // The row is gone: a tombstone newer than any version the row ever had.
      const now = await pool.query<{ ms: string }>(
        `SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms`,
      );
      const result = await client.delete(
        { index: alias, id: jobId, version: Number(now.rows[0]!.ms), version_type: 'external_gte' },
        // 404: no such document (or no index yet, which a rebuild from the table fills without it).
        { ignore: [404] },
      );
      return result.result === 'deleted' ? 'deleted' : 'absent';
    } catch (error) {
      if (error instanceof errors.ResponseError && error.statusCode === 409) return 'stale';
      throw error;
    }
  }

  async function ensureIndex(): Promise<'created' | 'exists'> {
    if (await client.indices.existsAlias({ name: alias })) return 'exists';
    const index = physicalIndexName(alias);
    await client.indices.create({ index, settings: indexSettings(), mappings: JOB_MAPPINGS, aliases: { [alias]: {} } });
    logger?.info({ index, alias }, 'created an empty search index');
    return 'created';
  }

  async function reindexAll(options: ReindexOptions = {}): Promise<ReindexResult> {
    const started = Date.now();
    // One rebuild at a time per alias, whichever process runs it.
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`elasticsearch-reindex:${alias}`]);
      const since = await lock.query<{ at: Date }>(`SELECT now() - interval '${CATCH_UP_MARGIN}' AS at`);
      const index = physicalIndexName(alias);
      await client.indices.create({ index, settings: bulkLoadSettings(), mappings: JOB_MAPPINGS });
      let swapped = false;
      try {
        const indexed = await bulkLoad(index, options);
        await client.indices.putSettings({ index, settings: servingSettings() });
        await client.indices.refresh({ index });
        const replaced = await swapAlias(index);
        swapped = true;
        for (const old of replaced) await client.indices.delete({ index: old }, { ignore: [404] });
        const caughtUp = await catchUp(since.rows[0]!.at);
        const result = { index, indexed, replaced, caughtUp, ms: Date.now() - started };
        logger?.info(result, 'rebuilt the search index');
        return result;
      } finally {
        if (!swapped) await client.indices.delete({ index }, { ignore: [404] }).catch(() => undefined);
      }
    } finally {
      await lock
        .query('SELECT pg_advisory_unlock(hashtext($1))', [`elasticsearch-reindex:${alias}`])
        .catch(() => undefined);
      lock.release();
    }
  }

  async function bulkLoad(index: string, options: ReindexOptions): Promise<number> {
    const failures: string[] = [];
    let sent = 0;
    const stats = await client.helpers.bulk<IndexedJobRow>({
      datasource: scanJobs(pool, options.batchSize ?? 2000),
      onDocument: (row) => {
        // Counted as sent, not as acknowledged: an onSuccess callback would parse every document back.
        if (++sent % 10_000 === 0) options.onProgress?.(sent);
        return [
          { index: { _index: index, _id: String(row.id), version: Number(row.version), version_type: 'external_gte' } },
          toDocument(row),
        ];
      },
      onDrop: (dropped) => {
        if (failures.length < 5) failures.push(`job ${String(dropped.document.id)}: ${JSON.stringify(dropped.error)}`);
      },
      flushBytes: options.flushBytes ?? 5_000_000,
      concurrency: options.concurrency ?? 3,
      refreshOnCompletion: false,
    });
    if (stats.failed > 0 || stats.aborted) {
      throw new Error(`${stats.failed} of ${stats.total} jobs could not be indexed: ${failures.join('; ')}`);
    }
    options.onProgress?.(stats.successful);
    return stats.successful;
  }

  /** Points the alias at `index` in one atomic step; returns the indices it left. */
  async function swapAlias(index: string): Promise<string[]> {
    const current = Object.keys(await client.indices.getAlias({ name: alias }, { ignore: [404] })).filter(
      (name) => name !== 'error' && name !== 'status',
    );
    // An index literally named like the alias (made by hand) is replaced in the same step.
    const stray = current.length === 0 && (await client.indices.exists({ index: alias }));
    await client.indices.updateAliases({
      actions: [
        ...current.map((old) => ({ remove: { index: old, alias } })),
        ...(stray ? [{ remove_index: { index: alias } }] : []),
        { add: { index, alias } },
      ],
    });
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

  return { alias, ensureIndex, syncJob, reindexAll };
}

/** A new physical index name behind the alias: jobs_<epoch ms>. */
export function physicalIndexName(alias: string, now = Date.now()): string {
  return `${alias}_${now}`;
}

/** Every job in id order, a batch per query (the next one read while this one is sent). */
async function* scanJobs(pool: Pick<pg.Pool, 'query'>, batchSize: number): AsyncGenerator<IndexedJobRow> {
  const read = (after: number) =>
    pool.query<IndexedJobRow>(`SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j WHERE j.id > $1 ORDER BY j.id LIMIT $2`, [
      after,
      batchSize,
    ]);
  let next: ReturnType<typeof read> | undefined = read(0);
  while (next) {
    const { rows }: pg.QueryResult<IndexedJobRow> = await next;
    next = rows.length === batchSize ? read(rows[rows.length - 1]!.id) : undefined;
    // If the consumer stops early, a failing read-ahead must not become an unhandled rejection.
    next?.catch(() => undefined);
    yield* rows;
  }
}
