// A job alert sender killed mid-send (SIGKILL, while the mail server holds digests
// unanswered) and started again: every due digest arrives, and none twice. On the
// percolator, the same when it is killed during the due run's bulk matching (while the
// engine's answer to the percolate request is held).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPrisma, createRedis, type PrismaClient } from '@highpay/common';
import { addAlertsJob, createAlertsQueue } from '../../services/alerts/src/digests/alerts.worker.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../support/database.js';
import { sleep } from '../support/faults-infra.js';
import { eligibility, insertJobs } from '../support/jobs.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { describeWithOpenSearch } from '../../services/search/test/support/engine.js';

const ENTRY = 'services/alerts/dist/main.js';
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

function startSender(
  on: { db: TestDatabase; prefix: string; smtp: SmtpSink } = { db, prefix, smtp },
  env: Record<string, string> = {},
): ChildProcess {
  const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...inherited,
      ...env,
      DATABASE_URL: on.db.url,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: on.prefix,
      SMTP_URL: on.smtp.url,
      PUBLIC_BASE_URL: 'https://jobs.example.test',
      ALERTS_SIGNING_SECRET: 'faults-alert-signing-secret-0123456789abcdef',
      ALERTS_CLAIM_LEASE_MS: '2000',
      ALERTS_LOCK_MS: '2000',
      LOG_LEVEL: 'warn',
      // Several senders at once: each takes a free port for its HTTP API.
      ALERTS_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** What the test is waiting on: printed if it fails, so a hang says where it stood. */
let waitingFor: string | undefined;

/** Waits as long as it takes; no speed is asserted (a loaded machine is slow), HANG_MS only stops a hang. */
async function until(what: string, done: () => boolean | Promise<boolean>) {
  waitingFor = what;
  while (!(await done())) await sleep(100);
  waitingFor = undefined;
}

/** Stops a test that hangs; far above what any wait takes. */
const HANG_MS = 600_000;

afterEach((context) => {
  if (context.task.result?.state === 'fail' && waitingFor) console.error(`still waiting until ${waitingFor}`);
  waitingFor = undefined;
});

/** Confirmed daily alerts for 'rust', one address each, last matched an hour ago. */
async function createRustAlerts(client: PrismaClient, count: number) {
  const confirmed = new Date(Date.now() - 3600_000);
  for (let i = 0; i < count; i++) {
    await client.alertSubscriber.create({
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
}

/** A remote job anyone may take, which the Rust alerts (or not) match by its title. */
const openToAnyone = (title: string) => ({
  title,
  workSetting: 'remote' as const,
  remoteEligibility: eligibility('Anywhere', { anywhere: true }),
});

describe('a job alert sender killed mid-send', () => {
  it(
    'sends every due digest once after it is started again',
    async () => {
      await createRustAlerts(prisma, ALERTS);
      await insertJobs(db.url, [openToAnyone('Rust Engineer')]);

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
      await until('every digest arrived', () => smtp.received.length >= ALERTS);
      // Time for a duplicate to show up, had the restart sent any.
      await sleep(3000);
      await until(
        'every digest is marked sent',
        async () => (await prisma.alertDigest.count({ where: { periodKey: PERIOD, status: 'sent' } })) === ALERTS,
      );

      const recipients = smtp.received.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text).sort();
      expect(recipients).toEqual(Array.from({ length: ALERTS }, (_, i) => `reader${i}@example.com`).sort());
      for (const mail of smtp.received) expect(mail.text).toContain('Rust Engineer');
    },
    HANG_MS,
  );
});

/** A pass-through to the engine that holds percolate requests unanswered while `holding`. */
interface EngineGate {
  url: string;
  holding: boolean;
  held: number;
  close(): Promise<void>;
}

async function startEngineGate(target: string): Promise<EngineGate> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (gate.holding && body.includes('"percolate"')) {
        gate.held++;
        return;
      }
      fetch(`${target}${req.url}`, {
        method: req.method,
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        body: body.length > 0 ? body : undefined,
      })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gate: EngineGate = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    holding: false,
    held: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return gate;
}

describeWithOpenSearch('a job alert sender on the percolator killed during the due run', (openSearchUrl) => {
  let bulkDb: TestDatabase;
  let bulkPrisma: PrismaClient;
  let bulkSmtp: SmtpSink;
  let bulkQueue: Queue;
  let gate: EngineGate;
  const searchIndex = `faults_${randomBytes(4).toString('hex')}`;
  const bulkPrefix = testQueuePrefix('alertkillbulk');

  beforeAll(async () => {
    if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run \`npm run build\` (make test does)`);
    bulkDb = await createTestDatabase('alertkillbulk');
    bulkPrisma = createPrisma(bulkDb.url, { max: 2 });
    bulkSmtp = await startSmtpSink();
    bulkQueue = createAlertsQueue(createRedis(inject('redisUrl'), { forWorker: true }), bulkPrefix, silent);
    gate = await startEngineGate(openSearchUrl);
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await gate?.close();
    await fetch(`${openSearchUrl}/${searchIndex}_alerts`, { method: 'DELETE' }).catch(() => undefined);
    await bulkQueue?.close();
    await bulkSmtp?.close();
    await bulkPrisma?.$disconnect();
    await bulkDb?.drop();
  });

  it(
    'sends every due digest once after it is started again',
    async () => {
      await createRustAlerts(bulkPrisma, ALERTS);
      await insertJobs(bulkDb.url, [openToAnyone('Rust Engineer'), openToAnyone('Go Engineer')]);
      const on = { db: bulkDb, prefix: bulkPrefix, smtp: bulkSmtp };
      const env = { SEARCH_BACKEND: 'opensearch', OPENSEARCH_URL: gate.url, SEARCH_INDEX: searchIndex };

      gate.holding = true;
      const first = startSender(on, env);
      await addAlertsJob(bulkQueue, { kind: 'due', period: 'daily', periodKey: PERIOD });
      await until('the due run is percolating', () => gate.held > 0);
      first.kill('SIGKILL');
      await until('the sender is gone', () => first.signalCode !== null);
      // Killed mid-run: nothing stored, nothing sent.
      expect(await bulkPrisma.alertMatch.count()).toBe(0);
      expect(await bulkPrisma.alertDigest.count()).toBe(0);
      expect(bulkSmtp.received).toHaveLength(0);

      gate.holding = false;
      startSender(on, env);
      await until('every digest arrived', () => bulkSmtp.received.length >= ALERTS);
      // Time for a duplicate to show up, had the restart sent any.
      await sleep(3000);
      await until(
        'every digest is marked sent',
        async () => (await bulkPrisma.alertDigest.count({ where: { periodKey: PERIOD, status: 'sent' } })) === ALERTS,
      );
      expect(await bulkPrisma.alertMatch.count({ where: { periodKey: PERIOD } })).toBe(ALERTS);

      const recipients = bulkSmtp.received.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text).sort();
      expect(recipients).toEqual(Array.from({ length: ALERTS }, (_, i) => `reader${i}@example.com`).sort());
      for (const mail of bulkSmtp.received) {
        expect(mail.text).toContain('Rust Engineer');
        expect(mail.text).not.toContain('Go Engineer');
      }
    },
    HANG_MS,
  );
});
