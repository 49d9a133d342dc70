// A buyer of the Claude rewrite whose reply has slips, in a real browser: the optimizer runs
// the Anthropic engine through the real SDK against scripts/local-anthropic.ts, which answers
// with a corpus reply that turns "Helped with the migration" into "Led the migration" and
// "Coursework toward B.S." into "B.S.". The buyer still gets a document: after paying,
// /resume-success lists each withdrawn change with its reason, and the DOCX holds the
// resume's own lines.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocx } from '../services/payment/test/support/extract.js';
import { corpusReplies, readCorpus, startFakeClaude, type FakeClaude } from '../scripts/local-anthropic.js';
import { DESKTOP, PHONE, launchBrowser, shoot } from './support/browser.js';
import { download, flat, optimizeResume, widerThanPhone } from './support/pages.js';
import { startStack, type Stack } from './support/stack.js';

const corpus = readCorpus(new URL('../bench/fidelity/replies/working/', import.meta.url).pathname);
const entry = corpus.find((e) => e.id === 'swe-backend-01')!;

let anthropic: FakeClaude;
let stack: Stack;
let browser: Browser;
beforeAll(async () => {
  anthropic = await startFakeClaude();
  anthropic.fallback = corpusReplies(corpus, 'slipped');
  stack = await startStack({ anthropicBaseUrl: anthropic.baseUrl });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await anthropic?.close();
});

describe('a Claude reply with slips, paid for', () => {
  it('gives a document: the slips are withdrawn with their reason and the DOCX holds the resume’s own lines', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await optimizeResume(page, stack.baseUrl, entry.jobTitle, entry.resumeText);
    const summary = page.getByTestId('change-summary');
    await summary.waitFor({ timeout: 30_000 });
    // Rewrites and formatting are counted apart.
    expect(await summary.innerText()).toMatch(/^\d+ rewrites and \d+ formatting fix(es)?, each traced to a line/);
    expect(anthropic.requests).toHaveLength(1);

    await page.getByRole('button', { name: /Unlock/ }).click();
    await page.waitForURL(/\/checkout\/test\/cs_local_/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/resume-success\?session_id=cs_local_/);
    const withdrawn = page.getByRole('region', { name: /^Withdrawn:/ });
    await withdrawn.waitFor({ timeout: 15_000 });
    const lead = withdrawn.locator('li', { hasText: 'Led the migration from Heroku to AWS' });
    expect(await lead.locator('.change__reason').innerText()).toMatch(/made your role bigger: "Led"/);
    const degree = withdrawn.locator('li', { hasText: 'B.S. Computer Science, Texas State University' });
    expect(await degree.locator('.change__reason').innerText()).toMatch(/coursework toward/i);
    await shoot(page, 'withdrawn-changes');
    if (process.env.E2E_SCREENSHOTS)
      for (const [label, viewport] of [
        ['1280', DESKTOP],
        ['390', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await withdrawn.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/withdrawn-list-${label}.png` });
      }
    // On a phone the list fits the screen's width.
    expect(await widerThanPhone(page)).toEqual([]);

    const docx = flat((await extractDocx(await download(page, 'Download DOCX'))).text);
    expect(docx).toContain('Helped with the migration from Heroku to AWS (ECS, RDS Postgres)');
    expect(docx).toContain('Coursework toward B.S. Computer Science');
    expect(docx).not.toContain('Led the migration');
    // The rest of the rewrite is kept.
    expect(docx).toContain('Cut p95 latency from 2.1s to 380ms by rebuilding the claims ingestion pipeline');
    await page.close();
  });
});
