import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma } from '../src/prisma.js';
import { databaseReady } from '../src/readiness.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';

describe('database readiness', () => {
  let db: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('ready');
    pool = new pg.Pool({ connectionString: db.url, max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('is ready through a pg pool or Prisma once every migration is applied', async () => {
    await expect(databaseReady(pool)()).resolves.toBe('migrations applied');
    const prisma = createPrisma(db.url);
    try {
      await expect(databaseReady(prisma)()).resolves.toBe('migrations applied');
    } finally {
      await prisma.$disconnect();
    }
  });

  it('is not ready while a migration is missing, and names it', async () => {
    const { rows } = await pool.query<{ migration_name: string }>(
      `DELETE FROM _prisma_migrations WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations)
       RETURNING migration_name`,
    );
    await expect(databaseReady(pool)()).rejects.toThrow(`migrations not applied: ${rows[0]!.migration_name}`);
  });
});
