// The Job as the API returns it, and the vocabularies it uses.
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

/** The search page's options (spec §3); the sitemap offers JOB_CATEGORIES' first nine. */
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

/** '', 'all' and 'all categories' (any case) mean no category filter (spec §5). */
export function isAllCategories(category: string | undefined): boolean {
  const c = (category ?? '').trim().toLowerCase();
  return c === '' || c === 'all' || c === 'all categories';
}

export const ZTag = z.object({ name: z.string(), color: z.enum(TAG_COLORS) });
export type Tag = z.infer<typeof ZTag>;

export const ZJob = z.object({
  id: z.string(),
  slug: z.string().optional(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  jobType: z.string(),
  created: z.string(),
  description: z.string(),
  url: z.string(),
  tags: z.array(ZTag),
  workSetting: z.enum(WORK_SETTINGS),
  category: z.string(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  /** The pay as a yearly USD figure (top of the range, dated exchange rates): what pay filters and sorts on. */
  salaryYearlyUsd: z.number().nullable(),
  /** The day of the exchange rate the yearly USD figure was made with (YYYY-MM-DD); null for pay in USD. */
  salaryYearlyUsdRateDate: z.string().nullable().optional(),
  /** Null when the job is not remote. */
  remoteEligibility: ZRemoteEligibility.nullable(),
  /** Where to apply when the feed names a form apart from the posting (`url`). */
  applyUrl: z.string().nullable(),
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
