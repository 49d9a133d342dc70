// One set of search cases on both backends: PostgreSQL, and, when OpenSearch runs here, an
// OpenSearch index built from the same database.
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { upsertJobs, type JobInput } from '@highpay/common';
import { createPostgresSearchBackend } from '../../src/backends/postgres/postgres-search.backend.js';
import type { SearchBackend } from '../../src/backends/search.backend.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/database.js';
import { createEngineHarness, describeWithOpenSearch, type EngineHarness } from './engine.js';

/** Time to write and index a test's jobs: some files write more than ten thousand. */
const LOAD_TIMEOUT_MS = 180_000;

/**
 * A database of the file's own holding `jobs()`, and `cases` defined twice on it: as
 * "<name> on PostgreSQL" and "<name> on OpenSearch".
 */
export function describeOnBothBackends(
  name: string,
  jobs: () => JobInput[],
  cases: (backend: () => SearchBackend) => void,
): void {
  let db: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase(name);
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined);
    await upsertJobs(pool, jobs());
  }, LOAD_TIMEOUT_MS);
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  describe(`${name} on PostgreSQL`, () => {
    let backend: SearchBackend;
    beforeAll(() => {
      backend = createPostgresSearchBackend(db.url, { max: 2 });
    });
    afterAll(() => backend?.close());
    cases(() => backend);
  });

  describeWithOpenSearch(`${name} on OpenSearch`, (url) => {
    let harness: EngineHarness;
    beforeAll(async () => {
      harness = await createEngineHarness('opensearch', url, pool);
      await harness.indexer.reindexAll();
    }, LOAD_TIMEOUT_MS);
    afterAll(() => harness?.close());
    cases(() => harness.backend);
  });
}
