// The consumer of the BullMQ `index` queue: applies one outbox event to the search index
// (a job's document made to match its row, or a full rebuild), then, once the change is
// searchable, announces it (announced earlier, a cache would reload the old answer). Every step converges on the database's current state, so running an event
// twice, or events out of order, leaves the same index.
import { QUEUES, ZIndexJob, logQueueErrors, type IndexJob, type Logger, type Redis } from '@highpay/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { ZodError } from 'zod';
import { EngineIndexMissingError } from '@highpay/common/search/engine.client';
import type { EngineIndexer } from '../backends/engine/engine-indexer.js';
import type { JobChangeNotifier } from './job-changes.publisher.js';
import { INDEX_BACKOFF_CAP_MS, INDEX_BACKOFF_TYPE } from './outbox-relay.js';
import { createRefreshBarrier } from './refresh-barrier.js';

/** Where index work lands: the engine, or nowhere (PostgreSQL searches its own tables). */
export interface SearchIndexTarget {
  readonly name: string;
  /** Resolves once the change is searchable. */
  applyJobChange(jobId: string): Promise<string>;
  /**
   * Resolves once the rebuilt index (and what changed meanwhile) is searchable; `requestedAt`
   * (ms): a rebuild since then answers this one.
   */
  rebuild(requestedAt?: number): Promise<string>;
}

export const POSTGRES_INDEX_TARGET: SearchIndexTarget = {
  name: 'postgres',
  // The jobs table is the index: nothing to copy, and a change is searchable once committed,
  // which it is before the relay reads its outbox row.
  applyJobChange: () => Promise.resolve('in-database'),
  rebuild: () => Promise.resolve('in-database'),
};

/**
 * `onIndexCreated` runs when a write found no index behind the alias (the cluster lost its
 * data, say) and an empty one had to be made: queue a full rebuild there.
 */
export function engineIndexTarget(
  indexer: EngineIndexer,
  onIndexCreated?: () => Promise<void>,
  /** Aborted at shutdown: a rebuild under way stops and deletes its index. */
  signal?: AbortSignal,
): SearchIndexTarget {
  const searchable = createRefreshBarrier(() => indexer.refresh());
  return {
    name: 'engine',
    applyJobChange: async (jobId) => {
      try {
        const outcome = await indexer.syncJob(jobId);
        await searchable();
        return outcome;
      } catch (error) {
        if (error instanceof EngineIndexMissingError && (await indexer.ensureIndex()) === 'created')
          await onIndexCreated?.();
        // Retried with backoff; by then the alias exists again.
        throw error;
      }
    },
    rebuild: async (requestedAt) => {
      const result = await indexer.reindexAll({ requestedAt, signal });
      if (result.skipped) return `skipped: ${result.index} was rebuilt since`;
      // The jobs caught up after the swap were written to the new index without a refresh.
      await searchable();
      return `rebuilt ${result.index} with ${result.indexed} jobs in ${result.ms} ms`;
    },
  };
}

export interface IndexJobResult extends IndexJob {
  outcome: string;
  version: number;
}

/** What the queue knows of an event: when it was queued (after its outbox row was written). */
export interface IndexJobMeta {
  queuedAt?: number;
}

export function createIndexProcessor(deps: { target: SearchIndexTarget; notifier: JobChangeNotifier }) {
  return async (data: unknown, meta: IndexJobMeta = {}): Promise<IndexJobResult> => {
    const event = ZIndexJob.parse(data);
    let outcome: string;
    switch (event.type) {
      case 'job.upserted':
      case 'job.deleted':
        // Both mean "make the document match the row now": order and repeats do not matter.
        outcome = await deps.target.applyJobChange(event.jobId ?? '');
        break;
      case 'jobs.reindex':
        // Queued after the request was written: a rebuild started since then read every row it asked for.
        outcome = await deps.target.rebuild(meta.queuedAt);
        break;
      default: {
        const unreachable: never = event.type;
        throw new Error(`unknown index event ${String(unreachable)}`);
      }
    }
    const version = await deps.notifier.changed(event);
    return { ...event, outcome, version };
  };
}

/** min(delay × 2^(attempt−1), 5 minutes): quick retries for a blip, steady ones for an outage. */
export function indexBackoff(attemptsMade: number, baseDelayMs: number): number {
  return Math.min(INDEX_BACKOFF_CAP_MS, Math.round(baseDelayMs * 2 ** Math.max(0, attemptsMade - 1)));
}

export function startIndexWorker(deps: {
  connection: Redis;
  prefix: string;
  process: (data: unknown, meta: IndexJobMeta) => Promise<IndexJobResult>;
  logger: Logger;
  concurrency?: number;
}): Worker<unknown, IndexJobResult> {
  const { logger } = deps;
  const worker = new Worker<unknown, IndexJobResult>(
    QUEUES.index,
    async (job: Job<unknown, IndexJobResult>) => {
      try {
        return await deps.process(job.data, { queuedAt: job.timestamp });
      } catch (error) {
        // A malformed payload will never succeed: straight to the failed set.
        if (error instanceof ZodError) throw new UnrecoverableError(`invalid index job: ${error.message}`);
        throw error;
      }
    },
    {
      connection: deps.connection,
      prefix: deps.prefix,
      concurrency: deps.concurrency ?? 4,
      settings: {
        backoffStrategy: (attemptsMade, type, _error, job) => {
          if (type !== INDEX_BACKOFF_TYPE) throw new Error(`unknown backoff ${String(type)}`);
          const delay = (job?.opts.backoff as { delay?: number } | undefined)?.delay ?? 1000;
          return indexBackoff(attemptsMade, delay);
        },
      },
    },
  );
  worker.on('completed', (job, result) => logger.debug({ jobId: job.id, ...result }, 'index event applied'));
  worker.on('failed', (job, error) => {
    const final = job ? job.attemptsMade >= (job.opts.attempts ?? 1) : true;
    logger[final ? 'error' : 'warn'](
      { jobId: job?.id, attemptsMade: job?.attemptsMade, err: error },
      final ? 'index event failed for good' : 'index event failed; will retry',
    );
  });
  logQueueErrors(worker, logger, 'index worker');
  return worker;
}
