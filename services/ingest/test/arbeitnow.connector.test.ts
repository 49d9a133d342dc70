import { describe, expect, it } from 'vitest';
import { ingestSavedFeed, itAsks, itReads } from './support/saved-feed.js';

const feed = ingestSavedFeed(
  { connector: 'arbeitnow', name: 'arbeitnow' },
  {
    '/api/job-board-api?page=1': 'arbeitnow/job-board-api-page-1.json',
    '/api/job-board-api?page=2': 'arbeitnow/job-board-api-page-2.json',
  },
);
const job = feed.job;

describe('the Arbeitnow connector', () => {
  itAsks(
    feed,
    'follows the pages until the API names no next one',
    ['/api/job-board-api?page=1', '/api/job-board-api?page=2'],
    { itemCount: 5, titles: ['Senior Platform Engineer', 'Backend Developer (m/w/d)', 'Data Scientist'] },
  );

  it('an office job is placed in its city; a remote one is open to the country it names', () => {
    expect(job('Senior Platform Engineer')).toMatchObject({ workSetting: 'on-site', city: 'Berlin', country: 'DE' });
    expect(job('Backend Developer (m/w/d)')).toMatchObject({
      workSetting: 'remote',
      remoteEligibility: { countries: ['DE'] },
    });
  });

  itReads(feed, [
    [
      'reads pay the description states, in euros a year',
      'Backend Developer (m/w/d)',
      { salaryMin: 65_000, salaryMax: 80_000, salaryCurrency: 'EUR', salaryPeriod: 'year' },
    ],
  ]);

  it('names Arbeitnow and links to its posting there', () => {
    for (const j of feed.result.jobs) {
      expect(j.attribution).toEqual({ name: 'Arbeitnow', url: j.url });
      expect(j.url).toMatch(/^https:\/\/www\.arbeitnow\.com\/jobs\/companies\//);
      expect(j).toMatchObject({ sourceType: 'aggregator', searchEngines: true });
    }
    expect(job('Senior Platform Engineer').postedAt.toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });

  it('skips items without a title or with a date that is not a timestamp, counting them', () => {
    expect(feed.result.skipped.map((s) => [s.index, s.id])).toEqual([
      [2, 'broken-1'],
      [3, 'werkstudent-marketing-initech-hamburg-9'],
    ]);
  });
});
