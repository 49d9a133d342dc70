// The card provider behind one small interface: Stripe, or the local test checkout.
// Both speak Stripe's formats (Checkout Sessions, signed webhook events), so the
// fulfilment code cannot tell them apart.
import type Stripe from 'stripe';

export type ProviderName = 'stripe' | 'local';

export interface CheckoutSessionInput {
  /** Our purchase id: the idempotency key, the client reference and part of the metadata. */
  purchaseId: string;
  productName: string;
  amountCents: number;
  currency: string;
  /** May contain {CHECKOUT_SESSION_ID}, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

/** What we read of a Checkout Session, from the provider's API or from a webhook event. */
export interface ProviderSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  currency: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The secret webhook events are signed with (Stripe's scheme for both providers). */
  readonly webhookSecret: string;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** The session as the provider knows it; null when the provider has no such session. */
  retrieveCheckoutSession(id: string): Promise<ProviderSession | null>;
}

/** Reads the fields we use of a Stripe Checkout Session object (API answer or event payload). */
export function fromStripeSession(session: Stripe.Checkout.Session): ProviderSession {
  return {
    id: session.id,
    status: oneOf(session.status, ['open', 'complete', 'expired'] as const, 'open'),
    // Only 'paid' counts as paid; a status we do not know is not.
    paymentStatus: oneOf(session.payment_status, ['paid', 'unpaid', 'no_payment_required'] as const, 'unpaid'),
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    clientReferenceId: session.client_reference_id ?? null,
    metadata: { ...(session.metadata ?? {}) },
  };
}

function oneOf<T extends string>(value: string | null | undefined, known: readonly T[], fallback: T): T {
  return known.find((k) => k === value) ?? fallback;
}
