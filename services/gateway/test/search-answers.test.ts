// What search answers weigh: a card shows a few lines of a job's description, so search and
// list answers carry a plain-text snippet (at most 300 characters) instead of it; the job's
// page gets the whole description by id. A 20-job page of feed postings, descriptions of
// 8-15 kB and one of 2 MB among them, is at most 25 KB before compression.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertJobs, type JobInput } from '@highpay/common';
import type { Job } from '@highpay/contracts';
import { createPostgresSearchBackend } from '../../search/src/backends/postgres/postgres-search.backend.js';
import type { SearchBackend } from '../../search/src/backends/search.backend.js';
import { FIXTURE_JOBS } from '../../search/test/fixture-jobs.js';
import { createEngineHarness, describeWithOpenSearch } from '../../search/test/support/engine.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { startGatewayOverSearch, type GatewayOverSearch } from './support/gateway-setup.js';

const PAGE_LIMIT_BYTES = 25_000;

/** A posting's description as employers' boards write them: sections, lists, a benefits block, about `kb` kB. */
function postingHtml(i: number, kb: number): string {
  const section = (title: string, items: string[]) =>
    `<h3>${title}</h3><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const parts = [
    `<p><strong>About the role.</strong> Observatory Labs is hiring posting ${i}: you will design, build and ` +
      `operate the telemetry pipeline that thousands of customers depend on &amp; grow the team around it.</p>`,
  ];
  while (parts.join('').length < kb * 1000) {
    parts.push(
      section('What you will do', [
        'Own services in Rust and Go that ingest billions of events a day',
        'Design schemas, APIs and on-call runbooks with your teammates',
        'Mentor engineers and review designs across three product teams',
      ]),
      section('What we offer', [
        'Salary of $180,000 to $230,000, equity and a yearly learning budget',
        'Remote within the United States, with an office in Denver for those who want it',
        'Health, dental and vision cover from day one; 401(k) with a 4% match',
      ]),
      `<p>We are an equal opportunity employer. We consider every qualified applicant without regard to race, ` +
        `colour, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.</p>`,
    );
  }
  return parts.join('');
}

/** 21 feed postings with the word "observatory": long titles, tags, pay, remote eligibility, an apply form. */
function postings(): JobInput[] {
  const template = FIXTURE_JOBS.find((job) => job.workSetting === 'remote')!;
  return Array.from({ length: 21 }, (_, i) => ({
    ...template,
    slug: `senior-staff-observability-platform-engineer-${i}`,
    title: `Senior Staff Observability Platform Engineer, Telemetry Infrastructure (Remote, US) ${i}`,
    company: 'Observatory Labs',
    description: i === 0 ? postingHtml(i, 2000) : postingHtml(i, 8 + (i % 8)),
    url: `https://boards.greenhouse.io/observatorylabs/jobs/${4_100_000 + i}`,
    applyUrl: `https://boards.greenhouse.io/observatorylabs/jobs/${4_100_000 + i}/apply?gh_src=highpay`,
    attribution: { name: 'Observatory Labs on Greenhouse', url: 'https://boards.greenhouse.io/observatorylabs' },
    source: 'greenhouse:observatorylabs',
    sourceId: `answers-${i}`,
    tags: [
      { name: 'Rust', color: 'orange' },
      { name: 'Go', color: 'blue' },
      { name: 'Kubernetes', color: 'purple' },
      { name: 'Observability', color: 'teal' },
    ],
    postedAt: new Date(Date.now() - i * 60_000),
  }));
}

function describeAnswers(name: string, makeBackend: (pool: pg.Pool, dbUrl: string) => Promise<SearchBackend>): void {
  describe(`search answers through the gateway on ${name}`, () => {
    let db: TestDatabase;
    let pool: pg.Pool;
    let backend: SearchBackend;
    let started: GatewayOverSearch;
    let base: string;
    let ids: number[];

    beforeAll(async () => {
      db = await createTestDatabase('answers');
      pool = new pg.Pool({ connectionString: db.url, max: 2 });
      pool.on('error', () => undefined);
      ids = await upsertJobs(pool, postings());
      backend = await makeBackend(pool, db.url);
      started = await startGatewayOverSearch(db.url, backend, { prefix: testQueuePrefix('answers') });
      base = started.base;
    });
    afterAll(async () => {
      await started?.close();
      await backend?.close();
      await pool?.end();
      await db?.drop();
    });

    const post = (body: unknown) =>
      fetch(`${base}/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
        body: JSON.stringify(body),
      });

    it('a 20-job page carries snippets, not descriptions, and weighs at most 25 KB', async () => {
      const res = await post({ query: 'observatory' });
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      const answer = JSON.parse(bytes.toString('utf8')) as { jobs: Job[]; totalResults: number };
      expect(answer.totalResults).toBe(21);
      expect(answer.jobs).toHaveLength(20);
      console.info(`a 20-job page on ${name}: ${bytes.length} bytes`);
      expect(bytes.length).toBeLessThanOrEqual(PAGE_LIMIT_BYTES);
      for (const job of answer.jobs) {
        expect(job.description).toBeUndefined();
        expect(job.snippet.length).toBeLessThanOrEqual(300);
        expect(job.snippet).toMatch(/^About the role\. Observatory Labs is hiring posting \d+: .* & grow/);
        expect(job.snippet).not.toMatch(/[<>]/);
      }
    });

    it('the recent jobs list carries snippets too', async () => {
      const jobs = (await (await fetch(`${base}/api/jobs-with-tags`)).json()) as Job[];
      // The 21 postings are all the jobs there are, newest first.
      expect(jobs.map((job) => Number(job.id))).toEqual(ids);
      for (const job of jobs) {
        expect(job.description).toBeUndefined();
        expect(job.snippet.length).toBeLessThanOrEqual(300);
      }
    });

    it("a job's own answer by id has its whole description", async () => {
      const answer = (await (await post({ query: { id: String(ids[0]) } })).json()) as { jobs: Job[] };
      expect(answer.jobs[0]!.description!.length).toBeGreaterThan(2_000_000);
      expect(answer.jobs[0]!.snippet.length).toBeLessThanOrEqual(300);
    });
  });
}

describeAnswers('PostgreSQL', (_pool, dbUrl) => Promise.resolve(createPostgresSearchBackend(dbUrl, { max: 2 })));

describeWithOpenSearch('search answers through the gateway on OpenSearch', (url) => {
  describeAnswers('OpenSearch', async (pool) => {
    const harness = await createEngineHarness('opensearch', url, pool);
    await harness.indexer.reindexAll();
    return { ...harness.backend, close: () => harness.close() };
  });
});
