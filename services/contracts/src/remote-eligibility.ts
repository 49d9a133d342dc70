// Where a remote job can be done from, and who may take it: the shape every job carries,
// the countries each region takes in, and the test the "Remote jobs open to" filter makes.
import { z } from 'zod';
import { isCountryCode } from './countries.js';

/** Regions a remote job can be open to. */
export const REMOTE_REGIONS = [
  'africa',
  'americas',
  'apac',
  'asia',
  'cee',
  'dach',
  'emea',
  'eu',
  'europe',
  'latam',
  'middle-east',
  'nordics',
  'north-america',
  'oceania',
] as const;
export type RemoteRegion = (typeof REMOTE_REGIONS)[number];

/**
 * Where a remote job can be done from. `anywhere` means no country or region limit (time
 * zones may still narrow it); all empty and `anywhere: false` means the feed did not say.
 */
export const ZRemoteEligibility = z.object({
  anywhere: z.boolean(),
  /** ISO 3166-1 alpha-2, sorted. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  regions: z.array(z.enum(REMOTE_REGIONS)),
  /** Hours from UTC the job accepts, inclusive (India is 5.5). */
  utcOffsets: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** Short text for the job card: "US", "US, Canada", "Europe (UTC-1 to UTC+3)", "Anywhere". */
  label: z.string(),
});
export type RemoteEligibility = z.infer<typeof ZRemoteEligibility>;

/**
 * A country a visitor can look for remote jobs open to ("Remote jobs open to: Germany"), as
 * its ISO code in any case; '' or absent means any country.
 */
export const ZOpenToCountry = z
  .string()
  .trim()
  .transform((c) => c.toUpperCase())
  .refine((c) => c === '' || isCountryCode(c), 'unknown country')
  .optional()
  .transform((c) => (c ? c : undefined));

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

/** Any country: what `openTo` holds for a remote job that names no country or region. */
export const OPEN_TO_ANY = '*';

/**
 * The countries a remote job is open to, regions expanded ([OPEN_TO_ANY] when it names no
 * limit), as stored and indexed for the filter; null for a job that is not remote.
 */
export function openToOf(eligibility: Omit<RemoteEligibility, 'label'> | null): string[] | null {
  if (!eligibility) return null;
  if (eligibility.anywhere || (eligibility.countries.length === 0 && eligibility.regions.length === 0))
    return [OPEN_TO_ANY];
  const all = new Set(eligibility.countries);
  for (const r of eligibility.regions) for (const c of REGION_COUNTRIES[r]) all.add(c);
  return [...all].sort();
}
