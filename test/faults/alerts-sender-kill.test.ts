// A job alert sender killed mid-send (SIGKILL, while the mail server holds digests
// unanswered) and started again: every due digest arrives, and none twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPrisma, createRedis, type PrismaClient } from '@highpay/common';
import { addAlertsJob, createAlertsQueue } from '../../services/gateway/src/alerts/alerts.worker.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../support/database.js';
import { sleep } from '../support/faults-infra.js';
import { eligibility, insertJobs } from '../support/jobs.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

const ENTRY = 'services/gateway/dist/alerts/alerts-worker.main.js';
const ALERTS = 8;
const PERIOD = '2026-11-28';

let db: TestDatabase;
let prisma: PrismaClient;
let smtp: SmtpSink;
let queue: Queue;
let prefix: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run \`npm run build\` (make test does)`);
  db = await createTestDatabase('alertkill');
  prisma = createPrisma(db.url, { max: 2 });
  smtp = await startSmtpSink();
  prefix = testQueuePrefix('alertkill');
  queue = createAlertsQueue(createRedis(inject('redisUrl'), { forWorker: true }), prefix, silent);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await queue.close();
  await smtp.close();
  await prisma.$disconnect();
  await db.drop();
});

const silent = (await import('pino')).default({ level: 'silent' });

function startSender(): ChildProcess {
  const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...inherited,
      DATABASE_URL: db.url,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: prefix,
      SMTP_URL: smtp.url,
      PUBLIC_BASE_URL: 'https://jobs.example.test',
      ALERTS_SIGNING_SECRET: 'faults-alert-signing-secret-0123456789abcdef',
      ALERTS_CLAIM_LEASE_MS: '2000',
      ALERTS_LOCK_MS: '2000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

describe('a job alert sender killed mid-send', () => {
  it('sends every due digest once after it is started again', async () => {
    const confirmed = new Date(Date.now() - 3600_000);
    for (let i = 0; i < ALERTS; i++) {
      await prisma.alertSubscriber.create({
        data: {
          email: `reader${i}@example.com`,
          alerts: {
            create: {
              period: 'daily',
              criteria: { query: 'rust', location: '', category: '', jobTypes: [], salaryRequired: false },
              confirmedAt: confirmed,
              matchedThrough: confirmed,
            },
          },
        },
      });
    }
    await insertJobs(db.url, [
      { title: 'Rust Engineer', workSetting: 'remote', remoteEligibility: eligibility('Anywhere', { anywhere: true }) },
    ]);

    // Two digests are accepted; the rest wait unanswered while the sender is killed.
    smtp.holdAfter = 2;
    const first = startSender();
    await addAlertsJob(queue, { kind: 'due', period: 'daily', periodKey: PERIOD });
    await until('a digest is held mid-send', () => smtp.dataStarted > 2);
    // The two accepted are marked sent: what SMTP cannot make safe is a kill between the
    // server's acceptance and that mark (a resend then carries the same Message-ID).
    await until(
      'the accepted digests are marked sent',
      async () => (await prisma.alertDigest.count({ where: { periodKey: PERIOD, status: 'sent' } })) === 2,
    );
    first.kill('SIGKILL');
    await until('the sender is gone', () => first.signalCode !== null);
    expect(smtp.received).toHaveLength(2);
    const claimedBeforeRestart = await prisma.alertDigest.count({ where: { periodKey: PERIOD, status: 'sending' } });
    expect(claimedBeforeRestart).toBeGreaterThan(0);

    smtp.holdAfter = undefined;
    startSender();
    await until('every digest arrived', () => smtp.received.length >= ALERTS, 60_000);
    // Time for a duplicate to show up, had the restart sent any.
    await sleep(3000);
    await until(
      'every digest is marked sent',
      async () => (await prisma.alertDigest.count({ where: { periodKey: PERIOD, status: 'sent' } })) === ALERTS,
    );

    const recipients = smtp.received.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text).sort();
    expect(recipients).toEqual(Array.from({ length: ALERTS }, (_, i) => `reader${i}@example.com`).sort());
    for (const mail of smtp.received) expect(mail.text).toContain('Rust Engineer');
  });
});
