// What a crawler gets over plain HTTP, no JavaScript: the job page's head (title, meta
// description, JSON-LD), 410 and noindex for a closed job, noindex for a sample job,
// sitemap.xml, robots.txt; and the recent-jobs cache behind /api/jobs-with-tags, dropped
// when jobs change.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  QUEUES,
  closeServer,
  createJobChanges,
  createPrisma,
  createRedis,
  listen,
  subscribeToJobChanges,
  type JobChangesSubscription,
  type PrismaClient,
  type Redis,
} from '@highpay/common';
import { createSearchApp } from '../../search/src/app.js';
import { createPostgresSearchBackend } from '../../search/src/backends/postgres/postgres-search.backend.js';
import { createGatewayApp } from '../src/app.js';
import { gatewayEnvSchema } from '../src/config.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { closeJob, eligibility, insertJobs } from '../../../test/support/jobs.js';

const logger = pino({ level: 'silent' });
const port = (s: Server) => (s.address() as AddressInfo).port;
const BASE_URL = 'https://jobs.example.org';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="HighPay Jobs: find the best high-paying and remote jobs." />
    <title>HighPay Jobs</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const LONG_DESCRIPTION =
  '<h3>About the role</h3><p>Build &amp; run the payments platform that moves <strong>$2B</strong> a year.</p>' +
  '<ul><li>Design APIs used by millions of customers every single day</li><li>Mentor engineers</li></ul>' +
  '<script>alert(1)</script><p>Tail text that lies beyond the first one hundred and fifty characters.</p>';

/** The JSON-LD block as a crawler's parser would read it: up to the first '</script>'. */
function jsonLdOf(html: string): Record<string, any> {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]) as Record<string, any>;
}
/** Every sitemap file /sitemap.xml (an index) names, read and joined. */
async function sitemapText(app: Parameters<typeof request>[0]): Promise<string> {
  const index = (await request(app).get('/sitemap.xml')).text;
  const files = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return (await Promise.all(files.map(async (file) => (await request(app).get(file)).text))).join('');
}
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const metaDescriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('pages for crawlers', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let redis: Redis;
  let search: Server;
  let queue: Queue;
  let searchCalls = 0;
  let subscription: JobChangesSubscription;
  let backend: ReturnType<typeof createPostgresSearchBackend>;
  let app: ReturnType<typeof createGatewayApp>;
  let config: ReturnType<typeof gatewayEnvSchema.parse>;
  const channel = `jobs:changed:test-${Math.random().toString(36).slice(2)}`;
  const ids: Record<string, string> = {};
  /** When the salaried job last changed. */
  const CHANGED_AT = new Date('2026-03-05T23:59:30.000Z');

  beforeAll(async () => {
    db = await createTestDatabase('gwseo');
    const posted = new Date('2026-03-02T10:00:00.000Z');
    const [salaried, remote, hostile, empty, hourly] = await insertJobs(db.url, [
      {
        title: 'Senior Payments Engineer',
        company: 'Ledgerly',
        location: 'Austin, TX',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        workSetting: 'hybrid',
        jobType: 'Full Time',
        salaryMin: 150_000,
        salaryMax: 190_000,
        salaryPeriod: 'year',
        description: LONG_DESCRIPTION,
        postedAt: posted,
      },
      {
        title: 'Remote Data Analyst',
        company: 'Numera',
        location: 'Remote (US)',
        workSetting: 'remote',
        jobType: 'Contract',
        remoteEligibility: eligibility('US only', { countries: ['US'] }),
        description: '<p>Analyse data from anywhere in the US.</p>',
        postedAt: new Date(posted.getTime() - 3_600_000),
      },
      {
        title: 'Hacker </script><script>alert("title")</script> & "Friends"',
        company: 'Evil <Corp> $& Sons',
        location: 'Columbia, SC',
        description: '<p>Nice job</p><img src=x onerror="alert(1)">',
        postedAt: new Date(posted.getTime() - 7_200_000),
      },
      {
        title: 'Mystery Role',
        company: 'Quiet Co',
        description: '',
        postedAt: new Date(posted.getTime() - 10_800_000),
      },
      {
        title: 'Weekend Barista',
        company: 'Bean There',
        location: 'Remote (Denver, CO)',
        workSetting: 'remote',
        jobType: 'Part Time',
        salaryMin: 22,
        salaryMax: 22,
        salaryPeriod: 'hour',
        postedAt: new Date(posted.getTime() - 14_400_000),
      },
    ]);
    // Older than the jobs above, so the recent jobs and the sitemap list those first.
    const older = new Date(posted.getTime() - 86_400_000);
    const [closed, sample, european, remotive] = await insertJobs(db.url, [
      {
        title: 'Retired Platform Role',
        company: 'Gone Co',
        location: 'Denver, CO',
        salaryMin: 140_000,
        salaryMax: 170_000,
        salaryPeriod: 'year',
        description: '<p>This opening has been filled.</p>',
        postedAt: older,
      },
      {
        title: 'Sample Backend Engineer',
        company: 'Example Labs',
        location: 'Remote (US)',
        workSetting: 'remote',
        url: 'https://example.com/sample-jobs/1',
        sample: true,
        remoteEligibility: eligibility('US only', { countries: ['US'] }),
        postedAt: older,
      },
      {
        title: 'Remote Site Reliability Engineer',
        company: 'Alpenwerk',
        location: 'Remote (Europe)',
        workSetting: 'remote',
        salaryMin: 70_000,
        salaryMax: 85_000,
        salaryCurrency: 'EUR',
        salaryPeriod: 'year',
        remoteEligibility: eligibility('DACH, UK', { countries: ['GB'], regions: ['dach'] }),
        attribution: { name: 'Remote OK', url: 'https://remoteok.com/remote-jobs/1' },
        postedAt: older,
      },
      {
        title: 'Staff Frontend Engineer',
        company: 'Umbrella Cloud',
        location: 'USA, Canada',
        workSetting: 'remote',
        url: 'https://remotive.com/remote-jobs/software-dev/staff-frontend-engineer-1901234',
        attribution: {
          name: 'Remotive',
          url: 'https://remotive.com/remote-jobs/software-dev/staff-frontend-engineer-1901234',
        },
        searchEngines: false,
        postedAt: older,
      },
    ]);
    await closeJob(db.url, closed!, new Date('2026-03-01T00:00:00.000Z'));
    Object.assign(ids, { salaried, remote, hostile, empty, hourly, closed, sample, european, remotive });

    prisma = createPrisma(db.url, { max: 2 });
    // The salaried job last changed at a fixed time (its sitemap date must not follow the
    // clock): the trigger that moves updated_at forward is set aside for this write.
    await prisma.$executeRaw`ALTER TABLE jobs DISABLE TRIGGER jobs_advance_updated_at`;
    await prisma.$executeRaw`UPDATE jobs SET updated_at = ${CHANGED_AT} WHERE id = ${Number(salaried)}`;
    await prisma.$executeRaw`ALTER TABLE jobs ENABLE TRIGGER jobs_advance_updated_at`;
    redis = createRedis(inject('redisUrl'));
    backend = createPostgresSearchBackend(db.url, { max: 2 });
    const searchApp = createSearchApp({ logger, backend, checks: {} });
    search = await listen(
      (req, res) => {
        searchCalls += 1;
        searchApp(req, res);
      },
      0,
      '127.0.0.1',
    );
    const prefix = testQueuePrefix('gwseo');
    queue = new Queue(QUEUES.optimize, { connection: createRedis(inject('redisUrl'), { forWorker: true }), prefix });
    const dist = mkdtempSync(path.join(tmpdir(), 'highpay-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    config = gatewayEnvSchema.parse({
      DATABASE_URL: db.url,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: prefix,
      PUBLIC_BASE_URL: BASE_URL,
      SEARCH_SERVICE_URL: `http://127.0.0.1:${port(search)}`,
      PAYMENT_SERVICE_URL: 'http://127.0.0.1:9',
      FRONTEND_DIST: dist,
    });
    const jobChanges = createJobChanges();
    subscription = await subscribeToJobChanges(redis, jobChanges.notify, { channel });
    app = createGatewayApp({ config, logger, prisma, redis, optimizeQueue: queue, jobChanges });
  });

  afterAll(async () => {
    await subscription?.close();
    await queue?.close();
    if (search) await closeServer(search);
    await backend?.close();
    await redis?.quit();
    await prisma?.$disconnect();
    await db?.drop();
  });

  it("serves a job page with the job's title, a 150-character meta description and a canonical link", async () => {
    const res = await request(app).get(`/job/${ids.salaried}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<div id="root"></div>');
    expect(titleOf(res.text)).toBe('Senior Payments Engineer at Ledgerly | HighPay Jobs');
    const description = metaDescriptionOf(res.text) ?? '';
    expect(description.startsWith('About the role Build &amp; run the payments platform that moves $2B a year.')).toBe(
      true,
    );
    const plain = description.replace(/&amp;/g, '&');
    expect(plain).toHaveLength(150);
    expect(plain).not.toContain('<');
    expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text).toContain(`<link rel="canonical" href="${BASE_URL}/job/${ids.salaried}" />`);
  });

  it('describes the job as a schema.org JobPosting with its place, dates, employment type and salary', async () => {
    const res = await request(app).get(`/job/${ids.salaried}`);
    const posting = jsonLdOf(res.text);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Payments Engineer',
      description: LONG_DESCRIPTION,
      datePosted: '2026-03-02T10:00:00.000Z',
      validThrough: '2026-04-01T10:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Ledgerly' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 150_000, maxValue: 190_000, unitText: 'YEAR' },
      },
    });
    expect(posting.jobLocationType).toBeUndefined();
  });

  it('marks a US-only remote job as TELECOMMUTE for applicants in the United States, without a place when it names none', async () => {
    const posting = jsonLdOf((await request(app).get(`/job/${ids.remote}`)).text);
    expect(posting).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
    });
    expect(posting.jobLocation).toBeUndefined();
    expect(posting.baseSalary).toBeUndefined();

    const anchored = jsonLdOf((await request(app).get(`/job/${ids.hourly}`)).text);
    expect(anchored).toMatchObject({
      employmentType: 'PART_TIME',
      jobLocationType: 'TELECOMMUTE',
      jobLocation: { address: { addressLocality: 'Denver', addressRegion: 'CO' } },
      baseSalary: { value: { '@type': 'QuantitativeValue', value: 22, unitText: 'HOUR' } },
    });
  });

  it('lists the countries a remote job is open to, and its pay in euros when it pays in euros', async () => {
    const res = await request(app).get(`/job/${ids.european}`);
    expect(res.status).toBe(200);
    expect(robotsOf(res.text)).toBeUndefined();
    const posting = jsonLdOf(res.text);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual(
      ['Austria', 'Switzerland', 'Germany', 'United Kingdom'].map((name) => ({ '@type': 'Country', name })),
    );
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 70_000, maxValue: 85_000, unitText: 'YEAR' },
    });
  });

  it('answers a closed job with 410 Gone, noindex and no JobPosting, and the app to say it is closed', async () => {
    const res = await request(app).get(`/job/${ids.closed}`);
    expect(res.status).toBe(410);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('application/ld+json');
    expect(robotsOf(res.text)).toBe('noindex');
    expect(titleOf(res.text)).toBe('Retired Platform Role at Gone Co | HighPay Jobs');
    // The page's own look-up still gets the job, with the date it closed.
    const lookup = await request(app)
      .post('/api/search')
      .send({ query: { id: ids.closed } });
    expect(lookup.body.jobs[0]).toMatchObject({ title: 'Retired Platform Role', closedAt: '2026-03-01T00:00:00.000Z' });
  });

  it('keeps a sample job out of search engines: noindex, no JobPosting, not in the sitemap', async () => {
    const res = await request(app).get(`/job/${ids.sample}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('application/ld+json');
    expect(robotsOf(res.text)).toBe('noindex');
    expect(titleOf(res.text)).toBe('Sample Backend Engineer at Example Labs | HighPay Jobs');
    const sitemap = await sitemapText(app);
    expect(sitemap).not.toContain(`/job/${ids.sample}<`);
    expect(sitemap).not.toContain(`/job/${ids.closed}<`);
    expect(sitemap).toContain(`/job/${ids.european}<`);
  });

  it("keeps a job whose source's terms forbid it out of search engines: no JobPosting, not in the sitemap, still credited", async () => {
    const res = await request(app).get(`/job/${ids.remotive}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('application/ld+json');
    expect(robotsOf(res.text)).toBe('noindex');
    expect(await sitemapText(app)).not.toContain(`/job/${ids.remotive}<`);
    const lookup = await request(app)
      .post('/api/search')
      .send({ query: { id: ids.remotive } });
    expect(lookup.body.jobs[0]).toMatchObject({
      source: {
        name: 'Remotive',
        url: 'https://remotive.com/remote-jobs/software-dev/staff-frontend-engineer-1901234',
      },
      sourceType: 'aggregator',
      searchEngines: false,
    });
  });

  it('escapes everything from the job: a title with </script> cannot break out of the page head', async () => {
    const res = await request(app).get(`/job/${ids.hostile}`);
    expect(res.status).toBe(200);
    const posting = jsonLdOf(res.text);
    expect(posting.title).toBe('Hacker </script><script>alert("title")</script> & "Friends"');
    expect(posting.hiringOrganization.name).toBe('Evil <Corp> $& Sons');
    expect(titleOf(res.text)).toBe(
      'Hacker &lt;/script&gt;&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; &amp; &quot;Friends&quot; at Evil &lt;Corp&gt; $&amp; Sons | HighPay Jobs',
    );
    // The only scripts in the page are the JSON-LD block; no text from the job became markup.
    expect(res.text.match(/<script/g)).toHaveLength(1);
    expect(res.text).not.toContain('onerror="alert');
  });

  it('falls back to the title, company and place when a job has no description', async () => {
    const res = await request(app).get(`/job/${ids.empty}`);
    expect(metaDescriptionOf(res.text)).toBe('Mystery Role at Quiet Co, Austin, TX.');
    expect(jsonLdOf(res.text).description).toBe('Mystery Role at Quiet Co, Austin, TX.');
  });

  it('answers an unknown or malformed job id with the app and HTTP 404, for the page to say the job is not found', async () => {
    for (const id of ['999999', 'not-a-number', 'x'.repeat(60), '%20']) {
      const res = await request(app).get(`/job/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.text, id).toContain('<div id="root"></div>');
      expect(res.text, id).not.toContain('application/ld+json');
      expect(titleOf(res.text), id).toBe('Job not found | HighPay Jobs');
    }
  });

  it('keeps the other pages as they were: known paths 200, redirects 301, unknown paths 404', async () => {
    expect((await request(app).get('/search')).status).toBe(200);
    expect(titleOf((await request(app).get('/search')).text)).toBe('HighPay Jobs');
    expect((await request(app).get('/about')).headers.location).toBe('/aboutus');
    expect((await request(app).get('/JOB/1')).status).toBe(404);
    expect((await request(app).get(`/job/${ids.salaried}/extra`)).status).toBe(404);
  });

  it('serves sitemap.xml, an index of files with the main, static and category pages and the open jobs, as XML', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(
      res.text.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const all = await sitemapText(app);
    const locs = [...all.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${BASE_URL}/`,
        `${BASE_URL}/search`,
        `${BASE_URL}/sitemap`,
        `${BASE_URL}/privacy-policy`,
        `${BASE_URL}/aboutus`,
        `${BASE_URL}/terms-of-use`,
        `${BASE_URL}/categories/development`,
        `${BASE_URL}/categories/customer-support`,
        `${BASE_URL}/job/${ids.salaried}`,
        `${BASE_URL}/job/${ids.hostile}`,
      ]),
    );
    expect(locs).not.toContain(`${BASE_URL}/resume-success`);
    // Dated by the job's last change, not by when it was posted.
    expect(all).toContain(`<loc>${BASE_URL}/job/${ids.salaried}</loc><lastmod>2026-03-05</lastmod>`);
  });

  it('points crawlers at the sitemap from robots.txt', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });

  it('serves the recent jobs from its cache, and refreshes them as soon as jobs change', async () => {
    const before = await request(app).get('/api/jobs-with-tags');
    expect(before.status).toBe(200);
    expect(before.body.map((j: { title: string }) => j.title)).toContain('Senior Payments Engineer');

    const [fresh] = await insertJobs(db.url, [{ title: 'Brand New Platform Lead', company: 'Newco' }]);
    const cached = await request(app).get('/api/jobs-with-tags');
    expect(cached.body.map((j: { id: string }) => j.id)).not.toContain(fresh);

    await redis.publish(channel, JSON.stringify({ ids: [fresh] }));
    await expect
      .poll(async () => (await request(app).get('/api/jobs-with-tags')).body[0]?.title)
      .toBe('Brand New Platform Lead');
    expect(await sitemapText(app)).toContain(`${BASE_URL}/job/${fresh}</loc>`);
  });

  it('answers a repeated search from its cache, and searches again as soon as jobs change', async () => {
    const body = { query: 'Orbital Welder', location: '', category: '', jobTypes: [], page: 1 };
    expect((await request(app).post('/api/search').send(body)).body).toEqual({ jobs: [], totalResults: 0 });
    const calls = searchCalls;
    // The same search with its fields in another order and the defaults left out: one cache entry.
    expect((await request(app).post('/api/search').send({ page: 1, query: 'Orbital Welder' })).body.totalResults).toBe(
      0,
    );
    expect(searchCalls).toBe(calls);

    const [fresh] = await insertJobs(db.url, [{ title: 'Orbital Welder', company: 'Spaceco' }]);
    expect((await request(app).post('/api/search').send(body)).body.totalResults).toBe(0);
    await redis.publish(channel, JSON.stringify({ ids: [fresh] }));
    await expect
      .poll(async () => (await request(app).post('/api/search').send(body)).body.jobs.map((j: { id: string }) => j.id))
      .toEqual([fresh]);
    expect(searchCalls).toBeGreaterThan(calls);
  });

  it('answers a malformed search with a 400 that names the field, never a 500', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ query: 42 }, /^query: /],
      [{ query: 'x'.repeat(10_000) }, /^query: /],
      [{ page: 0 }, /^page: /],
      [{ page: 'two' }, /^page: /],
      [{ category: 'Astrology' }, /^category: unknown category$/],
      [{ jobTypes: 'Full Time' }, /^jobTypes: /],
      [{ sort: 'random' }, /^sort: /],
      [{ query: { id: { nested: true } } }, /^query\.id: /],
    ];
    for (const [body, details] of cases) {
      const res = await request(app)
        .post('/api/search')
        .send(body as object);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error).toBe('Bad Request');
      expect(res.body.details).toMatch(details);
    }
    const broken = await request(app)
      .post('/api/search')
      .set('content-type', 'application/json')
      .send('{"query": "eng');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: 'Bad Request', details: 'Request body is not valid JSON.' });
    const huge = await request(app)
      .post('/api/search')
      .send({ query: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    // The service still answers after refusing them.
    expect((await request(app).post('/api/search').send({ query: 'payments' })).status).toBe(200);
  });

  it('answers job pages asked for together with fewer calls to the search service than pages, each with its own job', async () => {
    const asked = [ids.salaried, ids.remote, ids.hostile, ids.empty, ids.hourly, '999999'];
    const calls = searchCalls;
    const answers = await Promise.all(asked.map((id) => request(app).post('/api/search').send({ query: { id } })));
    expect(answers.map((a) => a.status)).toEqual(asked.map(() => 200));
    expect(answers.map((a) => a.body.jobs[0]?.id)).toEqual([
      ids.salaried,
      ids.remote,
      ids.hostile,
      ids.empty,
      ids.hourly,
      undefined,
    ]);
    expect(answers.map((a) => a.body.totalResults)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(answers[0]!.body.jobs[0].title).toBe('Senior Payments Engineer');
    expect(searchCalls - calls).toBeLessThan(asked.length);
  });

  it("costs one call to the search service for a job page and the page's own look-up of its job", async () => {
    const [fresh] = await insertJobs(db.url, [{ title: 'Freshly Posted Welder', company: 'Arcwise' }]);
    const calls = searchCalls;
    const page = await request(app).get(`/job/${fresh}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toContain('Freshly Posted Welder');
    expect(searchCalls - calls).toBe(1);
    const lookup = await request(app)
      .post('/api/search')
      .send({ query: { id: fresh } });
    expect(lookup.body.jobs.map((j: { title: string }) => j.title)).toEqual(['Freshly Posted Welder']);
    expect(searchCalls - calls).toBe(1);
  });

  it('serves a job page without its job, 503 with Retry-After, when search does not answer', async () => {
    const offline = createGatewayApp({
      config: { ...config, SEARCH_SERVICE_URL: 'http://127.0.0.1:9' },
      logger,
      prisma,
      redis,
      optimizeQueue: queue,
    });
    const res = await request(offline).get(`/job/${ids.salaried}`);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('application/ld+json');
    const lookup = await request(offline)
      .post('/api/search')
      .send({ query: { id: ids.salaried } });
    expect(lookup.status).toBe(503);
    expect(lookup.body.details).toBe('Search is unavailable right now. Please try again shortly.');
  });
});
