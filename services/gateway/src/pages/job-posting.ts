// A job as schema.org JobPosting (JSON-LD), the structured data search engines read to
// list it as a job: https://schema.org/JobPosting, Google's job posting guidelines.
// Only open, real jobs get one (hasJobPosting): a closed job is no longer a posting, and a
// sample job is not a job at all.
import { COUNTRIES, OPEN_TO_ANY, isCountryCode, openToOf, salaryCurrencyOf, type Job } from '@highpay/contracts';

/** A posting without an expiry of its own is valid this long after it was posted. */
export const DEFAULT_VALIDITY_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Fields the search API may add to a job later; used when present. Today a job exposes
 * none, so the ZIP comes from the location text when it has one and validThrough is
 * the posting date plus DEFAULT_VALIDITY_DAYS.
 */
export type JobWithOptionalDetails = Job & {
  postalCode?: string | null;
  expiresAt?: string | null;
  country?: string | null;
};

type EmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

const EMPLOYMENT_TYPES: Readonly<Record<string, EmploymentType>> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  temp: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
  volunteer: 'VOLUNTEER',
  perdiem: 'PER_DIEM',
};

/** 'Full Time', 'full-time' and 'FULL_TIME' are all FULL_TIME; anything unknown is OTHER. */
export function employmentTypeOf(jobType: string): EmploymentType {
  return EMPLOYMENT_TYPES[jobType.toLowerCase().replace(/[^a-z]/g, '')] ?? 'OTHER';
}

const UNIT_TEXT = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' } as const;

export interface PostalAddress {
  '@type': 'PostalAddress';
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry: string;
}

/**
 * The address in a job's location text: 'Austin, TX', 'Austin, TX 78701',
 * 'Remote (Austin, TX)'. Undefined for a location with no place in it ('Remote (US)').
 */
export function addressOf(job: JobWithOptionalDetails): PostalAddress | undefined {
  const country = job.country?.trim() || 'US';
  const inner = /^remote\s*\((.*)\)$/i.exec(job.location.trim())?.[1] ?? job.location;
  const place = inner.trim();
  if (!place || /^(remote|anywhere|us|usa|united states)$/i.test(place)) return undefined;

  const match = /^(.+?),\s*([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(place);
  const postalCode = job.postalCode?.trim() || match?.[3];
  return {
    '@type': 'PostalAddress',
    addressLocality: match?.[1]?.trim() ?? place,
    ...(match?.[2] ? { addressRegion: match[2].toUpperCase() } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: country,
  };
}

/**
 * Whether search engines may list the job: open, a real opening rather than a sample, and
 * from a source whose terms let its jobs go to search engines (Remotive's do not).
 */
export function hasJobPosting(job: Pick<Job, 'closedAt' | 'sample' | 'searchEngines'>): boolean {
  return job.closedAt === null && !job.sample && job.searchEngines !== false;
}

export function buildJobPosting(
  job: JobWithOptionalDetails,
  options: { pageUrl: string; description: string },
): Record<string, unknown> {
  const address = addressOf(job);
  const remote = job.workSetting === 'remote' || job.remoteEligibility !== null;
  const posted = new Date(job.created);
  const postedOk = !Number.isNaN(posted.getTime());
  const expires = job.expiresAt ? new Date(job.expiresAt) : undefined;
  const validThrough =
    expires && !Number.isNaN(expires.getTime())
      ? expires
      : postedOk
        ? new Date(posted.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS)
        : undefined;

  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: options.description,
    identifier: { '@type': 'PropertyValue', name: job.company, value: job.id },
    url: options.pageUrl,
    ...(postedOk ? { datePosted: posted.toISOString() } : {}),
    ...(validThrough ? { validThrough: validThrough.toISOString() } : {}),
    employmentType: employmentTypeOf(job.jobType),
    hiringOrganization: { '@type': 'Organization', name: job.company },
    // A fully remote job needs no place of work; one anchored to a city keeps it.
    ...(address ? { jobLocation: { '@type': 'Place', address } } : {}),
    ...(remote ? { jobLocationType: 'TELECOMMUTE', ...applicantLocationsOf(job) } : {}),
    ...salaryOf(job),
  };
}

interface Country {
  '@type': 'Country';
  name: string;
}

/**
 * The countries a remote job takes applicants from, regions spelled out as countries. None
 * for a job open anywhere, or one whose listing does not say (unless its own country is known).
 */
function applicantLocationsOf(job: JobWithOptionalDetails): { applicantLocationRequirements?: Country | Country[] } {
  const codes = job.remoteEligibility
    ? (openToOf(job.remoteEligibility) ?? [])
    : job.country?.trim()
      ? [job.country.trim().toUpperCase()]
      : [];
  if (codes.length === 0 || codes.includes(OPEN_TO_ANY)) return {};
  const countries = codes.map((code): Country => ({
    '@type': 'Country',
    name: isCountryCode(code) ? COUNTRIES[code] : code,
  }));
  return { applicantLocationRequirements: countries.length === 1 ? countries[0]! : countries };
}

/** The pay in the currency it was listed in; none when the period or currency is not one schema.org knows. */
function salaryOf(job: Job): { baseSalary?: Record<string, unknown> } {
  const { salaryMin: min, salaryMax: max, salaryPeriod: period } = job;
  if (!period || (min == null && max == null)) return {};
  const currency = salaryCurrencyOf(job);
  if (!/^[A-Z]{3}$/.test(currency)) return {};
  const value =
    min != null && max != null && min !== max ? { minValue: min, maxValue: max } : { value: (min ?? max) as number };
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency,
      value: { '@type': 'QuantitativeValue', ...value, unitText: UNIT_TEXT[period] },
    },
  };
}
