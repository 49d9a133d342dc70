import { describe, expect, it } from 'vitest';
import { normalizeSourceFeed } from '../src/connectors/ingest.service.js';
import { ingestSavedFeed, itAsks, itReads } from './support/saved-feed.js';

const feed = ingestSavedFeed(
  {
    connector: 'greenhouse',
    board: 'acmerobotics',
    region: 'us',
    name: 'greenhouse:acmerobotics',
    company: 'Acme Robotics',
  },
  { '/v1/boards/acmerobotics/jobs': 'greenhouse/jobs.json' },
);
const job = feed.job;

describe('the Greenhouse connector', () => {
  itAsks(feed, 'asks the job board API for the board’s jobs with their content', [
    '/v1/boards/acmerobotics/jobs?content=true',
  ]);

  itReads(feed, [
    [
      'a Greenhouse job with pay_input_ranges in cents shows $120,000–$150,000 a year',
      'Senior Backend Engineer',
      { salaryMin: 120_000, salaryMax: 150_000, salaryCurrency: 'USD', salaryPeriod: 'year', salaryYearlyUsd: 150_000 },
    ],
    [
      'a job in two pay zones shows the span of both',
      'Account Executive, EMEA',
      { salaryMin: 65_000, salaryMax: 80_000, salaryCurrency: 'GBP' },
    ],
    [
      'a job without pay fields takes its pay from the description',
      'Product Designer',
      { salaryMin: 140_000, salaryMax: 170_000, salaryPeriod: 'year' },
    ],
  ]);

  it('the escaped content becomes safe HTML', () => {
    const { description } = job('Senior Backend Engineer');
    expect(description).toContain('<h3>About the role</h3>');
    expect(description).not.toMatch(/<script|<img|onclick|style=|&lt;/);
  });

  it('a remote US job is remote, eligible in the US only, and tagged with its skills', () => {
    expect(job('Senior Backend Engineer')).toMatchObject({
      workSetting: 'remote',
      country: 'US',
      remoteEligibility: { anywhere: false, countries: ['US'], regions: [], label: 'US only' },
      category: 'development',
      jobType: 'Full Time',
      url: 'https://boards.greenhouse.io/acmerobotics/jobs/4012345',
      source: 'greenhouse:acmerobotics',
      sourceId: '4012345',
      postedAt: new Date('2025-02-20T14:00:00Z'),
    });
    expect(job('Senior Backend Engineer').tags.map((t) => t.name)).toContain('PostgreSQL');
  });

  itReads(feed, [
    [
      'a San Francisco job is on-site there, with the city’s coordinates',
      'Product Designer',
      {
        workSetting: 'on-site',
        city: 'San Francisco',
        state: 'CA',
        latitude: 37.7749,
        remoteEligibility: null,
        category: 'design',
      },
    ],
    [
      'a London job marked Hybrid in its metadata is hybrid',
      'Account Executive, EMEA',
      { workSetting: 'hybrid', country: 'GB', category: 'sales' },
    ],
    [
      'a partial job with only a title and a date still lists, under the configured company',
      'Office Manager',
      { company: 'Acme Robotics', location: '', salaryMin: null, description: '' },
    ],
  ]);

  it('malformed jobs are skipped and counted, each with its reason', () => {
    expect(feed.result.itemCount).toBe(9);
    expect(feed.result.jobs).toHaveLength(4);
    expect(feed.result.skipped.map((s) => [s.index, s.reason])).toEqual([
      [4, expect.stringMatching(/^id/)],
      [5, expect.stringMatching(/^title/)],
      [6, expect.stringMatching(/^url/)],
      [7, 'no posting date'],
      [8, expect.stringMatching(/expected object/)],
    ]);
  });
});

describe('Greenhouse pay zones, read as the other connectors read pay fields', () => {
  const source = { connector: 'greenhouse', board: 'acme', region: 'us', name: 'gh:pay', company: 'Acme' } as const;
  const withPay = (id: number, range: Record<string, unknown>, content = '') => ({
    id,
    title: `Engineer ${id}`,
    first_published: '2026-11-20T10:00:00Z',
    absolute_url: `https://boards.greenhouse.io/acme/jobs/${id}`,
    content,
    pay_input_ranges: [{ currency_type: 'USD', title: null, blurb: null, description: null, ...range }],
  });
  const read = () =>
    normalizeSourceFeed(source, {
      jobs: [
        withPay(1, { min_cents: 5_000, max_cents: 7_000, title: 'Hourly rate' }),
        withPay(2, { min_cents: 200_000, max_cents: 250_000, blurb: 'Paid per week' }),
        withPay(3, { min_cents: 800_000, max_cents: 900_000, description: 'Base salary, monthly' }),
        withPay(4, { min_cents: 1e15, max_cents: 2e15 }, '&lt;p&gt;Salary $100,000 - $120,000 per year.&lt;/p&gt;'),
        withPay(5, { min_cents: 1, max_cents: 15_000_000 }),
      ],
    }).jobs;

  it('a period the zone names is the period, a weekly one kept as a yearly figure', () => {
    const [hourly, weekly, monthly] = read();
    expect(hourly).toMatchObject({ salaryMin: 50, salaryMax: 70, salaryPeriod: 'hour' });
    expect(weekly).toMatchObject({ salaryMin: 104_000, salaryMax: 130_000, salaryPeriod: 'year' });
    expect(monthly).toMatchObject({ salaryMin: 8_000, salaryMax: 9_000, salaryPeriod: 'month' });
  });

  it('absurd pay fields are not pay: the description says it instead', () => {
    expect(read()[3]).toMatchObject({ salaryMin: 100_000, salaryMax: 120_000, salaryPeriod: 'year' });
  });

  it('an implausible bottom of a range is dropped, the top kept', () => {
    expect(read()[4]).toMatchObject({ salaryMin: null, salaryMax: 150_000, salaryPeriod: 'year' });
  });
});
