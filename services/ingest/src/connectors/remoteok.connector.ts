// Remote OK's JSON feed (https://remoteok.com/api): a list whose first element is its
// legal notice, not a job. Its terms ask for a link back, so every job names Remote OK
// and links to the job's page there. Salaries are yearly USD; 0 means not given.
import { z } from 'zod';
import { FeedError } from './feed.client.js';
import { dateOf, feedUrl, fetchFeed, optionalText, parseEnvelope, parseItems, type Connector } from './connector.js';
import { completeJob } from '../normalize/job-draft.js';

const ZRemoteOkJob = z.object({
  id: z.union([z.string().min(1), z.number()]),
  slug: optionalText,
  epoch: z.number().nullish(),
  date: optionalText,
  company: z.string(),
  position: z.string(),
  tags: z.array(z.string()).nullish(),
  description: optionalText,
  location: optionalText,
  salary_min: z.number().nullish(),
  salary_max: z.number().nullish(),
  apply_url: optionalText,
  url: z.string(),
});
export type RemoteOkJob = z.infer<typeof ZRemoteOkJob>;

const ZNotice = z.object({ legal: z.string() });

export const remoteok: Connector<'remoteok', RemoteOkJob> = {
  name: 'remoteok',
  hosts: ['remoteok.com'],
  fetch(source, deps) {
    return fetchFeed(this.hosts, feedUrl(source, 'https://remoteok.com', '/api'), deps);
  },
  parse(raw) {
    const [notice, ...jobs] = parseEnvelope(raw, z.array(z.unknown()), 'Remote OK');
    // The notice is the feed's terms; a feed without it is not the one documented.
    if (!ZNotice.safeParse(notice).success)
      throw new FeedError('bad-format', 'Remote OK feed has no legal notice first');
    const parsed = parseItems(jobs, ZRemoteOkJob);
    // Indexes count from the notice, so they point into the feed as sent.
    return {
      items: parsed.items.map((i) => ({ ...i, index: i.index + 1 })),
      skipped: parsed.skipped.map((s) => ({ ...s, index: s.index + 1 })),
      repaired: parsed.repaired.map((r) => ({ ...r, index: r.index + 1 })),
    };
  },
  normalize(job, source) {
    const min = job.salary_min && job.salary_min > 0 ? job.salary_min : null;
    const max = job.salary_max && job.salary_max > 0 ? job.salary_max : null;
    return completeJob(
      {
        sourceId: String(job.id),
        title: job.position,
        company: job.company,
        url: job.url,
        applyUrl: job.apply_url,
        descriptionHtml: job.description ?? '',
        locationText: job.location?.trim() || null,
        workSetting: 'remote',
        feedTags: job.tags ?? [],
        pay: min || max ? { min, max, currency: 'USD', period: 'year' } : null,
        postedAt: dateOf(job.date) ?? (job.epoch ? dateOf(job.epoch * 1000) : null),
        attribution: { name: 'Remote OK', url: job.url },
      },
      source,
    );
  },
};
