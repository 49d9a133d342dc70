// The payment service end to end over HTTP, on the local provider: checkout at the
// catalogue's price, the test checkout's signed events, once-only fulfilment, the
// render queue's files, verification, downloads and job credits.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES } from '@highpay/contracts';
import { insertJobs } from '../../../test/support/jobs.js';
import { extractDocx, extractPdf } from './support/extract.js';
import { completedEvent, startPaymentService, usePaymentService } from './support/payment-harness.js';
import { TWO_PAGE_RESUME, words } from './support/resumes.js';

const h = usePaymentService('pay');

async function checkout(body: unknown, credits: string[] = []) {
  const res = await h.checkout(body, credits);
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}
async function buy(optimizationId: string) {
  const { body } = await checkout({ product: 'resume-optimizer-download', price: 500, optimizationId });
  const purchase = await h.prisma.purchase.findUniqueOrThrow({ where: { sessionId: body.sessionId! } });
  return { sessionId: body.sessionId!, url: body.url!, purchaseId: purchase.id };
}
async function pay(sessionId: string) {
  const res = await h.pay(sessionId);
  expect(res.status).toBe(200);
  return (await res.json()) as { redirectUrl: string };
}
const verify = async (sessionId: string) => {
  const res = await h.api(`/verify-payment?session_id=${encodeURIComponent(sessionId)}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const localPath = (url: string) => new URL(url).pathname + new URL(url).search;

describe('checkout', () => {
  it('opens a $5.00 session for an optimized resume, whatever price the client sends', async () => {
    const optimizationId = await h.seedOptimization();
    const { status, body } = await checkout({ product: 'resume-optimizer-download', price: 1, optimizationId });
    expect(status).toBe(200);
    expect(body.sessionId).toMatch(/^cs_local_[a-f0-9]{40}$/);
    expect(body.url).toBe(`http://shop.test/checkout/test/${body.sessionId}`);
    const purchase = await h.prisma.purchase.findUniqueOrThrow({ where: { sessionId: body.sessionId! } });
    expect(purchase).toMatchObject({
      kind: 'resume_download',
      status: 'pending',
      amountCents: 500,
      currency: 'usd',
      optimizationId,
      provider: 'local',
    });
    const view = (await (await h.api(`/local-checkout/${body.sessionId}`)).json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      amountCents: 500,
      currency: 'usd',
      status: 'open',
      productName: 'Optimized resume download (PDF + DOCX)',
    });
    expect(view.successUrl).toBe(`http://shop.test/resume-success?session_id=${body.sessionId}`);
    expect(view.cancelUrl).toBe('http://shop.test/#resume');
  });

  it.each([
    [
      { product: 'gold-membership', optimizationId: '00000000-0000-4000-8000-000000000000' },
      'product: Unknown product.',
    ],
    [
      { product: 'resume-optimizer-download', price: 500 },
      'optimizationId: optimizationId is required for this product',
    ],
    [
      { product: 'resume-optimizer-download', optimizationId: 'abc' },
      'optimizationId: optimizationId must be the id of an optimized resume',
    ],
    [
      { product: 'resume-optimizer-download', optimizationId: '00000000-0000-4000-8000-000000000000' },
      PAYMENT_MESSAGES.unknownOptimization,
    ],
    [{ jobId: '999999' }, PAYMENT_MESSAGES.unknownJob],
  ])('refuses %j with a 400 that says why, and opens no session', async (body, details) => {
    const before = await h.prisma.purchase.count();
    const res = await checkout(body);
    expect(res).toEqual({ status: 400, body: { error: 'Bad Request', details } });
    expect(await h.prisma.purchase.count()).toBe(before);
  });

  it('does not sell a draft that is still being written', async () => {
    const optimizationId = await h.seedOptimization({ status: 'queued' });
    expect((await checkout({ product: 'resume-optimizer-download', optimizationId })).body.details).toBe(
      PAYMENT_MESSAGES.optimizationNotReady,
    );
  });

  it("the job page's {jobId} buys a credit that returns to the job; {} buys one without a job", async () => {
    const [jobId] = await insertJobs(h.db.url, [{ title: 'Platform Engineer' }]);
    const withJob = await checkout({ jobId });
    expect(withJob.status).toBe(200);
    const purchase = await h.prisma.purchase.findUniqueOrThrow({ where: { sessionId: withJob.body.sessionId! } });
    expect(purchase).toMatchObject({
      kind: 'job_credit',
      jobId: Number(jobId),
      amountCents: 500,
      optimizationId: null,
    });
    const view = (await (await h.api(`/local-checkout/${withJob.body.sessionId}`)).json()) as Record<string, string>;
    expect(view.successUrl).toBe(`http://shop.test/job/${jobId}?session_id=${withJob.body.sessionId}`);
    expect(view.cancelUrl).toBe(`http://shop.test/job/${jobId}`);

    const without = await checkout({});
    expect(without.status).toBe(200);
    expect(await h.prisma.purchase.findUniqueOrThrow({ where: { sessionId: without.body.sessionId! } })).toMatchObject({
      kind: 'job_credit',
      jobId: null,
    });
  });
});

describe('paying on the test checkout', () => {
  it('sends a signed checkout.session.completed event that marks the purchase paid and builds both files once', async () => {
    const optimizationId = await h.seedOptimization();
    const { sessionId, purchaseId } = await buy(optimizationId);
    const { redirectUrl } = await pay(sessionId);
    expect(redirectUrl).toBe(`http://shop.test/resume-success?session_id=${sessionId}`);

    const purchase = await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } });
    expect(purchase.status).toBe('paid');
    expect(purchase.paidAt).toBeInstanceOf(Date);
    const events = await h.prisma.webhookEvent.findMany({
      where: { payload: { path: ['data', 'object', 'id'], equals: sessionId } },
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'checkout.session.completed',
      provider: 'local',
      processedAt: expect.any(Date),
    });

    await h.waitForFiles(purchaseId);
    const artifacts = await h.prisma.downloadArtifact.findMany({ where: { purchaseId }, orderBy: { format: 'asc' } });
    expect(artifacts.map((a) => a.format)).toEqual(['pdf', 'docx']);
    for (const a of artifacts) {
      expect(a.sha256).toBe(createHash('sha256').update(a.content).digest('hex'));
      expect(a.byteSize).toBe(a.content.byteLength);
    }
    expect(h.enqueued.filter((id) => id === purchaseId)).toHaveLength(1);

    // Paying again (the back button, a double click) sends nothing more.
    expect(await pay(sessionId)).toEqual({ redirectUrl });
    expect(
      await h.prisma.webhookEvent.count({ where: { payload: { path: ['data', 'object', 'id'], equals: sessionId } } }),
    ).toBe(1);
  });

  it('then verification hands out signed 24-hour links to a PDF and a DOCX whose text is the full resume', async () => {
    const optimizationId = await h.seedOptimization({ jobTitle: 'Senior Backend Engineer' });
    const { sessionId, purchaseId } = await buy(optimizationId);
    await pay(sessionId);
    const { status, body } = await verify(sessionId);
    expect(status).toBe(200);
    expect(body).toMatchObject({ paid: true, ready: true, fileName: 'optimized-resume-senior-backend-engineer' });
    const downloads = body.downloads as { pdf: string; docx: string };
    expect(body.downloadUrl).toBe(downloads.pdf);
    expect(downloads.pdf).toMatch(
      new RegExp(`^http://shop\\.test/api/downloads/${purchaseId}/pdf\\?expires=\\d+&signature=[a-f0-9]{64}$`),
    );
    const expires = Number(new URL(downloads.pdf).searchParams.get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    const pdfRes = await h.api(localPath(downloads.pdf).replace(/^\/api/, ''));
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    expect(pdfRes.headers.get('content-disposition')).toBe(
      'attachment; filename="optimized-resume-senior-backend-engineer.pdf"',
    );
    const pdf = new Uint8Array(await pdfRes.arrayBuffer());
    expect(words((await extractPdf(pdf)).text)).toEqual(words(TWO_PAGE_RESUME));

    const docxRes = await h.api(localPath(downloads.docx).replace(/^\/api/, ''));
    expect(docxRes.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(words((await extractDocx(new Uint8Array(await docxRes.arrayBuffer()))).text)).toEqual(
      words(TWO_PAGE_RESUME),
    );
    const stored = await h.prisma.downloadArtifact.findUniqueOrThrow({
      where: { purchaseId_format: { purchaseId, format: 'pdf' } },
    });
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(stored.sha256);
  });
});

describe('webhooks', () => {
  it('apply one event id once, even when it is delivered five times at once', async () => {
    const { sessionId, purchaseId } = await buy(await h.seedOptimization());
    const event = JSON.stringify(completedEvent({ id: sessionId, purchaseId }, 'evt_dup_1'));
    const answers = await Promise.all(Array.from({ length: 5 }, () => h.deliver(event)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{ duplicate: boolean }>;
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(await h.prisma.webhookEvent.count({ where: { id: 'evt_dup_1' } })).toBe(1);
    expect(h.enqueued.filter((id) => id === purchaseId)).toHaveLength(1);
    await h.waitForFiles(purchaseId);
  });

  it('mark a session paid once when different events for it race (completed and async_payment_succeeded)', async () => {
    const { sessionId, purchaseId } = await buy(await h.seedOptimization());
    await Promise.all([
      h.deliver(completedEvent({ id: sessionId, purchaseId })),
      h.deliver(completedEvent({ id: sessionId, purchaseId }, undefined, 'checkout.session.async_payment_succeeded')),
      h.deliver(completedEvent({ id: sessionId, purchaseId })),
    ]);
    expect(h.enqueued.filter((id) => id === purchaseId)).toHaveLength(1);
    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).status).toBe('paid');
  });

  it('fulfil every session of a burst once: retries, second events and expirations arriving together', async () => {
    const bought = await Promise.all(Array.from({ length: 20 }, async () => buy(await h.seedOptimization())));
    const deliveries = bought.flatMap(({ sessionId, purchaseId }, i) => {
      const completed = JSON.stringify(completedEvent({ id: sessionId, purchaseId }, `evt_burst_${i}`));
      return [
        completed,
        completed,
        JSON.stringify(
          completedEvent(
            { id: sessionId, purchaseId },
            `evt_burst_async_${i}`,
            'checkout.session.async_payment_succeeded',
          ),
        ),
        // Half of them also expire in the same burst: paid must still win.
        ...(i % 2
          ? [
              JSON.stringify(
                completedEvent({ id: sessionId, purchaseId }, `evt_burst_exp_${i}`, 'checkout.session.expired'),
              ),
            ]
          : []),
      ];
    });
    const answers = await Promise.all(deliveries.sort(() => Math.random() - 0.5).map((d) => h.deliver(d)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{ duplicate: boolean }>;
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(50); // 20 completed + 20 async + 10 expired
    for (const { purchaseId } of bought) {
      expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).status).toBe('paid');
      expect(h.enqueued.filter((id) => id === purchaseId)).toHaveLength(1);
    }
    expect(await h.prisma.webhookEvent.count({ where: { id: { startsWith: 'evt_burst_' } } })).toBe(50);
  });

  it('do not undo a payment when an expired event arrives after it', async () => {
    const { sessionId, purchaseId } = await buy(await h.seedOptimization());
    await h.deliver(completedEvent({ id: sessionId, purchaseId }));
    const late = await h.deliver(completedEvent({ id: sessionId, purchaseId }, undefined, 'checkout.session.expired'));
    expect(late.status).toBe(200);
    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).status).toBe('paid');
  });

  it('expire a session that was never paid, and a payment that arrives after that still counts', async () => {
    const { sessionId, purchaseId } = await buy(await h.seedOptimization());
    await h.deliver(completedEvent({ id: sessionId, purchaseId }, undefined, 'checkout.session.expired'));
    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).status).toBe('expired');
    await h.deliver(completedEvent({ id: sessionId, purchaseId }));
    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).status).toBe('paid');
  });

  it('wait for a payment that is still processing, and fulfil on async_payment_succeeded', async () => {
    const { sessionId, purchaseId } = await buy(await h.seedOptimization());
    await h.deliver(completedEvent({ id: sessionId, purchaseId, paymentStatus: 'unpaid' }));
    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).status).toBe('pending');
    await h.deliver(
      completedEvent({ id: sessionId, purchaseId }, undefined, 'checkout.session.async_payment_succeeded'),
    );
    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).status).toBe('paid');
  });

  it('record events they do not act on, once, and answer 200', async () => {
    const res = await h.deliver({
      id: 'evt_other_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect(res.status).toBe(200);
    expect(await h.prisma.webhookEvent.findUnique({ where: { id: 'evt_other_1' } })).toMatchObject({
      type: 'customer.created',
    });
  });

  it('find a purchase whose session id was never stored, through its metadata', async () => {
    const { sessionId, purchaseId } = await buy(await h.seedOptimization());
    await h.prisma.purchase.update({ where: { id: purchaseId }, data: { sessionId: `pending_${purchaseId}` } });
    await h.deliver(completedEvent({ id: sessionId, purchaseId }));
    expect(await h.prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).toMatchObject({
      status: 'paid',
      sessionId,
    });
  });
});

describe('verification', () => {
  it('fulfils a paid session whose webhook never arrived, and the late webhook changes nothing', async () => {
    const lost = await startPaymentService('paylost', { webhookUrl: 'http://127.0.0.1:9/webhooks/stripe' });
    try {
      const optimizationId = await lost.seedOptimization();
      const created = (await (await lost.checkout({ optimizationId })).json()) as { sessionId: string };
      await lost.pay(created.sessionId);
      const purchase = await lost.prisma.purchase.findUniqueOrThrow({ where: { sessionId: created.sessionId } });
      expect(purchase.status).toBe('pending');

      const res = await lost.api(`/verify-payment?session_id=${created.sessionId}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        paid: true,
        ready: true,
        downloadUrl: expect.stringContaining(purchase.id),
      });
      const late = await lost.deliver(completedEvent({ id: created.sessionId, purchaseId: purchase.id }));
      expect(await late.json()).toEqual({ received: true, duplicate: false });
      expect(lost.enqueued).toEqual([purchase.id]);
    } finally {
      await lost.close();
    }
  });

  it.each([
    ['an unpaid session', 'unpaid', 402],
    ['a session id nobody issued', 'cs_local_0000000000000000000000000000000000000000', 404],
    ['a malformed session id', "x' OR 1=1 --", 400],
  ])('answers "Payment verification failed" and no link for %s', async (_name, which, status) => {
    let sessionId = which;
    if (which === 'unpaid') sessionId = (await buy(await h.seedOptimization())).sessionId;
    const res = await verify(sessionId);
    expect(res).toEqual({ status, body: { error: expect.any(String), details: MESSAGES.verificationFailed } });
  });

  it('tells the job page whether its credit is paid and for which job', async () => {
    const [jobId] = await insertJobs(h.db.url, [{ title: 'Data Engineer' }]);
    const { body } = await checkout({ jobId });
    const before = await (await h.api(`/verify-session?sessionId=${body.sessionId}`)).json();
    expect(before).toEqual({ paid: false, metadata: { jobId } });
    await pay(body.sessionId!);
    expect(await (await h.api(`/verify-session?sessionId=${body.sessionId}`)).json()).toEqual({
      paid: true,
      metadata: { jobId },
    });
  });
});

describe('job credits', () => {
  it('a paid credit unlocks the next optimization for that job without paying again, once', async () => {
    const [jobId] = await insertJobs(h.db.url, [{ title: 'Site Reliability Engineer' }]);
    const credit = (await checkout({ jobId })).body.sessionId!;
    await pay(credit);

    const tailored = await h.seedOptimization({
      jobId: Number(jobId),
      text: 'Ana Souza\n\nEXPERIENCE\n- Ran the on-call rotation',
    });
    const purchasesBefore = await h.prisma.purchase.count();
    const unlocked = await checkout({ product: 'resume-optimizer-download', price: 500, optimizationId: tailored }, [
      credit,
    ]);
    expect(unlocked.body).toEqual({ sessionId: credit, url: `http://shop.test/resume-success?session_id=${credit}` });
    expect(await h.prisma.purchase.count()).toBe(purchasesBefore);
    // Asking again answers the same; it spends nothing more.
    expect((await checkout({ product: 'resume-optimizer-download', optimizationId: tailored }, [credit])).body).toEqual(
      unlocked.body,
    );

    const { body } = await verify(credit);
    expect(body).toMatchObject({ paid: true, ready: true });
    const pdf = await h.api(localPath((body.downloads as { pdf: string }).pdf).replace(/^\/api/, ''));
    expect(words((await extractPdf(new Uint8Array(await pdf.arrayBuffer()))).text)).toEqual(
      words('Ana Souza\nEXPERIENCE\nRan the on-call rotation'),
    );

    // The credit is spent: the next optimization goes to the checkout.
    const next = await h.seedOptimization({ jobId: Number(jobId) });
    expect((await checkout({ product: 'resume-optimizer-download', optimizationId: next }, [credit])).body.url).toMatch(
      /\/checkout\/test\/cs_local_/,
    );
  });

  it('a credit for one job does not unlock an optimization for another, nor does an unpaid credit', async () => {
    const [jobA, jobB] = await insertJobs(h.db.url, [{ title: 'A' }, { title: 'B' }]);
    const paidForA = (await checkout({ jobId: jobA })).body.sessionId!;
    await pay(paidForA);
    const unpaidForB = (await checkout({ jobId: jobB })).body.sessionId!;
    const forB = await h.seedOptimization({ jobId: Number(jobB) });
    const answer = await checkout({ product: 'resume-optimizer-download', optimizationId: forB }, [
      paidForA,
      unpaidForB,
    ]);
    expect(answer.body.url).toMatch(/\/checkout\/test\/cs_local_/);
    expect((await h.prisma.purchase.findUniqueOrThrow({ where: { sessionId: paidForA } })).creditUsedById).toBeNull();
  });
});
