// Serving a signed download link: a bad signature or an expired link is a 403 and reads
// nothing; a good one answers the stored file of a paid purchase, or 410 once its resume was deleted.
import { AppError, assertResumeKept } from '@highpay/common';
import { PAYMENT_MESSAGES, type DownloadFormat } from '@highpay/contracts';
import { checkDownloadLink } from './download-link.js';
import type { PaymentDeps } from '../payment.deps.js';
import { paidOptimizationId } from '../purchases/paid-optimization.js';
import { resumeFileStem } from './verification.service.js';

export const CONTENT_TYPES: Record<DownloadFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface DownloadFile {
  content: Uint8Array;
  contentType: string;
  fileName: string;
  sha256: string;
}

export async function openDownload(deps: PaymentDeps, params: unknown): Promise<DownloadFile> {
  const check = checkDownloadLink(params, deps.downloadSigningSecret, deps.now());
  if (!check.ok)
    throw new AppError(
      'FORBIDDEN',
      check.reason === 'expired' ? PAYMENT_MESSAGES.linkExpired : PAYMENT_MESSAGES.linkInvalid,
    );
  const artifact = await deps.prisma.downloadArtifact.findUnique({
    where: { purchaseId_format: { purchaseId: check.purchaseId, format: check.format } },
    select: {
      content: true,
      sha256: true,
      purchase: {
        select: { status: true, kind: true, optimizationId: true, creditUsedById: true },
      },
    },
  });
  if (!artifact || artifact.purchase.status !== 'paid') {
    await refuseDeletedResume(deps, check.purchaseId);
    throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.linkInvalid);
  }
  const optimizationId = paidOptimizationId(artifact.purchase);
  const paidFor = optimizationId
    ? await deps.prisma.optimization.findUnique({ where: { id: optimizationId }, select: { jobTitle: true } })
    : null;
  return {
    content: artifact.content,
    contentType: CONTENT_TYPES[check.format],
    fileName: `${resumeFileStem(paidFor?.jobTitle)}.${check.format}`,
    sha256: artifact.sha256,
  };
}

/** A purchase's files are gone with its resume: say so (410) rather than call the link invalid. */
async function refuseDeletedResume(deps: PaymentDeps, purchaseId: string): Promise<void> {
  const purchase = await deps.prisma.purchase.findUnique({
    where: { id: purchaseId },
    select: { kind: true, optimizationId: true, creditUsedById: true },
  });
  const optimizationId = purchase && paidOptimizationId(purchase);
  if (optimizationId) await assertResumeKept(deps.prisma, optimizationId);
}
