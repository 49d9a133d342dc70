// The render worker process: builds the PDF and DOCX of paid purchases from the BullMQ
// "render" queue. Rendering is CPU work (tens of ms a resume); in its own process it never
// holds up the payment service's event loop, so webhook acknowledgements stay fast. The
// payment service starts RENDER_WORKERS of these itself; run more with
// `node services/payment/dist/render/render-worker.main.js`.
import {
  QUEUES,
  createLogger,
  createPrisma,
  createQueue,
  createRedis,
  loadConfigOrExit,
  onJobDone,
  onShutdown,
} from '@highpay/common';
import { paymentEnvSchema } from '../config.js';
import { createRenderQueue } from './render-queue.js';
import { createRenderWorker, sweepUnrendered } from './render.processor.js';
import type { ZRenderWorkerMessage } from './render-workers.js';
import type { z } from 'zod';

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

const config = loadConfigOrExit('render', paymentEnvSchema);
const logger = createLogger('render', config.LOG_LEVEL, config.LOG_FORMAT);
const prisma = createPrisma(config.DATABASE_URL, { max: 4 });
const queueConnection = createRedis(config.REDIS_URL, { forWorker: true, logger, name: 'render queue redis' });
const queue = createQueue(QUEUES.render, queueConnection, config.QUEUE_PREFIX, logger);
const renders = createRenderQueue(queue);

const worker = createRenderWorker({
  prisma,
  connection: createRedis(config.REDIS_URL, { forWorker: true, logger, name: 'render worker redis' }),
  prefix: config.QUEUE_PREFIX,
  concurrency: config.RENDER_CONCURRENCY,
  logger,
});
// Started by the payment service, this process reports each job's duration to it for /metrics.
onJobDone(worker, (jobDone) => process.send?.({ jobDone } satisfies z.infer<typeof ZRenderWorkerMessage>));

// Paid purchases whose render was never enqueued (Redis was down at that moment) or failed.
const sweep = () =>
  sweepUnrendered(prisma, renders, logger).catch((error: unknown) =>
    logger.error({ err: error }, 'render sweep failed'),
  );
void sweep();
const sweepTimer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
sweepTimer.unref();
logger.info({ concurrency: config.RENDER_CONCURRENCY }, 'render worker started');

onShutdown(logger, [
  () => Promise.resolve(clearInterval(sweepTimer)),
  () => worker.close(),
  () => queue.close(),
  () => queueConnection.quit(),
  () => prisma.$disconnect(),
]);
