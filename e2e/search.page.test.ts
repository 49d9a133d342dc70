// /search: nothing until there is a criterion; results with Apply Now and a 150-character
// preview; paging that keeps the last results on screen; new searches and category changes
// back to page 1; the search in the address (back, forward, shared links); errors; freshness.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_CATEGORIES } from '@highpay/contracts';
import { fillerJobs, insertJobs } from '../test/support/jobs.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { answerJson, bodiesPostedTo, cardTitles, holdRequests, jobCard } from './support/pages.js';
import { useBrowserStack } from './support/browser-stack.js';

const DESCRIPTION =
  '<h3>About us</h3><p>We turn <strong>messy</strong> clinical &amp; claims data into decisions that help millions of patients every year.</p>' +
  '<ul><li>Own our experimentation platform end to end</li><li>Coach a team of four scientists</li></ul>';
const DESCRIPTION_TEXT =
  'About us We turn messy clinical & claims data into decisions that help millions of patients every year. Own our experimentation platform end to end Coach a team of four scientists';

async function seed(databaseUrl: string) {
  const now = Date.now();
  await insertJobs(databaseUrl, [
    {
      title: 'Principal Data Scientist',
      company: 'Helix Analytics',
      description: DESCRIPTION,
      postedAt: new Date(now - 60_000),
    },
    ...fillerJobs(45, {
      prefix: 'Data Engineer',
      company: 'Pipeline Co',
      category: 'engineering',
      before: new Date(now - 3_600_000),
    }),
    ...fillerJobs(25, {
      prefix: 'ICU Nurse',
      company: 'Mercy Hospital',
      category: 'healthcare',
      before: new Date(now - 7_200_000),
    }),
  ]);
}

describe('search page', () => {
  const ctx = useBrowserStack({ seed });

  /** Opens a page that records every search it sends. */
  async function open(
    path: string,
    viewport = DESKTOP,
    options: { fakeClock?: boolean } = {},
  ): Promise<{ page: Page; searches: Array<Record<string, unknown>> }> {
    const page = await ctx.browser.newPage({ viewport });
    // A clock the test can move forward; it runs on its own otherwise.
    if (options.fakeClock) await page.clock.install();
    const searches = bodiesPostedTo(page, '/api/search');
    await page.goto(`${ctx.stack.baseUrl}${path}`);
    return { page, searches };
  }
  /**
   * Goes to the sitemap by the footer link and waits for its page, not just its address:
   * React renders a navigation as a transition, and under a fake clock that can come after
   * the address changed (the search page would then stay mounted, and not ask again).
   */
  async function visitSitemap(page: Page) {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sitemap');
    await expect.poll(() => page.getByRole('heading', { name: 'Sitemap', level: 1 }).isVisible()).toBe(true);
  }
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
  const category = (page: Page) => page.getByLabel('Category');
  const heroSearch = (page: Page) => page.locator('header').getByRole('search');

  it('searches nothing until there is a criterion, and offers the spec’s categories', async () => {
    const { page, searches } = await open('/search');
    await expect.poll(() => page.getByText('Enter a job title, keyword or location').isVisible()).toBe(true);
    expect(await category(page).locator('option').allTextContents()).toEqual([
      'All Categories',
      ...SEARCH_PAGE_CATEGORIES,
    ]);
    expect(await cardTitles(page)).toEqual([]);
    expect(searches).toEqual([]);
    await page.close();
  });

  it('shows results with Apply Now and the first 150 characters of the description as plain text', async () => {
    const { page } = await open('/search?q=scientist');
    const card = jobCard(page, 'Principal Data Scientist');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.locator('p.job-card__description').textContent()).toBe(`${DESCRIPTION_TEXT.slice(0, 150)}...`);
    expect(await card.getByRole('link', { name: /^Apply Now/ }).getAttribute('target')).toBe('_blank');
    await page.close();
  });

  it('pages with Previous and Next, and a new search goes back to page 1', async () => {
    const { page, searches } = await open('/search?q=data+engineer');
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 1');
    expect(await pager(page).textContent()).toContain('Page 1 of 3');

    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 21');
    expect(await pager(page).textContent()).toContain('Page 2 of 3');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    await heroSearch(page).getByPlaceholder('Job title or keyword').fill('data');
    await heroSearch(page).getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('data');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    // The best match for "data" is a short title with the word: the first Data Engineer.
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 1');
    expect(await pager(page).textContent()).toContain('Page 1 of 3');
    expect(searches.at(-1)).toMatchObject({ query: 'data', page: 1, jobTypes: [] });
    await page.close();
  });

  it('keeps the previous results on screen while the next page loads', async () => {
    const { page } = await open('/search?q=data+engineer');
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 1');
    const gate = await holdRequests(page, '**/api/search', { when: (body) => body.page === 2 });

    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => gate.held()).toBe(1);
    expect((await cardTitles(page))[0]).toBe('Data Engineer 1');
    expect(await cardTitles(page)).toHaveLength(20);
    expect(await page.getByText('Loading jobs...').count()).toBe(0);

    gate.release();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 21');
    await page.close();
  });

  it('goes back to page 1 when the category changes', async () => {
    const { page } = await open('/search?category=Healthcare&page=2');
    await expect.poll(() => pager(page).textContent()).toContain('Page 2 of 2');
    expect(await category(page).inputValue()).toBe('Healthcare');
    expect(await cardTitles(page)).toHaveLength(5);

    await category(page).selectOption({ label: 'Technology' });
    await expect.poll(() => pager(page).textContent()).toContain('Page 1 of 3');
    const url = new URL(page.url());
    expect(url.searchParams.get('category')).toBe('Technology');
    expect(url.searchParams.get('page')).toBeNull();
    expect((await cardTitles(page))[0]).toBe('Principal Data Scientist');
    await page.close();
  });

  it('keeps the search in the address: a shared link opens it, and back and forward move through it', async () => {
    const { page } = await open('/search?q=data+engineer&category=Engineering&page=2');
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 21');
    expect(await heroSearch(page).getByPlaceholder('Job title or keyword').inputValue()).toBe('data engineer');
    expect(await category(page).inputValue()).toBe('Engineering');

    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 41');

    await page.goBack();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 21');
    expect(await pager(page).textContent()).toContain('Page 2 of 3');
    await page.goForward();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 41');
    expect(await pager(page).textContent()).toContain('Page 3 of 3');
    await page.close();
  });

  it('says so when nothing matches', async () => {
    const { page } = await open('/search?q=zzxqvwk');
    await expect
      .poll(() => page.getByText('No jobs found matching your criteria. Try broadening your search!').isVisible())
      .toBe(true);
    await page.close();
  });

  it("shows the API's details when a search fails, after one retry", async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    let calls = 0;
    await page.route('**/api/search', (route) => {
      calls += 1;
      return answerJson(route, 400, { error: 'Bad Request', details: 'location: must be at most 100 characters' });
    });
    await page.goto(`${ctx.stack.baseUrl}/search?q=data`);
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('location: must be at most 100 characters');
    expect(calls).toBe(2);
    await page.close();
  });

  it("shows 'Search failed: {status text}' when a failure has no details", async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    await page.route('**/api/search', (route) => route.fulfill({ status: 502, body: '' }));
    await page.goto(`${ctx.stack.baseUrl}/search?q=data`);
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Search failed: Bad Gateway');
    await page.close();
  });

  it('shows a search seen in the last five minutes again without asking the server, and asks again after', async () => {
    const { page, searches } = await open('/search?q=data+engineer', DESKTOP, { fakeClock: true });
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 1');
    expect(searches).toHaveLength(1);

    await visitSitemap(page);
    await page.goBack();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Data Engineer 1');
    // Coming back to the window does not refetch either.
    await page.evaluate(
      "window.dispatchEvent(new Event('focus')); document.dispatchEvent(new Event('visibilitychange'))",
    );
    expect(searches).toHaveLength(1);

    await page.clock.fastForward('05:01');
    await visitSitemap(page);
    await page.goBack();
    await expect.poll(() => searches.length).toBe(2);
    await page.close();
  });

  it('fits a phone screen', async () => {
    const { page } = await open('/search?q=scientist', PHONE);
    await expect
      .poll(() =>
        jobCard(page, 'Principal Data Scientist')
          .getByRole('link', { name: /^Apply Now/ })
          .isVisible(),
      )
      .toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
