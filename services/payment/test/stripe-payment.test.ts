// The Stripe provider through the real `stripe` SDK, against a local server that answers
// Stripe's Checkout Sessions API format.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@highpay/contracts';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe.js';
import { LOCAL_SECRET, completedEvent, startPaymentService, type PaymentHarness } from './support/payment-harness.js';

const STRIPE_WEBHOOK_SECRET = 'whsec_stripe_secret_for_tests_abcdef';
const json = { 'content-type': 'application/json' };

let stripe: FakeStripe;
let h: PaymentHarness;
beforeAll(async () => {
  stripe = await startFakeStripe();
  h = await startPaymentService('stripe', {
    env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
  });
});
afterAll(async () => {
  await h.close();
  await stripe.close();
});

async function checkout(body: unknown) {
  const res = await h.api('/checkout-sessions', { method: 'POST', headers: json, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('checkout with Stripe', () => {
  it("creates a Checkout Session at the catalogue's $5.00, with our metadata, return URLs and an idempotency key", async () => {
    const optimizationId = await h.seedOptimization();
    const { status, body } = await checkout({ product: 'resume-optimizer-download', price: 1, optimizationId });
    expect(status).toBe(200);
    expect(body.sessionId).toMatch(/^cs_test_/);
    expect(body.url).toBe(`https://checkout.stripe.com/c/pay/${body.sessionId}`);

    const purchase = await h.prisma.purchase.findUniqueOrThrow({ where: { sessionId: body.sessionId! } });
    expect(purchase).toMatchObject({ provider: 'stripe', amountCents: 500, currency: 'usd', status: 'pending' });
    const request = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(request.headers['idempotency-key']).toBe(`checkout-session-${purchase.id}`);
    expect(request.params).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '500',
            product_data: { name: 'Optimized resume download (PDF + DOCX)' },
          },
        },
      ],
      success_url: 'http://shop.test/resume-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/#resume',
      client_reference_id: purchase.id,
      metadata: {
        purchaseId: purchase.id,
        optimizationId,
        kind: 'resume_download',
        product: 'resume-optimizer-download',
      },
    });
  });

  it('answers "Failed to create checkout session" when Stripe is down, and keeps no open purchase', async () => {
    const optimizationId = await h.seedOptimization();
    stripe.down = true;
    try {
      const { status, body } = await checkout({ product: 'resume-optimizer-download', optimizationId });
      expect(status).toBe(502);
      expect(body.details).toBe(MESSAGES.checkoutFailed);
      expect(await h.prisma.purchase.count({ where: { optimizationId, status: 'pending' } })).toBe(0);
    } finally {
      stripe.down = false;
    }
  });
});

describe('Stripe webhooks and verification', () => {
  it("accepts an event signed with STRIPE_WEBHOOK_SECRET and rejects one signed with the local checkout's secret", async () => {
    const { body } = await checkout({ optimizationId: await h.seedOptimization() });
    const purchase = await h.prisma.purchase.findUniqueOrThrow({ where: { sessionId: body.sessionId! } });
    const event = {
      ...completedEvent({ id: body.sessionId!, purchaseId: purchase.id }),
      data: { object: stripe.markPaid(body.sessionId!) },
    };

    const forged = await h.deliver(event, { secret: LOCAL_SECRET });
    expect(forged.status).toBe(400);
    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchase.id } })).status).toBe('pending');

    const real = await h.deliver(event, { secret: STRIPE_WEBHOOK_SECRET });
    expect(real.status).toBe(200);
    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchase.id } })).status).toBe('paid');
    await h.waitForFiles(purchase.id);
  });

  it('asks Stripe when the webhook has not arrived: paid there means files here; unpaid means no link', async () => {
    const { body } = await checkout({ optimizationId: await h.seedOptimization() });
    const unpaid = await h.api(`/verify-payment?session_id=${body.sessionId}`);
    expect(unpaid.status).toBe(402);
    expect(await unpaid.json()).toMatchObject({ details: MESSAGES.verificationFailed });

    stripe.markPaid(body.sessionId!);
    const paid = await h.api(`/verify-payment?session_id=${body.sessionId}`);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      paid: true,
      ready: true,
      downloads: { pdf: expect.any(String), docx: expect.any(String) },
    });
    expect(
      stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${body.sessionId}`).length,
    ).toBeGreaterThan(0);
  });

  it('answers "Unable to verify your payment. Please contact support." when Stripe cannot be asked', async () => {
    const { body } = await checkout({ optimizationId: await h.seedOptimization() });
    stripe.down = true;
    try {
      const res = await h.api(`/verify-payment?session_id=${body.sessionId}`);
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ details: MESSAGES.unableToVerify });
    } finally {
      stripe.down = false;
    }
  });

  it('has no local test checkout while Stripe is configured', async () => {
    const { body } = await checkout({ optimizationId: await h.seedOptimization() });
    expect((await h.api(`/local-checkout/${body.sessionId}`)).status).toBe(404);
    expect((await h.api(`/local-checkout/${body.sessionId}/pay`, { method: 'POST' })).status).toBe(404);
  });

  it('uses the SDK’s own signature scheme: constructEvent accepts what the tests sign', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'ping' });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    expect(Stripe.webhooks.constructEvent(payload, header, STRIPE_WEBHOOK_SECRET).id).toBe('evt_1');
  });
});
