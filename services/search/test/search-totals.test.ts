// Totals as far as they help: matches are counted exactly up to 10,000 on both backends;
// beyond, the answer says the total is a lower bound ("10,000+ jobs") and every page up to
// the 10,000th job can still be opened.
import type { JobInput } from '@highpay/common';
import { EXACT_TOTAL_LIMIT, MAX_SEARCH_PAGE, ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import { expect, it } from 'vitest';
import type { SearchBackend } from '../src/backends/search.backend.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';
import { describeOnBothBackends } from './support/both-backends.js';

/** More jobs with the word "quasar" than are counted, and a few with "pulsar". */
const MANY = EXACT_TOTAL_LIMIT + 37;
const FEW = 12;
const manyJobs = (): JobInput[] =>
  Array.from({ length: MANY + FEW }, (_, i) => ({
    ...FIXTURE_JOBS[i % FIXTURE_JOBS.length]!,
    title: i < MANY ? 'Quasar Platform Engineer' : 'Pulsar Data Engineer',
    sourceId: `totals-${i}`,
    postedAt: new Date(Date.now() - i * 60_000),
  }));

function totalsSuite(backend: () => SearchBackend) {
  const search = (input: SearchRequestInput) => backend().search(ZSearchRequest.parse(input));

  it('counts exactly up to 10,000 and says when there are more', async () => {
    const broad = await search({ query: 'quasar' });
    expect(broad.totalResults).toBe(EXACT_TOTAL_LIMIT);
    expect(broad.totalIsLowerBound).toBe(true);
    expect(broad.jobs).toHaveLength(20);

    const narrow = await search({ query: 'pulsar' });
    expect(narrow.totalResults).toBe(FEW);
    expect(narrow.totalIsLowerBound).toBeUndefined();
  });

  it('serves every page up to the last counted job', async () => {
    const last = await search({ query: 'quasar', page: MAX_SEARCH_PAGE });
    expect(last.jobs).toHaveLength(20);
    expect(last.totalIsLowerBound).toBe(true);
    expect(() => ZSearchRequest.parse({ query: 'quasar', page: MAX_SEARCH_PAGE + 1 })).toThrow();
  });
}

describeOnBothBackends('totals', manyJobs, totalsSuite);
