// Opening a checkout session at the catalogue's price, or unlocking an optimized resume
// with a job credit the same browser already paid for.
import { randomUUID } from 'node:crypto';
import { AppError, isDependencyUnavailable, resumeDeletedError } from '@highpay/common';
import { MESSAGES, PAYMENT_MESSAGES, type CheckoutOrder, type CreateCheckoutResponse } from '@highpay/contracts';
import { CATALOGUE } from './catalogue.js';
import type { PaymentDeps } from '../payment.deps.js';

export interface CreateCheckoutInput {
  order: CheckoutOrder;
  /** Session ids of job credits this browser bought (the gateway keeps them in a cookie). */
  creditSessionIds?: string[];
}

export async function createCheckout(deps: PaymentDeps, input: CreateCheckoutInput): Promise<CreateCheckoutResponse> {
  const { order } = input;
  switch (order.kind) {
    case 'resume_download': {
      const optimization = await deps.prisma.optimization.findUnique({
        where: { id: order.optimizationId },
        select: { id: true, status: true, optimizedResume: true, jobId: true, resumeDeletion: true },
      });
      // The optimization id is a random UUID that only its creator was given: it is the
      // capability to buy that resume. (Client addresses change too often to gate on them.)
      if (!optimization) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.unknownOptimization);
      const gone = resumeDeletedError(optimization.resumeDeletion);
      if (gone) throw gone;
      if (optimization.status !== 'done' || !optimization.optimizedResume) {
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.optimizationNotReady);
      }
      const unlocked = await redeemJobCredit(deps, optimization, input.creditSessionIds ?? []);
      if (unlocked) return unlocked;
      return openSession(deps, {
        kind: 'resume_download',
        optimizationId: optimization.id,
        jobId: optimization.jobId,
        successPath: '/resume-success?session_id={CHECKOUT_SESSION_ID}',
        cancelPath: '/#resume',
      });
    }
    case 'job_credit': {
      if (order.jobId !== null) {
        const job = await deps.prisma.job.findUnique({ where: { id: order.jobId }, select: { id: true } });
        if (!job) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.unknownJob);
      }
      const jobPath = order.jobId === null ? null : `/job/${order.jobId}`;
      return openSession(deps, {
        kind: 'job_credit',
        optimizationId: null,
        jobId: order.jobId,
        successPath: jobPath
          ? `${jobPath}?session_id={CHECKOUT_SESSION_ID}`
          : '/?session_id={CHECKOUT_SESSION_ID}#resume',
        cancelPath: jobPath ?? '/#resume',
      });
    }
    default: {
      const never: never = order;
      throw new Error(`unknown order ${JSON.stringify(never)}`);
    }
  }
}

async function openSession(
  deps: PaymentDeps,
  purchase: {
    kind: 'resume_download' | 'job_credit';
    optimizationId: string | null;
    jobId: number | null;
    successPath: string;
    cancelPath: string;
  },
): Promise<CreateCheckoutResponse> {
  const product = CATALOGUE[purchase.kind];
  const purchaseId = randomUUID();
  // The row exists before the provider's session does, under a placeholder session id, so a
  // paid session always finds its purchase even if we stop before storing the real id.
  await deps.prisma.purchase.create({
    data: {
      id: purchaseId,
      kind: purchase.kind,
      provider: deps.provider.name,
      sessionId: `pending_${purchaseId}`,
      amountCents: product.amountCents,
      currency: product.currency,
      optimizationId: purchase.optimizationId,
      jobId: purchase.jobId,
    },
  });
  const metadata: Record<string, string> = { purchaseId, product: product.productId, kind: purchase.kind };
  if (purchase.optimizationId) metadata.optimizationId = purchase.optimizationId;
  if (purchase.jobId !== null) metadata.jobId = String(purchase.jobId);

  let session: { id: string; url: string };
  try {
    session = await deps.provider.createCheckoutSession({
      purchaseId,
      productName: product.name,
      amountCents: product.amountCents,
      currency: product.currency,
      successUrl: new URL(purchase.successPath, deps.publicBaseUrl)
        .toString()
        .replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}'),
      cancelUrl: new URL(purchase.cancelPath, deps.publicBaseUrl).toString(),
      metadata,
    });
  } catch (error) {
    await deps.prisma.purchase.update({ where: { id: purchaseId }, data: { status: 'expired' } });
    // The local provider keeps its sessions in our PostgreSQL: its outage is a passing 503, not the provider failing.
    if (isDependencyUnavailable(error)) throw error;
    throw new AppError('UPSTREAM_FAILED', MESSAGES.checkoutFailed, { cause: error });
  }
  await deps.prisma.purchase.update({ where: { id: purchaseId }, data: { sessionId: session.id } });
  deps.logger.info({ purchaseId, sessionId: session.id, kind: purchase.kind }, 'checkout session created');
  return { sessionId: session.id, url: session.url };
}

/**
 * Spends one of this browser's paid, unspent job credits on the optimization (a credit for
 * its job, or one bought without a job) and answers the success page of that credit's
 * session, which then hands out this optimization's files. Asking again answers the same.
 */
async function redeemJobCredit(
  deps: PaymentDeps,
  optimization: { id: string; jobId: number | null },
  creditSessionIds: string[],
): Promise<CreateCheckoutResponse | null> {
  if (creditSessionIds.length === 0) return null;
  const already = await deps.prisma.purchase.findFirst({
    where: { creditUsedById: optimization.id, sessionId: { in: creditSessionIds }, kind: 'job_credit', status: 'paid' },
    select: { sessionId: true },
  });
  let sessionId = already?.sessionId;
  if (!sessionId) {
    const spent = await deps.prisma.$queryRaw<Array<{ id: string; session_id: string }>>`
      UPDATE purchases SET credit_used_by_id = ${optimization.id}::uuid, updated_at = now()
       WHERE id = (
         SELECT id FROM purchases
          WHERE session_id = ANY(${creditSessionIds}) AND kind = 'job_credit' AND status = 'paid'
            AND credit_used_by_id IS NULL
            AND (job_id IS NULL OR ${optimization.jobId}::int IS NULL OR job_id = ${optimization.jobId}::int)
            AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.credit_used_by_id = ${optimization.id}::uuid)
          ORDER BY (job_id IS NOT DISTINCT FROM ${optimization.jobId}::int) DESC, paid_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
         AND credit_used_by_id IS NULL
      RETURNING id, session_id`.catch((error: unknown) => {
      // Two clicks racing to spend credits on one optimization: the unique index lets one win.
      if (String((error as { message?: string }).message).includes('credit_used_by_id')) return [];
      throw error;
    });
    const credit = spent[0];
    if (!credit) return null;
    deps.logger.info({ purchaseId: credit.id, optimizationId: optimization.id }, 'job credit spent');
    await deps.renders.enqueue(credit.id);
    sessionId = credit.session_id;
  }
  const url = new URL('/resume-success', deps.publicBaseUrl);
  url.searchParams.set('session_id', sessionId);
  return { sessionId, url: url.toString() };
}
