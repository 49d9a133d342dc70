// Keeping and deleting resumes, as the privacy policy promises: resumes and what was made
// from them are deleted after RESUME_RETENTION_DAYS, or at once when their owner asks;
// payment records are kept PAYMENT_RECORD_RETENTION_YEARS.
import { z } from 'zod';
import { ZSessionId } from './payment.js';

export const RESUME_RETENTION_DAYS = 30;
export const PAYMENT_RECORD_RETENTION_YEARS = 7;

/** Why a resume is gone: its owner asked, or it reached the end of its retention period. */
export const RESUME_DELETIONS = ['user_request', 'retention'] as const;
export type ResumeDeletion = (typeof RESUME_DELETIONS)[number];

export const PRIVACY_MESSAGES = {
  resumeDeleted: {
    user_request: 'This resume was deleted at your request.',
    retention: `This resume was deleted: we keep resumes for ${RESUME_RETENTION_DAYS} days after they are optimized.`,
  } satisfies Record<ResumeDeletion, string>,
  resumeNotFound: 'We could not find that resume. It may have been deleted already.',
  checkoutMismatch: 'To delete a resume you paid for, open it from your payment confirmation page.',
  deleted:
    'Your resume data was deleted: your resume, the optimized draft and both files. We keep only the record of your payment.',
  deleteFailed: 'We could not delete your resume data. Please try again or contact support.',
} as const;

/**
 * DELETE /api/optimizations/{optimizationId}, answered 204 No Content. The optimization id
 * is a random UUID only its creator was given; once the resume was paid for, the checkout
 * session id of that payment is asked for too.
 */
export const ZDeleteResumeRequest = z.object({
  optimizationId: z.uuid(PRIVACY_MESSAGES.resumeNotFound),
  sessionId: ZSessionId.optional(),
});
export type DeleteResumeRequest = z.infer<typeof ZDeleteResumeRequest>;
