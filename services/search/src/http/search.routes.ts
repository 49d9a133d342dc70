// POST /search (criteria or {query:{id}}) and POST /jobs/by-id (the gateway's look-ups that
// arrived together), served on node:http ahead of Express (common's direct-route.ts), and
// GET /jobs/recent?limit=.
import express, { type Router } from 'express';
import { jsonBody, parseInput, parseSearchBody, type DirectRoute } from '@highpay/common';
import { ZJobsByIdRequest } from '@highpay/contracts';
import { z } from 'zod';
import type { SearchBackend } from '../backends/search.backend.js';

const ZRecentQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

export function searchRoute(backend: SearchBackend): DirectRoute {
  return {
    method: 'POST',
    path: '/search',
    limit: '64kb',
    async handle(req) {
      const body = parseSearchBody(jsonBody(req));
      if ('byId' in body) return jobAnswer(backend, body.byId);
      return JSON.stringify(await backend.search(body.search));
    },
  };
}

/** What `/search` answers for `{query:{id}}`: that job, or none, as JSON. */
async function jobAnswer(backend: SearchBackend, id: string): Promise<string> {
  const job = await backend.jobById(id);
  return JSON.stringify({ jobs: job ? [job] : [], totalResults: job ? 1 : 0 });
}

/**
 * Each job's `/search` answer as one line (NDJSON), in the order asked: the gateway passes
 * each line on as it is. JSON text holds no raw newline, so the lines split cleanly.
 */
export function jobsByIdRoute(backend: SearchBackend): DirectRoute {
  return {
    method: 'POST',
    path: '/jobs/by-id',
    limit: '64kb',
    async handle(req) {
      const { ids } = parseInput(ZJobsByIdRequest, jsonBody(req) ?? {});
      const answers = await Promise.all(ids.map((id) => jobAnswer(backend, id)));
      return { status: 200, body: answers.join('\n'), contentType: 'application/x-ndjson' };
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
