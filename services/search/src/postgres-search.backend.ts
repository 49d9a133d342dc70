// PostgreSQL full-text search: stored, weighted tsvectors with GIN indexes (no
// to_tsvector per query), pg_trgm typo correction over a vocabulary of title, company
// and tag words, and relevance as tiers (title, then company/tags, then description)
// with newest first inside a tier, so ranking never has to score every match.
import { SEARCH_PAGE_SIZE, type Job, type SearchRequest, type SearchResponse } from '@highpay/contracts';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { JOB_COLUMNS, toJob, type JobRow } from './job-row.js';
import { parseLocation } from './location.js';
import { createPostgresPlaceResolver, type PlaceResolver } from './place-resolver.js';
import { SqlParams, filterClauses, toTsQueryText, type ResolvedLocation } from './postgres-query-builder.js';
import { MIN_TYPO_WORD_LENGTH, editDistance, hasPositiveClause, parseQuery, type ParsedQuery } from './query-parser.js';
import type { SearchBackend } from './search.backend.js';

const NEWEST = 'j.posted_at DESC, j.id DESC';

export function createPostgresSearchBackend(databaseUrl: string, options: { max?: number; onIdleError?: (error: Error) => void } = {}): SearchBackend {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 10 });
  // An idle connection that dies (database restart) must not take the process down;
  // the pool replaces it on the next query.
  pool.on('error', (error) => options.onIdleError?.(error));
  const places = createPostgresPlaceResolver(pool);
  // Parsing and typo look-ups depend only on the text: cache them briefly.
  const tsqueries = new LRUCache<string, { tsquery: string | null }>({ max: 5000, ttl: 60_000 });

  async function tsqueryFor(text: string): Promise<string | null> {
    const cached = tsqueries.get(text);
    if (cached) return cached.tsquery;
    const parsed = parseQuery(text);
    const tsquery = hasPositiveClause(parsed) ? await correctedTsQuery(pool, parsed) : null;
    tsqueries.set(text, { tsquery });
    return tsquery;
  }

  return {
    name: 'postgres',
    async search(request) {
      const tsquery = request.query ? await tsqueryFor(request.query) : null;
      if (request.query && tsquery === null) return { jobs: [], totalResults: 0 };
      const location = await resolveLocation(places, request.location);
      return runSearch(pool, request, tsquery, location);
    },
    async jobById(id: string): Promise<Job | undefined> {
      if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return undefined;
      const { rows } = await pool.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs j WHERE j.id = $1`, [Number(id)]);
      return rows[0] ? toJob(rows[0]) : undefined;
    },
    async recentJobs(limit: number) {
      const { rows } = await pool.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs j ORDER BY ${NEWEST} LIMIT $1`, [limit]);
      return rows.map(toJob);
    },
    async ready() {
      await pool.query('SELECT 1 FROM jobs LIMIT 1');
    },
    close: () => pool.end(),
  };
}

async function resolveLocation(places: PlaceResolver, text: string): Promise<ResolvedLocation | undefined> {
  const filter = parseLocation(text);
  if (!filter) return undefined;
  if (filter.kind === 'zip' || filter.kind === 'city') return { filter, center: await places.resolve(filter) };
  return { filter };
}

/**
 * Words of 5+ letters that no title, company or tag contains (and, for the word being
 * typed, that start none) get the vocabulary's words one edit away as alternatives.
 * Returns null when nothing searchable is left (only stop words, say).
 */
async function correctedTsQuery(pool: pg.Pool, parsed: ParsedQuery): Promise<string | null> {
  const candidates = parsed.clauses.filter((c) => !c.negated && c.words.length === 1 && c.words[0]!.length >= MIN_TYPO_WORD_LENGTH);
  const alternatives = new Map<string, string[]>();
  if (candidates.length > 0) {
    const { rows } = await pool.query<{ word: string; prefix: boolean; known: boolean; similar: string[] }>(
      `SELECT w.word, w.prefix,
              EXISTS (SELECT 1 FROM search_terms s WHERE s.term = w.word
                      OR (w.prefix AND s.term LIKE w.word || '%')) AS known,
              ARRAY(SELECT s.term FROM search_terms s WHERE s.term % w.word
                     ORDER BY similarity(s.term, w.word) DESC, s.term LIMIT 10) AS similar
         FROM unnest($1::text[], $2::boolean[]) AS w(word, prefix)`,
      [candidates.map((c) => c.words[0]), candidates.map((c) => c.prefix)],
    );
    for (const row of rows) {
      if (row.known) continue;
      const close = row.similar.filter((term) => editDistance(term, row.word, 1) <= 1);
      if (close.length > 0) alternatives.set(row.word, close.slice(0, 3));
    }
  }
  const { rows } = await pool.query<{ q: string; nodes: number }>(
    `SELECT q::text AS q, numnode(q) AS nodes FROM to_tsquery('english', $1) AS q`,
    [toTsQueryText(parsed, alternatives)],
  );
  const row = rows[0];
  return row && row.nodes > 0 ? row.q : null;
}

async function runSearch(
  pool: pg.Pool,
  request: SearchRequest,
  tsquery: string | null,
  location: ResolvedLocation | undefined,
): Promise<SearchResponse> {
  const params = new SqlParams();
  const q = tsquery === null ? undefined : `${params.add(tsquery)}::tsquery`;
  const filters = filterClauses(request, location, params);
  const where = (...extra: string[]) => [...extra, ...filters].join(' AND ') || 'TRUE';
  const offset = (request.page - 1) * SEARCH_PAGE_SIZE;
  const sort = request.sort ?? (q ? 'relevance' : 'date');

  let idsSql: string;
  if (q && sort === 'relevance') {
    // Without negations a title or company/tag match implies a whole-document match.
    const negated = /!/.test(tsquery ?? '');
    const doc = negated ? [`j.search_vector @@ ${q}`] : [];
    const limit = offset + SEARCH_PAGE_SIZE;
    const tier = (n: number, match: string[]) =>
      `(SELECT j.id, j.posted_at, ${n} AS tier FROM jobs j WHERE ${where(...match)} ORDER BY ${NEWEST} LIMIT ${limit})`;
    idsSql = `SELECT id FROM (
        ${tier(1, [`j.title_vector @@ ${q}`, ...doc])}
        UNION ALL ${tier(2, [`j.meta_vector @@ ${q}`, `NOT (j.title_vector @@ ${q})`, ...doc])}
        UNION ALL ${tier(3, [`j.search_vector @@ ${q}`, `NOT (j.title_vector @@ ${q})`, `NOT (j.meta_vector @@ ${q})`])}
      ) t ORDER BY tier, posted_at DESC, id DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}`;
  } else {
    const order =
      sort === 'company' ? `j.company ASC, ${NEWEST}` : sort === 'salary' ? `j.salary_annual_max DESC NULLS LAST, ${NEWEST}` : NEWEST;
    idsSql = `SELECT j.id FROM jobs j WHERE ${where(...(q ? [`j.search_vector @@ ${q}`] : []))}
      ORDER BY ${order} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}`;
  }
  const countSql = `SELECT count(*)::int AS n FROM jobs j WHERE ${where(...(q ? [`j.search_vector @@ ${q}`] : []))}`;

  const [ids, count] = await Promise.all([
    pool.query<{ id: number }>(idsSql, params.values),
    pool.query<{ n: number }>(countSql, params.values),
  ]);
  const order = ids.rows.map((r) => r.id);
  if (order.length === 0) return { jobs: [], totalResults: count.rows[0]?.n ?? 0 };
  const { rows } = await pool.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs j WHERE j.id = ANY($1::int[])`, [order]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    jobs: order.flatMap((id) => (byId.has(id) ? [toJob(byId.get(id)!)] : [])),
    totalResults: count.rows[0]?.n ?? 0,
  };
}
