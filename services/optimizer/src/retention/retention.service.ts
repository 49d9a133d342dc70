// Keeps data only as long as the privacy policy says: resumes and what was made from them
// for RESUME_RETENTION_DAYS after they were optimized, payment records (purchases and the
// payment provider's events about them) for PAYMENT_RECORD_RETENTION_YEARS. Works in
// batches, and running it again changes nothing that the last run did not leave to do.
import { eraseResumes, type PrismaClient } from '@highpay/common';
import { PAYMENT_RECORD_RETENTION_YEARS, RESUME_RETENTION_DAYS } from '@highpay/contracts';

export interface RetentionDeps {
  prisma: PrismaClient;
  now: () => Date;
  /** Rows per statement: each batch is one short transaction. */
  batchSize?: number;
}

export interface RetentionResult {
  /** Resumes erased: rows kept blank for their purchases, and rows deleted. */
  resumesBlanked: number;
  resumesDeleted: number;
  filesDeleted: number;
  purchasesDeleted: number;
  webhookEventsDeleted: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function applyRetention(deps: RetentionDeps): Promise<RetentionResult> {
  const { prisma } = deps;
  const batchSize = deps.batchSize ?? 500;
  const now = deps.now();
  const resumeCutoff = new Date(now.getTime() - RESUME_RETENTION_DAYS * DAY_MS);
  const recordCutoff = new Date(now);
  recordCutoff.setUTCFullYear(recordCutoff.getUTCFullYear() - PAYMENT_RECORD_RETENTION_YEARS);
  const result: RetentionResult = {
    resumesBlanked: 0,
    resumesDeleted: 0,
    filesDeleted: 0,
    purchasesDeleted: 0,
    webhookEventsDeleted: 0,
  };

  for (;;) {
    const due = await prisma.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM optimizations
       WHERE resume_deleted_at IS NULL AND created_at < ${resumeCutoff}
       ORDER BY created_at
       LIMIT ${batchSize}`;
    const erased = await eraseResumes(
      prisma,
      due.map((r) => r.id),
      'retention',
    );
    result.resumesBlanked += erased.blanked;
    result.resumesDeleted += erased.deleted;
    result.filesDeleted += erased.files;
    if (due.length < batchSize) break;
  }

  for (;;) {
    // The optimization a purchase kept (blank) goes with its last purchase.
    const deleted = await prisma.$transaction(async (tx) => {
      const gone = await tx.$queryRaw<Array<{ optimization_id: string | null }>>`
        WITH batch AS (
          SELECT po.purchase_id, po.optimization_id FROM purchase_optimizations po
            JOIN purchases p ON p.id = po.purchase_id
           WHERE p.created_at < ${recordCutoff} ORDER BY p.created_at LIMIT ${batchSize}
        ), deleted AS (
          DELETE FROM purchases WHERE id IN (SELECT purchase_id FROM batch) RETURNING id
        )
        SELECT b.optimization_id FROM batch b JOIN deleted d ON d.id = b.purchase_id`;
      const ids = gone.map((p) => p.optimization_id).filter((id) => id !== null);
      if (ids.length > 0) {
        await tx.$executeRaw`
          DELETE FROM optimizations o
           WHERE o.id = ANY(${ids}::uuid[])
             AND NOT EXISTS (SELECT 1 FROM purchase_optimizations po WHERE po.optimization_id = o.id)`;
      }
      return gone.length;
    });
    result.purchasesDeleted += deleted;
    if (deleted < batchSize) break;
  }

  for (;;) {
    const deleted = await prisma.$executeRaw`
      DELETE FROM webhook_events
       WHERE id IN (SELECT id FROM webhook_events WHERE received_at < ${recordCutoff} LIMIT ${batchSize})`;
    result.webhookEventsDeleted += deleted;
    if (deleted < batchSize) break;
  }
  return result;
}
