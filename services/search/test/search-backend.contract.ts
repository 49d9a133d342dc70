// The behaviour every SearchBackend must show, as sentences a job seeker would agree with.
// Run by postgres-search.backend.test.ts and engine-search.backend.test.ts.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertJobs } from '@highpay/common';
import {
  CATEGORY_FILTERS,
  JOB_CATEGORIES,
  SEARCH_PAGE_CATEGORIES,
  ZJob,
  ZSearchRequest,
  type Job,
  type SearchRequestInput,
} from '@highpay/contracts';
import type { SearchBackend } from '../src/backends/search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { EUROPE, FIXTURE_JOBS, US_ONLY, writeUnlistedJobs } from './fixture-jobs.js';

export interface BackendHarness {
  backend: SearchBackend;
  /** Brings the backend's index up to date with the jobs table. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

const DAY_MINUTES = 24 * 60;
/** Title, company and age in minutes of the jobs that pin ranking at its extremes. */
const GLACIER_JOBS: ReadonlyArray<readonly [string, string, number]> = [
  ['Glacier Analyst', 'Firn One', 70 * DAY_MINUTES],
  ['Glacier Surveyor', 'Firn Two', 70 * DAY_MINUTES + 1],
  ['Glacier Guide', 'Firn Three', 10 * 365 * DAY_MINUTES],
  ['Field Analyst', 'Glacier Labs', 66 * DAY_MINUTES],
];
/** Jobs the contract writes besides FIXTURE_JOBS: 25 support fillers and the glacier jobs. */
const EXTRA_JOBS = 25 + GLACIER_JOBS.length;

export function searchBackendContract(name: string, create: (databaseUrl: string) => Promise<BackendHarness>): void {
  describe(`${name} search backend`, () => {
    let db: TestDatabase;
    let pool: pg.Pool;
    let harness: BackendHarness;
    /** Ids of the closed job and of the duplicate (UNLISTED_JOBS). */
    let unlisted: { closed: number; duplicate: number };
    const search = (req: SearchRequestInput) => harness.backend.search(ZSearchRequest.parse(req));
    const titles = async (req: SearchRequestInput) => (await search(req)).jobs.map((j) => j.title);
    /** Every job a search finds, page after page. */
    const everyJob = async (req: SearchRequestInput) => {
      const jobs: Job[] = [];
      for (let page = 1; ; page++) {
        const answer = await search({ ...req, page });
        jobs.push(...answer.jobs);
        if (jobs.length >= answer.totalResults || answer.jobs.length === 0) return jobs;
      }
    };

    beforeAll(async () => {
      db = await createTestDatabase(`search${name}`);
      pool = new pg.Pool({ connectionString: db.url, max: 2 });
      // Dropping the database at the end may reach a connection that is still closing.
      pool.on('error', () => undefined);
      await upsertJobs(pool, FIXTURE_JOBS);
      // Filler so that paging has more than one page: 25 'Support Agent' jobs, the 5 newest
      // of them 'Help Desk Agent' tagged Support, so a search for "support" spans two tiers.
      await upsertJobs(
        pool,
        Array.from({ length: 25 }, (_, i) => ({
          ...FIXTURE_JOBS[9]!,
          ...(i < 5
            ? { title: 'Help Desk Agent', tags: [{ name: 'Support', color: 'teal' as const }] }
            : { title: 'Support Agent' }),
          company: `Callcenter ${String(i).padStart(2, '0')}`,
          sourceId: `filler-${i}`,
          postedAt: new Date(Date.now() - (40 + i) * 86_400_000),
        })),
      );
      // Ranking at the extremes (older than every other job, so other answers keep theirs):
      // title matches a minute apart and one ten years old, below them a newer company match.
      await upsertJobs(
        pool,
        GLACIER_JOBS.map(([title, company, minutesAgo], i) => ({
          ...FIXTURE_JOBS[9]!,
          title,
          company,
          tags: [],
          description: '<p>Field work.</p>',
          sourceId: `glacier-${i}`,
          postedAt: new Date(Date.now() - minutesAgo * 60_000),
        })),
      );
      unlisted = await writeUnlistedJobs(pool);
      harness = await create(db.url);
      await harness.sync();
    });
    afterAll(async () => {
      await harness?.close();
      await pool?.end();
      await db?.drop();
    });

    describe('relevance', () => {
      it('ranks title matches above tag and company matches, and those above description matches', async () => {
        const found = await titles({ query: 'kafka' });
        expect(found[0]).toBe('Kafka Platform Engineer');
        expect(found.slice(1, 3).sort()).toEqual(['Account Executive', 'Data Engineer']); // company "Kafka Systems"; tag "Kafka"
        expect(found[3]).toBe('Backend Developer'); // description only
      });

      it('a title match, even ten years old, ranks above a newer company match; a minute newer ranks first', async () => {
        expect(await titles({ query: 'glacier' })).toEqual([
          'Glacier Analyst',
          'Glacier Surveyor',
          'Glacier Guide',
          'Field Analyst',
        ]);
      });

      it('a search for "engineers" finds Senior Software Engineer (English stemming)', async () => {
        expect(await titles({ query: 'engineers' })).toContain('Senior Software Engineer');
      });

      it('a search for "devel" finds developers (prefix on the last word)', async () => {
        expect(await titles({ query: 'devel' })).toEqual(
          expect.arrayContaining(['Staff Frontend Developer', 'Backend Developer']),
        );
      });

      it('a search for "frontend devel" ranks the job holding both words (the last as a prefix) first', async () => {
        // Backend Developer, newer, holds only "devel": found, below the job holding both.
        expect(await titles({ query: 'frontend devel' })).toEqual(['Staff Frontend Developer', 'Backend Developer']);
      });

      it('a seniority beside a role finds that role only: "senior designer" is not every senior job', async () => {
        expect(await titles({ query: 'senior designer' })).toEqual(['Product Designer']);
      });

      it('a search for "enginer" finds Senior Software Engineer (one typo)', async () => {
        expect(await titles({ query: 'enginer' })).toContain('Senior Software Engineer');
      });

      it('a search for "mangaer" finds Senior Product Manager (a transposition)', async () => {
        expect(await titles({ query: 'mangaer' })).toContain('Senior Product Manager');
      });

      it('a search for "ngineer" finds Senior Software Engineer (a typo in the first letter)', async () => {
        expect(await titles({ query: 'ngineer' })).toContain('Senior Software Engineer');
      });

      it('takes a word some title, company or tag holds as typed: "spark" does not also find Stark', async () => {
        expect(await titles({ query: 'spark' })).toEqual(['Data Engineer']); // tag "Spark"
        expect(await titles({ query: 'stark ' })).toEqual(['Financial Analyst']); // company "Stark Capital"
      });

      it('does not "correct" short words: "nurze" is 5 letters and is corrected, "nrse" is not', async () => {
        expect(await titles({ query: 'nurze' })).toContain('Registered Nurse');
        expect(await titles({ query: 'nrse' })).toEqual([]);
      });

      it('a "quoted phrase" matches only those words next to each other', async () => {
        expect(await titles({ query: 'product manager' })).toEqual(
          expect.arrayContaining(['Senior Product Manager', 'Marketing Manager']),
        );
        expect(await titles({ query: '"product manager"' })).toEqual(['Senior Product Manager']);
      });

      it('-word excludes jobs with that word', async () => {
        const found = await titles({ query: 'engineer -senior' });
        expect(found).toEqual(
          expect.arrayContaining(['Kafka Platform Engineer', 'Data Engineer', 'Mechanical Engineer']),
        );
        expect(found).not.toContain('Senior Software Engineer');
      });

      it('finds nothing for a word no job has, and ignores punctuation without failing', async () => {
        expect(await search({ query: 'zzyzx' })).toEqual({ jobs: [], totalResults: 0 });
        // Only punctuation: no word to look for, so nothing (and no query syntax error).
        expect(await search({ query: '!!! & | ( ) : * <-> "' })).toEqual({ jobs: [], totalResults: 0 });
        // Punctuation around a word is ignored: the same jobs as the word alone.
        const plain = await titles({ query: 'kafka' });
        expect(plain).toContain('Kafka Platform Engineer');
        expect(await titles({ query: '!!! kafka & | ( ) : * <->' })).toEqual(plain);
      });
    });

    describe('location', () => {
      const austinArea = [
        'Senior Software Engineer',
        'Corporate Paralegal',
        'Executive Assistant',
        'Staff Frontend Developer',
      ];

      it.each(['Austin, TX', 'Austin TX', 'austin, tx', '78701'])(
        '"%s" finds the jobs in Austin and within 25 miles (Round Rock)',
        async (location) => {
          const found = await titles({ location });
          expect(found.sort()).toEqual([...austinArea].sort());
        },
      );

      it('does not reach San Antonio, 75 miles from Austin', async () => {
        expect(await titles({ location: 'Austin, TX' })).not.toContain('Senior Product Manager');
        expect(await titles({ location: 'San Antonio, TX' })).toEqual(
          expect.arrayContaining(['Senior Product Manager', 'Mechanical Engineer']),
        );
      });

      it('combines text and location', async () => {
        // "developer" finds engineers too (synonyms), the word as typed first.
        expect(await titles({ query: 'developer', location: 'Austin, TX' })).toEqual([
          'Staff Frontend Developer',
          'Senior Software Engineer',
        ]);
      });

      it('finds nothing in a city without jobs, rather than everything', async () => {
        expect(await titles({ location: 'Nowhere, ZZ' })).toEqual([]);
      });
    });

    describe('filters', () => {
      it('work setting: remote finds only remote jobs', async () => {
        const { jobs } = await search({ workSetting: 'remote', page: 1 });
        expect(jobs.length).toBeGreaterThan(0);
        expect(new Set(jobs.map((j) => j.workSetting))).toEqual(new Set(['remote']));
      });

      it("source type: aggregated jobs alone, or the employers' own alone", async () => {
        const aggregated = await search({ sourceType: 'aggregator', page: 1 });
        expect(aggregated.jobs.map((j) => j.title)).toEqual(['Localization Producer']);
        expect(aggregated.jobs[0]).toMatchObject({ sourceType: 'aggregator', source: { name: 'Remote OK' } });
        const direct = await search({ sourceType: 'employer', page: 1 });
        expect(direct.totalResults).toBe((await search({ category: 'all', page: 1 })).totalResults - 1);
        expect(direct.jobs.every((j) => j.sourceType !== 'aggregator')).toBe(true);
      });

      it('every category any page offers returns its jobs, and only them', async () => {
        const offered = [...SEARCH_PAGE_CATEGORIES, ...JOB_CATEGORIES.map((c) => c.label)];
        for (const category of offered) {
          const { jobs } = await search({ category });
          const allowed = CATEGORY_FILTERS[category.toLowerCase()]!;
          expect(jobs.length, category).toBeGreaterThan(0);
          for (const j of jobs) expect(allowed, `${category}: ${j.title}`).toContain(j.category);
        }
      });

      it("'All Categories' and 'all' mean no category filter", async () => {
        const all = await search({ category: 'All Categories', page: 1 });
        expect(all.totalResults).toBe(FIXTURE_JOBS.length + EXTRA_JOBS);
        expect((await search({ category: 'all', page: 1 })).totalResults).toBe(all.totalResults);
      });

      it('a salary floor keeps jobs paying at least that (hourly and monthly pay annualized) and jobs without a salary', async () => {
        const found = await search({ salaryMin: 200_000, page: 1 });
        const t = found.jobs.map((j) => j.title);
        expect(t).toEqual(
          expect.arrayContaining([
            'Kafka Platform Engineer',
            'Staff Frontend Developer',
            'Senior Product Manager',
            'Marketing Manager',
          ]),
        );
        expect(t).not.toContain('Senior Software Engineer'); // tops out at 190k
        expect(t).not.toContain('Localization Producer'); // ¥12,000,000 is about $80,000
        const hourly = await titles({ salaryMin: 150_000, query: 'nurse' }); // $85/h ≈ $176,800/yr
        expect(hourly).toEqual(['Registered Nurse']);
      });

      it('a salary floor drops jobs without a salary only when the user asks', async () => {
        const t = await titles({ salaryMin: 200_000, salaryRequired: true });
        expect(t).toContain('Kafka Platform Engineer');
        expect(t).not.toContain('Marketing Manager');
      });

      it('a pay floor compares yearly pay in US dollars, whatever the currency', async () => {
        expect(await titles({ query: 'localization', salaryMin: 95_000, salaryRequired: true })).toEqual([
          'Localization Lead', // €90,000 ≈ $97,200
        ]);
        expect((await titles({ query: 'localization', salaryMin: 81_000 })).sort()).toEqual([
          'Localization Coordinator',
          'Localization Lead',
        ]);
      });

      it('job types filter by type', async () => {
        expect(await titles({ jobTypes: ['Contract'] })).toEqual(['Registered Nurse']);
      });
    });

    describe('remote jobs open to a country', () => {
      it('a job open to Europe is found from Germany, not from the US; one open to anywhere from both', async () => {
        expect((await titles({ openTo: 'DE' })).sort()).toEqual(['Localization Lead', 'Localization Producer']);
        const fromUs = await titles({ openTo: 'us' });
        expect(fromUs).toEqual(expect.arrayContaining(['Localization Producer', 'Data Engineer', 'Backend Developer']));
        expect(fromUs).not.toContain('Localization Lead');
      });

      it('a job open to anywhere is found from any country; a country no job names finds only those', async () => {
        expect(await titles({ openTo: 'JP' })).toEqual(['Localization Producer']);
      });

      it('only remote jobs: a hybrid job whose feed says "anywhere" is never found', async () => {
        for (const openTo of ['DE', 'US', 'JP']) {
          const { jobs } = await search({ openTo, page: 1 });
          expect(
            jobs.map((j) => j.title),
            openTo,
          ).not.toContain('Localization Coordinator');
          expect(new Set(jobs.map((j) => j.workSetting)), openTo).toEqual(new Set(['remote']));
        }
      });

      it('combines with words, other filters and the count', async () => {
        const found = await search({ openTo: 'DE', query: 'localization', salaryMin: 90_000, salaryRequired: true });
        expect(found.jobs.map((j) => j.title)).toEqual(['Localization Lead']);
        expect(found.totalResults).toBe(1);
        expect((await search({ openTo: 'US', workSetting: 'remote' })).totalResults).toBe(
          (await search({ openTo: 'US' })).totalResults,
        );
      });
    });

    describe('closed jobs and duplicates', () => {
      it('are in no search and no count', async () => {
        const found = await everyJob({ query: 'localization' });
        expect(found.map((j) => j.title).sort()).toEqual([
          'Localization Coordinator',
          'Localization Lead',
          'Localization Producer',
        ]);
        const ids = (await everyJob({})).map((j) => j.id);
        expect(ids).toHaveLength(FIXTURE_JOBS.length + EXTRA_JOBS);
        expect(ids).not.toContain(String(unlisted.closed));
        expect(ids).not.toContain(String(unlisted.duplicate));
        expect((await search({ openTo: 'JP' })).totalResults).toBe(1);
      });

      it('are not among the most recent jobs, though newer than all of them', async () => {
        const recent = (await harness.backend.recentJobs(100)).map((j) => j.id);
        expect(recent).toHaveLength(FIXTURE_JOBS.length + EXTRA_JOBS);
        expect(recent).not.toContain(String(unlisted.closed));
        expect(recent).not.toContain(String(unlisted.duplicate));
      });

      it('are still answered by id, so their page can say the job is closed', async () => {
        const closed = await harness.backend.jobById(String(unlisted.closed));
        expect(closed).toMatchObject({ title: 'Localization QA Analyst' });
        expect(Date.parse(closed!.closedAt!)).toBeGreaterThan(Date.now() - 3_600_000);
        const duplicate = await harness.backend.jobById(String(unlisted.duplicate));
        expect(duplicate).toMatchObject({ title: 'Localization Lead', closedAt: null });
      });
    });

    describe('sorting and paging', () => {
      it('with no text, newest jobs come first', async () => {
        const { jobs } = await search({ workSetting: 'remote', page: 1 });
        const dates = jobs.map((j) => Date.parse(j.created));
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
      });

      it('sorts by date, company and salary on request', async () => {
        const byDate = await search({ query: 'engineer', sort: 'date' });
        expect(byDate.jobs[0]!.title).toBe('Senior Software Engineer'); // 5 days old, the newest engineer
        const byCompany = await titles({ query: 'engineer', sort: 'company' });
        expect(byCompany).toEqual([
          'Senior Software Engineer',
          'Mechanical Engineer',
          'Data Engineer',
          'Kafka Platform Engineer',
        ]);
        const bySalary = await titles({ query: 'engineer', sort: 'salary' });
        expect(bySalary).toEqual([
          'Kafka Platform Engineer',
          'Senior Software Engineer',
          'Data Engineer',
          'Mechanical Engineer',
        ]);
      });

      it('sorts by pay in yearly US dollars: ¥12,000,000 ranks below €90,000 and $85,000', async () => {
        expect(await titles({ query: 'localization', sort: 'salary' })).toEqual([
          'Localization Lead',
          'Localization Coordinator',
          'Localization Producer',
        ]);
      });

      it('puts jobs without a salary last when sorting by salary', async () => {
        const { jobs } = await search({ location: 'Seattle, WA', sort: 'salary' });
        expect(jobs.map((j) => j.salaryMax)).toEqual([210_000, null, null]);
      });

      it('pages 20 at a time with the total count', async () => {
        const first = await search({ query: 'support', page: 1 });
        expect(first.totalResults).toBe(26);
        expect(first.jobs).toHaveLength(20);
        const second = await search({ query: 'support', page: 2 });
        expect(second.jobs).toHaveLength(6);
        const ids = new Set([...first.jobs, ...second.jobs].map((j) => j.id));
        expect(ids.size).toBe(26);
        expect((await search({ query: 'support', page: 3 })).jobs).toEqual([]);
      });

      it('a relevance search goes on where the last page stopped, title matches before tag matches', async () => {
        // 21 title matches (20 'Support Agent' and the specialist), then 5 tag matches, newest first on ties.
        const first = await search({ query: 'support', page: 1 });
        const second = await search({ query: 'support', page: 2 });
        const both = [...first.jobs, ...second.jobs];
        expect(new Set(both.map((j) => j.id)).size).toBe(26);
        expect(
          both
            .slice(0, 21)
            .map((j) => j.title)
            .sort(),
        ).toEqual(['Customer Support Specialist', ...Array<string>(20).fill('Support Agent')]);
        expect(both.slice(21).map((j) => `${j.title} at ${j.company}`)).toEqual(
          [0, 1, 2, 3, 4].map((i) => `Help Desk Agent at Callcenter 0${i}`),
        );
      });
    });

    describe('jobs', () => {
      it('returns a job by id with every field, its tags in order, and the tag fallback when it has none', async () => {
        const { jobs } = await search({ query: 'Data Engineer', page: 1 });
        const data = jobs.find((j) => j.title === 'Data Engineer')!;
        const same = await harness.backend.jobById(data.id);
        // By id the whole description too; in a search answer its snippet only.
        expect(same).toEqual({ ...data, description: '<p>Join a friendly team.</p><ul><li>Great benefits</li></ul>' });
        expect(data.description).toBeUndefined();
        expect(data.snippet).toBe('Join a friendly team. Great benefits');
        expect(same?.tags).toEqual([
          { name: 'Kafka', color: 'blue' },
          { name: 'Spark', color: 'orange' },
        ]);
        expect(same).toMatchObject({
          company: 'Dataflow',
          workSetting: 'remote',
          category: 'development',
          salaryMin: 140_000,
          salaryMax: 180_000,
          salaryCurrency: 'USD',
          salaryPeriod: 'year',
          jobType: 'Full Time',
          location: 'Remote (US)',
        });
        const nurse = (await search({ query: 'nurse' })).jobs[0]!;
        expect(nurse.tags).toEqual([{ name: 'Contract', color: 'green' }]);
      });

      it('every job carries pay in yearly USD, remote eligibility (remote jobs only), where to apply, its source, and whether it is a sample', async () => {
        const jobs = [...(await everyJob({})), ...(await harness.backend.recentJobs(100))];
        for (const job of jobs) {
          expect(ZJob.parse(job), job.title).toEqual(job);
          expect(job.closedAt, job.title).toBeNull();
          if (job.workSetting === 'remote')
            expect(job.remoteEligibility, job.title).toMatchObject({ label: expect.any(String) });
          else expect(job.remoteEligibility, job.title).toBeNull();
        }
        const byTitle = (title: string) => jobs.find((j) => j.title === title)!;
        expect(byTitle('Data Engineer')).toMatchObject({
          remoteEligibility: US_ONLY,
          salaryYearlyUsd: 180_000,
          applyUrl: null,
          sample: false,
          source: { name: 'Dataflow careers', url: byTitle('Data Engineer').url },
        });
        expect(byTitle('Registered Nurse').salaryYearlyUsd).toBe(176_800); // $85 an hour
        expect(byTitle('Data Engineer').salaryYearlyUsdRateDate).toBeNull(); // pay in USD
        expect(byTitle('Localization Lead')).toMatchObject({
          remoteEligibility: EUROPE,
          salaryMax: 90_000,
          salaryCurrency: 'EUR',
          salaryYearlyUsd: 97_200,
          salaryYearlyUsdRateDate: '2026-11-27',
          applyUrl: 'https://apply.example.com/babel/localization-lead',
        });
        expect(byTitle('Localization Producer')).toMatchObject({
          remoteEligibility: { anywhere: true, label: 'Anywhere' },
          source: { name: 'Remote OK', url: 'https://remoteok.com/remote-jobs/42' },
        });
        expect(byTitle('Localization Coordinator')).toMatchObject({
          workSetting: 'hybrid',
          remoteEligibility: null,
          sample: true,
          source: { name: 'Sample job' },
        });
      });

      it('a job found by a search is the same job its id answers, every field alike', async () => {
        for (const found of await everyJob({ query: 'localization' })) {
          expect(await harness.backend.jobById(found.id)).toEqual({ ...found, description: expect.any(String) });
        }
      });

      it('returns nothing for an unknown or malformed id', async () => {
        expect(await harness.backend.jobById('999999')).toBeUndefined();
        expect(await harness.backend.jobById('abc')).toBeUndefined();
        expect(await harness.backend.jobById('99999999999999999999')).toBeUndefined();
      });

      it('answers many job look-ups at once, each with its own job', async () => {
        const recent = await harness.backend.recentJobs(10);
        const asked = [...recent.map((j) => j.id), '999999', recent[0]!.id];
        const found = await Promise.all(asked.map((id) => harness.backend.jobById(id)));
        expect(found.map((j) => j?.id)).toEqual([...recent.map((j) => j.id), undefined, recent[0]!.id]);
        expect(found[0]).toEqual({ ...recent[0], description: expect.any(String) });
      });

      it('lists the most recent jobs', async () => {
        const recent = await harness.backend.recentJobs(3);
        expect(recent.map((j) => j.title)).toEqual([
          'Backend Developer',
          'Marketing Manager',
          'Senior Product Manager',
        ]);
      });
    });
  });
}
