// /job/:id in every state: loading, error, not found, no id, loaded (with salary, safe
// description, Apply Now), closed (410, no Apply, similar searches instead), and the tab
// title and meta description it keeps up to date.
import { describe, expect, it } from 'vitest';
import { closeJob, insertJobs } from '../test/support/jobs.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { answerJson, holdRequests, jobCard } from './support/pages.js';
import { useBrowserStack } from './support/browser-stack.js';

const DESCRIPTION =
  '<h3>About the role</h3><p>Build &amp; run the payments platform that moves <strong>$2B</strong> a year for small businesses.</p>' +
  '<ul><li>Design APIs used by millions of customers every single day</li><li>Mentor engineers</li></ul>';
const DESCRIPTION_TEXT =
  'About the role Build & run the payments platform that moves $2B a year for small businesses. Design APIs used by millions of customers every single day Mentor engineers';

const HOSTILE =
  '<p>Great team, great pay.</p>' +
  '<img src="/nowhere.png" onerror="window.__xss = \'img\'">' +
  '<script>window.__xss = "script"</script>' +
  '<a href="javascript:window.__xss=\'link\'">Learn more</a>' +
  '<div onmouseover="window.__xss=\'hover\'">Hover me</div>';

const ids: Record<string, string> = {};

async function seed(databaseUrl: string) {
  const [payments, hostile, bare, closed] = await insertJobs(databaseUrl, [
    {
      title: 'Senior Payments Engineer',
      company: 'Ledgerly',
      location: 'Austin, TX',
      workSetting: 'hybrid',
      jobType: 'Full Time',
      salaryMin: 150_000,
      salaryMax: 190_000,
      salaryPeriod: 'year',
      tags: [{ name: 'Payments', color: 'purple' }],
      description: DESCRIPTION,
      url: 'https://jobs.example.com/ledgerly-payments',
      postedAt: new Date('2026-03-02T15:00:00Z'),
    },
    { title: 'Friendly Marketer </script>', company: 'Sneaky <b>Co</b>', description: HOSTILE },
    { title: 'Mystery Role', company: 'Quiet Co', description: '', url: '' },
    {
      title: 'Lead Payments Engineer',
      company: 'Ledgerly',
      location: 'Austin, TX',
      category: 'development',
      salaryMin: 170_000,
      salaryMax: 210_000,
      salaryPeriod: 'year',
      url: 'https://jobs.example.com/ledgerly-lead',
      postedAt: new Date('2026-02-02T15:00:00Z'),
    },
  ]);
  await closeJob(databaseUrl, closed!, new Date('2026-03-01T12:00:00Z'));
  Object.assign(ids, { payments, hostile, bare, closed });
}

describe('job details page', () => {
  const ctx = useBrowserStack({ seed });

  it("shows the job's title, company, place, type, pay, tags, description and Apply Now", async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const res = await page.goto(`${ctx.stack.baseUrl}/job/${ids.payments}`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Senior Payments Engineer');
    const main = page.locator('main');
    const text = await main.textContent();
    for (const fact of [
      'Ledgerly',
      'Austin, TX',
      'Full Time',
      'Hybrid',
      '$150,000 – $190,000 a year',
      'March 2, 2026',
      'Payments',
    ]) {
      expect(text).toContain(fact);
    }
    expect(await main.getByRole('heading', { name: 'About the role' }).isVisible()).toBe(true);
    expect(await main.locator('li', { hasText: 'Mentor engineers' }).isVisible()).toBe(true);
    const apply = main.getByRole('link', { name: /^Apply Now/ });
    expect(await apply.getAttribute('href')).toBe('https://jobs.example.com/ledgerly-payments');
    expect(await apply.getAttribute('target')).toBe('_blank');
    await page.close();
  });

  it('sets the tab title and the meta description when reached from the search results', async () => {
    const page = await ctx.open('/search?q=payments');
    await jobCard(page, 'Senior Payments Engineer')
      .getByRole('link', { name: 'Senior Payments Engineer', exact: true })
      .click();
    await expect.poll(() => page.title()).toBe('Senior Payments Engineer at Ledgerly | HighPay Jobs');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBe(DESCRIPTION_TEXT.slice(0, 150).trimEnd());

    await page.goBack();
    await expect.poll(() => page.title()).toBe('Search Jobs | HighPay Jobs');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe(description);
    await page.close();
  });

  it('renders a hostile description safely: no script, event handler or javascript: link runs', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${ctx.stack.baseUrl}/job/${ids.hostile}`);
    await expect.poll(() => page.getByText('Great team, great pay.').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Friendly Marketer </script>');
    expect(await page.getByText('Sneaky <b>Co</b>').isVisible()).toBe(true);

    await page.getByText('Hover me').hover();
    await page.getByText('Learn more').click();
    const description = page.locator('.job-details__description');
    expect(await description.locator('script').count()).toBe(0);
    expect(await description.locator('[onerror], [onmouseover]').count()).toBe(0);
    // The javascript: address is gone, so 'Learn more' is no longer a link at all.
    expect(await page.getByText('Learn more').getAttribute('href')).toBeNull();
    expect(await page.evaluate('window.__xss')).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it("says 'No description available.' and offers no Apply Now for a job without description or url", async () => {
    const page = await ctx.open(`/job/${ids.bare}`);
    await expect.poll(() => page.getByText('No description available.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /^Apply Now/ }).count()).toBe(0);
    await page.close();
  });

  it('says a closed job is closed, with no Apply or resume offer, and links to similar open jobs', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const res = await page.goto(`${ctx.stack.baseUrl}/job/${ids.closed}`);
    expect(res?.status()).toBe(410);
    const notice = page.getByRole('region', { name: 'Job closed' });
    await expect
      .poll(() => notice.getByText('This job is closed — the employer no longer accepts applications.').isVisible())
      .toBe(true);
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Lead Payments Engineer');
    expect(await main.textContent()).toContain('March 1, 2026');
    expect(await main.getByRole('link', { name: /^Apply/ }).count()).toBe(0);
    expect(await main.getByRole('button', { name: /Tailor my resume/ }).count()).toBe(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);

    await notice.getByRole('link', { name: 'Search open “Payments Engineer” jobs' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Payments Engineer');
    await expect.poll(() => jobCard(page, 'Senior Payments Engineer').count()).toBe(1);
    expect(await jobCard(page, 'Lead Payments Engineer').count()).toBe(0);
    await page.goBack();
    await expect
      .poll(() => page.getByRole('link', { name: 'Browse the newest Development jobs' }).getAttribute('href'))
      .toBe('/categories/development');
    await page.close();
  });

  it("answers an unknown job with status 404 and 'Job with ID {id} not found.'", async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const res = await page.goto(`${ctx.stack.baseUrl}/job/999999`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Job with ID 999999 not found.');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Job not found');
    await page.close();
  });

  it("says 'Job ID not found in URL.' when the address has no id", async () => {
    const page = await ctx.open('/job/%20');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Job ID not found in URL.');
    await page.close();
  });

  it("shows 'Loading job details...' while the job is on its way, and 'Failed to fetch job details' when the API fails", async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const gate = await holdRequests(page, '**/api/search', {
      answer: (route) =>
        answerJson(route, 500, { error: 'Internal Server Error', details: 'Something went wrong on our side.' }),
    });
    await page.goto(`${ctx.stack.baseUrl}/job/${ids.payments}`);
    await expect.poll(() => page.getByText('Loading job details...').isVisible()).toBe(true);
    gate.release();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Failed to fetch job details');
    expect(gate.held()).toBe(1);
    await page.close();
  });

  it('says the server could not be reached when the request never arrives', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    await page.route('**/api/search', (route) => route.abort('connectionrefused'));
    await page.goto(`${ctx.stack.baseUrl}/job/${ids.payments}`);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Could not reach the server. Check your connection and try again.');
    await page.close();
  });

  it('fits a phone screen, open or closed', async () => {
    const page = await ctx.open(`/job/${ids.payments}`, PHONE);
    await expect.poll(() => page.getByRole('link', { name: /^Apply Now/ }).isVisible()).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await page.goto(`${ctx.stack.baseUrl}/job/${ids.closed}`);
    await expect.poll(() => page.getByText('This job is closed', { exact: false }).isVisible()).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
