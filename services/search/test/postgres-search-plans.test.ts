// The same answers whichever way PostgreSQL is led to read the table. Radius searches
// around a place common among the newest jobs walk the newest-first index (the place and
// the words in forms no index matches); around a rare one, PostgreSQL collects the area's
// jobs. A small window makes this small table take the walks a city takes at 1M jobs.
// Description matches read on through the newest jobs when PostgreSQL expects them common.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertJobs, type JobInput } from '@highpay/common';
import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import { createPostgresSearchBackend } from '../src/backends/postgres/postgres-search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';

const SEATTLE = {
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  latitude: 47.6062,
  longitude: -122.3321,
  location: 'Seattle, WA',
};
const BELLEVUE = {
  city: 'Bellevue',
  state: 'WA',
  zip: '98004',
  latitude: 47.6101,
  longitude: -122.2015,
  location: 'Bellevue, WA',
};
const AUSTIN = {
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  latitude: 30.2672,
  longitude: -97.7431,
  location: 'Austin, TX',
};
const WALLA_WALLA = {
  city: 'Walla Walla',
  state: 'WA',
  zip: '99362',
  latitude: 46.0646,
  longitude: -118.343,
  location: 'Walla Walla, WA',
};
const TITLES = ['Platform Engineer', 'Store Clerk', 'Registered Nurse', 'Account Executive'];

/** A database of its own holding these jobs, with fresh statistics. */
async function databaseWith(name: string, jobs: JobInput[]): Promise<TestDatabase> {
  const db = await createTestDatabase(name);
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  try {
    await upsertJobs(pool, jobs);
    await pool.query('VACUUM ANALYZE jobs');
  } finally {
    await pool.end();
  }
  return db;
}

/** Half the jobs around Seattle; "kafka" in a fifth of descriptions, "Remote First" a company, "Remote" in some titles. */
function jobs(): JobInput[] {
  const now = Date.now();
  return Array.from({ length: 2400 }, (_, i) => ({
    ...FIXTURE_JOBS[0]!,
    ...(i < 3 ? WALLA_WALLA : [SEATTLE, AUSTIN, BELLEVUE, AUSTIN][i % 4]!),
    title: i % 11 === 0 ? 'Remote Support Agent' : TITLES[(i * 7) % 4]!,
    company: i % 9 === 0 ? 'Remote First' : 'Initech',
    description: i % 5 === 0 ? '<p>We stream events through kafka, fully remote.</p>' : '<p>Office based team.</p>',
    sourceId: `radius-${i}`,
    postedAt: new Date(now - i * 60_000),
  }));
}

describe('postgres search plans: walked, collected or read on, the same answers', () => {
  let db: TestDatabase;
  let collected: ReturnType<typeof createPostgresSearchBackend>;
  let walked: ReturnType<typeof createPostgresSearchBackend>;
  let estimating: ReturnType<typeof createPostgresSearchBackend>;
  let widening: ReturnType<typeof createPostgresSearchBackend>;
  let reading: ReturnType<typeof createPostgresSearchBackend>;
  let probing: ReturnType<typeof createPostgresSearchBackend>;
  let readingOn: ReturnType<typeof createPostgresSearchBackend>;
  let onePass: ReturnType<typeof createPostgresSearchBackend>;
  let tiers: ReturnType<typeof createPostgresSearchBackend>;
  const all = jobs();

  beforeAll(async () => {
    db = await databaseWith('pgplans', all);
    // The default window (20,000 newest jobs) sees these few as a thinly populated place.
    collected = createPostgresSearchBackend(db.url, { max: 2 });
    // (Its totals always counted: it is here for the walks, so it ranks by the tiers.)
    walked = createPostgresSearchBackend(db.url, {
      max: 2,
      recentWindow: 40,
      radiusSample: 100_000,
      rankWhileCounting: false,
    });
    // Totals past a tiny exact limit, estimated from as few as 15 matches among the newest 200.
    estimating = createPostgresSearchBackend(db.url, {
      max: 2,
      recentWindow: 200,
      radiusSample: 15,
      exactCountLimit: 5,
    });
    // The same wanting 20: fewer match there, so from the place's newest 150 jobs.
    widening = createPostgresSearchBackend(db.url, {
      max: 2,
      recentWindow: 200,
      radiusSample: 20,
      areaSample: 150,
      exactCountLimit: 5,
    });
    // Every tier taken for common: descriptions read on through the newest jobs, so far and no further.
    reading = createPostgresSearchBackend(db.url, { max: 2, commonPerRow: 0 });
    // Descriptions probed 10 rows first, then as many more as those say the page takes.
    probing = createPostgresSearchBackend(db.url, { max: 2, firstProbe: 10 });
    // The same, reading on however many rows that takes.
    readingOn = createPostgresSearchBackend(db.url, { max: 2, firstProbe: 10, probePerMatch: 0 });
    // Totals too thinly sampled to estimate, so always counted: ranked in the counting pass, or by the tiers.
    onePass = createPostgresSearchBackend(db.url, { max: 2, radiusSample: 100_000 });
    tiers = createPostgresSearchBackend(db.url, { max: 2, radiusSample: 100_000, rankWhileCounting: false });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(
      [collected, walked, estimating, widening, reading, probing, readingOn, onePass, tiers].map((backend) =>
        backend.close(),
      ),
    );
    await db.drop();
  });

  const searches: SearchRequestInput[] = [
    ...['engineer', 'remote', 'kafka', 'nurse', 'kafka -nurse', '"account executive"', 'clerk'].flatMap((query) =>
      ['Seattle, WA', '98101', 'Walla Walla, WA'].flatMap((location) =>
        [1, 2, 4].map((page) => ({ query, location, page })),
      ),
    ),
    { query: 'kafka', location: 'Seattle, WA', category: 'Technology' },
    { query: 'engineer', location: 'seattle wa', workSetting: 'remote' },
    { query: '', location: 'Seattle, WA', page: 3 },
  ];

  it.each(searches)('$query in $location, page $page: the same jobs and total', async (input) => {
    const request = ZSearchRequest.parse(input);
    const [a, b] = await Promise.all([collected.search(request), walked.search(request)]);
    expect(b.jobs.map((j) => j.id)).toEqual(a.jobs.map((j) => j.id));
    expect(b.totalResults).toBe(a.totalResults);
  });

  it.each(searches)('$query in $location, page $page: ranked in the counting pass as by the tiers', async (input) => {
    const request = ZSearchRequest.parse(input);
    const [a, b] = await Promise.all([onePass.search(request), tiers.search(request)]);
    expect(a.jobs.map((j) => j.id)).toEqual(b.jobs.map((j) => j.id));
    expect(a.totalResults).toBe(b.totalResults);
  });

  it('finds title matches around Seattle newest first, then the company matches, then the description matches', async () => {
    const near = (j: JobInput) => j.city === 'Seattle' || j.city === 'Bellevue';
    const titled = all.filter((j) => near(j) && j.title.startsWith('Remote'));
    const company = all.filter((j) => near(j) && !titled.includes(j) && j.company === 'Remote First');
    const described = all.filter(
      (j) => near(j) && !titled.includes(j) && !company.includes(j) && j.description.includes('remote'),
    );
    const expected = [...titled, ...company, ...described].slice(0, 40).map((j) => j.postedAt.toISOString());
    for (const backend of [walked, collected]) {
      const pages = await Promise.all(
        [1, 2].map((page) => backend.search(ZSearchRequest.parse({ query: 'remote', location: 'Seattle, WA', page }))),
      );
      const found = pages.flatMap((p) => p.jobs);
      expect(found.map((j) => new Date(j.created).toISOString())).toEqual(expected);
      expect(found.every((j) => j.location === 'Seattle, WA' || j.location === 'Bellevue, WA')).toBe(true);
      expect(pages[0]!.totalResults).toBe(titled.length + company.length + described.length);
    }
  });

  it('estimates a big total around a city from the newest jobs there, and counts a small town', async () => {
    const kafka = (location: string) => ZSearchRequest.parse({ query: 'kafka', location });
    const exact = await collected.search(kafka('Seattle, WA'));
    expect(exact.totalResults).toBe(
      all.filter((j) => (j.city === 'Seattle' || j.city === 'Bellevue') && j.description.includes('kafka')).length,
    );
    expect(exact.totalResults).toBe(239);
    // Among the newest 200 jobs, 98 are around Seattle and 19 of those mention kafka: 19 × 2,400 / 200.
    const estimated = await estimating.search(kafka('Seattle, WA'));
    expect(estimated.totalResults).toBe(228);
    expect(estimated.jobs.map((j) => j.id)).toEqual(exact.jobs.map((j) => j.id));
    // 19 is too few for 20: the place's newest 150 jobs are among the newest 303, and 30 of
    // them mention kafka: 30 × 2,400 / 303.
    const widened = await widening.search(kafka('Seattle, WA'));
    expect(widened.totalResults).toBe(238);
    expect(widened.jobs.map((j) => j.id)).toEqual(exact.jobs.map((j) => j.id));
    // Walla Walla holds 3 of the newest 2,000, one with kafka: too few to tell, so it is counted.
    const town = await estimating.search(kafka('Walla Walla, WA'));
    expect(town).toEqual(await collected.search(kafka('Walla Walla, WA')));
    expect(town.totalResults).toBe(1);
  });

  it.each([
    ...['kafka', 'remote', 'kafka -nurse', 'fully remote', 'nurse'].flatMap((query) =>
      [1, 2, 5, 13].map((page) => ({ query, page })),
    ),
    { query: 'kafka', category: 'Technology' },
    { query: 'kafka', location: 'Walla Walla, WA' },
  ])('$query, page $page: the same jobs when descriptions are read on through the newest jobs', async (input) => {
    const request = ZSearchRequest.parse(input);
    const [a, b] = await Promise.all([collected.search(request), reading.search(request)]);
    expect(b.jobs.map((j) => j.id)).toEqual(a.jobs.map((j) => j.id));
    expect(b.totalResults).toBe(a.totalResults);
  });

  it.each(
    ['office', 'based team', 'kafka', 'remote', 'office -kafka'].flatMap((query) =>
      [1, 2, 5, 13].flatMap((page) => [
        { query, page },
        { query, page, category: 'Technology' },
      ]),
    ),
  )('$query in $category, page $page: the same jobs when descriptions are probed a few rows first', async (input) => {
    const request = ZSearchRequest.parse(input);
    const [a, b, c] = await Promise.all([
      collected.search(request),
      probing.search(request),
      readingOn.search(request),
    ]);
    expect(b.jobs.map((j) => j.id)).toEqual(a.jobs.map((j) => j.id));
    expect(b.totalResults).toBe(a.totalResults);
    expect(c.jobs.map((j) => j.id)).toEqual(a.jobs.map((j) => j.id));
    expect(c.totalResults).toBe(a.totalResults);
  });

  it('finds title matches with an exclusion newest first, among the newest jobs or past them', async () => {
    // Platform Engineers without kafka: 8 among the newest 40, so the walking backend's window
    // holds too few for a page and it collects them; the default one's holds them all.
    const expected = all.filter((j) => j.title === 'Platform Engineer' && !j.description.includes('kafka'));
    for (const backend of [walked, collected]) {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => backend.search(ZSearchRequest.parse({ query: 'engineer -kafka', page }))),
      );
      expect(pages.flatMap((p) => p.jobs).map((j) => j.title + j.created)).toEqual(
        expected.slice(0, 60).map((j) => j.title + j.postedAt.toISOString()),
      );
      expect(pages[0]!.totalResults).toBe(expected.length);
    }
  });
});

describe('postgres search plans: a small place is counted, not estimated', () => {
  let db: TestDatabase;
  let exact: ReturnType<typeof createPostgresSearchBackend>;
  let sampling: ReturnType<typeof createPostgresSearchBackend>;
  // Walla Walla holds a tenth of the 600 jobs, 10 of the newest 100; kafka in only one of
  // those, and in every one of its jobs past them.
  const all: JobInput[] = Array.from({ length: 600 }, (_, i) => ({
    ...FIXTURE_JOBS[0]!,
    ...(i % 10 === 3 ? WALLA_WALLA : SEATTLE),
    title: TITLES[i % 4]!,
    company: 'Initech',
    description:
      i % 10 === 3 && (i === 3 || i >= 100) ? '<p>We stream events through kafka.</p>' : '<p>Office based team.</p>',
    sourceId: `small-place-${i}`,
    postedAt: new Date(Date.now() - i * 60_000),
  }));

  beforeAll(async () => {
    db = await databaseWith('pgsmallplace', all);
    exact = createPostgresSearchBackend(db.url, { max: 2 });
    // Estimates from 10 matches among the newest 100, or among the place's newest 20 jobs,
    // and places of up to 5 × 20 jobs counted: Walla Walla's 10 of 100 stand for 60.
    sampling = createPostgresSearchBackend(db.url, {
      max: 2,
      recentWindow: 100,
      radiusSample: 10,
      areaSample: 20,
      exactCountLimit: 5,
    });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([exact.close(), sampling.close()]);
    await db.drop();
  });

  it('counts kafka around Walla Walla, where its 20 newest jobs would have given 11 × 600 / 194 = 34', async () => {
    const request = ZSearchRequest.parse({ query: 'kafka', location: 'Walla Walla, WA' });
    const expected = all.filter((j) => j.city === 'Walla Walla' && j.description.includes('kafka'));
    const [counted, sampled] = await Promise.all([exact.search(request), sampling.search(request)]);
    expect(counted.totalResults).toBe(expected.length);
    expect(expected.length).toBe(51);
    expect(sampled.totalResults).toBe(51);
    expect(sampled.jobs.map((j) => j.id)).toEqual(counted.jobs.map((j) => j.id));
    // A word common beside the place (every Seattle job is "office based") is counted through the place.
    const office = ZSearchRequest.parse({ query: 'office', location: 'Walla Walla, WA' });
    expect((await sampling.search(office)).totalResults).toBe(
      all.filter((j) => j.city === 'Walla Walla' && j.description.includes('Office')).length,
    );
    // And no words at all: every job of the place.
    const place = ZSearchRequest.parse({ query: '', location: 'Walla Walla, WA' });
    expect((await sampling.search(place)).totalResults).toBe(60);
  });
});
