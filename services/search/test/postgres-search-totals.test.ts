import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertJobs } from '@highpay/common';
import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import { createPostgresSearchBackend } from '../src/backends/postgres/postgres-search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';

describe('postgres search totals and cache', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let backend: ReturnType<typeof createPostgresSearchBackend>;
  const search = (req: SearchRequestInput) => backend.search(ZSearchRequest.parse(req));

  beforeAll(async () => {
    db = await createTestDatabase('pgtotals');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    const many = Array.from({ length: 70 }, (_, i) => ({
      ...FIXTURE_JOBS[0]!,
      title: 'Platform Engineer',
      sourceId: `many-${i}`,
    }));
    // A word only legal jobs use, among many jobs of other categories: PostgreSQL multiplies
    // the two as if independent and expects about two matches.
    const welders = Array.from({ length: 30 }, (_, i) => ({
      ...FIXTURE_JOBS[0]!,
      title: 'Orbital Welder',
      category: 'legal',
      sourceId: `orbital-${i}`,
    }));
    const others = Array.from({ length: 300 }, (_, i) => ({
      ...FIXTURE_JOBS[0]!,
      title: 'Store Clerk',
      category: 'sales',
      sourceId: `clerk-${i}`,
    }));
    await upsertJobs(pool, [...many, ...welders, ...others]);
    await pool.query('VACUUM ANALYZE jobs');
    // A tiny exact-count limit makes this small table behave like a million jobs.
    backend = createPostgresSearchBackend(db.url, { max: 2, exactCountLimit: 5 });
  });
  afterAll(async () => {
    await backend.close();
    await pool.end();
    await db.drop();
  });

  it('estimates a large total, but never below what the pages already showed', async () => {
    const first = await search({ query: 'platform engineer' });
    expect(first.jobs).toHaveLength(20);
    expect(first.totalResults).toBeGreaterThan(20);
    expect(first.totalResults).toBeLessThanOrEqual(140); // an estimate, within a factor of two here
  });

  it('knows the exact total on the last page, which is short', async () => {
    const last = await search({ query: 'platform engineer', page: 4 });
    expect(last.jobs).toHaveLength(10);
    expect(last.totalResults).toBe(70);
  });

  it('knows the exact total once a deep page has ranked every match, and a page past the end is empty', async () => {
    backend.invalidate?.();
    const past = await search({ query: 'platform engineer', page: 6 });
    expect(past).toEqual({ jobs: [], totalResults: 70 });
    // The pages before it are slices of the same ranking: every job once, newest first.
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ query: 'platform engineer', page })));
    expect(pages.map((p) => p.totalResults)).toEqual([70, 70, 70, 70]);
    const ids = pages.flatMap((p) => p.jobs.map((j) => j.id));
    expect(new Set(ids).size).toBe(70);
    const posted = pages.flatMap((p) => p.jobs.map((j) => Date.parse(j.created)));
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
  });

  it('counts on when matches outnumber an estimate that filters going together fooled', async () => {
    const first = await search({ query: 'orbital', category: 'Legal' });
    expect(first.jobs).toHaveLength(20);
    expect(first.totalResults).toBe(30);
  });

  it('serves a repeated search from its cache until jobs change', async () => {
    const before = await search({ query: 'astronaut' });
    expect(before.totalResults).toBe(0);
    await upsertJobs(pool, [{ ...FIXTURE_JOBS[0]!, title: 'Astronaut', sourceId: 'astro-1' }]);
    expect((await search({ query: 'astronaut' })).totalResults).toBe(0); // cached
    backend.invalidate?.();
    const after = await search({ query: 'astronaut' });
    expect(after.jobs.map((j) => j.title)).toEqual(['Astronaut']);
  });
});
