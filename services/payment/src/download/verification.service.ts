// GET /verify-payment and /verify-session: the purchase in our database decides; when it
// is not paid yet (the webhook has not arrived), the provider is asked and a paid session
// is fulfilled here, through the same once-only transition the webhook uses.
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, assertResumeKept } from '@highpay/common';
import { MESSAGES, type VerifyPaymentResponse, type VerifySessionResponse } from '@highpay/contracts';
import { signDownloadLinks } from './download-link.js';
import { markPaid, paidSessionOf } from '../webhook/fulfilment.js';
import type { PaymentDeps } from '../payment.deps.js';
import { paidOptimizationId } from '../purchases/paid-optimization.js';

type PurchaseRow = {
  id: string;
  kind: 'resume_download' | 'job_credit';
  status: 'pending' | 'paid' | 'expired';
  sessionId: string;
  optimizationId: string | null;
  creditUsedById: string | null;
  jobId: number | null;
};

const PURCHASE_FIELDS = {
  id: true,
  kind: true,
  status: true,
  sessionId: true,
  optimizationId: true,
  creditUsedById: true,
  jobId: true,
} as const;

async function findPurchase(deps: PaymentDeps, sessionId: string): Promise<PurchaseRow> {
  const purchase = await deps.prisma.purchase.findUnique({ where: { sessionId }, select: PURCHASE_FIELDS });
  if (!purchase) throw new AppError('NOT_FOUND', MESSAGES.verificationFailed);
  return purchase;
}

/** Asks the provider about a purchase we do not know to be paid; fulfils it when the provider says paid. */
async function settle(deps: PaymentDeps, purchase: PurchaseRow): Promise<boolean> {
  if (purchase.status === 'paid') return true;
  let session;
  try {
    session = await deps.provider.retrieveCheckoutSession(purchase.sessionId);
  } catch (error) {
    throw new AppError('UPSTREAM_FAILED', MESSAGES.unableToVerify, { cause: error });
  }
  if (!session || session.paymentStatus !== 'paid') return false;
  const paid = paidSessionOf(session);
  if (paid.purchaseId && paid.purchaseId !== purchase.id) {
    deps.logger.error(
      { purchaseId: purchase.id, sessionId: session.id },
      'provider session belongs to another purchase',
    );
    return false;
  }
  await markPaid(deps, paid);
  // Whoever made it paid (this call or a webhook a moment ago), the database now says so.
  const now = await deps.prisma.purchase.findUnique({ where: { id: purchase.id }, select: { status: true } });
  return now?.status === 'paid';
}

export async function verifyPayment(deps: PaymentDeps, sessionId: string): Promise<VerifyPaymentResponse> {
  const purchase = await findPurchase(deps, sessionId);
  // A job credit that has not unlocked a resume yet has no files.
  const optimizationId = paidOptimizationId(purchase);
  if (!optimizationId) throw new AppError('BAD_REQUEST', MESSAGES.verificationFailed);
  await assertResumeKept(deps.prisma, optimizationId);
  if (!(await settle(deps, purchase))) throw new AppError('PAYMENT_REQUIRED', MESSAGES.verificationFailed);

  const ready = await waitForArtifacts(deps, purchase.id);
  if (!ready) {
    await deps.renders.ensure(purchase.id);
    return { paid: true, ready: false };
  }
  const links = signDownloadLinks(deps, purchase.id);
  const optimization = await deps.prisma.optimization.findUnique({
    where: { id: optimizationId },
    select: { jobTitle: true },
  });
  return {
    paid: true,
    ready: true,
    optimizationId,
    downloadUrl: links.downloads.pdf,
    ...links,
    fileName: resumeFileStem(optimization?.jobTitle),
  };
}

export async function verifySession(deps: PaymentDeps, sessionId: string): Promise<VerifySessionResponse> {
  const purchase = await findPurchase(deps, sessionId);
  const paid = await settle(deps, purchase);
  return { paid, metadata: { jobId: purchase.jobId === null ? null : String(purchase.jobId) } };
}

/** Both files are there, or appear within renderWaitMs (a render takes tens of milliseconds). */
async function waitForArtifacts(deps: PaymentDeps, purchaseId: string): Promise<boolean> {
  const until = Date.now() + deps.renderWaitMs;
  for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
    const count = await deps.prisma.downloadArtifact.count({ where: { purchaseId } });
    if (count >= 2) return true;
    if (Date.now() + delay > until) return false;
    await sleep(delay);
  }
}

/** "optimized-resume-senior-software-engineer": the downloads' file name without extension. */
export function resumeFileStem(jobTitle: string | undefined | null): string {
  const slug = (jobTitle ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `optimized-resume-${slug}` : 'optimized-resume';
}
