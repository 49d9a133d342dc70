// Countries a job feed names, with the names and codes people write for them, and the
// regions a remote job can be open to (which countries each region takes in).
import type { RemoteRegion } from '../normalized-job.js';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** Other names, lower-case, matched as whole words. */
  aliases: readonly string[];
  /** Its currency (ISO 4217), for "$" and figures without one. */
  currency: string;
}

type Row = [code: string, name: string, currency: string, ...aliases: string[]];

const ROWS: Row[] = [
  ['US', 'United States', 'USD', 'usa', 'u.s.', 'u.s.a.', 'united states of america', 'america'],
  ['CA', 'Canada', 'CAD'],
  ['MX', 'Mexico', 'MXN', 'méxico'],
  ['GB', 'United Kingdom', 'GBP', 'uk', 'u.k.', 'great britain', 'britain', 'england', 'scotland', 'wales'],
  ['IE', 'Ireland', 'EUR', 'republic of ireland'],
  ['DE', 'Germany', 'EUR', 'deutschland'],
  ['AT', 'Austria', 'EUR', 'österreich'],
  ['CH', 'Switzerland', 'CHF', 'schweiz', 'suisse'],
  ['FR', 'France', 'EUR'],
  ['BE', 'Belgium', 'EUR'],
  ['NL', 'Netherlands', 'EUR', 'the netherlands', 'holland'],
  ['LU', 'Luxembourg', 'EUR'],
  ['ES', 'Spain', 'EUR', 'españa'],
  ['PT', 'Portugal', 'EUR'],
  ['IT', 'Italy', 'EUR', 'italia'],
  ['GR', 'Greece', 'EUR'],
  ['MT', 'Malta', 'EUR'],
  ['CY', 'Cyprus', 'EUR'],
  ['SE', 'Sweden', 'SEK'],
  ['NO', 'Norway', 'NOK'],
  ['DK', 'Denmark', 'DKK'],
  ['FI', 'Finland', 'EUR'],
  ['IS', 'Iceland', 'EUR'],
  ['EE', 'Estonia', 'EUR'],
  ['LV', 'Latvia', 'EUR'],
  ['LT', 'Lithuania', 'EUR'],
  ['PL', 'Poland', 'PLN', 'polska'],
  ['CZ', 'Czech Republic', 'CZK', 'czechia'],
  ['SK', 'Slovakia', 'EUR'],
  ['HU', 'Hungary', 'HUF'],
  ['RO', 'Romania', 'RON'],
  ['BG', 'Bulgaria', 'BGN'],
  ['HR', 'Croatia', 'EUR'],
  ['SI', 'Slovenia', 'EUR'],
  ['RS', 'Serbia', 'EUR'],
  ['BA', 'Bosnia and Herzegovina', 'EUR', 'bosnia'],
  ['ME', 'Montenegro', 'EUR'],
  ['MK', 'North Macedonia', 'EUR', 'macedonia'],
  ['AL', 'Albania', 'EUR'],
  ['MD', 'Moldova', 'EUR'],
  ['UA', 'Ukraine', 'EUR'],
  ['TR', 'Turkey', 'TRY', 'türkiye', 'turkiye'],
  ['IL', 'Israel', 'ILS'],
  ['AE', 'United Arab Emirates', 'AED', 'uae', 'u.a.e.'],
  ['SA', 'Saudi Arabia', 'USD', 'ksa'],
  ['QA', 'Qatar', 'USD'],
  ['EG', 'Egypt', 'USD'],
  ['JO', 'Jordan', 'USD'],
  ['LB', 'Lebanon', 'USD'],
  ['ZA', 'South Africa', 'ZAR'],
  ['NG', 'Nigeria', 'NGN'],
  ['KE', 'Kenya', 'KES'],
  ['GH', 'Ghana', 'USD'],
  ['MA', 'Morocco', 'USD'],
  ['TN', 'Tunisia', 'USD'],
  ['UG', 'Uganda', 'USD'],
  ['RW', 'Rwanda', 'USD'],
  ['ET', 'Ethiopia', 'USD'],
  ['TZ', 'Tanzania', 'USD'],
  ['IN', 'India', 'INR'],
  ['PK', 'Pakistan', 'USD'],
  ['BD', 'Bangladesh', 'USD'],
  ['LK', 'Sri Lanka', 'USD'],
  ['NP', 'Nepal', 'USD'],
  ['CN', 'China', 'CNY'],
  ['HK', 'Hong Kong', 'HKD'],
  ['TW', 'Taiwan', 'USD'],
  ['JP', 'Japan', 'JPY'],
  ['KR', 'South Korea', 'KRW', 'korea', 'republic of korea'],
  ['SG', 'Singapore', 'SGD'],
  ['MY', 'Malaysia', 'USD'],
  ['ID', 'Indonesia', 'USD'],
  ['TH', 'Thailand', 'USD'],
  ['VN', 'Vietnam', 'USD', 'viet nam'],
  ['PH', 'Philippines', 'PHP', 'the philippines'],
  ['AU', 'Australia', 'AUD'],
  ['NZ', 'New Zealand', 'NZD'],
  ['BR', 'Brazil', 'BRL', 'brasil'],
  ['AR', 'Argentina', 'ARS'],
  ['CL', 'Chile', 'CLP'],
  ['CO', 'Colombia', 'COP'],
  ['PE', 'Peru', 'USD', 'perú'],
  ['UY', 'Uruguay', 'USD'],
  ['PY', 'Paraguay', 'USD'],
  ['BO', 'Bolivia', 'USD'],
  ['EC', 'Ecuador', 'USD'],
  ['VE', 'Venezuela', 'USD'],
  ['CR', 'Costa Rica', 'USD'],
  ['PA', 'Panama', 'USD'],
  ['GT', 'Guatemala', 'USD'],
  ['SV', 'El Salvador', 'USD'],
  ['HN', 'Honduras', 'USD'],
  ['NI', 'Nicaragua', 'USD'],
  ['DO', 'Dominican Republic', 'USD'],
  ['PR', 'Puerto Rico', 'USD'],
  ['JM', 'Jamaica', 'USD'],
];

export const COUNTRIES: readonly Country[] = ROWS.map(([code, name, currency, ...aliases]) => ({
  code,
  name,
  currency,
  aliases,
}));

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase());
}

const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE';
const CEE = 'PL CZ SK HU RO BG HR SI EE LV LT UA RS BA ME MK AL MD';
const EUROPE = `${EU} GB NO CH IS UA RS BA ME MK AL MD`;
const MIDDLE_EAST = 'AE SA QA IL JO LB EG TR';
const AFRICA = 'ZA NG KE GH MA TN UG RW ET TZ EG';
const LATAM = 'MX AR BO BR CL CO CR DO EC SV GT HN NI PA PY PE PR UY VE JM';
const ASIA = 'IN PK BD LK NP CN HK TW JP KR SG MY ID TH VN PH';

/** The countries each region takes in (a remote job "open to Europe" accepts a German). */
export const REGION_COUNTRIES: Readonly<Record<RemoteRegion, ReadonlySet<string>>> = {
  africa: codes(AFRICA),
  americas: codes(`US CA ${LATAM}`),
  apac: codes(`${ASIA} AU NZ`),
  asia: codes(ASIA),
  cee: codes(CEE),
  dach: codes('DE AT CH'),
  emea: codes(`${EUROPE} ${MIDDLE_EAST} ${AFRICA}`),
  eu: codes(EU),
  europe: codes(EUROPE),
  latam: codes(LATAM),
  'middle-east': codes(MIDDLE_EAST),
  nordics: codes('SE NO DK FI IS'),
  'north-america': codes('US CA MX'),
  oceania: codes('AU NZ'),
};

function codes(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
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
