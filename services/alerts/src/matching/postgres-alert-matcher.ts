// Job alerts on PostgreSQL: an alert's search, run by the search's own query builder over
// the jobs first written within its digest window, best match first (as /search ranks; newest
// first without words). The same words, place, filters and typo rules as /search, so an alert
// finds what its search would.
import { ALERT_DIGEST_MAX_JOBS, type AlertCriteria, type Job } from '@highpay/contracts';
import type pg from 'pg';
import { searchSql, type WrittenWindow } from '@highpay/common/search/postgres-query-builder';
import { toJob, type JobRow } from '@highpay/common/search/job-row';
import { createPostgresPlaceResolver, resolveLocation } from '@highpay/common/search/place-resolver';
import { hasPositiveClause, parseQuery } from '@highpay/common/search/query.parser';

export interface AlertMatches {
  /** At most ALERT_DIGEST_MAX_JOBS, best match first (newest first on ties, or without words). */
  jobs: Job[];
  /** Every match in the window. */
  total: number;
}

export interface AlertMatcher {
  /**
   * `alertId`: the saved alert the criteria are, for a matcher that stores alerts (the percolator);
   * `periodKey`: the digest's period, whose due run may have stored the alert's matches.
   */
  matches(criteria: AlertCriteria, window: WrittenWindow, alertId?: string, periodKey?: string): Promise<AlertMatches>;
}

export function createPostgresAlertMatcher(pool: Pick<pg.Pool, 'query'>): AlertMatcher {
  const places = createPostgresPlaceResolver(pool);
  return {
    async matches(criteria, window) {
      const parsed = criteria.query ? parseQuery(criteria.query) : undefined;
      if (parsed && !hasPositiveClause(parsed)) return { jobs: [], total: 0 };
      const location = await resolveLocation(places, criteria.location);
      // By relevance, as the search ranks (a search without words is newest first).
      const request = { ...criteria, page: 1, sort: 'relevance' as const };
      const { rows } = await pool.query<JobRow & { total: number }>(
        // Every job holding any unit, as the alert's percolator query matches on OpenSearch.
        searchSql(request, parsed, location, undefined, window, true, 'always'),
      );
      const jobs = rows.filter((row) => row.id !== null).map(toJob);
      return { jobs: jobs.slice(0, ALERT_DIGEST_MAX_JOBS), total: rows[0]?.total ?? 0 };
    },
  };
}
