import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, isCountryCode } from './countries.js';

describe('country names', () => {
  it('come from CLDR by code, for every country the board knows', () => {
    expect(COUNTRIES.DE).toBe('Germany');
    expect(COUNTRIES.US).toBe('United States');
    expect(COUNTRIES.CZ).toBe('Czechia');
    expect(COUNTRY_CODES.every((code) => COUNTRIES[code] && COUNTRIES[code] !== code)).toBe(true);
  });

  it('a code the board does not know is not a country code', () => {
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
  });
});
