// How soon a job written is found by search: on an engine through the real Index flow
// (outbox → relay → BullMQ → index worker → OpenSearch, with production's relay timing and
// the index's 1 s refresh), and on PostgreSQL, which searches the table the job was written to.
import { randomBytes } from 'node:crypto';
import { upsertJobs, writeOutbox, type JobInput } from '@highpay/common';
import { ZSearchRequest } from '@highpay/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresSearchBackend } from '../src/backends/postgres/postgres-search.backend.js';
import type { SearchBackend } from '../src/backends/search.backend.js';
import { engineIndexTarget } from '../src/indexing/index.processor.js';
import { INDEX_JOB_OPTIONS } from '../src/indexing/outbox-relay.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { FIXTURE_JOBS } from './fixture-jobs.js';
import { createEngineHarness, describeWithOpenSearch, type EngineHarness } from './support/engine.js';
import { startPipeline, type Pipeline } from './support/pipeline.js';

// The waits have no deadline of their own (the test's stop ends one that never ends); how
// soon a job is found, against the 2 s p99 goal, is measured by `npm run bench:search`.
const POLL_MS = 50;

/** A job with a word no other job has, so that a search for the word finds this job or nothing. */
function jobWithOwnWord(): { job: JobInput; word: string } {
  const word = `fresh${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  return {
    word,
    job: { ...FIXTURE_JOBS[4]!, title: `Senior ${word} Engineer`, sourceId: `freshness-${word}` },
  };
}

/** The ids of the jobs a search for the word finds. */
async function searchFor(backend: SearchBackend, word: string): Promise<string[]> {
  const { jobs } = await backend.search(ZSearchRequest.parse({ query: word }));
  return jobs.map((job) => job.id);
}

async function withDatabase(label: string): Promise<{ db: TestDatabase; pool: pg.Pool }> {
  const db = await createTestDatabase(label);
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  // Dropping the database at the end may reach a connection that is still closing.
  pool.on('error', () => undefined);
  await upsertJobs(pool, FIXTURE_JOBS);
  return { db, pool };
}

describeWithOpenSearch('freshness on the engine', (url) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let harness: EngineHarness;
  let pipeline: Pipeline;

  beforeAll(async () => {
    ({ db, pool } = await withDatabase('freshengine'));
    harness = await createEngineHarness('opensearch', url, pool);
    await harness.indexer.reindexAll();
    // As the search service runs it: the relay's own polling, production's retry policy.
    pipeline = await startPipeline(
      pool,
      engineIndexTarget(harness.indexer, () => writeOutbox(pool, 'jobs.reindex', '*')),
      'freshness',
      { relay: {}, jobOptions: INDEX_JOB_OPTIONS },
    );
  });
  afterAll(async () => {
    await pipeline?.close();
    await harness?.close();
    await pool?.end();
    await db?.drop();
  });

  it('a job written is found by search, through the relay, the queue and the index', async () => {
    // A few jobs one after another, so that one lucky write does not pass for all.
    const elapsed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { job, word } = jobWithOwnWord();
      expect(await searchFor(harness.backend, word)).toEqual([]);
      const started = performance.now();
      const [id] = await upsertJobs(pool, [job]);
      while (!(await searchFor(harness.backend, word)).includes(String(id))) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      elapsed.push(Math.round(performance.now() - started));
    }
    console.info(`freshness on OpenSearch: found after ${elapsed.join(', ')} ms`);
  });
});

describe('freshness on PostgreSQL', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let backend: SearchBackend;

  beforeAll(async () => {
    ({ db, pool } = await withDatabase('freshpg'));
    backend = createPostgresSearchBackend(db.url, { max: 2 });
  });
  afterAll(async () => {
    await backend?.close();
    await pool?.end();
    await db?.drop();
  });

  it('a job written is found by the first search after its write commits', async () => {
    for (let i = 0; i < 3; i++) {
      const { job, word } = jobWithOwnWord();
      // Searched before, so that nothing the backend keeps from an earlier answer can hide the new job.
      expect(await searchFor(backend, word)).toEqual([]);
      const [id] = await upsertJobs(pool, [job]);
      expect(await searchFor(backend, word)).toEqual([String(id)]);
    }
  });
});
