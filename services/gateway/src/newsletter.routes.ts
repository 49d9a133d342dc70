import express, { type Router } from 'express';
import { parseInput, type PrismaClient } from '@highpay/common';
import { ZNewsletterRequest } from '@highpay/contracts';
import { subscribe } from './newsletter.service.js';

export function newsletterRoutes(prisma: PrismaClient): Router {
  const router = express.Router();
  router.post('/newsletter', async (req, res) => {
    const input = parseInput(ZNewsletterRequest, req.body);
    res.status(201).json(await subscribe(prisma, input));
  });
  return router;
}
