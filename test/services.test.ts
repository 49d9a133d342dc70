// The services as operators run them: `node services/X/dist/main.js`, one process each.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from './support/database.js';

const SERVICES = ['search', 'payment', 'optimizer', 'alerts', 'gateway'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(
  service: string,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const entry = `services/${service}/dist/main.js`;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` (make test does)`);
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(url: string, status: number, timeoutMs = 20_000): Promise<Response> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status === status) return res;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})`);
}

describe('services as processes', () => {
  let db: TestDatabase;
  const procs: Array<ReturnType<typeof run>> = [];

  beforeAll(async () => {
    db = await createTestDatabase('procs');
  });
  afterAll(async () => {
    for (const p of procs) p.child.kill('SIGKILL');
    await db.drop();
  });

  it('stop at start with a message that names a malformed variable', async () => {
    const p = run('gateway', { PORT: 'eighty', LOG_LEVEL: 'silent' });
    expect(await p.exited).toBe(78);
    expect(p.output()).toContain('PORT: ');
    const s = run('search', { SEARCH_BACKEND: 'elasticsearch', LOG_LEVEL: 'silent' });
    expect(await s.exited).toBe(78);
    expect(s.output()).toContain('ELASTICSEARCH_URL');
  });

  it('the payment service refuses to start in production without Stripe, a provider chosen on purpose or its secrets', async () => {
    const unset = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', PAYMENT_PROVIDER: '', LOCAL_WEBHOOK_SECRET: '' };
    const p = run('payment', { ...unset, NODE_ENV: 'production', DOWNLOAD_SIGNING_SECRET: '', LOG_LEVEL: 'silent' });
    expect(await p.exited).toBe(78);
    expect(p.output()).toContain('PAYMENT_PROVIDER: production takes payments through Stripe');
    expect(p.output()).toContain('DOWNLOAD_SIGNING_SECRET: production needs a secret of its own');

    const local = run('payment', {
      ...unset,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'local',
      DOWNLOAD_SIGNING_SECRET: 'too-short-a-secret',
      LOG_LEVEL: 'silent',
    });
    expect(await local.exited).toBe(78);
    expect(local.output()).toContain('LOCAL_WEBHOOK_SECRET: production needs a secret of its own');
    expect(local.output()).toContain('DOWNLOAD_SIGNING_SECRET: must be at least 32 bytes');
  });

  const ports = {
    PORT: 0,
    GATEWAY_INTERNAL_PORT: 0,
    SEARCH_PORT: 0,
    OPTIMIZER_PORT: 0,
    PAYMENT_PORT: 0,
    ALERTS_PORT: 0,
  };
  /** The services behind the gateway, each with the port it listens on. */
  const behindGateway = () =>
    [
      ['search', ports.SEARCH_PORT],
      ['optimizer', ports.OPTIMIZER_PORT],
      ['payment', ports.PAYMENT_PORT],
      ['alerts', ports.ALERTS_PORT],
    ] as const;

  it('all start, and the gateway reports them ready and which search backend answers', async () => {
    for (const name of Object.keys(ports) as Array<keyof typeof ports>) ports[name] = await freePort();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: testQueuePrefix('procs'),
      LOG_LEVEL: 'warn',
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      SEARCH_SERVICE_URL: `http://127.0.0.1:${ports.SEARCH_PORT}`,
      PAYMENT_SERVICE_URL: `http://127.0.0.1:${ports.PAYMENT_PORT}`,
      ALERTS_SERVICE_URL: `http://127.0.0.1:${ports.ALERTS_PORT}`,
      MAIL_DIR: mkdtempSync(path.join(tmpdir(), 'highpay-mail-')),
    };
    for (const service of SERVICES) procs.push(run(service, env));
    // Five processes start at once: on a busy machine that takes a while.
    const ready = await waitFor(`http://127.0.0.1:${ports.PORT}/readyz`, 200, 75_000);
    // The public port says no more: no check names, errors or worker counts.
    expect(await ready.json()).toEqual({ status: 'ready', searchBackend: 'postgres' });
    for (const [name, port] of behindGateway()) {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(res.status, name).toBe(200);
    }
  }, 90_000);

  it('a job alert sign-up at the gateway reaches the alerts service, whose sender mails the confirmation', async () => {
    const signUp = await fetch(`http://127.0.0.1:${ports.PORT}/api/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'procs@example.com', period: 'daily', criteria: { query: 'rust' } }),
    });
    expect(signUp.status).toBe(202);
    let messages: unknown[] = [];
    for (let i = 0; i < 100 && messages.length === 0; i++) {
      const mailbox = await fetch(`http://127.0.0.1:${ports.ALERTS_PORT}/mail`);
      messages = ((await mailbox.json()) as { messages: unknown[] }).messages;
      if (messages.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(messages).toHaveLength(1);
  });

  it('serve readiness details and /metrics on internal ports only', async () => {
    expect((await fetch(`http://127.0.0.1:${ports.PORT}/metrics`)).status).toBe(404);
    const internal = (await (await fetch(`http://127.0.0.1:${ports.GATEWAY_INTERNAL_PORT}/readyz`)).json()) as {
      checks: Record<string, { ok: boolean; detail?: string }>;
    };
    expect(internal.checks.optimizer).toEqual({ ok: true, detail: '1 worker' });
    for (const [service, port] of [['gateway', ports.GATEWAY_INTERNAL_PORT] as const, ...behindGateway()]) {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status, service).toBe(200);
      const text = await res.text();
      expect(text, service).toContain('# TYPE http_request_duration_seconds histogram');
      expect(text, service).toContain(`process_cpu_seconds_total{service="${service}"}`);
    }
  });

  it("answer on the machine's address on the public port alone; the internal ports on loopback only", async (ctx) => {
    const address = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
    if (!address) ctx.skip('this machine has no address but loopback to try the ports on');
    expect((await fetch(`http://${address}:${ports.PORT}/healthz`)).status).toBe(200);
    for (const port of [
      ports.GATEWAY_INTERNAL_PORT,
      ports.SEARCH_PORT,
      ports.OPTIMIZER_PORT,
      ports.PAYMENT_PORT,
      ports.ALERTS_PORT,
    ]) {
      await expect(fetch(`http://${address}:${port}/healthz`), String(port)).rejects.toThrow();
    }
  });

  it('stop cleanly on SIGTERM', async () => {
    for (const p of procs) p.child.kill('SIGTERM');
    const codes = await Promise.all(procs.map((p) => p.exited));
    expect(codes, procs.map((p) => p.output()).join('\n')).toEqual(SERVICES.map(() => 0));
  });
});
