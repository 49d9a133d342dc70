// The engine indexer (and the engine backend around its index) on the real OpenSearch node,
// through each client, over the real PostgreSQL. What is in the engine is read back through
// its REST API; failures and mid-build changes are injected around the real client.
import { randomBytes } from 'node:crypto';
import { AppError, upsertJobs } from '@highpay/common';
import pino from 'pino';
import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEngineClient } from '@highpay/common/search/engine-clients';
import { EngineIndexMissingError, EngineVersionConflictError } from '@highpay/common/search/engine.client';
import { createEngineIndexer, type EngineIndexer } from '../src/backends/engine/engine-indexer.js';
import { bootstrapEngineIndex } from '../src/backends/engine/engine-bootstrap.js';
import {
  indexSettings,
  JOB_INDEX_MAPPINGS,
  JOB_MAPPINGS,
  MAPPING_VERSION,
  type JobDocument,
} from '@highpay/common/search/engine-mapping';
import { createEngineSearchBackend } from '../src/backends/engine/engine-search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { closeJob, FIXTURE_JOBS, markDuplicate } from './fixture-jobs.js';
import { createEngineHarness, describeWithOpenSearch, ENGINE_PRODUCTS, type EngineHarness } from './support/engine.js';
import { faultyEngine, type FaultyEngine } from './support/faulty.engine.js';
import { closedPort } from './support/waiting.js';

interface StoredDocument {
  found: boolean;
  _version?: number;
  _source?: JobDocument;
}

/** A mapping as the engine answers it: plain JSON, and `type: 'object'` (the default) left out where it has properties. */
function asTheEngineEchoes(mapping: unknown): unknown {
  if (Array.isArray(mapping)) return mapping.map(asTheEngineEchoes);
  if (typeof mapping !== 'object' || mapping === null) return mapping;
  const entries = Object.entries(mapping).filter(
    ([key, value]) => !(key === 'type' && value === 'object' && 'properties' in mapping),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, asTheEngineEchoes(value)]));
}

describeWithOpenSearch('the engine indexer', (url) => {
  /** GET on the node itself (not through either client); answers the JSON and the status. */
  async function rest<T>(path: string): Promise<{ status: number; body: T }> {
    const response = await fetch(`${url}${path}`);
    return { status: response.status, body: (await response.json()) as T };
  }
  const storedDocument = async (index: string, id: number | string) =>
    (await rest<StoredDocument>(`/${index}/_doc/${id}`)).body;
  /** The indices the alias points at, as the node has them. */
  const aliasIndices = async (alias: string) => {
    const { status, body } = await rest<Record<string, unknown>>(`/_alias/${alias}`);
    return status === 404 ? [] : Object.keys(body);
  };
  /** Every index named for the alias: the physical ones (<alias>_<ms>), and one by its very name. */
  const indicesNamedLike = async (alias: string) =>
    (await rest<Array<{ index: string }>>(`/_cat/indices/${alias}*?format=json&h=index`)).body
      .map((i) => i.index)
      .filter((index) => index === alias || new RegExp(`^${alias}_\\d+$`).test(index))
      .sort();

  for (const product of ENGINE_PRODUCTS) {
    describe(`through the ${product} client`, () => {
      let db: TestDatabase;
      let pool: pg.Pool;
      let harness: EngineHarness;
      let faults: FaultyEngine;
      /** The indexer under test, on the real client with faults around it. */
      let indexer: EngineIndexer;
      let ids: number[];
      let alias: string;
      const search = (req: SearchRequestInput) => harness.backend.search(ZSearchRequest.parse(req));
      /** Whether a refresh of the index waits for merges, as set on it (OpenSearch only; unset otherwise). */
      const mergeOnFlush = async (index: string) =>
        (
          await rest<Record<string, { settings: { index: { merge_on_flush?: { enabled: string } } } }>>(
            `/${index}/_settings`,
          )
        ).body[index]!.settings.index.merge_on_flush?.enabled;
      // OpenSearch would hold a refresh up to 10 s for merges; Elasticsearch has no such setting.
      const noMergeWait = product === 'opensearch' ? 'false' : undefined;
      /** An alias no index is behind yet, removed after the test. */
      const otherAliases: string[] = [];
      const otherAlias = () => {
        const name = `${alias}_other_${randomBytes(2).toString('hex')}`;
        otherAliases.push(name);
        return name;
      };
      /** A job only this test touches, written to the table but not indexed. */
      const newJob = async (title: string) => {
        const [id] = await upsertJobs(pool, [
          { ...FIXTURE_JOBS[3]!, title, sourceId: `own-${randomBytes(4).toString('hex')}` },
        ]);
        return id!;
      };
      const versionOf = async (id: number) => {
        const { rows } = await pool.query<{ ms: string }>(
          'SELECT (extract(epoch FROM updated_at) * 1000)::bigint AS ms FROM jobs WHERE id = $1',
          [id],
        );
        return Number(rows[0]!.ms);
      };

      beforeAll(async () => {
        db = await createTestDatabase(`indexer${product}`);
        pool = new pg.Pool({ connectionString: db.url, max: 4 });
        // Dropping the database at the end may reach a connection that is still closing.
        pool.on('error', () => undefined);
        ids = await upsertJobs(pool, FIXTURE_JOBS);
        harness = await createEngineHarness(product, url, pool);
        alias = harness.alias;
        faults = faultyEngine(harness.client);
        indexer = createEngineIndexer({ client: faults.client, pool, alias });
      });
      afterEach(() => faults.heal());
      afterAll(async () => {
        for (const name of otherAliases)
          for (const index of await harness.client.aliasTargets(name)) await harness.client.deleteIndex(index);
        await harness?.close();
        await pool?.end();
        await db?.drop();
      });

      describe('reindexing everything', () => {
        it('builds a new index from every job in bulk batches, with the explicit mapping, then points the alias at it', async () => {
          let settingsWhileLoading: Record<string, unknown> | undefined;
          faults.before('bulkIndex', async (index) => {
            settingsWhileLoading ??= (
              await rest<Record<string, { settings: { index: Record<string, unknown> } }>>(`/${index}/_settings`)
            ).body[index]!.settings.index;
          });

          const result = await indexer.reindexAll({ batchSize: 4, concurrency: 2 });

          expect(result.index).toMatch(new RegExp(`^${alias}_\\d{13}$`));
          expect(result.indexed).toBe(FIXTURE_JOBS.length);
          expect(faults.calls('bulkIndex')).toHaveLength(Math.ceil(FIXTURE_JOBS.length / 4));
          expect(await aliasIndices(alias)).toEqual([result.index]);
          const mapping = await rest<Record<string, { mappings: unknown }>>(`/${result.index}/_mapping`);
          expect(mapping.body[result.index]!.mappings).toEqual(asTheEngineEchoes(JOB_INDEX_MAPPINGS));
          // Loaded without refreshes or replicas; serving settings back before the swap.
          expect(settingsWhileLoading).toMatchObject({ refresh_interval: '-1', number_of_replicas: '0' });
          const serving = await rest<Record<string, { settings: { index: Record<string, unknown> } }>>(
            `/${result.index}/_settings`,
          );
          expect(serving.body[result.index]!.settings.index).toMatchObject({
            refresh_interval: '1s',
            analysis: { analyzer: { english_text: expect.anything(), autocomplete: expect.anything() } },
            // Newest first on disk: what lets a relevance search skip older matches.
            sort: { field: ['posted_at', 'id'], order: ['desc', 'desc'] },
          });
          expect(await mergeOnFlush(result.index)).toBe(noMergeWait);

          expect(await harness.client.count(alias)).toBe(FIXTURE_JOBS.length);
          const data = await storedDocument(alias, ids[1]!);
          expect(data._source).toMatchObject({
            title: 'Data Engineer',
            company: 'Dataflow',
            tags: [
              { name: 'Kafka', color: 'blue' },
              { name: 'Spark', color: 'orange' },
            ],
            geo: null,
            salary_yearly_usd: 180_000,
            open_to: ['US'],
            remote_eligibility: { countries: ['US'], label: 'US only' },
          });
          // Versioned by the row's updated_at, so an older write can never replace it.
          expect(data._version).toBe(await versionOf(ids[1]!));
          expect((await storedDocument(alias, ids[0]!))._source!.geo).toEqual({ lat: 47.6062, lon: -122.3321 });
        });

        it('a second reindex swaps the alias in one atomic step and deletes the old index', async () => {
          const before = await aliasIndices(alias);
          const result = await indexer.reindexAll();
          expect(faults.calls('updateAliases')).toEqual([
            [[{ remove: { index: before[0], alias } }, { add: { index: result.index, alias } }]],
          ]);
          expect(result.replaced).toEqual(before);
          expect(await aliasIndices(alias)).toEqual([result.index]);
          expect(await harness.client.indexExists(before[0]!)).toBe(false);
          expect(await indicesNamedLike(alias)).toEqual([result.index]);
          expect(await harness.client.count(alias)).toBe(FIXTURE_JOBS.length);
        });

        it('searches keep answering from the old index while the new one is built', async () => {
          const before = await aliasIndices(alias);
          let during: { total: number; aliasOn: string[] } | undefined;
          faults.before('bulkIndex', async () => {
            during ??= { total: (await search({})).totalResults, aliasOn: await aliasIndices(alias) };
          });
          const result = await indexer.reindexAll({ batchSize: 4 });
          expect(during).toEqual({ total: FIXTURE_JOBS.length, aliasOn: before });
          expect(await aliasIndices(alias)).toEqual([result.index]);
        });

        it('a job changed while the index is built is in the new index (applied again after the swap)', async () => {
          // The first batch (with this job) is read before it is sent: the new index gets the old title.
          let changed = false;
          faults.before('bulkIndex', async () => {
            if (changed) return;
            changed = true;
            await upsertJobs(pool, [{ ...FIXTURE_JOBS[0]!, title: 'Kafka Platform Engineer II' }]);
          });
          const result = await indexer.reindexAll({ batchSize: 4 });
          expect(changed).toBe(true);
          expect(result.caughtUp).toBeGreaterThanOrEqual(1);
          const doc = await storedDocument(alias, ids[0]!);
          expect(doc._source!.title).toBe('Kafka Platform Engineer II');
          expect(doc._version).toBe(await versionOf(ids[0]!));
        });

        it('when the engine client throws during the bulk load, the build fails with that error, the serving index untouched and the half-built one removed', async () => {
          const before = await aliasIndices(alias);
          const count = await harness.client.count(alias);
          const thrown = new Error('thrown by the test');
          faults.fail('bulkIndex', thrown);
          await expect(indexer.reindexAll({ batchSize: 4 })).rejects.toBe(thrown);
          expect(faults.calls('createIndex')).toHaveLength(1);
          expect(await aliasIndices(alias)).toEqual(before);
          expect(await indicesNamedLike(alias)).toEqual(before);
          expect(await harness.client.count(alias)).toBe(count);
        });

        it('a build where the engine refuses some jobs fails the same way, naming them', async () => {
          const before = await aliasIndices(alias);
          // The first job of each batch gets a field the strict mapping refuses: the engine answers its failure.
          const real = faults.client;
          const refusing = createEngineIndexer({
            client: {
              ...real,
              bulkIndex: (index, docs) =>
                real.bulkIndex(
                  index,
                  docs.map((doc, i) => (i === 0 ? { ...doc, document: { ...doc.document, unmapped: 1 } } : doc)),
                ),
            },
            pool,
            alias,
          });
          const failure = await refusing.reindexAll({ batchSize: 4 }).catch((e: unknown) => e);
          expect(String(failure)).toMatch(/\d+ jobs could not be indexed: job \d+: .*strict_dynamic_mapping_exception/);
          expect(String(failure)).toContain(`job ${ids[0]}: `);
          expect(await aliasIndices(alias)).toEqual(before);
          expect(await indicesNamedLike(alias)).toEqual(before);
        });
        it('builds only listed jobs: a closed job and a duplicate stay out of a rebuild', async () => {
          const closed = await newJob('Closed Localization Reviewer');
          const duplicate = await newJob('Duplicate Localization Reviewer');
          await closeJob(pool, closed);
          await markDuplicate(pool, duplicate, ids[3]!);
          const result = await indexer.reindexAll({ batchSize: 4 });
          expect(result.indexed).toBe(FIXTURE_JOBS.length);
          expect(await harness.client.count(alias)).toBe(FIXTURE_JOBS.length);
          expect((await storedDocument(alias, closed)).found).toBe(false);
          expect((await storedDocument(alias, duplicate)).found).toBe(false);
        });
      });

      describe('one job at a time', () => {
        it('indexes a job from its row, and again without a second copy', async () => {
          const id = await newJob('Senior Software Engineer, Payments');
          expect((await storedDocument(alias, id)).found).toBe(false);
          expect(await indexer.syncJob(String(id))).toBe('indexed');
          const first = await storedDocument(alias, id);
          expect(first).toMatchObject({ found: true, _version: await versionOf(id) });
          expect(first._source!.title).toBe('Senior Software Engineer, Payments');
          expect(await indexer.syncJob(String(id))).toBe('indexed');
          await harness.client.refresh(alias);
          expect((await search({ query: 'payments' })).jobs.map((j) => j.id)).toEqual([String(id)]);
        });

        it('an older version of a job never overwrites a newer one', async () => {
          const id = await newJob('Backend Developer, Billing');
          expect(await indexer.syncJob(String(id))).toBe('indexed');
          const document = { ...(await storedDocument(alias, id))._source!, title: 'From the future' };
          const version = (await versionOf(id)) + 60_000;
          expect(await harness.client.indexDocument(alias, { id: String(id), version, document })).toBe('indexed');
          expect(await indexer.syncJob(String(id))).toBe('stale');
          expect((await storedDocument(alias, id))._source!.title).toBe('From the future');
        });

        it('a job whose row is gone is deleted, and deleting it again is fine', async () => {
          const id = await newJob('Short-lived Job');
          expect(await indexer.syncJob(String(id))).toBe('indexed');
          await pool.query('DELETE FROM jobs WHERE id = $1', [id]);
          expect(await indexer.syncJob(String(id))).toBe('deleted');
          expect((await storedDocument(alias, id)).found).toBe(false);
          expect(await indexer.syncJob(String(id))).toBe('absent');
          expect(await indexer.syncJob('not-a-job-id')).toBe('absent');
        });

        it('a job that closes, or turns out to be a duplicate, leaves the index on its next sync; its page still reads it', async () => {
          const closing = await newJob('Localization Reviewer');
          expect(await indexer.syncJob(String(closing))).toBe('indexed');
          await closeJob(pool, closing);
          expect(await indexer.syncJob(String(closing))).toBe('deleted');
          expect((await storedDocument(alias, closing)).found).toBe(false);
          expect(await indexer.syncJob(String(closing))).toBe('absent');
          expect((await harness.backend.jobById(String(closing)))?.closedAt).toEqual(expect.any(String));

          const copy = await newJob('Localization Reviewer (copy)');
          expect(await indexer.syncJob(String(copy))).toBe('indexed');
          await markDuplicate(pool, copy, ids[3]!);
          expect(await indexer.syncJob(String(copy))).toBe('deleted');
          expect((await storedDocument(alias, copy)).found).toBe(false);
          await harness.client.refresh(alias);
          expect((await search({ query: 'reviewer' })).totalResults).toBe(0);
        });

        it('a write of a job read before it closed does not bring it back', async () => {
          const id = await newJob('Localization Auditor');
          expect(await indexer.syncJob(String(id))).toBe('indexed');
          const before = await storedDocument(alias, id);
          await closeJob(pool, id);
          expect(await indexer.syncJob(String(id))).toBe('deleted');
          const late = { id: String(id), version: before._version!, document: before._source! };
          expect(await indexer.syncJob(String(id))).toBe('absent');
          await expect(harness.client.indexDocument(alias, late)).rejects.toBeInstanceOf(EngineVersionConflictError);
          expect((await storedDocument(alias, id)).found).toBe(false);
        });

        it('two syncs of a deleted job that race (the first one read lands last) both succeed, neither is stale', async () => {
          const id = await newJob('Racing Deletes');
          expect(await indexer.syncJob(String(id))).toBe('indexed');
          await pool.query('DELETE FROM jobs WHERE id = $1', [id]);
          // The first sync's delete waits at the engine's door until the second one's is done.
          let open!: () => void;
          const door = new Promise<void>((resolve) => (open = resolve));
          faults.before('deleteDocument', () => (faults.calls('deleteDocument').length === 1 ? door : undefined));
          const first = indexer.syncJob(String(id));
          while (faults.calls('deleteDocument').length === 0) await new Promise((r) => setTimeout(r, 5));
          await new Promise((r) => setTimeout(r, 20)); // a later clock, if versions came from one
          const second = await indexer.syncJob(String(id));
          open();
          expect([second, await first]).toEqual(['deleted', 'absent']);
          expect((await storedDocument(alias, id)).found).toBe(false);
        });

        it('a change written by a transaction that began before the indexed one still gets a newer version', async () => {
          const id = await newJob('Early Transaction, First Title');
          const early = await pool.connect();
          try {
            await early.query('BEGIN');
            await early.query('SELECT now()'); // this transaction's now() is fixed from here
            await new Promise((r) => setTimeout(r, 20));
            await pool.query(
              `UPDATE jobs SET title = 'Early Transaction, Second Title', updated_at = now() WHERE id = $1`,
              [id],
            );
            expect(await indexer.syncJob(String(id))).toBe('indexed');
            await early.query(
              `UPDATE jobs SET title = 'Early Transaction, Third Title', updated_at = now() WHERE id = $1`,
              [id],
            );
            await early.query('COMMIT');
          } finally {
            early.release();
          }
          expect(await indexer.syncJob(String(id))).toBe('indexed');
          expect((await storedDocument(alias, id))._source!.title).toBe('Early Transaction, Third Title');
        });

        it('never auto-creates an index where the alias should be', async () => {
          const missing = otherAlias();
          const other = createEngineIndexer({ client: harness.client, pool, alias: missing });
          await expect(other.syncJob(String(ids[0]))).rejects.toBeInstanceOf(EngineIndexMissingError);
          expect(await harness.client.indexExists(missing)).toBe(false);
          expect(await indicesNamedLike(missing)).toEqual([]);
        });

        it('creates an empty index behind a missing alias, once', async () => {
          const fresh = otherAlias();
          const other = createEngineIndexer({ client: harness.client, pool, alias: fresh });
          expect(await other.ensureIndex()).toBe('created');
          expect(await other.ensureIndex()).toBe('exists');
          const behind = await aliasIndices(fresh);
          expect(behind).toHaveLength(1);
          expect(behind[0]).not.toBe(fresh);
          expect(await harness.client.count(fresh)).toBe(0);
          const settings = await rest<Record<string, { settings: { index: Record<string, unknown> } }>>(
            `/${behind[0]}/_settings`,
          );
          expect(settings.body[behind[0]!]!.settings.index).toMatchObject({
            sort: { field: ['posted_at', 'id'], order: ['desc', 'desc'] },
          });
          expect(await mergeOnFlush(behind[0]!)).toBe(noMergeWait);
          // It takes writes at once: the alias is real.
          expect(await other.syncJob(String(ids[0]))).toBe('indexed');
        });

        it('sets an index made before refreshes stopped waiting for merges the same way at start', async () => {
          const older = otherAlias();
          const other = createEngineIndexer({ client: harness.client, pool, alias: older });
          expect(await other.ensureIndex()).toBe('created');
          const [index] = await aliasIndices(older);
          if (product === 'opensearch') {
            // As OpenSearch's default left it before.
            const put = await fetch(`${url}/${index}/_settings`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ 'index.merge_on_flush.enabled': true }),
            });
            expect(put.status).toBe(200);
            expect(await mergeOnFlush(index!)).toBe('true');
          }
          expect(await other.ensureIndex()).toBe('exists');
          expect(await mergeOnFlush(index!)).toBe(noMergeWait);
        });
      });

      describe('a new mapping', () => {
        it('an index built with an older mapping is outdated at start: a rebuild is queued, and builds it with this one', async () => {
          const deployed = otherAlias();
          // As the code before mapping versions made it: no version in its mapping.
          await harness.client.createIndex(`${deployed}_1`, {
            settings: indexSettings(),
            mappings: JOB_MAPPINGS,
            aliases: { [deployed]: {} },
          });
          const other = createEngineIndexer({ client: harness.client, pool, alias: deployed });
          const queued = async () =>
            Number(
              (await pool.query<{ n: string }>(`SELECT count(*) AS n FROM outbox_events WHERE type = 'jobs.reindex'`))
                .rows[0]!.n,
            );
          const before = await queued();
          const bootstrap = bootstrapEngineIndex({ indexer: other, pool, logger: pino({ level: 'silent' }) });
          expect(await bootstrap.done).toBe('outdated');
          expect(await queued()).toBe(before + 1);

          const rebuilt = await other.reindexAll();
          expect(rebuilt.replaced).toEqual([`${deployed}_1`]);
          expect(await harness.client.mappingMeta(rebuilt.index)).toEqual({ mapping_version: MAPPING_VERSION });
          expect(await other.ensureIndex()).toBe('exists');
          const again = bootstrapEngineIndex({ indexer: other, pool, logger: pino({ level: 'silent' }) });
          expect(await again.done).toBe('exists');
          expect(await queued()).toBe(before + 1);
        });
      });

      describe('the search backend on the index', () => {
        it('does not ask the engine when the words leave nothing to look for', async () => {
          const backend = createEngineSearchBackend({ client: faults.client, index: alias, pool });
          expect(await backend.search(ZSearchRequest.parse({ query: 'the' }))).toEqual({ jobs: [], totalResults: 0 });
          expect(faults.calls('search')).toHaveLength(0);
          expect(faults.calls('suggest')).toHaveLength(0);
        });

        it('looks up typo corrections once a search, then matches words exactly: never a fuzzy query', async () => {
          const backend = createEngineSearchBackend({ client: faults.client, index: alias, pool });
          const found = await backend.search(ZSearchRequest.parse({ query: 'senior enginer ' }));
          expect(found.jobs.map((j) => j.title)).toContain('Senior Software Engineer');
          expect(faults.calls('suggest')).toHaveLength(1);
          expect(faults.calls('search')).toHaveLength(1);
          expect(JSON.stringify(faults.calls('search')[0]![1])).not.toContain('fuzziness');
          // Words the vocabulary holds ask for no correction: nothing one edit away is added.
          expect(JSON.stringify(faults.calls('search')[0]![1])).not.toMatch(/"senio[^r]|"seniors"/);
        });

        /** An alias on an index built with today's mapping less `fields` (and the copies into them). */
        async function olderIndex(fields: readonly string[]): Promise<string> {
          const deployed = otherAlias();
          const properties: Record<string, unknown> = structuredClone(JOB_MAPPINGS.properties!);
          for (const field of fields) delete properties[field];
          const copies = (key: string, value: unknown) =>
            key === 'copy_to' ? (value as string[]).filter((target) => !fields.includes(target)) : value;
          await harness.client.createIndex(`${deployed}_1`, {
            settings: indexSettings(),
            mappings: { dynamic: 'strict', properties: JSON.parse(JSON.stringify(properties), copies) },
            aliases: { [deployed]: {} },
          });
          return deployed;
        }

        it('an index built before the vocabulary field still corrects typos (fuzzily) until its rebuild', async () => {
          const deployed = await olderIndex(['vocabulary', 'company_tags', 'everything']);
          const other = createEngineIndexer({ client: harness.client, pool, alias: deployed });
          const id = await newJob('Principal Engineer, Billing');
          expect(await other.syncJob(String(id))).toBe('indexed');
          await harness.client.refresh(deployed);
          const backend = createEngineSearchBackend({ client: harness.client, index: deployed, pool });
          const found = await backend.search(ZSearchRequest.parse({ query: 'biling enginer' }));
          expect(found.jobs.map((j) => j.id)).toEqual([String(id)]);
        });

        it('an index built before the gathered fields still finds every word, field by field, until its rebuild', async () => {
          const deployed = await olderIndex(['company_tags', 'everything']);
          const other = createEngineIndexer({ client: harness.client, pool, alias: deployed });
          const id = await newJob('Principal Engineer, Billing');
          expect(await other.syncJob(String(id))).toBe('indexed');
          await harness.client.refresh(deployed);
          const backend = createEngineSearchBackend({
            client: faults.client,
            index: deployed,
            pool,
            mappingCheckMs: 0,
          });
          // "hooli" is the company, "billing" in the title, "pipelines" in the description (newJob).
          const found = await backend.search(ZSearchRequest.parse({ query: 'hooli billing pipelines' }));
          expect(found.jobs.map((j) => j.id)).toEqual([String(id)]);
          expect(JSON.stringify(faults.calls('search').at(-1)![1])).not.toContain('everything');
          // Once rebuilt with this mapping, the search asks the gathered fields.
          await other.reindexAll();
          const rebuilt = await backend.search(ZSearchRequest.parse({ query: 'hooli billing pipelines' }));
          expect(rebuilt.jobs.map((j) => j.id)).toContain(String(id));
          expect(JSON.stringify(faults.calls('search').at(-1)![1])).toContain('"everything"');
        });

        it('an engine that does not answer is a 503 for the user, not a stack trace', async () => {
          const down = createEngineClient(product, `http://127.0.0.1:${await closedPort()}`, { maxRetries: 0 });
          const backend = createEngineSearchBackend({ client: down, index: alias, pool });
          try {
            const failure = await backend.search(ZSearchRequest.parse({ query: 'kafka' })).catch((e: unknown) => e);
            expect(failure).toBeInstanceOf(AppError);
            expect((failure as AppError).status).toBe(503);
            await expect(backend.ready()).rejects.toThrow();
          } finally {
            await backend.close();
          }
        });

        it('reports readiness with the number of indexed jobs; reads jobs by id and the newest from PostgreSQL', async () => {
          expect(await harness.backend.ready()).toBe(`${await harness.client.count(alias)} jobs in ${alias}`);
          const { rows } = await pool.query<{ title: string }>(
            'SELECT title FROM jobs WHERE closed_at IS NULL AND duplicate_of IS NULL ORDER BY posted_at DESC, id DESC LIMIT 2',
          );
          expect((await harness.backend.recentJobs(2)).map((j) => j.title)).toEqual(rows.map((r) => r.title));
          expect(await harness.backend.jobById('abc')).toBeUndefined();
          const doc = await storedDocument(alias, ids[1]!);
          expect((await harness.backend.jobById(String(ids[1])))?.title).toBe(doc._source!.title);
        });
      });
    });
  }
});
