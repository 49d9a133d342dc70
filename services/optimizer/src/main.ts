// Optimizer worker process: consumes BullMQ "optimize"; SIGTERM lets in-flight jobs finish.
import { createPrisma, createRedis, databaseReady, redisReady, serve, startService } from '@highpay/common';
import { createOptimizerHealthApp } from './app.js';
import { optimizerEnvSchema } from './config.js';
import { createOptimizeWorker } from './optimize/optimize.worker.js';
import { startRetention } from './retention/retention.worker.js';

const { config, logger, metrics } = startService('optimizer', optimizerEnvSchema);
const prisma = createPrisma(config.DATABASE_URL, { max: config.OPTIMIZER_CONCURRENCY + 1 });
const redis = createRedis(config.REDIS_URL, { logger });

const worker = createOptimizeWorker({
  config,
  prisma,
  connection: createRedis(config.REDIS_URL, { forWorker: true, logger, name: 'optimize worker redis' }),
  logger,
  metrics,
});
const retention = await startRetention({
  prisma,
  connection: createRedis(config.REDIS_URL, { forWorker: true, logger, name: 'retention redis' }),
  prefix: config.QUEUE_PREFIX,
  logger,
});

const app = createOptimizerHealthApp({
  logger,
  checks: {
    database: databaseReady(prisma),
    redis: redisReady(redis),
    worker: () => (worker.isRunning() ? Promise.resolve() : Promise.reject(new Error('worker is not running'))),
  },
  metrics,
});
await serve({
  logger,
  listeners: [{ app, port: config.OPTIMIZER_PORT, host: config.INTERNAL_HOST }],
  started: {
    details: {
      port: config.OPTIMIZER_PORT,
      host: config.INTERNAL_HOST,
      concurrency: config.OPTIMIZER_CONCURRENCY,
      engine: config.ANTHROPIC_API_KEY ? 'anthropic' : 'local',
    },
    message: 'optimizer worker started',
  },
  closers: [() => worker.close(), () => retention.close(), () => redis.quit(), () => prisma.$disconnect()],
  // In-flight Claude calls may take most of a minute: finish them inside docker-compose's 70 s grace.
  timeoutMs: 65_000,
});
