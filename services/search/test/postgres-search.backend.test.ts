import { createPostgresSearchBackend } from '../src/backends/postgres/postgres-search.backend.js';
import { searchBackendContract } from './search-backend.contract.js';

searchBackendContract('postgres', async (databaseUrl) => {
  const backend = createPostgresSearchBackend(databaseUrl, { max: 2 });
  return { backend, sync: async () => undefined, close: () => backend.close() };
});
