// Known jobs for tests: a few fields each, the rest filled in, written by upsertJobs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { upsertJobs, type JobInput } from '@highpay/common';
import { slugify } from '@highpay/common/reference/tags';
import {
  yearlyPay,
  type Job,
  type RemoteEligibility,
  type SalaryPeriod,
  type Tag,
  type WorkSetting,
} from '@highpay/contracts';

export interface TestJob {
  title: string;
  company?: string;
  location?: string;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  jobType?: string;
  workSetting?: WorkSetting;
  /** A stored category slug: 'development', 'design', … */
  category?: string;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  salaryPeriod?: SalaryPeriod | null;
  description?: string;
  url?: string;
  tags?: Tag[];
  postedAt?: Date;
  expiresAt?: Date | null;
  country?: string | null;
  /** Defaults to the top of a USD range per year; give it for other currencies. */
  salaryYearlyUsd?: number | null;
  remoteEligibility?: RemoteEligibility | null;
  applyUrl?: string | null;
  attribution?: Job['source'] | null;
  sample?: boolean;
  sourceType?: Job['sourceType'];
  searchEngines?: boolean;
}

const DAY_MS = 86_400_000;

/** Inserts the jobs in order, through the product's own job writer, and answers their ids (as the API spells them: strings). */
export async function insertJobs(databaseUrl: string, jobs: readonly TestJob[]): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const ids = await upsertJobs(pool, jobs.map(withDefaults));
    return ids.map(String);
  } finally {
    await pool.end();
  }
}

function withDefaults(job: TestJob): JobInput {
  const sourceId = randomBytes(6).toString('hex');
  const company = job.company ?? 'Acme Corp';
  return {
    slug: `${slugify(job.title)}-${sourceId}`,
    title: job.title,
    company,
    location: job.location ?? 'Austin, TX',
    city: job.city ?? null,
    state: job.state ?? null,
    zip: job.zip ?? null,
    latitude: null,
    longitude: null,
    jobType: job.jobType ?? 'Full Time',
    workSetting: job.workSetting ?? 'on-site',
    category: job.category ?? 'development',
    salaryMin: job.salaryMin ?? null,
    salaryMax: job.salaryMax ?? null,
    salaryCurrency: job.salaryCurrency ?? (job.salaryMin != null || job.salaryMax != null ? 'USD' : null),
    salaryPeriod: job.salaryPeriod ?? null,
    description: job.description ?? `<p>${job.title} at ${company}.</p>`,
    url: job.url ?? `https://jobs.example.com/${sourceId}`,
    source: 'test',
    sourceId,
    tags: job.tags ?? [],
    postedAt: job.postedAt ?? new Date(),
    expiresAt: job.expiresAt ?? null,
    country: job.country === undefined ? 'US' : job.country,
    salaryYearlyUsd: job.salaryYearlyUsd === undefined ? usdPerYear(job) : job.salaryYearlyUsd,
    remoteEligibility: job.remoteEligibility ?? null,
    applyUrl: job.applyUrl ?? null,
    attribution: job.attribution ?? null,
    sample: job.sample ?? false,
    sourceType: job.sourceType ?? (job.attribution ? 'aggregator' : 'employer'),
    searchEngines: job.searchEngines ?? true,
  };
}

/** A USD range's top per year (what the writer's callers compute); null for other currencies. */
function usdPerYear(job: TestJob): number | null {
  const top = job.salaryMax ?? job.salaryMin;
  if (top == null || (job.salaryCurrency ?? 'USD') !== 'USD') return null;
  return Math.round(yearlyPay(top, job.salaryPeriod ?? 'year'));
}

/** `count` plain jobs titled '{prefix} 1' … posted a minute apart, newest first, older than `before`. */
export function fillerJobs(
  count: number,
  options: { prefix?: string; before?: Date } & Partial<TestJob> = {},
): TestJob[] {
  const { prefix = 'Filler Job', before = new Date(Date.now() - DAY_MS), ...rest } = options;
  return Array.from({ length: count }, (_, i) => ({
    company: 'Filler Inc',
    ...rest,
    title: `${prefix} ${i + 1}`,
    postedAt: new Date(before.getTime() - (i + 1) * 60_000),
  }));
}

/** Lexemes of the jobs' search vectors that the prefix vocabulary (search_lexemes) lacks: none, when it is kept whole. */
export async function missingSearchLexemes(db: Pick<pg.ClientBase, 'query'>): Promise<string[]> {
  const { rows } = await db.query<{ l: string }>(
    `SELECT DISTINCT l FROM jobs j, unnest(tsvector_to_array(j.search_vector)) AS l
      WHERE NOT EXISTS (SELECT 1 FROM search_lexemes s WHERE s.lexeme = l)`,
  );
  return rows.map((r) => r.l);
}

/**
 * Closes a job as ingest does when it leaves its feed (what insertJobs cannot write). Call it
 * while seeding, before a stack starts: a running stack would keep its cached answers.
 */
export async function closeJob(databaseUrl: string, id: string, closedAt: Date): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE jobs SET closed_at = $2 WHERE id = $1', [Number(id), closedAt]);
  } finally {
    await client.end();
  }
}

/** Remote eligibility as the ingest parser writes it. */
/** The time `hours` hours ago, for a job's posting date. */
export function hoursAgo(hours: number): Date {
  return new Date(Date.now() - hours * 3_600_000);
}

export function eligibility(label: string, parts: Partial<Omit<RemoteEligibility, 'label'>> = {}): RemoteEligibility {
  return { anywhere: false, countries: [], regions: [], utcOffsets: null, ...parts, label };
}
