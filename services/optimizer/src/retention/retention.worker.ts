// The retention job in the optimizer's process: a BullMQ job scheduler starts it every
// hour (and once at start), and one worker runs it. Every optimizer process upserts the
// same scheduler, so however many run, the job runs once an hour.
import { Queue, Worker, UnrecoverableError, type ConnectionOptions } from 'bullmq';
import { logQueueErrors, QUEUES, ZRetentionJob, type Logger, type PrismaClient } from '@highpay/common';
import { applyRetention, type RetentionResult } from './retention.service.js';

export const RETENTION_SCHEDULER_ID = 'retention-hourly';
const EVERY_MS = 60 * 60 * 1000;

export interface RetentionWorkerDeps {
  prisma: PrismaClient;
  /** A connection with maxRetriesPerRequest: null (createRedis(url, { forWorker: true })). */
  connection: ConnectionOptions;
  prefix: string;
  logger: Logger;
  now?: () => Date;
}

export interface Retention {
  worker: Worker;
  close(): Promise<void>;
}

export async function startRetention(deps: RetentionWorkerDeps): Promise<Retention> {
  const queue = new Queue(QUEUES.retention, { connection: deps.connection, prefix: deps.prefix });
  logQueueErrors(queue, deps.logger, 'retention queue');
  await queue.upsertJobScheduler(
    RETENTION_SCHEDULER_ID,
    { every: EVERY_MS },
    { name: 'retention', data: {}, opts: { removeOnComplete: { count: 24 }, removeOnFail: { count: 100 } } },
  );
  const now = deps.now ?? (() => new Date());
  const worker = new Worker(
    QUEUES.retention,
    async (job): Promise<RetentionResult> => {
      if (!ZRetentionJob.safeParse(job.data).success) throw new UnrecoverableError('invalid retention payload');
      return applyRetention({ prisma: deps.prisma, now });
    },
    { connection: deps.connection, prefix: deps.prefix, concurrency: 1 },
  );
  // Counts only: nothing of a resume reaches the logs.
  worker.on('completed', (_job, result: RetentionResult) => deps.logger.info(result, 'retention job done'));
  worker.on('failed', (job, error) =>
    deps.logger.error({ jobId: job?.id, err: error }, 'retention job failed; the next run tries again'),
  );
  logQueueErrors(worker, deps.logger, 'retention worker');
  return {
    worker,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
