import { describe, expect, it } from 'vitest';
import { ingestSavedFeed } from './support/saved-feed.js';

const feed = ingestSavedFeed(
  { connector: 'ashby', board: 'modelworks', name: 'ashby:modelworks', company: 'ModelWorks' },
  { '/posting-api/job-board/modelworks': 'ashby/job-board.json' },
);
const job = feed.job;

describe('the Ashby connector', () => {
  it('asks the posting API for the board with compensation', () => {
    expect(feed.server.requests).toEqual(['/posting-api/job-board/modelworks?includeCompensation=true']);
  });

  it('takes the salary component of the compensation, not the equity', () => {
    expect(job('Machine Learning Engineer')).toMatchObject({
      salaryMin: 180_000,
      salaryMax: 220_000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
    });
  });

  it('a remote job open to North America says so, and keeps its secondary office out of the label', () => {
    expect(job('Machine Learning Engineer')).toMatchObject({
      workSetting: 'remote',
      remoteEligibility: { anywhere: false, regions: ['north-america'], countries: [], label: 'North America' },
      jobType: 'Full Time',
      category: 'development',
    });
  });

  it('pay the employer chose not to show stays unlisted', () => {
    expect(job('Legal Counsel')).toMatchObject({ salaryMin: null, salaryMax: null, salaryYearlyUsd: null });
  });

  it('an on-site job takes its place from the postal address', () => {
    expect(job('Legal Counsel')).toMatchObject({
      workSetting: 'on-site',
      city: 'New York',
      state: 'NY',
      zip: '10013',
      country: 'US',
      category: 'legal',
    });
  });

  it('reads pay from the tier summary when there are no components, and a part-time hybrid job as such', () => {
    expect(job('Growth Marketing Manager')).toMatchObject({
      salaryMin: 70_000,
      salaryMax: 90_000,
      salaryCurrency: 'GBP',
      jobType: 'Part Time',
      workSetting: 'hybrid',
      category: 'marketing',
    });
  });

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
