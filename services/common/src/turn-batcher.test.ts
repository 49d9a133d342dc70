import { describe, expect, it } from 'vitest';
import { turnBatcher } from './turn-batcher.js';

/** A load function whose calls the test answers by hand. */
function controlledLoad() {
  const calls: Array<{ keys: readonly number[]; answer: () => void; fail: (error: Error) => void }> = [];
  const load = (keys: readonly number[]) =>
    new Promise<number[]>((resolve, reject) => {
      calls.push({ keys, answer: () => resolve(keys.map((k) => k * 10)), fail: reject });
    });
  return { calls, load };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('turnBatcher', () => {
  it('makes one call for the keys asked for in one turn, each caller getting its own answer', async () => {
    const { calls, load } = controlledLoad();
    const batcher = turnBatcher(load);
    const answers = Promise.all([batcher.load(1), batcher.load(2), batcher.load(3)]);
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([[1, 2, 3]]);
    calls[0]!.answer();
    expect(await answers).toEqual([10, 20, 30]);
  });

  it('holds a batch while maxInFlight calls are out, then sends everything asked meanwhile in one call', async () => {
    const { calls, load } = controlledLoad();
    const batcher = turnBatcher(load, { maxInFlight: 1 });
    const first = batcher.load(1);
    await turn();
    expect(calls).toHaveLength(1);

    // Asked over several turns while the first call is out: none goes yet.
    const later = [batcher.load(2)];
    await turn();
    later.push(batcher.load(3));
    await turn();
    later.push(batcher.load(4));
    await turn();
    expect(calls).toHaveLength(1);

    calls[0]!.answer();
    expect(await first).toBe(10);
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([[1], [2, 3, 4]]);
    calls[1]!.answer();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('frees the slot of a call that failed: its callers get the error, the next batch still goes', async () => {
    const { calls, load } = controlledLoad();
    const batcher = turnBatcher(load, { maxInFlight: 1 });
    const failing = batcher.load(1);
    await turn();
    const next = batcher.load(2);
    await turn();
    calls[0]!.fail(new Error('search is down'));
    await expect(failing).rejects.toThrow('search is down');
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([[1], [2]]);
    calls[1]!.answer();
    expect(await next).toBe(20);
    // Nothing out any more: a new key goes at once.
    const after = batcher.load(3);
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([[1], [2], [3]]);
    calls[2]!.answer();
    expect(await after).toBe(30);
  });
});
