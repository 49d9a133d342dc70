// Resumes as people upload them, through the Optimize Your Resume tab: a two-column,
// two-page PDF with a running header and footer, and a DOCX laid out as a table. Each is
// read, optimized, paid for on the local test checkout, and its DOCX read back.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocx } from '../services/payment/test/support/extract.js';
import { DESKTOP, launchBrowser, shoot } from './support/browser.js';
import { startStack, type Stack } from './support/stack.js';

const CORPUS = new URL('../bench/import/working/', import.meta.url);
const corpusFile = (name: string) => readFileSync(new URL(name, CORPUS));
const expectedBullets = (id: string) =>
  corpusFile(`${id}.expected.txt`)
    .toString()
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2));

/** A bullet as the optimizer may leave it: its opening verb rewritten, its final period dropped. */
const bulletBody = (bullet: string) => bullet.replace(/\.$/, '').split(' ').slice(2).join(' ');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function upload(page: Page, name: string, mimeType: string): Promise<string> {
  await page.goto(`${stack.baseUrl}/#resume`);
  await page.getByRole('heading', { name: 'Optimize Your Resume' }).waitFor();
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer: corpusFile(name) });
  await page.getByText(`Text from ${name} is in the box below`).waitFor({ timeout: 30_000 });
  return page.getByLabel('Your resume', { exact: true }).inputValue();
}

/** Optimize, unlock, pay on the test checkout, and download the DOCX: its paragraphs. */
async function optimizePayAndReadDocx(page: Page): Promise<string[]> {
  await page.getByLabel('Target job title', { exact: true }).fill('Senior Site Reliability Engineer');
  await page.getByRole('button', { name: 'Optimize Resume' }).click();
  await page.getByRole('button', { name: 'Unlock full resume (PDF + DOCX) – $5' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/resume-success\?session_id=cs_local_/);
  await expect.poll(() => page.getByRole('link', { name: 'Download DOCX' }).count(), { timeout: 20_000 }).toBe(1);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download DOCX' }).click(),
  ]);
  const { text } = await extractDocx(new Uint8Array(readFileSync(await file.path())));
  return text.split('\n').map(squash).filter(Boolean);
}

describe('uploading the resumes people make', () => {
  it('reads a two-column, two-page PDF column by column, says so, and the paid DOCX has every bullet whole and no footer', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const text = await upload(page, 'multi-page-3.pdf', 'application/pdf');
    await page
      .getByText('We found 2 columns and read them one after the other. Check that the order is right.')
      .waitFor();
    await shoot(page, 'resume-import-columns');

    const lines = text.split('\n').map(squash);
    const bullets = expectedBullets('multi-page-3');
    for (const b of bullets) expect(lines).toContain(`- ${b}`);
    expect(text).not.toMatch(/Page \d of 2/);
    // The sidebar is read whole before the main column.
    expect(text.indexOf('LANGUAGES')).toBeLessThan(text.indexOf('SUMMARY'));

    const docx = await optimizePayAndReadDocx(page);
    for (const b of bullets)
      expect(
        docx.some((p) => p.includes(bulletBody(b))),
        b,
      ).toBe(true);
    expect(docx.join('\n')).not.toMatch(/Page \d of 2|Jane Doe · Senior Site Reliability Engineer/);
    await page.close();
  }, 90_000);

  it('reads a DOCX laid out as a table cell by cell, and the paid DOCX has every bullet whole', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const text = await upload(page, 'docx-table-1.docx', '');
    const bullets = expectedBullets('docx-table-1');
    for (const b of bullets) expect(text.split('\n')).toContain(`- ${b}`);
    expect(text.indexOf('Awards')).toBeLessThan(text.indexOf('Profile'));

    const docx = await optimizePayAndReadDocx(page);
    for (const b of bullets)
      expect(
        docx.some((p) => p.includes(bulletBody(b))),
        b,
      ).toBe(true);
    await page.close();
  }, 90_000);

  it('says plainly that a scanned PDF has no text, suggests pasting, and leaves the box empty', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${stack.baseUrl}/#resume`);
    await page.getByRole('heading', { name: 'Optimize Your Resume' }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: await scannedPdf() });
    await page
      .getByText(
        'scan.pdf looks like a scanned image: it has no text we can read. Paste your resume text into the box below instead.',
      )
      .waitFor();
    expect(await page.getByLabel('Your resume', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Optimize Resume' }).isDisabled()).toBe(true);
    await page.close();
  });
});

/** A page that is only a picture, as a scanner makes it. */
async function scannedPdf(): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.rect(72, 72, 468, 600).fill('#ddd');
    for (let y = 100; y < 640; y += 14) doc.rect(90, y, 300 + ((y * 7) % 130), 6).fill('#555');
    doc.end();
  });
}
