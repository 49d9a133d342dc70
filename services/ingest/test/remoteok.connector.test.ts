import { describe, expect, it } from 'vitest';
import { remoteok } from '../src/connectors/remoteok.connector.js';
import { FeedError } from '../src/connectors/feed.client.js';
import { ingestSavedFeed, itAsks, itReads } from './support/saved-feed.js';

const feed = ingestSavedFeed({ connector: 'remoteok', name: 'remoteok' }, { '/api': 'remoteok/api.json' });
const job = feed.job;

describe('the Remote OK connector', () => {
  itAsks(feed, 'reads the feed at /api and does not take its legal notice for a job', ['/api'], {
    itemCount: 6,
    titles: ['Senior Golang Engineer', 'Customer Success Manager', 'UX Designer'],
  });

  it('every job links back to its Remote OK page and names Remote OK', () => {
    for (const j of feed.result.jobs) {
      expect(j.attribution).toEqual({ name: 'Remote OK', url: j.url });
      expect(j.url).toMatch(/^https:\/\/remoteOK\.com\/remote-jobs\//);
    }
  });

  it('a worldwide job with a salary shows it as yearly USD and is open anywhere', () => {
    expect(job('Senior Golang Engineer')).toMatchObject({
      salaryMin: 120_000,
      salaryMax: 150_000,
      salaryCurrency: 'USD',
      workSetting: 'remote',
      remoteEligibility: { anywhere: true, label: 'Anywhere' },
      tags: [
        { name: 'Golang', color: expect.any(String) },
        { name: 'Backend', color: expect.any(String) },
        { name: 'Dev', color: expect.any(String) },
      ],
    });
    expect(job('Senior Golang Engineer').description).not.toContain('<img');
  });

  it('a salary of 0 means not listed, so pay comes from the description or stays null', () => {
    expect(job('Customer Success Manager')).toMatchObject({ salaryMin: 35, salaryMax: 45, salaryPeriod: 'hour' });
    expect(job('UX Designer')).toMatchObject({ salaryMin: null, salaryMax: null, salaryYearlyUsd: null });
  });

  it('US time zones and a US location make a US job within UTC-8 to UTC-5', () => {
    expect(job('Customer Success Manager').remoteEligibility).toMatchObject({
      countries: ['US'],
      utcOffsets: { min: -8, max: -5 },
    });
  });

  itReads(feed, [
    [
      '"Europe" is a region the job is open to, not a city',
      'UX Designer',
      { city: null, remoteEligibility: { regions: ['europe'] } },
    ],
  ]);

  it('skips jobs without a position, a link or a company, counting from the notice', () => {
    expect(feed.result.skipped.map((s) => [s.index, s.id])).toEqual([
      [4, '1093768'],
      [5, '1093769'],
      [6, '1093770'],
    ]);
  });

  it('refuses a feed that does not open with the legal notice', () => {
    expect(() => remoteok.parse([{ id: '1', position: 'Engineer' }])).toThrow(FeedError);
  });
});
