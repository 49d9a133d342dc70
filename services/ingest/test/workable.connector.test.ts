import { describe, expect, it } from 'vitest';
import { ingestSavedFeed, itAsks, itReads } from './support/saved-feed.js';

const feed = ingestSavedFeed(
  { connector: 'workable', board: 'globex', name: 'workable:globex' },
  { '/api/v1/widget/accounts/globex': 'workable/account.json' },
);

describe('the Workable connector', () => {
  itAsks(feed, 'asks the widget API for the account with details', ['/api/v1/widget/accounts/globex?details=true']);

  itReads(feed, [
    [
      'names the account as the company and the shortcode as the job’s id',
      'Senior Python Developer',
      {
        company: 'Globex',
        sourceId: 'A1B2C3D4E5',
        url: 'https://apply.workable.com/j/A1B2C3D4E5',
        applyUrl: 'https://apply.workable.com/j/A1B2C3D4E5/apply',
      },
    ],
    [
      'a telecommuting job in Lisbon is remote, open to Portugal and Spain as its text says',
      'Senior Python Developer',
      {
        workSetting: 'remote',
        location: 'Remote - Lisbon, Portugal',
        country: 'PT',
        remoteEligibility: { countries: ['ES', 'PT'], label: 'Spain, Portugal' },
        salaryMin: 55_000,
        salaryMax: 70_000,
        salaryCurrency: 'EUR',
      },
    ],
    [
      'a contract in Athens is an on-site contract job',
      'Warehouse Systems Engineer',
      { workSetting: 'on-site', jobType: 'Contract', city: 'Athens', country: 'GR' },
    ],
  ]);

  it('skips a job without a shortcode and keeps a partial one', () => {
    expect(feed.result.jobs.map((j) => j.title)).toEqual([
      'Senior Python Developer',
      'Warehouse Systems Engineer',
      'Recruiter',
    ]);
    expect(feed.result.skipped).toEqual([{ index: 3, id: null, reason: expect.stringMatching(/^shortcode/) }]);
  });
});
