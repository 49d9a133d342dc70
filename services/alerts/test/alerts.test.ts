// Job alerts end to end: sign-up through the gateway and the alerts service, the confirmation mail
// and digests received by a real SMTP server, one-click unsubscribe, and how the sender
// meets the mail server's refusals.
import type { Queue } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@highpay/common';
import { addAlertsJob } from '../src/digests/alerts.worker.js';
import type { TestDatabase } from '../../../test/support/database.js';
import { closeJob, eligibility, insertJobs } from '../../../test/support/jobs.js';
import type { SmtpSink } from '../../../test/support/smtp-sink.js';
import { startAlertsStack, type AlertsStack } from './support/alerts-harness.js';

const BASE = 'https://jobs.example.test';

let db: TestDatabase;
let prisma: PrismaClient;
let smtp: SmtpSink;
let stack: AlertsStack;
let alertsQueue: Queue;
let app: AlertsStack['gateway'];

beforeAll(async () => {
  stack = await startAlertsStack('alerts', { publicBaseUrl: BASE });
  ({ db, smtp, prisma, queue: alertsQueue, gateway: app } = stack);
});

afterAll(async () => {
  await stack.close();
});

beforeEach(() => {
  smtp.received.length = 0;
});

const CRITERIA = { query: 'kotlin', location: '', category: '', jobTypes: [], openTo: 'DE' };

async function signUpAndConfirm(email: string, criteria: object = CRITERIA): Promise<ParsedMail> {
  const before = smtp.received.length;
  await request(app).post('/api/alerts').send({ email, period: 'daily', criteria }).expect(202);
  await waitIdle();
  const [mail] = mailsTo(email, before);
  const token = tokenIn(mail!.text ?? '', '/alerts/confirm');
  await request(app).post('/api/alerts/confirm').send({ token }).expect(200);
  return mail!;
}

/** The messages to `email` received since index `from`. */
const mailsTo = (email: string, from = 0) =>
  smtp.received.slice(from).filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((to) => to?.text === email));

function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${BASE}${path}\\?token=([^\\s"<>]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

const headerLine = (mail: ParsedMail, key: string) => mail.headerLines.find((h) => h.key === key)?.line;
/** The https address in the List-Unsubscribe header, as a mail client reads it. */
const unsubscribeUrl = (mail: ParsedMail) => /<([^>]+)>/.exec(headerLine(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';

/** A due run for the period `periodKey`, until every digest it started is done; answers the mail `email` got. */
async function runDue(periodKey: string, email: string): Promise<ParsedMail[]> {
  const before = smtp.received.length;
  await addAlertsJob(alertsQueue, { kind: 'due', period: 'daily', periodKey });
  await waitIdle();
  return mailsTo(email, before);
}

/** Until the alerts queue has nothing waiting, running or delayed (but the schedulers' next runs). */
async function waitIdle() {
  // Counts are read apart from the delayed list, so a job moving between them is missed
  // once: idle means idle three times in a row.
  let idle = 0;
  for (let i = 0; i < 400; i++) {
    const counts = await alertsQueue.getJobCounts('waiting', 'active', 'prioritized');
    const delayed = (await alertsQueue.getDelayed()).filter((job) => !job.repeatJobKey);
    idle = delayed.length === 0 && Object.values(counts).every((n) => n === 0) ? idle + 1 : 0;
    if (idle === 3) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the alerts queue did not empty');
}

const remoteDE = {
  workSetting: 'remote' as const,
  remoteEligibility: eligibility('Europe', { countries: ['DE', 'FR'] }),
};

describe('signing up', () => {
  it('mails a confirmation link, and sends nothing before it is followed', async () => {
    await request(app)
      .post('/api/alerts')
      .send({ email: 'Ada@Example.com', period: 'weekly', criteria: CRITERIA })
      .expect(202, { status: 'check-your-inbox' });
    await waitIdle();
    const [mail] = mailsTo('ada@example.com');
    expect(mail!.subject).toBe('Confirm your HighPay Jobs alert');
    expect(mail!.text).toContain('“kotlin”');
    expect(mail!.html).toContain('Confirm my job alert');
    const alert = await prisma.jobAlert.findFirstOrThrow({ where: { subscriber: { email: 'ada@example.com' } } });
    expect(alert.confirmedAt).toBeNull();
  });

  it('an alert whose confirmation link was never followed gets no digest, even with new matching jobs', async () => {
    await request(app)
      .post('/api/alerts')
      .send({ email: 'unconfirmed@example.com', period: 'daily', criteria: { ...CRITERIA, query: 'fortran' } })
      .expect(202);
    await waitIdle();
    expect(mailsTo('unconfirmed@example.com').map((m) => m.subject)).toEqual(['Confirm your HighPay Jobs alert']);
    const alert = await prisma.jobAlert.findFirstOrThrow({
      where: { subscriber: { email: 'unconfirmed@example.com' } },
    });
    await insertJobs(db.url, [{ title: 'Fortran Engineer', ...remoteDE }]);

    expect(await runDue('2026-11-20', 'unconfirmed@example.com')).toEqual([]);
    // Nor when a digest job names it (one queued before a change of mind, say).
    const before = smtp.received.length;
    await addAlertsJob(alertsQueue, { kind: 'digest', alertId: alert.id, periodKey: '2026-11-21' });
    await waitIdle();
    expect(mailsTo('unconfirmed@example.com', before)).toEqual([]);
  });

  it('answers the same for an address that already has alerts', async () => {
    const first = await request(app)
      .post('/api/alerts')
      .send({ email: 'same@example.com', period: 'daily', criteria: CRITERIA });
    const again = await request(app)
      .post('/api/alerts')
      .send({ email: 'same@example.com', period: 'daily', criteria: CRITERIA });
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(again.body).toEqual(first.body);
  });

  it('refuses a bad address with the contract message', async () => {
    const res = await request(app).post('/api/alerts').send({ email: 'nope', period: 'daily', criteria: CRITERIA });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Please enter a valid email address');
  });

  it('refuses a forged or altered confirm link', async () => {
    await request(app)
      .post('/api/alerts/confirm')
      .send({ token: 'c.00000000-0000-4000-8000-000000000000.9999999999.forged' })
      .expect(404);
  });
});

describe('the digest', () => {
  it('holds the new matching jobs written since confirming, with both parts, headers and campaign links', async () => {
    await insertJobs(db.url, [{ title: 'Kotlin Developer (before)', ...remoteDE }]);
    await signUpAndConfirm('grace@example.com');
    const [matching, , closed] = await insertJobs(db.url, [
      {
        title: 'Senior Kotlin Engineer',
        company: 'Nordwind',
        salaryMin: 90_000,
        salaryMax: 110_000,
        salaryCurrency: 'EUR',
        salaryPeriod: 'year',
        ...remoteDE,
      },
      { title: 'Kotlin Engineer in Austin', workSetting: 'on-site' },
      { title: 'Kotlin Lead (closed)', ...remoteDE },
      { title: 'Python Engineer', ...remoteDE },
    ]);
    await closeJob(db.url, closed!, new Date());

    const [digest] = await runDue('2026-11-28', 'grace@example.com');
    expect(digest!.subject).toBe('1 new job for “kotlin” · remote, open to DE');
    for (const part of [digest!.text!, digest!.html as string]) {
      expect(part).toContain('Senior Kotlin Engineer');
      expect(part).toContain('Nordwind');
      expect(part).toContain('€90,000 – €110,000 a year');
      expect(part).toContain('Remote: Europe');
      expect(part).not.toContain('Kotlin Developer (before)');
      expect(part).not.toContain('Kotlin Engineer in Austin');
      expect(part).not.toContain('closed');
      expect(part).not.toContain('Python');
    }
    const jobLink = `${BASE}/job/${matching}?utm_source=job-alert&utm_medium=email&utm_campaign=job-alert`;
    expect(digest!.text).toContain(jobLink);
    expect(digest!.html).toContain(jobLink.replaceAll('&', '&amp;'));
    expect(digest!.text).not.toContain('grace');
    expect(unsubscribeUrl(digest!)).toMatch(new RegExp(`^${BASE}/alerts/unsubscribe\\?token=`));
    expect(headerLine(digest!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The same period again sends nothing more.
    expect(await runDue('2026-11-28', 'grace@example.com')).toHaveLength(0);

    // The next period holds only what is new since this one.
    await insertJobs(db.url, [{ title: 'Kotlin Platform Engineer', ...remoteDE }]);
    const [next] = await runDue('2026-11-29', 'grace@example.com');
    expect(next!.text).toContain('Kotlin Platform Engineer');
    expect(next!.text).not.toContain('Senior Kotlin Engineer');
  });

  it('lists the 20 newest and links "and N more" to the search', async () => {
    await signUpAndConfirm('many@example.com', { ...CRITERIA, query: 'scala' });
    const base = Date.now();
    await insertJobs(
      db.url,
      Array.from({ length: 23 }, (_, i) => ({
        title: `Scala Engineer ${i + 1}`,
        postedAt: new Date(base - (23 - i) * 60_000),
        ...remoteDE,
      })),
    );
    const [digest] = await runDue('2026-12-01', 'many@example.com');
    expect(digest!.subject).toMatch(/^23 new jobs/);
    expect(digest!.text).toContain('Scala Engineer 23');
    expect(digest!.text).not.toContain('Scala Engineer 3\n');
    expect(digest!.text).toContain(`And 3 more: ${BASE}/search?q=scala&openTo=DE&utm_source=job-alert`);
    expect(digest!.text!.indexOf('Scala Engineer 23')).toBeLessThan(digest!.text!.indexOf('Scala Engineer 4'));
  });

  it('sends nothing for a period with no new match', async () => {
    await signUpAndConfirm('quiet@example.com', { ...CRITERIA, query: 'cobol' });
    expect(await runDue('2026-12-02', 'quiet@example.com')).toHaveLength(0);
  });
});

describe('leaving', () => {
  it('a bare POST to the List-Unsubscribe link deletes the alert and the address, and no mail follows', async () => {
    await signUpAndConfirm('leave@example.com', { ...CRITERIA, query: 'haskell' });
    await insertJobs(db.url, [{ title: 'Haskell Engineer', ...remoteDE }]);
    const [digest] = await runDue('2026-12-03', 'leave@example.com');
    const url = unsubscribeUrl(digest!);

    const path = url.slice(BASE.length);
    const res = await request(app).post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.text).toContain('unsubscribed');
    expect(await prisma.alertSubscriber.findUnique({ where: { email: 'leave@example.com' } })).toBeNull();

    await insertJobs(db.url, [{ title: 'Haskell Engineer II', ...remoteDE }]);
    expect(await runDue('2026-12-04', 'leave@example.com')).toHaveLength(0);
  });

  it('a GET of the unsubscribe link, as mail scanners make, deletes nothing: the page asks first', async () => {
    await signUpAndConfirm('scanned@example.com', { ...CRITERIA, query: 'ada' });
    await insertJobs(db.url, [{ title: 'Ada Engineer', ...remoteDE }]);
    const [digest] = await runDue('2026-12-08', 'scanned@example.com');
    const path = unsubscribeUrl(digest!).slice(BASE.length);

    for (const method of ['get', 'head'] as const) {
      const res = await request(app)[method](path);
      expect(res.status, method).toBe(200);
    }
    expect(await prisma.alertSubscriber.findUnique({ where: { email: 'scanned@example.com' } })).not.toBeNull();
    await insertJobs(db.url, [{ title: 'Ada Engineer II', ...remoteDE }]);
    const [next] = await runDue('2026-12-09', 'scanned@example.com');
    expect(next!.text).toContain('Ada Engineer II');

    // The page's button posts the token; that deletes it.
    const token = tokenIn(digest!.text!, '/alerts/unsubscribe');
    await request(app).post('/api/alerts/unsubscribe').send({ token }).expect(200, { unsubscribed: true });
    expect(await prisma.alertSubscriber.findUnique({ where: { email: 'scanned@example.com' } })).toBeNull();
  });

  it('the manage link lists the alerts, changes the period and deletes one', async () => {
    await signUpAndConfirm('manage@example.com', { ...CRITERIA, query: 'elixir' });
    await insertJobs(db.url, [{ title: 'Elixir Engineer', ...remoteDE }]);
    const [digest] = await runDue('2026-12-05', 'manage@example.com');
    const token = tokenIn(digest!.text!, '/alerts/manage');
    const list = await request(app).post('/api/alerts/manage').send({ token }).expect(200);
    expect(list.body).toMatchObject({
      email: 'manage@example.com',
      alerts: [{ period: 'daily', summary: '“elixir” · remote, open to DE' }],
    });
    const alertId = list.body.alerts[0].id as string;
    const weekly = await request(app)
      .post('/api/alerts/manage/change')
      .send({ token, alertId, action: { period: 'weekly' } })
      .expect(200);
    expect(weekly.body.alerts[0].period).toBe('weekly');
    await request(app)
      .post('/api/alerts/manage/change')
      .send({ token, alertId, action: { delete: true } })
      .expect(200);
    expect(await prisma.alertSubscriber.findUnique({ where: { email: 'manage@example.com' } })).toBeNull();
  });
});

describe('the mail server', () => {
  it('refusing an address for good pauses its alerts', async () => {
    await signUpAndConfirm('bounce@example.com', { ...CRITERIA, query: 'erlang' });
    smtp.refuse.add('bounce@example.com');
    await insertJobs(db.url, [{ title: 'Erlang Engineer', ...remoteDE }]);
    expect(await runDue('2026-12-06', 'bounce@example.com')).toHaveLength(0);
    const subscriber = await prisma.alertSubscriber.findUniqueOrThrow({ where: { email: 'bounce@example.com' } });
    expect(subscriber.pausedAt).not.toBeNull();
    expect(subscriber.pauseReason).toContain('550');
  });

  it('a temporary refusal is retried, and the digest arrives once', async () => {
    await signUpAndConfirm('later@example.com', { ...CRITERIA, query: 'clojure' });
    smtp.deferOnce.set('later@example.com', 2);
    await insertJobs(db.url, [{ title: 'Clojure Engineer', ...remoteDE }]);
    const mail = await runDue('2026-12-07', 'later@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Clojure Engineer');
  });
});
