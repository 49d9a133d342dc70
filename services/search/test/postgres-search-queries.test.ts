import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { upsertJobs } from '@highpay/common';
import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import { createPostgresSearchBackend } from '../src/backends/postgres/postgres-search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';

describe('postgres search: one ranked query per search', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let backend: ReturnType<typeof createPostgresSearchBackend>;
  const base = FIXTURE_JOBS[0]!;
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
  const search = (req: SearchRequestInput) => backend.search(ZSearchRequest.parse(req));
  const titles = async (req: SearchRequestInput) => (await search(req)).jobs.map((j) => j.title);

  beforeAll(async () => {
    db = await createTestDatabase('pgqueries');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await upsertJobs(pool, [
      ...Array.from({ length: 70 }, (_, i) => ({
        ...base,
        title: 'Platform Engineer',
        sourceId: `platform-${i}`,
        postedAt: daysAgo(1 + i),
      })),
      ...Array.from({ length: 30 }, (_, i) => ({
        ...base,
        title: 'Orbital Welder',
        category: 'legal',
        sourceId: `orbital-${i}`,
      })),
      { ...base, title: 'Data Engineering Lead', sourceId: 'lead' },
      // "Mangaer" as written in a description: a search for it finds that before any manager.
      { ...base, title: 'Office Assistant', description: '<p>Reports to the mangaer.</p>', sourceId: 'typed' },
      { ...base, title: 'Product Manager', sourceId: 'manager', postedAt: daysAgo(0) },
    ]);
    backend = createPostgresSearchBackend(db.url, { max: 2 });
  });
  afterAll(async () => {
    await backend.close();
    await pool.end();
    await db.drop();
  });

  it('counts every match exactly, on every page, and a page past the last is empty with the same total', async () => {
    // 70 Platform Engineers fill a page: Data Engineering Lead, holding only "engineer" (the
    // last word, as a prefix), is not looked for (as "data engin" below, which widens, finds).
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => search({ query: 'platform engineer', page })));
    expect(pages.map((p) => p.totalResults)).toEqual([70, 70, 70, 70, 70]);
    expect(pages.map((p) => p.jobs.length)).toEqual([20, 20, 20, 10, 0]);
    // Slices of one ranking: every job once, newest first.
    const jobs = pages.flatMap((p) => p.jobs);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(70);
    const posted = jobs.map((j) => Date.parse(j.created));
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
  });

  it('counts a word and a category together exactly', async () => {
    const first = await search({ query: 'orbital', category: 'Legal' });
    expect(first.jobs).toHaveLength(20);
    expect(first.totalResults).toBe(30);
  });

  it('completes the last word from every word the jobs hold: "engineer" finds engineers and engineering', async () => {
    // One job holds both words, short of a page: then the jobs holding one ("engin" completing to "engineer").
    const found = await titles({ query: 'data engin' });
    expect(found[0]).toBe('Data Engineering Lead');
    expect(new Set(found.slice(1))).toEqual(new Set(['Platform Engineer']));
    expect((await search({ query: 'engineer' })).totalResults).toBe(71);
  });

  it('ranks a word as typed above its typo corrections, wherever it is', async () => {
    expect(await titles({ query: 'mangaer' })).toEqual(['Office Assistant', 'Product Manager']);
  });

  it('finds a job as soon as it is written', async () => {
    expect((await search({ query: 'astronaut' })).totalResults).toBe(0);
    await upsertJobs(pool, [{ ...base, title: 'Astronaut', sourceId: 'astro-1' }]);
    expect(await titles({ query: 'astronaut' })).toEqual(['Astronaut']);
  });

  it('answers each search with one query (a new place is looked up once)', async () => {
    await search({ query: 'welder', location: 'Austin, TX' });
    const queries = vi.spyOn(pg.Pool.prototype, 'query');
    try {
      for (const req of [
        { query: 'welder', location: 'Austin, TX', page: 2 },
        { query: 'mangaer', sort: 'salary' as const },
        { category: 'Legal', workSetting: 'on-site' as const },
      ]) {
        queries.mockClear();
        await search(req);
        expect(queries, JSON.stringify(req)).toHaveBeenCalledTimes(1);
      }
    } finally {
      queries.mockRestore();
    }
  });

  it('lists the newest jobs through the index of listed jobs', async () => {
    const queries = vi.spyOn(pg.Pool.prototype, 'query');
    let asked: { text: string; values: unknown[] } | undefined;
    try {
      expect(await backend.recentJobs(10)).toHaveLength(10);
      const [text, values] = queries.mock.calls[0]!;
      asked = { text, values: values as unknown[] };
    } finally {
      queries.mockRestore();
    }
    // A table this small is read whole; told not to, the planner shows which index it can use.
    const client = await pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${asked.text}`, asked.values);
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index Scan using jobs_listed_posted_at_id_idx/);
    } finally {
      client.release();
    }
  });

  it('gives up a query stuck past the statement timeout', async () => {
    const impatient = createPostgresSearchBackend(db.url, { max: 1, statementTimeoutMs: 300 });
    const locker = await pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE');
      await expect(impatient.search(ZSearchRequest.parse({ query: 'welder' }))).rejects.toThrow(/statement timeout/);
    } finally {
      await locker.query('COMMIT');
      locker.release();
      await impatient.close();
    }
  });
});
