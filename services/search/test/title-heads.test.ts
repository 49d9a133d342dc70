// A search's words name the trade when they end a title's head: on both backends, the job they
// name ranks above a newer one whose title they only qualify. A known span's related jobs
// (synonyms.ts, after "~") are found, below the jobs it names.
import { expect, it } from 'vitest';
import type { JobInput } from '@highpay/common';
import { ZSearchRequest } from '@highpay/contracts';
import type { SearchBackend } from '../src/backends/search.backend.js';
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

/** The jobs of JOBS, alike but for the title and age. */
const headJobs = (): JobInput[] =>
  JOBS.map(([title, days], i) => ({
    ...FIXTURE_JOBS[9]!,
    title,
    company: `Employer ${i}`,
    tags: [{ name: 'Careers', color: 'teal' as const }],
    description: '<p>Join the team.</p>',
    sourceId: `head-${i}`,
    postedAt: new Date(Date.now() - days * 86_400_000),
  }));

describeOnBothBackends('title heads', headJobs, titleHeadCases);
