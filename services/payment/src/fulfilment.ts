// Fulfilment: a purchase becomes paid exactly once, whether the webhook or the success
// page's verification gets there first, and the one caller that made it paid enqueues
// the render. Paid never goes back: no later event (expired, failed, a replay) undoes it.
import { db } from '@highpay/common';
import type { PaymentDeps } from './payment.deps.js';
import type { ProviderSession } from './payment-provider.js';

/** The purchase row a paid transition returns. */
interface PaidRow {
  id: string;
  kind: 'resume_download' | 'job_credit';
  needs_files: boolean;
}

/** What a paid session says; the purchase id comes from our own metadata (or client reference). */
export interface PaidSession {
  sessionId: string;
  purchaseId: string | null;
  amountTotal: number | null;
  currency: string | null;
}

export function paidSessionOf(session: ProviderSession): PaidSession {
  const purchaseId = session.metadata.purchaseId ?? session.clientReferenceId ?? null;
  return {
    sessionId: session.id,
    purchaseId: purchaseId && /^[0-9a-f-]{36}$/i.test(purchaseId) ? purchaseId : null,
    amountTotal: session.amountTotal,
    currency: session.currency,
  };
}

/**
 * Matches the session's purchase: by session id, or (when the session id was never stored,
 * e.g. the process stopped right after creating the session) by the placeholder it was
 * created with. The amount and currency must be the catalogue's, as stored.
 */
const paidUpdate = (s: PaidSession) => db.Prisma.sql`
  UPDATE purchases
     SET status = 'paid', paid_at = now(), updated_at = now(), session_id = ${s.sessionId}
   WHERE session_id IN (${s.sessionId}, ${s.purchaseId ? `pending_${s.purchaseId}` : null})
     AND status <> 'paid'
     AND amount_cents = ${s.amountTotal ?? -1}
     AND currency = ${(s.currency ?? '').toLowerCase()}`;

const paidReturning = db.Prisma.sql`
  RETURNING id, kind::text AS kind,
            (kind = 'resume_download' AND optimization_id IS NOT NULL) OR credit_used_by_id IS NOT NULL AS needs_files`;

/** Marks the purchase paid if it is not yet; answers the row when this call made it paid. */
export async function markPaid(deps: PaymentDeps, session: PaidSession): Promise<PaidRow | null> {
  const rows = await deps.sql.query<PaidRow>(db.Prisma.sql`${paidUpdate(session)} ${paidReturning}`);
  const row = rows[0] ?? null;
  if (row) await afterPaid(deps, row);
  return row;
}

export type WebhookAction = { type: 'paid'; session: PaidSession } | { type: 'expired'; sessionId: string } | { type: 'none' };

export interface RecordedEvent {
  id: string;
  type: string;
  provider: string;
  payload: string;
}

/**
 * Records the event and applies it in one statement: a delivery whose event id was seen
 * before changes nothing, and two deliveries racing on one id apply it once.
 */
export async function recordEventAndApply(
  deps: PaymentDeps,
  event: RecordedEvent,
  action: WebhookAction,
): Promise<{ duplicate: boolean; paid: PaidRow | null }> {
  const insert = db.Prisma.sql`
    INSERT INTO webhook_events (id, provider, type, payload, processed_at)
    VALUES (${event.id}, ${event.provider}, ${event.type}, ${event.payload}::jsonb, now())
    ON CONFLICT (id) DO NOTHING
    RETURNING id`;
  let change: db.Prisma.Sql;
  switch (action.type) {
    case 'paid':
      change = db.Prisma.sql`${paidUpdate(action.session)} AND EXISTS (SELECT 1 FROM event) ${paidReturning}`;
      break;
    case 'expired':
      // Only a pending purchase expires; a paid one stays paid whatever arrives later.
      change = db.Prisma.sql`
        UPDATE purchases SET status = 'expired', updated_at = now()
         WHERE session_id = ${action.sessionId} AND status = 'pending' AND EXISTS (SELECT 1 FROM event)
        RETURNING NULL::uuid AS id, NULL::text AS kind, false AS needs_files`;
      break;
    case 'none':
      change = db.Prisma.sql`SELECT NULL::uuid AS id, NULL::text AS kind, false AS needs_files WHERE false`;
      break;
    default: {
      const never: never = action;
      throw new Error(`unknown webhook action ${JSON.stringify(never)}`);
    }
  }
  const rows = await deps.sql.query<{ recorded: boolean } & Partial<PaidRow>>(db.Prisma.sql`
    WITH event AS (${insert}), changed AS (${change})
    SELECT EXISTS (SELECT 1 FROM event) AS recorded, changed.id, changed.kind, changed.needs_files
      FROM (VALUES (1)) AS one (x) LEFT JOIN changed ON true`);
  const first = rows[0];
  const paid = action.type === 'paid' && first?.id && first.kind ? { id: first.id, kind: first.kind, needs_files: Boolean(first.needs_files) } : null;
  if (paid) await afterPaid(deps, paid);
  return { duplicate: !first?.recorded, paid };
}

async function afterPaid(deps: PaymentDeps, row: PaidRow): Promise<void> {
  deps.logger.info({ purchaseId: row.id, kind: row.kind }, 'purchase paid');
  if (!row.needs_files) return;
  try {
    await deps.renders.enqueue(row.id);
  } catch (error) {
    // The purchase is paid and stays so; verification and the render sweep enqueue it again.
    deps.logger.error({ err: error, purchaseId: row.id }, 'could not enqueue render; it will be retried');
  }
}
