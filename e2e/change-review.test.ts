// The buyer's review in a real browser: the optimizer says how many changes it made, the
// local test checkout is paid, and on /resume-success two changes are rejected; the PDF and
// DOCX then hold the resume's own lines for those two, not the rewrites.
import { describe, expect, it } from 'vitest';
import { ZChangesResponse } from '@highpay/contracts';
import { extractDocx, extractPdf } from '../services/payment/test/support/extract.js';
import { SAMPLE_RESUME } from '../services/optimizer/test/support/sample-resume.js';
import { useBrowserStack } from './support/browser-stack.js';
import { DESKTOP, shoot } from './support/browser.js';
import { download, flat, optimizeResume, widerThanPhone } from './support/pages.js';

const ctx = useBrowserStack();

const withoutGlyph = (line: string) => line.replace(/^[-*•]\s+/, '');

describe('reviewing the changes after paying', () => {
  it('shows the count before paying; after paying, two rejected changes put the resume’s own lines in the PDF and DOCX', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    await optimizeResume(page, ctx.stack.baseUrl, 'Senior Backend Engineer', SAMPLE_RESUME);
    const summary = page.getByTestId('change-summary');
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.innerText()).toMatch(
      /^\d+ rewrites?( and \d+ formatting fix(es)?)?, each traced to a line of your resume\./,
    );
    // Before payment the page shows no change's before and after.
    expect(await page.locator('[data-change-id]').count()).toBe(0);

    await page.getByRole('button', { name: /Unlock/ }).click();
    await page.waitForURL(/\/checkout\/test\/cs_local_/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/resume-success\?session_id=cs_local_/);
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    await page.locator('[data-change-id]').first().waitFor({ timeout: 15_000 });
    await shoot(page, 'review-before');
    // On a phone the review fits the screen's width.
    expect(await widerThanPhone(page)).toEqual([]);

    // Reject the rewrite of the first bullet and the paragraph turned into bullets.
    const targets = [
      page.locator('[data-change-id]', { hasText: 'responsible for maintaining the billing service' }),
      page.locator('[data-change-id]', { hasText: 'Worked on internal tools using Python and Django.' }),
    ];
    const ids: string[] = [];
    for (const target of targets) {
      expect(await target.count()).toBe(1);
      ids.push((await target.getAttribute('data-change-id'))!);
      await target.getByRole('button', { name: 'Reject' }).click();
      expect(await target.getByRole('button', { name: 'Reject' }).getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByRole('button', { name: 'Apply my choices to the PDF and DOCX' }).click();
    await page.getByText('Your PDF and DOCX were built again with your choices.').waitFor({ timeout: 15_000 });
    await shoot(page, 'review-applied');

    const changesRes = await page.evaluate(
      async ([sid]) => {
        const verify = (await (await fetch(`/api/verify-payment?session_id=${sid}`)).json()) as {
          optimizationId: string;
        };
        return (await fetch(`/api/optimizations/${verify.optimizationId}/changes?session_id=${sid}`)).json();
      },
      [sessionId],
    );
    const { changes } = ZChangesResponse.parse(changesRes);
    const rejected = changes.filter((c) => ids.includes(c.id));
    expect(rejected.map((c) => c.rejected)).toEqual([true, true]);

    const pdf = flat((await extractPdf(await download(page, 'Download PDF'))).text);
    const docx = flat((await extractDocx(await download(page, 'Download DOCX'))).text);
    for (const text of [pdf, docx]) {
      for (const change of rejected) {
        for (const line of change.before) expect(text).toContain(flat(withoutGlyph(line)));
        for (const line of change.after) expect(text).not.toContain(flat(withoutGlyph(line)));
      }
      // The changes kept stay: the heading renamed, the wrapped bullet joined.
      expect(text).toContain('EXPERIENCE');
      expect(text).toContain('Contributed to the migration to AWS');
    }
    await page.close();
  });
});
