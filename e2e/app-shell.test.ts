// The app shell in a real browser: home, a static page, the 404 page, the phone menu.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.js';
import { useBrowserStack } from './support/browser-stack.js';

describe('app shell in the browser', () => {
  const ctx = useBrowserStack();

  it('shows the header, the hero search bar and the footer on the home page', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const res = await page.goto(`${ctx.stack.baseUrl}/`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Find the Best High Paying Jobs Now' }).count()).toBe(1);
    expect(await page.locator('header').getByPlaceholder('Location or zip code').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'HighPay Jobs home' }).getAttribute('href')).toBe('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Job Search', 'Resume'])
      expect(await nav.getByRole('link', { name }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Find Jobs' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Optimize Your Resume' }).count()).toBe(1);
    const footerHrefs = await page.locator('footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(footerHrefs).toEqual(
      expect.arrayContaining(['/aboutus', '/contactus', '/', '/#resume-optimizer', '/terms-of-use', '/privacy-policy']),
    );
    await page.close();
  });

  it('shows a static page with its title and blurb, and the fallback text for a page without one', async () => {
    const page = await ctx.open('/pricing');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Pricing');
    expect(await page.locator('main').textContent()).toContain('$49');
    expect(await page.title()).toContain('Pricing');
    await page.goto(`${ctx.stack.baseUrl}/twitter`);
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('Information about Twitter will be available soon.');
    await page.close();
  });

  it('answers an unknown path with status 404 and the 404 page, whose button returns home', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const res = await page.goto(`${ctx.stack.baseUrl}/definitely/not/here`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Return to Home Page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('follows the old links to their real pages', async () => {
    const page = await ctx.open('/about');
    expect(new URL(page.url()).pathname).toBe('/aboutus');
    await page.goto(`${ctx.stack.baseUrl}/jobs`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('hides the links behind a toggle menu on a phone, and closes it when a link is chosen', async () => {
    const page = await ctx.open('/aboutus', PHONE);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    const resumeLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resume' });
    expect(await resumeLink.isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close navigation menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await expect.poll(() => resumeLink.isVisible()).toBe(true);
    await resumeLink.click();
    await expect.poll(() => resumeLink.isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toBe('#resume');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
