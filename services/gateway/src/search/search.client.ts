// HTTP client of the search service; passes the request id along.
import { STATUS_CODES } from 'node:http';
import { AppError, upstreamError } from '@highpay/common';
import { ZJobsWithTagsResponse, type JobsWithTagsResponse, type SearchRequest } from '@highpay/contracts';
import { request } from 'undici';
import type { z } from 'zod';

export interface SearchClient {
  /**
   * The search service's JSON answer as text, for passing straight on to the browser:
   * our own service, already validated there, so the gateway skips parsing and
   * re-serializing 20 jobs on the hottest path.
   */
  searchJson(request: SearchRequest, requestId: string): Promise<string>;
  /**
   * Several jobs by id in one call: each one's search answer ({jobs, totalResults}) as JSON
   * text, in the order asked; like searchJson, not parsed again.
   */
  jobsById(ids: readonly string[], requestId: string): Promise<string[]>;
  /** The newest listed jobs, newest first. */
  recentJobs(limit: number, requestId: string): Promise<JobsWithTagsResponse>;
}

export function createSearchClient(baseUrl: string, timeoutMs = 10_000): SearchClient {
  // undici's request, not fetch: this is the hottest hop, and fetch's WHATWG streams and
  // Response objects cost CPU on every call. Connections are kept alive.
  async function send(path: string, requestId: string, body?: unknown): Promise<string> {
    let status: number;
    let text: string;
    let retryAfter: string | undefined;
    try {
      const res = await request(new URL(path, baseUrl), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      status = res.statusCode;
      const header = res.headers['retry-after'];
      retryAfter = typeof header === 'string' ? header : undefined;
      text = await res.body.text();
    } catch (error) {
      throw new AppError('UNAVAILABLE', 'Search is unavailable right now. Please try again shortly.', { cause: error });
    }
    // The search service cannot reach its database or engine: the browser may try again soon.
    if (status === 503)
      throw upstreamError(
        { status, body: parseJson(text), retryAfter },
        'Search is unavailable right now. Please try again shortly.',
      );
    if (status < 200 || status > 299) {
      const details = (parseJson(text) as { details?: unknown } | undefined)?.details;
      const message = typeof details === 'string' ? details : `Search failed: ${STATUS_CODES[status] ?? status}`;
      throw new AppError(status < 500 ? 'BAD_REQUEST' : 'UPSTREAM_FAILED', message);
    }
    return text;
  }
  async function call<S extends z.ZodType>(
    schema: S,
    path: string,
    requestId: string,
    body?: unknown,
  ): Promise<z.output<S>> {
    const parsed = schema.safeParse(parseJson(await send(path, requestId, body)));
    if (!parsed.success) throw new AppError('UPSTREAM_FAILED', 'Search returned an unexpected answer.');
    return parsed.data;
  }
  return {
    searchJson: (request, requestId) => send('/search', requestId, request),
    async jobsById(ids, requestId) {
      // One answer a line (JSON text escapes every newline inside it), in the order asked.
      const answers = (await send('/jobs/by-id', requestId, { ids })).split('\n');
      if (answers.length !== ids.length) throw new AppError('UPSTREAM_FAILED', 'Search returned an unexpected answer.');
      return answers;
    },
    recentJobs: (limit, requestId) => call(ZJobsWithTagsResponse, `/jobs/recent?limit=${limit}`, requestId),
  };
}

/** The JSON in `text`, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
