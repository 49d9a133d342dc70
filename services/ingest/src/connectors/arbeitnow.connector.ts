// Arbeitnow's free job board API: GET /api/job-board-api?page=N, newest first, about 100
// jobs a page ({data, links, meta}; links.next is null on the last page). Its jobs come
// from employers' ATS boards, so many are copies of openings an employer's own feed holds:
// the duplicate settling lists the employer's copy. Its terms (meta.terms): do not abuse
// the API, link back to the site; every job names Arbeitnow and links to its posting.
import { z } from 'zod';
import { dateOf, feedUrl, fetchFeed, optionalText, parseEnvelope, parseItems, type Connector } from './connector.js';
import { completeJob } from '../normalize/job-draft.js';

/** Pages read per run unless the source says. */
export const ARBEITNOW_DEFAULT_PAGES = 10;

const ZArbeitnowJob = z.object({
  slug: z.string().min(1),
  company_name: z.string(),
  title: z.string(),
  description: optionalText,
  remote: z.boolean().nullish(),
  url: z.string(),
  tags: z.array(z.string()).nullish(),
  job_types: z.array(z.string()).nullish(),
  location: optionalText,
  created_at: z.number(),
});
export type ArbeitnowJob = z.infer<typeof ZArbeitnowJob>;

const ZEnvelope = z.looseObject({
  data: z.array(z.unknown()),
  links: z.object({ next: z.string().nullish() }).nullish(),
  meta: z.looseObject({ terms: optionalText }).nullish(),
});

const ORIGIN = 'https://www.arbeitnow.com';

export const arbeitnow: Connector<'arbeitnow', ArbeitnowJob> = {
  name: 'arbeitnow',
  hosts: ['www.arbeitnow.com', 'arbeitnow.com'],
  async fetch(source, deps) {
    const page = async (n: number) =>
      parseEnvelope(
        await fetchFeed(this.hosts, feedUrl(source, ORIGIN, `/api/job-board-api?page=${n}`), deps),
        ZEnvelope,
        'Arbeitnow',
      );
    const first = await page(1);
    const data = [...first.data];
    let last = first;
    for (let n = 2; n <= (source.pages ?? ARBEITNOW_DEFAULT_PAGES) && last.links?.next && last.data.length > 0; n++) {
      last = await page(n);
      data.push(...last.data);
    }
    return { ...first, data };
  },
  parse(raw) {
    return parseItems(parseEnvelope(raw, ZEnvelope, 'Arbeitnow').data, ZArbeitnowJob, 'slug');
  },
  normalize(job, source) {
    return completeJob(
      {
        sourceId: job.slug,
        title: job.title,
        company: job.company_name,
        url: job.url,
        descriptionHtml: job.description ?? '',
        locationText: job.location?.trim() || null,
        workSetting: job.remote ? 'remote' : null,
        employment: job.job_types ?? [],
        feedTags: job.tags ?? [],
        postedAt: dateOf(job.created_at * 1000),
        attribution: { name: 'Arbeitnow', url: job.url },
      },
      source,
    );
  },
};
