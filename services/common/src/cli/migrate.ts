// `npm run migrate`: creates the database if needed and applies pending migrations.
import { z } from 'zod';
import { baseEnvSchema, loadConfigOrExit } from '../config.js';
import { ensureDatabase, migrate } from '../migrations.js';

const config = loadConfigOrExit(
  'migrate',
  baseEnvSchema.pick({ DATABASE_URL: true }).extend({}) as z.ZodType<{ DATABASE_URL: string }>,
);
await ensureDatabase(config.DATABASE_URL);
const result = await migrate(config.DATABASE_URL);
const name = new URL(config.DATABASE_URL).pathname.slice(1);
console.log(
  result.applied.length
    ? `migrate: applied ${result.applied.join(', ')} to ${name}`
    : `migrate: ${name} is up to date (${result.alreadyApplied.length} migrations)`,
);
