// Listens on the Redis channel the search service's index consumer publishes to whenever
// jobs are written ('<QUEUE_PREFIX>:jobs:changed', jobsChangedChannel; see
// search/src/job-changes.publisher.ts), so that what was computed from the jobs is dropped at
// once: the gateway's job lists and answers, each search replica's rankings and memory index.
import type { Redis } from 'ioredis';

export interface JobChangesSubscription {
  close(): Promise<void>;
}

/**
 * Subscribes on its own connection (a subscribed Redis connection can run nothing else).
 * After a reconnect it calls onChange too: messages published while it was away are lost.
 */
export async function subscribeToJobChanges(
  redis: Redis,
  onChange: () => void,
  options: { channel: string; onError?: (error: Error) => void },
): Promise<JobChangesSubscription> {
  const { channel } = options;
  const subscriber = redis.duplicate();
  let subscribedOnce = false;
  subscriber.on('message', (from: string) => {
    if (from === channel) onChange();
  });
  subscriber.on('ready', () => {
    if (subscribedOnce) onChange();
  });
  subscriber.on('error', (error: Error) => options.onError?.(error));
  await subscriber.subscribe(channel);
  subscribedOnce = true;
  return {
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** Where the app registers what to do when jobs change; main.ts feeds it from Redis. */
export interface JobChanges {
  onChange(listener: () => void): void;
}

export function createJobChanges(): JobChanges & { notify: () => void } {
  const listeners: Array<() => void> = [];
  return {
    onChange: (listener) => void listeners.push(listener),
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}
