// Loads generated demo jobs and their tags with COPY, streamed: only one batch of tags is
// ever held in memory. Ids come from a block reserved on the tables' sequences, so a job's
// tags can be written without asking the database for the job's id.
//
// Small loads (and loads into a table that already holds more rows than are added) run
// in one transaction with every index in place. Big loads into an (almost) empty table
// drop the secondary indexes and the tags foreign key, COPY over several connections at
// once (the generated search_vector makes the database, not Node, the bottleneck), then
// rebuild them from the saved definitions and ANALYZE.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  dropSecondaryStructures,
  interruptedLoad,
  readSecondaryStructures,
  restoreSecondaryStructures,
} from './bulk-indexes.js';
import { COPY_JOBS_SQL, COPY_TAGS_SQL, jobCopyRow, tagCopyRows } from './copy-rows.js';
import { MAX_TAGS_PER_JOB } from '../reference/tags.js';
import { DEFAULT_SEED, generateJobs } from './job-generator.js';
import { deferSearchLexemes, inTransaction, recordSearchLexemes, refreshSearchTerms } from '../jobs/job.writer.js';

export type LoadStrategy = 'bulk' | 'incremental';

export type LoadProgress =
  { phase: 'jobs'; loaded: number; total: number } | { phase: 'index'; name: string } | { phase: 'analyze' };

export interface LoadJobsOptions {
  databaseUrl: string;
  count: number;
  seed?: string | number;
  now?: Date;
  /** Load nothing when the jobs table has a row (checked under a lock, so two starts load once). */
  onlyIfEmpty?: boolean;
  /** 'auto' (default): bulk for BULK_MIN_COUNT jobs or more into a table holding fewer rows than that load adds. */
  strategy?: LoadStrategy | 'auto';
  /** Parallel COPY connections for a bulk load. */
  connections?: number;
  onProgress?: (progress: LoadProgress) => void;
  signal?: AbortSignal;
}

export interface LoadJobsResult {
  loaded: number;
  strategy: LoadStrategy | 'skipped';
  /** Ids of the loaded jobs are firstId … lastId. */
  firstId: number | null;
  lastId: number | null;
}

export const BULK_MIN_COUNT = 50_000;
const BATCH_JOBS = 25_000;
const CHUNK_CHARS = 256 * 1024;
const PROGRESS_EVERY = 10_000;
// Any constant works; it only has to be the same for every seeder.
const SEED_LOCK_KEY = 72707370;
const LOADED_TABLES = ['jobs', 'tags'] as const;

export async function loadJobs(options: LoadJobsOptions): Promise<LoadJobsResult> {
  const { databaseUrl, count, signal } = options;
  const control = await connect(databaseUrl);
  try {
    await control.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    const unfinished = await interruptedLoad(control);
    if (unfinished) await restoreSecondaryStructures([control], unfinished);

    const existing = await countUpTo(control, Math.max(count, 1));
    if ((options.onlyIfEmpty && existing > 0) || count <= 0) {
      return { loaded: 0, strategy: 'skipped', firstId: null, lastId: null };
    }
    signal?.throwIfAborted();
    const strategy =
      options.strategy && options.strategy !== 'auto'
        ? options.strategy
        : count >= BULK_MIN_COUNT && existing < count
          ? 'bulk'
          : 'incremental';
    const plan = { ...options, seed: options.seed ?? DEFAULT_SEED, now: options.now ?? new Date() };
    const firstId = strategy === 'bulk' ? await loadBulk(control, plan) : await loadIncremental(control, plan);
    return { loaded: count, strategy, firstId, lastId: firstId + count - 1 };
  } finally {
    await control.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => undefined);
    await control.end();
  }
}

type Plan = LoadJobsOptions & { seed: string | number; now: Date };

async function loadIncremental(client: pg.Client, plan: Plan): Promise<number> {
  return inTransaction(client, async () => {
    await client.query('SET LOCAL synchronous_commit = off');
    // Keeps other writers from taking ids out of the block between nextval and setval.
    await client.query('LOCK TABLE jobs, tags IN SHARE ROW EXCLUSIVE MODE');
    const ids = await reserveIds(client, plan.count);
    const progress = progressCounter(plan);
    const nextTagId = await copySlice(client, { ...plan, startIndex: 0, sliceCount: plan.count, ...ids, progress });
    // Give back the tag ids this load did not use (nobody else could take one meanwhile).
    await client.query(`SELECT setval(pg_get_serial_sequence('tags', 'id'), $1, false)`, [nextTagId]);
    await refreshSearchTerms(client);
    await writeReindexEvent(client, plan.count);
    return ids.firstJobId;
  }).then(async (firstJobId) => {
    // Fresh statistics: search estimates its totals from them.
    await client.query('ANALYZE jobs');
    return firstJobId;
  });
}

async function loadBulk(control: pg.Client, plan: Plan): Promise<number> {
  const { saved, ids } = await inTransaction(control, async () => {
    await control.query('LOCK TABLE jobs, tags IN ACCESS EXCLUSIVE MODE');
    const structures = await readSecondaryStructures(control, LOADED_TABLES);
    await dropSecondaryStructures(control, structures);
    return { saved: structures, ids: await reserveIds(control, plan.count) };
  });

  const others: pg.Client[] = [];
  const committed = { jobs: 0 };
  try {
    const copied = await (async () => {
      while (others.length < Math.max(1, plan.connections ?? 2) - 1) others.push(await connect(plan.databaseUrl));
      await copyInParallel([control, ...others], plan, ids, committed);
    })().then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    // After a failed or aborted load too: the indexes come back either way.
    try {
      await restoreSecondaryStructures([control, ...others], saved, (name) =>
        plan.onProgress?.({ phase: 'index', name }),
      );
    } catch (error) {
      if (copied.ok) throw error;
      throw new AggregateError(
        [copied.error, error],
        'the load failed, and so did rebuilding the indexes (the next load retries)',
        { cause: error },
      );
    }
    if (!copied.ok) {
      // Slices that committed before another failed stay: the search index must learn of them.
      if (committed.jobs > 0) await writeReindexEvent(control, committed.jobs);
      throw copied.error;
    }
    plan.onProgress?.({ phase: 'analyze' });
    // VACUUM sets the visibility map, so counting search matches needs no heap visits.
    await Promise.all([control.query('VACUUM (ANALYZE) jobs'), (others[0] ?? control).query('ANALYZE tags')]);
    await refreshSearchTerms(control);
    await writeReindexEvent(control, plan.count);
    return ids.firstJobId;
  } finally {
    await Promise.all(others.map((c) => c.end().catch(() => undefined)));
  }
}

async function copyInParallel(
  clients: readonly pg.Client[],
  plan: Plan,
  ids: ReservedIds,
  committed: { jobs: number },
): Promise<void> {
  const abort = new AbortController();
  const signal = plan.signal ? AbortSignal.any([plan.signal, abort.signal]) : abort.signal;
  const per = Math.ceil(plan.count / clients.length);
  const progress = progressCounter(plan);
  const results = await Promise.allSettled(
    clients.map(async (client, i) => {
      const startIndex = i * per;
      const sliceCount = Math.max(0, Math.min(per, plan.count - startIndex));
      if (sliceCount === 0) return;
      await inTransaction(client, async () => {
        await client.query('SET LOCAL synchronous_commit = off');
        await copySlice(client, {
          ...plan,
          signal,
          startIndex,
          sliceCount,
          firstJobId: ids.firstJobId + startIndex,
          firstTagId: ids.firstTagId + startIndex * MAX_TAGS_PER_JOB,
          progress,
        });
      }).catch((error: unknown) => {
        abort.abort(error);
        throw error;
      });
      committed.jobs += sliceCount;
    }),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}

interface ReservedIds {
  firstJobId: number;
  firstTagId: number;
}

/** Takes `count` job ids and room for every job's tags from the sequences. Call under a lock that stops other inserts. */
async function reserveIds(client: pg.ClientBase, count: number): Promise<ReservedIds> {
  const { rows } = await client.query<{ last_job: string; last_tag: string }>(
    `SELECT setval(pg_get_serial_sequence('jobs', 'id'), nextval(pg_get_serial_sequence('jobs', 'id')) + $1::bigint - 1) AS last_job,
            setval(pg_get_serial_sequence('tags', 'id'), nextval(pg_get_serial_sequence('tags', 'id')) + $2::bigint - 1) AS last_tag`,
    [count, count * MAX_TAGS_PER_JOB],
  );
  const row = rows[0];
  if (!row) throw new Error('could not reserve ids');
  return {
    firstJobId: Number(row.last_job) - count + 1,
    firstTagId: Number(row.last_tag) - count * MAX_TAGS_PER_JOB + 1,
  };
}

interface Slice extends Plan, ReservedIds {
  startIndex: number;
  sliceCount: number;
  progress: (jobs: number) => void;
}

/**
 * COPYs one slice of the seed's jobs in batches: a batch's jobs, then that batch's tags, and
 * then the slice's lexemes. Call inside a transaction. Returns the next unused tag id.
 */
async function copySlice(client: pg.ClientBase, slice: Slice): Promise<number> {
  await deferSearchLexemes(client);
  let tagId = slice.firstTagId;
  for (let done = 0; done < slice.sliceCount; done += BATCH_JOBS) {
    const batch = Math.min(BATCH_JOBS, slice.sliceCount - done);
    const jobs = generateJobs({
      count: batch,
      seed: slice.seed,
      now: slice.now,
      startIndex: slice.startIndex + done,
      firstId: slice.firstJobId + done,
      // Oldest first, as a board receives them: the newest jobs share the table's last pages.
      of: slice.count,
    });
    const tagChunks: string[] = [];
    let tags = '';
    function* jobRows(): Generator<string> {
      let rows = '';
      let sinceReport = 0;
      for (const job of jobs) {
        rows += jobCopyRow(job);
        tags += tagCopyRows(job, tagId);
        tagId += job.tags.length;
        if (tags.length >= CHUNK_CHARS) {
          tagChunks.push(tags);
          tags = '';
        }
        if (rows.length >= CHUNK_CHARS) {
          yield rows;
          rows = '';
        }
        if (++sinceReport === PROGRESS_EVERY) {
          slice.progress(sinceReport);
          sinceReport = 0;
        }
      }
      if (rows) yield rows;
      if (sinceReport) slice.progress(sinceReport);
    }
    await copy(client, COPY_JOBS_SQL, jobRows(), slice.signal);
    if (tags) tagChunks.push(tags);
    await copy(client, COPY_TAGS_SQL, tagChunks, slice.signal);
  }
  await recordSearchLexemes(client, slice.firstJobId, slice.firstJobId + slice.sliceCount - 1);
  return tagId;
}

async function copy(
  client: pg.ClientBase,
  sql: string,
  chunks: AsyncIterable<string> | Iterable<string>,
  signal: AbortSignal | undefined,
): Promise<void> {
  const source = Readable.from(chunks, { objectMode: false });
  await pipeline(source, client.query(copyFrom(sql)), signal ? { signal } : {});
}

async function writeReindexEvent(client: pg.ClientBase, count: number): Promise<void> {
  await client.query(
    `INSERT INTO outbox_events (aggregate, aggregate_id, type, payload) VALUES ('job', '*', 'jobs.reindex', $1)`,
    [JSON.stringify({ reason: 'seed', source: 'demo', count })],
  );
}

function progressCounter(plan: Plan): (jobs: number) => void {
  let loaded = 0;
  return (jobs) => {
    loaded += jobs;
    plan.onProgress?.({ phase: 'jobs', loaded, total: plan.count });
  };
}

/** Rows in jobs, counting no further than `limit`. */
async function countUpTo(client: pg.ClientBase, limit: number): Promise<number> {
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM (SELECT 1 FROM jobs LIMIT $1) j', [
    limit,
  ]);
  return Number(rows[0]?.n ?? 0);
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // lz4 compresses the long descriptions several times faster than the default pglz; a
  // server built without lz4 refuses the setting and keeps pglz.
  await client.query(`SET default_toast_compression = 'lz4'`).catch(() => undefined);
  return client;
}
