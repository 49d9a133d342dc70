// POST /api/search (criteria or {query:{id}}) and GET /api/jobs-with-tags.
import express, { type Router } from 'express';
import { parseInput, requestIdOf } from '@highpay/common';
import { ZJobByIdRequest, ZSearchRequest } from '@highpay/contracts';
import type { RecentJobsCache } from './recent-jobs.cache.js';
import type { SearchClient } from './search.client.js';

export function searchRoutes(search: SearchClient, recentJobs: RecentJobsCache): Router {
  const router = express.Router();
  router.post('/search', async (req, res) => {
    const body: unknown = req.body;
    const byId = typeof (body as { query?: unknown } | undefined)?.query === 'object';
    if (byId) {
      const { query } = parseInput(ZJobByIdRequest, body);
      res.type('json').send(await search.searchJson({ query: { id: query.id } }, requestIdOf(req)));
      return;
    }
    res.type('json').send(await search.searchJson(parseInput(ZSearchRequest, body ?? {}), requestIdOf(req)));
  });
  router.get('/jobs-with-tags', async (req, res) => {
    res.json(await recentJobs.get(requestIdOf(req)));
  });
  return router;
}
