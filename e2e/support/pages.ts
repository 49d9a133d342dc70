// Small helpers the page tests share: finding a job card, holding an API call, answering one,
// downloading a file a link offers, checking the page fits a phone, importing a resume and asking for an optimization.
import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { DESKTOP, PHONE } from './browser.js';

/** The job card whose title is exactly `title`. */
export function jobCard(page: Page, title: string) {
  return page.locator('article.job-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Titles of the job cards on the page, in order. */
export function cardTitles(page: Page): Promise<string[]> {
  return page.locator('article.job-card h3').allTextContents();
}

/**
 * Holds every matching request until release() (then lets it through, or answers with
 * `answer`), so a test can look at the page while the answer is on its way.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  options: { when?: (body: Record<string, unknown>) => boolean; answer?: (route: Route) => Promise<void> } = {},
): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route) => {
    const body = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
    if (options.when && !options.when(body)) {
      await route.fallback();
      return;
    }
    held += 1;
    await gate;
    if (options.answer) await options.answer(route);
    else await route.fallback();
  });
  return { release, held: () => held };
}

/** Answers an /api call with a JSON body and status, as the gateway would. */
export function answerJson(route: Route, status: number, body: unknown): Promise<void> {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

/** Clicks the link named `name` and reads the file it downloads. */
export async function download(page: Page, name: string): Promise<Uint8Array> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return new Uint8Array(readFileSync(await file.path()));
}

/** Text with bullets and runs of white space folded to single spaces, as extracted documents compare. */
export const flat = (text: string) => text.replace(/[•\s]+/g, ' ').trim();

/** On a phone's viewport, the first elements that reach past the screen's right edge (none when it fits); back on a desktop after. */
export async function widerThanPhone(page: Page): Promise<string[]> {
  await page.setViewportSize(PHONE);
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName}.${e.className}`),
  );
  await page.setViewportSize(DESKTOP);
  return wide;
}

/** Opens the Optimize Your Resume tab of the site at `baseUrl`. */
export async function openResumeTab(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#resume`);
  await page.getByRole('heading', { name: 'Optimize Your Resume' }).waitFor();
}

/** Opens the resume tab and asks for an optimization of `resume` for `jobTitle`. */
export async function optimizeResume(page: Page, baseUrl: string, jobTitle: string, resume: string): Promise<void> {
  await openResumeTab(page, baseUrl);
  await page.getByLabel('Target job title', { exact: true }).fill(jobTitle);
  await page.getByLabel('Your resume', { exact: true }).fill(resume);
  await page.getByRole('button', { name: 'Optimize Resume' }).click();
}

/** Picks `file` on the resume tab and answers the text it put in the resume box, once it says so. */
export async function importResume(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByText(`Text from ${file.name} is in the box below`).waitFor();
  return page.getByLabel('Your resume', { exact: true }).inputValue();
}

/** The JSON bodies the page POSTs to `pathname` of any origin, in order, as they are sent. */
export function bodiesPostedTo(page: Page, pathname: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === pathname)
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}
