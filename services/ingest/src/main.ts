// Ingest worker process: reads its config and the sources file, keeps one BullMQ job
// scheduler per source, runs each source as a job of its own, and answers its operator
// on an internal port (GET /sources, /metrics, /readyz). SIGTERM lets running runs finish.
import {
  databaseReady,
  createIngestionMetrics,
  createRedis,
  redisReady,
  serve,
  startService,
  trackQueueDepths,
} from '@highpay/common';
import pg from 'pg';
import { createIngestApp } from './app.js';
import { ingestEnvSchema } from './config.js';
import { createFeedClient } from './connectors/feed.client.js';
import { createPgIngestRunStore, PAUSE_AFTER_NOT_FOUND, pausedBy } from './runs/ingest-run.store.js';
import { runSource } from './runs/ingest-run.service.js';
import { pgJobCounts } from './runs/source-status.service.js';
import { runNeverRun, startIngestWorker } from './runs/ingest.worker.js';
import { startRatesRefresh } from './rates/rates-refresh.js';
import { loadSourcesOrExit } from './sources/sources-exit.js';

const { config, logger, metrics } = startService('ingest', ingestEnvSchema);
const sources = await loadSourcesOrExit('ingest', config.INGEST_SOURCES_FILE);
const ingestion = createIngestionMetrics(metrics);
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: config.INGEST_CONCURRENCY + 2 });
// An idle connection dropped by the server (a restart) is replaced on next use, not fatal.
pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
const runs = createPgIngestRunStore(pool);
const client = createFeedClient({ timeoutMs: config.INGEST_FEED_TIMEOUT_MS });

// The day's exchange rates before the first runs; the dated file's when the fetch fails.
const rates = startRatesRefresh({
  url: config.EXCHANGE_RATES_URL,
  everyMs: config.EXCHANGE_RATES_EVERY_HOURS * 3_600_000,
  timeoutMs: 10_000,
  logger,
});
await rates.current;

const redis = createRedis(config.REDIS_URL, { logger });
const workerRedis = createRedis(config.REDIS_URL, { forWorker: true, logger, name: 'ingest worker redis' });

const ingest = await startIngestWorker({
  connection: workerRedis,
  prefix: config.QUEUE_PREFIX,
  sources,
  run: (source, trigger) => runSource(source, trigger, { pool, runs, client, logger, metrics: ingestion }),
  // Its newest runs, a few more than the streak, since a run by file does not count.
  paused: async (source) => pausedBy(await runs.history(source, PAUSE_AFTER_NOT_FOUND * 2)),
  logger,
  metrics,
  concurrency: config.INGEST_CONCURRENCY,
  attempts: config.INGEST_ATTEMPTS,
  backoffMs: config.INGEST_BACKOFF_MS,
});
trackQueueDepths(metrics, [ingest.queue]);
const first = await runNeverRun(ingest.queue, sources, new Set((await runs.latest()).map((run) => run.source)));
if (first.length > 0) {
  logger.info({ sources: first.length }, 'first runs of sources that never ran asked for now');
  logger.debug({ sources: first }, 'sources asked for a first run');
}

const app = createIngestApp({
  logger,
  metrics,
  checks: {
    database: databaseReady(pool),
    redis: redisReady(redis),
    worker: () => (ingest.worker.isRunning() ? Promise.resolve() : Promise.reject(new Error('worker is not running'))),
  },
  status: { sources, runs, jobCounts: pgJobCounts(pool), nextRunAt: (name) => ingest.nextRunAt(name) },
});
await serve({
  logger,
  listeners: [{ app, port: config.INGEST_PORT, host: config.INTERNAL_HOST }],
  started: {
    details: {
      port: config.INGEST_PORT,
      host: config.INTERNAL_HOST,
      sources: sources.length,
      file: config.INGEST_SOURCES_FILE,
    },
    message: 'ingest worker started',
  },
  closers: [
    () => Promise.resolve(rates.stop()),
    () => ingest.close(),
    () => Promise.resolve([redis, workerRedis].forEach((connection) => connection.disconnect())),
    () => pool.end(),
  ],
});
