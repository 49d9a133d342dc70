// The ingest worker: a BullMQ job scheduler per configured source (every `every`, at a
// stable offset of its own), schedulers of sources no longer configured removed, and a
// worker that runs each source as a job of its own. A run that fails is retried with
// backoff (a 429's Retry-After when the source sent one) and then kept in the failed set;
// it never holds up another source. A board that answered 404 to its last runs is paused:
// its scheduled runs are skipped until a run by hand finds it again.
import { Queue, UnrecoverableError, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { QUEUES, ZIngestJob, logQueueErrors, onJobDone, type Logger, type Metrics } from '@highpay/common';
import { firstRunJobId, scheduleOffset, schedulerId, sourceOfScheduler } from './ingest-queue.js';
import { SKIPPED_ITEMS_KEPT, type IngestTrigger } from './ingest-run.store.js';
import { IngestRunError, type RunSummary } from './ingest-run.service.js';
import { FeedError, retryAfterMs } from '../connectors/feed.client.js';
import type { ConfiguredSource } from '../sources/sources-file.js';

export interface IngestWorkerDeps {
  /** A connection with maxRetriesPerRequest: null (createRedis(url, { forWorker: true })). */
  connection: ConnectionOptions;
  prefix: string;
  sources: readonly ConfiguredSource[];
  /** Runs one source (runSource with its adapters). */
  run: (source: ConfiguredSource, trigger: IngestTrigger) => Promise<RunSummary>;
  /** Whether the source is paused (its board answered 404 run after run): its run is skipped. */
  paused?: (source: string) => Promise<boolean>;
  logger: Logger;
  metrics?: Metrics;
  concurrency: number;
  attempts: number;
  backoffMs: number;
}

export interface IngestWorker {
  queue: Queue;
  worker: Worker;
  /** When the source's scheduler starts its next run, when known. */
  nextRunAt(source: string): Promise<Date | null>;
  close(): Promise<void>;
}

export async function startIngestWorker(deps: IngestWorkerDeps): Promise<IngestWorker> {
  const queue = new Queue(QUEUES.ingest, {
    connection: deps.connection,
    prefix: deps.prefix,
    defaultJobOptions: {
      attempts: deps.attempts,
      backoff: { type: SOURCE_BACKOFF, delay: deps.backoffMs },
      removeOnComplete: { count: 500 },
      removeOnFail: { age: 30 * 24 * 3600, count: 1000 },
    },
  });
  logQueueErrors(queue, deps.logger, 'ingest queue');
  const { scheduled, removed } = await syncSchedules(queue, deps.sources);
  // A count at info keeps `make start` readable with hundreds of sources; the names go to debug.
  deps.logger.info({ scheduled: scheduled.length, removed }, 'ingest schedules in step with the sources file');
  deps.logger.debug({ scheduled }, 'ingest schedules by source');

  const byName = new Map(deps.sources.map((source) => [source.name, source]));
  const worker = new Worker(
    QUEUES.ingest,
    async (job: Job): Promise<RunSummary | { source: string; paused: true }> => {
      const data = ZIngestJob.safeParse(job.data);
      if (!data.success) throw new UnrecoverableError('invalid ingest payload');
      const source = byName.get(data.data.source);
      // Asked for before the source left the sources file: nothing to run.
      if (!source) throw new UnrecoverableError(`source ${data.data.source} is not configured`);
      if (await deps.paused?.(source.name)) {
        deps.logger.info({ source: source.name }, 'ingest run skipped: the source is paused (its board answers 404)');
        return { source: source.name, paused: true };
      }
      const summary = await deps.run(source, 'schedule').catch((error: unknown) => {
        // A board that is gone or refuses us will answer the same to a retry: the next period asks again.
        if (!retryable(error)) throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
        throw error;
      });
      // The job's return value stays in Redis: the run's row holds the rest.
      return {
        ...summary,
        skippedItems: summary.skippedItems.slice(0, SKIPPED_ITEMS_KEPT),
        repairedItems: summary.repairedItems.slice(0, SKIPPED_ITEMS_KEPT),
      };
    },
    // A big board's run takes a while; its lock is renewed meanwhile.
    {
      connection: deps.connection,
      prefix: deps.prefix,
      concurrency: deps.concurrency,
      lockDuration: 120_000,
      settings: { backoffStrategy: (attemptsMade, _type, error) => retryDelay(attemptsMade, error, deps.backoffMs) },
    },
  );
  // A run that failed has logged why (runSource): its retry is a detail, not a second warning.
  worker.on('failed', (job, error) =>
    deps.logger[error instanceof IngestRunError ? 'debug' : 'warn'](
      { jobId: job?.id, source: (job?.data as { source?: unknown } | undefined)?.source, reason: error.message },
      job && job.attemptsMade < (job.opts.attempts ?? 1)
        ? 'ingest run failed; retrying with backoff'
        : 'ingest run failed',
    ),
  );
  logQueueErrors(worker, deps.logger, 'ingest worker');
  if (deps.metrics) onJobDone(worker, deps.metrics.observeJob);
  return {
    queue,
    worker,
    async nextRunAt(source) {
      const next = (await queue.getJobScheduler(schedulerId(source)))?.next;
      return next ? new Date(next) : null;
    },
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}

const SOURCE_BACKOFF = 'source';

/**
 * How long before a failed run is tried again: what a 429's Retry-After asks, else
 * exponential from `baseMs` (attempt 1 waits baseMs, then 2×, 4×…).
 */
export function retryDelay(attemptsMade: number, error: Error | undefined, baseMs: number, now = Date.now()): number {
  const cause = error instanceof IngestRunError ? error.cause : error;
  if (cause instanceof FeedError && cause.httpStatus === 429) {
    const asked = retryAfterMs(cause.retryAfter, now);
    if (asked !== null) return Math.max(asked, 1000);
  }
  return baseMs * 2 ** Math.max(0, attemptsMade - 1);
}

/** Not worth a retry within the period: a board that answers 4xx (gone, forbidden), but for 408 and 429. */
export function retryable(error: unknown): boolean {
  const cause = error instanceof IngestRunError ? error.cause : error;
  if (!(cause instanceof FeedError) || cause.failure !== 'http' || cause.httpStatus === undefined) return true;
  return cause.httpStatus === 408 || cause.httpStatus === 429 || cause.httpStatus >= 500;
}

/**
 * One job scheduler per source, at its interval and offset; schedulers of sources that left
 * the file are removed. Every worker process does the same, so however many run, each
 * source runs once an interval.
 */
export async function syncSchedules(
  queue: Queue,
  sources: readonly ConfiguredSource[],
): Promise<{ scheduled: string[]; removed: string[] }> {
  for (const source of sources) {
    await queue.upsertJobScheduler(
      schedulerId(source.name),
      { every: source.everyMs, offset: scheduleOffset(source.name, source.everyMs) },
      { name: 'ingest', data: { source: source.name } },
    );
  }
  const configured = new Set(sources.map((s) => s.name));
  const removed: string[] = [];
  for (const scheduler of await queue.getJobSchedulers(0, -1)) {
    const id = scheduler.id ?? scheduler.key;
    const source = sourceOfScheduler(id);
    if (source !== null && !configured.has(source)) {
      await queue.removeJobScheduler(id);
      removed.push(source);
    }
  }
  return { scheduled: sources.map((s) => s.name), removed };
}

/** First runs of a new deployment's sources are spread over this (or a shorter interval). */
export const FIRST_RUNS_SPREAD_MS = 30 * 60_000;

/**
 * A run soon of each source that never ran: a new deployment should not wait hours for its
 * jobs, nor ask hundreds of boards at one moment (each at a stable offset in the first half hour).
 */
export async function runNeverRun(
  queue: Queue,
  sources: readonly ConfiguredSource[],
  hasRun: ReadonlySet<string>,
  spreadMs = FIRST_RUNS_SPREAD_MS,
): Promise<string[]> {
  const fresh = sources.filter((source) => !hasRun.has(source.name));
  for (const source of fresh) {
    const delay = spreadMs > 0 ? scheduleOffset(source.name, Math.min(source.everyMs, spreadMs)) : 0;
    await queue.add('ingest', { source: source.name }, { jobId: firstRunJobId(source.name), delay });
  }
  return fresh.map((s) => s.name);
}
