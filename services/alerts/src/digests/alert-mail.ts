// The mail job alerts send: the confirmation link, and the digest of new matching jobs
// (text and HTML). Job links carry only a campaign parameter; the digest's unsubscribe
// header is RFC 8058's one-click kind.
import escapeHtml from 'escape-html';
import {
  ALERT_DIGEST_MAX_JOBS,
  alertSearchPath,
  alertSummary,
  payText,
  type AlertCriteria,
  type AlertPeriod,
  type Job,
} from '@highpay/contracts';
import type { MailMessage } from './mail-transport.js';

/** What every link to the site from an alert mail carries: where the visit came from, nothing about who. */
export const CAMPAIGN = { utm_source: 'job-alert', utm_medium: 'email', utm_campaign: 'job-alert' } as const;

export function withCampaign(url: string): string {
  const u = new URL(url);
  for (const [key, value] of Object.entries(CAMPAIGN)) u.searchParams.set(key, value);
  return u.toString();
}

export interface AlertLinks {
  confirm?: string;
  manage: string;
  unsubscribe: string;
}

export function confirmationMail(input: {
  to: string;
  criteria: AlertCriteria;
  period: AlertPeriod;
  confirmUrl: string;
}): MailMessage {
  const summary = alertSummary(input.criteria);
  const text = [
    'Please confirm your job alert on HighPay Jobs.',
    '',
    `Search: ${summary}`,
    `How often: ${input.period}`,
    '',
    `Confirm: ${input.confirmUrl}`,
    '',
    'Nothing is sent until you confirm. If you did not ask for this, ignore this mail:',
    'the alert is deleted in 7 days.',
  ].join('\n');
  const html = `<p>Please confirm your job alert on HighPay Jobs.</p>
<p>Search: <strong>${escapeHtml(summary)}</strong><br>How often: ${input.period}</p>
<p><a href="${escapeHtml(input.confirmUrl)}">Confirm my job alert</a></p>
<p>Nothing is sent until you confirm. If you did not ask for this, ignore this mail: the alert is deleted in 7 days.</p>`;
  return { to: input.to, subject: 'Confirm your HighPay Jobs alert', text, html };
}

export function remoteText(job: Pick<Job, 'workSetting' | 'remoteEligibility'>): string {
  if (job.workSetting !== 'remote') return job.workSetting === 'hybrid' ? 'Hybrid' : 'On-site';
  return job.remoteEligibility?.label ? `Remote: ${job.remoteEligibility.label}` : 'Remote';
}

export function digestMail(input: {
  to: string;
  baseUrl: string;
  criteria: AlertCriteria;
  period: AlertPeriod;
  jobs: Job[];
  total: number;
  links: AlertLinks;
  messageId?: string;
}): MailMessage {
  const summary = alertSummary(input.criteria);
  const jobs = input.jobs.slice(0, ALERT_DIGEST_MAX_JOBS);
  const more = input.total - jobs.length;
  const jobUrl = (job: Job) => withCampaign(`${input.baseUrl}/job/${encodeURIComponent(job.id)}`);
  const searchUrl = withCampaign(`${input.baseUrl}${alertSearchPath(input.criteria)}`);
  const count = input.total === 1 ? '1 new job' : `${input.total} new jobs`;
  const subject = `${count} for ${summary}`;

  const textJobs = jobs.map((job) =>
    [
      `${job.title} at ${job.company}`,
      `  ${payText(job)} · ${remoteText(job)} · ${job.location}`,
      `  Source: ${job.source.name}`,
      `  ${jobUrl(job)}`,
    ].join('\n'),
  );
  const text = [
    `${count} matching your ${input.period} alert: ${summary}`,
    '',
    ...textJobs.flatMap((t) => [t, '']),
    ...(more > 0 ? [`And ${more} more: ${searchUrl}`, ''] : [`See the search: ${searchUrl}`, '']),
    `Change or delete your alerts: ${input.links.manage}`,
    `Unsubscribe from this alert: ${input.links.unsubscribe}`,
  ].join('\n');

  const e = escapeHtml;
  const htmlJobs = jobs
    .map(
      (job) => `<li style="margin:0 0 16px">
  <a href="${e(jobUrl(job))}" style="font-weight:bold">${e(job.title)}</a> at ${e(job.company)}<br>
  ${e(payText(job))} · ${e(remoteText(job))} · ${e(job.location)}<br>
  <small>Source: ${e(job.source.name)}</small>
</li>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;max-width:640px">
<p>${e(count)} matching your ${input.period} alert: <strong>${e(summary)}</strong></p>
<ul style="padding-left:18px">
${htmlJobs}
</ul>
<p>${more > 0 ? `<a href="${e(searchUrl)}">And ${more} more</a>` : `<a href="${e(searchUrl)}">See the search</a>`}</p>
<p><small><a href="${e(input.links.manage)}">Change or delete your alerts</a> · <a href="${e(input.links.unsubscribe)}">Unsubscribe from this alert</a></small></p>
</body></html>`;

  return {
    to: input.to,
    subject,
    text,
    html,
    ...(input.messageId ? { messageId: input.messageId } : {}),
    headers: {
      'List-Unsubscribe': `<${input.links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
