// The payment service keeps its render worker processes running: it forks them at start,
// restarts one that dies, and stops them (SIGTERM, then waits) when it stops.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Logger } from '@highpay/common';

export interface RenderWorkers {
  stop(): Promise<void>;
}

export function startRenderWorkers(count: number, logger: Logger): RenderWorkers {
  // The same file kind as this one: .ts under tsx in development, .js from dist.
  const entry = fileURLToPath(
    new URL(`./render-worker.main${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
  );
  const children = new Set<ChildProcess>();
  let stopping = false;

  const spawnOne = (restarts: number) => {
    const child = fork(entry, [], { execArgv: process.execArgv, env: process.env, stdio: 'inherit' });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (stopping) return;
      const delay = Math.min(30_000, 1000 * 2 ** restarts);
      logger.error({ code, signal, restartInMs: delay }, 'render worker exited; restarting it');
      setTimeout(() => !stopping && spawnOne(restarts + 1), delay).unref();
    });
  };
  for (let i = 0; i < count; i++) spawnOne(0);

  return {
    async stop() {
      stopping = true;
      await Promise.all(
        [...children].map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
