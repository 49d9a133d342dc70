// Configuration is parsed once at start from the environment with zod; a missing or
// malformed variable stops the service with a message that names it.
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Settings every service reads. Defaults fit a machine with PostgreSQL and Redis on localhost. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json for machines (the default), pretty for a person at a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
    .default('postgresql://postgres@localhost:5432/highpay'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://localhost:6379'),
  /** Prefix of every BullMQ key: lets test runs share one Redis without touching each other. */
  QUEUE_PREFIX: z.string().min(1).default('highpay'),
  /**
   * The address internal ports listen on: search, optimizer and payment, and the gateway's
   * GATEWAY_INTERNAL_PORT (never its public PORT). Loopback unless a private network opens them.
   */
  INTERNAL_HOST: z.string().min(1).default('127.0.0.1'),
});

export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const urlSchema = (fallback: string) => z.url().default(fallback);

/** An engine's URL, or its nodes' URLs separated by commas (a request fails over among them). */
export const engineNodesSchema = z
  .string()
  .transform((list) => list.split(',').map((url) => url.trim()))
  .pipe(z.array(z.url()).min(1));

/** The alias searches read and the indexer writes (an engine backend); job alerts' percolator index is `<it>_alerts`. */
export const searchIndexSchema = z
  .string()
  .regex(/^[a-z0-9_-]+$/, 'lowercase letters, digits, - and _ only')
  .default('jobs');

export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.output<S>> {
  const result = schema.safeParse(emptyToUndefined(env));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(result.data);
}

/** An empty variable (FOO=) means "not set", as in docker-compose's `${FOO:-}`. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

/** For main.ts: parse or print the reason and exit. */
export function loadConfigOrExit<S extends z.ZodType>(service: string, schema: S): Readonly<z.output<S>> {
  try {
    return parseConfig(schema);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`[${service}] ${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}
