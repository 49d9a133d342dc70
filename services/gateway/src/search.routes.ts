// POST /api/search (criteria or {query:{id}}) and GET /api/jobs-with-tags. The search is
// the site's hottest path: served on node:http ahead of Express (common's direct-route.ts).
import express, { type Router } from 'express';
import { jsonBody, parseInput, requestIdOf, type DirectRoute } from '@highpay/common';
import { ZJobByIdRequest, ZSearchRequest } from '@highpay/contracts';
import type { RecentJobsCache } from './recent-jobs.cache.js';
import type { SearchAnswersCache } from './search-answers.cache.js';
import type { SearchClient } from './search.client.js';

export function searchRoute(search: SearchClient, answers: SearchAnswersCache): DirectRoute {
  return {
    method: 'POST',
    path: '/api/search',
    limit: '1mb',
    async handle(req) {
      const body = jsonBody(req);
      const byId = typeof (body as { query?: unknown } | undefined)?.query === 'object';
      // Parsed first: the key is the request as the schema normalizes it, so equal searches share it.
      const request = byId ? { query: { id: parseInput(ZJobByIdRequest, body).query.id } } : parseInput(ZSearchRequest, body ?? {});
      return answers.get(JSON.stringify(request), () => search.searchJson(request, req.requestId));
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
