import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR, migrate, pendingMigrations, readMigrations } from '../src/migrations.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { expectedColumnType, readPrismaSchema } from './prisma-schema.js';
import { titleHeadText } from '../src/search/title-head.js';

const SCHEMA_PATH = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));

describe('migrations', () => {
  let db: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('migr'); // cloned from the run's template, which migrate() built
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  it('gives a fresh database every model and field of schema.prisma, with its type and nullability', async () => {
    const { models, enums } = readPrismaSchema(SCHEMA_PATH);
    expect(models.map((m) => m.name)).toEqual(
      expect.arrayContaining([
        'Job',
        'Tag',
        'Optimization',
        'Purchase',
        'WebhookEvent',
        'DownloadArtifact',
        'NewsletterSubscriber',
        'OutboxEvent',
      ]),
    );
    const { rows } = await client.query<{ table_name: string; column_name: string; type: string; nullable: boolean }>(
      `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
              NOT a.attnotnull AS nullable
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
    );
    const columns = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r]));
    const mismatches: string[] = [];
    for (const model of models) {
      for (const field of model.fields) {
        const column = columns.get(`${model.table}.${field.column}`);
        // Prisma keeps a scalar list in a nullable array column.
        const expected = expectedColumnType(field, enums) + (field.list ? '[]' : '');
        if (!column) mismatches.push(`${model.name}.${field.name}: column ${model.table}.${field.column} missing`);
        else if (column.type !== expected)
          mismatches.push(`${model.name}.${field.name}: ${column.type} != ${expected}`);
        else if (column.nullable !== (field.optional || field.list))
          mismatches.push(`${model.name}.${field.name}: nullable ${column.nullable}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('creates every enum of schema.prisma with its values in order', async () => {
    const { enums } = readPrismaSchema(SCHEMA_PATH);
    const { rows } = await client.query<{ name: string; values: string[] }>(
      `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS values
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    );
    for (const e of enums) expect(rows.find((r) => r.name === e.dbName)?.values, e.name).toEqual(e.values);
  });

  it('fills the stored search vector with title, company, tags and description', async () => {
    const { rows } = await client.query<{ v: string }>(
      `INSERT INTO jobs (slug, title, company, location, job_type, work_setting, category, description, url, source, source_id, tag_names, posted_at)
       VALUES ('s', 'Senior Engineers', 'Acme', 'Austin, TX', 'Full Time', 'remote', 'development', '<p>Kubernetes daily</p>', 'https://x', 't', '1', 'golang', now())
       RETURNING search_vector::text AS v`,
    );
    expect(rows[0]!.v).toContain("'engin':");
    expect(rows[0]!.v).toMatch(/'acm':\d+B/);
    expect(rows[0]!.v).toMatch(/'golang':\d+B/);
    expect(rows[0]!.v).toMatch(/'kubernet':\d+C/);
  });

  it('reads the head of a title in SQL as title-head.ts does, for the engine', async () => {
    const titles = [
      'Nurse Recruiter',
      'Registered Nurse - ICU Nights',
      'Software Engineer I (Full-Stack)',
      'Front End Engineer II, Checkout',
      'Director of Nursing',
      'Receptionist / Front Desk Coordinator',
      'Sales Engineer | EMEA',
      'Analyst: Credit Risk [Remote]',
      'Tier 2 Support Engineer',
      '(Remote)',
    ];
    const { rows } = await client.query<{ head: string }>(
      'SELECT job_title_heads(t) AS head FROM unnest($1::text[]) WITH ORDINALITY AS x(t, n) ORDER BY n',
      [titles],
    );
    expect(rows.map((r) => r.head)).toEqual(titles.map(titleHeadText));
  });

  it('indexes the one search vector once, with no per-category families of indexes', async () => {
    const { rows } = await client.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'jobs' AND indexdef LIKE '%USING gin%'`,
    );
    const vectorIndexes = rows.filter((r) => r.indexdef.includes('vector'));
    expect(vectorIndexes.map((r) => r.indexdef)).toEqual([expect.stringMatching(/USING gin \(search_vector\)$/)]);
  });

  it('records each migration as `prisma migrate deploy` does, with the sha256 of migration.sql', async () => {
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
    );
    const onDisk = await readMigrations();
    expect(rows.map((r) => r.migration_name)).toEqual(onDisk.map((m) => m.name));
    for (const row of rows) {
      const sql = readFileSync(`${DEFAULT_MIGRATIONS_DIR}/${row.migration_name}/migration.sql`);
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('applies nothing when run again, and readiness finds nothing pending', async () => {
    const again = await migrate(db.url);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied.length).toBeGreaterThan(0);
    expect(await pendingMigrations(async (sql) => (await client.query(sql)).rows)).toEqual([]);
  });

  it('reports every migration as pending on a database that was never migrated', async () => {
    const empty = new pg.Client({ connectionString: db.url.replace(/\/[^/]+$/, '/postgres') });
    await empty.connect();
    try {
      const pending = await pendingMigrations(async (sql) => (await empty.query(sql)).rows);
      expect(pending).toEqual((await readMigrations()).map((m) => m.name));
    } finally {
      await empty.end();
    }
  });
});
