// Redis goes away under traffic, with the four services running as processes over a
// throwaway Redis and PostgreSQL: first it stops answering for 10 s (SIGSTOP: connections
// stay open and every command hangs), then it dies and comes back empty on the same port.
// Searches keep answering; optimizations and checkouts, which Redis counts, answer 503.
import { Queue } from 'bullmq';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES, Redis } from '@highpay/common';
import { sleep } from '../support/faults-infra.js';
import {
  checkout,
  isCleanUnavailable,
  logLines,
  optimize,
  startFaultWorld,
  type Answer,
  type FaultStack,
  type FaultWorld,
} from '../support/faults-stack.js';
import { HANG_MS, RECOVERY_HANG_MS, startTraffic, tally, type Kind, type Sample } from '../support/faults-traffic.js';

const OUTAGE_MS = 10_000;
/** The job title of the optimization that waits in the queue while Redis is stopped. */
const WAITING_TITLE = 'Staff Platform Engineer';

let world: FaultWorld;
let redis: FaultWorld['redis'];
let stack: FaultStack;
let db: pg.Pool;
let pids: number[];

beforeAll(async () => {
  world = await startFaultWorld({ label: 'redis' });
  ({ redis, stack } = world);
  db = new pg.Pool({ connectionString: world.databaseUrl, max: 2 });
  pids = stack.processes.map((p) => p.child.pid!);
});

afterAll(async () => {
  await db?.end();
  await world?.stop();
});

/** Traffic of those loops for at most `maxMs`; a call unanswered after HANG_MS is status 0. */
const trafficOf = (loops: Partial<Record<Kind, number>>, maxMs: number) =>
  startTraffic(stack.baseUrl, { loops, maxMs, timeoutMs: HANG_MS });

/** Calls started while Redis was away that also ended before it came back. */
const answeredDuring = (samples: Sample[], from: number, to: number) =>
  samples.filter((s) => s.startedAt >= from && s.endedAt < to);
const startedDuring = (samples: Sample[], from: number, to: number) =>
  samples.filter((s) => s.startedAt >= from && s.startedAt < to);

interface Recovery {
  recovered: boolean;
  last: Answer[];
}

/** Asks until optimize and checkout both succeed, and prints how long that took. */
async function recoveryTime(since: number): Promise<Recovery> {
  let last: Answer[] = [];
  while (Date.now() - since < RECOVERY_HANG_MS) {
    last = await Promise.all([optimize(stack.baseUrl, HANG_MS), checkout(stack.baseUrl, {}, HANG_MS)]);
    if (last.every((a) => a.status === 200)) {
      console.info(`after Redis came back, optimize and checkout answered 200 in ${Date.now() - since} ms`);
      return { recovered: true, last };
    }
    await sleep(250);
  }
  return { recovered: false, last };
}

const queuedOptimizations = async () =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM optimizations WHERE status = 'queued'`)).rows[0]!.n;

describe('when Redis stops answering for 10 s under traffic', () => {
  let samples: Sample[];
  let stoppedAt: number;
  let returnedAt: number;
  let queuedBefore: Answer;
  let recovery: Recovery;

  beforeAll(async () => {
    // Optimizations wait in the queue when Redis stops: the workers hold off (a paused
    // queue, as a backlog would) until Redis is back.
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const queue = new Queue(QUEUES.optimize, { connection, prefix: stack.queuePrefix });
    try {
      const traffic = trafficOf({ search: 2, checkout: 1 }, 60_000);
      await sleep(1500);
      await queue.pause();
      const waiting = optimize(stack.baseUrl, 60_000, WAITING_TITLE);
      let queued = false;
      for (let i = 0; i < 200 && !queued; i++) {
        const { rows } = await db.query<{ id: string }>('SELECT id FROM optimizations WHERE job_title = $1', [
          WAITING_TITLE,
        ]);
        queued = rows[0] !== undefined && (await queue.getJob(rows[0].id)) !== undefined;
        if (!queued) await sleep(20);
      }
      expect(queued, 'the optimization is waiting in the queue before Redis stops').toBe(true);

      redis.freeze();
      stoppedAt = Date.now();
      // Optimizations asked for from now on (any asked for earlier wait behind the paused queue).
      const optimizing = trafficOf({ optimize: 2 }, 60_000);
      await sleep(OUTAGE_MS);
      redis.thaw();
      returnedAt = Date.now();
      await queue.resume();

      recovery = await recoveryTime(returnedAt);
      samples = [...(await traffic.stop()), ...(await optimizing.stop())];
      queuedBefore = await waiting;
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  it('searches keep answering 200 from PostgreSQL', () => {
    const during = answeredDuring(samples, stoppedAt, returnedAt).filter((s) => s.kind === 'search');
    expect(during.length, tally(samples)).toBeGreaterThanOrEqual(5);
    expect(during.map((s) => s.answer.status)).toEqual(during.map(() => 200));
  });

  it('no visitor is left without an answer while Redis is away', () => {
    const hung = startedDuring(samples, stoppedAt, returnedAt).filter((s) => s.answer.status === 0);
    expect(
      hung.map((s) => `${s.kind}: ${s.answer.text} after ${s.endedAt - s.startedAt} ms`),
      stack.logTail(),
    ).toEqual([]);
  });

  it.each(['optimize', 'checkout'] as const)(
    'a visitor asking to %s hears 503, when to come back (Retry-After) and why, in words',
    (kind) => {
      const during = answeredDuring(samples, stoppedAt, returnedAt).filter((s) => s.kind === kind);
      expect(during.length, tally(samples)).toBeGreaterThanOrEqual(1);
      const unclean = during.filter((s) => !isCleanUnavailable(s.answer));
      expect(unclean.map((s) => `${s.answer.status} ${s.answer.retryAfter} ${s.answer.text.slice(0, 200)}`)).toEqual(
        [],
      );
    },
  );

  it('an optimization queued before Redis stopped is done after it returns, and its visitor gets it', async () => {
    expect(queuedBefore.status, queuedBefore.text).toBe(200);
    const id = queuedBefore.json.optimizationId as string;
    const { rows } = await db.query<{ status: string }>('SELECT status FROM optimizations WHERE id = $1', [id]);
    expect(rows[0]?.status).toBe('done');
  });

  it('optimize and checkout succeed again, with no service restarted', () => {
    expect(recovery.recovered, recovery.last.map((a) => `${a.status} ${a.text.slice(0, 200)}`).join('\n')).toBe(true);
    expect(stack.exitedServices()).toEqual([]);
    expect(stack.processes.map((p) => p.child.pid)).toEqual(pids);
  });

  it('leaves no optimization queued for ever', async () => {
    for (let i = 0; i < 50 && (await queuedOptimizations()) > 0; i++) await sleep(200);
    expect(await queuedOptimizations()).toBe(0);
  });
});

describe('when Redis dies and comes back empty on the same port', () => {
  let samples: Sample[];
  let diedAt: number;
  let returnedAt: number;
  let recovery: Recovery;

  beforeAll(async () => {
    const traffic = trafficOf({ search: 2, checkout: 1 }, 40_000);
    await sleep(1000);
    await redis.kill();
    diedAt = Date.now();
    const optimizing = trafficOf({ optimize: 2 }, 40_000);
    await sleep(8000);
    await redis.start();
    returnedAt = Date.now();
    recovery = await recoveryTime(returnedAt);
    samples = [...(await traffic.stop()), ...(await optimizing.stop())];
  });

  it('searches keep answering 200, and optimizations and checkouts answer 503 with Retry-After and a message, while Redis is away', () => {
    const during = answeredDuring(samples, diedAt, returnedAt);
    for (const kind of ['search', 'optimize', 'checkout'] as const) {
      expect(during.filter((s) => s.kind === kind).length, `${kind}: ${tally(samples)}`).toBeGreaterThanOrEqual(
        kind === 'search' ? 5 : 1,
      );
    }
    for (const { kind, answer } of during) {
      if (kind === 'search') expect(answer.status, answer.text).toBe(200);
      else
        expect(answer, `${kind}: ${answer.status} ${answer.retryAfter} ${answer.text}`).toSatisfy(isCleanUnavailable);
    }
    const hung = startedDuring(samples, diedAt, returnedAt).filter((s) => s.answer.status === 0);
    expect(hung.map((s) => `${s.kind}: ${s.answer.text} after ${s.endedAt - s.startedAt} ms`)).toEqual([]);
  });

  it('optimize and checkout succeed again, with no service restarted', () => {
    expect(recovery.recovered, recovery.last.map((a) => `${a.status} ${a.text.slice(0, 200)}`).join('\n')).toBe(true);
    expect(stack.exitedServices()).toEqual([]);
    expect(stack.processes.map((p) => p.child.pid)).toEqual(pids);
  });
});

describe('the logs of both outages', () => {
  /** Lines about Redis at warn or above, per service and per what they say (the connection's name, or the message). */
  const redisWarnings = () =>
    stack.processes.flatMap((p) => {
      const counts = new Map<string, number>();
      for (const line of logLines(p)) {
        if (line.level < 40 || !/redis/i.test(line.msg ?? '')) continue;
        const key = `${p.name}: ${line.redis ?? line.msg}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts];
    });

  it('hold nothing ioredis or BullMQ printed for want of an error listener', () => {
    for (const p of stack.processes) {
      const unhandled = p
        .output()
        .split('\n')
        .filter((line) => line.includes('Unhandled error event'));
      expect(unhandled.slice(0, 3), `${p.name}: ${unhandled.length} lines`).toEqual([]);
    }
  });

  it('say each outage once per connection, not once per reconnection attempt', () => {
    const warnings = redisWarnings();
    expect(warnings.length, 'some service says Redis went away').toBeGreaterThan(0);
    expect(warnings.filter(([, count]) => count > 2)).toEqual([]);
  });
});
