import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertJobs } from '@highpay/common';
import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import { createPostgresSearchBackend } from '../src/backends/postgres/postgres-search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';
import { waitFor } from './support/waiting.js';

// A table lock held by the test stops every query on jobs where it is: the searches' queries
// waiting on it (pg_stat_activity) show which searches are computing at that moment.
describe('postgres search: searches that compute a ranking take turns', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let backend: ReturnType<typeof createPostgresSearchBackend>;
  const texts = ['platform engineer', 'night nurse', 'data analyst'];
  const search = (req: SearchRequestInput) => backend.search(ZSearchRequest.parse(req));
  /**
   * An exclusive lock on jobs, held until released: `waiting()` counts the backend's queries
   * that wait for it.
   */
  const lockJobs = async () => {
    const locker = await pool.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE');
    let held = true;
    return {
      waiting: async () => {
        const { rows } = await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND backend_type = 'client backend'
              AND wait_event_type = 'Lock' AND pid <> $1`,
          [(locker as unknown as { processID: number }).processID],
        );
        return rows[0]!.n;
      },
      release: async () => {
        if (!held) return;
        held = false;
        await locker.query('COMMIT');
        locker.release();
      },
    };
  };
  /** Nothing changes for a while: what is waiting now is all that will. */
  const settle = () => new Promise((r) => setTimeout(r, 300));

  beforeAll(async () => {
    db = await createTestDatabase('pgturns');
    pool = new pg.Pool({ connectionString: db.url, max: 3 });
    const jobs = texts.flatMap((title, t) =>
      Array.from({ length: 30 }, (_, i) => ({ ...FIXTURE_JOBS[0]!, title, sourceId: `turns-${t}-${i}` })),
    );
    await upsertJobs(pool, jobs);
    await pool.query('VACUUM ANALYZE jobs');
    backend = createPostgresSearchBackend(db.url, { max: 6, computingAtOnce: 1 });
  });
  afterAll(async () => {
    await backend.close();
    await pool.end();
    await db.drop();
  });

  it('computes one search at a time when so set, and answers each as it would alone', async () => {
    // What each answers alone; then what comes before the turns (the words' queries, where
    // the newest jobs begin) is known, and only the rankings are left to compute.
    const alone = [];
    for (const query of texts) alone.push(await search({ query }));
    expect(alone.map((a) => a.jobs.length)).toEqual([20, 20, 20]);
    backend.invalidate?.();
    for (const query of texts) await search({ query, workSetting: 'on-site' });

    const lock = await lockJobs();
    try {
      const pending = Promise.all(texts.map((query) => search({ query })));
      await waitFor(async () => (await lock.waiting()) >= 1);
      await settle();
      // One search computes (its query waits for the lock); the other two wait for their turn.
      expect(await lock.waiting()).toBe(1);
      await lock.release();
      expect(await pending).toEqual(alone);
    } finally {
      await lock.release();
    }
  });

  it('computes a search asked many times at once once, its pages too', async () => {
    const several = createPostgresSearchBackend(db.url, { max: 6, computingAtOnce: 3 });
    try {
      const ask = (page: number) => several.search(ZSearchRequest.parse({ query: 'platform engineer', page }));
      await several.search(ZSearchRequest.parse({ query: 'platform engineer', workSetting: 'on-site' }));
      const lock = await lockJobs();
      try {
        // Page 6 computes the ranking 1,000 deep; pages 7 and 6 again wait for it, though
        // turns are free.
        const pending = Promise.all([ask(6), ask(7), ask(6)]);
        await waitFor(async () => (await lock.waiting()) >= 1);
        await settle();
        expect(await lock.waiting()).toBe(1);
        await lock.release();
        expect(await pending).toEqual([0, 1, 2].map(() => ({ jobs: [], totalResults: 30 })));
      } finally {
        await lock.release();
      }
    } finally {
      await several.close();
    }
  });

  it('gives up a query stuck past the statement timeout, which frees its turn', async () => {
    const impatient = createPostgresSearchBackend(db.url, { max: 6, computingAtOnce: 1, statementTimeoutMs: 300 });
    try {
      const ask = (query: string) => impatient.search(ZSearchRequest.parse({ query }));
      await impatient.search(ZSearchRequest.parse({ query: 'platform engineer', workSetting: 'on-site' }));
      const lock = await lockJobs();
      try {
        const failure = (query: string) =>
          ask(query).then(
            () => 'answered',
            (error: Error) => error.message,
          );
        expect(await failure('platform engineer')).toMatch(/statement timeout/);
        // The turn it held is free again: the next search gets it (and is stopped the same way).
        expect(await failure('night nurse')).toMatch(/statement timeout/);
      } finally {
        await lock.release();
      }
      expect((await ask('night nurse')).jobs).toHaveLength(20);
    } finally {
      await impatient.close();
    }
  });

  it('answers a search computed before while another holds the only turn', async () => {
    backend.invalidate?.();
    for (const query of texts) await search({ query, workSetting: 'on-site' });
    const kept = await search({ query: 'platform engineer' });
    const lock = await lockJobs();
    try {
      const computing = search({ query: 'night nurse' });
      await waitFor(async () => (await lock.waiting()) >= 1);
      // Its ranking and total are kept: its page's rows are asked for now, beside the
      // search that holds the turn, not after it.
      const again = search({ query: 'platform engineer' });
      await waitFor(async () => (await lock.waiting()) >= 2);
      await lock.release();
      expect(await again).toEqual(kept);
      expect((await computing).jobs.map((j) => j.title)).toEqual(Array(20).fill('night nurse'));
    } finally {
      await lock.release();
    }
  });
});
