// The whole Index flow over the real PostgreSQL and Redis: job writes → outbox → relay →
// BullMQ `index` → consumer → Elasticsearch (a local server in Elasticsearch's format)
// and 'jobs:changed'. Nothing is lost while Redis or Elasticsearch is down.
import type { Client } from '@elastic/elasticsearch';
import {
  createQueue,
  createRedis,
  deleteJob,
  jobsChangedChannel,
  jobsVersionKey,
  QUEUES,
  upsertJobs,
  writeOutbox,
  type Redis,
} from '@highpay/common';
import type { JobsOptions, Queue, Worker } from 'bullmq';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createElasticsearchIndexer, type ElasticsearchIndexer } from '../src/backends/engine/engine-indexer.js';
import { createElasticsearchClient } from '../src/backends/engine/elasticsearch.client.js';
import {
  createIndexProcessor,
  elasticsearchIndexTarget,
  POSTGRES_INDEX_TARGET,
  startIndexWorker,
  type SearchIndexTarget,
} from '../src/indexing/index.processor.js';
import { createJobChangePublisher, type JobChangedMessage } from '../src/indexing/job-changes.publisher.js';
import {
  bullmqOutboxPublisher,
  createOutboxRelay,
  INDEX_BACKOFF_TYPE,
  INDEX_JOB_OPTIONS,
  type OutboxPublisher,
  type OutboxRelay,
} from '../src/indexing/outbox-relay.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';
import { FakeElasticsearch } from './support/fake-elasticsearch.js';
import { closedPort, waitFor } from './support/waiting.js';

const logger = pino({ level: 'silent' });
const ALIAS = 'jobs';
/** Production's retry policy with short delays: 100, 200, 400, 800, 1600 ms. */
const FAST_RETRIES: JobsOptions = {
  ...INDEX_JOB_OPTIONS,
  attempts: 6,
  backoff: { type: INDEX_BACKOFF_TYPE, delay: 100 },
};

/** A running pipeline: relay, queue, worker, for one search index target. */
interface Pipeline {
  prefix: string;
  queue: Queue;
  relay: OutboxRelay;
  worker: Worker;
  /** Where the relay publishes; tests point it at a Redis that is down, and back. */
  publishVia: OutboxPublisher;
  messages: JobChangedMessage[];
  outboxIdOf(jobId: number, type?: string): Promise<string>;
  close(): Promise<void>;
}

async function startPipeline(pool: pg.Pool, target: SearchIndexTarget, label: string): Promise<Pipeline> {
  const redisUrl = inject('redisUrl');
  const prefix = testQueuePrefix(label);
  const connections: Redis[] = [];
  const redis = (forWorker = false) => {
    const r = createRedis(redisUrl, { forWorker });
    connections.push(r);
    return r;
  };
  const queue = createQueue(QUEUES.index, redis(), prefix);
  const messages: JobChangedMessage[] = [];
  const subscriber = redis();
  await subscriber.subscribe(jobsChangedChannel(prefix));
  subscriber.on('message', (_channel: string, text: string) => messages.push(JSON.parse(text) as JobChangedMessage));
  const worker = startIndexWorker({
    connection: redis(true),
    prefix,
    process: createIndexProcessor({
      target,
      notifier: createJobChangePublisher(redis(), {
        versionKey: jobsVersionKey(prefix),
        channel: jobsChangedChannel(prefix),
      }),
    }),
    logger,
  });
  const pipeline: Pipeline = {
    prefix,
    queue,
    worker,
    messages,
    publishVia: bullmqOutboxPublisher(queue, FAST_RETRIES),
    relay: undefined as unknown as OutboxRelay,
    async outboxIdOf(jobId, type = 'job.upserted') {
      const { rows } = await pool.query<{ id: string }>(
        `SELECT max(id)::text AS id FROM outbox_events WHERE aggregate_id = $1 AND type = $2`,
        [String(jobId), type],
      );
      return rows[0]!.id;
    },
    async close() {
      await pipeline.relay.stop();
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
      for (const c of connections) c.disconnect();
    },
  };
  pipeline.relay = createOutboxRelay({
    pool,
    publisher: { publish: (events) => pipeline.publishVia.publish(events) },
    logger,
    pollIntervalMs: 20,
    maxBackoffMs: 100,
    publishTimeoutMs: 300,
  });
  pipeline.relay.start();
  return pipeline;
}

describe('the Index flow with Elasticsearch', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let fake: FakeElasticsearch;
  let client: Client;
  let indexer: ElasticsearchIndexer;
  let pipeline: Pipeline;
  const indexed = (id: number) => fake.documents(ALIAS)?.get(String(id));
  const putsOf = (id: number) => fake.requestsTo('PUT', new RegExp(`^/${ALIAS}/_doc/${id}$`)).length;

  beforeAll(async () => {
    db = await createTestDatabase('indexflow');
    pool = new pg.Pool({ connectionString: db.url, max: 8 });
    pool.on('error', () => undefined);
    fake = new FakeElasticsearch();
    client = createElasticsearchClient(await fake.start(), { requestTimeoutMs: 5000 });
    indexer = createElasticsearchIndexer({ client, pool, alias: ALIAS });
    await indexer.ensureIndex();
    pipeline = await startPipeline(
      pool,
      elasticsearchIndexTarget(indexer, () => writeOutbox(pool, 'jobs.reindex', '*')),
      'indexflow',
    );
  });
  afterAll(async () => {
    await pipeline?.close();
    await client?.close();
    await fake?.close();
    await pool?.end();
    await db?.drop();
  });
  beforeEach(() => {
    fake.failWith = undefined;
    pipeline.publishVia = bullmqOutboxPublisher(pipeline.queue, FAST_RETRIES);
  });

  it('a job written reaches the index, and jobs:changed is published after it is there', async () => {
    const seenIndexed = new Map<string, boolean>();
    const onMessage = () => {
      for (const m of pipeline.messages)
        if (m.jobId && !seenIndexed.has(m.jobId)) seenIndexed.set(m.jobId, fake.documents(ALIAS)!.has(m.jobId));
    };
    const timer = setInterval(onMessage, 5);
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[0]!]);
    try {
      await waitFor(() => indexed(id!) !== undefined);
      expect(indexed(id!)!.source).toMatchObject({ title: 'Kafka Platform Engineer', company: 'Streamline' });
      const outboxId = await pipeline.outboxIdOf(id!);
      await waitFor(() => pipeline.messages.some((m) => m.outboxId === outboxId));
      const message = pipeline.messages.find((m) => m.outboxId === outboxId)!;
      expect(message).toMatchObject({ type: 'job.upserted', jobId: String(id) });
      onMessage();
      expect(seenIndexed.get(String(id))).toBe(true);
      const redis = createRedis(inject('redisUrl'));
      expect(Number(await redis.get(jobsVersionKey(pipeline.prefix)))).toBeGreaterThanOrEqual(message.version);
      redis.disconnect();
    } finally {
      clearInterval(timer);
    }
  });

  it('an edited job is re-indexed with its new content', async () => {
    const [id] = await upsertJobs(pool, [{ ...FIXTURE_JOBS[1]!, title: 'Senior Data Engineer' }]);
    await waitFor(() => indexed(id!)?.source.title === 'Senior Data Engineer');
  });

  it('a deleted job leaves the index', async () => {
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[2]!]);
    await waitFor(() => indexed(id!) !== undefined);
    await deleteJob(pool, id!);
    await waitFor(() => indexed(id!) === undefined);
    const outboxId = await pipeline.outboxIdOf(id!, 'job.deleted');
    await waitFor(() => pipeline.messages.some((m) => m.outboxId === outboxId && m.type === 'job.deleted'));
  });

  it('publishing the same outbox row twice indexes once', async () => {
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[3]!]);
    await waitFor(() => indexed(id!) !== undefined);
    const outboxId = await pipeline.outboxIdOf(id!);
    await waitFor(async () => (await pipeline.queue.getJob(`outbox-${outboxId}`))?.finishedOn !== undefined);
    expect(putsOf(id!)).toBe(1);

    // As if the relay died after the queue took the row but before its commit.
    await pool.query('UPDATE outbox_events SET published_at = NULL WHERE id = $1', [outboxId]);
    await waitFor(
      async () =>
        (await pool.query('SELECT 1 FROM outbox_events WHERE id = $1 AND published_at IS NOT NULL', [outboxId]))
          .rowCount === 1,
    );
    // A later change goes through the same queue and worker: once it is applied, the repeat had its chance.
    const [sentinel] = await upsertJobs(pool, [FIXTURE_JOBS[4]!]);
    await waitFor(() => indexed(sentinel!) !== undefined);
    expect(putsOf(id!)).toBe(1);
    expect(pipeline.messages.filter((m) => m.outboxId === outboxId)).toHaveLength(1);
  });

  it('a job written while Elasticsearch is down reaches the index after it returns', async () => {
    fake.failWith = 503;
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[5]!]);
    const outboxId = await pipeline.outboxIdOf(id!);
    // Tried, failed, and waiting for its next attempt.
    await waitFor(async () => ((await pipeline.queue.getJob(`outbox-${outboxId}`))?.attemptsMade ?? 0) >= 1);
    const job = await pipeline.queue.getJob(`outbox-${outboxId}`);
    expect(await job!.getState()).toMatch(/delayed|waiting|active/);
    expect(indexed(id!)).toBeUndefined();

    fake.failWith = undefined;
    await waitFor(() => indexed(id!) !== undefined, 15_000);
    expect(indexed(id!)!.source.title).toBe('Staff Frontend Developer');
  });

  it('index work that never succeeds ends in the failed set with its reason', async () => {
    pipeline.publishVia = bullmqOutboxPublisher(pipeline.queue, { ...FAST_RETRIES, attempts: 3 });
    fake.failWith = 503;
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[6]!]);
    const outboxId = await pipeline.outboxIdOf(id!);
    await waitFor(
      async () => (await (await pipeline.queue.getJob(`outbox-${outboxId}`))?.getState()) === 'failed',
      15_000,
    );
    const job = (await pipeline.queue.getJob(`outbox-${outboxId}`))!;
    expect(job.attemptsMade).toBe(3);
    expect(job.failedReason).toMatch(/cluster_block_exception|503/);
    expect(indexed(id!)).toBeUndefined();
  });

  it('a job written while Redis is down reaches the index after Redis returns', async () => {
    const downRedis = createRedis(`redis://127.0.0.1:${await closedPort()}`);
    downRedis.on('error', () => undefined);
    const downQueue = createQueue(QUEUES.index, downRedis, pipeline.prefix);
    downQueue.on('error', () => undefined);
    pipeline.publishVia = bullmqOutboxPublisher(downQueue, FAST_RETRIES);
    try {
      const [id] = await upsertJobs(pool, [FIXTURE_JOBS[7]!]);
      const outboxId = await pipeline.outboxIdOf(id!);
      await waitFor(
        async () =>
          (await pool.query<{ attempts: number }>('SELECT attempts FROM outbox_events WHERE id = $1', [outboxId]))
            .rows[0]!.attempts >= 2,
      );
      const { rows } = await pool.query<{ published_at: Date | null; last_error: string }>(
        'SELECT published_at, last_error FROM outbox_events WHERE id = $1',
        [outboxId],
      );
      expect(rows[0]).toMatchObject({ published_at: null, last_error: expect.stringMatching(/timed out/) });
      expect(indexed(id!)).toBeUndefined();

      pipeline.publishVia = bullmqOutboxPublisher(pipeline.queue, FAST_RETRIES);
      await waitFor(() => indexed(id!) !== undefined);
      expect(indexed(id!)!.source.title).toBe('Marketing Manager');
    } finally {
      downRedis.disconnect();
      await downQueue.close().catch(() => undefined);
    }
  });

  it('events applied out of order, or again, converge on the job as the database has it', async () => {
    const process = createIndexProcessor({
      target: elasticsearchIndexTarget(indexer),
      notifier: { changed: () => Promise.resolve(0) },
    });
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[8]!]);
    // A late "deleted" for a job that exists: the job stays, as it is in the table.
    expect((await process({ outboxId: '1', type: 'job.deleted', jobId: String(id) })).outcome).toBe('indexed');
    expect(indexed(id!)!.source.title).toBe('Product Designer');
    await pool.query('DELETE FROM jobs WHERE id = $1', [id]);
    // A late "upserted" for a job that is gone: it leaves the index.
    expect((await process({ outboxId: '2', type: 'job.upserted', jobId: String(id) })).outcome).toBe('deleted');
    expect((await process({ outboxId: '2', type: 'job.upserted', jobId: String(id) })).outcome).toBe('absent');
    expect(indexed(id!)).toBeUndefined();
  });

  it('a jobs.reindex event rebuilds the index behind the alias from the table', async () => {
    const before = fake.aliasTargets(ALIAS);
    await writeOutbox(pool, 'jobs.reindex', '*');
    await waitFor(() => fake.aliasTargets(ALIAS)[0] !== before[0]);
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM jobs ORDER BY id');
    expect([...fake.documents(ALIAS)!.keys()].map(Number).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
    await waitFor(() => pipeline.messages.some((m) => m.type === 'jobs.reindex'));
  });

  it('after Elasticsearch lost its index, the next change recreates it and rebuilds it from the table', async () => {
    for (const index of fake.aliasTargets(ALIAS)) fake.indices.delete(index);
    fake.aliases.delete(ALIAS);
    const [id] = await upsertJobs(pool, [FIXTURE_JOBS[9]!]);
    await waitFor(() => indexed(id!) !== undefined, 15_000);
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
    await waitFor(() => fake.documents(ALIAS)?.size === rows[0]!.n, 15_000);
    expect(fake.indices.has(ALIAS)).toBe(false);
  });

  it('a malformed index job fails at once, without retries', async () => {
    await pipeline.queue.add('bogus', { outboxId: 'x', type: 'job.exploded' }, { jobId: 'bogus', attempts: 5 });
    await waitFor(async () => (await (await pipeline.queue.getJob('bogus'))?.getState()) === 'failed');
    const job = (await pipeline.queue.getJob('bogus'))!;
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/invalid index job/);
  });
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
