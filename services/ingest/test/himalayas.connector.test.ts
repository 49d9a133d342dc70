import { describe, expect, it } from 'vitest';
import { createFeedClient } from '../src/connectors/feed.client.js';
import { ingestSource } from '../src/connectors/ingest.service.js';
import { utcBand } from '../src/connectors/himalayas.connector.js';
import type { IngestSource } from '../src/sources/ingest-source.js';
import { savedResponse, startFeedServer } from './support/feed-server.js';
import { ingestSavedFeed, itAsks, itReads } from './support/saved-feed.js';

const source: IngestSource = { connector: 'himalayas', name: 'himalayas' };
const feed = ingestSavedFeed(source, {
  '/jobs/api?limit=20&offset=0': 'himalayas/jobs-offset-0.json',
  '/jobs/api?limit=20&offset=6': 'himalayas/jobs-offset-6.json',
});
const job = feed.job;

describe('the Himalayas connector', () => {
  itAsks(
    feed,
    'reads the API page after page until it has every job the first page counts',
    ['/jobs/api?limit=20&offset=0', '/jobs/api?limit=20&offset=6'],
    {
      itemCount: 8,
      titles: ['Senior Backend Engineer', 'Product Designer', 'Data Analyst', 'Customer Support Specialist'],
    },
  );

  itReads(feed, [
    [
      'reads pay as a yearly range in the currency Himalayas names',
      'Senior Backend Engineer',
      { salaryMin: 150_000, salaryMax: 190_000, salaryCurrency: 'USD', salaryPeriod: 'year', salaryYearlyUsd: 190_000 },
    ],
    [
      'reads pay in euros as euros',
      'Product Designer',
      { salaryMin: 60_000, salaryMax: 80_000, salaryCurrency: 'EUR' },
    ],
    ['a job Himalayas gives no pay has none', 'Data Analyst', { salaryMin: null, salaryMax: null }],
  ]);

  it('a job restricted to countries and time zones is open to those countries, within those offsets', () => {
    expect(job('Senior Backend Engineer')).toMatchObject({
      workSetting: 'remote',
      remoteEligibility: { anywhere: false, countries: ['CA', 'US'], utcOffsets: { min: -8, max: -5 } },
    });
    expect(job('Product Designer').remoteEligibility).toMatchObject({ countries: ['DE'], utcOffsets: null });
    expect(job('Customer Support Specialist').remoteEligibility).toMatchObject({
      countries: ['GB'],
      utcOffsets: { min: 0, max: 1 },
    });
  });

  it('a job with no restriction is open anywhere', () => {
    expect(job('Data Analyst').remoteEligibility).toMatchObject({ anywhere: true, countries: [] });
  });

  it('reads publication dates in milliseconds, and in seconds as the API once sent them', () => {
    expect(job('Senior Backend Engineer').postedAt.toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(job('Data Analyst').postedAt.toISOString()).toBe('2025-11-30T00:00:00.000Z');
    expect(job('Senior Backend Engineer').expiresAt?.toISOString()).toBe('2100-01-01T00:00:00.000Z');
  });

  it('names Himalayas and links to the job on himalayas.app; the apply link is the one Himalayas gives', () => {
    expect(job('Senior Backend Engineer')).toMatchObject({
      url: 'https://himalayas.app/companies/northwind-payments/jobs/senior-backend-engineer',
      applyUrl: 'https://himalayas.app/companies/northwind-payments/jobs/senior-backend-engineer/apply',
      attribution: {
        name: 'Himalayas',
        url: 'https://himalayas.app/companies/northwind-payments/jobs/senior-backend-engineer',
      },
      sourceType: 'aggregator',
      searchEngines: true,
    });
    for (const j of feed.result.jobs) expect(j.attribution?.name).toBe('Himalayas');
    expect(job('Senior Backend Engineer').description).not.toContain('<script');
  });

  it('closes an expired job and skips bad items, counting each with why', () => {
    expect(feed.result.skipped.map((s) => [s.index, s.id, s.closed ?? false])).toEqual([
      [3, 'https://himalayas.app/companies/expired-co/jobs/sre', true],
      [4, 'https://himalayas.app/companies/no-title/jobs/x', false],
      [5, 'https://himalayas.app/companies/bad-date/jobs/qa', false],
      [7, null, false],
    ]);
    expect(feed.result.skipped[0]!.reason).toBe('expired on 2024-01-01');
    expect(feed.result.skipped[1]!.reason).toMatch(/title/);
  });

  it('reads no more pages than the source allows', async () => {
    const one = await startFeedServer({
      '/jobs/api?limit=20&offset=0': savedResponse('himalayas/jobs-offset-0.json'),
    });
    try {
      const first = await ingestSource(
        { ...source, pages: 1, baseUrl: one.origin },
        { client: createFeedClient(), extraHosts: [one.host] },
      );
      expect(one.requests).toEqual(['/jobs/api?limit=20&offset=0']);
      expect(first.jobs).toHaveLength(3);
    } finally {
      await one.close();
    }
  });

  it('reads the time zones it is given as one band of UTC offsets', () => {
    expect(utcBand(['UTC-5', 'UTC+1'])).toBe('UTC-5 to UTC+1');
    expect(utcBand([5.5, 'GMT+9'])).toBe('UTC+5:30 to UTC+9');
    expect(utcBand(['somewhere'])).toBeNull();
  });
});
