// POST /api/search: a page of results, or one job by id (spec §7, §8).
import {
  MESSAGES,
  ZSearchResponse,
  type Job,
  type SearchRequestInput,
  type SearchResponse,
} from '@highpay/contracts';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, postJson } from './api-client';

/** Spec §9: search results count as fresh for five minutes. */
const SEARCH_FRESH_MS = 300_000;

export async function searchJobs(request: SearchRequestInput, signal?: AbortSignal): Promise<SearchResponse> {
  try {
    return await postJson('/api/search', request, ZSearchResponse, signal);
  } catch (error) {
    // Spec §8: the response's details, otherwise 'Search failed: {status text}'.
    if (error instanceof ApiError) throw new Error(error.details ?? MESSAGES.searchFailed(error.statusText || String(error.status)));
    throw error;
  }
}

/** A page of jobs; the previous page stays on screen while the next one loads (spec §4). */
export function useJobSearch(request: SearchRequestInput, options: { enabled?: boolean } = {}): UseQueryResult<SearchResponse> {
  return useQuery({
    queryKey: ['search', request],
    queryFn: ({ signal }) => searchJobs(request, signal),
    enabled: options.enabled ?? true,
    staleTime: SEARCH_FRESH_MS,
    retry: 1,
    placeholderData: keepPreviousData,
  });
}

/** The job with this id, or null when the search finds none (spec §7, job page). */
export async function fetchJob(id: string, signal?: AbortSignal): Promise<Job | null> {
  try {
    const { jobs } = await postJson('/api/search', { query: { id } }, ZSearchResponse, signal);
    return jobs.find((job) => job.id === id) ?? null;
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.details ?? MESSAGES.jobFetchFailed);
    throw error;
  }
}
