// GET /api/jobs-with-tags: the most recent jobs (docs/product.md: API routes), cached here as long as on the server.
import { ZJobsWithTagsResponse, type Job } from '@highpay/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getJson } from './api.client';

const RECENT_JOBS_CACHE_MS = 900_000;

export function useRecentJobs(): UseQueryResult<Job[]> {
  return useQuery({
    queryKey: ['jobs-with-tags'],
    queryFn: ({ signal }) => getJson('/api/jobs-with-tags', ZJobsWithTagsResponse, signal),
    staleTime: RECENT_JOBS_CACHE_MS,
  });
}
