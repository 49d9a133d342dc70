import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.useRealTimers();
});

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
    // On a fake clock: a loaded machine cannot stretch the 240 ms of writes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const starts: number[] = [];
    const barrier = createRefreshBarrier(() => Promise.resolve(void starts.push(Date.now())), { gapMs: 50 });
    const begun = Date.now();
    const waits: Array<Promise<void>> = [];
    for (let elapsed = 0; elapsed < 240; elapsed += 2) {
      waits.push(barrier());
      await vi.advanceTimersByTimeAsync(2);
    }
    await vi.runAllTimersAsync();
    await Promise.all(waits);
    expect(waits).toHaveLength(120);
    // One refresh at once, then one every 50 ms for the writes that kept coming: 0, 50, ... 250.
    expect(starts.map((t) => t - begun)).toEqual([0, 50, 100, 150, 200, 250]);
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
