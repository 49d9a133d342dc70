// The ingest queue's job schedulers (its name and payload are common's QUEUES.ingest and
// ZIngestJob): which scheduler starts each configured source's runs, and when in its interval.
import { createHash } from 'node:crypto';

// BullMQ refuses ':' in ids it does not make itself; source names may hold one.
const idPart = (source: string): string => source.replace(/:/g, '~');

const SCHEDULER_PREFIX = 'source=';

/** The job scheduler of a source. */
export const schedulerId = (source: string): string => `${SCHEDULER_PREFIX}${idPart(source)}`;

/** The source a scheduler id names, or null for a scheduler that is not a source's. */
export function sourceOfScheduler(id: string): string | null {
  return id.startsWith(SCHEDULER_PREFIX) ? id.slice(SCHEDULER_PREFIX.length).replace(/~/g, ':') : null;
}

/** The job id of a source's first run, asked for when it has never run. */
export const firstRunJobId = (source: string): string => `first=${idPart(source)}`;

/**
 * Where in each interval a source runs: a stable offset from its name, so that sources
 * with the same interval spread over it instead of fetching all at once, and a restart
 * keeps each one's slot.
 */
export function scheduleOffset(source: string, everyMs: number): number {
  const hash = createHash('sha256').update(source).digest().readUIntBE(0, 6);
  return Math.max(1, hash % everyMs);
}
