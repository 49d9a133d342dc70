// HTTP client of the search service; passes the request id along.
import { AppError } from '@highpay/common';
import {
  ZJobsWithTagsResponse,
  ZSearchResponse,
  type JobsWithTagsResponse,
  type SearchRequest,
  type SearchResponse,
} from '@highpay/contracts';
import type { z } from 'zod';

export interface SearchClient {
  /**
   * The search service's JSON answer as text, for passing straight on to the browser:
   * our own service, already validated there, so the gateway skips parsing and
   * re-serializing 20 jobs on the hottest path.
   */
  searchJson(request: SearchRequest, requestId: string): Promise<string>;
  jobById(id: string, requestId: string): Promise<SearchResponse>;
  /**
   * Several jobs by id in one call, in the order asked (null where there is none); like
   * searchJson, our own service's answer, not parsed again against the schema.
   */
  jobsById(ids: readonly string[], requestId: string): Promise<Array<unknown | null>>;
  recentJobs(limit: number, requestId: string): Promise<JobsWithTagsResponse>;
}

export function createSearchClient(baseUrl: string, timeoutMs = 10_000): SearchClient {
  async function send(path: string, requestId: string, body?: unknown): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(new URL(path, baseUrl), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AppError('UNAVAILABLE', 'Search is unavailable right now. Please try again shortly.', { cause: error });
    }
    if (!res.ok) {
      const payload: unknown = await res.json().catch(() => undefined);
      const details = (payload as { details?: unknown } | undefined)?.details;
      const message = typeof details === 'string' ? details : `Search failed: ${res.statusText}`;
      throw new AppError(res.status < 500 ? 'BAD_REQUEST' : 'UPSTREAM_FAILED', message);
    }
    return res;
  }
  async function call<S extends z.ZodType>(schema: S, path: string, requestId: string, body?: unknown): Promise<z.output<S>> {
    const payload: unknown = await (await send(path, requestId, body)).json().catch(() => undefined);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new AppError('UPSTREAM_FAILED', 'Search returned an unexpected answer.');
    return parsed.data;
  }
  return {
    searchJson: async (request, requestId) => (await send('/search', requestId, request)).text(),
    jobById: (id, requestId) => call(ZSearchResponse, '/search', requestId, { query: { id } }),
    async jobsById(ids, requestId) {
      const answer = (await (await send('/jobs/by-id', requestId, { ids })).json()) as { jobs?: unknown };
      if (!Array.isArray(answer.jobs) || answer.jobs.length !== ids.length) throw new AppError('UPSTREAM_FAILED', 'Search returned an unexpected answer.');
      return answer.jobs as Array<unknown | null>;
    },
    recentJobs: (limit, requestId) => call(ZJobsWithTagsResponse, `/jobs/recent?limit=${limit}`, requestId),
  };
}
