// Elasticsearch search: the query is built by elasticsearch-query.ts and answered from
// the index alias; a job by id and the most recent jobs come from PostgreSQL, the source
// of truth, so a job's page works the moment it is written.
import { errors, type Client } from '@elastic/elasticsearch';
import { AppError } from '@highpay/common';
import type { Job, SearchResponse } from '@highpay/contracts';
import type pg from 'pg';
import { documentToJob, type JobDocument } from './engine-mapping.js';
import { buildSearchBody, type ResolvedLocation } from './engine-query.js';
import { JOB_COLUMNS, toJob, type JobRow } from '../../shared/job-row.js';
import { parseLocation } from '../../shared/location.js';
import { createPostgresPlaceResolver, type PlaceResolver } from '../../shared/place-resolver.js';
import type { SearchBackend } from '../search.backend.js';

export interface ElasticsearchSearchBackendOptions {
  client: Client;
  /** The alias searches go to (ELASTICSEARCH_INDEX). */
  index: string;
  pool: Pick<pg.Pool, 'query'>;
  places?: PlaceResolver;
  /** Closes what the backend owns (client, pool) on close(). */
  onClose?: () => Promise<void>;
}

export function createElasticsearchSearchBackend(options: ElasticsearchSearchBackendOptions): SearchBackend {
  const { client, index, pool } = options;
  const places = options.places ?? createPostgresPlaceResolver(pool);

  return {
    name: 'elasticsearch',
    async search(request): Promise<SearchResponse> {
      const location = await resolveLocation(places, request.location);
      const body = buildSearchBody(request, location);
      if (!body) return { jobs: [], totalResults: 0 };
      const result = await unavailableOnFailure(() => client.search<JobDocument>({ index, ...body }));
      const total = result.hits.total;
      return {
        jobs: result.hits.hits.flatMap((hit) => (hit._source ? [documentToJob(hit._source)] : [])),
        totalResults: typeof total === 'number' ? total : (total?.value ?? 0),
      };
    },
    async jobById(id: string): Promise<Job | undefined> {
      if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return undefined;
      const { rows } = await pool.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs j WHERE j.id = $1`, [Number(id)]);
      return rows[0] ? toJob(rows[0]) : undefined;
    },
    async recentJobs(limit: number): Promise<Job[]> {
      const { rows } = await pool.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM jobs j ORDER BY j.posted_at DESC, j.id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(toJob);
    },
    async ready() {
      const { count } = await client.count({ index });
      return `${count} jobs in ${index}`;
    },
    close: async () => {
      await options.onClose?.();
    },
  };
}

async function resolveLocation(places: PlaceResolver, text: string): Promise<ResolvedLocation | undefined> {
  const filter = parseLocation(text);
  if (!filter) return undefined;
  if (filter.kind === 'zip' || filter.kind === 'city') return { filter, center: await places.resolve(filter) };
  return { filter };
}

/** A cluster that cannot answer is a 503 for the user, never a stack trace. */
async function unavailableOnFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = error instanceof errors.ResponseError ? error.statusCode : undefined;
    // 404: the alias is missing (no index built yet); 5xx: the cluster is unwell.
    const down =
      error instanceof errors.ConnectionError ||
      error instanceof errors.TimeoutError ||
      error instanceof errors.NoLivingConnectionsError;
    if (down || (status !== undefined && (status === 404 || status >= 500))) {
      throw new AppError('UNAVAILABLE', 'Search is temporarily unavailable. Please try again in a moment.', {
        cause: error,
      });
    }
    throw error;
  }
}
