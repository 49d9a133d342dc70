// The webhook's hot path talks to PostgreSQL through node-postgres directly: one statement
// a delivery, without the ORM's per-query overhead (several times node-postgres' cost
// here). Statements are written as Prisma.sql templates, whose `text` uses $n placeholders.
import pg from 'pg';
import type { db } from '@highpay/common';

export interface SqlClient {
  query<T>(statement: db.Prisma.Sql): Promise<T[]>;
  close(): Promise<void>;
}

export function createPgSql(databaseUrl: string, max = 10): SqlClient {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  return {
    async query<T>(statement: db.Prisma.Sql) {
      const result = await pool.query(statement.text, statement.values as unknown[]);
      return result.rows as T[];
    },
    close: () => pool.end(),
  };
}
