// Home, Find Jobs tab: the Browse Jobs list (newest first, a sort that sorts, paging only
// past one page), job cards with pay, colored tags and Apply, the list's states, and
// the newsletter card.
import type { Page } from 'playwright-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fillerJobs, hoursAgo, insertJobs } from '../test/support/jobs.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { answerJson, cardTitles, holdRequests, jobCard } from './support/pages.js';
import { useBrowserStack } from './support/browser-stack.js';

async function seed(databaseUrl: string) {
  await insertJobs(databaseUrl, [
    {
      title: 'Staff Platform Engineer',
      company: 'Zenith Cloud',
      location: 'Austin, TX',
      salaryMin: 120_000,
      salaryMax: 160_000,
      salaryPeriod: 'year',
      tags: [
        { name: 'Kubernetes', color: 'blue' },
        { name: 'Go', color: 'teal' },
      ],
      url: 'https://jobs.example.com/staff-platform',
      postedAt: hoursAgo(1),
    },
    {
      title: 'Contract Welder',
      company: 'Aardvark Fabrication',
      location: 'Tulsa, OK',
      jobType: 'Contract',
      salaryMin: 45,
      salaryMax: 45,
      salaryPeriod: 'hour',
      tags: [{ name: 'Welding', color: 'orange' }],
      postedAt: hoursAgo(2),
    },
    {
      title: 'Chief Revenue Officer',
      company: 'Midway Sales Co',
      location: 'Chicago, IL',
      category: 'sales',
      salaryMin: 250_000,
      salaryMax: 320_000,
      salaryPeriod: 'year',
      postedAt: hoursAgo(3),
    },
    ...fillerJobs(23, { before: hoursAgo(4) }),
  ]);
}

describe('home page, Find Jobs tab', () => {
  const ctx = useBrowserStack({ seed });

  async function openHome(viewport = DESKTOP): Promise<Page> {
    const page = await ctx.open('/', viewport);
    await expect.poll(() => jobCard(page, 'Staff Platform Engineer').count()).toBe(1);
    return page;
  }

  it('lists the newest jobs first, with their pay and their tags in color', async () => {
    const page = await openHome();
    const titles = await cardTitles(page);
    expect(titles.slice(0, 3)).toEqual(['Staff Platform Engineer', 'Contract Welder', 'Chief Revenue Officer']);
    expect(titles).toHaveLength(20);

    const staff = jobCard(page, 'Staff Platform Engineer');
    const staffText = await staff.textContent();
    for (const fact of ['Zenith Cloud', 'Austin, TX', 'Full Time', '$120,000 – $160,000 a year'])
      expect(staffText).toContain(fact);
    expect(await jobCard(page, 'Contract Welder').textContent()).toContain('$45 an hour');
    expect(await jobCard(page, 'Filler Job 1').textContent()).not.toContain('$');
    expect(await jobCard(page, 'Filler Job 1').textContent()).toContain('Pay not listed');

    const background = (name: string) =>
      staff
        .getByRole('listitem')
        .filter({ hasText: name })
        .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).backgroundColor);
    expect(await background('Kubernetes')).toBe('rgb(219, 234, 254)'); // blue
    expect(await background('Go')).toBe('rgb(204, 251, 241)'); // teal
    await page.close();
  });

  it("pages through the list with Previous and Next under 'Page X of Y'", async () => {
    const page = await openHome();
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.textContent()).toContain('Page 1 of 2');
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pager.textContent()).toContain('Page 2 of 2');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(['Filler Job 18', 'Filler Job 19', 'Filler Job 20', 'Filler Job 21', 'Filler Job 22', 'Filler Job 23']);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => pager.textContent()).toContain('Page 1 of 2');
    await page.close();
  });

  it('sorts by Date, Relevance, Company and Salary, going back to page 1', async () => {
    const page = await openHome();
    const sort = page.getByLabel('Sort by');
    expect(await sort.locator('option').allTextContents()).toEqual(['Date', 'Relevance', 'Company', 'Salary']);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Page 2 of 2').count()).toBe(1);

    await sort.selectOption({ label: 'Company' });
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Contract Welder');
    expect(await page.getByText('Page 1 of 2').count()).toBe(1);

    await sort.selectOption({ label: 'Salary' });
    // Highest pay first, hourly pay counted as a year's; jobs without pay last.
    await expect
      .poll(async () => (await cardTitles(page)).slice(0, 4))
      .toEqual(['Chief Revenue Officer', 'Staff Platform Engineer', 'Contract Welder', 'Filler Job 1']);

    await sort.selectOption({ label: 'Relevance' });
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Staff Platform Engineer');
    await sort.selectOption({ label: 'Date' });
    await expect
      .poll(async () => (await cardTitles(page)).slice(0, 3))
      .toEqual(['Staff Platform Engineer', 'Contract Welder', 'Chief Revenue Officer']);
    await page.close();
  });

  it("opens the job's own page in a new tab from Apply", async () => {
    const page = await openHome();
    await page
      .context()
      .route('https://jobs.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Employer</h1>' }),
      );
    const apply = jobCard(page, 'Staff Platform Engineer').getByRole('link', { name: /^Apply/ });
    expect(await apply.getAttribute('target')).toBe('_blank');
    expect(await apply.getAttribute('rel')).toContain('noopener');
    const [popup] = await Promise.all([page.waitForEvent('popup'), apply.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://jobs.example.com/staff-platform');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it("shows 'Loading jobs...' while the jobs are on their way, then the error line when search fails", async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const gate = await holdRequests(page, '**/api/search', {
      answer: (route) =>
        answerJson(route, 503, { error: 'Service Unavailable', details: 'Search is down for maintenance' }),
    });
    await page.goto(`${ctx.stack.baseUrl}/`);
    await expect.poll(() => page.getByText('Loading jobs...').isVisible()).toBe(true);
    gate.release();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Error loading jobs: Search is down for maintenance');
    // One try and the one retry the spec allows.
    expect(gate.held()).toBe(2);
    expect(await page.getByText('Loading jobs...').count()).toBe(0);
    await page.close();
  });

  it('says no jobs were found, and shows no paging, when there are none', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    await page.route('**/api/search', (route) => answerJson(route, 200, { jobs: [], totalResults: 0 }));
    await page.goto(`${ctx.stack.baseUrl}/`);
    await expect.poll(() => page.getByText('No jobs found', { exact: true }).isVisible()).toBe(true);
    expect(
      await page.getByText('Try adjusting your filters or check back later for new opportunities.').isVisible(),
    ).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    await page.close();
  });

  it('shows no paging when the jobs fit on one page', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    await page.route('**/api/search', async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { jobs: unknown[] };
      await answerJson(route, 200, { jobs: body.jobs.slice(0, 3), totalResults: 3 });
    });
    await page.goto(`${ctx.stack.baseUrl}/`);
    await expect.poll(() => cardTitles(page)).toHaveLength(3);
    expect(await page.getByText(/Page \d+ of/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.close();
  });

  it('subscribes to the newsletter once the form is valid, and stores the email', async () => {
    const page = await openHome();
    const card = page.getByRole('region', { name: 'Get high-paying jobs in your inbox' });
    await card.getByRole('button', { name: 'Subscribe' }).click();
    expect(await card.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await card.getByLabel('First name').fill('Grace');
    await card.getByLabel('Last name').fill('Hopper');
    await card.getByLabel('Email').fill('grace@example.com');
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toContain('Thank you for subscribing');
    expect(await card.getByLabel('Email').inputValue()).toBe('');
    const db = new pg.Client({ connectionString: ctx.stack.databaseUrl });
    await db.connect();
    const { rows } = await db.query('SELECT email FROM newsletter_subscribers');
    await db.end();
    expect(rows).toEqual([{ email: 'grace@example.com' }]);
    await page.close();
  });

  it('fits a phone screen: cards stack and nothing scrolls sideways', async () => {
    const page = await openHome(PHONE);
    const apply = jobCard(page, 'Staff Platform Engineer').getByRole('link', { name: /^Apply/ });
    expect(await apply.isVisible()).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
