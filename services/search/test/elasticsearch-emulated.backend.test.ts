// The shared contract suite run through the Elasticsearch backend's real code and client
// against a local server that evaluates its queries with test/support/query-emulator.ts.
// It checks the query's logic (tiers, filters, sorts, paging, hydration) on every run;
// elasticsearch-search.backend.test.ts checks the real cluster's analysis when one is set.
import pg from 'pg';
import { createElasticsearchIndexer } from '../src/backends/engine/engine-indexer.js';
import { createElasticsearchSearchBackend } from '../src/backends/engine/engine-search.backend.js';
import { createElasticsearchClient } from '../src/backends/engine/elasticsearch.client.js';
import { searchBackendContract } from './search-backend.contract.js';
import { FakeElasticsearch } from './support/fake-elasticsearch.js';
import { emulateSearch } from './support/query-emulator.js';

searchBackendContract('elasticsearch (emulated)', async (databaseUrl) => {
  const fake = new FakeElasticsearch();
  const client = createElasticsearchClient(await fake.start());
  fake.onSearch = (index, body) => emulateSearch(fake.indices.get(index)!.docs, body);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  pool.on('error', () => undefined);
  const indexer = createElasticsearchIndexer({ client, pool, alias: 'jobs' });
  const backend = createElasticsearchSearchBackend({ client, index: 'jobs', pool });
  return {
    backend,
    sync: async () => {
      await indexer.reindexAll();
    },
    async close() {
      await client.close();
      await fake.close();
      await pool.end();
    },
  };
});
