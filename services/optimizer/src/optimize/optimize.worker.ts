// Builds the BullMQ worker for "optimize" from injected dependencies, so main.ts, the
// tests, the browser-test stack and the benchmark all run the same thing.
import { Worker, type ConnectionOptions } from 'bullmq';
import {
  logQueueErrors,
  onJobDone,
  QUEUES,
  ZOptimizeJob,
  type Logger,
  type Metrics,
  type PrismaClient,
} from '@highpay/common';
import { createAnthropicEngine } from '../engines/anthropic.engine.js';
import type { OptimizerConfig } from '../config.js';
import type { OptimizerEngine } from '../engines/engine.js';
import { createLocalEngine } from '../engines/local.engine.js';
import { createPrismaOptimizationStore } from './optimization.store.js';
import { createOptimizeProcessor } from './optimize.processor.js';

export interface OptimizeWorkerDeps {
  config: Pick<
    OptimizerConfig,
    | 'QUEUE_PREFIX'
    | 'OPTIMIZER_CONCURRENCY'
    | 'OPTIMIZER_LOCK_DURATION_MS'
    | 'OPTIMIZER_STALLED_INTERVAL_MS'
    | 'ANTHROPIC_API_KEY'
    | 'ANTHROPIC_MODEL'
    | 'ANTHROPIC_BASE_URL'
    | 'ANTHROPIC_TIMEOUT_MS'
  >;
  prisma: PrismaClient;
  /** A connection with maxRetriesPerRequest: null (createRedis(url, { forWorker: true })). */
  connection: ConnectionOptions;
  logger: Logger;
  /** Where each job's duration goes (queue_job_duration_seconds). */
  metrics?: Metrics;
}

/** Claude when a key is configured and the request prefers it; the local engine otherwise. */
export function createEngineChooser(
  config: OptimizeWorkerDeps['config'],
  logger: Logger,
): (preference: string) => OptimizerEngine {
  const local = createLocalEngine();
  const claude = config.ANTHROPIC_API_KEY
    ? createAnthropicEngine({
        apiKey: config.ANTHROPIC_API_KEY,
        model: config.ANTHROPIC_MODEL,
        baseURL: config.ANTHROPIC_BASE_URL,
        timeoutMs: config.ANTHROPIC_TIMEOUT_MS,
        logger,
      })
    : undefined;
  return (preference) => (preference === 'anthropic' && claude ? claude : local);
}

export function createOptimizeWorker(deps: OptimizeWorkerDeps): Worker {
  const { config, logger } = deps;
  const processor = createOptimizeProcessor({
    store: createPrismaOptimizationStore(deps.prisma),
    engineFor: createEngineChooser(config, logger),
    logger,
  });
  const worker = new Worker(QUEUES.optimize, processor, {
    connection: deps.connection,
    prefix: config.QUEUE_PREFIX,
    concurrency: config.OPTIMIZER_CONCURRENCY,
    lockDuration: config.OPTIMIZER_LOCK_DURATION_MS,
    stalledInterval: config.OPTIMIZER_STALLED_INTERVAL_MS,
    maxStalledCount: 2,
  });
  // Each line names the request that asked for the job.
  const ids = (job: { id?: string; data: unknown } | undefined) => {
    const data = ZOptimizeJob.safeParse(job?.data);
    return { jobId: job?.id, ...(data.success ? data.data : {}) };
  };
  worker.on('completed', (job) =>
    logger.info(
      { ...ids(job), durationMs: (job.finishedOn ?? Date.now()) - (job.processedOn ?? Date.now()) },
      'optimize job done',
    ),
  );
  worker.on('failed', (job, error) => logger.warn({ ...ids(job), reason: error.message }, 'optimize job failed'));
  if (deps.metrics) onJobDone(worker, deps.metrics.observeJob);
  worker.on('stalled', (jobId) => logger.warn({ jobId }, 'optimize job stalled; another worker takes it over'));
  logQueueErrors(worker, logger, 'optimize worker');
  return worker;
}
