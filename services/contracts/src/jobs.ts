// A job as stored and as the API returns it (one shape, the second picked from the first),
// and the vocabularies they use.
import { z } from 'zod';
import { ZRemoteEligibility } from './remote-eligibility.js';

export const TAG_COLORS = ['green', 'blue', 'purple', 'orange', 'red', 'teal', 'yellow'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

export const WORK_SETTINGS = ['remote', 'hybrid', 'on-site'] as const;
export type WorkSetting = (typeof WORK_SETTINGS)[number];
export const WORK_SETTING_LABELS: Record<WorkSetting, string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  'on-site': 'On-site',
};

export const JOB_TYPES = ['Full Time', 'Part Time', 'Contract', 'Internship', 'Temporary'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Where a job comes from: the employer's own board (its ATS), or an aggregator that lists many employers' jobs. */
export const SOURCE_TYPES = ['employer', 'aggregator'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
export const SOURCE_TYPE_LABELS: Record<SourceType, string> = {
  employer: 'Direct from the employer',
  aggregator: 'Job boards (aggregators)',
};

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** Hours in a working year and months in a year: how pay filters and sorts compare pay per period. */
const HOURS_PER_YEAR = 2080;
const MONTHS_PER_YEAR = 12;

export function yearlyPay(amount: number, period: SalaryPeriod): number {
  switch (period) {
    case 'year':
      return amount;
    case 'month':
      return amount * MONTHS_PER_YEAR;
    case 'hour':
      return amount * HOURS_PER_YEAR;
    default: {
      const unreachable: never = period;
      throw new Error(`unknown salary period ${String(unreachable)}`);
    }
  }
}

/** Categories a job is stored under. Every category any page offers maps onto these (see CATEGORY_FILTERS). */
export const JOB_CATEGORIES = [
  { slug: 'development', label: 'Development' },
  { slug: 'design', label: 'Design' },
  { slug: 'marketing', label: 'Marketing' },
  { slug: 'management', label: 'Management' },
  { slug: 'customer-support', label: 'Customer Support' },
  { slug: 'sales', label: 'Sales' },
  { slug: 'finance', label: 'Finance' },
  { slug: 'legal', label: 'Legal' },
  { slug: 'hr', label: 'HR' },
  { slug: 'healthcare', label: 'Healthcare' },
  { slug: 'engineering', label: 'Engineering' },
  { slug: 'administrative', label: 'Administrative' },
] as const;
export type JobCategorySlug = (typeof JOB_CATEGORIES)[number]['slug'];

/** The search page's options (docs/product.md: Data the pages use); the sitemap offers JOB_CATEGORIES' first nine. */
export const SEARCH_PAGE_CATEGORIES = [
  'Technology',
  'Healthcare',
  'Marketing',
  'Finance',
  'Engineering',
  'Sales',
  'Customer Service',
  'Administrative',
] as const;

/** Every category name a page can send, lower-cased, to the stored categories it means. */
export const CATEGORY_FILTERS: Record<string, readonly JobCategorySlug[]> = {
  ...Object.fromEntries(
    JOB_CATEGORIES.flatMap((c) => [
      [c.slug, [c.slug]],
      [c.label.toLowerCase(), [c.slug]],
    ]),
  ),
  technology: ['development', 'engineering'],
  'customer service': ['customer-support'],
  'human resources': ['hr'],
};

/** '', 'all' and 'all categories' (any case) mean no category filter (docs/product.md: Input rules). */
export function isAllCategories(category: string | undefined): boolean {
  const c = (category ?? '').trim().toLowerCase();
  return c === '' || c === 'all' || c === 'all categories';
}

export const ZTag = z.object({ name: z.string(), color: z.enum(TAG_COLORS) });
export type Tag = z.infer<typeof ZTag>;

/**
 * A job as the jobs table stores it: what the job writer takes, declared once. Ingestion's
 * normalized job narrows it (checked URLs, known job types); the API's Job picks from it.
 */
export const ZStoredJob = z.object({
  slug: z.string(),
  title: z.string(),
  company: z.string(),
  /** Display location, e.g. "Austin, TX" or "Remote (US)". */
  location: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** ISO 3166-1 alpha-2 of the job's place, when known. */
  country: z.string().nullable(),
  jobType: z.string(),
  workSetting: z.enum(WORK_SETTINGS),
  category: z.string(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  /** ISO 4217. */
  salaryCurrency: z.string().nullable(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  /** The pay as a yearly USD figure (top of the range): what pay filters and sorts on. */
  salaryYearlyUsd: z.number().nullable(),
  /** The day of the exchange rate the yearly USD figure was made with (YYYY-MM-DD); null for pay in USD. */
  salaryYearlyUsdRateDate: z.string().nullable().optional(),
  /** Null when the job is not remote. */
  remoteEligibility: ZRemoteEligibility.nullable(),
  /** HTML: <p>, <h3>, <ul><li>; sanitized when shown. */
  description: z.string(),
  /** The posting's page. */
  url: z.string(),
  /** The application form, when the feed names one apart from the posting (`url`). */
  applyUrl: z.string().nullable(),
  /** The configured source's name (one board of one connector), and the feed's own id for the job. */
  source: z.string(),
  sourceId: z.string(),
  tags: z.array(ZTag),
  postedAt: z.date(),
  expiresAt: z.date().nullable(),
  /** A feed whose terms ask for a link back (Remote OK) names itself here. */
  attribution: z.object({ name: z.string(), url: z.string() }).nullable(),
  /** A demo job (the seed's): labelled as a sample wherever it shows. */
  sample: z.boolean().optional(),
  /** The employer's own board (default) or an aggregator. */
  sourceType: z.enum(SOURCE_TYPES).optional(),
  /** False when the source's terms forbid submitting the job to search engines (default true). */
  searchEngines: z.boolean().optional(),
});
export type StoredJob = z.infer<typeof ZStoredJob>;

/** The Job as the API returns it: the stored job's shown fields, with its id, dates and source as pages use them. */
export const ZJob = ZStoredJob.pick({
  title: true,
  company: true,
  location: true,
  jobType: true,
  url: true,
  tags: true,
  workSetting: true,
  category: true,
  salaryMin: true,
  salaryMax: true,
  salaryCurrency: true,
  salaryPeriod: true,
  salaryYearlyUsd: true,
  salaryYearlyUsdRateDate: true,
  remoteEligibility: true,
  applyUrl: true,
  sourceType: true,
  searchEngines: true,
}).extend({
  id: z.string(),
  slug: z.string().optional(),
  /** postedAt, ISO 8601. */
  created: z.string(),
  /** The whole description (HTML): in a job's own answer ({query: {id}}) only. */
  description: ZStoredJob.shape.description.optional(),
  /** The description as plain text, at most 300 characters: what a card shows. */
  snippet: z.string().max(300),
  /** Who published the job, linked as the feed's terms ask (the employer's board, Remote OK). */
  source: z.object({ name: z.string(), url: z.string() }),
  /** A demo job `make start` loads into an empty board: labelled, linking only to example.com / example.org. */
  sample: z.boolean(),
  /** Set when the job left its feed: it is gone from search and its page says it is closed. */
  closedAt: z.string().nullable(),
});
export type Job = z.infer<typeof ZJob>;

/**
 * The currency a job's pay is listed in, as an upper-case code. Every feed we read names
 * its currency; a job written without one comes from a US board, so it pays in dollars.
 */
export function salaryCurrencyOf(job: { salaryCurrency?: string | null }): string {
  return job.salaryCurrency?.trim().toUpperCase() || 'USD';
}

/** Spec §3: a job without tags shows one tag made from its jobType (fallback 'Job'), green. */
export function tagsOrFallback(job: { tags?: Tag[] | null; jobType?: string | null }): Tag[] {
  if (job.tags && job.tags.length > 0) return job.tags;
  return [{ name: job.jobType?.trim() || 'Job', color: 'green' }];
}
