import type { Queue, Worker } from 'bullmq';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPrisma, createRedis, type PrismaClient, type Redis } from '@highpay/common';
import { MESSAGES, OPTIMIZE_MESSAGES, ZOptimizeResponse } from '@highpay/contracts';
import { createOptimizeWorker } from '../../optimizer/src/optimize/optimize.worker.js';
import { SAMPLE_RESUME } from '../../optimizer/test/support/sample-resume.js';
import { workerConfig } from '../../optimizer/test/support/worker-env.js';
import { createGatewayApp } from '../src/app.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { frontendDist, gatewayConfig, optimizeQueueOf } from './support/gateway-setup.js';

const logger = pino({ level: 'silent' });

describe('POST /api/optimize-resume', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let redis: Redis;
  const queues: Queue[] = [];
  let worker: Worker;
  let dist: string;

  function gateway(env: Record<string, string> = {}, prefix = testQueuePrefix('gwopt')) {
    const queue = optimizeQueueOf(prefix);
    queues.push(queue);
    const config = gatewayConfig({
      DATABASE_URL: db.url,
      QUEUE_PREFIX: prefix,
      FRONTEND_DIST: dist,
      // The test plays the proxy on loopback: its X-Forwarded-For tells the clients apart.
      TRUST_PROXY: 'loopback',
      ...env,
    });
    return { app: createGatewayApp({ config, logger, prisma, redis, optimizeQueue: queue }), prefix };
  }

  let app: ReturnType<typeof createGatewayApp>;
  const post = (body: unknown, ip = '203.0.113.7') =>
    request(app)
      .post('/api/optimize-resume')
      .set('x-forwarded-for', ip)
      .send(body as object);

  beforeAll(async () => {
    db = await createTestDatabase('gwopt');
    prisma = createPrisma(db.url, { max: 4 });
    redis = createRedis(inject('redisUrl'));
    dist = frontendDist();
    const built = gateway();
    app = built.app;
    worker = createOptimizeWorker({
      config: workerConfig({ QUEUE_PREFIX: built.prefix }),
      prisma,
      connection: createRedis(inject('redisUrl'), { forWorker: true }),
      logger,
    });
    await prisma.$executeRawUnsafe(
      `INSERT INTO jobs (id, slug, title, company, location, job_type, work_setting, category, description, url, source, source_id, posted_at, tag_names)
       VALUES (4242, 'platform-engineer', 'Platform Engineer', 'Initech', 'Remote', 'Full Time', 'remote', 'development',
               '<p>We run <b>Kafka</b>, Kubernetes and PostgreSQL on AWS. Kafka experience is a must; Terraform is a plus.</p>',
               'https://example.com/apply', 'test', '4242', now(), 'golang docker')`,
    );
  });

  afterAll(async () => {
    await worker.close();
    for (const q of queues) {
      await q.obliterate({ force: true });
      await q.close();
    }
    await redis.quit();
    await prisma.$disconnect();
    await db.drop();
  });

  it('answers a preview of the optimized resume with its id and ATS report; the full text stays in the database', async () => {
    const res = await post({ jobTitle: 'Senior Backend Engineer', resumeText: SAMPLE_RESUME, model: 'anthropic' });
    expect(res.status).toBe(200);
    const body = ZOptimizeResponse.parse(res.body);
    expect(body.engine).toBe('local');
    expect(body.optimizedResume).toContain('PROFESSIONAL SUMMARY');
    expect(body.match.title.matched).toContain('PostgreSQL');
    expect(body.match.title.missing).toContain('Kafka');
    expect(body.match.scoreAfter).toBeGreaterThan(body.match.scoreBefore);
    expect(body.factCheck).toEqual({ passed: true, removedLines: 0 });
    // Before payment: the count of changes, not the changes.
    expect(body.changeCount).toBeGreaterThan(5);
    expect(body.changeSummary).toBe(
      `${body.rewriteCount} rewrites and ${body.formattingCount} formatting fixes, each traced to a line of your resume`,
    );
    expect(body.rewriteCount + body.formattingCount).toBe(body.changeCount);
    expect(JSON.stringify(res.body)).not.toContain('Responsible for');
    expect(JSON.stringify(res.body)).not.toContain('"before"');

    const row = await prisma.optimization.findUniqueOrThrow({ where: { id: body.optimizationId } });
    expect(row.resumeText).toBe(SAMPLE_RESUME);
    expect(row.optimizedResume).toContain('University of Texas at Austin');
    const stored = row.changes as { changes: Array<{ before: string[] }> };
    expect(stored.changes).toHaveLength(body.changeCount);
    expect(JSON.stringify(res.body)).not.toContain('University of Texas at Austin');
    expect(row.clientId).toMatch(/^[0-9a-f]{32}$/);
    expect(row.clientId).not.toContain('203.0.113.7');
  });

  it('reports the keywords of the job named by jobId', async () => {
    const res = await post(
      { jobTitle: 'Platform Engineer', resumeText: SAMPLE_RESUME, model: 'anthropic', jobId: '4242' },
      '203.0.113.8',
    );
    expect(res.status).toBe(200);
    expect(res.body.match.job).toMatchObject({ jobId: 4242, jobTitle: 'Platform Engineer', company: 'Initech' });
    expect(res.body.match.job.matched).toEqual(expect.arrayContaining(['Kubernetes', 'PostgreSQL', 'AWS']));
    expect(res.body.match.job.missing).toEqual(expect.arrayContaining(['Kafka', 'Terraform']));
    // The job's tags count as its keywords too: Docker is met, Go is not.
    expect(res.body.match.job.matched).toContain('Docker');
    expect(res.body.match.job.missing).toContain('Go');
    // Each keyword met comes with the resume's line that shows it.
    const shownBy = Object.fromEntries(
      (res.body.match.job.shownBy as Array<{ keyword: string; line: string }>).map((e) => [e.keyword, e.line]),
    );
    expect(shownBy.Kubernetes).toBe('Skills: Django, Excel, Docker, Python, PostgreSQL, Kubernetes');
    expect(shownBy.AWS).toBe('* Helped with the migration to AWS, cutting hosting costs by 30%');
    expect(Object.keys(shownBy).sort()).toEqual([...res.body.match.job.matched].sort());
    // A missing keyword is never added.
    const row = await prisma.optimization.findUniqueOrThrow({ where: { id: res.body.optimizationId } });
    expect(row.optimizedResume).not.toMatch(/Kafka|Terraform|\bGo\b|Golang/i);
  });

  it('answers 404 for a job that does not exist', async () => {
    const res = await post({ jobTitle: 'Engineer', resumeText: SAMPLE_RESUME, jobId: 999999 }, '203.0.113.9');
    expect(res.status).toBe(404);
    expect(res.body.details).toBe(MESSAGES.jobNotFound('999999'));
  });

  it.each([
    [{ jobTitle: '   ', resumeText: SAMPLE_RESUME }, MESSAGES.jobTitleRequired],
    [{ resumeText: SAMPLE_RESUME }, MESSAGES.jobTitleRequired],
    [{ jobTitle: 'Engineer', resumeText: ' \n\t ' }, MESSAGES.resumeRequired],
    [{ jobTitle: 'Engineer' }, MESSAGES.resumeRequired],
  ])("rejects %j with the spec's message", async (body, message) => {
    const res = await post(body, '198.51.100.1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Bad Request', details: message });
  });

  it('answers 413 naming the limit for a resume over 50,000 characters', async () => {
    const res = await post({ jobTitle: 'Engineer', resumeText: 'x'.repeat(50_001) }, '198.51.100.2');
    expect(res.status).toBe(413);
    expect(res.body.details).toBe(OPTIMIZE_MESSAGES.resumeTooLong);
    expect(res.body.details).toContain('50,000 characters');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await request(app)
      .post('/api/optimize-resume')
      .set('content-type', 'application/json')
      .send('{"jobTitle":');
    expect(res.status).toBe(400);
    expect(res.body.details).toBe('Request body is not valid JSON.');
  });

  it('limits each client to OPTIMIZE_RATE_LIMIT_PER_HOUR, with Retry-After and a clear message', async () => {
    const limited = gateway({ OPTIMIZE_RATE_LIMIT_PER_HOUR: '2', OPTIMIZE_TIMEOUT_MS: '1000' }).app;
    const send = (ip: string) =>
      request(limited)
        .post('/api/optimize-resume')
        .set('x-forwarded-for', ip)
        .send({ jobTitle: 'Engineer', resumeText: 'Python' });
    // No worker listens to this gateway's queue: the first two wait and time out, the third is refused at once.
    expect((await send('192.0.2.50')).status).toBe(504);
    expect((await send('192.0.2.50')).status).toBe(504);
    const third = await send('192.0.2.50');
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(third.body.details).toBe(OPTIMIZE_MESSAGES.rateLimited(60));
    expect(third.body.details).toBe(
      'You have reached the limit of resume optimizations for this hour. Please try again in 60 minutes.',
    );
    // Another client is not affected.
    expect((await send('192.0.2.51')).status).toBe(504);
  });

  it('gives up after OPTIMIZE_TIMEOUT_MS with a clear message when no worker answers', async () => {
    // Without the timeout the request would wait on the queue and never answer (the test's stop).
    const slow = gateway({ OPTIMIZE_TIMEOUT_MS: '1000' }).app;
    const res = await request(slow)
      .post('/api/optimize-resume')
      .send({ jobTitle: 'Engineer', resumeText: SAMPLE_RESUME });
    expect(res.status).toBe(504);
    expect(res.body.details).toBe(OPTIMIZE_MESSAGES.timedOut);
  });
});
