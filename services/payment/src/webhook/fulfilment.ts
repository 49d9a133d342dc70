// Fulfilment: a purchase becomes paid exactly once, whether the webhook or the success
// page's verification gets there first, and the one caller that made it paid enqueues
// the render. Paid never goes back: no later event (expired, failed, a replay) undoes it.
import { db } from '@highpay/common';
import type { PaymentDeps } from '../payment.deps.js';
import type { ProviderSession } from '../providers/payment.provider.js';

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
 * What a paid session must match, in the shape both statements below read it as `i`: the
 * purchase by session id, or (when the session id was never stored, e.g. the process stopped
 * right after creating the session) by the placeholder it was created with; and the
 * catalogue's amount and currency, as stored.
 */
function paidMatchInput(s: PaidSession) {
  return {
    session_id: s.sessionId,
    placeholder: s.purchaseId ? `pending_${s.purchaseId}` : null,
    amount: s.amountTotal ?? -1,
    currency: (s.currency ?? '').toLowerCase(),
  };
}

/** Purchase `p` becomes paid for paid session `i` (see paidMatchInput): one reading for both statements. */
const PAID_MATCH = db.Prisma.sql`p.session_id IN (i.session_id, i.placeholder)
         AND p.status <> 'paid'
         AND p.amount_cents = i.amount
         AND p.currency = i.currency`;
const PAID_SET = db.Prisma.sql`status = 'paid', paid_at = now(), updated_at = now(), session_id = i.session_id`;
const PAID_COLUMNS = db.Prisma.sql`p.id, p.kind::text AS kind,
                (SELECT po.optimization_id FROM purchase_optimizations po WHERE po.purchase_id = p.id) IS NOT NULL AS needs_files`;

/** Marks the purchase paid if it is not yet; answers the row when this call made it paid. */
export async function markPaid(deps: PaymentDeps, session: PaidSession): Promise<PaidRow | null> {
  const i = paidMatchInput(session);
  const rows = await deps.sql.query<PaidRow>(db.Prisma.sql`
    UPDATE purchases p SET ${PAID_SET}
      FROM (SELECT ${i.session_id}::text AS session_id, ${i.placeholder}::text AS placeholder,
                   ${i.amount}::int AS amount, ${i.currency}::text AS currency) i
     WHERE ${PAID_MATCH}
    RETURNING ${PAID_COLUMNS}`);
  const row = rows[0] ?? null;
  if (row) await fulfilPaid(deps, [row]);
  return row;
}

export type WebhookAction =
  { type: 'paid'; session: PaidSession } | { type: 'expired'; sessionId: string } | { type: 'none' };

export interface RecordedEvent {
  id: string;
  type: string;
  provider: string;
  payload: string;
}

export interface RecordOutcome {
  duplicate: boolean;
  paid: PaidRow | null;
}

/**
 * Records events and applies them in one statement: an event whose id was seen before
 * changes nothing, and two deliveries racing on one id apply it once. The caller passes
 * the purchases it made paid to fulfilPaid. Several events go
 * in one statement (createEventRecorder batches deliveries that arrive together); an
 * expired and a paid event for one purchase must not share a statement (which of two
 * updates of one row wins is not defined), so callers keep expirations apart.
 */
export async function recordEvents(
  deps: PaymentDeps,
  items: Array<{ event: RecordedEvent; action: WebhookAction }>,
): Promise<RecordOutcome[]> {
  const input = items.map(({ event, action }, n) => ({
    n,
    id: event.id,
    provider: event.provider,
    type: event.type,
    payload: event.payload,
    action: action.type,
    ...(action.type === 'paid'
      ? paidMatchInput(action.session)
      : {
          session_id: action.type === 'expired' ? action.sessionId : null,
          placeholder: null,
          amount: null,
          currency: null,
        }),
  }));
  const rows = await deps.sql.query<{ event_id: string; recorded: boolean } & Partial<PaidRow>>(db.Prisma.sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
          AS i (n int, id text, provider text, type text, payload text, action text, session_id text, placeholder text, amount int, currency text)
    ), event AS (
      INSERT INTO webhook_events (id, provider, type, payload, processed_at)
      SELECT id, provider, type, payload::jsonb, now() FROM input ORDER BY n
      ON CONFLICT (id) DO NOTHING
      RETURNING id
    ), paid AS (
      UPDATE purchases p SET ${PAID_SET}
        FROM input i
       WHERE i.action = 'paid' AND i.id IN (SELECT id FROM event)
         AND ${PAID_MATCH}
      RETURNING i.id AS event_id, ${PAID_COLUMNS}
    ), expired AS (
      -- Only a pending purchase expires; a paid one stays paid whatever arrives later.
      UPDATE purchases p SET status = 'expired', updated_at = now()
        FROM input i
       WHERE i.action = 'expired' AND i.id IN (SELECT id FROM event)
         AND p.session_id = i.session_id AND p.status = 'pending'
      RETURNING p.id
    )
    SELECT i.id AS event_id, i.id IN (SELECT id FROM event) AS recorded, paid.id, paid.kind, paid.needs_files
      FROM input i LEFT JOIN paid ON paid.event_id = i.id
     ORDER BY i.n`);
  const byEvent = new Map(rows.map((r) => [r.event_id, r]));
  const seen = new Set<string>();
  const outcomes = items.map(({ event }): RecordOutcome => {
    const row = byEvent.get(event.id);
    // The same id twice in one call: the first one is the delivery that counts.
    const first = !seen.has(event.id);
    seen.add(event.id);
    const paid =
      first && row?.id && row.kind ? { id: row.id, kind: row.kind, needs_files: Boolean(row.needs_files) } : null;
    return { duplicate: !first || !row?.recorded, paid };
  });
  return outcomes;
}

/** After purchases became paid: logs each and enqueues the renders of those with files to build. Never throws. */
export async function fulfilPaid(deps: PaymentDeps, rows: PaidRow[]): Promise<void> {
  for (const row of rows) deps.logger.info({ purchaseId: row.id, kind: row.kind }, 'purchase paid');
  const render = rows.filter((row) => row.needs_files).map((row) => row.id);
  if (render.length === 0) return;
  try {
    await deps.renders.enqueue(...render);
  } catch (error) {
    // The purchases are paid and stay so; verification and the render sweep enqueue them again.
    deps.logger.error({ err: error, purchaseIds: render }, 'could not enqueue render; it will be retried');
  }
}
