import { describe, expect, it } from 'vitest';
import { parseLocation } from './location.parser.js';

describe('reading a job’s place', () => {
  it('"Austin, TX 78701" is a US city with its ZIP and the city’s coordinates', () => {
    expect(parseLocation('Austin, TX 78701')).toEqual({
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
      latitude: 30.2672,
      longitude: -97.7431,
      setting: null,
    });
  });

  it('"Portland, OR" is Oregon’s Portland, not Maine’s', () => {
    expect(parseLocation('Portland, OR')).toMatchObject({ state: 'OR', latitude: 45.5152 });
  });

  it('"Toronto, ON, Canada" and "Berlin, Germany" are placed abroad', () => {
    expect(parseLocation('Toronto, ON, Canada')).toMatchObject({ city: 'Toronto', state: 'ON', country: 'CA' });
    expect(parseLocation('Berlin, Germany')).toMatchObject({ city: 'Berlin', country: 'DE', latitude: 52.52 });
  });

  it('"Remote - US" is remote work in the US, with no city', () => {
    expect(parseLocation('Remote - US')).toMatchObject({ city: null, country: 'US', setting: 'remote' });
  });

  it('"Hybrid - Seattle, WA" is hybrid work in Seattle', () => {
    expect(parseLocation('Hybrid - Seattle, WA')).toMatchObject({ city: 'Seattle', state: 'WA', setting: 'hybrid' });
  });

  it('a region is never taken for a city', () => {
    expect(parseLocation('Europe')).toMatchObject({ city: null, country: null });
  });

  it('the feed’s own address fields win over its text', () => {
    const place = parseLocation('HQ', { city: 'Houston', state: 'Texas', country: 'USA', zip: '77002' });
    expect(place).toMatchObject({ city: 'Houston', state: 'TX', zip: '77002', country: 'US', latitude: 29.7604 });
  });

  it('an unknown city keeps its name and has no coordinates', () => {
    expect(parseLocation('Wilmington, DE')).toMatchObject({ city: 'Wilmington', state: 'DE', latitude: null });
  });

  it('reads a long run of spaces or dashes and still names the city', () => {
    // How fast is measured by bench/hostile-text.bench.ts, with a tenth of this text beside it.
    const place = parseLocation(`Austin${' -'.repeat(50_000)}x`, { city: `Austin${' '.repeat(100_000)}x` });
    expect(place.city?.startsWith('Austin')).toBe(true);
  });
});
