// `npm run reindex`: rebuilds the engine's index from PostgreSQL into a new physical index
// and swaps the alias to it in one step, so searches keep answering throughout.
import { createLogger, loadConfigOrExit } from '@highpay/common';
import pg from 'pg';
import { createEngineClient, INDEX_CLIENT_OPTIONS } from '@highpay/common/search/engine-clients';
import { createEngineIndexer } from '../backends/engine/engine-indexer.js';
import { searchEnvSchema } from '../config.js';

const config = loadConfigOrExit('reindex', searchEnvSchema);
if (config.SEARCH_BACKEND === 'postgres') {
  process.stderr.write('[reindex] SEARCH_BACKEND is postgres: it searches the jobs table itself, nothing to build\n');
  process.exit(78);
}
const url = config.SEARCH_BACKEND === 'opensearch' ? config.OPENSEARCH_URL! : config.ELASTICSEARCH_URL!;

const logger = createLogger('reindex', config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 3 });
pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
const client = createEngineClient(config.SEARCH_BACKEND, url, INDEX_CLIENT_OPTIONS);
const indexer = createEngineIndexer({ client, pool, alias: config.SEARCH_INDEX, logger });

const started = Date.now();
const seconds = (ms: number) => (ms / 1000).toFixed(1);
try {
  const result = await indexer.reindexAll({
    onProgress: (indexed) =>
      process.stdout.write(`\rindexed ${indexed.toLocaleString('en-US')} jobs (${seconds(Date.now() - started)} s)`),
  });
  const replacing = result.replaced.length ? `, replacing ${result.replaced.join(', ')}` : '';
  const caughtUp = result.caughtUp ? `; then re-applied ${result.caughtUp} recently changed jobs` : '';
  process.stdout.write(
    `\nReindexed ${result.indexed.toLocaleString('en-US')} jobs into ${result.index} ` +
      `(alias ${config.SEARCH_INDEX}${replacing}) in ${seconds(result.ms)} s${caughtUp}\n`,
  );
} catch (error) {
  process.stderr.write(`\n[reindex] failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await client.close();
  await pool.end();
}
