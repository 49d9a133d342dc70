// Job alerts on OpenSearch: an alert stored as a percolator query matches exactly what its
// search finds, and the same jobs as the PostgreSQL matcher over the same window.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LISTED, upsertJobs } from '@highpay/common';
import { ZAlertCriteria, ZSearchRequest, type AlertCriteriaInput } from '@highpay/contracts';
import {
  createEngineAlertIndex,
  createEngineAlertMatcher,
  type EngineAlertIndex,
} from '../src/matching/engine-alert-matcher.js';
import { createPostgresAlertMatcher } from '../src/matching/postgres-alert-matcher.js';
import type { EngineClient } from '@highpay/common/search/engine.client';
import { createOpenSearchClient } from '@highpay/common/search/opensearch.client';
import { INDEXED_JOB_COLUMNS, toDocument, type IndexedJobRow } from '@highpay/common/search/engine-mapping';
import { createPostgresPlaceResolver } from '@highpay/common/search/place-resolver';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { FIXTURE_JOBS, writeUnlistedJobs } from '../../search/test/fixture-jobs.js';
import { createEngineHarness, describeWithOpenSearch, type EngineHarness } from '../../search/test/support/engine.js';

const ALERTS: Record<string, AlertCriteriaInput> = {
  words: { query: 'engineer' },
  phrase: { query: '"data engineer"' },
  typo: { query: 'kafak' },
  exclusion: { query: 'engineer -kafka' },
  category: { category: 'development' },
  remoteOpenTo: { openTo: 'DE' },
  payFloor: { salaryMin: 150_000, salaryRequired: true },
  payFloorOrUnlisted: { query: 'developer', salaryMin: 120_000 },
  place: { location: 'Austin, TX' },
  jobType: { jobTypes: ['Contract'] },
  ranked: { query: 'senior manager' },
};

describeWithOpenSearch('job alerts on the percolator', (url) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let harness: EngineHarness;
  let client: EngineClient;
  let alerts: EngineAlertIndex;
  let percolated: Map<string, string[]>;
  let index: string;

  beforeAll(async () => {
    db = await createTestDatabase('alertspercolator');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined);
    await upsertJobs(pool, FIXTURE_JOBS);
    await writeUnlistedJobs(pool);
    harness = await createEngineHarness('opensearch', url, pool);
    await harness.indexer.reindexAll();
    client = createOpenSearchClient(url);
    index = `${harness.alias}_alerts`;
    alerts = createEngineAlertIndex({ client, index, places: createPostgresPlaceResolver(pool) });
    await alerts.ensureIndex();
    for (const [id, criteria] of Object.entries(ALERTS)) {
      expect(await alerts.saveAlert(id, ZAlertCriteria.parse(criteria)), id).toBe(true);
    }
    await alerts.refresh();
    const { rows } = await pool.query<IndexedJobRow>(`SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j WHERE ${LISTED}`);
    // Small batches, so that matches spread over several percolate requests are merged.
    percolated = await createEngineAlertIndex({
      client,
      index,
      places: createPostgresPlaceResolver(pool),
      batchSize: 7,
    }).percolate(rows.map(toDocument));
  }, 120_000);

  afterAll(async () => {
    await client?.deleteIndex(index);
    await client?.close();
    await harness?.close();
    await pool?.end();
    await db?.drop();
  });

  it('jobs too large for one request together are percolated in several, and match the same alerts', async () => {
    const { rows } = await pool.query<IndexedJobRow>(`SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j WHERE ${LISTED}`);
    /** Bytes of each request's documents. */
    const requests: number[] = [];
    const counting: EngineClient = {
      ...client,
      searchIds: (target, body, pageSize) => {
        const query = body.query as { bool?: { must?: Array<{ percolate?: { documents?: unknown[] } }> } } | undefined;
        const documents = query?.bool?.must?.[0]?.percolate?.documents ?? [];
        requests.push(documents.reduce<number>((sum, d) => sum + Buffer.byteLength(JSON.stringify(d)), 0));
        return client.searchIds(target, body, pageSize);
      },
    };
    const bytes = Math.max(...rows.map((row) => Buffer.byteLength(JSON.stringify(toDocument(row))))) * 3;
    const found = await createEngineAlertIndex({
      client: counting,
      index,
      places: createPostgresPlaceResolver(pool),
      batchBytes: bytes,
    }).percolate(rows.map(toDocument));
    expect(requests.length).toBeGreaterThan(1);
    expect(Math.max(...requests)).toBeLessThanOrEqual(bytes);
    expect(new Map([...found].map(([id, jobs]) => [id, [...jobs].sort()]))).toEqual(
      new Map([...percolated].map(([id, jobs]) => [id, [...jobs].sort()])),
    );
  });

  it('each alert matches exactly the jobs its search finds', async () => {
    for (const [id, criteria] of Object.entries(ALERTS)) {
      const found = await harness.backend.search(ZSearchRequest.parse({ ...criteria, page: 1 }));
      expect(found.totalResults, id).toBeLessThanOrEqual(found.jobs.length);
      expect(found.totalResults, `${id} finds something`).toBeGreaterThan(0);
      expect([...(percolated.get(id) ?? [])].sort(), id).toEqual(found.jobs.map((j) => j.id).sort());
    }
  });

  it('percolation finds the same alerts per job as the PostgreSQL matcher', async () => {
    const matcher = createPostgresAlertMatcher(pool);
    const window = { through: new Date(Date.now() + 60_000) };
    for (const [id, criteria] of Object.entries(ALERTS)) {
      const { jobs, total } = await matcher.matches(ZAlertCriteria.parse(criteria), window);
      expect(total, id).toBe(jobs.length);
      expect([...(percolated.get(id) ?? [])].sort(), id).toEqual(jobs.map((j) => j.id).sort());
    }
  });

  it('both matchers list the best match first: a job holding every word above a newer one holding one', async () => {
    const window = { through: new Date(Date.now() + 60_000) };
    const criteria = ZAlertCriteria.parse(ALERTS.ranked!);
    for (const found of [
      await createPostgresAlertMatcher(pool).matches(criteria, window),
      await createEngineAlertMatcher(alerts, pool).matches(criteria, window, 'ranked'),
    ]) {
      const titles = found.jobs.map((j) => j.title);
      expect(titles[0]).toBe('Senior Product Manager');
      // Newer than the best match (2 days old against 3), and holding only "manager".
      expect(titles).toContain('Marketing Manager');
    }
  });

  it("the digest's percolator matcher answers the PostgreSQL matcher's jobs in its order, within the window", async () => {
    const onPostgres = createPostgresAlertMatcher(pool);
    const onEngine = createEngineAlertMatcher(alerts, pool);
    const window = { through: new Date(Date.now() + 60_000) };
    for (const [id, criteria] of Object.entries(ALERTS)) {
      const expected = await onPostgres.matches(ZAlertCriteria.parse(criteria), window);
      const found = await onEngine.matches(ZAlertCriteria.parse(criteria), window, id);
      expect(found.total, id).toBe(expected.total);
      expect(
        found.jobs.map((j) => j.id),
        id,
      ).toEqual(expected.jobs.map((j) => j.id));
    }
    // Jobs written before the window are not in it.
    const later = await onEngine.matches(
      ZAlertCriteria.parse(ALERTS.words!),
      { after: new Date(), through: new Date() },
      'words',
    );
    expect(later.total).toBe(0);
  });

  it('a deleted alert matches nothing, and a changed one matches its new search', async () => {
    await alerts.deleteAlert('words');
    await alerts.saveAlert('category', ZAlertCriteria.parse({ openTo: 'JP' }));
    await alerts.refresh();
    const { rows } = await pool.query<IndexedJobRow>(`SELECT ${INDEXED_JOB_COLUMNS} FROM jobs j WHERE ${LISTED}`);
    const after = await alerts.percolate(rows.map(toDocument));
    expect(after.has('words')).toBe(false);
    const titles = rows.filter((r) => after.get('category')?.includes(String(r.id))).map((r) => r.title);
    expect(titles).toEqual(['Localization Producer']);
  });
});
