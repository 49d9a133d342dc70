// What the machine itself does that shows in a run's slowest per cent: the kernel's DAMON
// (data access monitoring) daemons, and how late a 1 ms timer runs in an otherwise idle
// process. On the VMs these benches ran on, a kdamond with a `pageout` scheme on physical
// memory stalled every process, idle ones too, for tens of milliseconds about twice a second
// (README).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DAMON_ADMIN = '/sys/kernel/mm/damon/admin';

export interface Kdamond {
  /** Its sysfs folder (…/kdamonds/N). */
  dir: string;
  state: string;
  /** Each context's operations set (paddr: physical memory, vaddr: one process's). */
  operations: string[];
  /** Each scheme's action (pageout, lru_deprio, …). */
  actions: string[];
  /** The first context's sampling interval, in µs. */
  sampleUs?: number;
}

/** The machine's kdamonds as its DAMON sysfs interface shows them (none where it has none). */
export function kdamonds(root = DAMON_ADMIN): Kdamond[] {
  const base = path.join(root, 'kdamonds');
  return entries(base).map((id) => {
    const dir = path.join(base, id);
    const contexts = entries(path.join(dir, 'contexts')).map((c) => path.join(dir, 'contexts', c));
    const sample = read(path.join(contexts[0] ?? dir, 'monitoring_attrs', 'intervals', 'sample_us'));
    return {
      dir,
      state: read(path.join(dir, 'state')) ?? 'unknown',
      operations: contexts.map((c) => read(path.join(c, 'operations')) ?? '?'),
      actions: contexts.flatMap((c) =>
        entries(path.join(c, 'schemes')).map((s) => read(path.join(c, 'schemes', s, 'action')) ?? '?'),
      ),
      sampleUs: sample === undefined ? undefined : Number(sample),
    };
  });
}

/** One line on the kdamonds that are on, or undefined when none is. */
export function describeDamon(list: Kdamond[]): string | undefined {
  const on = list.filter((k) => k.state === 'on');
  if (on.length === 0) return undefined;
  return on
    .map((k) => {
      const sampling = k.sampleUs === undefined ? '' : `, sampling every ${k.sampleUs / 1000} ms`;
      const schemes = k.actions.length > 0 ? `schemes: ${k.actions.join(', ')}` : 'no schemes';
      return `${path.basename(k.dir)} (${k.operations.join(', ')}, ${schemes}${sampling})`;
    })
    .join('; ');
}

/**
 * Turns off every kdamond that is on and names them (restoreWhenGone turns them back on).
 * Throws when one cannot be turned off (not root), after turning back on any it had
 * already turned off.
 */
export function pauseDamon(root = DAMON_ADMIN): string[] {
  const paused: string[] = [];
  try {
    for (const k of kdamonds(root).filter((d) => d.state === 'on')) {
      writeFileSync(path.join(k.dir, 'state'), 'off');
      paused.push(k.dir);
    }
  } catch (error) {
    for (const dir of paused) writeFileSync(path.join(dir, 'state'), 'on');
    throw error;
  }
  return paused;
}

/**
 * Turns `dirs` (paused kdamonds) back on once process `pid` is gone, however it went, from a
 * process of its own group (a Ctrl-C to the bench's does not reach it). An exit handler in
 * the bench is not enough: tsx kills a script that does not answer a signal at once (the
 * bench, blocked in wrk's spawnSync) with SIGKILL, and none runs. Within 0.2 s of the exit;
 * leaves a kdamond that is on again alone.
 */
export function restoreWhenGone(pid: number, dirs: string[]): void {
  if (dirs.length === 0) return;
  const script = `
const fs = require('node:fs');
const [pid, ...dirs] = process.argv.slice(1);
const alive = () => { try { process.kill(Number(pid), 0); return true; } catch { return false; } };
const timer = setInterval(() => {
  if (alive()) return;
  clearInterval(timer);
  for (const dir of dirs) {
    try { if (fs.readFileSync(dir + '/state', 'utf8').trim() === 'off') fs.writeFileSync(dir + '/state', 'on'); } catch {}
  }
}, 200);`;
  spawn(process.execPath, ['-e', script, String(pid), ...dirs], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * How late a 1 ms timer runs in this process over `ms`, while it does nothing else: the
 * ticks more than 2 ms late (stalls), their lateness in all and the longest, in ms. What the
 * machine takes from an idle process, before a run measures it as well.
 */
export function timerStalls(ms: number): Promise<{ stalls: number; stalledMs: number; maxMs: number }> {
  return new Promise((resolve) => {
    let stalls = 0;
    let stalledMs = 0;
    let maxMs = 0;
    let last = performance.now();
    const end = last + ms;
    const timer = setInterval(() => {
      const now = performance.now();
      const late = now - last - 1;
      if (late > 2) {
        stalls += 1;
        stalledMs += late;
      }
      maxMs = Math.max(maxMs, late);
      last = now;
      if (now >= end) {
        clearInterval(timer);
        resolve({ stalls, stalledMs, maxMs });
      }
    }, 1);
  });
}

function entries(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(a) - Number(b));
  } catch {
    return [];
  }
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}
