// The jobs-changed channel is one a deployment: a change published under another
// QUEUE_PREFIX on the same Redis (a test run, a second stack) drops nothing here.
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jobsChangedChannel } from '../src/jobs/job.writer.js';
import { subscribeToJobChanges, type JobChangesSubscription } from '../src/jobs/job-changes.subscriber.js';
import { createRedis } from '../src/redis.js';
import { testQueuePrefix } from '../../../test/support/database.js';

const ours = testQueuePrefix('changes-ours');
const theirs = testQueuePrefix('changes-theirs');
let redis: Redis;
let subscription: JobChangesSubscription;
let changes = 0;

beforeAll(async () => {
  redis = createRedis(inject('redisUrl'));
  subscription = await subscribeToJobChanges(redis, () => (changes += 1), { channel: jobsChangedChannel(ours) });
});

afterAll(async () => {
  await subscription.close();
  await redis.quit();
});

describe('jobs-changed channel', () => {
  it('is named after the deployment’s queue prefix', () => {
    expect(jobsChangedChannel('highpay')).toBe('highpay:jobs:changed');
  });

  it('tells the subscriber of a change under its own prefix, not of one under another prefix', async () => {
    // In this order on one connection: had the first reached the subscriber, it would have
    // arrived before the second.
    await redis.publish(jobsChangedChannel(theirs), '{}');
    await redis.publish(jobsChangedChannel(ours), '{}');
    await expect.poll(() => changes).toBeGreaterThan(0);
    expect(changes).toBe(1);
  });
});
