// The one way jobs are written outside bulk seeding: job, tags and an outbox row in one
// transaction, so the search index can never miss a change (ARCHITECTURE "Index").
import { openToOf, type RemoteEligibility, type SalaryPeriod, type Tag, type WorkSetting } from '@highpay/contracts';
import pg from 'pg';

export interface JobInput {
  slug: string;
  title: string;
  company: string;
  location: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  jobType: string;
  workSetting: WorkSetting;
  category: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  /** HTML: <p>, <h3>, <ul><li>; sanitized when shown. */
  description: string;
  url: string;
  source: string;
  sourceId: string;
  tags: Tag[];
  postedAt: Date;
  expiresAt: Date | null;
  /** ISO 3166-1 alpha-2 of the job's place, when known. */
  country: string | null;
  /** Top of the pay range per year in USD (dated exchange rates); null when pay is not listed. */
  salaryYearlyUsd: number | null;
  /** Null when the job is not remote. */
  remoteEligibility: RemoteEligibility | null;
  /** The application form, when the feed names one apart from the posting. */
  applyUrl: string | null;
  /** A feed whose terms ask for a link back names itself here. */
  attribution: { name: string; url: string } | null;
  /** A demo job (the seed's): labelled as a sample wherever it shows. */
  sample?: boolean;
}

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

/** Inserts or updates jobs by (source, sourceId); returns their ids in input order. */
export async function upsertJobs(pool: pg.Pool, jobs: readonly JobInput[]): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const ids: number[] = [];
    for (const job of jobs) ids.push(await upsertOne(client, job));
    await client.query('COMMIT');
    return ids;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

async function upsertOne(client: Queryable, job: JobInput): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO jobs (slug, title, company, location, city, state, zip, latitude, longitude, job_type, work_setting,
       category, salary_min, salary_max, salary_currency, salary_period, description, url, source, source_id,
       tag_names, posted_at, expires_at, country, salary_yearly_usd, remote_eligibility, open_to, apply_url,
       attribution, sample)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,
       $29,$30)
     ON CONFLICT (source, source_id) DO UPDATE SET
       slug = EXCLUDED.slug, title = EXCLUDED.title, company = EXCLUDED.company, location = EXCLUDED.location,
       city = EXCLUDED.city, state = EXCLUDED.state, zip = EXCLUDED.zip, latitude = EXCLUDED.latitude,
       longitude = EXCLUDED.longitude, job_type = EXCLUDED.job_type, work_setting = EXCLUDED.work_setting,
       category = EXCLUDED.category, salary_min = EXCLUDED.salary_min, salary_max = EXCLUDED.salary_max,
       salary_currency = EXCLUDED.salary_currency, salary_period = EXCLUDED.salary_period,
       description = EXCLUDED.description, url = EXCLUDED.url, tag_names = EXCLUDED.tag_names,
       posted_at = EXCLUDED.posted_at, expires_at = EXCLUDED.expires_at, country = EXCLUDED.country,
       salary_yearly_usd = EXCLUDED.salary_yearly_usd, remote_eligibility = EXCLUDED.remote_eligibility,
       open_to = EXCLUDED.open_to, apply_url = EXCLUDED.apply_url, attribution = EXCLUDED.attribution,
       sample = EXCLUDED.sample, updated_at = now()
     RETURNING id`,
    [
      job.slug,
      job.title,
      job.company,
      job.location,
      job.city,
      job.state,
      job.zip,
      job.latitude,
      job.longitude,
      job.jobType,
      job.workSetting,
      job.category,
      job.salaryMin,
      job.salaryMax,
      job.salaryCurrency,
      job.salaryPeriod,
      job.description,
      job.url,
      job.source,
      job.sourceId,
      tagNames(job),
      job.postedAt,
      job.expiresAt,
      job.country,
      job.salaryYearlyUsd,
      job.remoteEligibility && JSON.stringify(job.remoteEligibility),
      openToOf(job.remoteEligibility),
      job.applyUrl,
      job.attribution && JSON.stringify(job.attribution),
      job.sample ?? false,
    ],
  );
  const id = rows[0]!.id;
  await client.query('DELETE FROM tags WHERE job_id = $1', [id]);
  if (job.tags.length > 0) {
    await client.query(
      `INSERT INTO tags (job_id, name, color, position)
       SELECT $1, t.name, t.color::tag_color, t.position - 1
         FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(name, color, position)`,
      [id, job.tags.map((t) => t.name), job.tags.map((t) => t.color)],
    );
  }
  await client.query(
    `INSERT INTO search_terms (term)
     SELECT DISTINCT w FROM regexp_split_to_table(lower($1), '[^[:alnum:]]+') AS w WHERE length(w) >= 3
     ON CONFLICT DO NOTHING`,
    [`${job.title} ${job.company} ${tagNames(job)}`],
  );
  await writeOutbox(client, 'job.upserted', String(id));
  return id;
}

export async function deleteJob(pool: pg.Pool, id: number): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rowCount } = await client.query('DELETE FROM jobs WHERE id = $1', [id]);
    if (rowCount) await writeOutbox(client, 'job.deleted', String(id));
    await client.query('COMMIT');
    return Boolean(rowCount);
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
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
