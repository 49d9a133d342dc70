// Each test run gets its own databases: a migrated template that no test connects to
// (so files can clone it in milliseconds) and a shared one; all dropped at the end, with
// every Redis key under the run's prefix (testQueuePrefix: test-<runId>-…).
// It also starts one real OpenSearch node for the engine tests, where Java can run it; with
// REQUIRE_OPENSEARCH=1 (CI) a machine where it cannot run fails the run before any test.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openSearchSkipReason, skipOrFail, startOpenSearch } from '../scripts/opensearch-cluster.mjs';
import { ensureDatabase, migrate } from '../services/common/src/migrations.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    templateDatabaseName: string;
    adminDatabaseUrl: string;
    redisUrl: string;
    runId: string;
    /** A running OpenSearch node's URL, or '' when it could not run (openSearchSkipReason says why). */
    openSearchUrl: string;
    openSearchSkipReason: string;
  }
}

export default async function setup(project: TestProject) {
  // First, so that a run that must fail does so before it makes any database.
  // TEST_OPENSEARCH_URL points the engine tests at a running node instead.
  const skipReason = process.env.TEST_OPENSEARCH_URL
    ? null
    : skipOrFail(await openSearchSkipReason(), 'the engine tests');

  const server = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432';
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const prefix = `highpay_test_${runId}`;
  const template = `${prefix}_template`;
  await ensureDatabase(`${server}/${template}`);
  await migrate(`${server}/${template}`);
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${prefix}_shared" TEMPLATE "${template}"`);
  await admin.end();

  project.provide('adminDatabaseUrl', `${server}/postgres`);
  project.provide('templateDatabaseName', template);
  project.provide('databaseUrl', `${server}/${prefix}_shared`);
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  project.provide('redisUrl', redisUrl);
  project.provide('runId', runId);

  const openSearch =
    process.env.TEST_OPENSEARCH_URL || skipReason ? undefined : await startOpenSearch({ nodes: 1, heap: '512m' });
  project.provide('openSearchUrl', process.env.TEST_OPENSEARCH_URL ?? openSearch?.url ?? '');
  project.provide('openSearchSkipReason', skipReason ?? '');
  const skipped = `OpenSearch cannot run here, so the engine tests skipped: ${skipReason} (REQUIRE_OPENSEARCH=1 makes this an error)`;
  if (skipReason) console.warn(skipped);

  return async () => {
    await openSearch?.stop();
    // Again after the summary, where a reader looks.
    if (skipReason) console.warn(`\n${skipped}\n`);
    const client = new pg.Client({ connectionString: `${server}/postgres` });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.end();
    await deleteRunKeys(redisUrl, runId);
  };
}

/** Deletes the Redis keys a run's tests left under test-<runId>- (queues not obliterated). */
async function deleteRunKeys(url: string, runId: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `test-${runId}-*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
