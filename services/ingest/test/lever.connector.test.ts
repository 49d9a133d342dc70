import { describe, expect, it } from 'vitest';
import { ingestSavedFeed, itAsks, itReads } from './support/saved-feed.js';

const feed = ingestSavedFeed(
  { connector: 'lever', board: 'cloudco', region: 'eu', name: 'lever:cloudco', company: 'CloudCo' },
  { '/v0/postings/cloudco': 'lever/postings.json' },
);
const job = feed.job;

describe('the Lever connector', () => {
  itAsks(feed, 'asks the postings API for the site’s postings in JSON', ['/v0/postings/cloudco?mode=json']);

  itReads(feed, [
    [
      'a salaryRange per year shows as yearly pay, and the posting keeps its apply link',
      'Staff Platform Engineer',
      {
        salaryMin: 190_000,
        salaryMax: 240_000,
        salaryCurrency: 'USD',
        salaryPeriod: 'year',
        company: 'CloudCo',
        url: 'https://jobs.lever.co/cloudco/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
        applyUrl: 'https://jobs.lever.co/cloudco/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply',
        workSetting: 'remote',
        remoteEligibility: { countries: ['US'] },
      },
    ],
  ]);

  it('the posting’s lists show as headed lists between its body and its closing', () => {
    const { description } = job('Staff Platform Engineer');
    expect(description).toContain(
      '<p>Own our Kubernetes and Terraform foundations.</p>' +
        '<h3>Requirements</h3><ul><li>8+ years building infrastructure</li><li>Go or Rust</li></ul>' +
        '<h3>Benefits</h3><ul><li>$2,000 home office stipend</li></ul>' +
        '<p>We hire across the US; candidates must reside in the United States.</p>',
    );
  });

  itReads(feed, [
    [
      'an hourly CAD wage is counted over 2,080 hours for the yearly USD figure',
      'Data Analyst (Contract)',
      {
        salaryMin: 55,
        salaryMax: 70,
        salaryCurrency: 'CAD',
        salaryPeriod: 'hour',
        salaryYearlyUsd: Math.round(70 * 2080 * 0.695),
        jobType: 'Contract',
        workSetting: 'hybrid',
        city: 'Toronto',
        state: 'ON',
        country: 'CA',
      },
    ],
    [
      'pay written only in salaryDescriptionPlain is still read',
      'Senior Frontend Developer',
      {
        salaryMin: 65_000,
        salaryMax: 80_000,
        salaryCurrency: 'EUR',
        workSetting: 'on-site',
        city: 'Berlin',
        country: 'DE',
      },
    ],
    [
      'a posting with only its id, title, page and date lists with empty fields',
      'Customer Support Specialist',
      { category: 'customer-support', salaryMin: null, city: null },
    ],
  ]);

  it('skips postings without an id, a page or a title, and a repeated id', () => {
    expect(feed.result.jobs).toHaveLength(4);
    expect(feed.result.skipped.map((s) => s.reason)).toEqual([
      expect.stringMatching(/^id/),
      expect.stringMatching(/^hostedUrl/),
      expect.stringMatching(/^text/),
      'duplicate id',
    ]);
  });
});
