// Which optimization a purchase paid for: a resume download's own, or the one a job credit
// was spent on (none while it is unspent). SQL reads the same rule from the view
// purchase_optimizations (prisma/migrations), which other services query instead of this file.
import type { db } from '@highpay/common';

export type PurchaseTarget = Pick<db.Purchase, 'kind' | 'optimizationId' | 'creditUsedById'>;

/** The optimization this purchase paid for, or null when it has none (yet). */
export function paidOptimizationId(purchase: PurchaseTarget): string | null {
  switch (purchase.kind) {
    case 'resume_download':
      return purchase.optimizationId;
    case 'job_credit':
      return purchase.creditUsedById;
    default: {
      const unknown: never = purchase.kind;
      throw new Error(`unknown purchase kind ${String(unknown)}`);
    }
  }
}
