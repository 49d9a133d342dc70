// docker-compose.yml and infra/Dockerfile checked against the code they deploy: the
// config schemas each service parses at start, its ports, and the files the build makes.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { alertsEnvSchema } from '../services/alerts/src/config.js';
import { baseEnvSchema, parseConfig } from '../services/common/src/config.js';
import { gatewayEnvSchema, servesLocalCheckout } from '../services/gateway/src/config.js';
import { ingestEnvSchema } from '../services/ingest/src/config.js';
import { optimizerEnvSchema } from '../services/optimizer/src/config.js';
import { paymentEnvSchema, paymentProviderOf } from '../services/payment/src/config.js';
import { searchEnvSchema } from '../services/search/src/config.js';
import {
  commandLine,
  containerEnv,
  durationSeconds,
  readCompose,
  readDockerfileStages,
  repoRoot,
  stageCommand,
  type ComposeService,
} from './deploy-files.js';

const compose = readCompose();
const stages = readDockerfileStages();

function service(name: string): ComposeService {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

type EnvSchema = z.ZodObject<z.ZodRawShape>;
/** The node services: compose service, the schema its config is parsed with, and its port variable. */
const nodeServices: Array<{ name: string; schema: EnvSchema; portVar?: string }> = [
  { name: 'gateway', schema: gatewayEnvSchema, portVar: 'PORT' },
  { name: 'search', schema: searchEnvSchema, portVar: 'SEARCH_PORT' },
  { name: 'optimizer', schema: optimizerEnvSchema, portVar: 'OPTIMIZER_PORT' },
  { name: 'payment', schema: paymentEnvSchema, portVar: 'PAYMENT_PORT' },
  { name: 'ingest', schema: ingestEnvSchema, portVar: 'INGEST_PORT' },
  { name: 'alerts', schema: alertsEnvSchema, portVar: 'ALERTS_PORT' },
  { name: 'migrate', schema: baseEnvSchema },
];
const workers = ['gateway', 'search', 'optimizer', 'payment', 'ingest', 'alerts', 'migrate'];

/** The least a deployment sets in its shell or .env: secrets have no defaults in production. */
const SIGNING_SECRET = {
  DOWNLOAD_SIGNING_SECRET: 'c2b9f0e4a1d7c3b8e6f5a4d3c2b1a0f9e8d7c6b5a4f3e2d1',
  ALERTS_SIGNING_SECRET: 'f1e2d3c4b5a69788f1e2d3c4b5a69788f1e2d3c4b5a69788',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_BASE_URL: 'https://jobs.example.com',
};
const deployEnv = { ...SIGNING_SECRET, STRIPE_SECRET_KEY: 'sk_live_example', STRIPE_WEBHOOK_SECRET: 'whsec_example' };

describe('docker-compose.yml', () => {
  it('parses and names every service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        'alerts',
        'elasticsearch',
        'gateway',
        'ingest',
        'migrate',
        'opensearch',
        'optimizer',
        'payment',
        'postgres',
        'redis',
        'search',
      ].sort(),
    );
  });

  it.each(rows(nodeServices))(
    "%s's environment sets or passes through every variable its config schema reads, and no other",
    (name, { schema }) => {
      const environment = Object.keys(service(name).environment ?? {});
      const read = Object.keys(schema.shape);
      expect(read.filter((key) => !environment.includes(key))).toEqual([]);
      expect(environment.filter((key) => !read.includes(key))).toEqual([]);
    },
  );

  it.each(rows(nodeServices))(
    "%s's environment passes its config schema given a download-signing secret and the Stripe keys",
    (name, { schema }) => {
      const config = parseConfig(schema, containerEnv(service(name), deployEnv));
      expect(config.NODE_ENV).toBe('production');
      expect(config.DATABASE_URL).toBe('postgresql://postgres:postgres@postgres:5432/highpay');
      expect(config.REDIS_URL).toBe('redis://redis:6379');
    },
  );

  it('will not come up without a download-signing secret, and says which variable to set', () => {
    expect(() => containerEnv(service('payment'))).toThrow(/DOWNLOAD_SIGNING_SECRET/);
  });

  it('runs no test checkout unasked: without Stripe keys payment stops and the gateway serves no checkout page', () => {
    const payment = () => parseConfig(paymentEnvSchema, containerEnv(service('payment'), SIGNING_SECRET));
    expect(payment).toThrow(/PAYMENT_PROVIDER: production takes payments through Stripe/);
    expect(servesLocalCheckout(parseConfig(gatewayEnvSchema, containerEnv(service('gateway'), SIGNING_SECRET)))).toBe(
      false,
    );
  });

  it('runs the test checkout when PAYMENT_PROVIDER=local asks for it, in payment and the gateway alike', () => {
    const env = { ...SIGNING_SECRET, PAYMENT_PROVIDER: 'local', LOCAL_WEBHOOK_SECRET: 'whsec_demo_0123456789abcdef' };
    expect(paymentProviderOf(parseConfig(paymentEnvSchema, containerEnv(service('payment'), env)))).toBe('local');
    expect(servesLocalCheckout(parseConfig(gatewayEnvSchema, containerEnv(service('gateway'), env)))).toBe(true);
  });

  it.each(rows(nodeServices.filter((s) => s.portVar)))(
    "%s listens on its config's default port and its healthcheck asks /healthz there",
    (name, { schema, portVar = '' }) => {
      const port = (parseConfig(schema, {}) as Record<string, number>)[portVar];
      expect(port).toEqual(expect.any(Number));
      const svc = service(name);
      expect(containerEnv(svc, deployEnv)[portVar]).toBe(String(port));
      expect(commandLine(svc.healthcheck?.test ?? '')).toContain(`node -e fetch('http://127.0.0.1:${port}/healthz')`);
      expect((svc.expose ?? []).map(String).concat(containerPorts(svc))).toContain(String(port));
    },
  );

  it.each(rows(nodeServices.filter((s) => s.portVar)))(
    "%s's internal port listens on loopback unless told, and compose opens it to its own network",
    (name, { schema }) => {
      expect((parseConfig(schema, deployEnv) as { INTERNAL_HOST?: string }).INTERNAL_HOST).toBe('127.0.0.1');
      expect(containerEnv(service(name), deployEnv).INTERNAL_HOST).toBe('0.0.0.0');
    },
  );

  it("exposes the gateway's internal port (readiness details, /metrics) to the network and publishes it nowhere", () => {
    const port = String(parseConfig(gatewayEnvSchema, {}).GATEWAY_INTERNAL_PORT);
    const gateway = service('gateway');
    expect(containerEnv(gateway, deployEnv).GATEWAY_INTERNAL_PORT).toBe(port);
    expect((gateway.expose ?? []).map(String)).toContain(port);
    expect(containerPorts(gateway)).not.toContain(port);
  });

  it('publishes only the gateway, on ${PORT:-8080} outside and its own port inside', () => {
    expect(service('gateway').ports).toEqual(['${PORT:-8080}:8080']);
    const published = Object.entries(compose.services)
      .filter(([, svc]) => svc.ports?.length)
      .map(([name]) => name);
    expect(published).toEqual(['gateway']);
  });

  it('lets the optimizer scale: no container_name, no fixed host port, time to finish a job on stop', () => {
    const optimizer = service('optimizer');
    expect(optimizer.container_name).toBeUndefined();
    expect(optimizer.ports ?? []).toEqual([]);
    const claudeTimeout = parseConfig(optimizerEnvSchema, {}).ANTHROPIC_TIMEOUT_MS / 1000;
    expect(durationSeconds(optimizer.stop_grace_period ?? '10s')).toBeGreaterThan(claudeTimeout + 15);
  });

  it('starts nothing on a bare "started": dependencies are healthy or, for migrate, completed', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(svc.depends_on ?? {})) {
        const target = service(dependency);
        expect(target.profiles, `${name} depends on ${dependency}, which a profile may leave off`).toBeUndefined();
        if (dependency === 'migrate') expect(condition).toBe('service_completed_successfully');
        else {
          expect(condition, `${name} → ${dependency}`).toBe('service_healthy');
          expect(target.healthcheck, `${dependency} has a healthcheck`).toBeDefined();
        }
      }
    }
  });

  it('runs migrate once, after postgres is healthy, before every service that uses the database', () => {
    const migrate = service('migrate');
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    for (const name of ['gateway', 'search', 'optimizer', 'payment', 'ingest', 'alerts']) {
      expect(service(name).depends_on?.migrate?.condition, name).toBe('service_completed_successfully');
      expect(service(name).depends_on?.redis?.condition, name).toBe('service_healthy');
    }
    expect(service('gateway').depends_on?.search?.condition).toBe('service_healthy');
    expect(service('gateway').depends_on?.payment?.condition).toBe('service_healthy');
    expect(service('gateway').depends_on?.alerts?.condition).toBe('service_healthy');
  });

  it('runs redis with noeviction and an append-only file, as BullMQ requires', () => {
    const command = commandLine(service('redis').command ?? '');
    expect(command).toMatch(/--maxmemory-policy noeviction\b/);
    expect(command).toMatch(/--appendonly yes\b/);
  });

  it('keeps the data of postgres, redis and both engines in named volumes', () => {
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual([
      'elasticsearch-data',
      'opensearch-data',
      'postgres-data',
      'redis-data',
    ]);
  });

  it.each([
    ['elasticsearch', 'ELASTICSEARCH_URL', /^docker\.elastic\.co\/elasticsearch\/elasticsearch:8\./],
    ['opensearch', 'OPENSEARCH_URL', /^opensearchproject\/opensearch:[23]\./],
  ] as const)(
    'runs %s under its own profile, one node, and points the search service at it',
    (engine, urlVar, image) => {
      const svc = service(engine);
      expect(svc.image).toMatch(image);
      expect(svc.profiles).toEqual([engine]);
      expect(svc.environment?.['discovery.type']).toBe('single-node');
      expect(commandLine(svc.healthcheck?.test ?? '')).toContain('_cluster/health');
      const env = { ...containerEnv(service('search')), SEARCH_BACKEND: engine };
      const config = parseConfig(searchEnvSchema, env) as Record<string, unknown>;
      expect(config[urlVar]).toEqual([`http://${engine}:9200`]);
      expect(config.SEARCH_BACKEND).toBe(engine);
    },
  );
});

describe('infra/Dockerfile', () => {
  it.each(workers)('has a target for %s, built from the repository root', (name) => {
    const build = service(name).build;
    expect(build).toMatchObject({ context: '.', dockerfile: 'infra/Dockerfile', target: name });
    expect(stages.has(name)).toBe(true);
  });

  it.each(workers)('starts %s from files the build produces', (name) => {
    const command = commandLine(service(name).command ?? stageCommand(stages, name) ?? '');
    const started = [...command.matchAll(/services\/([\w-]+)\/dist\/([\w/.-]+)\.js/g)];
    expect(started.length).toBeGreaterThan(0);
    const copies = (stages.get(name) ?? []).filter((i) => i.keyword === 'COPY').map((i) => i.args);
    for (const [path, workspace = '', module = ''] of started) {
      expect(
        existsSync(`${repoRoot}services/${workspace}/src/${module}.ts`),
        `${path} ← services/${workspace}/src/${module}.ts`,
      ).toBe(true);
      expect(copies, `the ${name} stage copies services/${workspace}/dist`).toContain(
        `--from=build /app/services/${workspace}/dist services/${workspace}/dist`,
      );
    }
  });

  it('names only compiled files whose sources exist', () => {
    const dockerfile = readFileSync(`${repoRoot}infra/Dockerfile`, 'utf8');
    const missing = [...dockerfile.matchAll(/services\/([\w-]+)\/dist\/([\w/.-]+)\.js/g)]
      .map(([, workspace = '', module = '']) => `services/${workspace}/src/${module}.ts`)
      .filter((source) => !existsSync(`${repoRoot}${source}`));
    expect(missing).toEqual([]);
  });

  it('runs migrations and the seed in the migrate image', () => {
    const command = stageCommand(stages, 'migrate') ?? '';
    expect(command).toMatch(/migrate\.js && .*seed\.js --if-empty/);
  });

  it('copies every workspace manifest, so `npm ci` sees the lockfile whole', () => {
    const { workspaces } = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { workspaces: string[] };
    const copied = (stages.get('manifests') ?? []).filter((i) => i.keyword === 'COPY').map((i) => i.args);
    for (const workspace of workspaces) expect(copied).toContain(`${workspace}/package.json ${workspace}/`);
  });

  it('gives Node the same flags under `make start` and in the search bench as the images do', () => {
    // Written in three places: `make start` and the search bench must run what the images run.
    const imageFlags = (name: string) =>
      (stageCommand(stages, name) ?? '').split(' ').filter((word) => word.startsWith('--'));
    const startAll = readFileSync(`${repoRoot}scripts/start-all.mjs`, 'utf8');
    const started = [...startAll.matchAll(/\['([\w-]+)', '\w+', '([^']*)'\]/g)];
    expect(started.map(([, name]) => name).sort()).toEqual([
      'alerts',
      'gateway',
      'ingest',
      'optimizer',
      'payment',
      'search',
    ]);
    for (const [, name = '', flags = ''] of started)
      expect(flags.split(' ').filter(Boolean), name).toEqual(imageFlags(name));
    const bench = readFileSync(`${repoRoot}bench/search.bench.ts`, 'utf8');
    const gateway =
      /startProcess\('gateway', \[process\.execPath, ((?:'--[^']*', )*)'services\/gateway\/dist\/main\.js'\]/.exec(
        bench,
      );
    expect(gateway, 'bench/search.bench.ts starts the gateway').not.toBeNull();
    expect([...(gateway?.[1] ?? '').matchAll(/'([^']*)'/g)].map(([, flag]) => flag)).toEqual(imageFlags('gateway'));
  });

  it('runs every service image as a non-root user in production mode', () => {
    expect(stages.get('runtime')?.some((i) => i.keyword === 'ENV' && /\bNODE_ENV=production\b/.test(i.args))).toBe(
      true,
    );
    for (const name of workers) {
      const users = (stages.get(name) ?? []).filter((i) => i.keyword === 'USER').map((i) => i.args);
      expect(users.at(-1), name).toBe('node');
    }
  });
});

describe('.dockerignore', () => {
  const ignored = readFileSync(`${repoRoot}.dockerignore`, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('keeps host builds and installs out of the build context', () => {
    expect(ignored).toEqual(
      expect.arrayContaining(['**/node_modules', '**/dist', 'services/common/src/generated', '.git', '.env']),
    );
  });

  it('keeps every file the build needs', () => {
    const needed = [
      'package.json',
      'package-lock.json',
      '.npmrc',
      'tsconfig.base.json',
      'prisma.config.ts',
      'prisma',
      'scripts',
      'services',
      'frontend',
    ];
    expect(ignored.filter((pattern) => needed.includes(pattern.replace(/^\//, '')))).toEqual([]);
  });
});

/** it.each rows whose first column, the service name, titles the test without quotes. */
function rows<T extends { name: string }>(items: T[]): Array<[string, T]> {
  return items.map((item) => [item.name, item]);
}

function containerPorts(svc: ComposeService): string[] {
  return (svc.ports ?? []).map((port) =>
    typeof port === 'object' ? String(port.target) : (String(port).split(':').at(-1)?.split('/')[0] ?? ''),
  );
}
