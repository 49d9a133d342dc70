// POST /api/search and GET /api/jobs-with-tags.
import { z } from 'zod';
import { CATEGORY_FILTERS, JOB_TYPES, SOURCE_TYPES, WORK_SETTINGS, ZJob, isAllCategories } from './jobs.js';
import { ZOpenToCountry } from './remote-eligibility.js';

export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE = 500;
/**
 * Matches are counted exactly up to this many (the deepest page holds the last of them);
 * beyond, the total is this number and `totalIsLowerBound` says there are more.
 */
export const EXACT_TOTAL_LIMIT = MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE;
export const SORT_ORDERS = ['relevance', 'date', 'company', 'salary'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .transform((s) => s.trim());

export const ZSearchRequest = z.object({
  query: text(200).default(''),
  location: text(100).default(''),
  category: text(50)
    .default('')
    .refine((c) => isAllCategories(c) || CATEGORY_FILTERS[c.toLowerCase()] !== undefined, 'unknown category'),
  jobTypes: z.array(z.enum(JOB_TYPES)).max(JOB_TYPES.length).default([]),
  page: z.number().int().min(1).max(MAX_SEARCH_PAGE).default(1),
  workSetting: z
    .union([z.enum(WORK_SETTINGS), z.literal('')])
    .optional()
    .transform((w) => (w ? w : undefined)),
  /** Only jobs from the employer's own board, or only aggregated ones; '' or absent: both. */
  sourceType: z
    .union([z.enum(SOURCE_TYPES), z.literal('')])
    .optional()
    .transform((s) => (s ? s : undefined)),
  /** Yearly pay floor; hourly and monthly pay count as 2,080 hours and 12 months a year. */
  salaryMin: z.number().int().min(0).max(10_000_000).optional(),
  /** With a floor: also drop jobs that state no salary (kept by default). */
  salaryRequired: z.boolean().default(false),
  sort: z.enum(SORT_ORDERS).optional(),
  /** "Remote jobs open to": only remote jobs someone in this country (ISO alpha-2) may take. */
  openTo: ZOpenToCountry,
});
export type SearchRequest = z.output<typeof ZSearchRequest>;
export type SearchRequestInput = z.input<typeof ZSearchRequest>;

/** A job's id as a caller may send it (its text form: no id is longer). */
export const ZJobId = z.string().max(40);

export const ZJobByIdRequest = z.object({
  query: z.object({ id: z.union([ZJobId, z.number().int()]).transform(String) }),
});
export type JobByIdRequest = z.output<typeof ZJobByIdRequest>;

/** Search service's POST /jobs/by-id (gateway to search only): answers each id's `/search` answer, one a line, in the order asked. */
export const ZJobsByIdRequest = z.object({ ids: z.array(ZJobId).min(1).max(100) });

export const ZSearchResponse = z.object({
  jobs: z.array(ZJob),
  totalResults: z.number().int().min(0),
  /** Present (true) when more jobs match than were counted: "10,000+ jobs". Absent: the total is exact. */
  totalIsLowerBound: z.boolean().optional(),
});
export type SearchResponse = z.infer<typeof ZSearchResponse>;

export const ZJobsWithTagsResponse = z.array(ZJob);
export type JobsWithTagsResponse = z.infer<typeof ZJobsWithTagsResponse>;

/** Spec §5: location 'City ST' or 'City, st' becomes 'City, ST'; anything else is trimmed. */
export function normalizeLocation(location: string): string {
  const trimmed = location.trim();
  const match = /^([A-Za-z. ]+?),?\s+([A-Za-z]{2})$/.exec(trimmed);
  if (!match?.[1] || !match[2]) return trimmed;
  return `${match[1].trim()}, ${match[2].toUpperCase()}`;
}

/** Spec §5: a search runs only when at least one criterion is set. */
export function hasSearchCriteria(req: {
  query?: string;
  location?: string;
  category?: string;
  jobTypes?: readonly string[];
  page?: number;
}): boolean {
  return Boolean(
    req.query?.trim() ||
    req.location?.trim() ||
    !isAllCategories(req.category) ||
    (req.jobTypes?.length ?? 0) > 0 ||
    (req.page ?? 1) > 1,
  );
}
