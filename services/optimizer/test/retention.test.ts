// The retention job over the real PostgreSQL and Redis: what the privacy policy says is
// deleted after 30 days or 7 years is, and nothing younger is.
import { randomBytes, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QUEUES, createPrisma, createRedis, type PrismaClient } from '@highpay/common';
import { applyRetention } from '../src/retention/retention.service.js';
import { RETENTION_SCHEDULER_ID, startRetention } from '../src/retention/retention.worker.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { SAMPLE_RESUME } from './support/sample-resume.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const yearsAgo = (years: number, plusDays = 0) => {
  const at = new Date();
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return new Date(at.getTime() - plusDays * DAY_MS);
};

describe('the retention job', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  const run = (batchSize?: number) => applyRetention({ prisma, now: () => new Date(), batchSize });

  beforeAll(async () => {
    db = await createTestDatabase('retention');
    prisma = createPrisma(db.url, { max: 4 });
  });
  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  async function optimization(createdAt: Date): Promise<string> {
    const row = await prisma.optimization.create({
      data: {
        jobTitle: 'Senior Backend Engineer',
        clientId: 'client-hash',
        resumeText: SAMPLE_RESUME,
        optimizedResume: `${SAMPLE_RESUME}\n(optimized)`,
        preview: SAMPLE_RESUME.slice(0, 200),
        match: { scoreBefore: 40, scoreAfter: 80 },
        engine: 'local',
        status: 'done',
        createdAt,
      },
    });
    return row.id;
  }

  async function paidPurchase(optimizationId: string | null, createdAt: Date): Promise<string> {
    const purchase = await prisma.purchase.create({
      data: {
        kind: 'resume_download',
        provider: 'local',
        sessionId: `cs_local_${randomBytes(12).toString('hex')}`,
        status: 'paid',
        amountCents: 500,
        currency: 'usd',
        optimizationId,
        paidAt: createdAt,
        createdAt,
      },
    });
    for (const format of ['pdf', 'docx'] as const) {
      await prisma.downloadArtifact.create({
        data: {
          purchaseId: purchase.id,
          format,
          content: new Uint8Array([1, 2, 3]),
          sha256: '0'.repeat(64),
          byteSize: 3,
        },
      });
    }
    return purchase.id;
  }

  it('deletes a resume made 31 days ago and keeps one made 29 days ago', async () => {
    const old = await optimization(daysAgo(31));
    const young = await optimization(daysAgo(29));
    await run();
    expect(await prisma.optimization.findUnique({ where: { id: old } })).toBeNull();
    expect(await prisma.optimization.findUniqueOrThrow({ where: { id: young } })).toMatchObject({
      resumeText: SAMPLE_RESUME,
      optimizedResume: `${SAMPLE_RESUME}\n(optimized)`,
      resumeDeletedAt: null,
    });
  });

  it('blanks a paid resume made 31 days ago and deletes its files, and its purchase stays', async () => {
    const id = await optimization(daysAgo(31));
    const purchaseId = await paidPurchase(id, daysAgo(31));
    const result = await run();
    expect(result).toMatchObject({ resumesBlanked: 1, filesDeleted: 2 });

    expect(await prisma.optimization.findUniqueOrThrow({ where: { id } })).toMatchObject({
      jobTitle: 'Senior Backend Engineer',
      resumeText: '',
      optimizedResume: null,
      preview: null,
      match: null,
      clientId: null,
      resumeDeletion: 'retention',
      resumeDeletedAt: expect.any(Date),
    });
    expect(await prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).toMatchObject({
      status: 'paid',
      amountCents: 500,
      optimizationId: id,
    });
    expect(await prisma.downloadArtifact.count({ where: { purchaseId } })).toBe(0);
  });

  it('changes nothing when it runs again', async () => {
    const id = await optimization(daysAgo(40));
    await paidPurchase(id, daysAgo(40));
    await run();
    const after = await prisma.optimization.findUniqueOrThrow({ where: { id } });
    expect(await run()).toEqual({
      resumesBlanked: 0,
      resumesDeleted: 0,
      filesDeleted: 0,
      purchasesDeleted: 0,
      webhookEventsDeleted: 0,
    });
    expect(await prisma.optimization.findUniqueOrThrow({ where: { id } })).toEqual(after);
  });

  it('works through more old resumes than one batch holds', async () => {
    const ids = await Promise.all([32, 33, 34, 35, 36].map((days) => optimization(daysAgo(days))));
    await run(2);
    expect(await prisma.optimization.count({ where: { id: { in: ids } } })).toBe(0);
  });

  it('deletes purchases and payment events older than 7 years, with the blank resume they kept, and keeps younger ones', async () => {
    const oldResume = await optimization(yearsAgo(7, 1));
    const oldPurchase = await paidPurchase(oldResume, yearsAgo(7, 1));
    const youngResume = await optimization(yearsAgo(6));
    const youngPurchase = await paidPurchase(youngResume, yearsAgo(6));
    const oldEvent = `evt_${randomUUID()}`;
    const youngEvent = `evt_${randomUUID()}`;
    await prisma.webhookEvent.createMany({
      data: [
        {
          id: oldEvent,
          provider: 'stripe',
          type: 'checkout.session.completed',
          payload: {},
          receivedAt: yearsAgo(7, 1),
        },
        {
          id: youngEvent,
          provider: 'stripe',
          type: 'checkout.session.completed',
          payload: {},
          receivedAt: yearsAgo(6),
        },
      ],
    });

    await run();
    expect(await prisma.purchase.findUnique({ where: { id: oldPurchase } })).toBeNull();
    expect(await prisma.optimization.findUnique({ where: { id: oldResume } })).toBeNull();
    expect(await prisma.webhookEvent.findUnique({ where: { id: oldEvent } })).toBeNull();
    expect(await prisma.purchase.findUnique({ where: { id: youngPurchase } })).not.toBeNull();
    expect(await prisma.optimization.findUniqueOrThrow({ where: { id: youngResume } })).toMatchObject({
      resumeText: '',
      resumeDeletion: 'retention',
    });
    expect(await prisma.webhookEvent.findUnique({ where: { id: youngEvent } })).not.toBeNull();
  });

  it('runs in the optimizer process on an hourly job scheduler, once at start too', async () => {
    const prefix = testQueuePrefix('retention');
    const connection = createRedis(inject('redisUrl'), { forWorker: true });
    const old = await optimization(daysAgo(31));
    const retention = await startRetention({ prisma, connection, prefix, logger: pino({ level: 'silent' }) });
    const queue = new Queue(QUEUES.retention, { connection, prefix });
    try {
      expect(await queue.getJobScheduler(RETENTION_SCHEDULER_ID)).toMatchObject({ every: 3_600_000 });
      await expect.poll(() => prisma.optimization.findUnique({ where: { id: old } }), { timeout: 10_000 }).toBeNull();
    } finally {
      await retention.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await connection.quit();
    }
  });
});
