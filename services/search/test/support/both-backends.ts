// One set of search cases on both backends: PostgreSQL, and, when OpenSearch runs here, an
// OpenSearch index built from the same database.
import type pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createPostgresSearchBackend } from '../../src/backends/postgres/postgres-search.backend.js';
import type { SearchBackend } from '../../src/backends/search.backend.js';
import { createEngineHarness, describeWithOpenSearch, type EngineHarness } from './engine.js';

/** Time to index a test's jobs: some files write more than ten thousand. */
const REINDEX_TIMEOUT_MS = 180_000;

/**
 * Defines `cases` twice, as "<name> on PostgreSQL" and "<name> on OpenSearch", each on a backend
 * reading the jobs of `database()` (called once the file's own beforeAll has written them).
 */
export function describeOnBothBackends(
  name: string,
  database: () => { url: string; pool: pg.Pool },
  cases: (backend: () => SearchBackend) => void,
): void {
  describe(`${name} on PostgreSQL`, () => {
    let backend: SearchBackend;
    beforeAll(() => {
      backend = createPostgresSearchBackend(database().url, { max: 2 });
    });
    afterAll(() => backend?.close());
    cases(() => backend);
  });

  describeWithOpenSearch(`${name} on OpenSearch`, (url) => {
    let harness: EngineHarness;
    beforeAll(async () => {
      harness = await createEngineHarness('opensearch', url, database().pool);
      await harness.indexer.reindexAll();
    }, REINDEX_TIMEOUT_MS);
    afterAll(() => harness?.close());
    cases(() => harness.backend);
  });
}
