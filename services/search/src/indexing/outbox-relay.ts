// The outbox relay: moves rows of outbox_events (written with each job change, in the
// same transaction) onto the BullMQ `index` queue, oldest first. A row is marked
// published only once the queue has it; while Redis is down rows stay put (with their
// attempts and last error) and the relay backs off. A row published twice — say, the
// process died between the queue add and the commit — is one queue job: its id is
// `outbox-<row id>`. Given a listening connection, the relay publishes rows as soon as their
// transaction commits (a trigger notifies OUTBOX_CHANNEL); its poll then only catches what a
// lost connection missed.
import { withTimeout, type IndexJob, type Logger, type OutboxType } from '@highpay/common';
import type { JobsOptions, Queue } from 'bullmq';
import type pg from 'pg';

export interface OutboxEvent {
  id: string;
  type: OutboxType;
  aggregateId: string;
}

export interface OutboxPublisher {
  publish(events: readonly OutboxEvent[]): Promise<void>;
}

/** Index work retries for more than an hour (Elasticsearch down), at most 5 minutes apart, then waits in the failed set. */
export const INDEX_BACKOFF_TYPE = 'capped-exponential';
export const INDEX_BACKOFF_CAP_MS = 5 * 60_000;
export const INDEX_JOB_OPTIONS: JobsOptions = {
  attempts: 25,
  backoff: { type: INDEX_BACKOFF_TYPE, delay: 1000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** The channel every commit that adds outbox rows notifies (a trigger on outbox_events). */
export const OUTBOX_CHANNEL = 'outbox_events';

export const outboxJobId = (outboxId: string): string => `outbox-${outboxId}`;

export function toIndexJob(event: OutboxEvent): IndexJob {
  return {
    outboxId: event.id,
    type: event.type,
    ...(event.type === 'jobs.reindex' ? {} : { jobId: event.aggregateId }),
  };
}

export function bullmqOutboxPublisher(queue: Queue, jobOptions: JobsOptions = INDEX_JOB_OPTIONS): OutboxPublisher {
  return {
    async publish(events) {
      await queue.addBulk(
        events.map((event) => ({
          name: event.type,
          data: toIndexJob(event),
          opts: { ...jobOptions, jobId: outboxJobId(event.id) },
        })),
      );
    },
  };
}

export interface OutboxRelayOptions {
  pool: pg.Pool;
  publisher: OutboxPublisher;
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  /** A publish that has not answered by then counts as failed (Redis unreachable). */
  publishTimeoutMs?: number;
  maxBackoffMs?: number;
  /** Published rows older than this are deleted, once an hour. */
  retentionDays?: number;
  /** A new connection to listen on for rows as they commit; without it the relay only polls. */
  listen?: () => pg.Client;
}

export interface OutboxRelay {
  /** Publishes one batch of unpublished rows; returns how many. Throws when publishing failed. */
  publishBatch(): Promise<number>;
  /** Deletes published rows past retention; returns how many. */
  prune(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { pool, publisher, logger } = options;
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const publishTimeoutMs = options.publishTimeoutMs ?? 10_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const retentionDays = options.retentionDays ?? 7;

  async function publishBatch(): Promise<number> {
    const client = await pool.connect();
    // A checked-out client has no pool listener: a connection cut while the batch waits on the
    // queue (PostgreSQL restarting) would be an unhandled 'error' that ends the process. Kept
    // here, it fails the batch's next query instead, and the connection is dropped.
    let lost: Error | undefined;
    const onLost = (error: Error) => (lost = error);
    client.on('error', onLost);
    try {
      await client.query('BEGIN');
      // Locked rows belong to another relay (another search process): skip them. Ordered by
      // the column, not the text it is selected as ('10' sorts before '9').
      const { rows } = await client.query<{ id: string; type: OutboxType; aggregate_id: string }>(
        `SELECT id::text AS id, type, aggregate_id FROM outbox_events
          WHERE published_at IS NULL ORDER BY outbox_events.id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      if (rows.length === 0) {
        await client.query('COMMIT');
        return 0;
      }
      const ids = rows.map((r) => r.id);
      try {
        // A publish that times out may still land later; its queue job id makes that harmless.
        await withTimeout(
          publisher.publish(rows.map((r) => ({ id: r.id, type: r.type, aggregateId: r.aggregate_id }))),
          publishTimeoutMs,
        );
      } catch (error) {
        await client.query(
          `UPDATE outbox_events SET attempts = attempts + 1, last_error = left($2, 2000) WHERE id = ANY($1::bigint[])`,
          [ids, errorMessage(error)],
        );
        await client.query('COMMIT');
        throw error;
      }
      await client.query(
        `UPDATE outbox_events SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])`,
        [ids],
      );
      await client.query('COMMIT');
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', onLost);
      client.release(lost);
    }
  }

  async function prune(): Promise<number> {
    const { rowCount } = await pool.query(
      `DELETE FROM outbox_events WHERE published_at < now() - make_interval(days => $1)`,
      [retentionDays],
    );
    return rowCount ?? 0;
  }

  let running = false;
  let loop: Promise<void> | undefined;
  let listening: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let stopListening: (() => void) | undefined;
  let failures = 0;
  // Rows committed since the batch began: the relay publishes again before it sleeps.
  let announced = false;

  // While publishing fails the relay keeps its backoff, whatever is announced.
  const rowsAnnounced = () => {
    announced = true;
    if (failures === 0) wake?.();
  };

  async function run(): Promise<void> {
    let lastPrune = 0;
    while (running) {
      let delay = pollIntervalMs;
      announced = false;
      try {
        const published = await publishBatch();
        if (failures > 0) logger.info({ published }, 'outbox relay publishing again');
        failures = 0;
        // A full batch means more are waiting.
        if (published === batchSize || announced) delay = 0;
        if (Date.now() - lastPrune > 3600_000) {
          lastPrune = Date.now();
          const pruned = await prune();
          if (pruned > 0) logger.info({ pruned }, 'pruned published outbox rows');
        }
      } catch (error) {
        failures += 1;
        delay = Math.min(maxBackoffMs, pollIntervalMs * 2 ** failures);
        logger.warn(
          { err: error, failures, retryInMs: delay },
          'outbox relay could not publish; rows stay unpublished',
        );
      }
      if (running && delay > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
  }

  /** Listens on OUTBOX_CHANNEL over its own connection, connecting again (with backoff) when it is lost. */
  async function listen(connect: () => pg.Client): Promise<void> {
    let lost = 0;
    while (running) {
      const client = connect();
      const closed = new Promise<Error | undefined>((resolve) => {
        client.on('error', (error) => resolve(error));
        client.on('end', () => resolve(new Error('listening connection ended')));
        stopListening = () => resolve(undefined);
      });
      try {
        await client.connect();
        client.on('notification', rowsAnnounced);
        await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
        if (lost > 0) logger.info('outbox relay listening again');
        lost = 0;
        // Rows may have committed while nobody listened.
        rowsAnnounced();
        const error = await closed;
        if (error && running) throw error;
      } catch (error) {
        lost += 1;
        logger.warn({ err: error }, 'outbox relay cannot listen for new rows; it polls meanwhile');
      } finally {
        await client.end().catch(() => undefined);
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(maxBackoffMs, pollIntervalMs * 2 ** lost));
        stopListening = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    stopListening = undefined;
  }

  return {
    publishBatch,
    prune,
    start() {
      if (running) return;
      running = true;
      loop = run();
      if (options.listen) listening = listen(options.listen);
    },
    async stop() {
      running = false;
      wake?.();
      stopListening?.();
      await Promise.all([loop, listening]);
    },
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
