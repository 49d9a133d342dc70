// Deleting resume data from the payment success page in a real browser: the button, its
// confirmation, what the page says afterwards, and the downloads that then say why they are gone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '@highpay/contracts';
import { createPrisma, type PrismaClient } from '@highpay/common';
import { TWO_PAGE_RESUME } from '../services/payment/test/support/resumes.js';
import { DESKTOP, PHONE, launchBrowser } from './support/browser.js';
import { startStack, type Stack } from './support/stack.js';

let stack: Stack;
let browser: Browser;
let prisma: PrismaClient;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  prisma = createPrisma(stack.databaseUrl, { max: 2 });
});
afterAll(async () => {
  await prisma?.$disconnect();
  await browser?.close();
  await stack?.stop();
});

/** An optimized resume, bought on the local test checkout: the browser ends on the success page with both links. */
async function paidResumePage(viewport: { width: number; height: number }) {
  const { id: optimizationId } = await prisma.optimization.create({
    data: {
      jobTitle: 'Senior Backend Engineer',
      resumeText: 'Jane Doe, backend engineer',
      optimizedResume: TWO_PAGE_RESUME,
      preview: TWO_PAGE_RESUME.slice(0, 200),
      engine: 'local',
      status: 'done',
    },
  });
  const res = await fetch(`${stack.baseUrl}/api/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product: 'resume-optimizer-download', price: 500, optimizationId }),
  });
  const { sessionId, url } = (await res.json()) as { sessionId: string; url: string };
  const page = await browser.newPage({ viewport });
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/resume-success\?session_id=cs_local_/);
  await expect.poll(() => page.getByRole('link', { name: 'Download PDF' }).count(), { timeout: 15_000 }).toBe(1);
  return { page, optimizationId, sessionId };
}

const button = (page: Page) => page.getByRole('button', { name: 'Delete my resume data' });

describe('the success page\'s "Delete my resume data" button', () => {
  it('deletes the resume and both files at once, says so, and the payment record stays', async () => {
    const { page, optimizationId, sessionId } = await paidResumePage(DESKTOP);
    const pdf = new URL((await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!, stack.baseUrl);
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
