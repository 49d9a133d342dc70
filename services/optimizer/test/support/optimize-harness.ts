// What the optimize worker's tests run over: a database of their own, a fake Claude, and
// the optimize queue with its events under a key prefix of their own.
import { Queue, QueueEvents } from 'bullmq';
import { inject } from 'vitest';
import { QUEUES, createPrisma, createRedis, type PrismaClient } from '@highpay/common';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../../test/support/database.js';
import { startFakeClaude, type FakeClaude } from '../../../../scripts/local-anthropic.js';

export interface OptimizeHarness {
  db: TestDatabase;
  prisma: PrismaClient;
  fake: FakeClaude;
  prefix: string;
  queue: Queue;
  events: QueueEvents;
  /** Closes the events, empties and closes the queue, then the fake Claude, PostgreSQL and the database. */
  close(): Promise<void>;
}

/** `label` names the database and the queue prefix; `max`: the PostgreSQL connections. */
export async function startOptimizeHarness(label: string, max: number): Promise<OptimizeHarness> {
  const db = await createTestDatabase(label);
  const prisma = createPrisma(db.url, { max });
  const fake = await startFakeClaude();
  const prefix = testQueuePrefix(label);
  const connection = () => createRedis(inject('redisUrl'), { forWorker: true });
  const queue = new Queue(QUEUES.optimize, { connection: connection(), prefix });
  const events = new QueueEvents(QUEUES.optimize, { connection: connection(), prefix });
  await events.waitUntilReady();
  return {
    db,
    prisma,
    fake,
    prefix,
    queue,
    events,
    async close() {
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await fake.close();
      await prisma.$disconnect();
      await db.drop();
    },
  };
}
