// The outbox relay over the real PostgreSQL and Redis: rows reach the `index` queue once,
// in order, as their write commits when the relay listens, and wait in the table while Redis
// is down (a throwaway redis-server, killed).
import { createQueue, createRedis, deleteJob, QUEUES, upsertJobs, writeOutbox, type Redis } from '@highpay/common';
import type { Queue } from 'bullmq';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  bullmqOutboxPublisher,
  createOutboxRelay,
  OUTBOX_CHANNEL,
  type OutboxPublisher,
} from '../src/indexing/outbox-relay.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';
import { startThrowawayRedis } from '../../../test/support/faults-infra.js';
import { waitFor } from './support/waiting.js';

const logger = pino({ level: 'silent' });

interface OutboxRow {
  id: string;
  type: string;
  aggregate_id: string;
  attempts: number;
  last_error: string | null;
  published_at: Date | null;
}

describe('the outbox relay, over PostgreSQL and Redis', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let redis: Redis;
  let queue: Queue;
  let publisher: OutboxPublisher;

  const outbox = async () =>
    (
      await pool.query<OutboxRow>(
        'SELECT id::text, type, aggregate_id, attempts, last_error, published_at FROM outbox_events ORDER BY outbox_events.id',
      )
    ).rows;
  const queuedIds = async () =>
    (await queue.getJobs(['waiting', 'delayed', 'completed', 'failed', 'active'])).map((j) => j.id!).sort();

  beforeAll(async () => {
    db = await createTestDatabase('outbox');
    pool = new pg.Pool({ connectionString: db.url, max: 6 });
    pool.on('error', () => undefined);
    redis = createRedis(inject('redisUrl'));
    queue = createQueue(QUEUES.index, redis, testQueuePrefix('outbox'));
    publisher = bullmqOutboxPublisher(queue);
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await queue?.close();
    redis?.disconnect();
    await pool?.end();
    await db?.drop();
  });
  beforeEach(async () => {
    await queue.obliterate({ force: true });
    await pool.query('TRUNCATE outbox_events');
  });

  it('publishes unpublished rows oldest first as index jobs named outbox-<id>, then marks them published', async () => {
    const [a, b] = await upsertJobs(pool, [FIXTURE_JOBS[0]!, FIXTURE_JOBS[1]!]);
    await deleteJob(pool, a!);
    await writeOutbox(pool, 'jobs.reindex', '*');
    const published: string[] = [];
    const recording: OutboxPublisher = {
      publish: (events) => (published.push(...events.map((e) => e.id)), publisher.publish(events)),
    };
    const relay = createOutboxRelay({ pool, publisher: recording, logger, batchSize: 10 });

    expect(await relay.publishBatch()).toBe(4);

    const rows = await outbox();
    expect(rows.map((r) => [r.type, r.aggregate_id])).toEqual([
      ['job.upserted', String(a)],
      ['job.upserted', String(b)],
      ['job.deleted', String(a)],
      ['jobs.reindex', '*'],
    ]);
    expect(rows.every((r) => r.published_at instanceof Date && r.attempts === 1 && r.last_error === null)).toBe(true);
    const jobs = await queue.getJobs(['waiting']);
    const byId = new Map(jobs.map((j) => [j.id, j]));
    expect(byId.get(`outbox-${rows[0]!.id}`)?.data).toEqual({
      outboxId: rows[0]!.id,
      type: 'job.upserted',
      jobId: String(a),
    });
    expect(byId.get(`outbox-${rows[2]!.id}`)?.data).toEqual({
      outboxId: rows[2]!.id,
      type: 'job.deleted',
      jobId: String(a),
    });
    expect(byId.get(`outbox-${rows[3]!.id}`)?.data).toEqual({ outboxId: rows[3]!.id, type: 'jobs.reindex' });
    // Retries with backoff, kept in the failed set when they never succeed.
    expect(byId.get(`outbox-${rows[0]!.id}`)?.opts).toMatchObject({
      attempts: 25,
      backoff: { type: 'capped-exponential', delay: 1000 },
    });
    // In the order the rows were written.
    expect(published).toEqual(rows.map((r) => r.id));

    expect(await relay.publishBatch()).toBe(0);
  });

  describe('listening for rows as they commit', () => {
    /** The backends listening on the relay's channel in this database. */
    const listeners = async () =>
      (
        await pool.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${OUTBOX_CHANNEL}'`,
        )
      ).rows.map((r) => r.pid);
    /** A relay whose poll would come only after the test: a row it publishes was announced. */
    const listeningRelay = () =>
      createOutboxRelay({
        pool,
        publisher,
        logger,
        pollIntervalMs: 10 * 60_000,
        maxBackoffMs: 200,
        listen: () => new pg.Client({ connectionString: db.url }),
      });
    /** Writes a job, and answers the queue job its outbox row becomes. */
    const writeJob = async (index: number) => {
      await upsertJobs(pool, [FIXTURE_JOBS[index]!]);
      const [row] = (await outbox()).slice(-1);
      return `outbox-${row!.id}`;
    };
    /** Waits until a relay listens and has published what it found then, so the next row needs a notification. */
    const idleListening = async () => {
      await waitFor(async () => (await listeners()).length === 1);
      await waitFor(async () => (await outbox()).every((r) => r.published_at !== null));
    };

    it('publishes a job written after it started as soon as the write commits, long before its next poll', async () => {
      const relay = listeningRelay();
      relay.start();
      try {
        await idleListening();
        const queued = await writeJob(0);
        await waitFor(async () => (await queuedIds()).includes(queued), 5000);
      } finally {
        await relay.stop();
      }
      expect(await listeners()).toEqual([]);
    });

    it('listens again when its connection is lost, and publishes what committed meanwhile', async () => {
      const relay = listeningRelay();
      relay.start();
      try {
        await idleListening();
        const [lost] = await listeners();
        await pool.query('SELECT pg_terminate_backend($1)', [lost]);
        const meanwhile = await writeJob(1);
        await waitFor(async () => (await queuedIds()).includes(meanwhile), 5000);
        await idleListening();
        expect(await listeners()).not.toContain(lost);
        const after = await writeJob(2);
        await waitFor(async () => (await queuedIds()).includes(after), 5000);
      } finally {
        await relay.stop();
      }
    });
  });

  it('a connection lost while a batch waits on the queue fails that batch, not the process; the next one goes out', async () => {
    await upsertJobs(pool, [FIXTURE_JOBS[3]!]);
    let reached!: () => void;
    const waiting = new Promise<void>((resolve) => (reached = resolve));
    let go!: () => void;
    const gate = new Promise<void>((resolve) => (go = resolve));
    const held: OutboxPublisher = { publish: async () => (reached(), gate) };
    const relay = createOutboxRelay({ pool, publisher: held, logger });
    const batch = relay.publishBatch();
    await waiting;
    // PostgreSQL restarting: the batch's connection, idle in its transaction, is cut.
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'idle in transaction' AND pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    go();
    await expect(batch).rejects.toThrow();
    expect((await outbox()).map((r) => r.published_at)).toEqual([null]);
    expect(await createOutboxRelay({ pool, publisher, logger }).publishBatch()).toBe(1);
    expect(await queuedIds()).toHaveLength(1);
  });

  it('publishes oldest first past a power of ten (by number, not as text)', async () => {
    await pool.query('ALTER SEQUENCE outbox_events_id_seq RESTART WITH 8');
    for (const id of ['1', '2', '3', '4']) await writeOutbox(pool, 'job.upserted', id);
    const published: string[] = [];
    const recording: OutboxPublisher = {
      publish: (events) => (published.push(...events.map((e) => e.id)), publisher.publish(events)),
    };
    const relay = createOutboxRelay({ pool, publisher: recording, logger, batchSize: 2 });

    expect(await relay.publishBatch()).toBe(2);
    expect(published).toEqual(['8', '9']);
    expect(await relay.publishBatch()).toBe(2);
    expect(published).toEqual(['8', '9', '10', '11']);
  });

  it('publishing the same row again (a crash between the queue and the commit) adds no second job', async () => {
    await upsertJobs(pool, [FIXTURE_JOBS[2]!]);
    const relay = createOutboxRelay({ pool, publisher, logger });
    await relay.publishBatch();
    await pool.query('UPDATE outbox_events SET published_at = NULL');
    expect(await relay.publishBatch()).toBe(1);
    const [row] = await outbox();
    expect(await queuedIds()).toEqual([`outbox-${row!.id}`]);
    expect(row!.attempts).toBe(2);
  });

  it('two relays at once publish every row exactly once', async () => {
    await pool.query(
      `INSERT INTO outbox_events (aggregate, aggregate_id, type) SELECT 'job', g::text, 'job.upserted' FROM generate_series(1, 60) g`,
    );
    const relays = [1, 2].map(() => createOutboxRelay({ pool, publisher, logger, batchSize: 7 }));
    const drain = async (relay: (typeof relays)[number]) => {
      let total = 0;
      for (let n = -1; n !== 0; total += n) n = await relay.publishBatch();
      return total;
    };
    const counts = await Promise.all(relays.map(drain));
    expect(counts[0]! + counts[1]!).toBe(60);
    const rows = await outbox();
    expect(rows.every((r) => r.published_at !== null && r.attempts === 1)).toBe(true);
    expect(await queuedIds()).toHaveLength(60);
  });

  it('while its Redis is down (a redis-server killed, then started again) rows wait with attempts and the error, then go out', async () => {
    const server = await startThrowawayRedis();
    const ownRedis = createRedis(server.url);
    ownRedis.on('error', () => undefined);
    const ownQueue = createQueue(QUEUES.index, ownRedis, testQueuePrefix('outboxdown'));
    ownQueue.on('error', () => undefined);
    const relay = createOutboxRelay({
      pool,
      publisher: bullmqOutboxPublisher(ownQueue),
      logger,
      pollIntervalMs: 20,
      maxBackoffMs: 100,
      publishTimeoutMs: 200,
    });
    try {
      await ownQueue.waitUntilReady();
      await server.kill();
      const [id] = await upsertJobs(pool, [FIXTURE_JOBS[3]!]);
      relay.start();
      await waitFor(async () => ((await outbox())[0]?.attempts ?? 0) >= 2);
      const [waiting] = await outbox();
      expect(waiting).toMatchObject({ aggregate_id: String(id), published_at: null });
      // What the Redis client or the relay's own timeout said: the reason the row waits.
      expect(waiting!.last_error).toMatch(/max retries per request|no answer within 200 ms|ECONNREFUSED/);

      await server.start();
      await waitFor(async () => (await outbox())[0]?.published_at != null, 15_000);
      const queued = await ownQueue.getJobs(['waiting', 'delayed', 'completed', 'failed', 'active']);
      expect(queued.map((j) => j.id)).toEqual([`outbox-${waiting!.id}`]);
    } finally {
      await relay.stop();
      await ownQueue.close().catch(() => undefined);
      ownRedis.disconnect();
      await server.stop();
    }
  });

  it('deletes published rows past retention and keeps the rest', async () => {
    await upsertJobs(pool, [FIXTURE_JOBS[4]!, FIXTURE_JOBS[5]!]);
    await pool.query(
      `UPDATE outbox_events SET published_at = now() - interval '8 days' WHERE id = (SELECT min(id) FROM outbox_events)`,
    );
    await writeOutbox(pool, 'jobs.reindex', '*');
    const relay = createOutboxRelay({ pool, publisher, logger, retentionDays: 7 });
    expect(await relay.prune()).toBe(1);
    expect(await outbox()).toHaveLength(2);
  });
});
