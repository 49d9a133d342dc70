import { describe, expect, it } from 'vitest';
import { jobCountText, pageCount } from './job-count';

describe('job count', () => {
  it('says an exact count as it is, and a count the API stopped at with a plus', () => {
    expect(jobCountText({ totalResults: 1 })).toBe('1 job');
    expect(jobCountText({ totalResults: 1234, totalIsLowerBound: false })).toBe('1,234 jobs');
    expect(jobCountText({ totalResults: 10_000 })).toBe('10,000 jobs');
    expect(jobCountText({ totalResults: 10_000, totalIsLowerBound: true })).toBe('10,000+ jobs');
  });

  it('offers the pages the API serves: 20 jobs a page, at most 500 pages', () => {
    expect(pageCount({ totalResults: 0 })).toBe(0);
    expect(pageCount({ totalResults: 21 })).toBe(2);
    expect(pageCount({ totalResults: 10_000, totalIsLowerBound: true })).toBe(500);
  });
});
