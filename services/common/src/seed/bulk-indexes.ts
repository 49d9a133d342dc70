// Drops the secondary indexes and foreign keys of the tables a bulk load fills and builds
// them again afterwards from their saved definitions, so the end state matches the
// migrations. The definitions also sit in a comment on the jobs table until the rebuild
// is done: a load that dies halfway is repaired by the next one.
import pg from 'pg';

export interface SavedDefinition {
  name: string;
  table: string;
  /** CREATE INDEX … for an index; the text after ADD CONSTRAINT for a foreign key. */
  definition: string;
}

export interface SavedIndex extends SavedDefinition {
  /** Access method: btree, gin, gist, … */
  method: string;
  /** Plain columns the index covers (none for an expression). */
  columns: string[];
}

export interface SecondaryStructures {
  indexes: SavedIndex[];
  foreignKeys: SavedDefinition[];
  /** The jobs table's comment before the load put its marker there. */
  previousComment: string | null;
}

type Queryable = Pick<pg.ClientBase, 'query'>;

const MARKER_PREFIX = 'highpay-seed restore ';
const MARKER_TABLE = 'jobs';

/**
 * Everything on `tables` a bulk load can do without: indexes other than primary keys and
 * unique/exclusion constraints, and foreign keys.
 */
export async function readSecondaryStructures(
  client: Queryable,
  tables: readonly string[],
): Promise<SecondaryStructures> {
  const indexes = await client.query<SavedIndex>(
    `SELECT i.indexname AS name, i.tablename AS "table", i.indexdef AS definition, am.amname AS method,
            ARRAY(SELECT a.attname::text FROM unnest(x.indkey) k JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k) AS columns
       FROM pg_indexes i
       JOIN pg_namespace n ON n.nspname = i.schemaname
       JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = n.oid
       JOIN pg_am am ON am.oid = c.relam
       JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid AND k.contype IN ('p', 'u', 'x'))
      ORDER BY i.tablename, i.indexname`,
    [tables],
  );
  const foreignKeys = await client.query<SavedDefinition>(
    `SELECT k.conname AS name, t.relname AS "table", pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
       JOIN pg_class t ON t.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = ANY($1::text[]) AND k.contype = 'f'
      ORDER BY t.relname, k.conname`,
    [tables],
  );
  return { indexes: indexes.rows, foreignKeys: foreignKeys.rows, previousComment: await tableComment(client) };
}

/** Call inside the transaction that also takes the tables' locks: marker and drops commit together. */
export async function dropSecondaryStructures(client: Queryable, saved: SecondaryStructures): Promise<void> {
  await client.query(
    `COMMENT ON TABLE ${pg.escapeIdentifier(MARKER_TABLE)} IS ${pg.escapeLiteral(MARKER_PREFIX + JSON.stringify(saved))}`,
  );
  for (const fk of saved.foreignKeys) {
    await client.query(`ALTER TABLE ${pg.escapeIdentifier(fk.table)} DROP CONSTRAINT ${pg.escapeIdentifier(fk.name)}`);
  }
  for (const index of saved.indexes) await client.query(`DROP INDEX ${pg.escapeIdentifier(index.name)}`);
}

/**
 * Builds whatever of `saved` is missing, spreading the work over the given connections
 * (biggest first, so no connection is left with a long build at the end), then removes
 * the marker. Foreign keys come back NOT VALID at once and are validated alongside the
 * index builds: validating takes no lock that conflicts with CREATE INDEX on jobs.
 */
export async function restoreSecondaryStructures(
  clients: readonly Queryable[],
  saved: SecondaryStructures,
  onIndex?: (name: string) => void,
): Promise<void> {
  const [first] = clients;
  if (!first) throw new Error('restoreSecondaryStructures needs a connection');
  const existing = await existingNames(first);
  const missingKeys = saved.foreignKeys.filter((fk) => !existing.has(fk.name));
  for (const fk of missingKeys) {
    await first.query(
      `ALTER TABLE ${pg.escapeIdentifier(fk.table)} ADD CONSTRAINT ${pg.escapeIdentifier(fk.name)} ${fk.definition} NOT VALID`,
    );
  }
  const missingIndexes = saved.indexes.filter((i) => !existing.has(i.name));
  const costs = await estimateBuildCosts(first, missingIndexes);
  const queue: Array<{ cost: number; run: (client: Queryable) => Promise<unknown> }> = [
    ...missingIndexes.map((index) => ({
      cost: costs.get(index.name) ?? 0,
      run: (client: Queryable) => {
        onIndex?.(index.name);
        return client.query(index.definition);
      },
    })),
    // First: it then runs beside the longest index build instead of after all of them.
    ...missingKeys.map((fk) => ({
      cost: Number.POSITIVE_INFINITY,
      run: (client: Queryable) =>
        client.query(
          `ALTER TABLE ${pg.escapeIdentifier(fk.table)} VALIDATE CONSTRAINT ${pg.escapeIdentifier(fk.name)}`,
        ),
    })),
  ].sort((a, b) => b.cost - a.cost);
  await Promise.all(
    clients.map(async (client) => {
      await client.query(`SET maintenance_work_mem = '512MB'`);
      for (let task = queue.shift(); task; task = queue.shift()) await task.run(client);
    }),
  );
  const comment = saved.previousComment === null ? 'NULL' : pg.escapeLiteral(saved.previousComment);
  await first.query(`COMMENT ON TABLE ${pg.escapeIdentifier(MARKER_TABLE)} IS ${comment}`);
}

// Rough work per indexed byte: GIN splits a value into many keys, GiST builds by insertion.
const METHOD_FACTOR: Record<string, number> = { gin: 8, gist: 4 };

/** Relative cost of building each index: rows × width of its columns × method, from a 1% sample. */
async function estimateBuildCosts(client: Queryable, indexes: readonly SavedIndex[]): Promise<Map<string, number>> {
  const costs = new Map<string, number>();
  for (const table of new Set(indexes.map((i) => i.table))) {
    const onTable = indexes.filter((i) => i.table === table);
    const columns = [...new Set(onTable.flatMap((i) => i.columns))];
    const widths = columns.map((c, n) => `coalesce(avg(pg_column_size(${pg.escapeIdentifier(c)})), 0) AS w${n}`);
    const { rows } = await client.query<Record<string, string | number>>(
      `SELECT count(*) AS rows${widths.map((w) => `, ${w}`).join('')} FROM ${pg.escapeIdentifier(table)} TABLESAMPLE SYSTEM (1)`,
    );
    const sample = rows[0] ?? {};
    const width = new Map(columns.map((c, n) => [c, Number(sample[`w${n}`] ?? 0)]));
    for (const index of onTable) {
      // An expression index (no plain columns) indexes a small derived value.
      const bytes = index.columns.length ? index.columns.reduce((sum, c) => sum + (width.get(c) ?? 0), 0) : 16;
      costs.set(index.name, Number(sample.rows ?? 0) * bytes * (METHOD_FACTOR[index.method] ?? 1));
    }
  }
  return costs;
}

/** The saved definitions of a bulk load that never finished, if there was one. */
export async function interruptedLoad(client: Queryable): Promise<SecondaryStructures | undefined> {
  const comment = await tableComment(client);
  if (!comment?.startsWith(MARKER_PREFIX)) return undefined;
  return JSON.parse(comment.slice(MARKER_PREFIX.length)) as SecondaryStructures;
}

async function tableComment(client: Queryable): Promise<string | null> {
  const { rows } = await client.query<{ comment: string | null }>(
    `SELECT obj_description(to_regclass(quote_ident(current_schema()) || '.' || quote_ident($1)), 'pg_class') AS comment`,
    [MARKER_TABLE],
  );
  return rows[0]?.comment ?? null;
}

/** Names of the indexes and constraints in the current schema. */
async function existingNames(client: Queryable): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'i'
     UNION ALL
     SELECT k.conname FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace
      WHERE n.nspname = current_schema()`,
  );
  return new Set(rows.map((r) => r.name));
}
