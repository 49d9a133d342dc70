// Steady visitor traffic against the gateway while a test breaks something underneath:
// a few loops per kind of request, each bounded in time and count, every answer kept.
import { checkout, optimize, search, type Answer } from './faults-stack.js';
import { sleep } from './faults-infra.js';

/**
 * Hang stops, not speed bounds: a call with no answer after HANG_MS counts as status 0, and
 * the wait for recovery ends after RECOVERY_HANG_MS. How fast is not asserted (a loaded
 * machine is slow); a request held until the outage ends is caught by the answers it must
 * give while the outage lasts.
 */
export const HANG_MS = 30_000;
export const RECOVERY_HANG_MS = 60_000;

export type Kind = 'search' | 'optimize' | 'checkout';

export interface Sample {
  kind: Kind;
  startedAt: number;
  endedAt: number;
  answer: Answer;
}

export interface Traffic {
  samples: Sample[];
  /** Ends the loops and waits for the calls in flight. */
  stop(): Promise<Sample[]>;
}

const SEND: Record<Kind, (baseUrl: string, timeoutMs: number) => Promise<Answer>> = {
  search: (baseUrl, timeoutMs) => search(baseUrl, timeoutMs),
  optimize: (baseUrl, timeoutMs) => optimize(baseUrl, timeoutMs),
  checkout: (baseUrl, timeoutMs) => checkout(baseUrl, {}, timeoutMs),
};

export function startTraffic(
  baseUrl: string,
  options: {
    /** Loops per kind of request. */
    loops: Partial<Record<Kind, number>>;
    /** No loop runs longer than this, nor sends more than maxRequests. */
    maxMs: number;
    maxRequests?: number;
    /** Each call's own limit: one that runs out counts as status 0, "no answer". */
    timeoutMs: number;
    /** Between one answer and the next call of a loop. */
    pauseMs?: number;
  },
): Traffic {
  const samples: Sample[] = [];
  const deadline = Date.now() + options.maxMs;
  let stopped = false;
  const loop = async (kind: Kind) => {
    for (let sent = 0; !stopped && Date.now() < deadline && sent < (options.maxRequests ?? 500); sent++) {
      const startedAt = Date.now();
      const answer = await SEND[kind](baseUrl, options.timeoutMs);
      samples.push({ kind, startedAt, endedAt: Date.now(), answer });
      await sleep(options.pauseMs ?? 50);
    }
  };
  const loops = (Object.entries(options.loops) as Array<[Kind, number]>).flatMap(([kind, count]) =>
    Array.from({ length: count }, () => loop(kind)),
  );
  const all = Promise.all(loops);
  return {
    samples,
    async stop() {
      stopped = true;
      await all;
      return samples;
    },
  };
}

/** "200 ×12, 503 ×3": what a set of calls answered, for a failing assertion's message. */
export function tally(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of samples) {
    const key = `${s.kind} ${s.answer.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`).join(', ');
}
