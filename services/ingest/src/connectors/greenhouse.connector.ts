// Greenhouse's job board API: GET /v1/boards/{token}/jobs?content=true. The description
// comes HTML-escaped in `content`; pay, where the employer shows it, in `pay_input_ranges`
// (cents, one range per pay zone).
import { z } from 'zod';
import { dateOf, feedUrl, fetchFeed, optionalText, parseEnvelope, parseItems, type Connector } from './connector.js';
import { completeJob } from '../normalize/job-draft.js';
import { inferPeriod, payFromFields, periodNamedIn, type ParsedPay } from '../normalize/pay.parser.js';

const ZPayRange = z.object({
  min_cents: z.number().nonnegative(),
  max_cents: z.number().nonnegative(),
  currency_type: z.string().length(3),
  title: optionalText,
  blurb: optionalText,
  description: optionalText,
});

const ZGreenhouseJob = z.object({
  id: z.union([z.number(), z.string().min(1)]),
  internal_job_id: z.number().nullish(),
  title: z.string(),
  updated_at: optionalText,
  first_published: optionalText,
  requisition_id: optionalText,
  location: z.object({ name: optionalText }).nullish(),
  absolute_url: z.string(),
  company_name: optionalText,
  metadata: z
    .array(z.object({ id: z.number().nullish(), name: z.string(), value: z.unknown(), value_type: optionalText }))
    .nullish(),
  content: optionalText,
  departments: z.array(z.object({ id: z.number().nullish(), name: z.string() })).nullish(),
  offices: z.array(z.object({ id: z.number().nullish(), name: z.string(), location: optionalText })).nullish(),
  pay_input_ranges: z.array(ZPayRange).nullish(),
});
export type GreenhouseJob = z.infer<typeof ZGreenhouseJob>;

const ZEnvelope = z.object({ jobs: z.array(z.unknown()), meta: z.object({ total: z.number() }).nullish() });

const ORIGINS = { us: 'https://boards-api.greenhouse.io', eu: 'https://boards-api.eu.greenhouse.io' } as const;

export const greenhouse: Connector<'greenhouse', GreenhouseJob> = {
  name: 'greenhouse',
  hosts: ['boards-api.greenhouse.io', 'boards-api.eu.greenhouse.io'],
  fetch(source, deps) {
    const url = feedUrl(
      source,
      ORIGINS[source.region],
      `/v1/boards/${encodeURIComponent(source.board)}/jobs?content=true`,
    );
    return fetchFeed(this.hosts, url, deps);
  },
  parse(raw) {
    return parseItems(parseEnvelope(raw, ZEnvelope, 'Greenhouse').jobs, ZGreenhouseJob);
  },
  normalize(job, source) {
    const meta = metadataText(job);
    return completeJob(
      {
        sourceId: String(job.id),
        title: job.title,
        company: job.company_name ?? null,
        url: job.absolute_url,
        descriptionHtml: job.content ?? '',
        descriptionEscaped: true,
        locationText: job.location?.name ?? null,
        otherLocations: (job.offices ?? []).map((o) => o.location ?? o.name),
        workSetting: settingOf(meta),
        employment: metadataValues(job, /employment|job type|position type|commitment/i),
        departments: (job.departments ?? []).map((d) => d.name),
        pay: payOf(job.pay_input_ranges ?? []),
        payTexts: metadataValues(job, /salary|pay|compensation/i),
        postedAt: dateOf(job.first_published) ?? dateOf(job.updated_at),
      },
      source,
    );
  },
};

/**
 * All pay zones as one span: lowest minimum to highest maximum, in the first zone's
 * currency, per the period the zones' words name (else the one the figure's size says),
 * read and checked as the other connectors' pay fields are.
 */
function payOf(ranges: readonly z.infer<typeof ZPayRange>[]): ParsedPay | null {
  const currency = ranges[0]?.currency_type.toUpperCase();
  const same = ranges.filter((r) => r.currency_type.toUpperCase() === currency && r.max_cents > 0);
  if (!currency || same.length === 0) return null;
  const min = Math.min(...same.map((r) => r.min_cents)) / 100;
  const max = Math.max(...same.map((r) => r.max_cents)) / 100;
  const words = same.map((r) => `${r.title ?? ''} ${r.blurb ?? ''} ${r.description ?? ''}`).join(' ');
  return payFromFields(min, max, currency, periodNamedIn(words) ?? inferPeriod(max, currency));
}

function metadataValues(job: GreenhouseJob, name: RegExp): string[] {
  return (job.metadata ?? [])
    .filter((m) => name.test(m.name))
    .flatMap((m) => (Array.isArray(m.value) ? (m.value as unknown[]) : [m.value]))
    .filter((v): v is string => typeof v === 'string');
}

function metadataText(job: GreenhouseJob): string {
  return (job.metadata ?? [])
    .filter((m) => /remote|workplace|work (?:type|setting|arrangement|location)|location type/i.test(m.name))
    .map((m) => `${m.name} ${typeof m.value === 'string' || typeof m.value === 'boolean' ? String(m.value) : ''}`)
    .join(' ');
}

function settingOf(meta: string): 'remote' | 'hybrid' | 'on-site' | null {
  if (/\bhybrid\b/i.test(meta)) return 'hybrid';
  if (/\bremote\b[^]*\b(?:true|yes)\b|\bfully remote\b|\bremote\s*$/i.test(meta)) return 'remote';
  if (/\bon-?site\b|\bin[- ]office\b/i.test(meta)) return 'on-site';
  return null;
}
