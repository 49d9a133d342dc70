// PostgreSQL full-text search, the embedded default for a small board (up to about 100,000
// jobs): one ranked query per search over the stored, weighted search vector (title A,
// company and tags B, description C) and its GIN index, with English stemming, a prefix on
// the last word, typo correction from the vocabulary of title, company and tag words
// (pg_trgm), phrases, exclusions, a 25-mile radius, filters, sorts and totals
// exact up to 10,000 (postgres-query-builder.ts). Nothing is cached but the places of cities and ZIP codes.
import { EXACT_TOTAL_LIMIT, type SearchRequest, type SearchResponse } from '@highpay/contracts';
import pg from 'pg';
import { readJobById, readRecentJobs, toListedJob, type JobRow } from '@highpay/common/search/job-row';
import { createPostgresPlaceResolver, resolveLocation } from '@highpay/common/search/place-resolver';
import { hasPositiveClause, parseQuery } from '@highpay/common/search/query.parser';
import type { SearchBackend } from '../search.backend.js';
import { searchSql } from '@highpay/common/search/postgres-query-builder';

/** No longer than the gateway waits for an answer (search.client.ts), after which no one reads it. */
const STATEMENT_TIMEOUT_MS = 10_000;

export function createPostgresSearchBackend(
  databaseUrl: string,
  options: {
    max?: number;
    onIdleError?: (error: Error) => void;
    statementTimeoutMs?: number;
    /** Matches counted exactly up to this many (SEARCH_COUNT_UP_TO); beyond, the total is a lower bound. */
    countUpTo?: number;
  } = {},
): SearchBackend {
  const countUpTo = options.countUpTo ?? EXACT_TOTAL_LIMIT;
  // No JIT: compiling costs more than these queries take. Room for a search to keep every
  // match (id and sort key) in memory: 100,000 take about 5 MB.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    options: `-c jit=off -c work_mem=16MB -c statement_timeout=${options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS}`,
  });
  // An idle connection that dies (database restart) must not take the process down;
  // the pool replaces it on the next query.
  pool.on('error', (error) => options.onIdleError?.(error));
  const places = createPostgresPlaceResolver(pool);

  return {
    name: 'postgres',
    async search(request: SearchRequest): Promise<SearchResponse> {
      const parsed = request.query ? parseQuery(request.query) : undefined;
      // Only exclusions, or nothing searchable at all: nothing to look for.
      if (parsed && !hasPositiveClause(parsed)) return { jobs: [], totalResults: 0 };
      const location = await resolveLocation(places, request.location);
      const { rows } = await pool.query<JobRow & { total: number }>(
        searchSql(request, parsed, location, countUpTo, undefined, true),
      );
      // The query counts one match past the limit: that one says there are more.
      const counted = rows[0]?.total ?? 0;
      return {
        jobs: rows.filter((row) => row.id !== null).map(toListedJob),
        totalResults: Math.min(counted, countUpTo),
        ...(counted > countUpTo ? { totalIsLowerBound: true } : {}),
      };
    },
    jobById: (id) => readJobById(pool, id),
    recentJobs: (limit) => readRecentJobs(pool, limit),
    async ready() {
      await pool.query('SELECT 1 FROM jobs LIMIT 1');
    },
    close: () => pool.end(),
  };
}
