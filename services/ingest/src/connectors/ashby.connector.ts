// Ashby's posting API: GET /posting-api/job-board/{board}?includeCompensation=true. Jobs
// carry isRemote, workplaceType, a postal address, secondaryLocations and, when the
// employer shows it, structured compensation.
import { z } from 'zod';
import { dateOf, feedUrl, fetchFeed, optionalText, parseEnvelope, parseItems, type Connector } from './connector.js';
import { completeJob } from '../normalize/job-draft.js';
import type { Period } from '../normalize/pay-wording.js';
import { payFromFields, type ParsedPay } from '../normalize/pay.parser.js';

const ZPostalAddress = z
  .object({
    addressLocality: optionalText,
    addressRegion: optionalText,
    addressCountry: optionalText,
    postalCode: optionalText,
  })
  .nullish();

const ZComponent = z.object({
  compensationType: z.string(),
  interval: optionalText,
  currencyCode: optionalText,
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
  summary: optionalText,
});

const ZAshbyJob = z.object({
  id: z.string().min(1),
  title: z.string(),
  department: optionalText,
  team: optionalText,
  employmentType: optionalText,
  location: optionalText,
  secondaryLocations: z.array(z.object({ location: z.string(), address: ZPostalAddress })).nullish(),
  address: z.object({ postalAddress: ZPostalAddress }).nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: optionalText,
  publishedAt: z.string(),
  isListed: z.boolean().nullish(),
  jobUrl: z.string(),
  applyUrl: optionalText,
  descriptionHtml: optionalText,
  descriptionPlain: optionalText,
  shouldDisplayCompensationOnJobPostings: z.boolean().nullish(),
  compensation: z
    .object({
      compensationTierSummary: optionalText,
      scrapeableCompensationSalarySummary: optionalText,
      compensationTiers: z.array(z.object({ components: z.array(ZComponent).nullish() })).nullish(),
      summaryComponents: z.array(ZComponent).nullish(),
    })
    .nullish(),
});
export type AshbyJob = z.infer<typeof ZAshbyJob>;

const ZEnvelope = z.object({ apiVersion: z.union([z.string(), z.number()]).nullish(), jobs: z.array(z.unknown()) });

export const ashby: Connector<'ashby', AshbyJob> = {
  name: 'ashby',
  hosts: ['api.ashbyhq.com'],
  fetch(source, deps) {
    const path = `/posting-api/job-board/${encodeURIComponent(source.board)}?includeCompensation=true`;
    return fetchFeed(this.hosts, feedUrl(source, 'https://api.ashbyhq.com', path), deps);
  },
  parse(raw) {
    return parseItems(parseEnvelope(raw, ZEnvelope, 'Ashby').jobs, ZAshbyJob);
  },
  normalize(job, source) {
    if (job.isListed === false) return { skip: 'not listed on the board', id: job.id, closed: true };
    const address = job.address?.postalAddress;
    const showPay = job.shouldDisplayCompensationOnJobPostings !== false;
    return completeJob(
      {
        sourceId: job.id,
        title: job.title,
        company: null,
        url: job.jobUrl,
        applyUrl: job.applyUrl,
        descriptionHtml: job.descriptionHtml ?? '',
        locationText: job.location ?? null,
        locationFields: {
          city: address?.addressLocality,
          state: address?.addressRegion,
          country: address?.addressCountry,
          zip: address?.postalCode,
        },
        otherLocations: (job.secondaryLocations ?? []).map((l) => l.location),
        workSetting: settingOf(job),
        employment: [job.employmentType],
        departments: [job.team, job.department].filter((d): d is string => Boolean(d)),
        pay: showPay ? payOf(job.compensation?.summaryComponents ?? []) : null,
        payTexts: showPay
          ? [job.compensation?.scrapeableCompensationSalarySummary, job.compensation?.compensationTierSummary]
          : [],
        postedAt: dateOf(job.publishedAt),
      },
      source,
    );
  },
};

function settingOf(job: AshbyJob): 'remote' | 'hybrid' | 'on-site' | null {
  switch (job.workplaceType) {
    case 'Remote':
      return 'remote';
    case 'Hybrid':
      return 'hybrid';
    case 'OnSite':
      return 'on-site';
    default:
      return job.isRemote === true ? 'remote' : null;
  }
}

// Ashby writes intervals as "1 YEAR", "1 MONTH", "1 HOUR", "1 WEEK", "2 WEEK", "1 DAY".
const INTERVALS: Readonly<Record<string, Period>> = {
  '1 YEAR': 'year',
  '1 MONTH': 'month',
  '1 HOUR': 'hour',
  '1 WEEK': 'week',
  '2 WEEK': 'fortnight',
  '1 DAY': 'day',
};

/** The salary component (not equity, bonus or commission) of the summary. */
function payOf(components: readonly z.infer<typeof ZComponent>[]): ParsedPay | null {
  const salary = components.find((c) => c.compensationType === 'Salary' && c.currencyCode);
  const interval = salary?.interval ? INTERVALS[salary.interval.toUpperCase()] : undefined;
  if (!salary?.currencyCode || !interval) return null;
  return payFromFields(salary.minValue, salary.maxValue, salary.currencyCode, interval);
}
