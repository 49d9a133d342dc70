// How far the outbox relay is behind, as gauges read from PostgreSQL on every scrape: the
// unpublished rows of outbox_events and the age of the oldest (index work not yet queued).
import { Gauge, readForScrape, type Metrics } from '@highpay/common';
import type pg from 'pg';

export interface OutboxLag {
  unpublished: number;
  /** 0 when every row is published. */
  oldestAgeSeconds: number;
}

export async function readOutboxLag(pool: Pick<pg.Pool, 'query'>): Promise<OutboxLag> {
  const { rows } = await pool.query<{ unpublished: number; oldest_age_seconds: number | null }>(
    `SELECT count(*)::int AS unpublished,
            extract(epoch FROM now() - min(created_at))::float8 AS oldest_age_seconds
       FROM outbox_events WHERE published_at IS NULL`,
  );
  const row = rows[0];
  return { unpublished: row?.unpublished ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest_age_seconds ?? 0) };
}

/**
 * Registers the two gauges, read with one query a scrape; while PostgreSQL does not answer
 * they read NaN, never a reassuring 0.
 */
export function trackOutboxLag(metrics: Metrics, read: () => Promise<OutboxLag>): void {
  // A scrape collects both gauges at once: the second shares the first one's read.
  let reading: Promise<OutboxLag | undefined> | undefined;
  const lag = () =>
    (reading ??= readForScrape(read)
      .catch(() => undefined)
      .finally(() => (reading = undefined)));
  const gauge = (name: string, help: string, value: (lag: OutboxLag) => number) =>
    new Gauge({
      name,
      help,
      registers: [metrics.registry],
      async collect() {
        const now = await lag();
        this.set(now ? value(now) : NaN);
      },
    });
  gauge(
    'outbox_unpublished_events',
    'Rows of outbox_events not yet published to the index queue, read at scrape time.',
    (now) => now.unpublished,
  );
  gauge(
    'outbox_oldest_unpublished_age_seconds',
    'Age of the oldest unpublished row of outbox_events (0 when none), read at scrape time.',
    (now) => now.oldestAgeSeconds,
  );
}
