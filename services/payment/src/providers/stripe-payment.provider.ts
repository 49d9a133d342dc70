// Stripe Checkout through the official SDK. STRIPE_API_BASE points the SDK at another
// server that answers Stripe's API format (the tests' local one).
import Stripe from 'stripe';
import {
  fromStripeSession,
  type CheckoutSessionInput,
  type PaymentProvider,
  type ProviderSession,
} from './payment.provider.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
  timeoutMs?: number;
}

export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 10_000,
    telemetry: false,
    appInfo: { name: 'HighPay Jobs' },
    ...apiAddress(options.apiBase),
  });

  return {
    name: 'stripe',
    webhookSecret: options.webhookSecret,

    async createCheckoutSession(input: CheckoutSessionInput) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.productName },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.purchaseId,
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata },
        },
        // A retried request (ours or the SDK's) never opens a second session for one purchase.
        { idempotencyKey: `checkout-session-${input.purchaseId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id: string): Promise<ProviderSession | null> {
      try {
        return fromStripeSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}

function apiAddress(apiBase: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}
