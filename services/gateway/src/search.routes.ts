// POST /api/search (criteria or {query:{id}}) and GET /api/jobs-with-tags.
import express, { type Router } from 'express';
import { parseInput, requestIdOf } from '@highpay/common';
import { ZJobByIdRequest, ZSearchRequest } from '@highpay/contracts';
import type { RecentJobsCache } from './recent-jobs.cache.js';
import type { SearchAnswersCache } from './search-answers.cache.js';
import type { SearchClient } from './search.client.js';

export function searchRoutes(search: SearchClient, recentJobs: RecentJobsCache, answers: SearchAnswersCache): Router {
  const router = express.Router();
  router.post('/search', async (req, res) => {
    const body: unknown = req.body;
    const byId = typeof (body as { query?: unknown } | undefined)?.query === 'object';
    // Parsed first: the key is the request as the schema normalizes it, so equal searches share it.
    const request = byId ? { query: { id: parseInput(ZJobByIdRequest, body).query.id } } : parseInput(ZSearchRequest, body ?? {});
    const answer = await answers.get(JSON.stringify(request), () => search.searchJson(request, requestIdOf(req)));
    res.type('json').send(answer);
  });
  router.get('/jobs-with-tags', async (req, res) => {
    res.json(await recentJobs.get(requestIdOf(req)));
  });
  return router;
}
