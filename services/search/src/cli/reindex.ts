// `npm run reindex`: rebuilds the Elasticsearch index from PostgreSQL into a new physical
// index and swaps the alias to it (searches keep answering throughout); prints the time.
import { createLogger, loadConfigOrExit } from '@highpay/common';
import pg from 'pg';
import { searchEnvSchema } from '../config.js';
import { createElasticsearchIndexer } from '../backends/engine/engine-indexer.js';
import { createElasticsearchClient } from '../backends/engine/elasticsearch.client.js';

const config = loadConfigOrExit('reindex', searchEnvSchema);
if (!config.ELASTICSEARCH_URL) {
  process.stderr.write('[reindex] ELASTICSEARCH_URL is not set: there is no Elasticsearch index to build\n');
  process.exit(78);
}

const logger = createLogger('reindex', config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 3 });
pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
const client = createElasticsearchClient(config.ELASTICSEARCH_URL, { requestTimeoutMs: 120_000, maxRetries: 3 });
const indexer = createElasticsearchIndexer({ client, pool, alias: config.ELASTICSEARCH_INDEX, logger });

const started = Date.now();
try {
  const result = await indexer.reindexAll({
    onProgress: (indexed) =>
      process.stdout.write(
        `\rindexed ${indexed.toLocaleString('en-US')} jobs (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      ),
  });
  process.stdout.write(
    `\nReindexed ${result.indexed.toLocaleString('en-US')} jobs into ${result.index} (alias ${config.ELASTICSEARCH_INDEX}` +
      `${result.replaced.length ? `, replacing ${result.replaced.join(', ')}` : ''}) in ${(result.ms / 1000).toFixed(1)} s` +
      `${result.caughtUp ? `; then re-applied ${result.caughtUp} recently changed jobs` : ''}\n`,
  );
} catch (error) {
  process.stderr.write(`\n[reindex] failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await client.close();
  await pool.end();
}
