// The one way jobs are written outside bulk seeding: job, tags and an outbox row in one
// transaction, so the search index can never miss a change (docs/architecture.md, Flows: Index).
import { openToOf, type StoredJob } from '@highpay/contracts';
import pg from 'pg';

/** A job as the writer takes it: the stored job's shape, declared once in contracts. */
export type JobInput = StoredJob;

/** jobs.tag_names: the tag names joined by spaces, which the stored search vector weighs. */
export function tagNames(job: Pick<JobInput, 'tags'>): string {
  return job.tags.map((t) => t.name).join(' ');
}

export type Queryable = Pick<pg.Pool | pg.PoolClient | pg.Client, 'query'>;

/** Redis key of a number bumped with every change to jobs (after the search index has it). */
export const jobsVersionKey = (queuePrefix: string): string => `${queuePrefix}:jobs:version`;
/**
 * Redis channel the search side publishes on after every change to jobs: one a deployment,
 * as its queues are, so that another on the same Redis (a test run, a second stack) does
 * not drop this one's caches and re-read its index.
 */
export const jobsChangedChannel = (queuePrefix: string): string => `${queuePrefix}:jobs:changed`;

/** A job as the writer stores it: JobInput, and the keys ingestion finds the same opening by. */
export interface JobWrite extends JobInput {
  /** Normalized apply URL (the posting's when it names no form of its own). */
  applyKey?: string | null;
  /** Company + normalized title + normalized place. */
  matchKey?: string | null;
}

/** One job a write inserted or changed. */
export interface WrittenJob {
  id: number;
  source: string;
  sourceId: string;
  /** New to the table (else an update of the stored row). */
  inserted: boolean;
}

export interface WriteJobsOptions {
  /**
   * Leave alone a job whose stored content equals the input (and that is open): no write,
   * no outbox row, and not in the answer. A feed polled every few hours mostly repeats itself.
   */
  onlyChanged?: boolean;
  /** Reopen a closed job: its feed holds it again. */
  reopen?: boolean;
}

/** Rows in one statement: big enough to amortize the round trip, small enough for one JSON parameter. */
export const WRITE_BATCH_SIZE = 500;

/** Inserts or updates jobs by (source, sourceId); returns their ids in input order. */
export async function upsertJobs(pool: pg.Pool, jobs: readonly JobInput[]): Promise<number[]> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, async () => {
      const ids = new Map<string, number>();
      for (let at = 0; at < jobs.length; at += WRITE_BATCH_SIZE) {
        for (const job of await writeJobs(client, jobs.slice(at, at + WRITE_BATCH_SIZE)))
          ids.set(identity(job), job.id);
      }
      return jobs.map((job) => ids.get(identity(job))!);
    });
  } finally {
    client.release();
  }
}

/** Runs `work` in one transaction on `client`: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A rollback that fails (the connection is gone) must not hide why the work failed.
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

const identity = (job: { source: string; sourceId: string }): string => `${job.source}\u0000${job.sourceId}`;

// The columns a write sets, as jsonb_to_recordset reads them from the batch's one JSON parameter.
const COLUMNS: ReadonlyArray<readonly [column: string, type: string, value: (job: JobWrite) => unknown]> = [
  ['slug', 'text', (j) => j.slug],
  ['title', 'text', (j) => j.title],
  ['company', 'text', (j) => j.company],
  ['location', 'text', (j) => j.location],
  ['city', 'text', (j) => j.city],
  ['state', 'text', (j) => j.state],
  ['zip', 'text', (j) => j.zip],
  ['latitude', 'double precision', (j) => j.latitude],
  ['longitude', 'double precision', (j) => j.longitude],
  ['job_type', 'text', (j) => j.jobType],
  ['work_setting', 'work_setting', (j) => j.workSetting],
  ['category', 'text', (j) => j.category],
  // Whole units in the table: an hourly rate with cents is rounded to the unit.
  ['salary_min', 'integer', (j) => whole(j.salaryMin)],
  ['salary_max', 'integer', (j) => whole(j.salaryMax)],
  ['salary_currency', 'text', (j) => j.salaryCurrency],
  ['salary_period', 'salary_period', (j) => j.salaryPeriod],
  ['description', 'text', (j) => j.description],
  ['url', 'text', (j) => j.url],
  ['source', 'text', (j) => j.source],
  ['source_id', 'text', (j) => j.sourceId],
  ['tag_names', 'text', (j) => tagNames(j)],
  ['posted_at', 'timestamptz', (j) => j.postedAt],
  ['expires_at', 'timestamptz', (j) => j.expiresAt],
  ['country', 'text', (j) => j.country],
  ['salary_yearly_usd', 'integer', (j) => whole(j.salaryYearlyUsd)],
  ['salary_yearly_usd_rate_date', 'date', (j) => j.salaryYearlyUsdRateDate ?? null],
  ['remote_eligibility', 'jsonb', (j) => j.remoteEligibility],
  ['open_to', 'text[]', (j) => openToOf(j.remoteEligibility)],
  ['apply_url', 'text', (j) => j.applyUrl],
  ['attribution', 'jsonb', (j) => j.attribution],
  ['sample', 'boolean', (j) => j.sample ?? false],
  ['source_type', 'text', (j) => j.sourceType ?? 'employer'],
  ['search_engines', 'boolean', (j) => j.searchEngines ?? true],
  ['apply_key', 'text', (j) => j.applyKey ?? null],
  ['match_key', 'text', (j) => j.matchKey ?? null],
];
const KEY_COLUMNS = new Set(['source', 'source_id']);
const UPDATED = COLUMNS.map(([column]) => column).filter((column) => !KEY_COLUMNS.has(column));

function whole(value: number | null): number | null {
  return value === null ? null : Math.round(value);
}

function upsertSql(options: WriteJobsOptions): string {
  const names = COLUMNS.map(([column]) => column).join(', ');
  const record = COLUMNS.map(([column, type]) => `${column} ${type}`).join(', ');
  const set = UPDATED.map((column) => `${column} = EXCLUDED.${column}`);
  if (options.reopen) set.push('closed_at = NULL');
  const changed = options.onlyChanged
    ? ` WHERE (${UPDATED.map((c) => `jobs.${c}`).join(', ')}) IS DISTINCT FROM (${UPDATED.map((c) => `EXCLUDED.${c}`).join(', ')})` +
      (options.reopen ? ' OR jobs.closed_at IS NOT NULL' : '')
    : '';
  return `INSERT INTO jobs (${names})
     SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS input(${record})
     ON CONFLICT (source, source_id) DO UPDATE SET ${set.join(', ')}, updated_at = now()${changed}
     RETURNING id, source, source_id, (xmax = 0) AS inserted`;
}

/**
 * Writes a batch of jobs in the caller's transaction: one statement each for the jobs, their
 * tags, the typo vocabulary and the outbox (one 'job.upserted' row a job written). A job
 * given twice is written once, as given last.
 */
export async function writeJobs(
  client: Queryable,
  jobs: readonly JobWrite[],
  options: WriteJobsOptions = {},
): Promise<WrittenJob[]> {
  const unique = [...new Map(jobs.map((job) => [identity(job), job])).values()];
  if (unique.length === 0) return [];
  const rows = unique.map((job) => Object.fromEntries(COLUMNS.map(([column, , value]) => [column, value(job)])));
  const { rows: written } = await client.query<{ id: number; source: string; source_id: string; inserted: boolean }>(
    upsertSql(options),
    [JSON.stringify(rows)],
  );
  if (written.length === 0) return [];
  const byIdentity = new Map(unique.map((job) => [identity(job), job]));
  const result = written
    .map((row) => ({ id: row.id, source: row.source, sourceId: row.source_id, inserted: row.inserted }))
    .sort((a, b) => a.id - b.id);
  const ids = result.map((job) => job.id);
  const tags = result.flatMap(({ id, ...key }) =>
    byIdentity
      .get(identity(key))!
      .tags.map((tag, position) => ({ job_id: id, name: tag.name, color: tag.color, position })),
  );
  const rewritten = result.filter((job) => !job.inserted).map((job) => job.id);
  if (rewritten.length > 0) await client.query('DELETE FROM tags WHERE job_id = ANY($1::int[])', [rewritten]);
  if (tags.length > 0) {
    await client.query(
      `INSERT INTO tags (job_id, name, color, position)
       SELECT job_id, name, color, position
         FROM jsonb_to_recordset($1::jsonb) AS t(job_id integer, name text, color tag_color, position integer)`,
      [JSON.stringify(tags)],
    );
  }
  // In key order, so that two writers adding the same terms never wait on each other in turn.
  await client.query(
    `INSERT INTO search_terms (term)
     SELECT DISTINCT w FROM unnest($1::text[]) AS t(text), regexp_split_to_table(lower(t.text), '[^[:alnum:]]+') AS w
      WHERE length(w) >= 3
      ORDER BY w
     ON CONFLICT DO NOTHING`,
    [
      result.map((key) => {
        const job = byIdentity.get(identity(key))!;
        return `${job.title} ${job.company} ${tagNames(job)}`;
      }),
    ],
  );
  await writeOutboxFor(client, 'job.upserted', ids);
  return result;
}

export async function deleteJob(pool: pg.Pool, id: number): Promise<boolean> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, async () => {
      const { rowCount } = await client.query('DELETE FROM jobs WHERE id = $1', [id]);
      if (rowCount) await writeOutbox(client, 'job.deleted', String(id));
      return Boolean(rowCount);
    });
  } finally {
    client.release();
  }
}

export type OutboxType = 'job.upserted' | 'job.deleted' | 'jobs.reindex';

export async function writeOutbox(client: Queryable, type: OutboxType, aggregateId: string): Promise<void> {
  await client.query(`INSERT INTO outbox_events (aggregate, aggregate_id, type) VALUES ('job', $1, $2)`, [
    aggregateId,
    type,
  ]);
}

/** One outbox row of `type` for each job id, in one statement. */
export async function writeOutboxFor(client: Queryable, type: OutboxType, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await client.query(
    `INSERT INTO outbox_events (aggregate, aggregate_id, type)
     SELECT 'job', id::text, $2 FROM unnest($1::int[]) AS id ORDER BY id`,
    [ids, type],
  );
}

/**
 * For a bulk load: the triggers that keep search_lexemes (migration
 * 20261123010000_search_lexemes) leave this transaction's rows to recordSearchLexemes.
 */
export async function deferSearchLexemes(client: Queryable): Promise<void> {
  await client.query(`SET LOCAL highpay.bulk_load = 'on'`);
}

/** Records the lexemes of the jobs with ids first..last (a bulk load's, before it commits). */
export async function recordSearchLexemes(client: Queryable, first: number, last: number): Promise<void> {
  // In key order, so that two loads adding the same lexemes never wait on each other in turn.
  await client.query(
    `INSERT INTO search_lexemes (lexeme)
     SELECT DISTINCT l FROM jobs j, unnest(tsvector_to_array(j.search_vector)) AS l
      WHERE j.id BETWEEN $1 AND $2
      ORDER BY l
     ON CONFLICT DO NOTHING`,
    [first, last],
  );
}

/** Rebuilds the typo-correction vocabulary from every job (after a bulk load). */
export async function refreshSearchTerms(client: Queryable): Promise<void> {
  await client.query(
    `INSERT INTO search_terms (term)
     SELECT DISTINCT w
       FROM (SELECT DISTINCT title, company, tag_names FROM jobs) j,
            regexp_split_to_table(lower(j.title || ' ' || j.company || ' ' || j.tag_names), '[^[:alnum:]]+') AS w
      WHERE length(w) >= 3
     ON CONFLICT DO NOTHING`,
  );
}
