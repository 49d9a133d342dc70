// The Optimize Your Resume tab in a real browser, against the real stack with the local engine.
import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@highpay/contracts';
import { useBrowserStack } from './support/browser-stack.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { SAMPLE_RESUME } from '../services/optimizer/test/support/sample-resume.js';
import { makePdf } from './support/documents.js';
import { importResume, openResumeTab } from './support/pages.js';

function makeDocx(lines: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: lines.map((l) => new Paragraph({ children: [new TextRun(l)] })) }],
  });
  return Packer.toBuffer(doc);
}

describe('the Optimize Your Resume tab', () => {
  const ctx = useBrowserStack();

  async function openTab(viewport = DESKTOP): Promise<{ page: Page; requested: string[] }> {
    const page = await ctx.browser.newPage({ viewport });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await openResumeTab(page, ctx.stack.baseUrl);
    return { page, requested };
  }

  const jobTitle = (page: Page) => page.getByLabel('Target job title', { exact: true });
  const resume = (page: Page) => page.getByLabel('Your resume', { exact: true });
  const submit = (page: Page) => page.getByRole('button', { name: /Optimize Resume|Optimizing\.\.\./ });

  it("validates with the spec's messages and keeps the button disabled while a field is empty", async () => {
    const { page } = await openTab();
    expect(await resume(page).getAttribute('rows')).toBe('10');
    expect(await submit(page).isDisabled()).toBe(true);
    await jobTitle(page).fill('   ');
    expect(await submit(page).isDisabled()).toBe(true);
    await resume(page).fill('Python developer');
    await submit(page).click();
    await page.getByText(MESSAGES.jobTitleRequired).waitFor();

    await jobTitle(page).fill('Backend Engineer');
    await resume(page).fill('   ');
    await submit(page).click();
    await page.getByText(MESSAGES.resumeRequired).waitFor();
    await page.close();
  });

  it('reads a real PDF and a real .docx into the text area, loading the readers only then', async () => {
    const { page, requested } = await openTab();
    const lazy = () => requested.filter((u) => /resume-readers|pdf\.worker|extract-resume-text/.test(u));
    expect(lazy()).toEqual([]);

    const fromPdf = await importResume(page, {
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf(
        ['Maria Garcia', 'Marketing Manager at Brightwave LLC', 'Grew subscribers with HubSpot'],
        ['Second page: Kubernetes certified'],
      ),
    });
    expect(fromPdf).toContain('Maria Garcia');
    expect(fromPdf).toContain('Marketing Manager at Brightwave LLC');
    // Pages are joined with a line break.
    expect(fromPdf).toMatch(/Grew subscribers with HubSpot\nSecond page: Kubernetes certified/);
    expect(lazy().length).toBeGreaterThan(0);

    const fromDocx = await importResume(page, {
      name: 'cv.docx',
      mimeType: '',
      buffer: await makeDocx(['Tom Lee', 'Registered Nurse, Mercy Hospital', 'Epic EHR charting']),
    });
    expect(fromDocx).toContain('Tom Lee');
    expect(fromDocx).toContain('Registered Nurse, Mercy Hospital');
    expect(fromDocx).not.toContain('Maria Garcia');
    await page.close();
  });

  it("refuses other files with the spec's rejection message", async () => {
    const { page } = await openTab();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('resume.txt: File type must be one of PDF, .docx').waitFor();
    expect(await resume(page).inputValue()).toBe('');
    await page.close();
  });

  it('optimizes: "Optimizing...", then the draft preview with its ATS report; editing the resume clears it', async () => {
    const { page } = await openTab();
    // Hold the answer a moment so the in-between state can be seen.
    await page.route('**/api/optimize-resume', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await jobTitle(page).fill('Senior Backend Engineer');
    await resume(page).fill(SAMPLE_RESUME);
    await submit(page).click();
    await page.getByRole('button', { name: 'Optimizing...' }).waitFor();
    await page.getByText('Optimizing your resume, please wait...').waitFor();
    expect(await page.getByRole('button', { name: 'Optimizing...' }).isDisabled()).toBe(true);

    const draft = page.locator('.optimizer__draft-text');
    await draft.waitFor();
    expect(await draft.innerText()).toContain('PROFESSIONAL SUMMARY');
    expect(await draft.innerText()).not.toContain('University of Texas at Austin');
    await page.getByText(/Showing \d+ of \d+ lines/).waitFor();
    const report = page.getByRole('region', { name: 'ATS match report' });
    await report.getByText('ATS match for “Senior Backend Engineer”').waitFor();
    expect(await report.getByRole('list', { name: 'Keywords found' }).innerText()).toContain('PostgreSQL');
    expect(await report.getByRole('list', { name: 'Keywords missing' }).innerText()).toContain('Kafka');
    await report.getByText('Fact check passed:').waitFor();
    await page.getByRole('button', { name: 'Unlock full resume (PDF + DOCX) – $5' }).waitFor();

    await resume(page).fill(`${SAMPLE_RESUME}\n`);
    expect(await draft.count()).toBe(0);
    await page.close();
  });

  it('unlocks: shows "Processing..." while the checkout is created, then goes to it; a failure shows the catalogue\'s message', async () => {
    const { page } = await openTab();
    await jobTitle(page).fill('Backend Engineer');
    await resume(page).fill(SAMPLE_RESUME);
    await submit(page).click();
    const unlock = page.getByRole('button', { name: 'Unlock full resume (PDF + DOCX) – $5' });
    await unlock.waitFor();

    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"","details":""}' }),
    );
    await unlock.click();
    await page.getByText(MESSAGES.checkoutFailed).waitFor();
    await page.unroute('**/api/create-checkout-session');

    let sent: Record<string, unknown> | undefined;
    await page.route('**/api/create-checkout-session', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await new Promise((r) => setTimeout(r, 800));
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ sessionId: 'cs_test_1', url: `${ctx.stack.baseUrl}/pricing` }),
      });
    });
    await unlock.click();
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    await page.waitForURL(`${ctx.stack.baseUrl}/pricing`);
    expect(sent).toMatchObject({ product: 'resume-optimizer-download', price: 500 });
    expect(sent?.optimizationId).toMatch(/^[0-9a-f-]{36}$/);
    await page.close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const { page } = await openTab(PHONE);
    await jobTitle(page).fill('Backend Engineer');
    await resume(page).fill(SAMPLE_RESUME);
    await submit(page).click();
    await page.getByRole('region', { name: 'ATS match report' }).waitFor();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
