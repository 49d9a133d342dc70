// A fresh, migrated database for one test file, cloned from the run's template.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(label = 'db'): Promise<TestDatabase> {
  const admin = inject('adminDatabaseUrl');
  const template = inject('templateDatabaseName');
  const name = `${template.replace(/_template$/, '')}_${label.replace(/\W/g, '').slice(0, 20)}_${randomBytes(3).toString('hex')}`;
  await withClient(admin, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withClient(admin, (c) => dropDatabase(c, name)),
  };
}

async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  // pg's Pool.end() resolves before its connections have closed. Forcing the drop while one
  // is closing hands that client a FATAL error no one listens for any more (an uncaught
  // exception in the test run): give them up to a second to go first.
  for (let waited = 0; waited < 1000; waited += 25) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** One client on the database at `url` for `fn`, ended after it. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A BullMQ key prefix no other test file or run shares. */
export function testQueuePrefix(label: string): string {
  return `test-${inject('runId')}-${label}-${randomBytes(2).toString('hex')}`;
}
