// The Elasticsearch backend and indexer through the real @elastic/elasticsearch client,
// against a local server answering in Elasticsearch's format, over the real PostgreSQL.
import { errors, type Client } from '@elastic/elasticsearch';
import { AppError, upsertJobs } from '@highpay/common';
import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_MAPPINGS, type JobDocument } from '../src/backends/engine/engine-mapping.js';
import { createElasticsearchIndexer, type ElasticsearchIndexer } from '../src/backends/engine/engine-indexer.js';
import { createElasticsearchSearchBackend } from '../src/backends/engine/engine-search.backend.js';
import { createElasticsearchClient } from '../src/backends/engine/elasticsearch.client.js';
import type { SearchBackend } from '../src/backends/search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { FakeElasticsearch } from './support/fake-elasticsearch.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';

const ALIAS = 'jobs';

describe('Elasticsearch through its client (local server in Elasticsearch format)', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let fake: FakeElasticsearch;
  let client: Client;
  let indexer: ElasticsearchIndexer;
  let backend: SearchBackend;
  let ids: number[];
  const search = (req: SearchRequestInput) => backend.search(ZSearchRequest.parse(req));

  beforeAll(async () => {
    db = await createTestDatabase('esclient');
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    // Dropping the database at the end may reach a connection that is still closing.
    pool.on('error', () => undefined);
    ids = await upsertJobs(pool, FIXTURE_JOBS);
    fake = new FakeElasticsearch();
    client = createElasticsearchClient(await fake.start(), { requestTimeoutMs: 5000 });
    indexer = createElasticsearchIndexer({ client, pool, alias: ALIAS });
    backend = createElasticsearchSearchBackend({ client, index: ALIAS, pool });
  });
  afterAll(async () => {
    await client?.close();
    await fake?.close();
    await pool?.end();
    await db?.drop();
  });
  beforeEach(() => {
    fake.failWith = undefined;
    fake.onRequest = undefined;
    fake.onSearch = undefined;
  });

  describe('reindex', () => {
    it('builds a new index from every job in bulk batches, with the explicit mapping, then points the alias at it', async () => {
      fake.requests.length = 0;
      const result = await indexer.reindexAll({ batchSize: 4, flushBytes: 4000, concurrency: 2 });

      expect(result.index).toMatch(/^jobs_\d{13}$/);
      expect(result.indexed).toBe(FIXTURE_JOBS.length);
      expect(fake.aliasTargets(ALIAS)).toEqual([result.index]);
      const index = fake.indices.get(result.index)!;
      expect(index.mappings).toEqual(JSON.parse(JSON.stringify(JOB_MAPPINGS)));
      expect(index.settings).toMatchObject({
        analysis: { analyzer: { english_text: expect.anything(), autocomplete: expect.anything() } },
      });
      // Loaded without refreshes or replicas, then serving settings back before the swap.
      const created = JSON.parse(fake.requestsTo('PUT', new RegExp(`^/${result.index}$`))[0]!.body) as {
        settings: Record<string, unknown>;
      };
      expect(created.settings).toMatchObject({ refresh_interval: '-1', number_of_replicas: 0 });
      expect(index.settings).toMatchObject({ refresh_interval: '1s' });
      expect(fake.requestsTo('POST', /^\/_bulk$/).length).toBeGreaterThan(1);

      const docs = fake.documents(ALIAS)!;
      expect(docs.size).toBe(FIXTURE_JOBS.length);
      const data = docs.get(String(ids[1]))!;
      expect(data.source).toMatchObject({
        title: 'Data Engineer',
        company: 'Dataflow',
        tags: [
          { name: 'Kafka', color: 'blue' },
          { name: 'Spark', color: 'orange' },
        ],
        geo: null,
        salary_annual_max: 180_000,
      });
      const { rows } = await pool.query<{ ms: string }>(
        'SELECT (extract(epoch FROM updated_at) * 1000)::bigint AS ms FROM jobs WHERE id = $1',
        [ids[1]],
      );
      expect(data.version).toBe(Number(rows[0]!.ms));
      expect(docs.get(String(ids[0]))!.source.geo).toEqual({ lat: 47.6062, lon: -122.3321 });
    });

    it('a second reindex swaps the alias in one atomic request and deletes the old index', async () => {
      const before = fake.aliasTargets(ALIAS);
      fake.requests.length = 0;
      const result = await indexer.reindexAll();
      const swaps = fake.requestsTo('POST', /^\/_aliases$/);
      expect(swaps).toHaveLength(1);
      expect(JSON.parse(swaps[0]!.body)).toEqual({
        actions: [{ remove: { index: before[0], alias: ALIAS } }, { add: { index: result.index, alias: ALIAS } }],
      });
      expect(result.replaced).toEqual(before);
      expect(fake.aliasTargets(ALIAS)).toEqual([result.index]);
      expect(fake.indices.has(before[0]!)).toBe(false);
      expect(fake.documents(ALIAS)!.size).toBe(FIXTURE_JOBS.length);
    });

    it('searches keep answering from the old index while the new one is built', async () => {
      const before = fake.aliasTargets(ALIAS)[0]!;
      let during: number | undefined;
      fake.onRequest = async (request) => {
        if (request.path === '/_bulk' && during === undefined) during = (await search({})).totalResults;
        return undefined;
      };
      await indexer.reindexAll();
      expect(during).toBe(FIXTURE_JOBS.length);
      expect(fake.aliasTargets(ALIAS)).not.toEqual([before]);
    });

    it('a job changed while the index is built is in the new index (applied again after the swap)', async () => {
      let changed = false;
      fake.onRequest = async (request) => {
        if (request.path === '/_bulk' && !changed) {
          changed = true;
          await upsertJobs(pool, [{ ...FIXTURE_JOBS[0]!, title: 'Kafka Platform Engineer II' }]);
        }
        return undefined;
      };
      const result = await indexer.reindexAll({ batchSize: 4, flushBytes: 2000 });
      expect(result.caughtUp).toBeGreaterThanOrEqual(1);
      expect(fake.documents(ALIAS)!.get(String(ids[0]))!.source.title).toBe('Kafka Platform Engineer II');
    });

    it('a failed build leaves the serving index untouched and removes the half-built one', async () => {
      const before = fake.aliasTargets(ALIAS);
      fake.onRequest = (request) => (request.path === '/_bulk' ? 400 : undefined);
      await expect(indexer.reindexAll()).rejects.toThrow();
      expect(fake.aliasTargets(ALIAS)).toEqual(before);
      expect([...fake.indices.keys()]).toEqual(before);
    });
  });

  describe('one job at a time', () => {
    it('indexes a job by id from its row, and again without a second copy', async () => {
      const id = String(ids[4]);
      fake.documents(ALIAS)!.delete(id);
      expect(await indexer.syncJob(id)).toBe('indexed');
      expect(await indexer.syncJob(id)).toBe('indexed');
      expect(fake.documents(ALIAS)!.get(id)!.source.title).toBe('Senior Software Engineer');
      const write = fake.requestsTo('PUT', new RegExp(`^/${ALIAS}/_doc/${id}$`)).at(-1)!;
      expect(Object.fromEntries(write.query)).toMatchObject({ version_type: 'external_gte', require_alias: 'true' });
    });

    it('an older version of a job never overwrites a newer one', async () => {
      const id = String(ids[5]);
      const doc = fake.documents(ALIAS)!.get(id)!;
      doc.version = Number.MAX_SAFE_INTEGER;
      doc.source = { ...doc.source, title: 'From the future' };
      expect(await indexer.syncJob(id)).toBe('stale');
      expect(fake.documents(ALIAS)!.get(id)!.source.title).toBe('From the future');
      fake.documents(ALIAS)!.delete(id);
      expect(await indexer.syncJob(id)).toBe('indexed');
    });

    it('a job whose row is gone is deleted, and deleting it again is fine', async () => {
      const [id] = await upsertJobs(pool, [{ ...FIXTURE_JOBS[3]!, sourceId: 'to-delete', title: 'Short-lived Job' }]);
      expect(await indexer.syncJob(String(id))).toBe('indexed');
      await pool.query('DELETE FROM jobs WHERE id = $1', [id]);
      expect(await indexer.syncJob(String(id))).toBe('deleted');
      expect(fake.documents(ALIAS)!.has(String(id))).toBe(false);
      expect(await indexer.syncJob(String(id))).toBe('absent');
    });

    it('never auto-creates an index where the alias should be', async () => {
      const other = createElasticsearchIndexer({ client, pool, alias: 'missing_alias' });
      await expect(other.syncJob(String(ids[0]))).rejects.toBeInstanceOf(errors.ResponseError);
      expect(fake.indices.has('missing_alias')).toBe(false);
    });

    it('creates an empty index behind a missing alias once', async () => {
      const fresh = createElasticsearchIndexer({ client, pool, alias: 'fresh_jobs' });
      expect(await fresh.ensureIndex()).toBe('created');
      expect(await fresh.ensureIndex()).toBe('exists');
      expect(fake.aliasTargets('fresh_jobs')).toHaveLength(1);
      expect(fake.documents('fresh_jobs')!.size).toBe(0);
    });
  });

  describe('search', () => {
    it('sends the tiered query to the alias and answers the jobs of the hits, as PostgreSQL has them', async () => {
      const docs = fake.documents(ALIAS)!;
      const hit = (id: number) => ({ id: String(id), source: docs.get(String(id))!.source, score: 6 });
      fake.onSearch = () => ({ total: 4, hits: [hit(ids[0]!), hit(ids[2]!)] });
      fake.requests.length = 0;

      const result = await search({ query: 'kafka', location: 'Austin, TX', page: 2 });

      const [request] = fake.requestsTo('POST', /\/_search$/);
      expect(request!.path).toBe(`/${ALIAS}/_search`);
      const sent = JSON.parse(request!.body) as Record<string, unknown>;
      expect(sent).toMatchObject({ from: 20, size: 20, track_total_hits: true });
      expect(JSON.stringify(sent.query)).toContain('"dis_max"');
      // Austin is placed from the jobs table: a 25-mile radius around it.
      expect(JSON.stringify(sent.query)).toContain(
        JSON.stringify({ geo_distance: { distance: '25mi', geo: { lat: 30.2672, lon: -97.7431 } } }),
      );
      expect(result.totalResults).toBe(4);
      expect(result.jobs.map((j) => j.title)).toEqual(['Kafka Platform Engineer II', 'Account Executive']);
      expect(result.jobs[1]).toEqual(await backend.jobById(String(ids[2])));
    });

    it('does not ask Elasticsearch when the words leave nothing to look for', async () => {
      fake.requests.length = 0;
      expect(await search({ query: 'the' })).toEqual({ jobs: [], totalResults: 0 });
      expect(fake.requests).toHaveLength(0);
    });

    it('an unavailable cluster is a 503 for the user, not a stack trace', async () => {
      fake.failWith = 503;
      const failure = await search({ query: 'kafka' }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).status).toBe(503);
      await expect(backend.ready()).rejects.toThrow();
    });

    it('reports readiness with the number of indexed jobs; reads jobs by id and the newest from PostgreSQL', async () => {
      expect(await backend.ready()).toBe(`${fake.documents(ALIAS)!.size} jobs in ${ALIAS}`);
      expect((await backend.recentJobs(2)).map((j) => j.title)).toEqual(['Backend Developer', 'Marketing Manager']);
      expect(await backend.jobById('abc')).toBeUndefined();
      const doc = fake.documents(ALIAS)!.get(String(ids[1]))!.source as unknown as JobDocument;
      expect((await backend.jobById(String(ids[1])))?.title).toBe(doc.title);
    });
  });
});
