// GET /api/jobs-with-tags?openTo=: the gateway's route, recent-jobs cache and search client,
// wired as app.ts wires them, over the real search service on PostgreSQL.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, errorHandler, listen, requestContext, upsertJobs } from '@highpay/common';
import type { Job } from '@highpay/contracts';
import { createSearchApp } from '../../search/src/app.js';
import { createPostgresSearchBackend } from '../../search/src/backends/postgres/postgres-search.backend.js';
import { FIXTURE_JOBS } from '../../search/test/fixture-jobs.js';
import { createRecentJobsCache, type RecentJobsCache } from '../src/recent-jobs.cache.js';
import { createSearchClient } from '../src/search.client.js';
import { recentJobsRoutes } from '../src/search.routes.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';

const logger = pino({ level: 'silent' });

describe('GET /api/jobs-with-tags', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let backend: ReturnType<typeof createPostgresSearchBackend>;
  let search: Server;
  let cache: RecentJobsCache;
  let app: express.Express;
  /** The openTo of every list the cache asked the search service for ('' for none). */
  const loads: string[] = [];
  const titles = (body: unknown) => (body as Job[]).map((j) => j.title);

  beforeAll(async () => {
    db = await createTestDatabase('gwopento');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined);
    await upsertJobs(pool, FIXTURE_JOBS);
    backend = createPostgresSearchBackend(db.url, { max: 2 });
    search = await listen(createSearchApp({ logger, backend, checks: {} }), 0, '127.0.0.1');
    const client = createSearchClient(`http://127.0.0.1:${(search.address() as AddressInfo).port}`);
    cache = createRecentJobsCache({
      load: (requestId, openTo) => {
        loads.push(openTo ?? '');
        return client.recentJobs(50, requestId, openTo);
      },
    });
    app = express();
    app.use(requestContext(logger));
    const api = express.Router();
    api.use(recentJobsRoutes(cache));
    app.use('/api', api);
    app.use(errorHandler());
  });
  afterAll(async () => {
    await closeServer(search);
    await backend.close();
    await pool.end();
    await db.drop();
  });

  it('with openTo=DE lists only the remote jobs someone in Germany may take, newest first', async () => {
    const res = await request(app).get('/api/jobs-with-tags?openTo=DE');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Localization Lead', 'Localization Producer']);
    expect((res.body as Job[]).map((j) => j.remoteEligibility?.label)).toEqual(['Europe (UTC-1 to UTC+3)', 'Anywhere']);
    const lower = await request(app).get('/api/jobs-with-tags?openTo=de');
    expect(lower.body).toEqual(res.body);
  });

  it('with openTo=US leaves out a job open to Europe only', async () => {
    const found = titles((await request(app).get('/api/jobs-with-tags?openTo=US')).body);
    expect(found).toEqual(expect.arrayContaining(['Data Engineer', 'Localization Producer']));
    expect(found).not.toContain('Localization Lead');
  });

  it('without openTo, or with it empty, lists the newest jobs of every kind', async () => {
    const all = await request(app).get('/api/jobs-with-tags');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(FIXTURE_JOBS.length);
    expect(new Set((all.body as Job[]).map((j) => j.workSetting))).toEqual(new Set(['remote', 'hybrid', 'on-site']));
    expect((await request(app).get('/api/jobs-with-tags?openTo=')).body).toEqual(all.body);
  });

  it('a country it does not know is a 400 that says so', async () => {
    for (const openTo of ['XX', 'Germany']) {
      const res = await request(app).get(`/api/jobs-with-tags?openTo=${openTo}`);
      expect(res.status, openTo).toBe(400);
      expect(res.body, openTo).toEqual({ error: 'Bad Request', details: 'openTo: unknown country' });
    }
  });

  it('keeps each country’s list apart, asking search once for each until jobs change', async () => {
    cache.invalidate();
    loads.length = 0;
    for (const path of ['?openTo=DE', '?openTo=US', '?openTo=DE', '', '?openTo=US'])
      expect((await request(app).get(`/api/jobs-with-tags${path}`)).status).toBe(200);
    expect(loads).toEqual(['DE', 'US', '']);
    cache.invalidate();
    await request(app).get('/api/jobs-with-tags?openTo=DE');
    expect(loads).toEqual(['DE', 'US', '', 'DE']);
  });
});
