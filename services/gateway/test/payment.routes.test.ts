// The gateway's payment routes in front of a real payment service: the public /api paths,
// the raw-body webhook relay, the local test checkout page, downloads and the credit cookie.
import { describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES } from '@highpay/contracts';
import { insertJobs } from '../../../test/support/jobs.js';
import { useGatewayOverPayment } from './support/gateway-setup.js';

const gw = useGatewayOverPayment('gwpay');

const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gw.base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('buying through the gateway', () => {
  it('creates a session at $5.00 and shows the test checkout: marked as a test, product, price, Pay and Cancel', async () => {
    const optimizationId = await gw.payment.seedOptimization();
    const res = await post('/api/create-checkout-session', {
      product: 'resume-optimizer-download',
      price: 1,
      optimizationId,
    });
    expect(res.status).toBe(200);
    const { sessionId, url } = (await res.json()) as { sessionId: string; url: string };
    expect(url).toBe(`${gw.base}/checkout/test/${sessionId}`);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('TEST CHECKOUT');
    expect(html).toContain('Optimized resume download (PDF + DOCX)');
    expect(html).toContain('<strong>$5.00</strong>');
    expect(html).toContain(
      `<form method="post" action="/checkout/test/${sessionId}/pay"><button type="submit">Pay</button></form>`,
    );
    expect(html).toContain(`<a class="cancel" href="${gw.base}/#resume">Cancel</a>`);
  });

  it('paying redirects to the success page; the signed event reached the webhook through the gateway byte for byte', async () => {
    const optimizationId = await gw.payment.seedOptimization({ jobTitle: 'Staff Engineer' });
    const { sessionId } = (await (await post('/api/create-checkout-session', { optimizationId })).json()) as {
      sessionId: string;
    };
    const paid = await fetch(`${gw.base}/checkout/test/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${gw.base}/resume-success?session_id=${sessionId}`);
    const purchase = await gw.deps.prisma.purchase.findUniqueOrThrow({ where: { sessionId } });
    expect(purchase.status).toBe('paid');
    expect(
      await gw.deps.prisma.webhookEvent.count({
        where: { payload: { path: ['data', 'object', 'id'], equals: sessionId } },
      }),
    ).toBe(1);

    const verified = await fetch(`${gw.base}/api/verify-payment?session_id=${sessionId}`);
    expect(verified.status).toBe(200);
    expect(verified.headers.get('cache-control')).toBe('no-store');
    const body = (await verified.json()) as { downloadUrl: string; downloads: { pdf: string; docx: string } };
    expect(body.downloadUrl.startsWith(`${gw.base}/api/downloads/${purchase.id}/pdf?`)).toBe(true);

    const file = await fetch(body.downloads.docx);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="optimized-resume-staff-engineer.docx"');
    const stored = await gw.deps.prisma.downloadArtifact.findUniqueOrThrow({
      where: { purchaseId_format: { purchaseId: purchase.id, format: 'docx' } },
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(stored.content))).toBe(true);
    expect(file.headers.get('etag')).toBe(`"${stored.sha256}"`);

    const tampered = await fetch(body.downloads.pdf.replace('/pdf?', '/docx?'));
    expect(tampered.status).toBe(403);
    expect(await tampered.json()).toEqual({ error: 'Forbidden', details: PAYMENT_MESSAGES.linkInvalid });
  });

  it('relays a webhook with a bad signature as a 400', async () => {
    const res = await post(
      '/api/webhooks/stripe',
      { id: 'evt_x', type: 'checkout.session.completed' },
      { 'stripe-signature': 't=1,v1=00' },
    );
    expect(res.status).toBe(400);
  });

  it('answers the catalogue errors for bad checkout requests and session ids', async () => {
    expect(await (await post('/api/create-checkout-session', { product: 'other' })).json()).toEqual({
      error: 'Bad Request',
      details: 'product: Unknown product.',
    });
    const bad = await fetch(`${gw.base}/api/verify-payment?session_id=nope`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Bad Request', details: MESSAGES.verificationFailed });
    const unknown = await fetch(
      `${gw.base}/api/verify-payment?session_id=cs_local_0123456789abcdef0123456789abcdef01234567`,
    );
    expect(unknown.status).toBe(404);
    expect((await fetch(`${gw.base}/checkout/test/cs_local_nothing_here_at_all`)).status).toBe(404);
  });
});

describe("the job page's credit", () => {
  it('is remembered in an HttpOnly cookie, verified by verify-session, and unlocks the next optimization for that job', async () => {
    const [jobId] = await insertJobs(gw.payment.db.url, [{ title: 'Backend Engineer' }]);
    const created = await post('/api/create-checkout-session', { jobId });
    const { sessionId, url } = (await created.json()) as { sessionId: string; url: string };
    const cookie = created.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(`^hp_credits=${sessionId}; Max-Age=\\d+; Path=/api; Expires=.+; HttpOnly; SameSite=Lax$`),
    );

    expect(await (await fetch(`${gw.base}/api/verify-session?sessionId=${sessionId}`)).json()).toEqual({
      paid: false,
      metadata: { jobId },
    });
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`${gw.base}/job/${jobId}?session_id=${sessionId}`);
    expect(await (await fetch(`${gw.base}/api/verify-session?sessionId=${sessionId}`)).json()).toEqual({
      paid: true,
      metadata: { jobId },
    });

    const optimizationId = await gw.payment.seedOptimization({ jobId: Number(jobId) });
    const withoutCookie = (await (
      await post('/api/create-checkout-session', { product: 'resume-optimizer-download', price: 500, optimizationId })
    ).json()) as { url: string };
    expect(withoutCookie.url).toContain('/checkout/test/');
    const withCookie = await post(
      '/api/create-checkout-session',
      { product: 'resume-optimizer-download', price: 500, optimizationId },
      { cookie: cookie.split(';')[0]! },
    );
    expect(await withCookie.json()).toEqual({ sessionId, url: `${gw.base}/resume-success?session_id=${sessionId}` });
    const verified = (await (await fetch(`${gw.base}/api/verify-payment?session_id=${sessionId}`)).json()) as {
      ready: boolean;
    };
    expect(verified.ready).toBe(true);
  });
});
