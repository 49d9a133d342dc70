// POST /webhooks/stripe: the signature is checked with stripe.webhooks.constructEvent over
// the raw body; each event id is applied once; the answer comes as soon as the event is
// recorded and the purchase marked paid (event-recorder.ts). The files are built by the
// render queue, enqueued right after; the render sweep redoes an enqueue that was lost.
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '@highpay/common';
import { fromStripeSession } from '../providers/payment.provider.js';
import type { EventRecorder } from './event-recorder.js';
import { paidSessionOf, type WebhookAction } from './fulfilment.js';
import type { PaymentDeps } from '../payment.deps.js';

export const WEBHOOK_SIGNATURE_ERROR = 'Webhook signature verification failed.';
export const MALFORMED_EVENT_ERROR = 'Malformed event.';

/** What every event must be to be recorded: an id, a type and the object it is about. */
const ZEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The fields of a checkout session an event acts on, typed as Stripe sends them. */
const ZCheckoutSession = z.object({
  id: z.string().min(1),
  amount_total: z.int().min(0).max(2_147_483_647).nullish(),
  currency: z.string().max(10).nullish(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string().nullish(),
  status: z.string().nullish(),
});

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
  const action = actionFor(event);
  if (!action) {
    outcome('malformed');
    throw new AppError('BAD_REQUEST', MALFORMED_EVENT_ERROR);
  }

  const { duplicate, paid } = await events.record(
    { id: event.id, type: event.type, provider: deps.provider.name, payload: rawBody.toString('utf8') },
    action,
  );
  // Every event is in webhook_events and every paid purchase is logged by fulfilment: a
  // line per delivery is for debugging (Stripe retries until it sees a 2xx).
  deps.logger.debug({ eventId: event.id, type: event.type, duplicate, paidPurchase: paid?.id }, 'webhook event');
  outcome(duplicate ? 'duplicate' : paid ? 'fulfilled' : 'ignored');
  return { received: true, duplicate };
}

/**
 * What an event means for a purchase, or null when it is malformed (signed, but not an
 * event, or a checkout session event whose session is not one). Events we do not act on
 * are still recorded once.
 */
function actionFor(event: unknown): WebhookAction | null {
  const envelope = ZEvent.safeParse(event);
  if (!envelope.success) return null;
  const { type, data } = envelope.data;
  if (!type.startsWith('checkout.session.')) return { type: 'none' };
  const parsed = ZCheckoutSession.safeParse(data.object);
  if (!parsed.success) return null;
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = fromStripeSession(parsed.data as Stripe.Checkout.Session);
      // A completed session whose payment is still processing (bank debits) is paid later.
      return session.paymentStatus === 'paid' ? { type: 'paid', session: paidSessionOf(session) } : { type: 'none' };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { type: 'expired', sessionId: parsed.data.id };
    default:
      return { type: 'none' };
  }
}
