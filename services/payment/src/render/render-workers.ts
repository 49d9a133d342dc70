// The payment service keeps its render worker processes running: it forks them at start,
// restarts one that dies, and stops them (SIGTERM, then waits) when it stops. They have no
// port: each finished job's duration comes back over IPC, for the service's /metrics.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ZJobDone, type JobDone, type Logger } from '@highpay/common';
import { z } from 'zod';

/** What a render worker process sends its parent. */
export const ZRenderWorkerMessage = z.object({ jobDone: ZJobDone });

export interface RenderWorkers {
  stop(): Promise<void>;
}

export function startRenderWorkers(
  count: number,
  logger: Logger,
  options: {
    /** Each finished render job a worker reports (its duration, for /metrics). */
    onJobDone?: (done: JobDone) => void;
    /** The worker's main module: by default the same file kind as this one (.ts under tsx, .js from dist). */
    entry?: string;
  } = {},
): RenderWorkers {
  const entry =
    options.entry ??
    fileURLToPath(new URL(`./render-worker.main${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url));
  const children = new Set<ChildProcess>();
  let stopping = false;

  const spawnOne = (restarts: number) => {
    const child = fork(entry, [], { execArgv: process.execArgv, env: process.env, stdio: 'inherit' });
    children.add(child);
    child.on('message', (message) => {
      const parsed = ZRenderWorkerMessage.safeParse(message);
      if (parsed.success) options.onJobDone?.(parsed.data.jobDone);
    });
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
