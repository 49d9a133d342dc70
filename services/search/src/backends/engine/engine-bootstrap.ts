// At start with an engine backend: make sure the alias exists (searches answer
// empty, not 404), and when it had to be created, or its index was built with another
// mapping than this code's, queue a full rebuild through the outbox like any other index
// work. The old index serves until the new one is swapped in; a change it refuses meanwhile
// is retried, and the rebuild re-applies recent changes. The indices of rebuilds killed
// mid-way are deleted. Retries until the engine answers.
import { writeOutbox, type Logger } from '@highpay/common';
import type pg from 'pg';
import type { EngineIndexer } from './engine-indexer.js';

export interface Bootstrap {
  /** Settles once the alias exists (or the bootstrap was stopped). */
  readonly done: Promise<'created' | 'exists' | 'outdated' | 'stopped'>;
  stop(): void;
}

export function bootstrapEngineIndex(deps: {
  indexer: EngineIndexer;
  pool: pg.Pool;
  logger: Logger;
  retryMs?: number;
}): Bootstrap {
  const { indexer, pool, logger } = deps;
  let stopped = false;
  let wake: (() => void) | undefined;
  const done = (async () => {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        const state = await indexer.ensureIndex();
        // A rebuild killed before it could clean up (a crash) left its index: nobody will use it.
        await indexer.deleteOrphans();
        if (state === 'created') {
          await writeOutbox(pool, 'jobs.reindex', '*');
          logger.info({ alias: indexer.alias }, 'search index created empty; a full rebuild is queued');
        } else if (state === 'outdated') {
          await writeOutbox(pool, 'jobs.reindex', '*');
          logger.info({ alias: indexer.alias }, 'search index mapping changed; a full rebuild is queued');
        }
        return state;
      } catch (error) {
        const retryInMs = Math.min(60_000, (deps.retryMs ?? 2000) * attempt);
        logger.warn({ err: error, retryInMs }, 'search engine not ready; will check the index alias again');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryInMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
    return 'stopped' as const;
  })();
  return {
    done,
    stop() {
      stopped = true;
      wake?.();
    },
  };
}
