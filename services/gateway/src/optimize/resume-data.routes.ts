// DELETE /api/optimizations/:optimizationId ({ sessionId } once paid for): the owner of a
// resume deletes it and everything made from it at once. Answers 204 No Content.
import express, { type Router } from 'express';
import { AppError, describeZodError } from '@highpay/common';
import { PRIVACY_MESSAGES, ZDeleteResumeRequest, type DeleteResumeRequest } from '@highpay/contracts';
import { deleteResume, type ResumeDataDeps } from './resume-data.service.js';

export function resumeDataRoutes(deps: ResumeDataDeps): Router {
  const router = express.Router();
  router.delete('/optimizations/:optimizationId', async (req, res) => {
    await deleteResume(deps, parseDeleteRequest(req.body, req.params.optimizationId));
    res.set('Cache-Control', 'no-store').status(204).end();
  });
  return router;
}

/** An id that is not one of ours is a resume we cannot find (404); a malformed session id is a 400. */
function parseDeleteRequest(body: unknown, optimizationId: string): DeleteResumeRequest {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const parsed = ZDeleteResumeRequest.safeParse({ ...fields, optimizationId });
  if (parsed.success) return parsed.data;
  if (parsed.error.issues[0]?.path[0] === 'optimizationId') {
    throw new AppError('NOT_FOUND', PRIVACY_MESSAGES.resumeNotFound);
  }
  throw new AppError('BAD_REQUEST', describeZodError(parsed.error));
}
