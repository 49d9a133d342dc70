// Throwaway Redis and PostgreSQL servers for the fault tests, on free ports in temp
// directories: a test may freeze, kill or restart them without touching the shared ones.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Ports a test hands to a server it starts: taken below the kernel's ephemeral range
 * (ip_local_port_range, 32768–60999 by default), from which every outgoing connection gets
 * its local port. A port picked there and closed could be taken by a service's own
 * connection to Redis or PostgreSQL before the server meant for it listens.
 */
export const TEST_PORTS = { low: 20_000, high: 32_000 } as const;

/** A port free on 127.0.0.1 now, at random in TEST_PORTS so parallel test files rarely meet. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = TEST_PORTS.low + Math.floor(Math.random() * (TEST_PORTS.high - TEST_PORTS.low));
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Resolves once something accepts TCP connections on the port (or throws after timeoutMs). */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

export interface ThrowawayRedis {
  url: string;
  /** SIGSTOP: connections stay open and every command hangs, as with a frozen or unreachable host. */
  freeze(): void;
  /** SIGCONT after freeze(): everything sent meanwhile is answered. */
  thaw(): void;
  /** SIGKILL: connections drop and every key is gone (no persistence). */
  kill(): Promise<void>;
  /** A new, empty redis-server on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'highpay-faults-redis-'));
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
    const started = spawn('redis-server', [...args, '--daemonize', 'no'], { stdio: 'ignore' });
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    await waitForPort(port, 10_000);
  };
  const kill = async () => {
    if (child?.exitCode === null && child.signalCode === null) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    }
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    kill,
    start,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ThrowawayPostgres {
  /** The URL of a database on this server (created by the migrate CLI on first use). */
  urlOf(database: string): string;
  /** pg_ctl stop -m fast: every connection is cut and new ones are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** PostgreSQL's programs: the newest installed version's, as Debian lays them out. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server programs under ${root}`);
  return join(root, versions[0], 'bin');
}

/** A new cluster (trust auth, no fsync) in a temp directory, started on a free port. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'highpay-faults-pg-'));
  const data = join(dir, 'data');
  // initdb refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { cwd: dir })
      : run(join(bin, program), args, { cwd: dir });

  await pg('initdb', ['-D', data, '--auth=trust', '--username=postgres', '--no-sync', '--encoding=UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  };
  await start();
  return {
    urlOf: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    start,
    async destroy() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
