// The one way an item becomes a NormalizedJob: a connector says what its feed holds (a
// JobDraft), and this sanitizes, parses pay and place, classifies and checks the result.
import { type JobCategorySlug, type WorkSetting } from '@highpay/contracts';
import { describeZodError } from '@highpay/common/http';
import { slugify } from '@highpay/common/reference/tags';
import { createHash } from 'node:crypto';
import type { Normalized } from '../connectors/connector.js';
import { workSettingFromText } from './work-setting.parser.js';
import type { IngestSource } from '../sources/ingest-source.js';
import { ZNormalizedJob } from './normalized-job.js';
import { categorize, jobTypeOf } from './category.js';
import { capDescription, htmlToText, sanitizeDescription } from './description-sanitizer.js';
import { parseLocation, type LocationFields } from './location.parser.js';
import { countryCurrency, yearlyUsd, yearlyUsdRateDate } from './money.js';
import { parsePayFromTexts, plausiblePay, type ParsedPay } from './pay.parser.js';
import { eligibilitySentences, remoteEligibility } from './remote-eligibility.parser.js';
import { pickTags } from './tags.js';

export interface JobDraft {
  sourceId: string;
  title: string;
  /** Null when the feed names no company: the source's `company` is used. */
  company: string | null;
  /** The posting's page. */
  url: string;
  applyUrl?: string | null;
  /** Raw HTML from the feed; sanitized here. */
  descriptionHtml: string;
  /** The feed sends its HTML as entities (Greenhouse). */
  descriptionEscaped?: boolean;
  /** The feed's location text, shown as the job's location. */
  locationText: string | null;
  locationFields?: LocationFields;
  /** Other places the job is offered in, for remote eligibility. */
  otherLocations?: readonly string[];
  /** The setting a structured field gives; null leaves it to the text. */
  workSetting?: WorkSetting | null;
  /** Employment fields ("Full-time", "FullTime", "Intern"). */
  employment?: readonly (string | null | undefined)[];
  departments?: readonly string[];
  feedTags?: readonly string[];
  /** Pay from structured fields; null leaves it to the texts. */
  pay?: ParsedPay | null;
  /** Pay texts the feed gives apart from the description, tried first. */
  payTexts?: readonly (string | null | undefined)[];
  postedAt: Date | null;
  expiresAt?: Date | null;
  attribution?: { name: string; url: string } | null;
}

const PAY_CUE =
  /salary|\bpay\b|compensation|\bwage|\brate\b|\brange\b|\bbase\b|\bearn|\bctc\b|stipend|hourly|per hour|\/hr|annual|per year|per annum|\bote\b/i;
/** A longer title is not a title (a description pasted in the wrong field): the item is skipped. */
export const TITLE_MAX_LENGTH = 300;
const REMOTE_TITLE = /\bremote\b/i;
const HYBRID_TITLE = /\bhybrid\b/i;

export function completeJob(draft: JobDraft, source: IngestSource): Normalized {
  const id = draft.sourceId;
  const title = draft.title.replace(/\s+/g, ' ').trim();
  if (!title) return { skip: 'no title', id };
  if (title.length > TITLE_MAX_LENGTH) return { skip: `title longer than ${TITLE_MAX_LENGTH} characters`, id };
  const company = (draft.company ?? source.company ?? ('board' in source ? boardName(source.board) : '')).trim();
  if (!company) return { skip: 'no company', id };
  if (!draft.postedAt) return { skip: 'no posting date', id };

  const repairs: string[] = [];
  const capped = capDescription(sanitizeDescription(draft.descriptionHtml, { escaped: draft.descriptionEscaped }));
  if (capped.cut) repairs.push('description over 100 KB cut at a tag boundary');
  const description = capped.html;
  const text = htmlToText(description);
  const place = parseLocation(draft.locationText, draft.locationFields);
  // The feed's field, then the title and the location, then the description's own words.
  const workSetting: WorkSetting =
    draft.workSetting ??
    place.setting ??
    (HYBRID_TITLE.test(title) ? 'hybrid' : REMOTE_TITLE.test(title) ? 'remote' : null) ??
    workSettingFromText(text) ??
    'on-site';

  const payLines = text.split('\n').filter((line) => PAY_CUE.test(line));
  const fieldPay = draft.pay ? plausiblePay(draft.pay) : null;
  if (draft.pay && !fieldPay) repairs.push("implausible pay in the feed's pay fields left out");
  const pay =
    fieldPay ??
    parsePayFromTexts([...(draft.payTexts ?? []), title, ...payLines], {
      country: place.country,
      defaultCurrency: countryCurrency(place.country, draft.postedAt),
    });
  const yearly = pay ? yearlyUsd(pay) : null;
  const eligibility =
    workSetting === 'remote'
      ? remoteEligibility({
          texts: [draft.locationText, ...(draft.otherLocations ?? []), title, ...eligibilitySentences(text)],
          country: place.country,
        })
      : null;

  const job = {
    slug: `${slugify(`${title} ${company}`).slice(0, 80)}-${shortHash(`${source.name}:${draft.sourceId}`)}`,
    title,
    company,
    location: draft.locationText?.trim() || (workSetting === 'remote' ? (eligibility?.label ?? 'Remote') : ''),
    city: place.city,
    state: place.state,
    zip: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
    country: place.country,
    jobType: jobTypeOf(draft.employment ?? [], title),
    workSetting,
    category: categorize(
      { title, departments: draft.departments, tags: draft.feedTags },
      (source.category as JobCategorySlug | undefined) ?? 'development',
    ),
    salaryMin: pay?.min ?? null,
    salaryMax: pay?.max ?? null,
    salaryCurrency: pay?.currency ?? null,
    salaryPeriod: pay?.period ?? null,
    salaryYearlyUsd: yearly,
    salaryYearlyUsdRateDate: yearly === null ? null : yearlyUsdRateDate(pay?.currency ?? null),
    remoteEligibility: eligibility,
    description,
    url: draft.url,
    applyUrl: applyUrlOf(draft, repairs),
    source: source.name,
    sourceId: draft.sourceId,
    tags: pickTags({ feedTags: draft.feedTags, title, text }),
    postedAt: draft.postedAt,
    expiresAt: draft.expiresAt ?? null,
    attribution: draft.attribution ?? null,
  };
  const checked = ZNormalizedJob.safeParse(job);
  if (!checked.success) return { skip: describeZodError(checked.error), id };
  return repairs.length > 0 ? { ...checked.data, repairs } : checked.data;
}

/** The application link when it is its own http(s) page; another scheme (javascript:, data:) is dropped. */
function applyUrlOf(draft: JobDraft, repairs: string[]): string | null {
  const link = draft.applyUrl?.trim();
  if (!link || link === draft.url) return null;
  if (/^https?:\/\//i.test(link) && URL.canParse(link)) return link;
  repairs.push('apply link that is not http(s) left out');
  return null;
}

/** A board token as a name when neither feed nor config names the company ("acme-robotics" → "Acme Robotics"). */
function boardName(board: string): string {
  return board.replace(/[-_.]+/g, ' ').replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** Eight hex characters that keep two jobs with one title apart in their slugs, stable across runs. */
function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}
