// A prefix in a tsquery ('engin':*) named as the lexemes it stands for ('engin' | 'enginx'),
// from the jobs' own lexemes (search_lexemes, kept by triggers). GIN answers a prefix by
// collecting every job that any of its lexemes matches into one bitmap before it intersects
// the other words and filters; named lexemes it intersects as it reads them, about ten
// times faster for a common word in one city (migration 20261123010000_search_lexemes).
// Same matches either way: the table holds every lexeme any job holds.
import type pg from 'pg';

/** A prefix that begins more lexemes than this stays a prefix (a word still being typed). */
export const MAX_PREFIX_LEXEMES = 16;

/** A prefix operand of tsquery text: a quoted lexeme followed by `:*` (no weights: we add none). */
const PREFIX_OPERAND = /'((?:[^']|'')+)':\*(?![A-D*])/g;

/** tsquery text with each prefix operand that begins 1..MAX_PREFIX_LEXEMES known lexemes replaced by them. */
export async function expandPrefixes(
  pool: Pick<pg.Pool, 'query'>,
  tsquery: string,
  /** search_lexemes as kept in memory, when it is current: no query. */
  inMemory?: { lexemesBeginning(prefix: string, limit: number): string[] },
): Promise<string> {
  const prefixes = [...new Set([...tsquery.matchAll(PREFIX_OPERAND)].map((m) => m[1]!.replaceAll("''", "'")))];
  if (prefixes.length === 0) return tsquery;
  const found = inMemory
    ? prefixes.map((prefix) => ({ prefix, lexemes: inMemory.lexemesBeginning(prefix, MAX_PREFIX_LEXEMES + 1) }))
    : await lexemesBeginning(pool, prefixes);
  const named = new Map(
    found
      .filter((r) => r.lexemes.length > 0 && r.lexemes.length <= MAX_PREFIX_LEXEMES)
      .map((r) => [r.prefix, r.lexemes]),
  );
  if (named.size === 0) return tsquery;
  return tsquery.replace(PREFIX_OPERAND, (operand, quoted: string) => {
    const lexemes = named.get(quoted.replaceAll("''", "'"));
    if (!lexemes) return operand;
    const terms = lexemes.map(quoteLexeme);
    return terms.length === 1 ? terms[0]! : `( ${terms.join(' | ')} )`;
  });
}

async function lexemesBeginning(
  pool: Pick<pg.Pool, 'query'>,
  prefixes: string[],
): Promise<Array<{ prefix: string; lexemes: string[] }>> {
  // A range of the "C"-ordered key: the strings that begin with the prefix are exactly those
  // from it up to it followed by the highest code point.
  const { rows } = await pool.query<{ prefix: string; lexemes: string[] }>(
    `SELECT p.prefix, ARRAY(SELECT l.lexeme FROM search_lexemes l
                             WHERE l.lexeme >= p.prefix COLLATE "C" AND l.lexeme < (p.prefix || chr(1114111)) COLLATE "C"
                             ORDER BY l.lexeme LIMIT ${MAX_PREFIX_LEXEMES + 1}) AS lexemes
       FROM unnest($1::text[]) AS p(prefix)`,
    [prefixes],
  );
  return rows;
}

/** A lexeme as a tsquery operand, taken as it is (no stemming): quotes doubled, backslashes escaped. */
function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
