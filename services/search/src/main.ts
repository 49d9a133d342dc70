// Search service process: reads config, picks the backend, serves /search, and keeps the
// search index in step with the jobs table (outbox relay → BullMQ `index` → consumer).
import {
  createPrisma,
  createQueue,
  createRedis,
  databaseReady,
  jobsChangedChannel,
  jobsVersionKey,
  onJobDone,
  QUEUES,
  serve,
  startService,
  writeOutbox,
} from '@highpay/common';
import pg from 'pg';
import { createSearchApp } from './app.js';
import { searchEnvSchema } from './config.js';
import { bootstrapEngineIndex } from './backends/engine/engine-bootstrap.js';
import { createEngineClient, INDEX_CLIENT_OPTIONS } from '@highpay/common/search/engine-clients';
import { createEngineIndexer, type EngineIndexer } from './backends/engine/engine-indexer.js';
import { createEngineSearchBackend } from './backends/engine/engine-search.backend.js';
import {
  createIndexProcessor,
  engineIndexTarget,
  POSTGRES_INDEX_TARGET,
  startIndexWorker,
} from './indexing/index.processor.js';
import { createJobChangePublisher } from './indexing/job-changes.publisher.js';
import { readOutboxLag } from './indexing/outbox-lag.js';
import { bullmqOutboxPublisher, createOutboxRelay } from './indexing/outbox-relay.js';
import { createPostgresSearchBackend } from './backends/postgres/postgres-search.backend.js';
import type { SearchBackend } from './backends/search.backend.js';
import type { EngineClient } from '@highpay/common/search/engine.client';

const { config, logger, metrics } = startService('search', searchEnvSchema);
const prisma = createPrisma(config.DATABASE_URL, { max: 2 });
// The relay, the index consumer and the engine backend's PostgreSQL reads.
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 6 });
// An idle connection dropped by the server (a restart) is replaced on next use, not fatal.
pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));

let indexer: EngineIndexer | undefined;
let indexClient: EngineClient | undefined;

function createBackend(): SearchBackend {
  switch (config.SEARCH_BACKEND) {
    case 'postgres':
      return createPostgresSearchBackend(config.DATABASE_URL, {
        countUpTo: config.SEARCH_COUNT_UP_TO,
        onIdleError: (error) => logger.warn({ err: error }, 'search: idle database connection lost'),
      });
    case 'elasticsearch':
    case 'opensearch': {
      // The config schema requires the engine's URL with these backends.
      const url = config.SEARCH_BACKEND === 'opensearch' ? config.OPENSEARCH_URL! : config.ELASTICSEARCH_URL!;
      const client = createEngineClient(config.SEARCH_BACKEND, url);
      // Index writes get npm run reindex's patience: one bulk that a busy node answers after
      // 30 s must not throw away a rebuild of a million jobs (writes are versioned: a retry is safe).
      indexClient = createEngineClient(config.SEARCH_BACKEND, url, INDEX_CLIENT_OPTIONS);
      indexer = createEngineIndexer({ client: indexClient, pool, alias: config.SEARCH_INDEX, logger });
      return createEngineSearchBackend({
        client,
        index: config.SEARCH_INDEX,
        pool,
        countUpTo: config.SEARCH_COUNT_UP_TO,
      });
    }
    default: {
      const unreachable: never = config.SEARCH_BACKEND;
      throw new Error(`unknown SEARCH_BACKEND ${String(unreachable)}`);
    }
  }
}

const backend = createBackend();

// ioredis reconnects by itself; each connection says once when Redis is lost and when it is back.
const queueRedis = createRedis(config.REDIS_URL, { logger, name: 'index queue redis' });
const workerRedis = createRedis(config.REDIS_URL, { forWorker: true, logger, name: 'index worker redis' });
const notifyRedis = createRedis(config.REDIS_URL, { logger, name: 'jobs:changed publisher redis' });
const queue = createQueue(QUEUES.index, queueRedis, config.QUEUE_PREFIX, logger);
const relay = createOutboxRelay({
  pool,
  publisher: bullmqOutboxPublisher(queue),
  logger,
  listen: () => new pg.Client({ connectionString: config.DATABASE_URL }),
});
// Aborted first at shutdown: a rebuild under way stops and deletes its half-built index.
const shutdown = new AbortController();
const worker = startIndexWorker({
  connection: workerRedis,
  prefix: config.QUEUE_PREFIX,
  process: createIndexProcessor({
    target: indexer
      ? engineIndexTarget(indexer, () => writeOutbox(pool, 'jobs.reindex', '*'), shutdown.signal)
      : POSTGRES_INDEX_TARGET,
    notifier: createJobChangePublisher(notifyRedis, {
      versionKey: jobsVersionKey(config.QUEUE_PREFIX),
      channel: jobsChangedChannel(config.QUEUE_PREFIX),
    }),
  }),
  logger,
});
onJobDone(worker, metrics.observeJob);
relay.start();
const bootstrap = indexer ? bootstrapEngineIndex({ indexer, pool, logger }) : undefined;

const app = createSearchApp({
  logger,
  backend,
  checks: { database: databaseReady(prisma) },
  metrics,
  indexQueue: queue,
  outboxLag: () => readOutboxLag(pool),
});
/** A close that needs Redis must not hold the shutdown while Redis is down. */
const within = (ms: number, close: () => Promise<unknown>) => () =>
  Promise.race([close(), new Promise((resolve) => setTimeout(resolve, ms).unref())]);

await serve({
  logger,
  listeners: [{ app, port: config.SEARCH_PORT, host: config.INTERNAL_HOST }],
  started: {
    details: { port: config.SEARCH_PORT, host: config.INTERNAL_HOST, backend: backend.name },
    message: 'search service listening',
  },
  closers: [
    () => Promise.resolve(shutdown.abort()),
    () => Promise.resolve(bootstrap?.stop()),
    () => relay.stop(),
    within(5000, () => worker.close()),
    within(2000, () => queue.close()),
    () => backend.close(),
    () => indexClient?.close() ?? Promise.resolve(),
    () => Promise.resolve([queueRedis, workerRedis, notifyRedis].forEach((redis) => redis.disconnect())),
    () => pool.end(),
    () => prisma.$disconnect(),
  ],
});
