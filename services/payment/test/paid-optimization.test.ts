// "The optimization this purchase paid for" is one rule, read by payment's code and, in SQL,
// through the view purchase_optimizations: both must name the same optimization, and a job
// credit's files follow the resume the credit was spent on.
import { describe, expect, it } from 'vitest';
import { eraseResumes } from '@highpay/common';
import { insertJobs } from '../../../test/support/jobs.js';
import { paidOptimizationId } from '../src/purchases/paid-optimization.js';
import { usePaymentService } from './support/payment-harness.js';

const h = usePaymentService('paidfor');

const checkout = async (body: unknown, credits: string[] = []) =>
  (await (await h.checkout(body, credits)).json()) as { sessionId: string; url: string };
const localPath = (url: string) => (new URL(url).pathname + new URL(url).search).replace(/^\/api/, '');

describe('the optimization a purchase paid for', () => {
  it('is the same in the view as in payment for a download, a spent credit and an unspent credit', async () => {
    const bought = await h.seedOptimization();
    const spentOn = await h.seedOptimization();
    const rows = [
      { kind: 'resume_download' as const, optimizationId: bought, creditUsedById: null },
      { kind: 'job_credit' as const, optimizationId: null, creditUsedById: spentOn },
      { kind: 'job_credit' as const, optimizationId: null, creditUsedById: null },
    ];
    const ids: string[] = [];
    for (const [n, row] of rows.entries()) {
      const purchase = await h.prisma.purchase.create({
        data: { ...row, provider: 'local', sessionId: `cs_view_${n}`, amountCents: 500, currency: 'usd' },
      });
      ids.push(purchase.id);
    }
    const view = await h.prisma.$queryRaw<Array<{ purchase_id: string; optimization_id: string | null }>>`
      SELECT purchase_id, optimization_id FROM purchase_optimizations WHERE purchase_id = ANY(${ids}::uuid[])`;
    const inView = new Map(view.map((r) => [r.purchase_id, r.optimization_id]));

    expect(rows.map(paidOptimizationId)).toEqual([bought, spentOn, null]);
    expect(ids.map((id) => inView.get(id))).toEqual([bought, spentOn, null]);
  });

  it("names a job credit's files after the resume it unlocked, and answers 410 once that resume is deleted", async () => {
    const [jobId] = await insertJobs(h.db.url, [{ title: 'Platform Engineer' }]);
    const credit = (await checkout({ jobId })).sessionId;
    expect((await h.pay(credit)).status).toBe(200);
    const tailored = await h.seedOptimization({ jobId: Number(jobId), jobTitle: 'Platform Engineer' });
    await checkout({ product: 'resume-optimizer-download', optimizationId: tailored }, [credit]);

    const verified = (await (await h.api(`/verify-payment?session_id=${credit}`)).json()) as {
      ready: boolean;
      downloads: { pdf: string };
    };
    expect(verified.ready).toBe(true);
    const pdf = await h.api(localPath(verified.downloads.pdf));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      'attachment; filename="optimized-resume-platform-engineer.pdf"',
    );

    await eraseResumes(h.prisma, [tailored], 'user_request');
    const gone = await h.api(localPath(verified.downloads.pdf));
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { details: string }).details).toBe('This resume was deleted at your request.');
  });
});
