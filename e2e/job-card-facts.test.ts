// What a job card and a job page tell about an ingested job: pay as listed (or 'Pay not
// listed'), who may take a remote job ('Remote · US only'), who published it ('via Remote
// OK'), where Apply goes, and the 'Sample job' label on demo jobs, which link only to example.com.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eligibility, hoursAgo, insertJobs } from '../test/support/jobs.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { jobCard } from './support/pages.js';
import { useBrowserStack } from './support/browser-stack.js';

const ids: Record<string, string> = {};
const usOnlyRemote = eligibility('US only', { countries: ['US'] });

async function seed(databaseUrl: string) {
  const [unpaid, usOnly, sample, european] = await insertJobs(databaseUrl, [
    {
      title: 'Claims Analyst',
      company: 'Northwind Insurance',
      location: 'Hartford, CT',
      postedAt: hoursAgo(1),
    },
    {
      title: 'Remote Support Engineer',
      company: 'Helpdesk Co',
      location: 'Remote (US)',
      workSetting: 'remote',
      salaryMin: 60,
      salaryMax: 60,
      salaryPeriod: 'hour',
      url: 'https://jobs.example.com/helpdesk-support',
      postedAt: hoursAgo(2),
      remoteEligibility: usOnlyRemote,
    },
    {
      title: 'Sample Product Designer',
      company: 'Example Studio',
      location: 'Remote (US)',
      workSetting: 'remote',
      salaryMin: null,
      salaryMax: 90_000,
      salaryPeriod: 'year',
      url: 'https://example.com/sample-jobs/42',
      postedAt: hoursAgo(3),
      sample: true,
      remoteEligibility: usOnlyRemote,
    },
    {
      title: 'Site Reliability Engineer',
      company: 'Alpenwerk',
      location: 'Remote (Europe)',
      workSetting: 'remote',
      salaryMin: 70_000,
      salaryMax: 85_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      url: 'https://remoteok.com/remote-jobs/123-site-reliability-engineer-alpenwerk',
      postedAt: hoursAgo(4),
      remoteEligibility: eligibility('Europe (UTC-1 to UTC+3)', {
        regions: ['europe'],
        utcOffsets: { min: -1, max: 3 },
      }),
      attribution: {
        name: 'Remote OK',
        url: 'https://remoteok.com/remote-jobs/123-site-reliability-engineer-alpenwerk',
      },
      applyUrl: 'https://jobs.example.org/alpenwerk/apply/123',
    },
  ]);
  Object.assign(ids, { unpaid, usOnly, sample, european });
}

/** Addresses of the links in `scope` that leave the site. */
async function outsideLinks(scope: Locator, baseUrl: string): Promise<string[]> {
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.filter((href) => !href.startsWith(baseUrl));
}

describe('job facts on cards and pages', () => {
  const ctx = useBrowserStack({ seed });

  async function openHome(viewport = DESKTOP): Promise<Page> {
    const page = await ctx.open('/', viewport);
    await expect.poll(() => jobCard(page, 'Claims Analyst').count()).toBe(1);
    return page;
  }

  it("shows 'Pay not listed' on the card of a job that lists no pay", async () => {
    const page = await openHome();
    expect(await jobCard(page, 'Claims Analyst').locator('.job-card__salary').textContent()).toBe(
      'Pay: Pay not listed',
    );
    await page.close();
  });

  it("shows pay as listed, in its currency and period, and 'Remote · US only' for a US-only remote job", async () => {
    const page = await openHome();
    const support = jobCard(page, 'Remote Support Engineer');
    expect(await support.textContent()).toContain('$60 an hour');
    expect(await support.getByText('Remote · US only').isVisible()).toBe(true);

    const sre = jobCard(page, 'Site Reliability Engineer');
    expect(await sre.textContent()).toContain('€70,000 – €85,000 a year');
    expect(await sre.getByText('Remote · Europe (UTC-1 to UTC+3)').isVisible()).toBe(true);
    // The claims analyst works in an office: no remote line.
    expect(await jobCard(page, 'Claims Analyst').textContent()).not.toContain('Remote');
    await page.close();
  });

  it("credits the publisher the feed asks for: 'via Remote OK', linked in a new tab", async () => {
    const page = await openHome();
    const via = jobCard(page, 'Site Reliability Engineer').locator('.job-source');
    expect((await via.textContent())?.startsWith('via Remote OK')).toBe(true);
    const link = via.getByRole('link');
    expect(await link.getAttribute('href')).toBe(
      'https://remoteok.com/remote-jobs/123-site-reliability-engineer-alpenwerk',
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    await page.close();
  });

  it("labels a sample job 'Sample job' on its card, and its links go to example.com only", async () => {
    const page = await openHome();
    const card = jobCard(page, 'Sample Product Designer');
    expect(await card.getByText('Sample job', { exact: true }).isVisible()).toBe(true);
    expect(await card.textContent()).toContain('Up to $90,000 a year');
    const links = await outsideLinks(card, ctx.stack.baseUrl);
    expect(links).toEqual(['https://example.com/sample-jobs/42']);
    // Real jobs carry no such label.
    expect(await jobCard(page, 'Remote Support Engineer').getByText('Sample job').count()).toBe(0);
    await page.close();
  });

  it('says on the page of a sample job that it is not a real opening, and links only to example.com', async () => {
    const page = await ctx.open(`/job/${ids.sample}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sample Product Designer');
    const main = page.locator('main');
    expect(await main.getByText('Sample job', { exact: true }).isVisible()).toBe(true);
    expect(await main.getByText('This is a sample job.').isVisible()).toBe(true);
    const links = await outsideLinks(main, ctx.stack.baseUrl);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(new URL(href).hostname, href).toBe('example.com');
    await page.close();
  });

  it("shows an open remote job's pay, who may take it and its publisher, and applies on the employer's form", async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const res = await page.goto(`${ctx.stack.baseUrl}/job/${ids.european}`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Site Reliability Engineer');
    const main = page.locator('main');
    const text = await main.textContent();
    for (const fact of ['€70,000 – €85,000 a year', 'Remote · Europe (UTC-1 to UTC+3)', 'via Remote OK'])
      expect(text).toContain(fact);
    expect(await main.getByRole('link', { name: /^Remote OK/ }).getAttribute('rel')).toBe('noopener');
    const apply = main.getByRole('link', { name: /^Apply Now/ });
    expect(await apply.getAttribute('href')).toBe('https://jobs.example.org/alpenwerk/apply/123');
    expect(await main.getByText('Sample job').count()).toBe(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    await page.close();
  });

  it("says 'Pay not listed' on the page of a job without pay", async () => {
    const page = await ctx.open(`/job/${ids.unpaid}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Claims Analyst');
    expect(await page.locator('.job-details__facts').getByText('Pay not listed', { exact: true }).isVisible()).toBe(
      true,
    );
    await page.close();
  });

  it('fits a phone screen: labels and links wrap, nothing scrolls sideways', async () => {
    const page = await openHome(PHONE);
    expect(await jobCard(page, 'Sample Product Designer').getByText('Sample job').isVisible()).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await page.goto(`${ctx.stack.baseUrl}/job/${ids.european}`);
    await expect.poll(() => page.getByRole('link', { name: /^Apply Now/ }).isVisible()).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
