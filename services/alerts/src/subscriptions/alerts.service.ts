// Job alerts for people without accounts: sign up (double opt-in), confirm, manage and
// unsubscribe through signed links. Sign-up answers the same for a new address and a known
// one; an address whose last alert goes is deleted with it.
import { AppError, type AlertsJob, type PrismaClient } from '@highpay/common';
import {
  ALERT_CONFIRM_DAYS,
  ALERT_MESSAGES,
  MAX_ALERTS_PER_ADDRESS,
  ZAlertCriteria,
  alertSearchPath,
  alertSummary,
  type AlertPeriod,
  type AlertSignupRequest,
  type AlertSignupResponse,
  type ConfirmAlertResponse,
  type ManageAlertChangeRequest,
  type ManageAlertsResponse,
} from '@highpay/contracts';
import type { AlertTokens } from './alert-token.js';

export interface AlertsDeps {
  prisma: PrismaClient;
  tokens: AlertTokens;
  /** The site's public address, for links in mail. */
  baseUrl: string;
  /** Puts a job on the alerts queue (the worker mails the confirmation). */
  enqueue(job: AlertsJob): Promise<void>;
  /** Alerts are stored as percolator queries (an engine backend): the worker keeps them in step. */
  percolator: boolean;
}

const DAY_MS = 24 * 3600_000;

/** The signed links of one alert, as mail carries them. */
export function alertLinks(deps: Pick<AlertsDeps, 'tokens' | 'baseUrl'>, alert: { id: string; subscriberId: string }) {
  const manage = deps.tokens.sign({ purpose: 'manage', id: alert.subscriberId });
  const unsubscribe = deps.tokens.sign({ purpose: 'unsubscribe', id: alert.id });
  return {
    manage: `${deps.baseUrl}/alerts/manage?token=${manage}`,
    unsubscribe: `${deps.baseUrl}/alerts/unsubscribe?token=${unsubscribe}`,
  };
}

export function confirmLink(deps: Pick<AlertsDeps, 'tokens' | 'baseUrl'>, alertId: string, now = new Date()): string {
  const expires = Math.floor((now.getTime() + ALERT_CONFIRM_DAYS * DAY_MS) / 1000);
  return `${deps.baseUrl}/alerts/confirm?token=${deps.tokens.sign({ purpose: 'confirm', id: alertId, expires })}`;
}

export async function signUp(deps: AlertsDeps, input: AlertSignupRequest): Promise<AlertSignupResponse> {
  const email = input.email.trim().toLowerCase();
  const alertId = await deps.prisma.$transaction(async (tx) => {
    const subscriber = await tx.alertSubscriber.upsert({
      where: { email },
      create: { email },
      update: {},
      select: { id: true },
    });
    const count = await tx.jobAlert.count({ where: { subscriberId: subscriber.id } });
    // Over the limit the answer stays the same: it must not tell that the address has alerts.
    if (count >= MAX_ALERTS_PER_ADDRESS) return undefined;
    const alert = await tx.jobAlert.create({
      data: { subscriberId: subscriber.id, criteria: input.criteria, period: input.period },
      select: { id: true },
    });
    return alert.id;
  });
  if (alertId) await deps.enqueue({ kind: 'confirm', alertId });
  return { status: 'check-your-inbox' };
}

function claimsOrThrow(deps: AlertsDeps, token: string, purpose: 'confirm' | 'manage' | 'unsubscribe') {
  const claims = deps.tokens.verify(token, purpose);
  if (!claims) throw new AppError('NOT_FOUND', ALERT_MESSAGES.badLink);
  return claims;
}

export async function confirmAlert(deps: AlertsDeps, token: string, now = new Date()): Promise<ConfirmAlertResponse> {
  const { id } = claimsOrThrow(deps, token, 'confirm');
  const alert = await deps.prisma.jobAlert.findUnique({ where: { id } });
  if (!alert) throw new AppError('NOT_FOUND', ALERT_MESSAGES.gone);
  // Jobs written from now on go into its digests; a second click changes nothing.
  if (!alert.confirmedAt)
    await deps.prisma.jobAlert.update({ where: { id }, data: { confirmedAt: now, matchedThrough: now } });
  // Queued at every click, so a second click mends a lost one (storing twice changes nothing).
  if (deps.percolator) await deps.enqueue({ kind: 'index', alertId: id });
  return { confirmed: true, summary: alertSummary(ZAlertCriteria.parse(alert.criteria)) };
}

export async function listAlerts(deps: AlertsDeps, token: string): Promise<ManageAlertsResponse> {
  const { id } = claimsOrThrow(deps, token, 'manage');
  const subscriber = await deps.prisma.alertSubscriber.findUnique({
    where: { id },
    include: { alerts: { orderBy: { createdAt: 'asc' } } },
  });
  if (!subscriber) throw new AppError('NOT_FOUND', ALERT_MESSAGES.gone);
  return {
    email: subscriber.email,
    paused: subscriber.pausedAt !== null,
    alerts: subscriber.alerts.map((alert) => {
      const criteria = ZAlertCriteria.parse(alert.criteria);
      return {
        id: alert.id,
        period: alert.period as AlertPeriod,
        confirmed: alert.confirmedAt !== null,
        summary: alertSummary(criteria),
        searchUrl: alertSearchPath(criteria),
      };
    }),
  };
}

export async function changeAlert(deps: AlertsDeps, input: ManageAlertChangeRequest): Promise<ManageAlertsResponse> {
  const { id: subscriberId } = claimsOrThrow(deps, input.token, 'manage');
  const alert = await deps.prisma.jobAlert.findFirst({ where: { id: input.alertId, subscriberId } });
  if (!alert) throw new AppError('NOT_FOUND', ALERT_MESSAGES.gone);
  if ('delete' in input.action) {
    const left = await deleteAlert(deps.prisma, alert.id);
    await dropQuery(deps, alert.id);
    if (left === 0) return { email: '', paused: false, alerts: [] };
  } else {
    // The period is not part of the stored query: a change of period leaves it as it is.
    await deps.prisma.jobAlert.update({ where: { id: alert.id }, data: { period: input.action.period } });
  }
  return listAlerts(deps, input.token);
}

/** One-click unsubscribe: the alert goes at once (and its address, when no alert is left). */
export async function unsubscribe(deps: AlertsDeps, token: string): Promise<{ unsubscribed: true }> {
  const { id } = claimsOrThrow(deps, token, 'unsubscribe');
  await deleteAlert(deps.prisma, id);
  await dropQuery(deps, id);
  // Gone already (a second click, a mail client's retry): the person's wish holds all the same.
  return { unsubscribed: true };
}

/**
 * Asks the worker to delete a deleted alert's percolator query. Best effort: the alert is gone
 * from PostgreSQL already, and a query left behind sends nothing (digests go to alerts there).
 */
async function dropQuery(deps: AlertsDeps, alertId: string): Promise<void> {
  if (deps.percolator) await deps.enqueue({ kind: 'index', alertId }).catch(() => undefined);
}

/** Deletes an alert, and its address when none is left; answers how many alerts the address keeps. */
export async function deleteAlert(prisma: PrismaClient, alertId: string): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const alert = await tx.jobAlert.findUnique({ where: { id: alertId }, select: { subscriberId: true } });
    if (!alert) return 0;
    await tx.jobAlert.delete({ where: { id: alertId } });
    const left = await tx.jobAlert.count({ where: { subscriberId: alert.subscriberId } });
    if (left === 0) await tx.alertSubscriber.delete({ where: { id: alert.subscriberId } });
    return left;
  });
}
