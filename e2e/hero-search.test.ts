// The hero search bar in the header: the location help box (shows on focus, hides 200 ms
// after blur), and a search that applies keyword, location and work setting.
import { describe, expect, it } from 'vitest';
import { insertJobs } from '../test/support/jobs.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { cardTitles } from './support/pages.js';
import { useBrowserStack } from './support/browser-stack.js';

async function seed(databaseUrl: string) {
  await insertJobs(databaseUrl, [
    {
      title: 'Remote Nurse Case Manager',
      company: 'Palmetto Health',
      location: 'Remote (Columbia, SC)',
      city: 'Columbia',
      state: 'SC',
      zip: '29201',
      workSetting: 'remote',
      category: 'healthcare',
    },
    {
      title: 'Nurse Practitioner',
      company: 'Palmetto Health',
      location: 'Columbia, SC',
      city: 'Columbia',
      state: 'SC',
      zip: '29201',
      category: 'healthcare',
    },
    {
      title: 'Remote Nurse Educator',
      company: 'Lone Star Care',
      location: 'Remote (Austin, TX)',
      city: 'Austin',
      state: 'TX',
      workSetting: 'remote',
      category: 'healthcare',
    },
    {
      title: 'Backend Developer',
      company: 'Palmetto Health',
      location: 'Columbia, SC',
      city: 'Columbia',
      state: 'SC',
      workSetting: 'remote',
    },
  ]);
}

describe('hero search bar', () => {
  const ctx = useBrowserStack({ seed });

  for (const [device, viewport] of [
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ] as const) {
    it(`shows the location help while the location has focus, and hides it 200 ms after it loses focus, on ${device}`, async () => {
      const page = await ctx.open('/aboutus', viewport);
      const hero = page.locator('header').getByRole('search');
      const location = hero.getByPlaceholder('Location or zip code');
      const help = hero.getByRole('note');
      expect(await help.count()).toBe(0);

      await location.focus();
      await expect.poll(() => help.isVisible()).toBe(true);
      const text = await help.textContent();
      for (const part of ['For best results, use:', 'City, ST', "'Columbia, SC'", 'ZIP code', "'29201'"])
        expect(text).toContain(part);

      // Blur and look in the same breath: the box is still there right after the blur ...
      const shownRightAfterBlur = await location.evaluate((input) => {
        (input as { blur(): void }).blur();
        return input.closest('form')?.querySelector('[role="note"]') !== null;
      });
      expect(shownRightAfterBlur).toBe(true);
      // ... and gone once the 200 ms have passed (polled: a loaded machine fires timers late).
      await expect.poll(() => help.count()).toBe(0);
      await page.close();
    });
  }

  it('searches with the keyword, the location (written as City, ST) and the work setting', async () => {
    const page = await ctx.open('/');
    const hero = page.locator('header').getByRole('search');
    await hero.getByPlaceholder('Job title or keyword').fill('  nurse ');
    await hero.getByPlaceholder('Location or zip code').fill('columbia sc');
    await hero.getByLabel('Work setting').selectOption({ label: 'Remote' });
    await hero.getByRole('button', { name: 'Search' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    const params = new URL(page.url()).searchParams;
    expect(params.get('q')).toBe('nurse');
    expect(params.get('location')).toBe('columbia, SC');
    expect(params.get('workSetting')).toBe('remote');
    await expect.poll(() => cardTitles(page)).toEqual(['Remote Nurse Case Manager']);

    // On /search the hero is the page's form and shows the search it ran.
    expect(await hero.getByPlaceholder('Job title or keyword').inputValue()).toBe('nurse');
    expect(await hero.getByPlaceholder('Location or zip code').inputValue()).toBe('columbia, SC');
    expect(await hero.getByLabel('Work setting').inputValue()).toBe('remote');
    await page.close();
  });

  it('searches by work setting alone', async () => {
    const page = await ctx.open('/');
    const hero = page.locator('header').getByRole('search');
    await hero.getByLabel('Work setting').selectOption({ label: 'Remote' });
    await hero.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(async () => (await cardTitles(page)).sort())
      .toEqual(['Backend Developer', 'Remote Nurse Case Manager', 'Remote Nurse Educator']);
    await page.close();
  });
});
