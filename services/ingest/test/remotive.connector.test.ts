import { describe, expect, it } from 'vitest';
import { FeedError } from '../src/connectors/feed.client.js';
import { remotive } from '../src/connectors/remotive.connector.js';
import { SOURCE_TERMS } from '../src/connectors/source-terms.js';
import { ingestSavedFeed, itAsks, itReads } from './support/saved-feed.js';

const feed = ingestSavedFeed(
  { connector: 'remotive', name: 'remotive' },
  { '/api/remote-jobs': 'remotive/remote-jobs.json' },
);
const job = feed.job;

describe('the Remotive connector', () => {
  itAsks(feed, 'reads every active job at /api/remote-jobs', ['/api/remote-jobs'], {
    itemCount: 5,
    titles: ['Staff Frontend Engineer', 'Content Marketer'],
  });

  it('reads the salary text as yearly US dollars and the required location as eligibility', () => {
    expect(job('Staff Frontend Engineer')).toMatchObject({
      salaryMin: 170_000,
      salaryMax: 210_000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      workSetting: 'remote',
      remoteEligibility: { countries: ['CA', 'US'] },
      jobType: 'Full Time',
    });
    expect(job('Content Marketer')).toMatchObject({
      remoteEligibility: { anywhere: true },
      jobType: 'Contract',
      salaryMax: null,
    });
    expect(job('Staff Frontend Engineer').postedAt.toISOString()).toBe('2025-11-28T10:23:26.000Z');
  });

  itReads(feed, [
    [
      'names Remotive and links to the job on Remotive, with no apply link around it',
      'Staff Frontend Engineer',
      {
        url: 'https://remotive.com/remote-jobs/software-dev/staff-frontend-engineer-1901234',
        applyUrl: null,
        attribution: {
          name: 'Remotive',
          url: 'https://remotive.com/remote-jobs/software-dev/staff-frontend-engineer-1901234',
        },
      },
    ],
  ]);

  it('keeps its jobs away from search engines, as its terms ask: no JSON-LD, no sitemap entry', () => {
    for (const j of feed.result.jobs) expect(j).toMatchObject({ sourceType: 'aggregator', searchEngines: false });
  });

  it('holds back a job published less than 24 hours ago, and skips bad items, counting each', () => {
    expect(feed.result.skipped.map((s) => [s.index, s.id])).toEqual([
      [2, '1901236'],
      [3, '1901237'],
      [4, '1901238'],
    ]);
    expect(feed.result.skipped[0]!.reason).toMatch(/24 hours/);
  });

  it('is polled at most 4 times a day', () => {
    expect(SOURCE_TERMS.remotive.minEveryMs).toBe(6 * 3_600_000);
  });

  it('refuses a response without its legal notice', () => {
    expect(() => remotive.parse({ jobs: [] })).toThrow(FeedError);
  });
});
