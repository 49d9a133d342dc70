// Tells the rest of the system that jobs changed: bumps a version number in Redis (a
// cache can compare it) and publishes on '<prefix>:jobs:changed', to which the gateway and
// every search replica subscribe (common's job-changes.subscriber.ts).
import type { IndexJob, Redis } from '@highpay/common';

export interface JobChangeNotifier {
  /** Returns the new jobs version. */
  changed(event: IndexJob): Promise<number>;
}

/** The message on the jobs-changed channel (common's jobsChangedChannel). */
export interface JobChangedMessage {
  type: IndexJob['type'];
  jobId?: string;
  outboxId: string;
  version: number;
}

export function createJobChangePublisher(
  redis: Pick<Redis, 'incr' | 'publish'>,
  options: { versionKey: string; channel: string },
): JobChangeNotifier {
  const { channel } = options;
  return {
    async changed(event) {
      const version = await redis.incr(options.versionKey);
      const message: JobChangedMessage = {
        type: event.type,
        ...(event.jobId ? { jobId: event.jobId } : {}),
        outboxId: event.outboxId,
        version,
      };
      await redis.publish(channel, JSON.stringify(message));
      return version;
    },
  };
}
