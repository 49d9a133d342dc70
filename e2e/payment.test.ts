// Paying and downloading in a real browser: the local test checkout, /resume-success in
// each of its states and its "Delete my resume data" button, the job page's $5 tailoring
// option, and the whole path from an optimized draft to both files.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PRIVACY_MESSAGES } from '@highpay/contracts';
import { createPrisma, type PrismaClient } from '@highpay/common';
import { insertJobs } from '../test/support/jobs.js';
import { extractDocx, extractPdf } from '../services/payment/test/support/extract.js';
import { TWO_PAGE_RESUME, words } from '../services/payment/test/support/resumes.js';
import { useBrowserStack } from './support/browser-stack.js';
import { DESKTOP, PHONE, shoot } from './support/browser.js';
import { bodiesPostedTo, holdRequests, optimizeResume } from './support/pages.js';
import { SAMPLE_RESUME } from '../services/optimizer/test/support/sample-resume.js';

let prisma: PrismaClient;
let jobId: string;

const ctx = useBrowserStack({
  seed: async (url) => {
    [jobId] = (await insertJobs(url, [
      { title: 'Senior Backend Engineer', company: 'Northwind Payments', url: 'https://jobs.example.com/nw' },
    ])) as [string];
  },
});
beforeAll(() => {
  prisma = createPrisma(ctx.stack.databaseUrl, { max: 2 });
});
afterAll(async () => {
  await prisma?.$disconnect();
});

async function optimization(text = TWO_PAGE_RESUME): Promise<string> {
  const row = await prisma.optimization.create({
    data: {
      jobTitle: 'Senior Backend Engineer',
      resumeText: 'resume',
      optimizedResume: text,
      preview: text.slice(0, 200),
      engine: 'local',
      status: 'done',
    },
  });
  return row.id;
}
async function checkoutUrl(optimizationId: string): Promise<{ sessionId: string; url: string }> {
  const res = await fetch(`${ctx.stack.baseUrl}/api/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product: 'resume-optimizer-download', price: 500, optimizationId }),
  });
  return (await res.json()) as { sessionId: string; url: string };
}
async function download(page: Page, name: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return { bytes: new Uint8Array(readFileSync(await file.path())), fileName: file.suggestedFilename() };
}

describe('the local test checkout', () => {
  it('is marked as a test and shows the product, $5.00, a Pay button and a Cancel link that returns to the optimizer', async () => {
    const { url } = await checkoutUrl(await optimization());
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    await page.goto(url);
    expect(await page.getByRole('note').textContent()).toContain('TEST CHECKOUT');
    expect(await page.getByText('Optimized resume download (PDF + DOCX)').isVisible()).toBe(true);
    expect(await page.getByText('$5.00', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Pay' }).isVisible()).toBe(true);
    await shoot(page, 'local-checkout');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${ctx.stack.baseUrl}/#resume`);
    await page.close();
  });
});

describe('/resume-success', () => {
  it('without a session id says so', async () => {
    const page = await ctx.open('/resume-success');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MESSAGES.noSessionId);
    await shoot(page, 'resume-success-no-session');
    await page.close();
  });

  it('for a session nobody paid says "Payment verification failed" and offers no file', async () => {
    const { sessionId } = await checkoutUrl(await optimization());
    const page = await ctx.open(`/resume-success?session_id=${sessionId}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MESSAGES.verificationFailed);
    expect(await page.getByRole('link', { name: /Download/ }).count()).toBe(0);
    await shoot(page, 'resume-success-error');
    await page.close();
  });

  it('after paying: verifying, then links to the PDF and the DOCX, whose text is the full resume', async () => {
    const { url } = await checkoutUrl(await optimization());
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const hold = await holdRequests(page, /\/api\/verify-payment/);
    await page.goto(url);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/resume-success\?session_id=cs_local_/);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Verifying your payment...');
    await shoot(page, 'resume-success-verifying');
    hold.release();

    await expect.poll(() => page.getByRole('link', { name: 'Download PDF' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('status').textContent()).toBe('Payment successful. Your optimized resume is ready.');
    await shoot(page, 'resume-success-ready');
    const pdf = await download(page, 'Download PDF');
    expect(pdf.fileName).toBe('optimized-resume-senior-backend-engineer.pdf');
    expect(words((await extractPdf(pdf.bytes)).text)).toEqual(words(TWO_PAGE_RESUME));
    const docx = await download(page, 'Download DOCX');
    expect(docx.fileName).toBe('optimized-resume-senior-backend-engineer.docx');
    expect(words((await extractDocx(docx.bytes)).text)).toEqual(words(TWO_PAGE_RESUME));
    await page.close();
  });
});

/** An optimized resume, bought on the local test checkout: the browser ends on the success page with both links. */
async function paidResumePage(viewport: { width: number; height: number }) {
  const optimizationId = await optimization();
  const { sessionId, url } = await checkoutUrl(optimizationId);
  const page = await ctx.browser.newPage({ viewport });
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/resume-success\?session_id=cs_local_/);
  await expect.poll(() => page.getByRole('link', { name: 'Download PDF' }).count(), { timeout: 15_000 }).toBe(1);
  return { page, optimizationId, sessionId };
}

describe('the success page\'s "Delete my resume data" button', () => {
  const button = (page: Page) => page.getByRole('button', { name: 'Delete my resume data' });

  it('deletes the resume and both files at once, says so, and the payment record stays', async () => {
    const { page, optimizationId, sessionId } = await paidResumePage(DESKTOP);
    const pdf = new URL(
      (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!,
      ctx.stack.baseUrl,
    );
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });

    await button(page).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(PRIVACY_MESSAGES.deleted);
    expect(asked).toContain('Delete your resume and both files for good?');
    expect(await page.getByRole('link', { name: /Download/ }).count()).toBe(0);

    expect(await prisma.optimization.findUniqueOrThrow({ where: { id: optimizationId } })).toMatchObject({
      resumeText: '',
      optimizedResume: null,
      preview: null,
      resumeDeletion: 'user_request',
    });
    const purchase = await prisma.purchase.findUniqueOrThrow({ where: { sessionId } });
    expect(purchase.status).toBe('paid');
    expect(await prisma.downloadArtifact.count({ where: { purchaseId: purchase.id } })).toBe(0);

    const download = await fetch(pdf);
    expect(download.status).toBe(410);
    expect(((await download.json()) as { details: string }).details).toBe('This resume was deleted at your request.');

    // Coming back to the page later: it says why there is nothing to download.
    await page.reload();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('This resume was deleted at your request.');
    await page.close();
  });

  it('on a phone, keeps everything when the buyer cancels the confirmation', async () => {
    const { page, optimizationId } = await paidResumePage(PHONE);
    const box = await button(page).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    page.once('dialog', (dialog) => void dialog.dismiss());

    await button(page).click();
    expect(await page.getByRole('link', { name: 'Download PDF' }).count()).toBe(1);
    expect(await button(page).isEnabled()).toBe(true);
    expect((await prisma.optimization.findUniqueOrThrow({ where: { id: optimizationId } })).optimizedResume).toBe(
      TWO_PAGE_RESUME,
    );
    await page.close();
  });
});

describe("the job page's tailoring option", () => {
  it("offers $5, shows 'Processing...', and after paying says 'Payment successful' with a link to the optimizer and no session id in the address", async () => {
    const page = await ctx.open(`/job/${jobId}`);
    const button = page.getByRole('button', { name: 'Tailor my resume for $5.00' });
    await expect.poll(() => button.count()).toBe(1);
    await shoot(page, 'job-tailoring-offer');

    const hold = await holdRequests(page, /\/api\/create-checkout-session/);
    await button.click();
    await expect.poll(() => page.getByRole('button', { name: 'Processing...' }).isDisabled()).toBe(true);
    hold.release();
    await page.waitForURL(/\/checkout\/test\/cs_local_/);
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect.poll(() => page.getByText('Payment successful', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe(`/job/${jobId}`);
    expect(new URL(page.url()).searchParams.has('session_id')).toBe(false);
    expect(await page.getByRole('link', { name: 'Tailor my resume', exact: true }).getAttribute('href')).toBe(
      `/?jobId=${jobId}&jobTitle=Senior+Backend+Engineer#resume`,
    );
    await shoot(page, 'job-tailoring-paid');
    await page.close();
  });
});

describe('the whole path', () => {
  it('optimize → unlock → test checkout → success page → both files, whose text is the full optimized resume', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const checkouts = bodiesPostedTo(page, '/api/create-checkout-session');
    await optimizeResume(page, ctx.stack.baseUrl, 'Senior Backend Engineer', SAMPLE_RESUME);
    const draft = page.locator('.optimizer__draft-text');
    await draft.waitFor({ timeout: 30_000 });
    const preview = await draft.innerText();

    const hold = await holdRequests(page, /\/api\/create-checkout-session/);
    await page.getByRole('button', { name: /Unlock/ }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Processing...' }).count()).toBe(1);
    hold.release();
    await page.waitForURL(/\/checkout\/test\/cs_local_/);
    const checkoutBody = checkouts.at(-1) as { optimizationId: string; price: number };
    expect(checkoutBody.price).toBe(500);
    expect(await page.getByText('$5.00', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/resume-success\?session_id=cs_local_/);
    await expect.poll(() => page.getByRole('link', { name: 'Download PDF' }).count(), { timeout: 15_000 }).toBe(1);
    const full = (await prisma.optimization.findUniqueOrThrow({ where: { id: checkoutBody.optimizationId } }))
      .optimizedResume!;
    // The page showed only the beginning; the files hold all of it.
    expect(words(full).length).toBeGreaterThan(words(preview).length);
    const pdf = await download(page, 'Download PDF');
    expect(words((await extractPdf(pdf.bytes)).text)).toEqual(words(full));
    const docx = await download(page, 'Download DOCX');
    expect(words((await extractDocx(docx.bytes)).text)).toEqual(words(full));
    await page.close();
  });
  it("a job page's paid credit unlocks the next optimization: unlock goes straight to the files, without a second payment", async () => {
    const page = await ctx.open(`/job/${jobId}`);
    await page.getByRole('button', { name: 'Tailor my resume for $5.00' }).click();
    await page.waitForURL(/\/checkout\/test\/cs_local_/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('link', { name: 'Tailor my resume', exact: true }).click();

    await page.getByRole('heading', { name: 'Optimize Your Resume' }).waitFor();
    await page.getByLabel('Target job title', { exact: true }).fill('Senior Backend Engineer');
    await page.getByLabel('Your resume', { exact: true }).fill(SAMPLE_RESUME);
    await page.getByRole('button', { name: 'Optimize Resume' }).click();
    await page.locator('.optimizer__draft-text').waitFor({ timeout: 30_000 });
    const purchasesBefore = await prisma.purchase.count();
    await page.getByRole('button', { name: /Unlock/ }).click();
    await page.waitForURL(/\/resume-success\?session_id=cs_local_/);
    await expect.poll(() => page.getByRole('link', { name: 'Download DOCX' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await prisma.purchase.count()).toBe(purchasesBefore);
    await page.close();
  });
});
