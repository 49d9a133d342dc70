// The recent jobs behind GET /api/jobs-with-tags (one list a value of ?openTo=, the unfiltered
// one also behind /sitemap.xml), kept in memory for 15 minutes (spec §9) and dropped as soon
// as jobs change (invalidate(), called when the search side publishes on the
// '<prefix>:jobs:changed' channel; see common's jobs/job-changes.subscriber.ts).
import type { Job } from '@highpay/contracts';

/** Spec §9: the jobs-with-tags cache lasts 15 minutes. */
export const RECENT_JOBS_TTL_MS = 900_000;

export interface RecentJobsCache {
  /**
   * The cached list (with `openTo`, of remote jobs open to that country) while fresh;
   * otherwise loads it (one load a list at a time, however many callers wait).
   */
  get(requestId: string, openTo?: string): Promise<Job[]>;
  /** Jobs changed: the next get() of every list loads again. */
  invalidate(): void;
}

export interface RecentJobsCacheOptions {
  load: (requestId: string, openTo: string | undefined) => Promise<Job[]>;
  ttlMs?: number;
  now?: () => number;
  /** Told when a reload failed and the previous list was served instead. */
  onStaleServed?: (error: unknown) => void;
}

/** One list: what it holds, since which change, until when, and the load under way. */
interface Slot {
  value: Job[] | undefined;
  valueGeneration: number;
  expiresAt: number;
  inFlight: { promise: Promise<Job[]>; generation: number } | undefined;
}

export function createRecentJobsCache(options: RecentJobsCacheOptions): RecentJobsCache {
  const { load, ttlMs = RECENT_JOBS_TTL_MS, now = Date.now } = options;
  // Keyed by openTo ('' for none). Bounded: the route only passes the contract's country codes.
  const slots = new Map<string, Slot>();
  // Bumped by invalidate(): a load that started before a change must not count as fresh.
  let generation = 0;

  function slotOf(openTo: string | undefined): Slot {
    const key = openTo ?? '';
    let slot = slots.get(key);
    if (!slot) {
      slot = { value: undefined, valueGeneration: -1, expiresAt: 0, inFlight: undefined };
      slots.set(key, slot);
    }
    return slot;
  }

  function refresh(slot: Slot, requestId: string, openTo: string | undefined): Promise<Job[]> {
    const startedIn = generation;
    const loading = load(requestId, openTo)
      .then(
        (jobs) => {
          // A load older than the list already held never replaces it.
          if (startedIn >= slot.valueGeneration) {
            slot.value = jobs;
            slot.valueGeneration = startedIn;
            slot.expiresAt = startedIn === generation ? now() + ttlMs : 0;
          }
          return jobs;
        },
        (error: unknown) => {
          // Search is down: a slightly old list beats an error page.
          if (slot.value === undefined) throw error;
          options.onStaleServed?.(error);
          return slot.value;
        },
      )
      .finally(() => {
        if (slot.inFlight?.promise === loading) slot.inFlight = undefined;
      });
    slot.inFlight = { promise: loading, generation: startedIn };
    return loading;
  }

  return {
    get(requestId, openTo) {
      const slot = slotOf(openTo);
      if (slot.value !== undefined && now() < slot.expiresAt) return Promise.resolve(slot.value);
      // Callers share a load, unless it started before the latest change.
      if (slot.inFlight && slot.inFlight.generation === generation) return slot.inFlight.promise;
      return refresh(slot, requestId, openTo);
    },
    invalidate() {
      generation += 1;
      for (const slot of slots.values()) slot.expiresAt = 0;
    },
  };
}
