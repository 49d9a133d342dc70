// The search service's answers as the gateway sends them (JSON, as UTF-8 bytes: measured and
// encoded once, not for every caller of a 50 kB page), kept in memory so a
// search many people run (a category, "remote engineer", a job's page) crosses no second
// hop. Dropped as soon as jobs change (the '<prefix>:jobs:changed' channel, as RecentJobsCache) and
// after a minute in any case. Concurrent misses for one search share one call.
import { LRUCache } from 'lru-cache';

export const SEARCH_ANSWERS_TTL_MS = 60_000;

export interface SearchAnswersCache {
  /** The cached answer for `key`, or `load()`'s (one load per key at a time). */
  get(key: string, load: () => Promise<string>): Promise<Buffer>;
  /** Jobs changed: forget every answer, and do not keep the ones being loaded. */
  invalidate(): void;
}

export function createSearchAnswersCache(options: { maxBytes?: number; ttlMs?: number } = {}): SearchAnswersCache {
  const answers = new LRUCache<string, Buffer>({
    maxSize: options.maxBytes ?? 64 * 2 ** 20,
    sizeCalculation: (value, key) => value.length + key.length,
    ttl: options.ttlMs ?? SEARCH_ANSWERS_TTL_MS,
  });
  const loading = new Map<string, Promise<Buffer>>();
  // Bumped by invalidate(): a load that started before a change is answered but not kept.
  let generation = 0;

  return {
    get(key, load) {
      const hit = answers.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const promise = load()
        .then((text) => {
          const answer = Buffer.from(text);
          if (startedIn === generation) answers.set(key, answer);
          return answer;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    invalidate() {
      generation += 1;
      answers.clear();
      loading.clear();
    },
  };
}
