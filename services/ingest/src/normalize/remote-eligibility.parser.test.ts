import { describe, expect, it } from 'vitest';
import { openToOf } from '@highpay/contracts';
import { eligibilitySentences, parseEligibilityText, remoteEligibility } from './remote-eligibility.parser.js';

describe('remote eligibility', () => {
  it('"US only" accepts the United States alone', () => {
    expect(parseEligibilityText('US only')).toEqual({
      anywhere: false,
      countries: ['US'],
      regions: [],
      utcOffsets: null,
    });
  });

  it('"Remote - Canada" accepts Canada', () => {
    expect(parseEligibilityText('Remote - Canada').countries).toEqual(['CA']);
  });

  it('"EMEA" is a region, and accepts someone in Germany but not in Brazil', () => {
    const emea = parseEligibilityText('EMEA');
    expect(emea.regions).toEqual(['emea']);
    expect(openToOf(emea)).toContain('DE');
    expect(openToOf(emea)).not.toContain('BR');
  });

  it('"UTC-5 to UTC+1" is a band of time zones', () => {
    expect(parseEligibilityText('UTC-5 to UTC+1').utcOffsets).toEqual({ min: -5, max: 1 });
  });

  it('"Anywhere" has no limit, but "anywhere in the US" does', () => {
    expect(parseEligibilityText('Anywhere').anywhere).toBe(true);
    expect(parseEligibilityText('Anywhere in the US')).toMatchObject({ anywhere: false, countries: ['US'] });
  });

  it('a Connecticut office is not a time zone', () => {
    expect(parseEligibilityText('Remote (Hartford, CT)')).toMatchObject({ countries: ['US'], utcOffsets: null });
  });

  it('a bare "Remote" says nothing, and a feed’s own country then counts', () => {
    expect(remoteEligibility({ texts: ['Remote'] })).toMatchObject({ anywhere: false, countries: [], label: 'Remote' });
    expect(remoteEligibility({ texts: ['Remote'], country: 'GB' })).toMatchObject({
      countries: ['GB'],
      label: 'UK only',
    });
  });

  it('the job card label reads like the posting', () => {
    expect(remoteEligibility({ texts: ['Remote, Europe (CET ±2)'] }).label).toBe('Europe (UTC-1 to UTC+3)');
    expect(remoteEligibility({ texts: ['US or Canada'] }).label).toBe('Canada, US');
    expect(remoteEligibility({ texts: ['UTC+5:30'] }).label).toBe('Remote (UTC+5:30)');
  });

  it('a limit in the description outweighs "Worldwide" in the location', () => {
    const e = remoteEligibility({ texts: ['Worldwide', 'This role is open to candidates in the US only.'] });
    expect(e).toMatchObject({ anywhere: false, countries: ['US'] });
  });

  it('finds the sentences of a description that say where one may work from', () => {
    const text = 'We build rockets. Candidates must be based in Germany or Austria. We have a great team.';
    expect(eligibilitySentences(text)).toEqual(['Candidates must be based in Germany or Austria.']);
  });

  it('a region lists its countries for the "open to" filter; no limit stands for any country', () => {
    expect(openToOf({ anywhere: false, countries: ['GB'], regions: ['dach'], utcOffsets: null })).toEqual([
      'AT',
      'CH',
      'DE',
      'GB',
    ]);
    expect(openToOf(remoteEligibility({ texts: ['Anywhere'] }))).toEqual(['*']);
    expect(openToOf(null)).toBeNull();
  });

  it('reads time-zone bands however a posting writes them', () => {
    expect(parseEligibilityText('CET -3 / +3 timezone.').utcOffsets).toEqual({ min: -2, max: 4 });
    expect(parseEligibilityText('We hire internationally within +/- 6 hours from Eastern Time.')).toMatchObject({
      anywhere: true,
      utcOffsets: { min: -11, max: 1 },
    });
    expect(parseEligibilityText('Available to work in timezone UTC -3 to -5').utcOffsets).toEqual({ min: -5, max: -3 });
    expect(parseEligibilityText('(Pacific or Mountain Time Zones)').utcOffsets).toEqual({ min: -8, max: -7 });
  });

  it('a time zone named in words is not a region', () => {
    expect(parseEligibilityText('Pacific Time (PST) to Central European Time (CET)')).toMatchObject({
      regions: [],
      utcOffsets: { min: -8, max: 1 },
    });
    expect(parseEligibilityText('UTC-8 (Pacific) to UTC+1 (Central Europe)').regions).toEqual([]);
  });

  it('"Everywhere" and "open to all countries" have no limit; "anywhere in CEST ±2" is limited to the zone only', () => {
    expect(parseEligibilityText('Everywhere').anywhere).toBe(true);
    expect(parseEligibilityText('Open to all countries.').anywhere).toBe(true);
    expect(parseEligibilityText('looking anywhere in CEST (+- 2 hours) timezone')).toMatchObject({
      anywhere: true,
      utcOffsets: { min: 0, max: 4 },
    });
  });

  it('"CAN" beside the US is Canada, but the word "can" is not', () => {
    expect(parseEligibilityText('Remote in US & CAN').countries).toEqual(['CA', 'US']);
    expect(parseEligibilityText('YOU CAN WORK FROM ANYWHERE').countries).toEqual([]);
  });

  it('"North and Latin America" names both regions', () => {
    expect(parseEligibilityText('North and Latin America').regions).toEqual(['latam', 'north-america']);
  });

  it('reads a long run of spaces or words and still finds the country', () => {
    // How fast is measured by bench/hostile-text.bench.ts, with a tenth of this text beside it.
    const text = `UTC${' '.repeat(50_000)}x, ${'ab '.repeat(50_000)}within${' '.repeat(50_000)}x, Austin, TX`;
    expect(parseEligibilityText(text).countries).toEqual(['US']);
  });
});
