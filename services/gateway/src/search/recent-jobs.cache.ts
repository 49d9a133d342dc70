// The recent jobs behind GET /api/jobs-with-tags, kept in memory for 15
// minutes (docs/product.md: Constants) and dropped as soon as jobs change (invalidate(), called when the
// search side publishes on the '<prefix>:jobs:changed' channel; see common's jobs/job-changes.subscriber.ts).
import type { Job } from '@highpay/contracts';

/** Spec §9: the jobs-with-tags cache lasts 15 minutes. */
export const RECENT_JOBS_TTL_MS = 900_000;

export interface RecentJobsCache {
  /** The cached list while fresh; otherwise loads it (one load at a time, however many callers wait). */
  get(requestId: string): Promise<Job[]>;
  /** Jobs changed: the next get() loads again. */
  invalidate(): void;
}

export interface RecentJobsCacheOptions {
  load: (requestId: string) => Promise<Job[]>;
  ttlMs?: number;
  now?: () => number;
  /** Told when a reload failed and the previous list was served instead. */
  onStaleServed?: (error: unknown) => void;
}

export function createRecentJobsCache(options: RecentJobsCacheOptions): RecentJobsCache {
  const { load, ttlMs = RECENT_JOBS_TTL_MS, now = Date.now } = options;
  let value: Job[] | undefined;
  let valueGeneration = -1;
  let expiresAt = 0;
  let inFlight: { promise: Promise<Job[]>; generation: number } | undefined;
  // Bumped by invalidate(): a load that started before a change must not count as fresh.
  let generation = 0;

  function refresh(requestId: string): Promise<Job[]> {
    const startedIn = generation;
    const loading = load(requestId)
      .then(
        (jobs) => {
          // A load older than the list already held never replaces it.
          if (startedIn >= valueGeneration) {
            value = jobs;
            valueGeneration = startedIn;
            expiresAt = startedIn === generation ? now() + ttlMs : 0;
          }
          return jobs;
        },
        (error: unknown) => {
          // Search is down: a slightly old list beats an error page.
          if (value === undefined) throw error;
          options.onStaleServed?.(error);
          return value;
        },
      )
      .finally(() => {
        if (inFlight?.promise === loading) inFlight = undefined;
      });
    inFlight = { promise: loading, generation: startedIn };
    return loading;
  }

  return {
    get(requestId) {
      if (value !== undefined && now() < expiresAt) return Promise.resolve(value);
      // Callers share a load, unless it started before the latest change.
      if (inFlight && inFlight.generation === generation) return inFlight.promise;
      return refresh(requestId);
    },
    invalidate() {
      generation += 1;
      expiresAt = 0;
    },
  };
}
