import express, { type Router } from 'express';
import { parseInput } from '@highpay/common';
import { ZJobByIdRequest, ZSearchRequest } from '@highpay/contracts';
import { z } from 'zod';
import type { SearchBackend } from './search.backend.js';

const ZRecentQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

export function searchRoutes(backend: SearchBackend): Router {
  const router = express.Router();
  router.post('/search', async (req, res) => {
    const body: unknown = req.body;
    if (typeof (body as { query?: unknown } | undefined)?.query === 'object') {
      const { query } = parseInput(ZJobByIdRequest, body);
      const job = await backend.jobById(query.id);
      res.json({ jobs: job ? [job] : [], totalResults: job ? 1 : 0 });
      return;
    }
    res.json(await backend.search(parseInput(ZSearchRequest, body ?? {})));
  });
  router.get('/jobs/recent', async (req, res) => {
    const { limit } = parseInput(ZRecentQuery, req.query);
    res.json(await backend.recentJobs(limit));
  });
  return router;
}
