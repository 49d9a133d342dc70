import type { Job } from '@highpay/contracts';
import { describe, expect, it } from 'vitest';
import { addressOf, buildJobPosting, employmentTypeOf, hasJobPosting } from './job-posting.js';

const base: Job = {
  id: '7',
  title: 'Nurse Practitioner',
  company: 'CareFirst',
  location: 'Columbia, SC',
  jobType: 'Full Time',
  created: '2026-01-10T00:00:00.000Z',
  description: '<p>Care.</p>',
  snippet: 'Care.',
  url: 'https://example.com/7',
  tags: [],
  workSetting: 'on-site',
  category: 'healthcare',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  salaryYearlyUsd: null,
  remoteEligibility: null,
  applyUrl: null,
  source: { name: 'CareFirst careers', url: 'https://example.com/7' },
  sample: false,
  closedAt: null,
};
const page = { pageUrl: 'https://x.test/job/7', description: 'Care.' };
const remote = (eligibility: Partial<NonNullable<Job['remoteEligibility']>>): Job => ({
  ...base,
  location: 'Remote',
  workSetting: 'remote',
  remoteEligibility: { anywhere: false, countries: [], regions: [], utcOffsets: null, label: 'Remote', ...eligibility },
});

describe('JobPosting', () => {
  it('maps every job type to a schema.org employment type', () => {
    expect(employmentTypeOf('Full Time')).toBe('FULL_TIME');
    expect(employmentTypeOf('full-time')).toBe('FULL_TIME');
    expect(employmentTypeOf('Part Time')).toBe('PART_TIME');
    expect(employmentTypeOf('Contract')).toBe('CONTRACTOR');
    expect(employmentTypeOf('Internship')).toBe('INTERN');
    expect(employmentTypeOf('Temporary')).toBe('TEMPORARY');
    expect(employmentTypeOf('Gig')).toBe('OTHER');
  });

  it('reads city, state and ZIP from the location, and none from a remote job without a city', () => {
    expect(addressOf(base)).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Columbia',
      addressRegion: 'SC',
      addressCountry: 'US',
    });
    expect(addressOf({ ...base, location: 'Columbia, sc 29201' })).toMatchObject({
      addressRegion: 'SC',
      postalCode: '29201',
    });
    expect(addressOf({ ...base, location: 'Remote (Austin, TX)' })).toMatchObject({
      addressLocality: 'Austin',
      addressRegion: 'TX',
    });
    expect(addressOf({ ...base, postalCode: '29201' })).toMatchObject({ postalCode: '29201' });
    expect(addressOf({ ...base, location: 'Remote (US)' })).toBeUndefined();
    expect(addressOf({ ...base, location: 'Anywhere' })).toBeUndefined();
    expect(addressOf({ ...base, location: 'London' })).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'London',
      addressCountry: 'US',
    });
  });

  it('is valid 30 days after posting, or until the expiry the job carries', () => {
    expect(buildJobPosting(base, page).validThrough).toBe('2026-02-09T00:00:00.000Z');
    expect(buildJobPosting({ ...base, expiresAt: '2026-05-01T00:00:00.000Z' }, page).validThrough).toBe(
      '2026-05-01T00:00:00.000Z',
    );
  });

  it('gives monthly pay as MONTH and a one-sided range as a single value', () => {
    const posting = buildJobPosting({ ...base, salaryMin: 9000, salaryPeriod: 'month', salaryCurrency: 'USD' }, page);
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 9000, unitText: 'MONTH' },
    });
  });

  it('gives the pay in the currency it was listed in', () => {
    const posting = buildJobPosting(
      { ...base, salaryMin: 70_000, salaryMax: 85_000, salaryPeriod: 'year', salaryCurrency: 'eur' },
      page,
    );
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 70_000, maxValue: 85_000, unitText: 'YEAR' },
    });
    const unknown = buildJobPosting({ ...base, salaryMin: 5, salaryPeriod: 'hour', salaryCurrency: 'Euro' }, page);
    expect(unknown.baseSalary).toBeUndefined();
  });

  it('marks a US-only remote job TELECOMMUTE for applicants in the United States', () => {
    const posting = buildJobPosting(remote({ countries: ['US'], label: 'US only' }), page);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'United States' });
    expect(posting.jobLocation).toBeUndefined();
  });

  it('spells a remote job open to a region out as its countries', () => {
    const posting = buildJobPosting(remote({ countries: ['GB'], regions: ['dach'], label: 'UK, DACH' }), page);
    expect(posting.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'Austria' },
      { '@type': 'Country', name: 'Switzerland' },
      { '@type': 'Country', name: 'Germany' },
      { '@type': 'Country', name: 'United Kingdom' },
    ]);
  });

  it('names no country for a remote job open anywhere, or one whose listing does not say', () => {
    for (const job of [
      remote({ anywhere: true, label: 'Anywhere' }),
      remote({}),
      { ...base, workSetting: 'remote' as const },
    ]) {
      const posting = buildJobPosting(job, page);
      expect(posting.jobLocationType).toBe('TELECOMMUTE');
      expect(posting.applicantLocationRequirements).toBeUndefined();
    }
  });

  it('has no JobPosting for a closed job or a sample job', () => {
    expect(hasJobPosting(base)).toBe(true);
    expect(hasJobPosting({ ...base, closedAt: '2026-02-01T00:00:00.000Z' })).toBe(false);
    expect(hasJobPosting({ ...base, sample: true })).toBe(false);
  });

  it("has no JobPosting for a job whose source's terms keep it from search engines (Remotive)", () => {
    expect(hasJobPosting({ ...base, searchEngines: false })).toBe(false);
    expect(hasJobPosting({ ...base, searchEngines: true })).toBe(true);
  });
});
