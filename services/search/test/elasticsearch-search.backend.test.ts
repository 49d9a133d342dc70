// The shared search backend contract against a real Elasticsearch cluster, when
// ELASTICSEARCH_URL names one (see README, Tests). Each run uses its own alias and indices.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, inject, it } from 'vitest';
import { createElasticsearchIndexer } from '../src/backends/engine/engine-indexer.js';
import { createElasticsearchSearchBackend } from '../src/backends/engine/engine-search.backend.js';
import { createElasticsearchClient } from '../src/backends/engine/elasticsearch.client.js';
import { searchBackendContract } from './search-backend.contract.js';

const url = process.env.ELASTICSEARCH_URL;

if (!url) {
  console.info('elasticsearch search backend: contract suite skipped because ELASTICSEARCH_URL is not set');
  describe.skip('elasticsearch search backend (skipped: ELASTICSEARCH_URL is not set)', () => {
    it('passes the search backend contract suite', () => undefined);
  });
} else {
  searchBackendContract('elasticsearch', async (databaseUrl) => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
    pool.on('error', () => undefined);
    const client = createElasticsearchClient(url);
    const alias = `test_${inject('runId')}_${randomBytes(3).toString('hex')}`;
    const indexer = createElasticsearchIndexer({ client, pool, alias });
    const backend = createElasticsearchSearchBackend({ client, index: alias, pool });
    return {
      backend,
      async sync() {
        await indexer.reindexAll();
        await client.indices.refresh({ index: alias });
      },
      async close() {
        // Deleting by wildcard is refused by default (action.destructive_requires_name): name them.
        const indices = Object.keys(await client.indices.get({ index: `${alias}_*` }));
        if (indices.length > 0) await client.indices.delete({ index: indices });
        await client.close();
        await pool.end();
      },
    };
  });
}
