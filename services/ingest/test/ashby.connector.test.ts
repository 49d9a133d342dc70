import { describe, expect, it } from 'vitest';
import { ingestSavedFeed, itAsks, itReads } from './support/saved-feed.js';

const feed = ingestSavedFeed(
  { connector: 'ashby', board: 'modelworks', name: 'ashby:modelworks', company: 'ModelWorks' },
  { '/posting-api/job-board/modelworks': 'ashby/job-board.json' },
);
const job = feed.job;

describe('the Ashby connector', () => {
  itAsks(feed, 'asks the posting API for the board with compensation', [
    '/posting-api/job-board/modelworks?includeCompensation=true',
  ]);

  itReads(feed, [
    [
      'takes the salary component of the compensation, not the equity',
      'Machine Learning Engineer',
      { salaryMin: 180_000, salaryMax: 220_000, salaryCurrency: 'USD', salaryPeriod: 'year' },
    ],
    [
      'a remote job open to North America says so, and keeps its secondary office out of the label',
      'Machine Learning Engineer',
      {
        workSetting: 'remote',
        remoteEligibility: { anywhere: false, regions: ['north-america'], countries: [], label: 'North America' },
        jobType: 'Full Time',
        category: 'development',
      },
    ],
    [
      'pay the employer chose not to show stays unlisted',
      'Legal Counsel',
      { salaryMin: null, salaryMax: null, salaryYearlyUsd: null },
    ],
    [
      'an on-site job takes its place from the postal address',
      'Legal Counsel',
      { workSetting: 'on-site', city: 'New York', state: 'NY', zip: '10013', country: 'US', category: 'legal' },
    ],
    [
      'reads pay from the tier summary when there are no components, and a part-time hybrid job as such',
      'Growth Marketing Manager',
      {
        salaryMin: 70_000,
        salaryMax: 90_000,
        salaryCurrency: 'GBP',
        jobType: 'Part Time',
        workSetting: 'hybrid',
        category: 'marketing',
      },
    ],
  ]);

  it('an iframe or a form in the description does not survive', () => {
    expect(job('Machine Learning Engineer').description).toBe('<p>Train and ship models with PyTorch.</p>');
  });

  it('skips an unlisted job and malformed ones', () => {
    expect(feed.result.jobs).toHaveLength(3);
    expect(feed.result.skipped.map((s) => s.reason)).toEqual([
      'not listed on the board',
      expect.stringMatching(/^publishedAt/),
      expect.stringMatching(/^jobUrl/),
    ]);
  });
});
