// Countries a job feed names, with the other names people write for them and the currency
// their postings quote in; US states and Canadian provinces. Names come from contracts
// (CLDR), currencies from the maintained ISO 4217 map of country-to-currency.
import { COUNTRIES as COUNTRY_NAMES, COUNTRY_CODES, type CountryCode } from '@highpay/contracts';
import countryToCurrency from 'country-to-currency';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** Other names, lower-case, matched as whole words. */
  aliases: readonly string[];
  /** Its currency (ISO 4217), for "$" and figures without one. */
  currency: string;
}

/** The other names feeds write for a country, lower-case, beside its CLDR name. */
const ALIASES: Partial<Record<CountryCode, readonly string[]>> = {
  US: ['usa', 'u.s.', 'u.s.a.', 'united states of america', 'america'],
  MX: ['méxico'],
  GB: ['uk', 'u.k.', 'great britain', 'britain', 'england', 'scotland', 'wales'],
  IE: ['republic of ireland'],
  DE: ['deutschland'],
  AT: ['österreich'],
  CH: ['schweiz', 'suisse'],
  NL: ['the netherlands', 'holland'],
  ES: ['españa'],
  IT: ['italia'],
  PL: ['polska'],
  CZ: ['czechia', 'czech republic'],
  BA: ['bosnia', 'bosnia and herzegovina'],
  MK: ['macedonia'],
  TR: ['türkiye', 'turkiye', 'turkey'],
  AE: ['uae', 'u.a.e.'],
  SA: ['ksa'],
  HK: ['hong kong'],
  KR: ['korea', 'republic of korea'],
  VN: ['viet nam'],
  PH: ['the philippines'],
  BR: ['brasil'],
  PE: ['perú'],
};

export const COUNTRIES: readonly Country[] = COUNTRY_CODES.map((code) => ({
  code,
  name: COUNTRY_NAMES[code],
  currency: countryToCurrency[code],
  aliases: ALIASES[code] ?? [],
}));

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** US states and Canadian provinces by code and name: a place in one is in that country. */
export const SUBDIVISIONS: readonly { code: string; name: string; country: 'US' | 'CA' }[] = [
  ...[
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['DC', 'District of Columbia'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
  ].map(([code, name]) => ({ code: code!, name: name!, country: 'US' as const })),
  ...[
    ['AB', 'Alberta'],
    ['BC', 'British Columbia'],
    ['MB', 'Manitoba'],
    ['NB', 'New Brunswick'],
    ['NL', 'Newfoundland and Labrador'],
    ['NS', 'Nova Scotia'],
    ['ON', 'Ontario'],
    ['PE', 'Prince Edward Island'],
    ['QC', 'Quebec'],
    ['SK', 'Saskatchewan'],
  ].map(([code, name]) => ({ code: code!, name: name!, country: 'CA' as const })),
];
