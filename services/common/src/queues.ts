// Queue names and payloads, declared once. Every payload is parsed by its processor;
// none carries a secret, only ids that point at rows in PostgreSQL (and a request id to log).
import { Queue, QueueEvents, Worker, type ConnectionOptions, type DefaultJobOptions } from 'bullmq';
import type { Logger } from 'pino';
import { z } from 'zod';
import { redisOutageLog } from './redis.js';

export const QUEUES = {
  alerts: 'alerts',
  index: 'index',
  ingest: 'ingest',
  optimize: 'optimize',
  render: 'render',
  retention: 'retention',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const ZIndexJob = z.object({
  outboxId: z.string().regex(/^\d+$/),
  type: z.enum(['job.upserted', 'job.deleted', 'jobs.reindex']),
  jobId: z.string().optional(),
});
export type IndexJob = z.infer<typeof ZIndexJob>;

export const ZOptimizeJob = z.object({
  optimizationId: z.uuid(),
  /** The request that asked for it, so the worker's log lines carry its id. */
  requestId: z.string().max(100).optional(),
});
export type OptimizeJob = z.infer<typeof ZOptimizeJob>;

export const ZRenderJob = z.object({ purchaseId: z.uuid() });
export type RenderJob = z.infer<typeof ZRenderJob>;

/** The retention sweep (a job scheduler starts it): it takes no input. */
export const ZRetentionJob = z.object({}).strict();
export type RetentionJob = z.infer<typeof ZRetentionJob>;

/** One run of one configured job-feed source, by name (services/ingest schedules them). */
export const ZIngestJob = z.object({ source: z.string().min(1) }).strict();
export type IngestJob = z.infer<typeof ZIngestJob>;

/**
 * Job alerts: `due` (a job scheduler per period) finds the alerts due and adds one `digest`
 * per alert and period; `confirm` mails a new alert's confirmation link.
 */
export const ZAlertsJob = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('due'),
      period: z.enum(['daily', 'weekly']),
      /** The period's key; the scheduler leaves it out (the run's own day or week). */
      periodKey: z.string().max(20).optional(),
    })
    .strict(),
  z.object({ kind: z.literal('digest'), alertId: z.uuid(), periodKey: z.string().max(20) }).strict(),
  z.object({ kind: z.literal('confirm'), alertId: z.uuid() }).strict(),
  /** Brings the alert's percolator query in step with PostgreSQL (an engine backend): stored, or deleted. */
  z.object({ kind: z.literal('index'), alertId: z.uuid() }).strict(),
]);
export type AlertsJob = z.infer<typeof ZAlertsJob>;

/** Retries with exponential backoff; finished jobs are trimmed, failed ones kept for inspection. */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** A queue to add jobs to; with a logger, its Redis errors are logged once per outage. */
export function createQueue(name: QueueName, connection: ConnectionOptions, prefix: string, logger?: Logger): Queue {
  const queue = new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
  if (logger) logQueueErrors(queue, logger, `${name} queue`);
  return queue;
}

/**
 * Logs the Redis errors of a BullMQ Queue, Worker or QueueEvents once per outage
 * (redisOutageLog). Without an 'error' listener BullMQ drops its connection errors and
 * prints its other errors on stderr.
 */
export function logQueueErrors(source: Queue | Worker | QueueEvents, logger: Logger, name: string): void {
  // Their typed `on`s differ, but each takes an 'error' listener.
  const emitter: { on(event: 'error', listener: (error: Error) => void): unknown } = source;
  const outages = redisOutageLog(logger, name);
  emitter.on('error', outages.error);
  // A worker says when its blocking connection is back; a Queue and QueueEvents never do.
  if (source instanceof Worker) source.on('ready', outages.ready);
}
