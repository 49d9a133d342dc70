// "Remote jobs open to: [country]" on /search and on the home list: it narrows the jobs to
// remote ones someone in that country may take, sits in the /search address like the other
// criteria, and this browser remembers it for the next visit, on both pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eligibility, hoursAgo, insertJobs } from '../test/support/jobs.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { bodiesPostedTo, cardTitles } from './support/pages.js';
import { useBrowserStack } from './support/browser-stack.js';

async function seed(databaseUrl: string) {
  await insertJobs(databaseUrl, [
    {
      title: 'Europe Platform Engineer',
      location: 'Remote (Europe)',
      workSetting: 'remote',
      remoteEligibility: eligibility('Europe', { regions: ['europe'] }),
      postedAt: hoursAgo(1),
    },
    {
      title: 'Anywhere Platform Engineer',
      location: 'Remote',
      workSetting: 'remote',
      remoteEligibility: eligibility('Anywhere', { anywhere: true }),
      postedAt: hoursAgo(2),
    },
    {
      title: 'US Platform Engineer',
      location: 'Remote (US)',
      workSetting: 'remote',
      remoteEligibility: eligibility('US only', { countries: ['US'] }),
      postedAt: hoursAgo(3),
    },
    { title: 'Office Platform Engineer', location: 'Austin, TX', workSetting: 'on-site', postedAt: hoursAgo(4) },
  ]);
}

const ALL = [
  'Europe Platform Engineer',
  'Anywhere Platform Engineer',
  'US Platform Engineer',
  'Office Platform Engineer',
];
const OPEN_TO_GERMANS = ['Europe Platform Engineer', 'Anywhere Platform Engineer'];

describe('remote jobs open to a country', () => {
  const ctx = useBrowserStack({ seed });
  const openTo = (page: Page) => page.getByLabel('Remote jobs open to');

  /** A page in a fresh browser profile that records what each search asked for. */
  async function open(viewport = DESKTOP) {
    const context = await ctx.browser.newContext({ viewport });
    const page = await context.newPage();
    const searches = bodiesPostedTo(page, '/api/search');
    return { context, page, searches };
  }

  it('offers every country the board knows, after "Any country"', async () => {
    const { context, page } = await open();
    await page.goto(`${ctx.stack.baseUrl}/search?q=platform`);
    // The search page's code loads after the shell: wait for the select before reading it.
    await openTo(page).waitFor();
    const options = await openTo(page).locator('option').allTextContents();
    expect(options[0]).toBe('Any country');
    expect(options).toEqual(expect.arrayContaining(['Germany', 'United States', 'India', 'Brazil']));
    expect(options.length).toBeGreaterThan(90);
    await context.close();
  });

  it('narrows /search to remote jobs open to Germany, and remembers it after a reload and on the home page', async () => {
    const { context, page, searches } = await open();
    await page.goto(`${ctx.stack.baseUrl}/search?q=platform`);
    await expect.poll(() => cardTitles(page)).toEqual(ALL);

    await openTo(page).selectOption({ label: 'Germany' });
    await expect.poll(() => cardTitles(page)).toEqual(OPEN_TO_GERMANS);
    expect(new URL(page.url()).searchParams.get('openTo')).toBe('DE');
    expect(new URL(page.url()).searchParams.get('q')).toBe('platform');
    expect(searches.at(-1)).toMatchObject({ query: 'platform', openTo: 'DE', page: 1 });

    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(OPEN_TO_GERMANS);
    expect(await openTo(page).inputValue()).toBe('DE');

    // A later visit, to an address without the country, gets it back and shows it.
    await page.goto(`${ctx.stack.baseUrl}/search?q=platform`);
    await expect.poll(() => new URL(page.url()).searchParams.get('openTo')).toBe('DE');
    await expect.poll(() => cardTitles(page)).toEqual(OPEN_TO_GERMANS);

    await page.goto(`${ctx.stack.baseUrl}/`);
    await expect.poll(() => cardTitles(page)).toEqual(OPEN_TO_GERMANS);
    expect(await openTo(page).inputValue()).toBe('DE');
    expect(searches.at(-1)).toMatchObject({ query: '', openTo: 'DE' });
    await context.close();
  });

  it('narrows the home list too, and "Any country" brings every job back on both pages', async () => {
    const { context, page } = await open();
    await page.goto(`${ctx.stack.baseUrl}/`);
    await expect.poll(() => cardTitles(page)).toEqual(ALL);

    await openTo(page).selectOption({ label: 'United States' });
    await expect.poll(() => cardTitles(page)).toEqual(['Anywhere Platform Engineer', 'US Platform Engineer']);

    await page.goto(`${ctx.stack.baseUrl}/search?q=platform`);
    await expect.poll(() => new URL(page.url()).searchParams.get('openTo')).toBe('US');
    await expect.poll(() => cardTitles(page)).toEqual(['Anywhere Platform Engineer', 'US Platform Engineer']);

    await openTo(page).selectOption({ label: 'Any country' });
    await expect.poll(() => cardTitles(page)).toEqual(ALL);
    expect(new URL(page.url()).searchParams.get('openTo')).toBeNull();
    await page.goto(`${ctx.stack.baseUrl}/`);
    await expect.poll(() => cardTitles(page)).toEqual(ALL);
    expect(await openTo(page).inputValue()).toBe('');
    await context.close();
  });

  it('a shared link with a country shows it without changing what this browser remembers', async () => {
    const { context, page } = await open();
    await page.goto(`${ctx.stack.baseUrl}/search?q=platform&openTo=de`);
    await expect.poll(() => cardTitles(page)).toEqual(OPEN_TO_GERMANS);
    expect(await openTo(page).inputValue()).toBe('DE');
    await page.goto(`${ctx.stack.baseUrl}/`);
    await expect.poll(() => cardTitles(page)).toEqual(ALL);
    await context.close();
  });

  it('fits a phone screen with the filter on both pages', async () => {
    const { context, page } = await open(PHONE);
    await page.goto(`${ctx.stack.baseUrl}/search?q=platform&openTo=DE`);
    await expect.poll(() => cardTitles(page)).toEqual(OPEN_TO_GERMANS);
    expect(await openTo(page).isVisible()).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await page.goto(`${ctx.stack.baseUrl}/`);
    await expect.poll(() => cardTitles(page)).toEqual(ALL);
    expect(await openTo(page).isVisible()).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
