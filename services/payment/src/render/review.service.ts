// The buyer's review of a paid optimization: its changes, and the rejection of some of
// them. Allowed only to the holder of a paid checkout session for that optimization (the
// capability verify-payment checks); a review rebuilds the PDF and DOCX from the reviewed
// text and answers fresh signed links.
import { AppError, assertResumeKept } from '@highpay/common';
import {
  REVIEW_MESSAGES,
  ZStoredChanges,
  renderReviewed,
  type ChangesResponse,
  type StoredChanges,
} from '@highpay/contracts';
import { signDownloadLinks } from '../download/download-link.js';
import type { PaymentDeps } from '../payment.deps.js';
import { paidOptimizationId } from '../purchases/paid-optimization.js';
import { renderResumeFiles, sha256 } from './render.processor.js';

export interface ReviewAccess {
  optimizationId: string;
  sessionId: string;
}

/** The paid purchase behind the session, if it paid for this optimization; 403 otherwise. */
async function paidPurchase(deps: PaymentDeps, access: ReviewAccess): Promise<{ id: string }> {
  const purchase = await deps.prisma.purchase.findUnique({
    where: { sessionId: access.sessionId },
    select: { id: true, kind: true, status: true, optimizationId: true, creditUsedById: true },
  });
  if (!purchase || purchase.status !== 'paid' || paidOptimizationId(purchase) !== access.optimizationId)
    throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notPaid);
  await assertResumeKept(deps.prisma, access.optimizationId);
  return purchase;
}

async function storedChanges(deps: PaymentDeps, optimizationId: string): Promise<StoredChanges> {
  const row = await deps.prisma.optimization.findUnique({ where: { id: optimizationId }, select: { changes: true } });
  const parsed = ZStoredChanges.safeParse(row?.changes);
  if (!parsed.success) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.noChanges);
  return parsed.data;
}

function answer(stored: StoredChanges): ChangesResponse {
  const rejected = new Set(stored.rejected);
  return {
    optimizedResume: renderReviewed(stored, rejected),
    changes: stored.changes.map((c) => ({ ...c, rejected: rejected.has(c.id) })),
    withdrawn: stored.withdrawn ?? [],
  };
}

export async function listChanges(deps: PaymentDeps, access: ReviewAccess): Promise<ChangesResponse> {
  await paidPurchase(deps, access);
  return answer(await storedChanges(deps, access.optimizationId));
}

export async function reviewChanges(
  deps: PaymentDeps,
  access: ReviewAccess & { rejected: readonly string[] },
): Promise<ChangesResponse> {
  const purchase = await paidPurchase(deps, access);
  const stored = await storedChanges(deps, access.optimizationId);
  const ids = new Set(stored.changes.map((c) => c.id));
  if (access.rejected.some((id) => !ids.has(id))) throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.unknownChange);
  const reviewed: StoredChanges = { ...stored, rejected: [...new Set(access.rejected)] };
  const text = renderReviewed(reviewed, new Set(reviewed.rejected));

  // This purchase's files are built now from the reviewed text and replace the old ones in
  // one transaction (a render still running from the old text then finds them and skips);
  // other purchases of the optimization lose theirs and the render queue builds them again.
  const optimization = await deps.prisma.optimization.findUniqueOrThrow({
    where: { id: access.optimizationId },
    select: { jobTitle: true },
  });
  const files = await renderResumeFiles(text, optimization.jobTitle);
  const others = await deps.prisma.$transaction(async (tx) => {
    await tx.optimization.update({
      where: { id: access.optimizationId },
      data: { optimizedResume: text, changes: reviewed },
    });
    const purchases = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT purchase_id AS id FROM purchase_optimizations
       WHERE status = 'paid' AND optimization_id = ${access.optimizationId}::uuid`;
    await tx.downloadArtifact.deleteMany({ where: { purchaseId: { in: purchases.map((p) => p.id) } } });
    await tx.downloadArtifact.createMany({
      data: (['pdf', 'docx'] as const).map((format) => ({
        purchaseId: purchase.id,
        format,
        content: files[format],
        sha256: sha256(files[format]),
        byteSize: files[format].byteLength,
      })),
    });
    return purchases.filter((p) => p.id !== purchase.id);
  });
  for (const other of others) await deps.renders.ensure(other.id);
  deps.logger.info(
    { optimizationId: access.optimizationId, rejected: reviewed.rejected.length, changes: stored.changes.length },
    'changes reviewed; files rebuilt',
  );

  return { ...answer(reviewed), ...signDownloadLinks(deps, purchase.id) };
}
