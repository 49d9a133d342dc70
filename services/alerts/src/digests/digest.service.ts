// Sending job alert digests, once per alert and period. The due run lists the confirmed
// alerts of a period that have no finished digest for it (on the percolator it also matches
// them in bulk, and a digest its run covered ends its window at the run's end); each digest
// is claimed in PostgreSQL before its mail goes out and marked after. A claim whose worker
// died (older than the lease) is taken over with the same window and Message-ID, so a digest
// is never skipped and, unless a worker dies between the server's acceptance and the mark,
// never sent twice.
import type { PrismaClient } from '@highpay/common';
import { ALERT_CONFIRM_DAYS, ZAlertCriteria, type AlertPeriod } from '@highpay/contracts';
import type { AlertMatcher } from '../matching/postgres-alert-matcher.js';
import { digestMail, confirmationMail } from './alert-mail.js';
import type { AlertTokens } from '../subscriptions/alert-token.js';
import { alertLinks, confirmLink } from '../subscriptions/alerts.service.js';
import { isPermanentMailFailure, type MailTransport } from './mail-transport.js';

export interface DigestDeps {
  prisma: PrismaClient;
  matcher: AlertMatcher;
  mail: MailTransport;
  tokens: AlertTokens;
  baseUrl: string;
  /** A claim older than this is a dead worker's, taken over. */
  claimLeaseMs: number;
}

/** 2026-11-28 for a daily digest, 2026-W48 (ISO week) for a weekly one. */
export function periodKey(period: AlertPeriod, now: Date): string {
  if (period === 'daily') return now.toISOString().slice(0, 10);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Deletes alerts never confirmed within ALERT_CONFIRM_DAYS, and addresses left with none. */
export async function deleteUnconfirmed(prisma: PrismaClient, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ALERT_CONFIRM_DAYS * 86_400_000);
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.jobAlert.deleteMany({ where: { confirmedAt: null, createdAt: { lt: before } } });
    await tx.alertSubscriber.deleteMany({ where: { alerts: { none: {} } } });
    return count;
  });
}

/** The alerts of this period with no finished digest for `key`, nor a live claim on it. */
export async function dueAlerts(deps: Pick<DigestDeps, 'prisma' | 'claimLeaseMs'>, period: AlertPeriod, key: string) {
  const rows = await deps.prisma.$queryRaw<{ id: string }[]>`
    SELECT a.id FROM job_alerts a
      JOIN alert_subscribers s ON s.id = a.subscriber_id AND s.paused_at IS NULL
      LEFT JOIN alert_digests d ON d.alert_id = a.id AND d.period_key = ${key}
     WHERE a.period = ${period} AND a.confirmed_at IS NOT NULL
       AND (d.alert_id IS NULL
            OR (d.status = 'sending' AND d.claimed_at < now() - make_interval(secs => ${deps.claimLeaseMs / 1000})))
     ORDER BY a.id`;
  return rows.map((r) => r.id);
}

/** `held`: another worker's claim, not yet expired (its worker may have died: try after the lease). */
export type DigestOutcome = 'sent' | 'empty' | 'skipped' | 'paused' | 'held';

/**
 * Sends one alert's digest for one period, at most once. A temporary mail failure releases
 * the claim and throws (the queue retries with backoff); a permanent one pauses the address.
 */
export async function sendDigest(
  deps: DigestDeps,
  alertId: string,
  key: string,
  now = new Date(),
): Promise<DigestOutcome> {
  const claimed = await deps.prisma.$queryRaw<{ window_start: Date; window_end: Date }[]>`
    INSERT INTO alert_digests (alert_id, period_key, status, window_start, window_end)
    SELECT a.id, ${key}, 'sending', COALESCE(a.matched_through, a.confirmed_at),
           COALESCE((SELECT r.through FROM alert_match_runs r
                       JOIN alert_matches m ON m.period_key = r.period_key AND m.alert_id = a.id
                      WHERE r.period_key = ${key} AND r.finished_at IS NOT NULL), ${now})
      FROM job_alerts a JOIN alert_subscribers s ON s.id = a.subscriber_id AND s.paused_at IS NULL
     WHERE a.id = ${alertId}::uuid AND a.confirmed_at IS NOT NULL
    ON CONFLICT (alert_id, period_key) DO UPDATE SET claimed_at = now()
     WHERE alert_digests.status = 'sending'
       AND alert_digests.claimed_at < now() - make_interval(secs => ${deps.claimLeaseMs / 1000})
    RETURNING window_start, window_end`;
  const claim = claimed[0];
  if (!claim) {
    const row = await deps.prisma.alertDigest.findUnique({
      where: { alertId_periodKey: { alertId, periodKey: key } },
      select: { status: true },
    });
    return row?.status === 'sending' ? 'held' : 'skipped';
  }

  const alert = await deps.prisma.jobAlert.findUnique({ where: { id: alertId }, include: { subscriber: true } });
  if (!alert) return 'skipped';
  const criteria = ZAlertCriteria.parse(alert.criteria);
  const window = { after: claim.window_start, through: claim.window_end };
  const found = await deps.matcher.matches(criteria, window, alertId, key);
  const finish = (status: 'sent' | 'empty', jobCount: number) =>
    deps.prisma.$transaction([
      deps.prisma.alertDigest.update({
        where: { alertId_periodKey: { alertId, periodKey: key } },
        data: { status, jobCount, finishedAt: new Date() },
      }),
      deps.prisma.jobAlert.update({ where: { id: alertId }, data: { matchedThrough: claim.window_end } }),
    ]);
  if (found.total === 0) {
    await finish('empty', 0);
    return 'empty';
  }

  const message = digestMail({
    to: alert.subscriber.email,
    baseUrl: deps.baseUrl,
    criteria,
    period: alert.period as AlertPeriod,
    jobs: found.jobs,
    total: found.total,
    links: alertLinks(deps, alert),
    messageId: `<digest.${alertId}.${key}@highpay-jobs>`,
  });
  try {
    await deps.mail.send(message);
  } catch (error) {
    if (isPermanentMailFailure(error)) {
      await deps.prisma.$transaction([
        deps.prisma.alertSubscriber.update({
          where: { id: alert.subscriberId },
          data: { pausedAt: new Date(), pauseReason: mailResponse(error) },
        }),
        deps.prisma.alertDigest.update({
          where: { alertId_periodKey: { alertId, periodKey: key } },
          data: { status: 'failed', finishedAt: new Date() },
        }),
      ]);
      return 'paused';
    }
    // Nothing went out: let the retry claim it afresh.
    await deps.prisma.alertDigest.delete({ where: { alertId_periodKey: { alertId, periodKey: key } } });
    throw error;
  }
  await finish('sent', found.total);
  return 'sent';
}

/** Mails a new alert's confirmation link; nothing for an alert gone or confirmed meanwhile. */
export async function sendConfirmation(deps: Omit<DigestDeps, 'matcher' | 'claimLeaseMs'>, alertId: string) {
  const alert = await deps.prisma.jobAlert.findUnique({ where: { id: alertId }, include: { subscriber: true } });
  if (!alert || alert.confirmedAt) return false;
  await deps.mail.send(
    confirmationMail({
      to: alert.subscriber.email,
      criteria: ZAlertCriteria.parse(alert.criteria),
      period: alert.period as AlertPeriod,
      confirmUrl: confirmLink(deps, alert.id),
    }),
  );
  return true;
}

/** The server's answer to a refused mail, e.g. "550 5.1.1 No such user". */
function mailResponse(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  return typeof response === 'string' ? response.slice(0, 500) : 'refused';
}
