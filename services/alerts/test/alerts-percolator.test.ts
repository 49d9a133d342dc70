// Job alerts on SEARCH_BACKEND=opensearch, through the gateway and the alerts service on a real
// OpenSearch node: a confirmed alert is stored as a percolator query, the digest is matched
// by the percolator and received by a real SMTP server, a due run percolates its window once
// for all its alerts, unsubscribing deletes the query, and a missing index is made again from
// PostgreSQL when the sender starts.
import { randomBytes } from 'node:crypto';
import type { Queue } from 'bullmq';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import pg from 'pg';
import type { PrismaClient } from '@highpay/common';
import { startAlertsSender } from '../src/alerts.deps.js';
import { addAlertsJob } from '../src/digests/alerts.worker.js';
import type { TestDatabase } from '../../../test/support/database.js';
import { eligibility, insertJobs } from '../../../test/support/jobs.js';
import type { SmtpSink } from '../../../test/support/smtp-sink.js';
import { describeWithOpenSearch } from '../../search/test/support/engine.js';
import { startAlertsStack, type AlertsStack } from './support/alerts-harness.js';

const logger = pino({ level: 'silent' });
const BASE = 'https://jobs.example.test';
const remoteDE = { workSetting: 'remote' as const, remoteEligibility: eligibility('Europe', { countries: ['DE'] }) };

describeWithOpenSearch('job alerts on the percolator, through the sender', (openSearchUrl) => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let smtp: SmtpSink;
  let stack: AlertsStack;
  let alertsQueue: Queue;
  let app: AlertsStack['gateway'];
  const searchIndex = `test_${inject('runId')}_${randomBytes(3).toString('hex')}`;
  const alertIndex = `${openSearchUrl}/${searchIndex}_alerts`;
  /** The sender's percolate requests: how many jobs each sent, and the alerts it was filtered to. */
  const percolated: { jobs: number; alertIds?: readonly string[] }[] = [];

  beforeAll(async () => {
    stack = await startAlertsStack('alertspercolate', {
      publicBaseUrl: BASE,
      env: {
        SEARCH_BACKEND: 'opensearch',
        OPENSEARCH_URL: openSearchUrl,
        SEARCH_INDEX: searchIndex,
      },
      alertIndex: (index) => ({
        ...index,
        percolate: (jobs, alertIds) => {
          percolated.push({ jobs: jobs.length, alertIds });
          return index.percolate(jobs, alertIds);
        },
      }),
    });
    ({ db, smtp, prisma, queue: alertsQueue, gateway: app } = stack);
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await fetch(alertIndex, { method: 'DELETE' }).catch(() => undefined);
  });

  /** Until the alerts queue has nothing waiting, running or delayed (but the schedulers' next runs). */
  async function waitIdle() {
    let idle = 0;
    for (let i = 0; i < 400 && idle < 3; i++) {
      const counts = await alertsQueue.getJobCounts('waiting', 'active', 'prioritized');
      const delayed = (await alertsQueue.getDelayed()).filter((job) => !job.repeatJobKey);
      idle = delayed.length === 0 && Object.values(counts).every((n) => n === 0) ? idle + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (idle < 3) throw new Error('the alerts queue did not empty');
  }

  /** The alert's stored percolator query, or undefined when the index has none. */
  async function storedQuery(alertId: string): Promise<unknown> {
    const res = await fetch(`${alertIndex}/_doc/${alertId}`);
    if (res.status === 404) return undefined;
    return ((await res.json()) as { _source?: { alert_query?: unknown } })._source?.alert_query;
  }

  async function signUpAndConfirm(email: string, criteria: object): Promise<string> {
    await request(app).post('/api/alerts').send({ email, period: 'daily', criteria }).expect(202);
    await waitIdle();
    const mail = smtp.received.find(
      (m) => m.text?.includes('/alerts/confirm') && m.to && JSON.stringify(m.to).includes(email),
    );
    const token = decodeURIComponent(/\/alerts\/confirm\?token=([^\s"<>]+)/.exec(mail!.text!)![1]!);
    await request(app).post('/api/alerts/confirm').send({ token }).expect(200);
    await waitIdle();
    const alert = await prisma.jobAlert.findFirstOrThrow({ where: { subscriber: { email } } });
    return alert.id;
  }

  async function runDue(periodKey: string, email: string) {
    const before = smtp.received.length;
    await addAlertsJob(alertsQueue, { kind: 'due', period: 'daily', periodKey });
    await waitIdle();
    return smtp.received.slice(before).filter((m) => JSON.stringify(m.to).includes(email));
  }

  it('stores a confirmed alert as a query, and its digest, matched by the percolator, holds the new job', async () => {
    const alertId = await signUpAndConfirm('perc@example.com', { query: 'kotlin', openTo: 'DE' });
    expect(await storedQuery(alertId)).toBeDefined();

    await insertJobs(db.url, [
      { title: 'Senior Kotlin Engineer', company: 'Nordwind', ...remoteDE },
      { title: 'Kotlin Engineer On Site', workSetting: 'on-site' },
    ]);
    const [digest] = await runDue('2026-11-28', 'perc@example.com');
    expect(digest!.subject).toBe('1 new job for “kotlin” · remote, open to DE');
    expect(digest!.text).toContain('Senior Kotlin Engineer');
    expect(digest!.text).not.toContain('On Site');
  });

  it('a query lost from the index is stored again by the next due run, whose digest still finds its jobs', async () => {
    const alertId = await signUpAndConfirm('lost@example.com', { query: 'haskell' });
    await fetch(`${alertIndex}/_doc/${alertId}?refresh=true`, { method: 'DELETE' });
    expect(await storedQuery(alertId)).toBeUndefined();

    await insertJobs(db.url, [{ title: 'Haskell Engineer', ...remoteDE }]);
    const [digest] = await runDue('2026-11-29', 'lost@example.com');
    expect(digest!.text).toContain('Haskell Engineer');
    expect(await storedQuery(alertId)).toBeDefined();
  });

  it('one due run percolates the window once and mails each alert its own jobs, newest first, none closed', async () => {
    await signUpAndConfirm('scala@example.com', { query: 'scala' });
    await signUpAndConfirm('golang@example.com', { query: 'golang' });
    await signUpAndConfirm('ocaml@example.com', { query: 'ocaml' });
    const hour = 3600_000;
    await insertJobs(
      db.url,
      Array.from({ length: 23 }, (_, i) => ({
        title: `Scala Engineer ${String(i + 1).padStart(2, '0')}`,
        company: `Scala Shop ${i + 1}`,
        postedAt: new Date(Date.now() - (i + 1) * hour),
        ...remoteDE,
      })),
    );
    const [, closed] = await insertJobs(db.url, [
      {
        title: 'Golang Engineer Older',
        company: 'Gopher Works',
        postedAt: new Date(Date.now() - 5 * hour),
        ...remoteDE,
      },
      { title: 'Golang Engineer Closed', company: 'Gone Ltd', postedAt: new Date(Date.now() - 2 * hour), ...remoteDE },
      { title: 'Golang Engineer Newer', company: 'Go Fast', postedAt: new Date(Date.now() - hour), ...remoteDE },
    ]);
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    await pool.query('UPDATE jobs SET closed_at = now() WHERE id = $1', [Number(closed)]);
    await pool.end();

    percolated.length = 0;
    const before = smtp.received.length;
    await addAlertsJob(alertsQueue, { kind: 'due', period: 'daily', periodKey: '2026-12-01' });
    await waitIdle();
    const mails = smtp.received.slice(before);
    const to = (email: string) => mails.filter((m) => JSON.stringify(m.to).includes(email));

    // Every confirmed alert was due; the window's jobs went to the engine once, for all of them.
    expect(await prisma.jobAlert.count({ where: { confirmedAt: { not: null } } })).toBeGreaterThan(3);
    expect(percolated).toEqual([{ jobs: 25, alertIds: undefined }]);

    const [scala] = to('scala@example.com');
    expect(scala!.subject).toBe('23 new jobs for “scala”');
    const shown = [...scala!.text!.matchAll(/Scala Engineer (\d+)/g)].map((m) => Number(m[1]));
    expect(shown).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(scala!.text).toContain('And 3 more: ');

    const [golang] = to('golang@example.com');
    expect(golang!.subject).toBe('2 new jobs for “golang”');
    expect(golang!.text!.indexOf('Golang Engineer Newer')).toBeLessThan(golang!.text!.indexOf('Golang Engineer Older'));
    expect(golang!.text).not.toContain('Closed');
    expect(golang!.text).not.toContain('Scala');
    expect(to('ocaml@example.com')).toEqual([]);
  });

  it("an alert confirmed after its period was matched still gets that period's digest", async () => {
    const key = '2026-12-02';
    await addAlertsJob(alertsQueue, { kind: 'due', period: 'daily', periodKey: key });
    await waitIdle();
    const alertId = await signUpAndConfirm('late@example.com', { query: 'clojure' });
    await insertJobs(db.url, [{ title: 'Clojure Engineer', ...remoteDE }]);
    percolated.length = 0;
    const [digest] = await runDue(key, 'late@example.com');
    expect(digest!.text).toContain('Clojure Engineer');
    // Matched on its own: the period's run was stored before the alert existed.
    expect(percolated.map((p) => p.alertIds)).toEqual([[alertId]]);
  });

  it('a bare POST to the unsubscribe link deletes the query with the alert', async () => {
    const alertId = await signUpAndConfirm('gone@example.com', { query: 'elixir' });
    expect(await storedQuery(alertId)).toBeDefined();
    await insertJobs(db.url, [{ title: 'Elixir Engineer', ...remoteDE }]);
    const [digest] = await runDue('2026-11-30', 'gone@example.com');
    const url = /<([^>]+)>/.exec(digest!.headerLines.find((h) => h.key === 'list-unsubscribe')!.line)![1]!;
    await request(app).post(url.slice(BASE.length)).type('form').send('List-Unsubscribe=One-Click').expect(200);
    await waitIdle();
    expect(await storedQuery(alertId)).toBeUndefined();
  });

  it('a missing index is made again from PostgreSQL when the sender starts', async () => {
    const confirmed = await prisma.jobAlert.findMany({ where: { confirmedAt: { not: null } }, select: { id: true } });
    expect(confirmed.length).toBeGreaterThan(0);
    await stack.sender.close();
    await fetch(alertIndex, { method: 'DELETE' });
    stack.sender = await startAlertsSender({
      config: stack.config,
      prisma,
      connection: stack.connection,
      logger,
      queue: alertsQueue,
    });
    for (const { id } of confirmed) expect(await storedQuery(id), id).toBeDefined();
  });
});
