// The whole Index flow over the real PostgreSQL, Redis and OpenSearch: job writes → outbox →
// relay → BullMQ `index` → consumer → the engine's index, then 'jobs:changed'. Nothing is
// lost while Redis or the engine is down: a node of its own is killed and restarted, and a
// redis-server of its own; errors thrown through a wrapper around the client say so.
import { createRedis, deleteJob, jobsVersionKey, upsertJobs, writeOutbox } from '@highpay/common';
import { ZSearchRequest } from '@highpay/contracts';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { JobDocument } from '@highpay/common/search/engine-mapping';
import { createEngineIndexer, type EngineIndexer } from '../src/backends/engine/engine-indexer.js';
import { createIndexProcessor, engineIndexTarget, POSTGRES_INDEX_TARGET } from '../src/indexing/index.processor.js';
import { EngineUnavailableError } from '@highpay/common/search/engine.client';
import { startOpenSearch, type OpenSearchCluster } from '../../../scripts/opensearch-cluster.mjs';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { startThrowawayRedis, type ThrowawayRedis } from '../../../test/support/faults-infra.js';
import { closeJob, FIXTURE_JOBS, markDuplicate } from './fixture-jobs.js';
import { createEngineHarness, describeWithOpenSearch, type EngineHarness } from './support/engine.js';
import { faultyEngine, type FaultyEngine } from './support/faulty.engine.js';
import { FAST_RETRIES, startPipeline, type Pipeline } from './support/pipeline.js';
import { waitFor } from './support/waiting.js';

interface StoredDocument {
  found: boolean;
  _seq_no?: number;
  _source?: JobDocument;
}

describeWithOpenSearch('the Index flow with OpenSearch', (url) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let harness: EngineHarness;
  let faults: FaultyEngine;
  let indexer: EngineIndexer;
  let pipeline: Pipeline;
  let alias: string;
  /** The job's document as the node has it now (a realtime GET: no refresh needed). */
  const stored = async (id: number | string): Promise<StoredDocument> =>
    (await fetch(`${url}/${alias}/_doc/${id}`)).json() as Promise<StoredDocument>;
  const indexed = async (id: number) => (await stored(id))._source;
  const stateOf = async (queueJobId: string) => (await pipeline.queue.getJob(queueJobId))?.getState();
  /** The ids of every document behind the alias, ascending. */
  const indexedIds = async () => {
    await harness.client.refresh(alias);
    const answer = await fetch(`${url}/${alias}/_search?size=1000&_source=false`);
    const { hits } = (await answer.json()) as { hits: { hits: Array<{ _id: string }> } };
    return hits.hits.map((hit) => Number(hit._id)).sort((a, b) => a - b);
  };
  /** The ids of the listed jobs in the table, ascending: what the index should hold. */
  const tableIds = async () =>
    (
      await pool.query<{ id: number }>(
        'SELECT id FROM jobs WHERE closed_at IS NULL AND duplicate_of IS NULL ORDER BY id',
      )
    ).rows.map((row) => row.id);

  beforeAll(async () => {
    db = await createTestDatabase('indexflow');
    pool = new pg.Pool({ connectionString: db.url, max: 8 });
    pool.on('error', () => undefined);
    harness = await createEngineHarness('opensearch', url, pool);
    alias = harness.alias;
    faults = faultyEngine(harness.client);
    indexer = createEngineIndexer({ client: faults.client, pool, alias });
    await indexer.ensureIndex();
    pipeline = await startPipeline(
      pool,
      engineIndexTarget(indexer, () => writeOutbox(pool, 'jobs.reindex', '*')),
      'indexflow',
    );
  });
  afterAll(async () => {
    await pipeline?.close();
    await harness?.close();
    await pool?.end();
    await db?.drop();
  });
  beforeEach(() => {
    faults.heal();
    pipeline.publishVia = pipeline.publishToQueue();
  });

  it('a job written reaches the index, and jobs:changed is published after it is there', async () => {
    // What the index had for a job when its first message arrived.
    const seen = new Map<string, Promise<boolean>>();
    const stop = pipeline.onMessage((m) => {
      if (m.jobId && !seen.has(m.jobId))
        seen.set(
          m.jobId,
          stored(m.jobId).then((doc) => doc.found),
        );
    });
    try {
      const [id] = await upsertJobs(pool, [FIXTURE_JOBS[0]!]);
      await waitFor(async () => (await indexed(id!)) !== undefined);
      expect(await indexed(id!)).toMatchObject({ title: 'Kafka Platform Engineer', company: 'Streamline' });
      const outboxId = await pipeline.outboxIdOf(id!);
      await waitFor(() => pipeline.messages.some((m) => m.outboxId === outboxId));
      const message = pipeline.messages.find((m) => m.outboxId === outboxId)!;
      expect(message).toMatchObject({ type: 'job.upserted', jobId: String(id) });
      expect(await seen.get(String(id))).toBe(true);
      const redis = createRedis(inject('redisUrl'));
      expect(Number(await redis.get(jobsVersionKey(pipeline.prefix)))).toBeGreaterThanOrEqual(message.version);
      redis.disconnect();
      // And a search finds it once the index refreshed.
      await harness.client.refresh(alias);
      expect((await harness.backend.search(ZSearchRequest.parse({ query: 'kafka' }))).jobs.map((j) => j.id)).toEqual([
        String(id),
      ]);
    } finally {
      stop();
    }
  });

  it('an edited job is re-indexed with its new content', async () => {
    const [id] = await upsertJobs(pool, [{ ...FIXTURE_JOBS[1]!, title: 'Senior Data Engineer' }]);
    await waitFor(async () => (await indexed(id!))?.title === 'Senior Data Engineer');
    await upsertJobs(pool, [{ ...FIXTURE_JOBS[1]!, title: 'Principal Data Engineer' }]);
    await waitFor(async () => (await indexed(id!))?.title === 'Principal Data Engineer');
  });

  it('a deleted job leaves the index', async () => {
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[2]!]);
    await waitFor(async () => (await indexed(id!)) !== undefined);
    await deleteJob(pool, id!);
    await waitFor(async () => !(await stored(id!)).found);
    const outboxId = await pipeline.outboxIdOf(id!, 'job.deleted');
    await waitFor(() => pipeline.messages.some((m) => m.outboxId === outboxId && m.type === 'job.deleted'));
  });

  it('a job that closes leaves the index within seconds, and its page still answers, closed', async () => {
    const [id] = await upsertJobs(pool, [
      { ...FIXTURE_JOBS[2]!, title: 'Closing Account Executive', sourceId: 'closing' },
    ]);
    await waitFor(async () => (await indexed(id!)) !== undefined);
    await closeJob(pool, id!);
    await waitFor(async () => !(await stored(id!)).found);
    const outboxId = await pipeline.outboxIdOf(id!);
    await waitFor(() => pipeline.messages.some((m) => m.outboxId === outboxId));
    await harness.client.refresh(alias);
    const search = await harness.backend.search(ZSearchRequest.parse({ query: 'closing account executive' }));
    expect(search.jobs.map((j) => j.id)).not.toContain(String(id));
    expect((await harness.backend.jobById(String(id)))?.closedAt).toEqual(expect.any(String));
  });

  it('a job marked a duplicate of another source’s copy leaves the index within seconds', async () => {
    const [original, copy] = await upsertJobs(pool, [
      { ...FIXTURE_JOBS[2]!, title: 'Enterprise Account Executive', sourceId: 'original' },
      { ...FIXTURE_JOBS[2]!, title: 'Enterprise Account Executive', source: 'other-feed', sourceId: 'copy' },
    ]);
    await waitFor(async () => (await indexed(copy!)) !== undefined);
    await markDuplicate(pool, copy!, original!);
    await waitFor(async () => !(await stored(copy!)).found);
    expect(await indexed(original!)).toMatchObject({ title: 'Enterprise Account Executive' });
  });

  it('publishing the same outbox row twice indexes once', async () => {
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[3]!]);
    const outboxId = await pipeline.outboxIdOf(id!);
    await waitFor(async () => (await pipeline.queue.getJob(`outbox-${outboxId}`))?.finishedOn !== undefined);
    // Each write of a document gets a new sequence number: an unchanged one means no second write.
    const first = await stored(id!);
    expect(first.found).toBe(true);

    // As if the relay died after the queue took the row but before its commit.
    await pool.query('UPDATE outbox_events SET published_at = NULL WHERE id = $1', [outboxId]);
    await waitFor(
      async () =>
        (await pool.query('SELECT 1 FROM outbox_events WHERE id = $1 AND published_at IS NOT NULL', [outboxId]))
          .rowCount === 1,
    );
    // A later change goes through the same queue and worker: once it is applied, the repeat had its chance.
    const [sentinel] = await upsertJobs(pool, [FIXTURE_JOBS[4]!]);
    await waitFor(async () => (await indexed(sentinel!)) !== undefined);
    expect((await stored(id!))._seq_no).toBe(first._seq_no);
    expect(pipeline.messages.filter((m) => m.outboxId === outboxId)).toHaveLength(1);
  });

  it('when the engine client throws on every call, the index job ends in the failed set with that error', async () => {
    pipeline.publishVia = pipeline.publishToQueue({ ...FAST_RETRIES, attempts: 3 });
    const thrown = new EngineUnavailableError(`thrown by the test ${Date.now()}`);
    faults.fail('down', thrown);
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[6]!]);
    const outboxId = await pipeline.outboxIdOf(id!);
    await waitFor(async () => (await stateOf(`outbox-${outboxId}`)) === 'failed', 15_000);
    const job = (await pipeline.queue.getJob(`outbox-${outboxId}`))!;
    expect(job.attemptsMade).toBe(3);
    expect(job.failedReason).toBe(thrown.message);
    expect(await indexed(id!)).toBeUndefined();
  });

  it('events applied out of order, or again, converge on the job as the database has it', async () => {
    const process = createIndexProcessor({
      target: engineIndexTarget(indexer),
      notifier: { changed: () => Promise.resolve(0) },
    });
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[8]!]);
    // The pipeline's worker syncs this job too: let it finish, so that only these calls act now.
    const outboxId = await pipeline.outboxIdOf(id!);
    await waitFor(async () => (await pipeline.queue.getJob(`outbox-${outboxId}`))?.finishedOn !== undefined);
    // A late "deleted" for a job that exists: the job stays, as it is in the table.
    expect((await process({ outboxId: '1', type: 'job.deleted', jobId: String(id) })).outcome).toBe('indexed');
    expect((await indexed(id!))!.title).toBe('Product Designer');
    await pool.query('DELETE FROM jobs WHERE id = $1', [id]);
    // A late "upserted" for a job that is gone: it leaves the index.
    expect((await process({ outboxId: '2', type: 'job.upserted', jobId: String(id) })).outcome).toBe('deleted');
    expect((await process({ outboxId: '2', type: 'job.upserted', jobId: String(id) })).outcome).toBe('absent');
    expect(await indexed(id!)).toBeUndefined();
  });

  it('a jobs.reindex event rebuilds the index behind the alias from the table', async () => {
    const before = await harness.client.aliasTargets(alias);
    await writeOutbox(pool, 'jobs.reindex', '*');
    // Announced once the rebuild is done.
    await waitFor(() => pipeline.messages.some((m) => m.type === 'jobs.reindex'), 15_000);
    const after = await harness.client.aliasTargets(alias);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    expect(await harness.client.indexExists(before[0]!)).toBe(false);
    expect(await indexedIds()).toEqual(await tableIds());
  });

  it('after the engine lost its index, the next change recreates it and rebuilds it from the table', async () => {
    for (const index of await harness.client.aliasTargets(alias)) await harness.client.deleteIndex(index);
    expect(await harness.client.aliasTargets(alias)).toEqual([]);
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[9]!]);
    await waitFor(async () => (await indexed(id!)) !== undefined, 15_000);
    const expected = await tableIds();
    await waitFor(async () => (await indexedIds()).length === expected.length, 15_000);
    expect(await indexedIds()).toEqual(expected);
    // Behind the alias again, never a concrete index by its name.
    const behind = await harness.client.aliasTargets(alias);
    expect(behind).toHaveLength(1);
    expect(behind[0]).not.toBe(alias);
  });

  it('a malformed index job fails at once, without retries', async () => {
    await pipeline.queue.add('bogus', { outboxId: 'x', type: 'job.exploded' }, { jobId: 'bogus', attempts: 5 });
    await waitFor(async () => (await stateOf('bogus')) === 'failed');
    const job = (await pipeline.queue.getJob('bogus'))!;
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/invalid index job/);
  });
});

describeWithOpenSearch('the Index flow when its OpenSearch node or its Redis stops', () => {
  // Its own node and its own redis-server, so that stopping them touches no other test.
  let node: OpenSearchCluster;
  let redisServer: ThrowawayRedis;
  let db: TestDatabase;
  let pool: pg.Pool;
  let harness: EngineHarness;
  let pipeline: Pipeline;
  const stored = async (id: number) =>
    ((await (await fetch(`${node.url}/${harness.alias}/_doc/${id}`)).json()) as StoredDocument).found;
  const outboxRow = async (id: string) =>
    (
      await pool.query<{ attempts: number; published_at: Date | null; last_error: string | null }>(
        'SELECT attempts, published_at, last_error FROM outbox_events WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  beforeAll(async () => {
    [node, redisServer] = await Promise.all([startOpenSearch({ nodes: 1, heap: '256m' }), startThrowawayRedis()]);
    db = await createTestDatabase('indexfaults');
    pool = new pg.Pool({ connectionString: db.url, max: 6 });
    pool.on('error', () => undefined);
    harness = await createEngineHarness('opensearch', node.url, pool);
    await harness.indexer.ensureIndex();
    // Production's 25 attempts from 100 ms: enough to outlast a node restart (~30 s here).
    pipeline = await startPipeline(pool, engineIndexTarget(harness.indexer), 'indexfaults', {
      redisUrl: redisServer.url,
      jobOptions: { ...FAST_RETRIES, attempts: 25 },
    });
  }, 240_000);
  afterAll(async () => {
    await pipeline?.close();
    await harness?.close();
    await pool?.end();
    await db?.drop();
    await redisServer?.stop();
    await node?.stop();
  });

  it('the node killed under search traffic: searches say "unavailable", the job waits, and both recover', async () => {
    const [before] = await upsertJobs(pool, [FIXTURE_JOBS[0]!]);
    await waitFor(() => stored(before!));
    await harness.client.refresh(harness.alias);

    // A user searching all along (every job): each answer is the ids found, or the error's message.
    const answers: string[] = [];
    let searching = true;
    const traffic = (async () => {
      while (searching) {
        try {
          const { jobs } = await harness.backend.search(ZSearchRequest.parse({}));
          answers.push(jobs.map((j) => j.id).join(','));
        } catch (error) {
          answers.push((error as Error).message);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    try {
      await waitFor(() => answers.length >= 3);
      await node.stopNode(0);
      const [id] = await upsertJobs(pool, [FIXTURE_JOBS[5]!]);
      const outboxId = await pipeline.outboxIdOf(id!);
      // The outbox row went out; its index job was tried, failed, and waits for its next attempt.
      await waitFor(async () => ((await pipeline.queue.getJob(`outbox-${outboxId}`))?.attemptsMade ?? 0) >= 2, 20_000);
      expect(await (await pipeline.queue.getJob(`outbox-${outboxId}`))!.getState()).toMatch(/delayed|waiting|active/);
      expect(pipeline.messages.some((m) => m.outboxId === outboxId)).toBe(false);
      const during = answers.length;
      await waitFor(() => answers.length >= during + 3);
      expect(answers.slice(during)).toEqual(
        Array(answers.length - during).fill('Search is temporarily unavailable. Please try again in a moment.'),
      );

      await node.startNode(0);
      await waitFor(() => stored(id!), 60_000);
      await waitFor(() => pipeline.messages.some((m) => m.outboxId === outboxId));
      await harness.client.refresh(harness.alias);
      const after = answers.length;
      await waitFor(() => answers.length >= after + 3, 20_000);
      expect(answers.at(-1)!.split(',').sort()).toEqual([String(before), String(id)].sort());
    } finally {
      searching = false;
      await traffic;
    }
  }, 180_000);

  it('Redis killed: the outbox row waits with its error, and after a restart it is published and indexed', async () => {
    await redisServer.kill();
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[7]!]);
    const outboxId = await pipeline.outboxIdOf(id!);
    await waitFor(async () => (await outboxRow(outboxId)).attempts >= 2);
    const waiting = await outboxRow(outboxId);
    expect(waiting.published_at).toBeNull();
    expect(waiting.last_error).toMatch(/max retries per request|no answer within \d+ ms|ECONNREFUSED/);
    expect(await stored(id!)).toBe(false);

    await redisServer.start();
    await waitFor(async () => (await outboxRow(outboxId)).published_at !== null, 30_000);
    await waitFor(() => stored(id!), 30_000);
  }, 90_000);
});

describe('the Index flow with the PostgreSQL backend', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let pipeline: Pipeline;

  beforeAll(async () => {
    db = await createTestDatabase('indexpg');
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => undefined);
    pipeline = await startPipeline(pool, POSTGRES_INDEX_TARGET, 'indexpg');
  });
  afterAll(async () => {
    await pipeline?.close();
    await pool?.end();
    await db?.drop();
  });

  it('jobs:changed is published after a change, with a bumped jobs version', async () => {
    const redis = createRedis(inject('redisUrl'));
    try {
      const [id] = await upsertJobs(pool, [FIXTURE_JOBS[0]!]);
      const outboxId = await pipeline.outboxIdOf(id!);
      await waitFor(() => pipeline.messages.some((m) => m.outboxId === outboxId));
      const first = pipeline.messages.find((m) => m.outboxId === outboxId)!;
      expect(first).toMatchObject({ type: 'job.upserted', jobId: String(id) });
      expect(Number(await redis.get(jobsVersionKey(pipeline.prefix)))).toBe(first.version);

      await deleteJob(pool, id!);
      const deletedId = await pipeline.outboxIdOf(id!, 'job.deleted');
      await waitFor(() => pipeline.messages.some((m) => m.outboxId === deletedId));
      expect(pipeline.messages.find((m) => m.outboxId === deletedId)!.version).toBe(first.version + 1);
      await waitFor(async () => (await pipeline.queue.getJob(`outbox-${deletedId}`))?.returnvalue != null);
      expect((await pipeline.queue.getJob(`outbox-${deletedId}`))!.returnvalue).toMatchObject({
        outcome: 'in-database',
      });
    } finally {
      redis.disconnect();
    }
  });
});
