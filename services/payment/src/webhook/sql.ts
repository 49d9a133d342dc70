// The webhook's hot path talks to PostgreSQL through node-postgres directly: one statement
// a delivery, without the ORM's per-query overhead. Statements are Prisma.sql templates
// (`text` uses $n placeholders), each a named prepared statement: planned once a connection.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { db } from '@highpay/common';

export interface SqlClient {
  query<T>(statement: db.Prisma.Sql): Promise<T[]>;
  close(): Promise<void>;
}

export function createPgSql(databaseUrl: string, max = 10): SqlClient {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) names.set(text, (name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
    return name;
  };
  return {
    async query<T>(statement: db.Prisma.Sql) {
      const result = await pool.query({
        name: nameOf(statement.text),
        text: statement.text,
        values: statement.values,
      });
      return result.rows as T[];
    },
    close: () => pool.end(),
  };
}
