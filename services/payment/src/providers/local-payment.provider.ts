// The local payment provider: the default when no Stripe keys are set. It keeps its own
// side of each checkout session in PostgreSQL (as Stripe keeps its), the gateway shows
// its sessions on a test checkout page, and paying one sends a checkout.session.completed
// event in Stripe's format, signed with Stripe's scheme, to the same webhook endpoint
// Stripe calls. Nothing is charged: the page says so.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { AppError, type Logger, type PrismaClient } from '@highpay/common';
import type { CheckoutSessionInput, PaymentProvider, ProviderSession } from './payment.provider.js';

const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const DELIVERY_TIMEOUT_MS = 5000;
/** Later attempts when the first delivery fails; payment verification settles the purchase meanwhile. */
const REDELIVERY_DELAYS_MS = [1000, 5000, 30_000];

export interface LocalCheckoutView {
  id: string;
  productName: string;
  amountCents: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  cancelUrl: string;
  successUrl: string;
}

export interface LocalPaymentProvider extends PaymentProvider {
  readonly name: 'local';
  /** What the test checkout page shows; null for an unknown session. */
  describe(id: string): Promise<LocalCheckoutView | null>;
  /** Completes the session once, delivers its event, and answers where the browser goes next. */
  pay(id: string): Promise<{ redirectUrl: string }>;
}

export interface LocalProviderOptions {
  prisma: PrismaClient;
  publicBaseUrl: string;
  webhookSecret: string;
  webhookUrl: string;
  logger: Logger;
  fetch?: typeof fetch;
}

type SessionRow = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  productName: string;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  metadata: unknown;
  expiresAt: Date;
  completedAt: Date | null;
  createdAt: Date;
};

export function createLocalPaymentProvider(options: LocalProviderOptions): LocalPaymentProvider {
  const { prisma, logger } = options;
  const doFetch = options.fetch ?? fetch;

  const effectiveStatus = (row: SessionRow, now = new Date()) =>
    row.status === 'open' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;

  const toProviderSession = (row: SessionRow): ProviderSession => {
    const status = effectiveStatus(row);
    return {
      id: row.id,
      status,
      paymentStatus: status === 'complete' ? 'paid' : 'unpaid',
      amountTotal: row.amountCents,
      currency: row.currency,
      clientReferenceId: row.clientReferenceId,
      metadata: (row.metadata ?? {}) as Record<string, string>,
    };
  };

  /** The event Stripe sends for a paid Checkout Session, field for field where we have them. */
  const completedEvent = (row: SessionRow) => {
    const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
    return {
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(new Date()),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
      data: {
        object: {
          id: row.id,
          object: 'checkout.session',
          amount_subtotal: row.amountCents,
          amount_total: row.amountCents,
          cancel_url: row.cancelUrl,
          client_reference_id: row.clientReferenceId,
          created: seconds(row.createdAt),
          currency: row.currency,
          customer: null,
          expires_at: seconds(row.expiresAt),
          livemode: false,
          metadata: row.metadata,
          mode: 'payment',
          payment_intent: `pi_local_${randomBytes(12).toString('hex')}`,
          payment_method_types: ['card'],
          payment_status: 'paid',
          status: 'complete',
          success_url: row.successUrl,
          url: null,
        },
      },
    };
  };

  async function deliver(payload: string, attempt = 0): Promise<void> {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    try {
      const res = await doFetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signature,
          'user-agent': 'HighPay-LocalCheckout/1.0',
        },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`webhook endpoint answered ${res.status}`);
    } catch (error) {
      const delay = REDELIVERY_DELAYS_MS[attempt];
      logger.warn(
        { err: error, attempt: attempt + 1, url: options.webhookUrl },
        'local checkout: webhook delivery failed',
      );
      if (delay === undefined) return;
      setTimeout(() => void deliver(payload, attempt + 1), delay).unref();
    }
  }

  const find = async (id: string) =>
    (await prisma.localCheckoutSession.findUnique({ where: { id } })) as SessionRow | null;

  return {
    name: 'local',
    webhookSecret: options.webhookSecret,

    async createCheckoutSession(input: CheckoutSessionInput) {
      const id = `cs_local_${randomBytes(20).toString('hex')}`;
      await prisma.localCheckoutSession.create({
        data: {
          id,
          productName: input.productName,
          amountCents: input.amountCents,
          currency: input.currency,
          successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
          cancelUrl: input.cancelUrl,
          clientReferenceId: input.purchaseId,
          metadata: input.metadata,
          expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
        },
      });
      return { id, url: new URL(`/checkout/test/${id}`, options.publicBaseUrl).toString() };
    },

    async retrieveCheckoutSession(id: string) {
      const row = await find(id);
      return row ? toProviderSession(row) : null;
    },

    async describe(id: string) {
      const row = await find(id);
      if (!row) return null;
      const { productName, amountCents, currency, cancelUrl, successUrl } = row;
      return { id, productName, amountCents, currency, cancelUrl, successUrl, status: effectiveStatus(row) };
    },

    async pay(id: string) {
      const completed = await prisma.localCheckoutSession.updateManyAndReturn({
        where: { id, status: 'open', expiresAt: { gt: new Date() } },
        data: { status: 'complete', completedAt: new Date() },
      });
      const row = (completed[0] as SessionRow | undefined) ?? (await find(id));
      if (!row) throw new AppError('NOT_FOUND', 'This test checkout does not exist.');
      if (completed.length === 0) {
        // Paying twice (a double click, the back button) sends nothing more.
        if (row.status === 'complete') return { redirectUrl: row.successUrl };
        throw new AppError('BAD_REQUEST', 'This test checkout has expired. Please start again.');
      }
      await deliver(JSON.stringify(completedEvent(row), null, 2));
      return { redirectUrl: row.successUrl };
    },
  };
}
