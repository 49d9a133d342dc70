// Webhook deliveries that arrive together are recorded together: Stripe sends in bursts
// (each sale's events, and retries of each), and one statement for a burst costs
// PostgreSQL and this process a fraction of one statement per delivery. A delivery waits
// for at most the statement in progress; alone, it is written at once.
import { fulfilPaid, recordEvents, type RecordOutcome, type RecordedEvent, type WebhookAction } from './fulfilment.js';
import type { PaymentDeps } from '../payment.deps.js';

export interface EventRecorder {
  /** Records the event and applies it once; resolves when its statement committed. */
  record(event: RecordedEvent, action: WebhookAction): Promise<RecordOutcome>;
}

interface Pending {
  event: RecordedEvent;
  action: WebhookAction;
  resolve: (outcome: RecordOutcome) => void;
  reject: (error: unknown) => void;
}

export function createEventRecorder(deps: PaymentDeps, maxBatch = 200): EventRecorder {
  let queue: Pending[] = [];
  let writing = false;

  async function write(batch: Pending[]): Promise<void> {
    try {
      const outcomes = await recordEvents(deps, batch);
      // The answers do not wait for the render queue: the purchases are paid in the
      // database, and the render sweep enqueues any whose enqueue is lost.
      void fulfilPaid(
        deps,
        outcomes.flatMap((o) => (o.paid ? [o.paid] : [])),
      );
      batch.forEach((p, i) => p.resolve(outcomes[i]!));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const taken = queue.slice(0, maxBatch);
      queue = queue.slice(taken.length);
      // A paid and an expired event for one purchase never share a statement (which of two
      // updates of one row would win is undefined); either order leaves a paid purchase paid.
      const expiring = taken.filter((p) => p.action.type === 'expired');
      const rest = taken.filter((p) => p.action.type !== 'expired');
      if (rest.length > 0) await write(rest);
      if (expiring.length > 0) await write(expiring);
    }
    writing = false;
  }

  return {
    record(event, action) {
      return new Promise<RecordOutcome>((resolve, reject) => {
        queue.push({ event, action, resolve, reject });
        if (writing) return;
        writing = true;
        // After this turn's I/O callbacks: deliveries read in the same turn join the batch.
        setImmediate(() => void drain());
      });
    },
  };
}
