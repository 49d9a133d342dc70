// POST /webhooks/stripe: the signature is checked with stripe.webhooks.constructEvent over
// the raw body; each event id is applied once; the answer comes as soon as the event is
// recorded and the purchase marked paid (event-recorder.ts). The files are built by the
// render queue, enqueued right after; the render sweep redoes an enqueue that was lost.
import Stripe from 'stripe';
import { AppError } from '@highpay/common';
import { fromStripeSession } from '../providers/payment.provider.js';
import type { EventRecorder } from './event-recorder.js';
import { paidSessionOf, type WebhookAction } from './fulfilment.js';
import type { PaymentDeps } from '../payment.deps.js';

export const WEBHOOK_SIGNATURE_ERROR = 'Webhook signature verification failed.';

export interface WebhookResult {
  received: true;
  duplicate: boolean;
}

/**
 * What became of a delivery: it made a purchase paid (fulfilled), was seen before (duplicate),
 * was recorded without making one paid (ignored: other event types, expirations, no match),
 * or was turned away (invalid_signature, malformed).
 */
export type WebhookOutcome = 'fulfilled' | 'duplicate' | 'ignored' | 'invalid_signature' | 'malformed';

export async function handleWebhook(
  deps: PaymentDeps,
  events: EventRecorder,
  rawBody: Buffer,
  signature: string | undefined,
  /** Told what became of the delivery (the app counts them for /metrics). */
  outcome: (outcome: WebhookOutcome) => void = () => undefined,
): Promise<WebhookResult> {
  if (!signature) {
    outcome('invalid_signature');
    throw new AppError('BAD_REQUEST', WEBHOOK_SIGNATURE_ERROR);
  }
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, deps.provider.webhookSecret);
  } catch (error) {
    outcome('invalid_signature');
    throw new AppError('BAD_REQUEST', WEBHOOK_SIGNATURE_ERROR, { cause: error });
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string') {
    outcome('malformed');
    throw new AppError('BAD_REQUEST', 'Malformed event.');
  }

  const { duplicate, paid } = await events.record(
    { id: event.id, type: event.type, provider: deps.provider.name, payload: rawBody.toString('utf8') },
    actionFor(event),
  );
  // Every event is in webhook_events and every paid purchase is logged by fulfilment: a
  // line per delivery is for debugging (Stripe retries until it sees a 2xx).
  deps.logger.debug({ eventId: event.id, type: event.type, duplicate, paidPurchase: paid?.id }, 'webhook event');
  outcome(duplicate ? 'duplicate' : paid ? 'fulfilled' : 'ignored');
  return { received: true, duplicate };
}

/** What an event means for a purchase. Events we do not act on are still recorded once. */
function actionFor(event: Stripe.Event): WebhookAction {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = fromStripeSession(event.data.object);
      // A completed session whose payment is still processing (bank debits) is paid later.
      return session.paymentStatus === 'paid' ? { type: 'paid', session: paidSessionOf(session) } : { type: 'none' };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { type: 'expired', sessionId: event.data.object.id };
    default:
      return { type: 'none' };
  }
}
