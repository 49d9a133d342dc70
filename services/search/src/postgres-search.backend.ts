// PostgreSQL full-text search over the stored, weighted search_vector (GIN).
import { CATEGORY_FILTERS, SEARCH_PAGE_SIZE, isAllCategories, type Job, type SearchRequest } from '@highpay/contracts';
import pg from 'pg';
import { JOB_COLUMNS, toJob, type JobRow } from './job-row.js';
import type { SearchBackend } from './search.backend.js';

export function createPostgresSearchBackend(databaseUrl: string, options: { max?: number } = {}): SearchBackend {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 10 });

  return {
    name: 'postgres',
    async search(request: SearchRequest) {
      const { where, params, rank } = buildFilters(request);
      const order = orderBy(request, rank);
      const offset = (request.page - 1) * SEARCH_PAGE_SIZE;
      const [page, count] = await Promise.all([
        pool.query<JobRow>(
          `SELECT ${JOB_COLUMNS} FROM jobs j WHERE ${where} ORDER BY ${order} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}`,
          params,
        ),
        pool.query<{ n: string }>(`SELECT count(*) AS n FROM jobs j WHERE ${where}`, params),
      ]);
      return { jobs: page.rows.map(toJob), totalResults: Number(count.rows[0]?.n ?? 0) };
    },
    async jobById(id: string): Promise<Job | undefined> {
      if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return undefined;
      const { rows } = await pool.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs j WHERE j.id = $1`, [Number(id)]);
      return rows[0] ? toJob(rows[0]) : undefined;
    },
    async recentJobs(limit: number) {
      const { rows } = await pool.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM jobs j ORDER BY j.posted_at DESC, j.id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(toJob);
    },
    async ready() {
      await pool.query('SELECT 1 FROM jobs LIMIT 1');
    },
    close: () => pool.end(),
  };
}

function buildFilters(request: SearchRequest): { where: string; params: unknown[]; rank: string | undefined } {
  const clauses: string[] = ['TRUE'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let rank: string | undefined;
  if (request.query) {
    const q = param(request.query);
    clauses.push(`j.search_vector @@ websearch_to_tsquery('english', ${q})`);
    rank = `ts_rank_cd(j.search_vector, websearch_to_tsquery('english', ${q}))`;
  }
  if (request.location) {
    const cityState = /^(.+),\s*([A-Z]{2})$/.exec(request.location);
    if (/^\d{5}$/.test(request.location)) clauses.push(`j.zip = ${param(request.location)}`);
    else if (cityState) clauses.push(`j.city ILIKE ${param(cityState[1])} AND j.state = ${param(cityState[2])}`);
    else clauses.push(`j.location ILIKE ${param(`%${request.location.replace(/[%_\\]/g, '\\$&')}%`)}`);
  }
  if (!isAllCategories(request.category)) {
    clauses.push(`j.category = ANY(${param(CATEGORY_FILTERS[request.category.toLowerCase()] ?? [])})`);
  }
  if (request.workSetting) clauses.push(`j.work_setting = ${param(request.workSetting)}`);
  if (request.jobTypes.length > 0) clauses.push(`j.job_type = ANY(${param(request.jobTypes)})`);
  if (request.salaryMin !== undefined) clauses.push(`j.salary_max >= ${param(request.salaryMin)}`);
  return { where: clauses.join(' AND '), params, rank };
}

function orderBy(request: SearchRequest, rank: string | undefined): string {
  const newest = 'j.posted_at DESC, j.id DESC';
  const sort = request.sort ?? (rank ? 'relevance' : 'date');
  switch (sort) {
    case 'relevance':
      return rank ? `${rank} DESC, ${newest}` : newest;
    case 'date':
      return newest;
    case 'company':
      return `j.company ASC, ${newest}`;
    case 'salary':
      return `j.salary_max DESC NULLS LAST, ${newest}`;
    default: {
      const unreachable: never = sort;
      throw new Error(`unknown sort ${String(unreachable)}`);
    }
  }
}
