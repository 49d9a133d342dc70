// The searches answered from memory (memory-index.ts) find what PostgreSQL finds: the same
// jobs in the same order on every page, and the same totals, over 4,000 demo jobs and a
// mix of words, typos, prefixes, exclusions, places, filters and sorts. Then the contract
// suite, answered from memory, and what happens when jobs change.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteJob, upsertJobs } from '@highpay/common';
import { loadJobs } from '@highpay/common/seed/load-jobs';
import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import { createPostgresSearchBackend } from '../src/postgres-search.backend.js';
import type { SearchBackend } from '../src/search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { searchBackendContract } from './search-backend.contract.js';

const TEXTS = ['engineer', 'developer', 'nurse', 'manager', 'sales', 'designer', 'account executive', 'senior engineer', 'engineer -senior',
  'enginer', 'devel', 'python', 'kafka', 'remote', 'data analyst', 'customer', ''];
const FILTERS: SearchRequestInput[] = [
  {},
  { category: 'Technology' },
  { category: 'Customer Service', workSetting: 'remote' },
  { salaryMin: 120_000 },
  { salaryMin: 120_000, salaryRequired: true, jobTypes: ['Full Time'] },
  { location: 'Austin, TX' },
  { location: 'austin tx', category: 'Engineering' },
  { location: '94103' },
  { location: 'CA' },
  { sort: 'date' },
  { sort: 'company' },
  { sort: 'salary' },
];

describe('searches answered from memory', () => {
  let db: TestDatabase;
  let postgres: SearchBackend;
  let memory: SearchBackend;
  const answeredBy: string[] = [];
  let reads = 0;

  beforeAll(async () => {
    db = await createTestDatabase('memidx');
    await loadJobs({ databaseUrl: db.url, count: 4000, strategy: 'incremental' });
    // Totals exact in PostgreSQL too: 4,000 jobs are within its window and its count limit.
    postgres = createPostgresSearchBackend(db.url, { max: 2, exactCountLimit: 100_000 });
    memory = createPostgresSearchBackend(db.url, {
      max: 2,
      memoryIndex: true,
      memoryIndexQuietMs: 300,
      onAnswered: (by) => answeredBy.push(by),
      onMemoryIndexLoaded: () => (reads += 1),
    });
    await memory.whenCurrent?.();
  }, 120_000);
  afterAll(async () => {
    await postgres?.close();
    await memory?.close();
    await db?.drop();
  });

  it('finds the same jobs in the same order, and the same totals, as PostgreSQL', async () => {
    let compared = 0;
    let nonEmpty = 0;
    for (const query of TEXTS) {
      for (const filter of FILTERS) {
        for (const page of [1, 2, 4]) {
          const request = ZSearchRequest.parse({ query, ...filter, page });
          const [expected, actual] = await Promise.all([postgres.search(request), memory.search(request)]);
          const summary = (r: typeof expected) => ({ total: r.totalResults, ids: r.jobs.map((j) => j.id) });
          expect(summary(actual), JSON.stringify(request)).toEqual(summary(expected));
          compared += 1;
          if (expected.jobs.length > 0) nonEmpty += 1;
        }
      }
    }
    // The mix is worth comparing: most of it finds jobs, and memory answered all of it.
    expect(nonEmpty).toBeGreaterThan(compared / 2);
    expect(answeredBy.filter((by) => by === 'memory')).toHaveLength(compared);
  }, 120_000);

  it('leaves "quoted phrases" and free-text places to PostgreSQL, with the same answers', async () => {
    answeredBy.length = 0;
    for (const filter of [{ query: '"account executive"' }, { query: 'engineer', location: 'Remote' }]) {
      const request = ZSearchRequest.parse(filter);
      expect((await memory.search(request)).jobs.map((j) => j.id)).toEqual((await postgres.search(request)).jobs.map((j) => j.id));
    }
    expect(answeredBy).toEqual(['postgres', 'postgres']);
  });

  it('answers from PostgreSQL while it reads changed jobs, then from memory with the change', async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      const request = ZSearchRequest.parse({ query: 'zebracorn wrangler' });
      const [id] = await upsertJobs(pool, [
        {
          title: 'Zebracorn Wrangler', company: 'Memory Test Co', location: 'Austin, TX', city: 'Austin', state: 'TX', zip: '78701',
          slug: 'zebracorn-wrangler', latitude: 30.2672, longitude: -97.7431, jobType: 'Full Time', workSetting: 'on-site', category: 'development',
          salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null, description: '<p>Wrangle zebracorns.</p>',
          url: 'https://example.com/zebracorn', source: 'test', sourceId: 'zebracorn', tags: [], postedAt: new Date(), expiresAt: null,
        },
      ]);
      answeredBy.length = 0;
      memory.invalidate?.();
      const during = await memory.search(request);
      expect(during.jobs.map((j) => j.title)).toEqual(['Zebracorn Wrangler']);
      await memory.whenCurrent?.();
      const after = await memory.search(request);
      expect(after.jobs.map((j) => j.title)).toEqual(['Zebracorn Wrangler']);
      expect(answeredBy).toEqual(['postgres', 'memory']);

      await deleteJob(pool, id!);
      memory.invalidate?.();
      await memory.whenCurrent?.();
      expect(await memory.search(request)).toEqual({ jobs: [], totalResults: 0 });
    } finally {
      await pool.end();
    }
  });

  it('reads jobs that change again and again once, after they stop changing', async () => {
    const before = reads;
    for (let i = 0; i < 4; i++) {
      memory.invalidate?.();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // 100 ms apart, within the 300 ms the jobs must stay unchanged: no read yet.
    expect(reads).toBe(before);
    await memory.whenCurrent?.();
    expect(reads).toBe(before + 1);
  });
});

searchBackendContract('postgres, answered from memory', async (databaseUrl) => {
  const backend = createPostgresSearchBackend(databaseUrl, { max: 2, memoryIndex: true, memoryIndexQuietMs: 0 });
  return {
    backend,
    sync: async () => {
      backend.invalidate?.();
      await backend.whenCurrent?.();
    },
    close: () => backend.close(),
  };
});
