// POST /api/newsletter: one sign-up, limited per client.
import express, { type Router } from 'express';
import { parseInput, type PrismaClient } from '@highpay/common';
import { ZNewsletterRequest } from '@highpay/contracts';
import { subscribe } from './newsletter.service.js';
import { rateLimited, type RateLimit } from '../http/rate-limits.js';

export function newsletterRoutes(prisma: PrismaClient, limit: RateLimit): Router {
  const router = express.Router();
  router.post('/newsletter', rateLimited(limit), async (req, res) => {
    const input = parseInput(ZNewsletterRequest, req.body);
    res.status(201).json(await subscribe(prisma, input));
  });
  return router;
}
