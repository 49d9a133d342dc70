// Workable's widget API: GET /api/v1/widget/accounts/{slug}?details=true, the account's
// name beside its jobs; each job has a shortcode, telecommuting, and its locations.
import { z } from 'zod';
import { dateOf, feedUrl, fetchFeed, optionalText, parseEnvelope, parseItems, type Connector } from './connector.js';
import { completeJob } from '../normalize/job-draft.js';

const ZWorkableJob = z.object({
  title: z.string(),
  shortcode: z.string().min(1),
  code: optionalText,
  employment_type: optionalText,
  telecommuting: z.boolean().nullish(),
  workplace_type: optionalText,
  department: optionalText,
  url: z.string(),
  shortlink: optionalText,
  application_url: optionalText,
  published_on: optionalText,
  created_at: optionalText,
  country: optionalText,
  city: optionalText,
  state: optionalText,
  experience: optionalText,
  function: optionalText,
  industry: optionalText,
  locations: z
    .array(
      z.object({
        country: optionalText,
        countryCode: optionalText,
        city: optionalText,
        region: optionalText,
        hidden: z.boolean().nullish(),
      }),
    )
    .nullish(),
  description: optionalText,
  requirements: optionalText,
  benefits: optionalText,
});
export type WorkableJob = z.infer<typeof ZWorkableJob>;

const ZEnvelope = z.object({ name: optionalText, description: optionalText, jobs: z.array(z.unknown()) });

export const workable: Connector<'workable', WorkableJob> = {
  name: 'workable',
  hosts: ['apply.workable.com'],
  fetch(source, deps) {
    const path = `/api/v1/widget/accounts/${encodeURIComponent(source.board)}?details=true`;
    return fetchFeed(this.hosts, feedUrl(source, 'https://apply.workable.com', path), deps);
  },
  parse(raw) {
    const feed = parseEnvelope(raw, ZEnvelope, 'Workable');
    const parsed = parseItems(feed.jobs, ZWorkableJob, 'shortcode');
    return { ...parsed, company: feed.name?.trim() || undefined };
  },
  normalize(job, source, context) {
    const first = (job.locations ?? []).find((l) => !l.hidden);
    const city = first?.city ?? job.city;
    const region = first?.region ?? job.state;
    const country = first?.countryCode ?? first?.country ?? job.country;
    const locationText = [city, region === city ? null : region, first?.country ?? job.country]
      .filter(Boolean)
      .join(', ');
    const remote = job.workplace_type === 'remote' || job.telecommuting === true;
    return completeJob(
      {
        sourceId: job.shortcode,
        title: job.title,
        company: context.company ?? null,
        url: job.url,
        applyUrl: job.application_url,
        descriptionHtml: [job.description, job.requirements, job.benefits].filter(Boolean).join(''),
        locationText: remote ? `Remote${locationText ? ` - ${locationText}` : ''}` : locationText || null,
        locationFields: { city, state: region, country },
        otherLocations: (job.locations ?? [])
          .filter((l) => !l.hidden)
          .map((l) => [l.city, l.region, l.country].filter(Boolean).join(', ')),
        workSetting: remote
          ? 'remote'
          : job.workplace_type === 'hybrid'
            ? 'hybrid'
            : job.workplace_type === 'on_site'
              ? 'on-site'
              : null,
        employment: [job.employment_type],
        departments: [job.department, job.function].filter((d): d is string => Boolean(d)),
        postedAt: dateOf(job.published_on) ?? dateOf(job.created_at),
      },
      source,
    );
  },
};
