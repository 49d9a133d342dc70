// The Index flow as the search service runs it, over the real PostgreSQL and Redis: outbox
// relay → BullMQ `index` queue → index worker → a search index target, then 'jobs:changed'.
import {
  createQueue,
  createRedis,
  jobsChangedChannel,
  jobsVersionKey,
  QUEUES,
  type OutboxType,
  type Redis,
} from '@highpay/common';
import type { JobsOptions, Queue, Worker } from 'bullmq';
import type pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { createIndexProcessor, startIndexWorker, type SearchIndexTarget } from '../../src/indexing/index.processor.js';
import { createJobChangePublisher, type JobChangedMessage } from '../../src/indexing/job-changes.publisher.js';
import {
  bullmqOutboxPublisher,
  createOutboxRelay,
  INDEX_BACKOFF_TYPE,
  INDEX_JOB_OPTIONS,
  type OutboxPublisher,
  type OutboxRelay,
  type OutboxRelayOptions,
} from '../../src/indexing/outbox-relay.js';
import { testQueuePrefix } from '../../../../test/support/database.js';

/** Production's retry policy with short delays: 100, 200, 400, 800, 1600 ms. */
export const FAST_RETRIES: JobsOptions = {
  ...INDEX_JOB_OPTIONS,
  attempts: 6,
  backoff: { type: INDEX_BACKOFF_TYPE, delay: 100 },
};

/** A relay that polls often and gives up on a silent Redis quickly, so tests of outages run fast. */
export const FAST_RELAY: RelayTiming = { pollIntervalMs: 20, maxBackoffMs: 100, publishTimeoutMs: 300 };

export type RelayTiming = Pick<OutboxRelayOptions, 'pollIntervalMs' | 'maxBackoffMs' | 'publishTimeoutMs'>;

export interface PipelineOptions {
  /** The relay's timing: FAST_RELAY unless given; `{}` is production's. */
  relay?: RelayTiming;
  /** Options of the queue jobs the relay adds: FAST_RETRIES unless given. */
  jobOptions?: JobsOptions;
  /** The Redis for the queue, worker and messages: the test run's shared one unless given. */
  redisUrl?: string;
}

/** A running pipeline: relay, queue, worker, for one search index target. */
export interface Pipeline {
  prefix: string;
  queue: Queue;
  relay: OutboxRelay;
  worker: Worker;
  /** Where the relay publishes; tests point it at a Redis that is down, and back with `publishToQueue`. */
  publishVia: OutboxPublisher;
  /** Publishes to this pipeline's queue with these job options (the pipeline's own by default). */
  publishToQueue(jobOptions?: JobsOptions): OutboxPublisher;
  /** Every 'jobs:changed' message so far, in order. */
  messages: JobChangedMessage[];
  /** Runs `listener` on each message as it arrives; returns the unsubscribe. */
  onMessage(listener: (message: JobChangedMessage) => void): () => void;
  /** The newest outbox row written for the job with this type. */
  outboxIdOf(jobId: number, type?: OutboxType): Promise<string>;
  close(): Promise<void>;
}

export async function startPipeline(
  pool: pg.Pool,
  target: SearchIndexTarget,
  label: string,
  options: PipelineOptions = {},
): Promise<Pipeline> {
  const logger = pino({ level: 'silent' });
  const redisUrl = options.redisUrl ?? inject('redisUrl');
  const prefix = testQueuePrefix(label);
  const jobOptions = options.jobOptions ?? FAST_RETRIES;
  const connections: Redis[] = [];
  const redis = (forWorker = false) => {
    const r = createRedis(redisUrl, { forWorker });
    r.on('error', () => undefined); // a test may stop this Redis
    connections.push(r);
    return r;
  };
  const queue = createQueue(QUEUES.index, redis(), prefix);
  const messages: JobChangedMessage[] = [];
  const listeners = new Set<(message: JobChangedMessage) => void>();
  const subscriber = redis();
  await subscriber.subscribe(jobsChangedChannel(prefix));
  subscriber.on('message', (_channel: string, text: string) => {
    const message = JSON.parse(text) as JobChangedMessage;
    messages.push(message);
    for (const listener of listeners) listener(message);
  });
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
  const publishToQueue = (opts: JobsOptions = jobOptions) => bullmqOutboxPublisher(queue, opts);
  const pipeline: Pipeline = {
    prefix,
    queue,
    worker,
    messages,
    publishVia: publishToQueue(),
    publishToQueue,
    relay: createOutboxRelay({
      pool,
      // Through the pipeline object, so that a test can swap where it goes.
      publisher: { publish: (events) => pipeline.publishVia.publish(events) },
      logger,
      ...(options.relay ?? FAST_RELAY),
    }),
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
  pipeline.relay.start();
  return pipeline;
}
