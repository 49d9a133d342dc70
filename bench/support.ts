// Shared pieces of the benchmarks: child services, waiting, load generation, printing.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

export function startProcess(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(args[0]!, args.slice(1), {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code && code !== 0) console.error(`${name} exited with ${code ?? signal}`);
  });
  children.push(child);
  return child;
}

export async function stopAll(): Promise<void> {
  await Promise.all(
    children.splice(0).map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGTERM');
        }),
    ),
  );
}

export async function waitForOk(url: string, init?: RequestInit, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url, init).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer OK within ${timeoutMs} ms`);
}

export interface LoadResult {
  p50: number;
  p99: number;
  mean: number;
  rps: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Bytes a response took on the wire, headers included, on average. */
  bytesPerAnswer: number;
}

export async function load(options: {
  url: string;
  connections: number;
  /** Requests to send in all. */
  amount: number;
  method?: 'GET' | 'POST';
  nextRequest: () => { path?: string; body?: unknown };
}): Promise<LoadResult> {
  const started = performance.now();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    amount: options.amount,
    timeout: 30,
    // A run of `amount` requests ends at a sample tick: short ticks end it close to its last answer.
    sampleInt: 100,
    requests: [
      {
        method: options.method ?? 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const next = options.nextRequest();
          return {
            ...req,
            ...(next.path ? { path: next.path } : {}),
            ...(next.body !== undefined ? { body: JSON.stringify(next.body) } : {}),
          };
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    // Over the run's own time: an average of samples is coarse for short runs.
    rps: result.requests.total / ((performance.now() - started) / 1000),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

export const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

/** `errors` (connection errors and timeouts) when the load generator counts them. */
export function printLoad(
  label: string,
  r: Pick<LoadResult, 'p50' | 'p99' | 'rps' | 'requests' | 'non2xx'> & { errors?: number },
): void {
  const errors = r.errors === undefined ? '' : `${r.errors} errors, `;
  console.log(
    `${label.padEnd(34)} p50 ${fmt(r.p50).padStart(9)}  p99 ${fmt(r.p99).padStart(9)}  ${r.rps.toFixed(0).padStart(6)} req/s  (${r.requests} requests, ${errors}${r.non2xx} non-2xx)`,
  );
}
