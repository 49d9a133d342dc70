// The Content-Security-Policy in a real browser: every route of the app (the lists in
// services/contracts/src/routes.ts), a job page with its JSON-LD, a PDF read by pdf.js's
// worker and the local test checkout all load without a single violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, JOB_CATEGORIES, REDIRECTS, STATIC_PAGES } from '@highpay/contracts';
import { insertJobs } from '../test/support/jobs.js';
import { DESKTOP } from './support/browser.js';
import { makePdf } from './support/documents.js';
import { useBrowserStack } from './support/browser-stack.js';
import { importResume, openResumeTab } from './support/pages.js';

let jobId = '';

async function seed(databaseUrl: string) {
  [jobId = ''] = await insertJobs(databaseUrl, [
    {
      title: 'Staff Platform Engineer',
      company: 'Ledgerly',
      description: '<h3>About</h3><p>Run <strong>Kafka</strong> at scale.</p><ul><li>Remote</li></ul>',
      url: 'https://jobs.example.com/ledgerly',
    },
  ]);
}

/** Records every CSP violation the page reports, in the document, in workers and on the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(`
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' on ' + location.pathname);
    });
  `);
  return violations;
}

/** Every path the app serves a page at, from the shared route lists. */
function everyRoute(): string[] {
  return [
    ...APP_PAGE_PATHS,
    ...STATIC_PAGES.map((page) => `/${page.slug}`),
    ...Object.keys(REDIRECTS),
    ...JOB_CATEGORIES.map((category) => `/categories/${category.slug}`),
    `/job/${jobId}`,
    '/job/999999',
    '/search?q=platform',
    '/resume-success?session_id=cs_local_0123456789abcdef',
    '/no-such-page',
  ];
}

describe('the Content-Security-Policy in the browser', () => {
  const ctx = useBrowserStack({ seed });

  it('is enforced: an inline script put into the page does not run, and the violation is heard', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const violations = await watchViolations(page);
    const res = await page.goto(`${ctx.stack.baseUrl}/`);
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate('window.__inlineRan')).toBeUndefined();
    await page.close();
  });

  it('sees no violation on any route of the app', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const violations = await watchViolations(page);
    const visited: string[] = [];
    for (const route of everyRoute()) {
      await page.goto(`${ctx.stack.baseUrl}${route}`, { waitUntil: 'networkidle' });
      await page.locator('footer').waitFor();
      visited.push(route);
    }
    expect(visited.length).toBeGreaterThan(40);
    // The job page's JSON-LD was there (a data block, which CSP does not run) and the page rendered.
    await page.goto(`${ctx.stack.baseUrl}/job/${jobId}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Staff Platform Engineer');
    expect(violations).toEqual([]);
    await page.close();
  }, 180_000);

  it('sees no violation while pdf.js reads a PDF resume in its worker', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const violations = await watchViolations(page);
    await openResumeTab(page, ctx.stack.baseUrl);
    const imported = await importResume(page, {
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf(['Maria Garcia, Marketing Manager']),
    });
    expect(imported).toContain('Maria Garcia');
    expect(violations).toEqual([]);
    await page.close();
  });

  it('sees no violation on the local test checkout page', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const violations = await watchViolations(page);
    await page.goto(`${ctx.stack.baseUrl}/`);
    const { url } = await page.evaluate(async () => {
      const res = await fetch('/api/create-checkout-session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return (await res.json()) as { url: string };
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    expect(violations).toEqual([]);
    await page.close();
  });
});
