// The keys that find the same opening on two boards: where it is applied for (the apply
// URL, normalized), and who offers what where (company + title + place, normalized).
import { openToOf } from '@highpay/contracts';
import type { NormalizedJob } from '../normalize/normalized-job.js';

/** Query parameters that say where a visitor came from, not which posting it is. */
const TRACKING_PARAM =
  /^(?:utm_\w+|ref|referrer|src|source|gh_src|lever-source|lever-origin|lever-via|ashby_\w+|fbclid|gclid|mc_\w+)$/i;

/**
 * The apply URL (the posting's, when the feed names no form of its own) without scheme,
 * `www.`, fragment, trailing slash or tracking parameters, its host lower-cased. Parameters
 * that name the posting stay (`?gh_jid=123` on an employer's own careers page), sorted.
 */
export function applyKeyOf(job: Pick<NormalizedJob, 'url' | 'applyUrl'>): string | null {
  let url: URL;
  try {
    url = new URL(job.applyUrl ?? job.url);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  const params = [...url.searchParams]
    .filter(([name, value]) => value !== '' && !TRACKING_PARAM.test(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${host}${url.port ? `:${url.port}` : ''}${path}${query}`;
}

/** Company, title and place, each normalized, joined by '|'. */
export function matchKeyOf(
  job: Pick<NormalizedJob, 'company' | 'title' | 'workSetting' | 'city' | 'state' | 'country' | 'location'> &
    Pick<NormalizedJob, 'remoteEligibility'>,
): string | null {
  const company = companyWords(job.company);
  const title = words(job.title);
  if (!company || !title) return null;
  return `${company}|${title}|${placeOf(job)}`;
}

/** A remote job by the countries it is open to; another by its parsed place, else its text. */
function placeOf(job: Parameters<typeof matchKeyOf>[0]): string {
  if (job.workSetting === 'remote') return words(`remote ${(openToOf(job.remoteEligibility) ?? []).join(' ')}`);
  if (job.city) return words([job.city, job.state, job.country].filter(Boolean).join(' '));
  return words(job.location);
}

const CORPORATE_SUFFIX =
  /(?:\s(?:inc|llc|l\s?l\s?c|ltd|limited|corp|corporation|co|company|gmbh|ag|sa|sas|bv|nv|plc|pty|oy|ab|as))+$/;

function companyWords(company: string): string {
  return words(company).replace(CORPORATE_SUFFIX, '');
}

/** Lower case, accents off, '&' as 'and', every other run of non-letters one space. */
function words(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
