// Job alerts: POST /api/alerts saves a search for an address (double opt-in); signed links
// confirm, manage and unsubscribe. The criteria are the search's own fields, page and sort left out.
import { z } from 'zod';
import { ZSearchRequest } from './search.js';

export const ALERT_PERIODS = ['daily', 'weekly'] as const;
export type AlertPeriod = (typeof ALERT_PERIODS)[number];

/** At most this many jobs a digest lists, newest first; the rest is "and N more". */
export const ALERT_DIGEST_MAX_JOBS = 20;
/** An alert not confirmed within this many days is deleted. */
export const ALERT_CONFIRM_DAYS = 7;
/** Alerts one address may keep. */
export const MAX_ALERTS_PER_ADDRESS = 20;

/** What an alert searches for: the /search request as the page held it, without page and sort. */
export const ZAlertCriteria = ZSearchRequest.omit({ page: true, sort: true });
export type AlertCriteria = z.output<typeof ZAlertCriteria>;
export type AlertCriteriaInput = z.input<typeof ZAlertCriteria>;

export const ZAlertSignupRequest = z.object({
  email: z.email('Please enter a valid email address').max(254),
  period: z.enum(ALERT_PERIODS),
  criteria: ZAlertCriteria,
});
export type AlertSignupRequest = z.output<typeof ZAlertSignupRequest>;

/** The same answer whether or not the address already has alerts: it tells no one who does. */
export const ZAlertSignupResponse = z.object({ status: z.literal('check-your-inbox') });
export type AlertSignupResponse = z.infer<typeof ZAlertSignupResponse>;

/** A signed link's token, as the confirm, manage and unsubscribe routes take it. */
export const ZAlertTokenRequest = z.object({ token: z.string().min(10).max(400) });

export const ZManagedAlert = z.object({
  id: z.uuid(),
  period: z.enum(ALERT_PERIODS),
  confirmed: z.boolean(),
  /** A line a person recognises the search by, e.g. "engineer · Austin, TX · Remote". */
  summary: z.string(),
  searchUrl: z.string(),
});
export type ManagedAlert = z.infer<typeof ZManagedAlert>;

export const ZManageAlertsResponse = z.object({
  email: z.string(),
  paused: z.boolean(),
  alerts: z.array(ZManagedAlert),
});
export type ManageAlertsResponse = z.infer<typeof ZManageAlertsResponse>;

export const ZManageAlertChangeRequest = z.object({
  token: z.string().min(10).max(400),
  alertId: z.uuid(),
  /** A new period, or delete the alert. */
  action: z.union([z.object({ period: z.enum(ALERT_PERIODS) }), z.object({ delete: z.literal(true) })]),
});
export type ManageAlertChangeRequest = z.output<typeof ZManageAlertChangeRequest>;

export const ZConfirmAlertResponse = z.object({ confirmed: z.literal(true), summary: z.string() });
export type ConfirmAlertResponse = z.infer<typeof ZConfirmAlertResponse>;

export const ZUnsubscribeAlertResponse = z.object({ unsubscribed: z.literal(true) });

export const ALERT_MESSAGES = {
  signupSent: 'Check your inbox to confirm your job alert.',
  badLink: 'This link is not valid or has expired.',
  gone: 'This job alert no longer exists.',
  tooMany: `An address can keep at most ${MAX_ALERTS_PER_ADDRESS} job alerts.`,
} as const;

/** The search page's address for these criteria (the digest's "and N more" and the manage page link to it). */
export function alertSearchPath(criteria: AlertCriteria): string {
  const params = new URLSearchParams();
  if (criteria.query) params.set('q', criteria.query);
  if (criteria.location) params.set('location', criteria.location);
  if (criteria.category) params.set('category', criteria.category);
  if (criteria.workSetting) params.set('workSetting', criteria.workSetting);
  for (const type of criteria.jobTypes) params.append('jobType', type);
  if (criteria.salaryMin !== undefined) params.set('salaryMin', String(criteria.salaryMin));
  if (criteria.salaryRequired) params.set('salaryRequired', '1');
  if (criteria.openTo) params.set('openTo', criteria.openTo);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/** "engineer · Austin, TX · Remote · $120,000+": the alert's criteria in one line. */
export function alertSummary(criteria: AlertCriteria): string {
  const parts: string[] = [];
  if (criteria.query) parts.push(`“${criteria.query}”`);
  if (criteria.location) parts.push(criteria.location);
  if (criteria.category) parts.push(criteria.category);
  // "remote, open to DE" below says remote already.
  if (criteria.workSetting && !(criteria.openTo && criteria.workSetting === 'remote')) parts.push(criteria.workSetting);
  if (criteria.jobTypes.length > 0) parts.push(criteria.jobTypes.join(', '));
  if (criteria.salaryMin !== undefined) parts.push(`$${criteria.salaryMin.toLocaleString('en-US')}+ a year`);
  if (criteria.openTo) parts.push(`remote, open to ${criteria.openTo}`);
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}
