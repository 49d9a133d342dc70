// Deleting a resume and what was made from it at once (privacy policy; the success page's button).
import { PRIVACY_MESSAGES, type DeleteResumeRequest } from '@highpay/contracts';
import { ApiError, deleteJson } from './api.client';

/** DELETE /api/optimizations/{id}; the server's message, or a generic one, on failure. */
export async function deleteResumeData({ optimizationId, sessionId }: DeleteResumeRequest): Promise<void> {
  try {
    await deleteJson(`/api/optimizations/${encodeURIComponent(optimizationId)}`, sessionId ? { sessionId } : {});
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.details ?? PRIVACY_MESSAGES.deleteFailed, { cause: error });
    throw new Error(PRIVACY_MESSAGES.deleteFailed, { cause: error });
  }
}
