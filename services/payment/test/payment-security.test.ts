// Money and files fail closed: no customer pays other than the catalogue's price, and no
// file leaves without a paid purchase and a valid, unexpired link for it.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES } from '@highpay/contracts';
import { signDownloadLink } from '../src/download/download-link.js';
import { extractPdf } from './support/extract.js';
import { LOCAL_SECRET, completedEvent, usePaymentService } from './support/payment-harness.js';
import { words } from './support/resumes.js';

const h = usePaymentService('paysec');

const json = { 'content-type': 'application/json' };
async function open(body: Record<string, unknown>) {
  const res = await h.checkout(body);
  const answer = (await res.json()) as { sessionId: string };
  const purchase = await h.prisma.purchase.findUniqueOrThrow({ where: { sessionId: answer.sessionId } });
  return { sessionId: answer.sessionId, purchaseId: purchase.id };
}
async function paidPurchase(text?: string) {
  const optimizationId = await h.seedOptimization({ text });
  const { sessionId, purchaseId } = await open({ product: 'resume-optimizer-download', optimizationId });
  await h.pay(sessionId);
  await h.waitForFiles(purchaseId);
  return { sessionId, purchaseId, optimizationId };
}
async function verify(sessionId: string) {
  const res = await h.api(`/verify-payment?session_id=${encodeURIComponent(sessionId)}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const fetchLink = (link: string) => h.api(new URL(link).pathname.replace(/^\/api/, '') + new URL(link).search);
const state = async (purchaseId: string) =>
  (await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).status;

describe('the price', () => {
  it.each([1, 0, -500, '1', 999_999, null])('a client price of %j still charges $5.00', async (price) => {
    const optimizationId = await h.seedOptimization();
    const { sessionId, purchaseId } = await open({ product: 'resume-optimizer-download', price, optimizationId });
    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).amountCents).toBe(500);
    expect((await h.prisma.localCheckoutSession.findUniqueOrThrow({ where: { id: sessionId } })).amountCents).toBe(500);
  });

  it('a paid event for another amount does not pay for the purchase', async () => {
    const { sessionId, purchaseId } = await open({ optimizationId: await h.seedOptimization() });
    await h.deliver(completedEvent({ id: sessionId, purchaseId, amount: 1 }));
    await h.deliver(completedEvent({ id: sessionId, purchaseId, currency: 'jpy' }));
    expect(await state(purchaseId)).toBe('pending');
    expect((await verify(sessionId)).status).toBe(402);
  });
});

describe('session ids that were not paid', () => {
  it.each([
    ['made up', 'cs_local_ffffffffffffffffffffffffffffffffffffffff', 404],
    ['in the wrong shape', '../../etc/passwd', 400],
    ['empty', '', 400],
  ])('a %s session id gets no file', async (_what, sessionId, status) => {
    const res = await verify(sessionId);
    expect(res).toEqual({ status, body: { error: expect.any(String), details: MESSAGES.verificationFailed } });
  });

  it('an unpaid session id gets no file', async () => {
    const { sessionId, purchaseId } = await open({ optimizationId: await h.seedOptimization() });
    const res = await verify(sessionId);
    expect(res.status).toBe(402);
    expect(res.body).not.toHaveProperty('downloadUrl');
    expect(await h.prisma.downloadArtifact.count({ where: { purchaseId } })).toBe(0);
  });

  it('an expired session id gets no file, and its test checkout can no longer be paid', async () => {
    const { sessionId, purchaseId } = await open({ optimizationId: await h.seedOptimization() });
    await h.prisma.localCheckoutSession.update({
      where: { id: sessionId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const pay = await h.pay(sessionId);
    expect(pay.status).toBe(400);
    expect((await verify(sessionId)).status).toBe(402);
    expect(await state(purchaseId)).toBe('pending');

    const { sessionId: other, purchaseId: otherId } = await open({ optimizationId: await h.seedOptimization() });
    await h.deliver(completedEvent({ id: other, purchaseId: otherId }, undefined, 'checkout.session.expired'));
    expect((await verify(other)).status).toBe(402);
  });

  it('a job credit that was never spent has no files to hand out', async () => {
    const { sessionId } = await open({});
    await h.pay(sessionId);
    expect((await verify(sessionId)).status).toBe(400);
  });
});

describe('webhooks', () => {
  it('a forged, tampered, missing or stale signature is a 400 and changes nothing', async () => {
    const { sessionId, purchaseId } = await open({ optimizationId: await h.seedOptimization() });
    const event = completedEvent({ id: sessionId, purchaseId }, 'evt_forged_1');
    const payload = JSON.stringify(event);
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_SECRET });
    const tamperedSignature = good.replace(/v1=([a-f0-9])/, (_m, c: string) => `v1=${c === 'a' ? 'b' : 'a'}`);
    const attempts = [
      h.deliver(payload, { secret: 'whsec_someone_elses_secret_000000' }),
      h.deliver(payload, { header: tamperedSignature }),
      h.deliver(payload.replace('"amount_total":500', '"amount_total":5'), { header: good }),
      h.deliver(payload, { header: null }),
      h.deliver(payload, { header: 'garbage' }),
      h.deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Bad Request', details: 'Webhook signature verification failed.' });
    }
    expect(await state(purchaseId)).toBe('pending');
    expect(await h.prisma.webhookEvent.findUnique({ where: { id: 'evt_forged_1' } })).toBeNull();
  });

  it('a delivery over 512 kB is a 413 and changes nothing; a GET on the webhook path is a 404', async () => {
    const { sessionId, purchaseId } = await open({ optimizationId: await h.seedOptimization() });
    const event = { ...completedEvent({ id: sessionId, purchaseId }, 'evt_huge_1'), padding: 'x'.repeat(600 * 1024) };
    const res = await h.deliver(event);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'Payload Too Large',
      details: 'Request body is larger than the limit of 524288 bytes.',
    });
    expect(await state(purchaseId)).toBe('pending');
    expect(await h.prisma.webhookEvent.findUnique({ where: { id: 'evt_huge_1' } })).toBeNull();

    const get = await h.api('/webhooks/stripe');
    expect(get.status).toBe(404);
    // The service still takes deliveries after refusing one.
    expect((await h.deliver(completedEvent({ id: sessionId, purchaseId }, 'evt_after_huge'))).status).toBe(200);
    expect(await state(purchaseId)).toBe('paid');
  });

  it('a replayed or re-signed event changes nothing', async () => {
    const { sessionId, purchaseId } = await open({ optimizationId: await h.seedOptimization() });
    const payload = JSON.stringify(completedEvent({ id: sessionId, purchaseId }, 'evt_replay_1'));
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_SECRET });
    expect(await (await h.deliver(payload, { header })).json()).toEqual({ received: true, duplicate: false });
    const paidAt = (await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).paidAt;

    // The same bytes again, the same event signed anew, and a new event id for the same session.
    expect(await (await h.deliver(payload, { header })).json()).toEqual({ received: true, duplicate: true });
    expect(await (await h.deliver(payload, { timestamp: Math.floor(Date.now() / 1000) + 1 })).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await h.deliver(completedEvent({ id: sessionId, purchaseId }, 'evt_replay_2'))).status).toBe(200);

    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).paidAt).toEqual(paidAt);
    expect(h.enqueued.filter((id) => id === purchaseId)).toHaveLength(1);
    expect(await h.prisma.webhookEvent.count({ where: { id: { in: ['evt_replay_1', 'evt_replay_2'] } } })).toBe(2);
  });
});

describe('download links', () => {
  it('a tampered link is a 403 and serves nothing', async () => {
    const { sessionId } = await paidPurchase();
    const { pdf } = (await verify(sessionId)).body.downloads as { pdf: string };
    expect((await fetchLink(pdf)).status).toBe(200);
    const other = await paidPurchase();
    const url = new URL(pdf);
    const variants = [
      pdf.replace(/\/pdf\?/, '/docx?'),
      pdf.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      pdf.replace(/signature=([a-f0-9])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`),
      pdf.replace(/&signature=[a-f0-9]+/, ''),
      pdf.replace(url.pathname.split('/')[3]!, other.purchaseId),
    ];
    for (const link of variants) {
      const res = await fetchLink(link);
      expect(res.status, link).toBe(403);
      expect(await res.json()).toEqual({ error: 'Forbidden', details: PAYMENT_MESSAGES.linkInvalid });
    }
  });

  it('a link past its 24 hours is a 403 that says it expired', async () => {
    const { sessionId } = await paidPurchase();
    const { docx } = (await verify(sessionId)).body.downloads as { docx: string };
    h.clock.offsetMs = 24 * 3600_000 + 1000;
    try {
      const res = await fetchLink(docx);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Forbidden', details: PAYMENT_MESSAGES.linkExpired });
    } finally {
      h.clock.offsetMs = 0;
    }
  });

  it('a correctly signed link to a purchase that is not paid serves nothing', async () => {
    const { purchaseId } = await open({ optimizationId: await h.seedOptimization() });
    const link = signDownloadLink({
      baseUrl: 'http://shop.test',
      secret: h.payments.deps.downloadSigningSecret,
      purchaseId,
      format: 'pdf',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect((await fetchLink(link)).status).toBe(403);
  });
});

describe('one customer, one resume', () => {
  it("one customer's session id opens only the resume it paid for", async () => {
    const alice = await paidPurchase('Alice Example\n\nEXPERIENCE\n- Alice shipped the billing system');
    const bob = await paidPurchase('Bob Example\n\nEXPERIENCE\n- Bob ran the data platform');

    const aliceLinks = (await verify(alice.sessionId)).body.downloads as { pdf: string };
    expect(aliceLinks.pdf).toContain(`/downloads/${alice.purchaseId}/`);
    const text = (await extractPdf(new Uint8Array(await (await fetchLink(aliceLinks.pdf)).arrayBuffer()))).text;
    expect(words(text)).toEqual(words('Alice Example\nEXPERIENCE\nAlice shipped the billing system'));
    expect(text).not.toContain('Bob');

    // Alice's link pointed at Bob's purchase is refused.
    expect((await fetchLink(aliceLinks.pdf.replace(alice.purchaseId, bob.purchaseId))).status).toBe(403);
    // Alice's paid session is no credit: offering it does not unlock Bob's resume.
    const res = await h.api('/checkout-sessions', {
      method: 'POST',
      headers: { ...json, 'x-credit-sessions': alice.sessionId },
      body: JSON.stringify({ optimizationId: bob.optimizationId }),
    });
    const answer = (await res.json()) as { sessionId: string; url: string };
    expect(answer.sessionId).not.toBe(alice.sessionId);
    expect(answer.url).toMatch(/\/checkout\/test\/cs_local_/);
  });
});
