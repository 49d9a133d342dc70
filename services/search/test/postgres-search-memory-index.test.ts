// The searches answered from memory (memory-index.ts) find what PostgreSQL finds: the same
// jobs, field for field, in the same order on every page, and the same totals, over 4,000
// demo jobs and a mix of words, typos, prefixes, exclusions, places, filters and sorts; the
// same bytes over HTTP, and the same jobs by id. Then the contract suite, answered from
// memory, and what happens when jobs change.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, deleteJob, upsertJobs } from '@highpay/common';
import { loadJobs } from '@highpay/common/seed/load-jobs';
import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import { createSearchApp } from '../src/app.js';
import { createPostgresSearchBackend } from '../src/backends/postgres/postgres-search.backend.js';
import type { SearchBackend } from '../src/backends/search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { searchBackendContract } from './search-backend.contract.js';

const TEXTS = [
  'engineer',
  'developer',
  'nurse',
  'manager',
  'sales',
  'designer',
  'account executive',
  'senior engineer',
  'engineer -senior',
  'enginer',
  'devel',
  'python',
  'kafka',
  'remote',
  'data analyst',
  'customer',
  '',
];
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
          expect(actual, JSON.stringify(request)).toEqual(expected);
          compared += 1;
          if (expected.jobs.length > 0) nonEmpty += 1;
        }
      }
    }
    // The mix is worth comparing: most of it finds jobs, and memory answered all of it.
    expect(nonEmpty).toBeGreaterThan(compared / 2);
    expect(answeredBy.filter((by) => by === 'memory')).toHaveLength(compared);
  }, 120_000);

  it('answers the same bytes over HTTP as PostgreSQL does, for searches and for jobs by id', async () => {
    const logger = createLogger('search-test', 'silent');
    const servers: Server[] = [];
    const urlOf = async (backend: SearchBackend) => {
      const server = createServer(createSearchApp({ logger, backend, checks: {} }));
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    try {
      const [fromPostgres, fromMemory] = [await urlOf(postgres), await urlOf(memory)];
      const post = async (base: string, path: string, body: unknown) => {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
      };
      const { jobs } = await postgres.search(ZSearchRequest.parse({ query: 'engineer' }));
      const ids = [jobs[0]!.id, jobs[7]!.id, '999999', jobs[3]!.id];
      const bodies = [
        { query: 'senior engineer', location: 'Austin, TX', page: 2 },
        { query: '', category: 'Customer Service' },
        { query: 'nurse', page: 500 },
        { query: 'zzqqxx' },
        ...ids.map((id) => ({ query: { id } })),
      ];
      answeredBy.length = 0;
      for (const body of bodies) {
        const expected = await post(fromPostgres, '/search', body);
        expect(expected.status).toBe(200);
        expect(await post(fromMemory, '/search', body), JSON.stringify(body)).toEqual(expected);
      }
      expect(answeredBy).toEqual(['memory', 'memory', 'memory', 'memory']);
      const lines = (await post(fromMemory, '/jobs/by-id', { ids })).text.split('\n');
      expect(lines).toEqual((await post(fromPostgres, '/jobs/by-id', { ids })).text.split('\n'));
      expect(lines.map((line) => (JSON.parse(line) as { jobs: Array<{ id: string }> }).jobs.map((j) => j.id))).toEqual([
        [ids[0]],
        [ids[1]],
        [],
        [ids[3]],
      ]);
    } finally {
      for (const server of servers) server.close();
    }
  });

  it('finds each job by id as PostgreSQL does, and none for an id no job has', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client
      .query<{ id: number }>('SELECT id FROM jobs ORDER BY random() LIMIT 50')
      .finally(() => client.end());
    for (const { id } of rows) expect(await memory.jobById(String(id))).toEqual(await postgres.jobById(String(id)));
    expect(await memory.jobById('987654321')).toBeUndefined();
    expect(await memory.jobById('not-an-id')).toBeUndefined();
  });

  it('leaves "quoted phrases" and free-text places to PostgreSQL, with the same answers', async () => {
    answeredBy.length = 0;
    for (const filter of [{ query: '"account executive"' }, { query: 'engineer', location: 'Remote' }]) {
      const request = ZSearchRequest.parse(filter);
      expect((await memory.search(request)).jobs.map((j) => j.id)).toEqual(
        (await postgres.search(request)).jobs.map((j) => j.id),
      );
    }
    expect(answeredBy).toEqual(['postgres', 'postgres']);
  });

  it('answers from PostgreSQL while it reads changed jobs, then from memory with the change', async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      const request = ZSearchRequest.parse({ query: 'zebracorn wrangler' });
      const [id] = await upsertJobs(pool, [
        {
          title: 'Zebracorn Wrangler',
          company: 'Memory Test Co',
          location: 'Austin, TX',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          slug: 'zebracorn-wrangler',
          latitude: 30.2672,
          longitude: -97.7431,
          jobType: 'Full Time',
          workSetting: 'on-site',
          category: 'development',
          salaryMin: null,
          salaryMax: null,
          salaryCurrency: null,
          salaryPeriod: null,
          description: '<p>Wrangle zebracorns.</p>',
          url: 'https://example.com/zebracorn',
          source: 'test',
          sourceId: 'zebracorn',
          tags: [],
          postedAt: new Date(),
          expiresAt: null,
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

      // A job's fields come from memory too: changed in PostgreSQL, the job is read from
      // PostgreSQL from the moment the index is told, and from memory again once it has read it.
      const before = await memory.jobById(String(id));
      await pool.query(`UPDATE jobs SET title = 'Zebracorn Wrangler II' WHERE id = $1`, [id]);
      expect((await memory.jobById(String(id)))?.title).toBe(before?.title); // not told yet: the snapshot
      memory.invalidate?.();
      expect((await memory.jobById(String(id)))?.title).toBe('Zebracorn Wrangler II');
      await memory.whenCurrent?.();
      expect((await memory.jobById(String(id)))?.title).toBe('Zebracorn Wrangler II');
      expect((await memory.search(request)).jobs.map((j) => j.title)).toEqual(['Zebracorn Wrangler II']);

      await deleteJob(pool, id!);
      memory.invalidate?.();
      expect(await memory.jobById(String(id))).toBeUndefined();
      await memory.whenCurrent?.();
      expect(await memory.search(request)).toEqual({ jobs: [], totalResults: 0 });
      expect(await memory.jobById(String(id))).toBeUndefined();
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
