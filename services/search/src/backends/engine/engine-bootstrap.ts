// At start with an engine backend: make sure the alias exists (searches answer
// empty, not 404), and when it had to be created, queue a full rebuild through the
// outbox like any other index work. Retries until the engine answers.
import { writeOutbox, type Logger } from '@highpay/common';
import type pg from 'pg';
import type { EngineIndexer } from './engine-indexer.js';

export interface Bootstrap {
  /** Settles once the alias exists (or the bootstrap was stopped). */
  readonly done: Promise<'created' | 'exists' | 'stopped'>;
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
        if (state === 'created') {
          await writeOutbox(pool, 'jobs.reindex', '*');
          logger.info({ alias: indexer.alias }, 'search index created empty; a full rebuild is queued');
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
