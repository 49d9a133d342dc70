// The buyer's review of a paid optimization over HTTP: its changes only for the session
// that paid for it, and a review that puts rejected lines back and rebuilds both files.
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, renderReviewed, type StoredChanges } from '@highpay/contracts';
import { extractDocx, extractPdf } from './support/extract.js';
import { usePaymentService } from './support/payment-harness.js';

const h = usePaymentService('review');

const TRACE: StoredChanges = {
  layout: [
    { keep: 'Ana Ruiz' },
    { keep: 'ana.ruiz@example.com | Austin, TX' },
    { blank: true },
    { change: 'c1' },
    { keep: 'Data Analyst, Brightwater Bank | 2016 – 2020' },
    { change: 'c2' },
    { change: 'c3' },
    { keep: '• Presented results to 4 regional directors' },
  ],
  changes: [
    {
      id: 'c1',
      section: 'EXPERIENCE',
      before: ['Work History'],
      after: ['EXPERIENCE'],
      reason: 'Renamed the heading "Work History" to "EXPERIENCE", the name ATS software looks for',
      keywords: [],
    },
    {
      id: 'c2',
      section: 'EXPERIENCE',
      before: ['- Responsible for the weekly churn report'],
      after: ['• Owned the weekly churn report'],
      reason: 'Led with the verb "Owned" instead of "Responsible for"',
      keywords: [],
    },
    {
      id: 'c3',
      section: 'EXPERIENCE',
      before: ['- Worked on dashboards in Tableau for 3 product lines'],
      after: ['• Contributed to dashboards in Tableau for 3 product lines'],
      reason: 'Led with the verb "Contributed" instead of "Worked on"',
      keywords: ['Tableau'],
    },
  ],
  rejected: [],
};

const json = { 'content-type': 'application/json' };
async function paidOptimization() {
  const optimizationId = await h.seedOptimization({ text: renderReviewed(TRACE) });
  await h.prisma.optimization.update({ where: { id: optimizationId }, data: { changes: TRACE } });
  const res = await h.checkout({ product: 'resume-optimizer-download', price: 500, optimizationId });
  const { sessionId } = (await res.json()) as { sessionId: string };
  return { optimizationId, sessionId };
}
const changes = (id: string, sessionId: string) => h.api(`/optimizations/${id}/changes?session_id=${sessionId}`);
const review = (id: string, sessionId: string, rejected: string[]) =>
  h.api(`/optimizations/${id}/review?session_id=${sessionId}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ rejected }),
  });
const path = (url: string) => new URL(url).pathname.replace(/^\/api/, '') + new URL(url).search;

describe('reviewing the changes of an optimization', () => {
  it('is refused (403) before payment, with another purchase, and without a session', async () => {
    const { optimizationId, sessionId } = await paidOptimization();
    const unpaid = await changes(optimizationId, sessionId);
    expect(unpaid.status).toBe(403);
    expect(await unpaid.json()).toMatchObject({ details: REVIEW_MESSAGES.notPaid });
    expect((await review(optimizationId, sessionId, ['c1'])).status).toBe(403);

    const other = await paidOptimization();
    await h.pay(other.sessionId);
    expect((await changes(optimizationId, other.sessionId)).status).toBe(403);
    expect((await h.api(`/optimizations/${optimizationId}/changes`)).status).toBe(403);
  });

  it('after payment lists each change, and a review puts rejected lines back in the text, the PDF and the DOCX', async () => {
    const { optimizationId, sessionId } = await paidOptimization();
    await h.pay(sessionId);
    const listed = await changes(optimizationId, sessionId);
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as {
      optimizedResume: string;
      changes: Array<{ id: string; rejected: boolean }>;
    };
    expect(body.changes.map((c) => [c.id, c.rejected])).toEqual([
      ['c1', false],
      ['c2', false],
      ['c3', false],
    ]);
    expect(body.optimizedResume).toContain('• Owned the weekly churn report');

    const res = await review(optimizationId, sessionId, ['c2', 'c3']);
    expect(res.status).toBe(200);
    const reviewed = (await res.json()) as {
      optimizedResume: string;
      changes: Array<{ id: string; rejected: boolean }>;
      downloads: { pdf: string; docx: string };
    };
    expect(reviewed.changes.filter((c) => c.rejected).map((c) => c.id)).toEqual(['c2', 'c3']);
    expect(reviewed.optimizedResume).toContain('- Responsible for the weekly churn report');
    expect(reviewed.optimizedResume).not.toContain('Owned the weekly churn report');
    expect(reviewed.optimizedResume).toContain('EXPERIENCE');

    const pdf = (await extractPdf(new Uint8Array(await (await h.api(path(reviewed.downloads.pdf))).arrayBuffer())))
      .text;
    const docx = (await extractDocx(new Uint8Array(await (await h.api(path(reviewed.downloads.docx))).arrayBuffer())))
      .text;
    for (const text of [pdf, docx]) {
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('Responsible for the weekly churn report');
      expect(flat).toContain('Worked on dashboards in Tableau for 3 product lines');
      expect(flat).not.toContain('Owned the weekly churn report');
      expect(flat).not.toContain('Contributed to dashboards');
    }

    // Accepting them again restores the draft; the stored review is what GET answers.
    await review(optimizationId, sessionId, []);
    const again = (await (await changes(optimizationId, sessionId)).json()) as { optimizedResume: string };
    expect(again.optimizedResume).toContain('• Owned the weekly churn report');
  });

  it('refuses to reject a change the optimization does not have', async () => {
    const { optimizationId, sessionId } = await paidOptimization();
    await h.pay(sessionId);
    const res = await review(optimizationId, sessionId, ['c99']);
    expect(res.status).toBe(400);
  });
});
