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
  await withAdmin(admin, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withAdmin(admin, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
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
