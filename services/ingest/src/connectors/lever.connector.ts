// Lever's postings API: GET /v0/postings/{site}?mode=json, a bare list of postings, on
// api.lever.co or, for EU accounts, api.eu.lever.co. Pay is `salaryRange`, when given.
import { escapeText } from 'entities';
import { z } from 'zod';
import { dateOf, feedUrl, fetchFeed, optionalText, parseEnvelope, parseItems, type Connector } from './connector.js';
import { completeJob } from '../normalize/job-draft.js';
import type { Period } from '../normalize/pay-wording.js';
import { payFromFields, type ParsedPay } from '../normalize/pay.parser.js';

const ZLeverPosting = z.object({
  id: z.string().min(1),
  text: z.string(),
  categories: z
    .object({
      location: optionalText,
      commitment: optionalText,
      team: optionalText,
      department: optionalText,
      level: optionalText,
      allLocations: z.array(z.string()).nullish(),
    })
    .nullish(),
  country: optionalText,
  workplaceType: optionalText,
  createdAt: z.number().nullish(),
  description: optionalText,
  descriptionPlain: optionalText,
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: optionalText,
  hostedUrl: z.string(),
  applyUrl: optionalText,
  salaryRange: z
    .object({
      currency: z.string().length(3),
      interval: z.string(),
      min: z.number().nullish(),
      max: z.number().nullish(),
    })
    .nullish(),
  salaryDescription: optionalText,
  salaryDescriptionPlain: optionalText,
});
export type LeverPosting = z.infer<typeof ZLeverPosting>;

const ORIGINS = { global: 'https://api.lever.co', eu: 'https://api.eu.lever.co' } as const;

export const lever: Connector<'lever', LeverPosting> = {
  name: 'lever',
  hosts: ['api.lever.co', 'api.eu.lever.co'],
  fetch(source, deps) {
    const url = feedUrl(source, ORIGINS[source.region], `/v0/postings/${encodeURIComponent(source.board)}?mode=json`);
    return fetchFeed(this.hosts, url, deps);
  },
  parse(raw) {
    return parseItems(parseEnvelope(raw, z.array(z.unknown()), 'Lever'), ZLeverPosting);
  },
  normalize(posting, source) {
    const categories = posting.categories ?? {};
    return completeJob(
      {
        sourceId: posting.id,
        title: posting.text,
        company: null,
        url: posting.hostedUrl,
        applyUrl: posting.applyUrl,
        descriptionHtml: descriptionOf(posting),
        locationText: categories.location ?? null,
        locationFields: { country: posting.country },
        otherLocations: categories.allLocations ?? [],
        workSetting: settingOf(posting.workplaceType),
        employment: [categories.commitment],
        departments: [categories.team, categories.department].filter((d): d is string => Boolean(d)),
        pay: payOf(posting.salaryRange),
        payTexts: [posting.salaryDescriptionPlain],
        postedAt: dateOf(posting.createdAt),
      },
      source,
    );
  },
};

/** The posting's body with its lists (requirements, benefits) and closing, as Lever's page shows them. */
function descriptionOf(posting: LeverPosting): string {
  const lists = (posting.lists ?? []).map((l) => `<h3>${escapeText(l.text)}</h3><ul>${l.content}</ul>`).join('');
  return `${posting.description ?? ''}${lists}${posting.additional ?? ''}`;
}

function settingOf(workplaceType: string | null | undefined): 'remote' | 'hybrid' | 'on-site' | null {
  switch (workplaceType) {
    case 'remote':
      return 'remote';
    case 'hybrid':
      return 'hybrid';
    case 'on-site':
    case 'onsite':
      return 'on-site';
    default:
      return null;
  }
}

// Lever's intervals; a one-time sum is not a salary.
const INTERVALS: Readonly<Record<string, Period>> = {
  'per-year-salary': 'year',
  'per-month-salary': 'month',
  'per-hour-wage': 'hour',
  'per-week-salary': 'week',
  'per-day-wage': 'day',
};

function payOf(range: LeverPosting['salaryRange']): ParsedPay | null {
  const interval = range ? INTERVALS[range.interval] : undefined;
  return range && interval ? payFromFields(range.min, range.max, range.currency, interval) : null;
}
