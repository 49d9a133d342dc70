// The baseline the benchmark compares against: what a job board does without a search
// engine — ILIKE over title and description, newest first, exact count.
import { SEARCH_PAGE_SIZE, type SearchRequest } from '@highpay/contracts';
import pg from 'pg';
import { JOB_COLUMNS, toJob, type JobRow } from '@highpay/common/search/job-row';
import type { SearchBackend } from '../services/search/src/backends/search.backend.js';

export function createNaiveSearchBackend(databaseUrl: string): SearchBackend {
  // A statement timeout, so that a stopped benchmark leaves no scan running.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c statement_timeout=15000' });
  return {
    name: 'naive-ilike',
    async search(request: SearchRequest) {
      const params: unknown[] = [];
      const where: string[] = ['TRUE'];
      for (const word of request.query.split(/\s+/).filter(Boolean)) {
        params.push(`%${word}%`);
        where.push(`(j.title ILIKE $${params.length} OR j.description ILIKE $${params.length})`);
      }
      if (request.location) {
        params.push(`%${request.location}%`);
        where.push(`j.location ILIKE $${params.length}`);
      }
      if (request.workSetting) {
        params.push(request.workSetting);
        where.push(`j.work_setting = $${params.length}::work_setting`);
      }
      const sql = where.join(' AND ');
      const offset = (request.page - 1) * SEARCH_PAGE_SIZE;
      const [page, count] = await Promise.all([
        pool.query<JobRow>(
          `SELECT ${JOB_COLUMNS} FROM jobs j WHERE ${sql} ORDER BY j.posted_at DESC LIMIT 20 OFFSET ${offset}`,
          params,
        ),
        pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs j WHERE ${sql}`, params),
      ]);
      return { jobs: page.rows.map(toJob), totalResults: count.rows[0]?.n ?? 0 };
    },
    async jobById(id) {
      const { rows } = await pool.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs j WHERE j.id = $1`, [Number(id)]);
      return rows[0] ? toJob(rows[0]) : undefined;
    },
    async recentJobs(limit) {
      const { rows } = await pool.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM jobs j ORDER BY j.posted_at DESC LIMIT $1`,
        [limit],
      );
      return rows.map(toJob);
    },
    async ready() {},
    close: () => pool.end(),
  };
}
