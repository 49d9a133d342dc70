// `npm run seed -- [--count N] [--if-empty] [--seed S]`: creates and migrates the database
// if needed, then loads N demo jobs (default 5000). --if-empty loads only into an empty
// jobs table: that is what `make start` runs.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { baseEnvSchema, loadConfigOrExit } from '../config.js';
import { ensureDatabase, migrate } from '../migrations.js';
import { DEFAULT_SEED } from '../seed/job-generator.js';
import { loadJobs, type LoadProgress } from '../seed/load-jobs.js';

const ZArgs = z.object({
  count: z.coerce.number().int().min(0).max(100_000_000).default(5000),
  'if-empty': z.boolean().default(false),
  seed: z.string().min(1).default(DEFAULT_SEED),
});

function parseCommandLine(): z.infer<typeof ZArgs> {
  try {
    const { values } = parseArgs({
      options: { count: { type: 'string' }, 'if-empty': { type: 'boolean' }, seed: { type: 'string' } },
      strict: true,
    });
    return ZArgs.parse(values);
  } catch (error) {
    const reason =
      error instanceof z.ZodError
        ? error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join(', ')
        : (error as Error).message;
    process.stderr.write(`seed: ${reason}\nusage: seed [--count N] [--if-empty] [--seed S]\n`);
    process.exit(64);
  }
}

const args = parseCommandLine();
const config = loadConfigOrExit(
  'seed',
  baseEnvSchema.pick({ DATABASE_URL: true }) as z.ZodType<{ DATABASE_URL: string }>,
);
const database = new URL(config.DATABASE_URL).pathname.slice(1);

await ensureDatabase(config.DATABASE_URL);
await migrate(config.DATABASE_URL);

const abort = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`seed: ${signal} received; stopping (dropped indexes are rebuilt first)`);
    abort.abort(new Error(`interrupted by ${signal}`));
  });
}

const started = performance.now();
let reported = 0;
const onProgress = (progress: LoadProgress): void => {
  switch (progress.phase) {
    case 'jobs': {
      // About ten lines for a big load, none for a small one.
      const step = Math.max(50_000, Math.ceil(progress.total / 10));
      if (progress.loaded - reported >= step || (progress.loaded === progress.total && reported > 0)) {
        reported = progress.loaded;
        console.log(`seed: ${progress.loaded}/${progress.total} jobs (${elapsed()} s)`);
      }
      break;
    }
    case 'index':
      console.log(`seed: building index ${progress.name} (${elapsed()} s)`);
      break;
    case 'analyze':
      console.log(`seed: analyzing (${elapsed()} s)`);
      break;
    default: {
      const unreachable: never = progress;
      throw new Error(`unknown progress ${JSON.stringify(unreachable)}`);
    }
  }
};

try {
  const result = await loadJobs({
    databaseUrl: config.DATABASE_URL,
    count: args.count,
    seed: args.seed,
    onlyIfEmpty: args['if-empty'],
    onProgress,
    signal: abort.signal,
  });
  if (result.strategy === 'skipped') {
    console.log(`seed: ${database} already has jobs; nothing loaded`);
  } else {
    console.log(
      `seed: loaded ${result.loaded} jobs in ${elapsed()} s (${result.strategy}, ids ${result.firstId}-${result.lastId})`,
    );
  }
} catch (error) {
  if (abort.signal.aborted) {
    console.error(`seed: interrupted after ${elapsed()} s`);
    process.exit(130);
  }
  throw error;
}

function elapsed(): string {
  return ((performance.now() - started) / 1000).toFixed(1);
}
