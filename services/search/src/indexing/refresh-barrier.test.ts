import { describe, expect, it } from 'vitest';
import { createRefreshBarrier } from './refresh-barrier.js';

/** A refresh that records when it ran and finishes when the test says. */
function controlledRefresh() {
  const started: number[] = [];
  const finishers: Array<() => void> = [];
  return {
    started,
    refresh: () =>
      new Promise<void>((resolve) => {
        started.push(Date.now());
        finishers.push(resolve);
      }),
    finishNext: () => finishers.shift()?.(),
  };
}
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('refresh barrier', () => {
  it('a caller that arrives while a refresh runs waits for the next one, shared with others', async () => {
    const r = controlledRefresh();
    const barrier = createRefreshBarrier(r.refresh, { gapMs: 0 });
    let firstDone = false;
    let laterDone = false;
    void barrier().then(() => (firstDone = true));
    await tick();
    expect(r.started).toHaveLength(1);
    // Written after the running refresh began: that refresh may not show them.
    const later = Promise.all([barrier(), barrier(), barrier()]).then(() => (laterDone = true));
    r.finishNext();
    await tick();
    expect(firstDone).toBe(true);
    expect(laterDone).toBe(false);
    expect(r.started).toHaveLength(2);
    r.finishNext();
    await later;
    expect(r.started).toHaveLength(2);
  });

  it('refreshes start at most every gap, however many writes ask', async () => {
    let refreshes = 0;
    const barrier = createRefreshBarrier(() => Promise.resolve(void (refreshes += 1)), { gapMs: 50 });
    const started = Date.now();
    const waits: Array<Promise<void>> = [];
    while (Date.now() - started < 240) {
      waits.push(barrier());
      await tick(2);
    }
    await Promise.all(waits);
    expect(waits.length).toBeGreaterThan(30);
    expect(refreshes).toBeGreaterThanOrEqual(3);
    expect(refreshes).toBeLessThanOrEqual(7);
  });

  it('a failed refresh fails its callers, and the next caller gets a new one', async () => {
    let calls = 0;
    const barrier = createRefreshBarrier(
      () => (++calls === 1 ? Promise.reject(new Error('engine down')) : Promise.resolve()),
      { gapMs: 0 },
    );
    await expect(barrier()).rejects.toThrow('engine down');
    await expect(barrier()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
