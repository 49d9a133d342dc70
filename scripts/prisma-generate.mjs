// Runs `prisma generate` offline. Generation does not use the schema engine, but the
// CLI insists on a path to one; point it at any existing file when none is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(import.meta.url);
}
const result = spawnSync('npx', ['--no-install', 'prisma', 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
