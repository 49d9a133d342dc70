// A search's words name the trade when they end a title's head: on both backends, the job they
// name ranks above a newer one whose title they only qualify. A known span's related jobs
// (synonyms.ts, after "~") are found, below the jobs it names.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { upsertJobs } from '@highpay/common';
import { ZSearchRequest } from '@highpay/contracts';
import type { SearchBackend } from '../src/backends/search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';
import { describeOnBothBackends } from './support/both-backends.js';

/** Title and age in days: each pair's newer job only qualifies its title with the words searched. */
const JOBS: ReadonlyArray<readonly [string, number]> = [
  ['Nurse Recruiter', 1],
  ['School Nurse', 20],
  ['Licensed Practical Nurse', 30],
  ['Registered Nurse', 2],
];

function titleHeadCases(backend: () => SearchBackend) {
  const titles = async (query: string) =>
    (await backend().search(ZSearchRequest.parse({ query }))).jobs.map((job) => job.title);

  it('a search for "nurse" ranks every nurse above a newer Nurse Recruiter', async () => {
    const found = await titles('nurse');
    expect(found).toHaveLength(4);
    expect(found.at(-1)).toBe('Nurse Recruiter');
  });

  it('a search for "lpn" finds the LPN first, then registered nurses, a related job', async () => {
    const found = await titles('lpn');
    expect(found[0]).toBe('Licensed Practical Nurse');
    expect(found).toContain('Registered Nurse');
  });
}

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase('titleheads');
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  pool.on('error', () => undefined);
  await upsertJobs(
    pool,
    JOBS.map(([title, days], i) => ({
      ...FIXTURE_JOBS[9]!,
      title,
      company: `Employer ${i}`,
      tags: [{ name: 'Careers', color: 'teal' as const }],
      description: '<p>Join the team.</p>',
      sourceId: `head-${i}`,
      postedAt: new Date(Date.now() - days * 86_400_000),
    })),
  );
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

describeOnBothBackends('title heads', () => ({ url: db.url, pool }), titleHeadCases);
