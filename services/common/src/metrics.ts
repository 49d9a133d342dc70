// Prometheus metrics (prom-client), one registry per service, served as GET /metrics on an
// internal port only: request durations, queue depths, job durations, ingestion runs.
import express, { type RequestHandler, type Router } from 'express';
import type { Job, Queue, Worker } from 'bullmq';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { withTimeout } from './timeout.js';

export { Counter, Gauge, Histogram, Registry };

/** The route label of a request that matched no route (static files, 404s): one series, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

export const ZJobDone = z.object({
  queue: z.string(),
  outcome: z.enum(['completed', 'failed']),
  seconds: z.number().nonnegative(),
});
/** One finished attempt of a queue job, as a worker reports it (render workers send it to their parent). */
export type JobDone = z.infer<typeof ZJobDone>;

export interface Metrics {
  readonly registry: Registry;
  readonly observeRequest: (request: { method: string; route: string; statusCode: number; seconds: number }) => void;
  /** A plain function, to pass as it is (onJobDone(worker, metrics.observeJob)). */
  readonly observeJob: (done: JobDone) => void;
}

/** A service's registry with the metrics every service has; `processMetrics` adds Node's own (main.ts only). */
export function createMetrics(service: string, options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'queue_job_duration_seconds',
    help: 'BullMQ job attempts, from start to finish, by queue and outcome.',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120],
    registers: [registry],
  });
  return {
    registry,
    observeRequest: ({ method, route, statusCode, seconds }) =>
      requests.observe({ method, route, status_code: String(statusCode) }, seconds),
    observeJob: ({ queue, outcome, seconds }) => jobs.observe({ queue, outcome }, seconds),
  };
}

/** Express middleware: times every request, labelled with the pattern of the route that answered it. */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // The router sets req.route when a route matches, while req.baseUrl is still that router's
    // mount path; once an error has left the router, baseUrl is put back. Read both then.
    let route: unknown;
    let label = UNMATCHED_ROUTE;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set: (value: { path?: unknown } | undefined) => {
        route = value;
        if (value) label = `${req.baseUrl}${String(value.path)}`;
      },
    });
    res.once('finish', () =>
      metrics.observeRequest({
        method: req.method,
        route: label,
        statusCode: res.statusCode,
        seconds: (performance.now() - started) / 1000,
      }),
    );
    next();
  };
}

/** GET /metrics in Prometheus's text format. Mount it on an internal port only. */
export function metricsRoutes(metrics: Metrics): Router {
  const router = express.Router();
  router.get('/metrics', async (_req, res) => {
    res.set('Content-Type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}

/** A value read at scrape time must not hold the scrape while Redis or PostgreSQL does not answer. */
export async function readForScrape<T>(read: () => Promise<T>, timeoutMs = 2000): Promise<T> {
  return await withTimeout(read(), timeoutMs);
}

const QUEUE_STATES = ['waiting', 'active', 'failed', 'delayed'] as const;

/** Gauges of the jobs in each queue by state, read from Redis on every scrape; absent while Redis does not answer. */
export function trackQueueDepths(metrics: Metrics, queues: readonly Queue[]): void {
  new Gauge({
    name: 'queue_jobs',
    help: 'BullMQ jobs by queue and state (waiting, active, failed, delayed), read at scrape time.',
    labelNames: ['queue', 'state'] as const,
    registers: [metrics.registry],
    async collect() {
      this.reset();
      const counts = await Promise.all(
        queues.map((queue) => readForScrape(() => queue.getJobCounts(...QUEUE_STATES)).catch(() => undefined)),
      );
      queues.forEach((queue, i) => {
        for (const state of QUEUE_STATES) {
          const count = counts[i]?.[state];
          if (count !== undefined) this.set({ queue: queue.name, state }, count);
        }
      });
    },
  });
}

/** Reports each finished job attempt of `worker`: to metrics.observeJob, or to a parent process. */
export function onJobDone(worker: Worker, report: (done: JobDone) => void): void {
  const seconds = (job: Job) => Math.max(0, ((job.finishedOn ?? Date.now()) - (job.processedOn ?? Date.now())) / 1000);
  worker.on('completed', (job: Job) => report({ queue: worker.name, outcome: 'completed', seconds: seconds(job) }));
  worker.on('failed', (job: Job | undefined) => {
    if (job) report({ queue: worker.name, outcome: 'failed', seconds: seconds(job) });
  });
}

export type IngestionOutcome = 'succeeded' | 'failed';

/** What a successful run did with the feed's jobs. */
export const INGESTION_RESULTS = ['added', 'updated', 'unchanged', 'reopened', 'closed', 'skipped'] as const;
export type IngestionResult = (typeof INGESTION_RESULTS)[number];

export interface IngestionMetrics {
  /** One run of a job feed's ingestion ended: counts it by outcome and stamps the source's last run. */
  recordRun(source: string, outcome: IngestionOutcome, endedAt?: Date): void;
  /** What a successful run did, in jobs: added, updated, unchanged, reopened, closed, skipped. */
  recordJobs(source: string, counts: Readonly<Record<IngestionResult, number>>): void;
}

/**
 * ingestion_jobs_total{source,outcome} and ingestion_last_run_timestamp_seconds{source}, for the
 * ingestion worker, and ingestion_feed_jobs_total{source,result}: the feed jobs its runs wrote,
 * left alone, closed or skipped.
 */
export function createIngestionMetrics(metrics: Metrics): IngestionMetrics {
  const runs = new Counter({
    name: 'ingestion_jobs_total',
    help: 'Ingestion runs by job feed source and outcome (succeeded, failed).',
    labelNames: ['source', 'outcome'] as const,
    registers: [metrics.registry],
  });
  const lastRun = new Gauge({
    name: 'ingestion_last_run_timestamp_seconds',
    help: 'When the last ingestion run of each source ended, whatever its outcome (Unix time).',
    labelNames: ['source'] as const,
    registers: [metrics.registry],
  });
  const feedJobs = new Counter({
    name: 'ingestion_feed_jobs_total',
    help: 'Jobs of successful ingestion runs by source and result (added, updated, unchanged, reopened, closed, skipped).',
    labelNames: ['source', 'result'] as const,
    registers: [metrics.registry],
  });
  return {
    recordRun(source, outcome, endedAt = new Date()) {
      runs.inc({ source, outcome });
      lastRun.set({ source }, endedAt.getTime() / 1000);
    },
    recordJobs(source, counts) {
      for (const result of INGESTION_RESULTS) feedJobs.inc({ source, result }, counts[result]);
    },
  };
}
