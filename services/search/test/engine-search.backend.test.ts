// The shared search backend contract on a real OpenSearch node, once through each client.
import pg from 'pg';
import { searchBackendContract } from './search-backend.contract.js';
import { createEngineHarness, describeWithOpenSearch, ENGINE_PRODUCTS } from './support/engine.js';

describeWithOpenSearch('engine search backends', (url) => {
  for (const product of ENGINE_PRODUCTS) {
    searchBackendContract(product, async (databaseUrl) => {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
      pool.on('error', () => undefined);
      const harness = await createEngineHarness(product, url, pool);
      return {
        backend: harness.backend,
        async sync() {
          await harness.indexer.reindexAll();
        },
        async close() {
          await harness.close();
          await pool.end();
        },
      };
    });
  }
});
