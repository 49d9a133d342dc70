// The four services as operators run them (`node services/X/dist/main.js`), over a throwaway
// PostgreSQL and Redis, and the calls a visitor makes to the gateway. Every call is bounded
// in time and answers what came back (or that nothing did) instead of throwing.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { SAMPLE_RESUME } from '../../services/optimizer/test/support/sample-resume.js';
import {
  freePort,
  sleep,
  startThrowawayPostgres,
  startThrowawayRedis,
  type ThrowawayPostgres,
  type ThrowawayRedis,
} from './faults-infra.js';

const run = promisify(execFile);
const SERVICES = ['search', 'payment', 'optimizer', 'gateway'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Fixed test secrets of 32 bytes and more: the local provider signs its events with the first. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_faults_local_webhook_secret_0123456789';
export const DOWNLOAD_SIGNING_SECRET = 'faults-download-signing-secret-0123456789abcdef';

/** Creates, migrates and seeds a database with the project's own CLIs; answers its URL. */
export async function prepareDatabase(databaseUrl: string, jobs = 300): Promise<string> {
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  await run(process.execPath, ['services/common/dist/cli/migrate.js'], { env });
  await run(process.execPath, ['services/common/dist/cli/seed.js', '--count', String(jobs)], { env });
  return databaseUrl;
}

/** A throwaway PostgreSQL (migrated and seeded) and Redis, and the four services over them. */
export interface FaultWorld {
  pgServer: ThrowawayPostgres;
  redis: ThrowawayRedis;
  databaseUrl: string;
  stack: FaultStack;
  /** Stops the services, then Redis, then PostgreSQL. */
  stop(): Promise<void>;
}

export async function startFaultWorld(
  options: Omit<Parameters<typeof startStack>[0], 'databaseUrl' | 'redisUrl'>,
): Promise<FaultWorld> {
  const [pgServer, redis] = await Promise.all([startThrowawayPostgres(), startThrowawayRedis()]);
  const stopServers = async () => {
    await redis.stop();
    await pgServer.destroy();
  };
  try {
    const databaseUrl = await prepareDatabase(pgServer.urlOf('highpay'));
    const stack = await startStack({ ...options, databaseUrl, redisUrl: redis.url });
    return {
      pgServer,
      redis,
      databaseUrl,
      stack,
      async stop() {
        await stack.stop();
        await stopServers();
      },
    };
  } catch (error) {
    await stopServers();
    throw error;
  }
}

export interface ServiceProcess {
  name: ServiceName;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

export interface FaultStack {
  baseUrl: string;
  queuePrefix: string;
  /** The gateway's internal port: /readyz with every check's detail. */
  internalUrl: string;
  processes: ServiceProcess[];
  /** Services whose process has exited, with the end of its output. */
  exitedServices(): string[];
  /** The end of every service's output, for a failing assertion's message. */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

export async function startStack(options: {
  label: string;
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
  /** Settings for one service alone (a LOG_LEVEL, a webhook address). */
  serviceEnv?: Partial<Record<ServiceName, Record<string, string>>>;
}): Promise<FaultStack> {
  for (const service of SERVICES) {
    const entry = `services/${service}/dist/main.js`;
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` (make test does)`);
  }
  const ports = {
    PORT: await freePort(),
    GATEWAY_INTERNAL_PORT: await freePort(),
    SEARCH_PORT: await freePort(),
    OPTIMIZER_PORT: await freePort(),
    PAYMENT_PORT: await freePort(),
  };
  const baseUrl = `http://127.0.0.1:${ports.PORT}`;
  const queuePrefix = `faults-${options.label}-${randomBytes(3).toString('hex')}`;
  // NODE_ENV unset: the services run as a developer's machine runs them (development).
  const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const env: Record<string, string | undefined> = {
    ...inherited,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    QUEUE_PREFIX: queuePrefix,
    INTERNAL_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
    PUBLIC_BASE_URL: baseUrl,
    SEARCH_SERVICE_URL: `http://127.0.0.1:${ports.SEARCH_PORT}`,
    PAYMENT_SERVICE_URL: `http://127.0.0.1:${ports.PAYMENT_PORT}`,
    PAYMENT_PROVIDER: 'local',
    LOCAL_WEBHOOK_SECRET,
    DOWNLOAD_SIGNING_SECRET,
    OPTIMIZER_CONCURRENCY: '2',
    OPTIMIZE_RATE_LIMIT_PER_HOUR: '100000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    CHECKOUT_RATE_LIMIT_PER_HOUR: '100000',
    VERIFY_PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  };
  const processes = SERVICES.map((name) => spawnService(name, { ...env, ...options.serviceEnv?.[name] }));
  const stack: FaultStack = {
    baseUrl,
    queuePrefix,
    internalUrl: `http://127.0.0.1:${ports.GATEWAY_INTERNAL_PORT}`,
    processes,
    exitedServices: () =>
      processes
        .filter((p) => p.child.exitCode !== null || p.child.signalCode !== null)
        .map((p) => `${p.name} (exit ${p.child.exitCode ?? p.child.signalCode}): ${tail(p.output(), 10)}`),
    logTail: (lines = 15) => processes.map((p) => `--- ${p.name}\n${tail(p.output(), lines)}`).join('\n'),
    async stop() {
      await Promise.all(processes.map(stopService));
    },
  };
  try {
    await waitUntilReady(stack, 30_000);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

const OUTPUT_KEPT = 32_000_000;

function spawnService(name: ServiceName, env: Record<string, string | undefined>): ServiceProcess {
  // Its own process group: stopping the payment service reaches the render workers it forks.
  const child = spawn(process.execPath, [`services/${name}/dist/main.js`], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // All of it, for a test that reads the logs of a whole run (within reason: the oldest goes first).
  const chunks: string[] = [];
  let length = 0;
  const keep = (chunk: Buffer) => {
    chunks.push(chunk.toString());
    length += chunk.length;
    while (length > OUTPUT_KEPT && chunks.length > 1) length -= chunks.shift()!.length;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, output: () => chunks.join(''), exited };
}

async function stopService(p: ServiceProcess): Promise<void> {
  const group = (signal: NodeJS.Signals) => {
    try {
      if (p.child.pid) process.kill(-p.child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  if (p.child.exitCode === null && p.child.signalCode === null) {
    group('SIGTERM');
    const timer = setTimeout(() => group('SIGKILL'), 8000);
    await p.exited;
    clearTimeout(timer);
  }
  group('SIGKILL'); // a render worker left behind
}

async function waitUntilReady(stack: FaultStack, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until) {
    const gone = stack.exitedServices();
    if (gone.length > 0) throw new Error(`a service stopped while starting: ${gone.join('\n')}`);
    const ready = await call(stack.internalUrl, 'GET', '/readyz', undefined, 2000);
    if (ready.status === 200) return;
    last = `${ready.status} ${ready.text}`;
    await sleep(200);
  }
  throw new Error(`the stack was not ready within ${timeoutMs} ms (last: ${last})\n${stack.logTail()}`);
}

const tail = (text: string, lines: number) => text.trimEnd().split('\n').slice(-lines).join('\n');

/** What came back from one call: the status and body, or status 0 with why nothing did. */
export interface Answer {
  status: number;
  text: string;
  json: any;
  /** The Retry-After header, as sent. */
  retryAfter: string | null;
  ms: number;
}

export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  timeoutMs = 5000,
): Promise<Answer> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json, retryAfter: res.headers.get('retry-after'), ms: ms() };
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(error);
    return { status: 0, text: reason, json: undefined, retryAfter: null, ms: ms() };
  }
}

const SEARCHES = ['engineer', 'nurse', 'manager', 'developer', 'analyst', 'designer', 'sales', ''];
let searchCount = 0;

/**
 * A visitor's search. Each asks for a pay floor of its own, so the gateway's answer cache
 * never has it: every search crosses to the search service and PostgreSQL.
 */
export function search(baseUrl: string, timeoutMs = 5000): Promise<Answer> {
  const n = ++searchCount;
  const body = { query: SEARCHES[n % SEARCHES.length], salaryMin: n };
  return call(baseUrl, 'POST', '/api/search', body, timeoutMs);
}

export function optimize(baseUrl: string, timeoutMs = 10_000, jobTitle = 'Senior Software Engineer'): Promise<Answer> {
  const body = { jobTitle, resumeText: SAMPLE_RESUME, model: 'local' };
  return call(baseUrl, 'POST', '/api/optimize-resume', body, timeoutMs);
}

/** Opens a checkout for a job credit (no job): what the job page's buy button sends. */
export function checkout(baseUrl: string, body: object = {}, timeoutMs = 5000): Promise<Answer> {
  return call(baseUrl, 'POST', '/api/create-checkout-session', body, timeoutMs);
}

/** A sentence an operator reads: "is human-readable" means words, not a code, a stack or a raw error. */
export function isHumanReadable(details: unknown): boolean {
  return (
    typeof details === 'string' &&
    details.length >= 20 &&
    /^[A-Z]/.test(details) &&
    /[.!]$/.test(details) &&
    !/(Error:|ECONN|ETIMEDOUT|at .+:\d+:\d+|MaxRetries|Connection is closed|prisma|SQL|undefined)/i.test(details)
  );
}

/** A 503 a visitor can act on: a sentence that says what is wrong, and a Retry-After that says when to come back. */
export function isCleanUnavailable(answer: Answer): boolean {
  return answer.status === 503 && /^\d+$/.test(answer.retryAfter ?? '') && isHumanReadable(answer.json?.details);
}

/** A service's JSON log lines (pino's), skipping anything else it printed. */
export function logLines(p: ServiceProcess): Array<{ level: number; msg?: string; redis?: string }> {
  return p
    .output()
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as { level: number; msg?: string; redis?: string }];
      } catch {
        return [];
      }
    });
}
