import { createMetrics } from '@highpay/common';
import { describe, expect, it } from 'vitest';
import { trackOutboxLag, type OutboxLag } from './outbox-lag.js';

/** The sample of a gauge in a scrape's text. */
const sample = (text: string, name: string) => Number(new RegExp(`^${name}\\{[^}]*\\} (\\S+)$`, 'm').exec(text)?.[1]);

describe('outbox lag on /metrics', () => {
  it('reads the outbox once a scrape for both gauges', async () => {
    const metrics = createMetrics('search');
    let reads = 0;
    trackOutboxLag(metrics, () => {
      reads += 1;
      return Promise.resolve<OutboxLag>({ unpublished: 3, oldestAgeSeconds: 42 });
    });
    const first = await metrics.registry.metrics();
    expect(sample(first, 'outbox_unpublished_events')).toBe(3);
    expect(sample(first, 'outbox_oldest_unpublished_age_seconds')).toBe(42);
    expect(reads).toBe(1);
    await metrics.registry.metrics();
    expect(reads).toBe(2);
  });

  it('reads NaN, not 0, while the database does not answer', async () => {
    const metrics = createMetrics('search');
    trackOutboxLag(metrics, () => Promise.reject(new Error('database down')));
    const text = await metrics.registry.metrics();
    expect(sample(text, 'outbox_unpublished_events')).toBeNaN();
    expect(sample(text, 'outbox_oldest_unpublished_age_seconds')).toBeNaN();
  });
});
