// POST /api/search: a page of results, or one job by id (docs/product.md: API routes, Messages).
import { MESSAGES, ZSearchResponse, type Job, type SearchRequestInput, type SearchResponse } from '@highpay/contracts';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, postJson, type Schema } from './api.client';

/** Spec §9: search results count as fresh for five minutes. */
const SEARCH_FRESH_MS = 300_000;

export async function searchJobs(request: SearchRequestInput, signal?: AbortSignal): Promise<SearchResponse> {
  try {
    return await postJson('/api/search', request, ZSearchResponse, signal);
  } catch (error) {
    // Spec §8: the response's details, otherwise 'Search failed: {status text}'.
    if (error instanceof ApiError)
      throw new Error(error.details ?? MESSAGES.searchFailed(error.statusText || String(error.status)), {
        cause: error,
      });
    throw error;
  }
}

/** A page of jobs; the previous page stays on screen while the next one loads (docs/product.md: States). */
export function useJobSearch(
  request: SearchRequestInput,
  options: { enabled?: boolean } = {},
): UseQueryResult<SearchResponse> {
  return useQuery({
    queryKey: ['search', request],
    queryFn: ({ signal }) => searchJobs(request, signal),
    enabled: options.enabled ?? true,
    staleTime: SEARCH_FRESH_MS,
    retry: 1,
    placeholderData: keepPreviousData,
  });
}

/** The API answered the job lookup with an error (docs/product.md: Messages: 'Failed to fetch job details'). */
export class JobFetchError extends Error {
  constructor() {
    super(MESSAGES.jobFetchFailed);
    this.name = 'JobFetchError';
  }
}

const ZJobLookup = ZSearchResponse.pick({ jobs: true });

/** A lookup by id answers {jobs:[job]}; an empty list, with or without the wrapper, means no such job. */
const JOB_LOOKUP: Schema<Job[]> = {
  safeParse(data) {
    if (Array.isArray(data) && data.length === 0) return { success: true, data: [] };
    const parsed = ZJobLookup.safeParse(data);
    return parsed.success ? { success: true, data: parsed.data.jobs } : { success: false };
  },
};

/** The job with this id, or null when there is none (docs/product.md: API routes, job page). */
export async function fetchJob(id: string, signal?: AbortSignal): Promise<Job | null> {
  try {
    const jobs = await postJson('/api/search', { query: { id } }, JOB_LOOKUP, signal);
    return jobs.find((job) => job.id === id) ?? null;
  } catch (error) {
    // An id the API refuses (too long, say) names no job; any other failure is the spec's message.
    if (error instanceof ApiError) {
      if (error.status === 400) return null;
      throw new JobFetchError();
    }
    throw error;
  }
}
