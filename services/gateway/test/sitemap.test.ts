// Every open job findable: /sitemap.xml is an index of sitemap files, the site's pages in one
// and every open, real job in as many files as it takes (SITEMAP_URLS_PER_FILE each, 50,000
// in production; 10 here to force several), each job with the date its row last changed.
// Closed, duplicate and sample jobs are left out; robots.txt names the index.
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertJobs } from '@highpay/common';
import { FIXTURE_JOBS } from '../../search/test/fixture-jobs.js';
import { createGatewayApp } from '../src/app.js';
import { createSitemapJobs } from '../src/pages/sitemap.store.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { frontendDist, gatewayConfig, gatewayDeps, type GatewayDeps } from './support/gateway-setup.js';

const BASE_URL = 'https://jobs.example.org';
const PER_FILE = 10;
/** The fixture's jobs but its sample one. */
const REAL = FIXTURE_JOBS.filter((job) => !job.sample);
/** When the jobs last changed, but one. */
const CHANGED_AT = '2026-06-01T23:59:30.000Z';
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap index', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let deps: GatewayDeps;
  let app: ReturnType<typeof createGatewayApp>;
  let open: number[];
  const left: Record<'closed' | 'sample' | 'duplicate', number> = { closed: 0, sample: 0, duplicate: 0 };

  beforeAll(async () => {
    db = await createTestDatabase('sitemap');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    const jobs = Array.from({ length: 25 }, (_, i) => ({
      ...REAL[i % REAL.length]!,
      sourceId: `s-${i}`,
    }));
    open = await upsertJobs(pool, jobs);
    [left.closed, left.sample, left.duplicate] = (await upsertJobs(pool, [
      { ...REAL[0]!, sourceId: 'closed' },
      { ...REAL[1]!, sourceId: 'sample', sample: true },
      { ...REAL[2]!, sourceId: 'duplicate' },
    ])) as [number, number, number];
    await pool.query('UPDATE jobs SET closed_at = now() WHERE id = $1', [left.closed]);
    await pool.query('UPDATE jobs SET duplicate_of = $2 WHERE id = $1', [left.duplicate, open[0]]);
    // Every job last changed at a fixed time (so the dates below do not follow the clock), one
    // of them in April: the trigger that moves updated_at forward on every write is set aside.
    await pool.query(`ALTER TABLE jobs DISABLE TRIGGER jobs_advance_updated_at`);
    await pool.query(`UPDATE jobs SET updated_at = $1`, [CHANGED_AT]);
    await pool.query(`UPDATE jobs SET updated_at = '2026-04-05T06:07:08Z' WHERE id = $1`, [open[3]]);
    await pool.query(`ALTER TABLE jobs ENABLE TRIGGER jobs_advance_updated_at`);
    const prefix = testQueuePrefix('sitemap');
    deps = gatewayDeps(db.url, prefix);
    const config = gatewayConfig({
      DATABASE_URL: db.url,
      QUEUE_PREFIX: prefix,
      FRONTEND_DIST: frontendDist(),
      PUBLIC_BASE_URL: BASE_URL,
      SITEMAP_URLS_PER_FILE: String(PER_FILE),
    });
    app = createGatewayApp({ config, logger: pino({ level: 'silent' }), ...deps });
  });
  afterAll(async () => {
    await deps?.close();
    await pool?.end();
    await db?.drop();
  });

  it('lists the pages file and one jobs file per 10 jobs, and every open, real job once across them', async () => {
    const index = await request(app).get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(index.text);
    expect(files).toEqual([
      `${BASE_URL}/sitemaps/pages.xml`,
      `${BASE_URL}/sitemaps/jobs-1.xml`,
      `${BASE_URL}/sitemaps/jobs-2.xml`,
      `${BASE_URL}/sitemaps/jobs-3.xml`,
    ]);

    const pages = await request(app).get('/sitemaps/pages.xml');
    expect(locsOf(pages.text)).toEqual(
      expect.arrayContaining([`${BASE_URL}/`, `${BASE_URL}/search`, `${BASE_URL}/categories/development`]),
    );

    const jobUrls: string[] = [];
    for (const file of files.slice(1)) {
      const res = await request(app).get(new URL(file).pathname);
      expect(res.status).toBe(200);
      expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
      expect(res.text.trimEnd().endsWith('</urlset>')).toBe(true);
      const locs = locsOf(res.text);
      expect(locs.length).toBeLessThanOrEqual(PER_FILE);
      jobUrls.push(...locs);
    }
    expect(jobUrls).toEqual(open.map((id) => `${BASE_URL}/job/${id}`));
    for (const id of Object.values(left)) expect(jobUrls).not.toContain(`${BASE_URL}/job/${id}`);
  });

  it('dates each job by its last change, and each file by its newest', async () => {
    const first = await request(app).get('/sitemaps/jobs-1.xml');
    expect(first.text).toContain(`<loc>${BASE_URL}/job/${open[3]}</loc><lastmod>2026-04-05</lastmod>`);
    expect(first.text).toContain(`<loc>${BASE_URL}/job/${open[0]}</loc><lastmod>2026-06-01</lastmod>`);
    expect((await request(app).get('/sitemap.xml')).text).toContain(
      `/sitemaps/jobs-1.xml</loc><lastmod>${CHANGED_AT}</lastmod>`,
    );
  });

  it('answers 404 for a jobs file past the last and for other names', async () => {
    expect((await request(app).get('/sitemaps/jobs-4.xml')).status).toBe(404);
    expect((await request(app).get('/sitemaps/jobs-0.xml')).status).toBe(404);
    expect((await request(app).get('/sitemaps/other.xml')).status).toBe(404);
  });

  it('names the index in robots.txt', async () => {
    expect((await request(app).get('/robots.txt')).text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });

  it('reads a file a batch at a time, never more rows than a batch', async () => {
    const batches: number[] = [];
    for await (const batch of createSitemapJobs(deps.prisma).file(1, 25, 4)) batches.push(batch.length);
    expect(batches).toEqual([4, 4, 4, 4, 4, 4, 1]);
  });
});
