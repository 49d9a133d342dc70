// A paid optimization's changes, and the buyer's review of them; the checkout session that
// paid for it is the key.
import { ZChangesResponse, type ChangesResponse } from '@highpay/contracts';
import { ApiError, getJson, postJson } from './api.client';

const path = (optimizationId: string, action: 'changes' | 'review', sessionId: string) =>
  `/api/optimizations/${encodeURIComponent(optimizationId)}/${action}?session_id=${encodeURIComponent(sessionId)}`;

function readable(error: unknown): never {
  if (error instanceof ApiError) throw new Error(error.details ?? error.error ?? 'Your changes could not be loaded.');
  throw error;
}

/** GET /api/optimizations/:id/changes */
export function fetchChanges(
  optimizationId: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<ChangesResponse> {
  return getJson(path(optimizationId, 'changes', sessionId), ZChangesResponse, signal).catch(readable);
}

/** POST /api/optimizations/:id/review {rejected}: the reviewed text, the changes and fresh links. */
export function reviewChanges(optimizationId: string, sessionId: string, rejected: string[]): Promise<ChangesResponse> {
  return postJson(path(optimizationId, 'review', sessionId), { rejected }, ZChangesResponse).catch(readable);
}
