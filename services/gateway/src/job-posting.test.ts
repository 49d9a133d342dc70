import type { Job } from '@highpay/contracts';
import { describe, expect, it } from 'vitest';
import { addressOf, buildJobPosting, employmentTypeOf } from './job-posting.js';

const base: Job = {
  id: '7',
  title: 'Nurse Practitioner',
  company: 'CareFirst',
  location: 'Columbia, SC',
  jobType: 'Full Time',
  created: '2026-01-10T00:00:00.000Z',
  description: '<p>Care.</p>',
  url: 'https://example.com/7',
  tags: [],
  workSetting: 'on-site',
  category: 'healthcare',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
};

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
    const page = { pageUrl: 'https://x.test/job/7', description: 'Care.' };
    expect(buildJobPosting(base, page).validThrough).toBe('2026-02-09T00:00:00.000Z');
    expect(buildJobPosting({ ...base, expiresAt: '2026-05-01T00:00:00.000Z' }, page).validThrough).toBe(
      '2026-05-01T00:00:00.000Z',
    );
  });

  it('gives monthly pay as MONTH and a one-sided range as a single value', () => {
    const page = { pageUrl: 'https://x.test/job/7', description: 'Care.' };
    const posting = buildJobPosting({ ...base, salaryMin: 9000, salaryPeriod: 'month', salaryCurrency: 'USD' }, page);
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 9000, unitText: 'MONTH' },
    });
  });
});
