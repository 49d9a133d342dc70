// DELETE /api/optimizations/:id in front of a real payment service: the owner of a resume
// deletes it at once, the purchase record stays, and its downloads then say why they are gone.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, ZVerifyPaymentResponse } from '@highpay/contracts';
import { sweepUnrendered } from '../../payment/src/render/render.processor.js';
import { useGatewayOverPayment } from './support/gateway-setup.js';

const gw = useGatewayOverPayment('gwdel');

const deleteResume = (optimizationId: string, body?: unknown) =>
  fetch(`${gw.base}/api/optimizations/${optimizationId}`, {
    method: 'DELETE',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

/** A resume bought through the gateway's checkout and paid on the local test checkout, with its files built. */
async function paidResume(): Promise<{ optimizationId: string; sessionId: string; downloads: Record<string, string> }> {
  const optimizationId = await gw.payment.seedOptimization();
  const checkout = await fetch(`${gw.base}/api/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product: 'resume-optimizer-download', price: 500, optimizationId }),
  });
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  await fetch(`${gw.base}/checkout/test/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  const verified = ZVerifyPaymentResponse.parse(
    await (await fetch(`${gw.base}/api/verify-payment?session_id=${sessionId}`)).json(),
  );
  if (!verified.ready) throw new Error('the files were not built in time');
  expect(verified.optimizationId).toBe(optimizationId);
  return { optimizationId, sessionId, downloads: verified.downloads };
}

const errorOf = async (res: Response) => ((await res.json()) as { details: string }).details;

describe('deleting a resume', () => {
  it('takes only its id while it is not paid for: 204, and the resume is gone', async () => {
    const optimizationId = await gw.payment.seedOptimization();
    await gw.deps.optimizeQueue.add('optimize', { optimizationId }, { jobId: optimizationId });
    const res = await deleteResume(optimizationId);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await gw.deps.prisma.optimization.findUnique({ where: { id: optimizationId } })).toBeNull();
    // The queue's copy of the job (a finished one holds the preview) goes too.
    expect(await gw.deps.optimizeQueue.getJob(optimizationId)).toBeUndefined();
  });

  it("of a paid resume, with its id and its payment's session id: 204, the resume, draft, preview, report and files are gone, and the purchase stays", async () => {
    const { optimizationId, sessionId } = await paidResume();
    const purchase = await gw.deps.prisma.purchase.findUniqueOrThrow({ where: { sessionId } });

    const res = await deleteResume(optimizationId, { sessionId });
    expect(res.status).toBe(204);
    expect(await gw.deps.prisma.optimization.findUniqueOrThrow({ where: { id: optimizationId } })).toMatchObject({
      resumeText: '',
      optimizedResume: null,
      preview: null,
      match: null,
      resumeDeletion: 'user_request',
    });
    expect(await gw.deps.prisma.downloadArtifact.count({ where: { purchaseId: purchase.id } })).toBe(0);
    expect(await gw.deps.prisma.purchase.findUniqueOrThrow({ where: { sessionId } })).toEqual(purchase);
  });

  it('then answers its downloads and its payment page with 410 "This resume was deleted at your request."', async () => {
    const { optimizationId, sessionId, downloads } = await paidResume();
    expect((await deleteResume(optimizationId, { sessionId })).status).toBe(204);

    for (const link of [downloads.pdf!, downloads.docx!, `${gw.base}/api/verify-payment?session_id=${sessionId}`]) {
      const res = await fetch(link);
      expect(res.status).toBe(410);
      expect(await errorOf(res)).toBe('This resume was deleted at your request.');
    }
    const again = await fetch(`${gw.base}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product: 'resume-optimizer-download', price: 500, optimizationId }),
    });
    expect(again.status).toBe(410);
  });

  it('answers 204 again when it is asked twice', async () => {
    const { optimizationId, sessionId } = await paidResume();
    expect((await deleteResume(optimizationId, { sessionId })).status).toBe(204);
    expect((await deleteResume(optimizationId, { sessionId })).status).toBe(204);
  });

  it("of a paid resume, refuses its id alone or with another payment's session id (403), and deletes nothing", async () => {
    const { optimizationId } = await paidResume();
    const other = await paidResume();
    const before = await gw.deps.prisma.optimization.findUniqueOrThrow({ where: { id: optimizationId } });
    for (const body of [undefined, {}, { sessionId: other.sessionId }]) {
      const res = await deleteResume(optimizationId, body);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe(PRIVACY_MESSAGES.checkoutMismatch);
    }
    expect(await gw.deps.prisma.optimization.findUniqueOrThrow({ where: { id: optimizationId } })).toEqual(before);
  });

  it.each([
    ['an id no resume has', randomUUID()],
    ['something that is not an id', 'not-a-resume'],
  ])('answers 404 "We could not find that resume" for %s', async (_label, id) => {
    const res = await deleteResume(id);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe(PRIVACY_MESSAGES.resumeNotFound);
  });

  it('answers 400 for a session id of the wrong shape, and deletes nothing', async () => {
    const optimizationId = await gw.payment.seedOptimization();
    const res = await deleteResume(optimizationId, { sessionId: 'nope' });
    expect(res.status).toBe(400);
    expect(await gw.deps.prisma.optimization.findUnique({ where: { id: optimizationId } })).not.toBeNull();
  });

  it('leaves the render sweep nothing to rebuild for a deleted resume', async () => {
    const { optimizationId, sessionId } = await paidResume();
    const kept = await paidResume();
    await deleteResume(optimizationId, { sessionId });
    // Both purchases without files, paid long enough ago for the sweep to look at them.
    await gw.deps.prisma.downloadArtifact.deleteMany({ where: { purchase: { sessionId: kept.sessionId } } });
    await gw.deps.prisma.purchase.updateMany({
      where: { sessionId: { in: [sessionId, kept.sessionId] } },
      data: { paidAt: new Date(Date.now() - 10 * 60_000) },
    });
    const ensured: string[] = [];
    const count = await sweepUnrendered(
      gw.deps.prisma,
      { enqueue: () => Promise.resolve(), ensure: (id) => Promise.resolve(void ensured.push(id)) },
      pino({ level: 'silent' }),
    );
    const keptPurchase = await gw.deps.prisma.purchase.findUniqueOrThrow({ where: { sessionId: kept.sessionId } });
    expect(ensured).toEqual([keptPurchase.id]);
    expect(count).toBe(1);
  });
});
