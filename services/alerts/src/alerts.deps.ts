// Wires job alerts from the service's config: the signing secret (kept locally outside
// production), where mail goes, the matcher (the percolator on SEARCH_BACKEND=opensearch,
// else PostgreSQL), the queue and the worker.
import type { ConnectionOptions, Queue, Worker } from 'bullmq';
import pg from 'pg';
import { AppError, createLocalSecretStore, type Logger, type PrismaClient } from '@highpay/common';
import { UNAVAILABLE_MESSAGES } from '@highpay/contracts';
import { createAlertMatchRunner } from './matching/alert-match-run.js';
import {
  createEngineAlertMatcher,
  createOpenSearchAlertIndex,
  type EngineAlertIndex,
} from './matching/engine-alert-matcher.js';
import { createPostgresAlertMatcher } from './matching/postgres-alert-matcher.js';
import { prepareAlertQueries } from './matching/alert-queries.js';
import type { AlertsConfig } from './config.js';
import { createAlertTokens, type AlertTokens } from './subscriptions/alert-token.js';
import { addAlertsJob, createAlertsQueue, scheduleAlerts, startAlertsWorker } from './digests/alerts.worker.js';
import type { AlertsDeps } from './subscriptions/alerts.service.js';
import { createMailboxTransport, createSmtpTransport, type MailTransport } from './digests/mail-transport.js';

export type AlertsSenderConfig = Pick<
  AlertsConfig,
  | 'ALERTS_SIGNING_SECRET'
  | 'PUBLIC_BASE_URL'
  | 'SMTP_URL'
  | 'MAIL_DIR'
  | 'MAIL_FROM'
  | 'ALERTS_CLAIM_LEASE_MS'
  | 'ALERTS_LOCK_MS'
  | 'DATABASE_URL'
  | 'QUEUE_PREFIX'
  | 'SEARCH_BACKEND'
  | 'OPENSEARCH_URL'
  | 'SEARCH_INDEX'
>;

/** Alerts are percolator queries on OpenSearch; Elasticsearch and PostgreSQL match them on PostgreSQL. */
const usesPercolator = (config: Pick<AlertsSenderConfig, 'SEARCH_BACKEND' | 'OPENSEARCH_URL'>) =>
  config.SEARCH_BACKEND === 'opensearch' && config.OPENSEARCH_URL !== undefined;

export function alertTokensFor(config: Pick<AlertsConfig, 'ALERTS_SIGNING_SECRET'>): AlertTokens {
  return createAlertTokens(config.ALERTS_SIGNING_SECRET ?? createLocalSecretStore().get('ALERTS_SIGNING_SECRET'));
}

export function mailTransportFor(config: Pick<AlertsConfig, 'SMTP_URL' | 'MAIL_DIR' | 'MAIL_FROM'>): MailTransport {
  return config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createMailboxTransport(config.MAIL_DIR, config.MAIL_FROM);
}

export function alertsDepsFor(config: AlertsSenderConfig, prisma: PrismaClient, queue: Queue | undefined): AlertsDeps {
  return {
    prisma,
    tokens: alertTokensFor(config),
    baseUrl: config.PUBLIC_BASE_URL.replace(/\/$/, ''),
    percolator: usesPercolator(config),
    enqueue: async (job) => {
      if (!queue) throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGES.service);
      await addAlertsJob(queue, job);
    },
  };
}

export interface AlertsSender {
  worker: Worker;
  close(): Promise<void>;
}

/** The alerts worker and its schedules, on their own Redis connection and database pool. */
export async function startAlertsSender(options: {
  config: AlertsSenderConfig;
  prisma: PrismaClient;
  connection: ConnectionOptions;
  logger: Logger;
  queue?: Queue;
  /** The percolator index to use instead of the config's (tests watch its requests). */
  alertIndex?: (made: EngineAlertIndex & { close(): Promise<void> }) => EngineAlertIndex & { close(): Promise<void> };
}): Promise<AlertsSender> {
  const { config, prisma, connection, logger } = options;
  const queue = options.queue ?? createAlertsQueue(connection, config.QUEUE_PREFIX, logger);
  await scheduleAlerts(queue);
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 4, options: '-c jit=off' });
  pool.on('error', (error) => logger.warn({ err: error }, 'alerts database pool'));
  const mail = mailTransportFor(config);
  const made = usesPercolator(config)
    ? createOpenSearchAlertIndex({ nodes: config.OPENSEARCH_URL!, searchIndex: config.SEARCH_INDEX, pool })
    : undefined;
  const alertIndex = made && options.alertIndex ? options.alertIndex(made) : made;
  // Made (or remade from PostgreSQL) now; an engine not up yet is tried again at each due run.
  if (alertIndex) {
    await prepareAlertQueries(alertIndex, prisma, logger).catch((error: unknown) =>
      logger.warn({ err: error }, 'job alert percolator index not ready; will try again at the next due run'),
    );
  }
  const worker = startAlertsWorker({
    prisma,
    matcher: alertIndex ? createEngineAlertMatcher(alertIndex, pool) : createPostgresAlertMatcher(pool),
    alertIndex,
    matchRunner: alertIndex ? createAlertMatchRunner(alertIndex, pool) : undefined,
    mail,
    tokens: alertTokensFor(config),
    baseUrl: config.PUBLIC_BASE_URL.replace(/\/$/, ''),
    claimLeaseMs: config.ALERTS_CLAIM_LEASE_MS,
    lockMs: config.ALERTS_LOCK_MS,
    connection,
    prefix: config.QUEUE_PREFIX,
    logger,
    queue,
  });
  logger.info(
    {
      mail: mail.name,
      dir: config.SMTP_URL ? undefined : config.MAIL_DIR,
      matcher: alertIndex ? 'percolator' : 'postgres',
    },
    'job alerts sender started',
  );
  return {
    worker,
    async close() {
      await worker.close();
      if (!options.queue) await queue.close();
      mail.close();
      await alertIndex?.close();
      await pool.end();
    },
  };
}
