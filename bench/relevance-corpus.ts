// The judged relevance set of bench/relevance/ (its FORMAT.md): postings as jobs for the job
// writer, searches as search requests, and the scores a ranked answer gets (NDCG@10, and the
// jobs in the top 10 that the search's filters or a closing rule out).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ZSearchRequest, type RemoteEligibility, type SearchRequest, type StoredJob } from '@highpay/contracts';
import { parseLocation } from '../services/ingest/src/normalize/location.parser.js';
import { categorize } from '../services/ingest/src/normalize/category.js';

export const RELEVANCE_DIR = path.resolve('bench/relevance');

const ZPosting = z.object({
  key: z.string(),
  family: z.string(),
  company: z.string(),
  title: z.string(),
  descriptionHtml: z.string(),
  location: z.string(),
  workSetting: z.enum(['remote', 'hybrid', 'on-site']),
  remoteOpenTo: z.union([z.array(z.string()), z.literal('worldwide'), z.null()]),
  tags: z.array(z.string()),
  postedDaysAgo: z.number(),
  closed: z.boolean(),
  salary: z.string().nullable(),
});
export type Posting = z.infer<typeof ZPosting>;

const ZJudgedQuery = z.object({
  id: z.string(),
  kind: z.string(),
  query: z.string(),
  location: z.string().default(''),
  workSetting: z.string().default(''),
  openTo: z.string().default(''),
  grades: z.record(z.string(), z.number().int().min(0).max(3)),
});
export type JudgedQuery = z.infer<typeof ZJudgedQuery>;

export function readPostings(file = path.join(RELEVANCE_DIR, 'postings.json')): Posting[] {
  return z.array(ZPosting).parse(JSON.parse(readFileSync(file, 'utf8')));
}

export function readQueries(file: string): JudgedQuery[] {
  return z.array(ZJudgedQuery).parse(JSON.parse(readFileSync(file, 'utf8')));
}

export const SOURCE = 'relevance-bench';
const DAY_MS = 86_400_000;

function eligibility(posting: Posting): RemoteEligibility | null {
  if (posting.workSetting !== 'remote') return null;
  const open = posting.remoteOpenTo;
  if (open === 'worldwide') return { anywhere: true, countries: [], regions: [], utcOffsets: null, label: 'Anywhere' };
  const countries = [...(open ?? [])].sort();
  return { anywhere: false, countries, regions: [], utcOffsets: null, label: countries.join(', ') };
}

function pay(text: string | null): { min: number | null; max: number | null } {
  const amounts = (text ?? '').match(/\d[\d,]*/g)?.map((n) => Number(n.replace(/,/g, ''))) ?? [];
  return { min: amounts[0] ?? null, max: amounts[1] ?? amounts[0] ?? null };
}

/** A posting as the job writer stores it: its place read by ingestion's location parser. */
export function toStoredJob(posting: Posting, now: number): StoredJob {
  const place = parseLocation(posting.location);
  const { min, max } = pay(posting.salary);
  return {
    slug: `${posting.key}-${posting.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.slice(0, 120),
    title: posting.title,
    company: posting.company,
    location: posting.location,
    city: place.city,
    state: place.state,
    zip: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
    country: place.country,
    jobType: 'Full Time',
    workSetting: posting.workSetting,
    category: categorize({ title: posting.title, tags: posting.tags }),
    salaryMin: min,
    salaryMax: max,
    salaryCurrency: min === null ? null : 'USD',
    salaryPeriod: min === null ? null : 'year',
    salaryYearlyUsd: max,
    remoteEligibility: eligibility(posting),
    description: posting.descriptionHtml,
    url: `https://example.com/jobs/${posting.key}`,
    applyUrl: null,
    source: SOURCE,
    sourceId: posting.key,
    tags: posting.tags.map((name) => ({ name, color: 'blue' as const })),
    postedAt: new Date(now - posting.postedDaysAgo * DAY_MS),
    expiresAt: null,
    attribution: null,
  };
}

export function toSearchRequest(query: JudgedQuery): SearchRequest {
  return ZSearchRequest.parse({
    query: query.query,
    location: query.location,
    workSetting: query.workSetting,
    openTo: query.openTo,
  });
}

/** Whether a posting may show for the query at all: open, and within its filters. */
export function eligible(posting: Posting, query: JudgedQuery): boolean {
  if (posting.closed) return false;
  if (query.workSetting && posting.workSetting !== query.workSetting) return false;
  if (query.openTo) {
    if (posting.workSetting !== 'remote') return false;
    const open = posting.remoteOpenTo;
    if (open !== 'worldwide' && !(open ?? []).includes(query.openTo.toUpperCase())) return false;
  }
  return true;
}

/** NDCG at `k` of a ranked list of posting keys (gain 2^grade - 1; unlisted postings grade 0). */
export function ndcgAt(k: number, ranked: readonly string[], grades: Readonly<Record<string, number>>): number {
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = ranked.slice(0, k).reduce((sum, key, i) => sum + gain(grades[key] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(grades)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
  return ideal === 0 ? (dcg === 0 ? 1 : 0) : dcg / ideal;
}
