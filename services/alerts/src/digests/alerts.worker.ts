// The job alerts' BullMQ side: one job scheduler per period starts a due run, which adds one
// digest job per due alert (job id = alert and period, so a second due run adds none);
// digest and confirmation jobs retry with backoff on a temporary mail failure.
import { DelayedError, Queue, UnrecoverableError, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { DEFAULT_JOB_OPTIONS, QUEUES, ZAlertsJob, logQueueErrors, type AlertsJob, type Logger } from '@highpay/common';
import { ALERT_PERIODS } from '@highpay/contracts';
import type { AlertMatchRunner } from '../matching/alert-match-run.js';
import type { EngineAlertIndex } from '../matching/engine-alert-matcher.js';
import { prepareAlertQueries, restoreMissingQueries, syncAlertQuery } from '../matching/alert-queries.js';
import {
  deleteUnconfirmed,
  dueAlerts,
  periodKey,
  sendConfirmation,
  sendDigest,
  type DigestDeps,
} from './digest.service.js';

/** When each period's digests go out (UTC): daily at 07:00, weekly on Mondays at 07:00. */
export const ALERT_SCHEDULES = { daily: '0 7 * * *', weekly: '0 7 * * 1' } as const;

export function createAlertsQueue(connection: ConnectionOptions, prefix: string, logger: Logger): Queue {
  const queue = new Queue(QUEUES.alerts, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
  logQueueErrors(queue, logger, 'alerts queue');
  return queue;
}

export async function addAlertsJob(queue: Queue, job: AlertsJob): Promise<void> {
  const opts = job.kind === 'digest' ? { jobId: `digest=${job.alertId}=${job.periodKey}` } : {};
  await queue.add(job.kind, ZAlertsJob.parse(job), opts);
}

export async function scheduleAlerts(queue: Queue): Promise<void> {
  for (const period of ALERT_PERIODS) {
    await queue.upsertJobScheduler(
      `alerts=${period}`,
      { pattern: ALERT_SCHEDULES[period], tz: 'UTC' },
      { name: 'due', data: { kind: 'due', period } },
    );
  }
}

export interface AlertsWorkerDeps extends DigestDeps {
  connection: ConnectionOptions;
  prefix: string;
  logger: Logger;
  queue: Queue;
  lockMs: number;
  concurrency?: number;
  /** The alerts' percolator queries (SEARCH_BACKEND=opensearch). */
  alertIndex?: EngineAlertIndex;
  /** Matches a due run's alerts in bulk before their digests (with alertIndex). */
  matchRunner?: AlertMatchRunner;
}

export function startAlertsWorker(deps: AlertsWorkerDeps): Worker {
  const worker = new Worker(
    QUEUES.alerts,
    async (job: Job, token?: string) => {
      const parsed = ZAlertsJob.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError('invalid alerts payload');
      const data = parsed.data;
      switch (data.kind) {
        case 'due': {
          const key = data.periodKey ?? periodKey(data.period, new Date(job.timestamp));
          // One job per period key across replicas: the scheduler adds it once, digests are keyed by alert and period.
          deps.logger.info({ period: data.period, periodKey: key }, 'job alerts due run started');
          // The percolator index, made again from PostgreSQL if it or some of its queries went missing.
          if (deps.alertIndex) {
            await prepareAlertQueries(deps.alertIndex, deps.prisma, deps.logger);
            await restoreMissingQueries(deps.alertIndex, deps.prisma, deps.logger);
          }
          const removed = await deleteUnconfirmed(deps.prisma);
          const due = await dueAlerts(deps, data.period, key);
          // Matched once for all due alerts, before any digest job exists: a digest reads its stored matches.
          const run = deps.matchRunner && due.length > 0 ? await deps.matchRunner.run(key, due) : undefined;
          for (const alertId of due) await addAlertsJob(deps.queue, { kind: 'digest', alertId, periodKey: key });
          deps.logger.info(
            { period: data.period, periodKey: key, due: due.length, removed, jobs: run?.jobs, matches: run?.matches },
            'job alerts due run finished',
          );
          return { due: due.length };
        }
        case 'digest': {
          const outcome = await sendDigest(deps, data.alertId, data.periodKey);
          if (outcome === 'held') {
            // A claim whose worker may have died: look again once its lease is over.
            await job.moveToDelayed(Date.now() + deps.claimLeaseMs, token);
            throw new DelayedError();
          }
          return { outcome };
        }
        case 'confirm':
          return { sent: await sendConfirmation(deps, data.alertId) };
        case 'index':
          return { query: deps.alertIndex ? await syncAlertQuery(deps.alertIndex, deps.prisma, data.alertId) : 'none' };
        default: {
          const unreachable: never = data;
          throw new UnrecoverableError(`unknown alerts job ${JSON.stringify(unreachable)}`);
        }
      }
    },
    {
      connection: deps.connection,
      prefix: deps.prefix,
      concurrency: deps.concurrency ?? 4,
      lockDuration: deps.lockMs,
      stalledInterval: deps.lockMs,
    },
  );
  logQueueErrors(worker, deps.logger, 'alerts worker');
  worker.on('failed', (job, error) =>
    deps.logger.warn({ err: error, jobName: job?.name, attempt: job?.attemptsMade }, 'job alert job failed'),
  );
  return worker;
}
