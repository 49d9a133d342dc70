// /sitemap: the spec's lists with the 10 most recent jobs; /categories/:slug: that
// category's newest jobs, paged; /sitemap.xml for crawlers.
import { describe, expect, it } from 'vitest';
import { fillerJobs, insertJobs } from '../test/support/jobs.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { cardTitles } from './support/pages.js';
import { useBrowserStack } from './support/browser-stack.js';

async function seed(databaseUrl: string) {
  const now = Date.now();
  await insertJobs(databaseUrl, [
    // Twelve recent jobs, 'Recent Job 1' the newest; the sitemap shows ten of them.
    ...fillerJobs(12, { prefix: 'Recent Job', company: 'Now Corp', category: 'marketing', before: new Date(now) }),
    ...fillerJobs(22, {
      prefix: 'Product Designer',
      company: 'Pixel Works',
      category: 'design',
      before: new Date(now - 86_400_000),
    }),
    { title: 'Contracts Counsel', company: 'Lex & Co', category: 'legal', postedAt: new Date(now - 2 * 86_400_000) },
  ]);
}

describe('sitemap and category pages', () => {
  const ctx = useBrowserStack({ seed });

  it('lists the main pages, the categories, the ten most recent jobs and the policies', async () => {
    const page = await ctx.open('/sitemap');
    const section = (name: string) => page.getByRole('region', { name });
    await expect.poll(() => section('Recent Jobs').getByRole('link').count()).toBe(10);

    expect(await section('Recent Jobs').getByRole('link').allTextContents()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Recent Job ${i + 1} at Now Corp`),
    );
    expect(await section('Job Categories').getByRole('link').allTextContents()).toEqual([
      'All Categories',
      'Development',
      'Design',
      'Marketing',
      'Management',
      'Customer Support',
      'Sales',
      'Finance',
      'Legal',
      'HR',
    ]);
    expect(await section('Main Pages').getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await section('Policies').getByRole('link').allTextContents()).toEqual([
      'Privacy Policy',
      'Terms of Use',
      'Cookie Policy',
    ]);

    await section('Recent Jobs').getByRole('link', { name: 'Recent Job 3 at Now Corp' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Recent Job 3');
    await page.close();
  });

  it("opens a category's page from the sitemap, with its newest jobs, paged", async () => {
    const page = await ctx.open('/sitemap');
    await page.getByRole('region', { name: 'Job Categories' }).getByRole('link', { name: 'Design' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/categories/design');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Design Jobs');
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('22 jobs in Design');
    expect((await cardTitles(page)).slice(0, 2)).toEqual(['Product Designer 1', 'Product Designer 2']);
    expect(await cardTitles(page)).toHaveLength(20);

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.textContent()).toContain('Page 1 of 2');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(['Product Designer 21', 'Product Designer 22']);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.goBack();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Product Designer 1');
    await page.close();
  });

  it('shows a category with one job without paging, and an empty one as no jobs found', async () => {
    const page = await ctx.open('/categories/legal');
    await expect.poll(() => cardTitles(page)).toEqual(['Contracts Counsel']);
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Other categories' }).getByRole('link', { name: 'HR' }).click();
    await expect.poll(() => page.getByText('No jobs found', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('HR Jobs');
    await page.close();
  });

  it('answers an unknown category with the 404 page and status 404', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const res = await page.goto(`${ctx.stack.baseUrl}/categories/astrology`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(1);
    await page.close();
  });

  it('serves sitemap.xml, an index of files with the category pages and every open job', async () => {
    const res = await fetch(`${ctx.stack.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const xml = (await Promise.all(files.map(async (file) => (await fetch(file)).text()))).join('');
    expect(xml).toContain(`<loc>${ctx.stack.baseUrl}/categories/design</loc>`);
    expect(xml.match(/<loc>[^<]*\/job\/\d+<\/loc>/g)).toHaveLength(35);
  });

  it('fits a phone screen', async () => {
    const page = await ctx.open('/sitemap', PHONE);
    await expect.poll(() => page.getByRole('region', { name: 'Recent Jobs' }).getByRole('link').count()).toBe(10);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await page.goto(`${ctx.stack.baseUrl}/categories/design`);
    await expect.poll(() => cardTitles(page)).toHaveLength(20);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
