// POST /search (criteria or {query:{id}}) and POST /jobs/by-id (the gateway's look-ups that
// arrived together), served on node:http ahead of Express (common's direct-route.ts), and
// GET /jobs/recent.
import express, { type Router } from 'express';
import { jsonBody, parseInput, parseSearchBody, type DirectRoute } from '@highpay/common';
import { ZJobsByIdRequest } from '@highpay/contracts';
import { z } from 'zod';
import type { SearchBackend } from './search.backend.js';

const ZRecentQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

export function searchRoute(backend: SearchBackend): DirectRoute {
  return {
    method: 'POST',
    path: '/search',
    limit: '64kb',
    async handle(req) {
      const body = parseSearchBody(jsonBody(req));
      if ('byId' in body) {
        const job = await backend.jobById(body.byId);
        return JSON.stringify({ jobs: job ? [job] : [], totalResults: job ? 1 : 0 });
      }
      return JSON.stringify(await backend.search(body.search));
    },
  };
}

export function jobsByIdRoute(backend: SearchBackend): DirectRoute {
  return {
    method: 'POST',
    path: '/jobs/by-id',
    limit: '64kb',
    async handle(req) {
      const { ids } = parseInput(ZJobsByIdRequest, jsonBody(req) ?? {});
      const jobs = await Promise.all(ids.map((id) => backend.jobById(id)));
      return JSON.stringify({ jobs: jobs.map((job) => job ?? null) });
    },
  };
}

export function recentJobsRoutes(backend: SearchBackend): Router {
  const router = express.Router();
  router.get('/jobs/recent', async (req, res) => {
    const { limit } = parseInput(ZRecentQuery, req.query);
    res.json(await backend.recentJobs(limit));
  });
  return router;
}
