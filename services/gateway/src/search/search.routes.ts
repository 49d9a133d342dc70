// POST /api/search (criteria or {query:{id}}) and GET /api/jobs-with-tags. The search is
// the site's hottest path: served on node:http ahead of Express (common's direct-route.ts).
import express, { type Router } from 'express';
import { jsonBody, parseSearchBody, requestIdOf, type DirectRoute } from '@highpay/common';
import type { JobAnswers } from './job-answers.js';
import type { RateLimit } from '../http/rate-limits.js';
import type { RecentJobsCache } from './recent-jobs.cache.js';
import type { SearchAnswersCache } from './search-answers.cache.js';
import type { SearchClient } from './search.client.js';

export function searchRoute(
  search: Pick<SearchClient, 'searchJson'>,
  answers: SearchAnswersCache,
  jobs: JobAnswers,
  limit: RateLimit,
): DirectRoute {
  return {
    method: 'POST',
    path: '/api/search',
    limit: '1mb',
    requireJson: true,
    async handle(req) {
      await limit.consume(req.clientAddress);
      // The key is the request as the schema normalizes it, so equal searches share it.
      const body = parseSearchBody(jsonBody(req));
      if ('byId' in body) return jobs.get(body.byId, req.requestId);
      return answers.get(JSON.stringify(body.search), () => search.searchJson(body.search, req.requestId));
    },
  };
}

export function recentJobsRoutes(recentJobs: RecentJobsCache): Router {
  const router = express.Router();
  router.get('/jobs-with-tags', async (req, res) => {
    res.json(await recentJobs.get(requestIdOf(req)));
  });
  return router;
}
