// Maps a jobs row (with its tags) to the API's Job.
import {
  OPEN_TO_ANY,
  TAG_COLORS,
  tagsOrFallback,
  type Job,
  type RemoteEligibility,
  type TagColor,
} from '@highpay/contracts';
import { LISTED } from '../jobs/listed-jobs.js';
import type pg from 'pg';
import { parseJobId } from './job-id.js';
import { plainSnippet, SNIPPET_SOURCE_CHARS } from './snippet.js';

export interface JobRow {
  id: number;
  slug: string;
  title: string;
  company: string;
  location: string;
  job_type: string;
  work_setting: Job['workSetting'];
  category: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: Job['salaryPeriod'];
  description: string;
  url: string;
  posted_at: Date;
  salary_yearly_usd: number | null;
  /** YYYY-MM-DD of the exchange rate salary_yearly_usd was made with (null for USD pay). */
  salary_yearly_usd_rate_date: string | null;
  remote_eligibility: RemoteEligibility | null;
  apply_url: string | null;
  attribution: { name: string; url: string } | null;
  source_type: Job['sourceType'];
  search_engines: boolean;
  sample: boolean;
  closed_at: Date | null;
  tags: Array<{ name: string; color: string }> | null;
}

/** Listed jobs, the ones search shows: common's definition, which the sitemap reads too. */

/** The countries a job open to `country` lists: the country itself, or any. */
export const openToValues = (country: string): string[] => [OPEN_TO_ANY, country];

const columnsWith = (description: string) => `j.id, j.slug, j.title, j.company, j.location, j.job_type,
  j.work_setting, j.category, j.salary_min, j.salary_max, j.salary_currency, j.salary_period, ${description},
  j.url, j.posted_at, j.salary_yearly_usd, j.salary_yearly_usd_rate_date::text AS salary_yearly_usd_rate_date,
  j.remote_eligibility, j.apply_url, j.attribution, j.source_type, j.search_engines, j.sample, j.closed_at,
  (SELECT json_agg(json_build_object('name', t.name, 'color', t.color) ORDER BY t.position)
     FROM tags t WHERE t.job_id = j.id) AS tags`;

/** A job with its whole description: a job's own page, and the engine's document. */
export const JOB_COLUMNS = columnsWith('j.description');
/** A job in a list: only the start of its description is read, enough for the snippet (toListedJob). */
export const LIST_JOB_COLUMNS = columnsWith(`left(j.description, ${SNIPPET_SOURCE_CHARS}) AS description`);

/** A job in a search or list answer: the snippet, not the description. */
export function toListedJob(row: JobRow): Job {
  const { description: _whole, ...job } = toJob(row);
  return job;
}

/** A job with its whole description and its snippet. */
export function toJob(row: JobRow): Job {
  const tags = (row.tags ?? []).map((t) => ({
    name: t.name,
    color: (TAG_COLORS as readonly string[]).includes(t.color) ? (t.color as TagColor) : 'green',
  }));
  return {
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    company: row.company,
    location: row.location,
    jobType: row.job_type,
    created: row.posted_at.toISOString(),
    description: row.description,
    snippet: plainSnippet(row.description),
    url: row.url,
    tags: tagsOrFallback({ tags, jobType: row.job_type }),
    workSetting: row.work_setting,
    category: row.category,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryCurrency: row.salary_currency?.trim() ?? null,
    salaryPeriod: row.salary_period,
    salaryYearlyUsd: row.salary_yearly_usd,
    salaryYearlyUsdRateDate: row.salary_yearly_usd_rate_date,
    remoteEligibility: row.work_setting === 'remote' ? row.remote_eligibility : null,
    applyUrl: row.apply_url,
    source: sourceOf(row),
    // Only when not the default (employer, search engines allowed): a page of 20 stays small.
    ...(row.source_type && row.source_type !== 'employer' ? { sourceType: row.source_type } : {}),
    ...(row.search_engines === false ? { searchEngines: false } : {}),
    sample: row.sample,
    closedAt: row.closed_at?.toISOString() ?? null,
  };
}

/** Who published the job: the feed that asks for credit, else the employer's own board. */
function sourceOf(row: Pick<JobRow, 'attribution' | 'sample' | 'company' | 'url'>): Job['source'] {
  if (row.attribution) return row.attribution;
  return { name: row.sample ? 'Sample job' : `${row.company} careers`, url: row.url };
}

/**
 * The job with this id as the API shows it, read from the jobs table (the source of truth):
 * listed or not, so a closed job's page can say it is closed.
 */
export async function readJobById(pool: Pick<pg.Pool, 'query'>, id: string): Promise<Job | undefined> {
  const jobId = parseJobId(id);
  if (jobId === undefined) return undefined;
  const { rows } = await pool.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs j WHERE j.id = $1`, [jobId]);
  return rows[0] && toJob(rows[0]);
}

/** The newest listed jobs, newest first, read from the jobs table. */
export async function readRecentJobs(pool: Pick<pg.Pool, 'query'>, limit: number): Promise<Job[]> {
  const { rows } = await pool.query<JobRow>(
    `SELECT ${LIST_JOB_COLUMNS} FROM jobs j WHERE ${LISTED} ORDER BY j.posted_at DESC, j.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(toListedJob);
}
