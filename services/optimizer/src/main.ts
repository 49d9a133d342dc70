// Optimizer worker process: consumes BullMQ "optimize"; SIGTERM lets in-flight jobs finish.
import { Worker } from 'bullmq';
import {
  QUEUES,
  closeServer,
  createLogger,
  createPrisma,
  createRedis,
  databaseReady,
  listen,
  loadConfigOrExit,
  onShutdown,
  redisReady,
} from '@highpay/common';
import { createOptimizerHealthApp } from './app.js';
import { optimizerEnvSchema } from './config.js';
import { processOptimizeJob } from './optimize.processor.js';

const config = loadConfigOrExit('optimizer', optimizerEnvSchema);
const logger = createLogger('optimizer', config.LOG_LEVEL);
const prisma = createPrisma(config.DATABASE_URL, { max: config.OPTIMIZER_CONCURRENCY + 1 });
const redis = createRedis(config.REDIS_URL);

const worker = new Worker(QUEUES.optimize, (job) => processOptimizeJob(job.data), {
  connection: createRedis(config.REDIS_URL, { forWorker: true }),
  prefix: config.QUEUE_PREFIX,
  concurrency: config.OPTIMIZER_CONCURRENCY,
});
worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, err: error }, 'optimize job failed'));

const app = createOptimizerHealthApp({
  logger,
  checks: {
    database: databaseReady(prisma),
    redis: redisReady(redis),
    worker: async () => {
      if (!worker.isRunning()) throw new Error('worker is not running');
    },
  },
});
const server = await listen(app, config.OPTIMIZER_PORT);
logger.info({ port: config.OPTIMIZER_PORT, concurrency: config.OPTIMIZER_CONCURRENCY }, 'optimizer worker started');

onShutdown(logger, [
  () => closeServer(server),
  () => worker.close(),
  () => redis.quit(),
  () => prisma.$disconnect(),
]);
