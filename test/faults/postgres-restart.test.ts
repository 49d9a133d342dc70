// PostgreSQL restarts under traffic (stopped with pg_ctl -m fast, which cuts every
// connection, and started again 4 s later), with the four services running as processes
// over a throwaway PostgreSQL and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '../support/faults-infra.js';
import {
  call,
  checkout,
  isCleanUnavailable,
  optimize,
  search,
  startFaultWorld,
  type Answer,
  type FaultStack,
  type FaultWorld,
} from '../support/faults-stack.js';
import { HANG_MS, RECOVERY_HANG_MS, startTraffic, tally, type Sample } from '../support/faults-traffic.js';

const DOWN_MS = 4000;

let world: FaultWorld;
let stack: FaultStack;

beforeAll(async () => {
  world = await startFaultWorld({ label: 'pg' });
  stack = world.stack;
});

afterAll(async () => {
  await world?.stop();
});

describe('when PostgreSQL restarts under traffic', () => {
  let samples: Sample[];
  let pids: number[];
  /** From the moment it is down (pg_ctl stop returned) until pg_ctl start is called. */
  let downFrom: number;
  let downUntil: number;
  /** pg_ctl stop was called; pg_ctl start returned. */
  let stoppingAt: number;
  let backAt: number;
  let readyWhileDown: Answer;
  let recovery: { recovered: boolean; ms: number; last: Answer[] };

  beforeAll(async () => {
    pids = stack.processes.map((p) => p.child.pid!);
    const traffic = startTraffic(stack.baseUrl, {
      loops: { search: 2, optimize: 1, checkout: 1 },
      maxMs: 60_000,
      timeoutMs: HANG_MS,
    });
    await sleep(1500);
    stoppingAt = Date.now();
    await world.pgServer.stop();
    downFrom = Date.now();
    readyWhileDown = await call(stack.internalUrl, 'GET', '/readyz', undefined, 5000);
    await sleep(Math.max(0, DOWN_MS - (Date.now() - stoppingAt)));
    downUntil = Date.now();
    await world.pgServer.start();
    backAt = Date.now();

    recovery = { recovered: false, ms: 0, last: [] };
    while (!recovery.recovered && Date.now() - backAt < RECOVERY_HANG_MS) {
      const last = await Promise.all([
        search(stack.baseUrl),
        optimize(stack.baseUrl),
        checkout(stack.baseUrl),
        call(stack.internalUrl, 'GET', '/readyz'),
      ]);
      recovery = { recovered: last.every((a) => a.status === 200), ms: Date.now() - backAt, last };
      if (!recovery.recovered) await sleep(250);
    }
    console.info(`after PostgreSQL came back, every request answered 200 in ${recovery.ms} ms`);
    samples = await traffic.stop();
  });

  it('requests while it is down fail cleanly: 503, Retry-After, and a message a visitor understands', () => {
    const during = samples.filter((s) => s.startedAt >= downFrom && s.endedAt < downUntil);
    expect(during.length, tally(samples)).toBeGreaterThanOrEqual(5);
    for (const kind of ['search', 'optimize', 'checkout'] as const) {
      expect(during.filter((s) => s.kind === kind).length, `${kind}: ${tally(during)}`).toBeGreaterThanOrEqual(1);
    }
    const unclean = during.filter(({ answer }) => answer.status !== 200 && !isCleanUnavailable(answer));
    expect(
      unclean.map((s) => `${s.kind}: ${s.answer.status} ${s.answer.retryAfter} ${s.answer.text.slice(0, 300)}`),
      tally(during),
    ).toEqual([]);
    // It is down: a request that needs it cannot succeed.
    expect(during.filter((s) => s.kind === 'optimize' && s.answer.status === 200)).toEqual([]);
  });

  it('no visitor is left without an answer', () => {
    const around = samples.filter((s) => s.startedAt >= stoppingAt - 1000 && s.startedAt < backAt);
    const hung = around.filter((s) => s.answer.status === 0);
    expect(
      hung.map((s) => `${s.kind}: ${s.answer.text} after ${s.endedAt - s.startedAt} ms`),
      stack.logTail(),
    ).toEqual([]);
  });

  it('readiness says so while it is down', () => {
    expect(readyWhileDown.status, readyWhileDown.text).toBe(503);
    expect(readyWhileDown.json?.checks?.database?.ok).toBe(false);
  });

  it('every service process stays up, and none is restarted', () => {
    expect(stack.exitedServices()).toEqual([]);
    expect(stack.processes.map((p) => p.child.pid)).toEqual(pids);
  });

  it('search, optimize, checkout and readiness answer 200 again, by themselves', () => {
    expect(
      recovery.recovered,
      `${recovery.last.map((a) => `${a.status} ${a.text.slice(0, 300)}`).join('\n')}\n${stack.logTail()}`,
    ).toBe(true);
  });
});
