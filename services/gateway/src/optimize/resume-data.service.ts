// Deleting a resume at its owner's request (the privacy policy's "you can ask us to delete
// them sooner"): the resume, the optimized draft, its preview and report and both files go
// at once; the record of a payment stays.
import type { Queue } from 'bullmq';
import { AppError, eraseResumes, type PrismaClient } from '@highpay/common';
import { PRIVACY_MESSAGES, type DeleteResumeRequest } from '@highpay/contracts';

export interface ResumeDataDeps {
  prisma: PrismaClient;
  /** The optimize queue: a finished job keeps its answer, the preview, for an hour. */
  optimizeQueue: Queue;
}

export async function deleteResume(deps: ResumeDataDeps, request: DeleteResumeRequest): Promise<void> {
  const { optimizationId, sessionId } = request;
  const optimization = await deps.prisma.optimization.findUnique({
    where: { id: optimizationId },
    select: { id: true },
  });
  if (!optimization) throw new AppError('NOT_FOUND', PRIVACY_MESSAGES.resumeNotFound);
  // The id alone proves its creator until it is paid for; then the payment's session must match too.
  const paid = await deps.prisma.$queryRaw<Array<{ sessionId: string }>>`
    SELECT p.session_id AS "sessionId" FROM purchase_optimizations po JOIN purchases p ON p.id = po.purchase_id
     WHERE po.status = 'paid' AND po.optimization_id = ${optimizationId}::uuid`;
  if (paid.length > 0 && !paid.some((purchase) => purchase.sessionId === sessionId)) {
    throw new AppError('FORBIDDEN', PRIVACY_MESSAGES.checkoutMismatch);
  }
  await eraseResumes(deps.prisma, [optimizationId], 'user_request');
  await deps.optimizeQueue.remove(optimizationId);
}
