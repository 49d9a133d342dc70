// Himalayas' public jobs API: GET /jobs/api?limit=20&offset=N, newest first, 20 jobs a page
// ({offset, limit, totalCount, jobs}). Each job gives pay per year with its ISO 4217
// currency, the countries and UTC offsets candidates must be in, seniority, the application
// link and an expiry date. Its terms ask for attribution and a link back: every job names
// Himalayas and links to its page there (see source-terms.ts).
import { z } from 'zod';
import { dateOf, feedUrl, fetchFeed, optionalText, parseEnvelope, parseItems, type Connector } from './connector.js';
import { completeJob } from '../normalize/job-draft.js';
import { payFromFields } from '../normalize/pay.parser.js';

/** Pages read per run unless the source says: the 500 newest jobs. */
export const HIMALAYAS_DEFAULT_PAGES = 25;
const PAGE_SIZE = 20;

/** A country as the documented Location object, or as a plain name (the API's earlier form). */
const ZLocation = z.union([z.string(), z.object({ alpha2: optionalText, name: z.string() })]);

const ZHimalayasJob = z.object({
  guid: z.string().min(1),
  title: z.string(),
  companyName: z.string(),
  companySlug: optionalText,
  excerpt: optionalText,
  description: optionalText,
  employmentType: optionalText,
  minSalary: z.number().nullish(),
  maxSalary: z.number().nullish(),
  currency: optionalText,
  seniority: z.array(z.string()).nullish(),
  locationRestrictions: z.array(ZLocation).nullish(),
  // "UTC-5" as documented; numbers in the API's earlier form.
  timezoneRestrictions: z.array(z.union([z.string(), z.number()])).nullish(),
  categories: z.array(z.string()).nullish(),
  parentCategories: z.array(z.string()).nullish(),
  pubDate: z.number(),
  expiryDate: z.number().nullish(),
  applicationLink: z.string(),
});
export type HimalayasJob = z.infer<typeof ZHimalayasJob>;

const ZEnvelope = z.looseObject({
  jobs: z.array(z.unknown()),
  offset: z.number().nullish(),
  limit: z.number().nullish(),
  totalCount: z.number().nullish(),
});

const ORIGIN = 'https://himalayas.app';

export const himalayas: Connector<'himalayas', HimalayasJob> = {
  name: 'himalayas',
  hosts: ['himalayas.app'],
  async fetch(source, deps) {
    const page = async (offset: number) =>
      parseEnvelope(
        await fetchFeed(this.hosts, feedUrl(source, ORIGIN, `/jobs/api?limit=${PAGE_SIZE}&offset=${offset}`), deps),
        ZEnvelope,
        'Himalayas',
      );
    const first = await page(0);
    const jobs = [...first.jobs];
    const total = first.totalCount ?? Infinity;
    for (let read = 1; read < (source.pages ?? HIMALAYAS_DEFAULT_PAGES) && jobs.length < total; read++) {
      const next = await page(jobs.length);
      if (next.jobs.length === 0) break;
      jobs.push(...next.jobs);
    }
    return { ...first, jobs };
  },
  parse(raw) {
    return parseItems(parseEnvelope(raw, ZEnvelope, 'Himalayas').jobs, ZHimalayasJob, 'guid');
  },
  normalize(job, source) {
    const expires = epochDate(job.expiryDate);
    if (expires && expires.getTime() <= Date.now())
      return { skip: `expired on ${expires.toISOString().slice(0, 10)}`, id: job.guid, closed: true };
    const countries = (job.locationRestrictions ?? []).map((l) => (typeof l === 'string' ? l : l.name));
    const zones = utcBand(job.timezoneRestrictions ?? []);
    const page = jobPage(job);
    return completeJob(
      {
        sourceId: job.guid,
        title: job.title,
        company: job.companyName,
        url: page,
        applyUrl: job.applicationLink,
        descriptionHtml: job.description ?? job.excerpt ?? '',
        // No country named: open anywhere, within the time zones if any.
        locationText: countries.length > 0 ? countries.join(', ') : zones ? null : 'Worldwide',
        otherLocations: zones ? [zones] : [],
        workSetting: 'remote',
        employment: [job.employmentType],
        departments: [...(job.parentCategories ?? []), ...(job.categories ?? [])],
        feedTags: [...(job.seniority ?? []), ...(job.categories ?? [])],
        pay: job.currency ? payFromFields(job.minSalary, job.maxSalary, job.currency, 'year') : null,
        postedAt: epochDate(job.pubDate),
        expiresAt: expires,
        attribution: { name: 'Himalayas', url: page },
      },
      source,
    );
  },
};

/** Milliseconds as documented; a figure in seconds (the API's earlier form) read as such. */
function epochDate(value: number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return dateOf(value < 1e12 ? value * 1000 : value);
}

/** The job's page on Himalayas: its guid when that is the page's URL, else the application link. */
function jobPage(job: HimalayasJob): string {
  return /^https:\/\/(?:www\.)?himalayas\.app\//i.test(job.guid) ? job.guid : job.applicationLink;
}

/** "UTC-8 to UTC-5" from the offsets listed ("UTC-5", "UTC+5:30", -8); null when none reads. */
export function utcBand(zones: readonly (string | number)[]): string | null {
  const offsets = zones
    .map((zone) => {
      if (typeof zone === 'number') return zone;
      const match = /^(?:UTC|GMT)?\s*([+-−]?\d{1,2})(?::(\d{2}))?$/i.exec(zone.trim());
      if (!match) return null;
      const hours = Number(match[1]!.replace('−', '-'));
      return hours + Math.sign(hours || 1) * (Number(match[2] ?? 0) / 60);
    })
    .filter((offset): offset is number => offset !== null && Number.isFinite(offset) && Math.abs(offset) <= 14);
  if (offsets.length === 0) return null;
  const show = (o: number) => `UTC${o >= 0 ? '+' : '-'}${Math.floor(Math.abs(o))}${Math.abs(o) % 1 ? ':30' : ''}`;
  return `${show(Math.min(...offsets))} to ${show(Math.max(...offsets))}`;
}
