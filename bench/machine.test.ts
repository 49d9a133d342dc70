import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeDamon, kdamonds, pauseDamon, restoreWhenGone } from './machine.js';

let root: string;

/** A DAMON sysfs admin tree as the kernel lays it out, with the files the bench reads. */
function fakeDamon(
  daemons: Array<{ state: string; operations?: string; actions?: string[]; sampleUs?: number }>,
): void {
  root = mkdtempSync(path.join(tmpdir(), 'damon-'));
  daemons.forEach((d, n) => {
    const dir = path.join(root, 'kdamonds', String(n));
    const context = path.join(dir, 'contexts', '0');
    mkdirSync(path.join(context, 'monitoring_attrs', 'intervals'), { recursive: true });
    writeFileSync(path.join(dir, 'state'), `${d.state}\n`);
    writeFileSync(path.join(context, 'operations'), `${d.operations ?? 'paddr'}\n`);
    writeFileSync(path.join(context, 'monitoring_attrs', 'intervals', 'sample_us'), `${d.sampleUs ?? 500_000}\n`);
    (d.actions ?? []).forEach((action, s) => {
      mkdirSync(path.join(context, 'schemes', String(s)), { recursive: true });
      writeFileSync(path.join(context, 'schemes', String(s), 'action'), `${action}\n`);
    });
  });
  writeFileSync(path.join(root, 'kdamonds', 'nr_kdamonds'), `${daemons.length}\n`);
}

const stateOf = (n: number) => readFileSync(path.join(root, 'kdamonds', String(n), 'state'), 'utf8').trim();

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the machine DAMON check', () => {
  it('names the kdamonds that are on, with their memory, schemes and sampling', () => {
    fakeDamon([
      { state: 'on', actions: ['pageout'], sampleUs: 500_000 },
      { state: 'off', operations: 'vaddr' },
    ]);
    const list = kdamonds(root);
    expect(list.map((k) => [k.state, k.operations, k.actions, k.sampleUs])).toEqual([
      ['on', ['paddr'], ['pageout'], 500_000],
      ['off', ['vaddr'], [], 500_000],
    ]);
    expect(describeDamon(list)).toBe('0 (paddr, schemes: pageout, sampling every 500 ms)');
  });

  it('finds nothing to say on a machine without DAMON or with every kdamond off', () => {
    root = path.join(tmpdir(), 'no-damon-here');
    expect(kdamonds(root)).toEqual([]);
    expect(describeDamon(kdamonds(root))).toBeUndefined();
    fakeDamon([{ state: 'off', actions: ['pageout'] }]);
    expect(describeDamon(kdamonds(root))).toBeUndefined();
  });

  it('pauses only the kdamonds that were on, and turns just those back on once the bench is gone, even killed outright', async () => {
    fakeDamon([{ state: 'on', actions: ['pageout'] }, { state: 'off' }, { state: 'on' }]);
    const bench = spawn('sleep', ['30']);
    const paused = pauseDamon(root);
    expect(paused.map((dir) => path.basename(dir))).toEqual(['0', '2']);
    restoreWhenGone(bench.pid!, paused);
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Still paused while the bench runs.
    expect([stateOf(0), stateOf(1), stateOf(2)]).toEqual(['off', 'off', 'off']);
    // SIGKILL, as tsx kills a bench blocked in spawnSync on Ctrl-C: no exit handler runs.
    bench.kill('SIGKILL');
    await new Promise((resolve) => bench.once('exit', resolve));
    await expect.poll(() => [stateOf(0), stateOf(1), stateOf(2)], { timeout: 5000 }).toEqual(['on', 'off', 'on']);
  });

  it('is a no-op where there is no DAMON', () => {
    root = path.join(tmpdir(), 'no-damon-here');
    expect(pauseDamon(root)).toEqual([]);
  });
});
