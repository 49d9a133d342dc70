// Search service process: reads config, picks the backend, serves /search.
import { closeServer, createLogger, createPrisma, databaseReady, listen, loadConfigOrExit, onShutdown } from '@highpay/common';
import { createSearchApp } from './app.js';
import { searchEnvSchema } from './config.js';
import { createPostgresSearchBackend } from './postgres-search.backend.js';
import type { SearchBackend } from './search.backend.js';

const config = loadConfigOrExit('search', searchEnvSchema);
const logger = createLogger('search', config.LOG_LEVEL);
const prisma = createPrisma(config.DATABASE_URL, { max: 2 });

function createBackend(): SearchBackend {
  switch (config.SEARCH_BACKEND) {
    case 'postgres':
      return createPostgresSearchBackend(config.DATABASE_URL);
    case 'elasticsearch':
      throw new Error('SEARCH_BACKEND=elasticsearch is not available yet in this build');
    default: {
      const unreachable: never = config.SEARCH_BACKEND;
      throw new Error(`unknown SEARCH_BACKEND ${String(unreachable)}`);
    }
  }
}

const backend = createBackend();
const app = createSearchApp({ logger, backend, checks: { database: databaseReady(prisma) } });
const server = await listen(app, config.SEARCH_PORT);
logger.info({ port: config.SEARCH_PORT, backend: backend.name }, 'search service listening');

onShutdown(logger, [() => closeServer(server), () => backend.close(), () => prisma.$disconnect()]);
