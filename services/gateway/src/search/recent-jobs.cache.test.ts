import type { Job } from '@highpay/contracts';
import { describe, expect, it } from 'vitest';
import { RECENT_JOBS_TTL_MS, createRecentJobsCache } from './recent-jobs.cache.js';

const job = (id: string) => ({ id, title: `Job ${id}` }) as Job;

function setup() {
  let clock = 0;
  let version = 0;
  let failNext = false;
  const loads: string[] = [];
  const cache = createRecentJobsCache({
    now: () => clock,
    load: async (requestId) => {
      loads.push(requestId);
      if (failNext) throw new Error('search is down');
      version += 1;
      return [job(String(version))];
    },
  });
  return {
    cache,
    loads,
    advance: (ms: number) => void (clock += ms),
    failLoads: (fail: boolean) => void (failNext = fail),
  };
}

describe('recent jobs cache', () => {
  it('lasts the spec’s 15 minutes (900000 ms)', async () => {
    expect(RECENT_JOBS_TTL_MS).toBe(900_000);
    const { cache, loads, advance } = setup();
    expect(await cache.get('a')).toEqual([job('1')]);
    advance(RECENT_JOBS_TTL_MS - 1);
    expect(await cache.get('b')).toEqual([job('1')]);
    advance(1);
    expect(await cache.get('c')).toEqual([job('2')]);
    expect(loads).toEqual(['a', 'c']);
  });

  it('loads again right after invalidate()', async () => {
    const { cache } = setup();
    await cache.get('a');
    cache.invalidate();
    expect(await cache.get('b')).toEqual([job('2')]);
    expect(await cache.get('c')).toEqual([job('2')]);
  });

  it('loads once for many callers waiting together', async () => {
    const { cache, loads } = setup();
    const answers = await Promise.all([cache.get('a'), cache.get('b'), cache.get('c')]);
    expect(answers).toEqual([[job('1')], [job('1')], [job('1')]]);
    expect(loads).toHaveLength(1);
  });

  it('does not keep, as fresh, a list that was loading when jobs changed', async () => {
    const { cache, loads } = setup();
    const loading = cache.get('a');
    cache.invalidate();
    const after = cache.get('b');
    expect(await loading).toEqual([job('1')]);
    expect(await after).toEqual([job('2')]);
    expect(await cache.get('c')).toEqual([job('2')]);
    expect(loads).toEqual(['a', 'b']);
  });

  it('serves the previous list while search is down, and an error when it has none', async () => {
    const { cache, advance, failLoads } = setup();
    failLoads(true);
    await expect(cache.get('a')).rejects.toThrow('search is down');
    failLoads(false);
    await cache.get('b');
    failLoads(true);
    advance(RECENT_JOBS_TTL_MS);
    expect(await cache.get('c')).toEqual([job('1')]);
  });
});
