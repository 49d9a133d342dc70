// Finding places in text: countries by name, alias, code or flag; US states and Canadian
// provinces; cities (the seed's US cities and a list of major cities elsewhere).
import { US_CITIES } from '@highpay/common/reference/cities';
import { COUNTRIES, SUBDIVISIONS, countryByCode } from './data/countries.js';
import { WORLD_CITIES } from './data/world-cities.js';

export interface Place {
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface Found<T> {
  value: T;
  start: number;
  end: number;
}

const wordPattern = (phrases: readonly string[]): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...phrases]
      .sort((a, b) => b.length - a.length)
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );

const COUNTRY_BY_NAME = new Map<string, string>();
for (const c of COUNTRIES) for (const name of [c.name, ...c.aliases]) COUNTRY_BY_NAME.set(name.toLowerCase(), c.code);
// Places whose names hold another country's: "New South Wales" is in Australia, not Wales.
for (const [name, code] of [
  ['new south wales', 'AU'],
  ['new england', 'US'],
] as const)
  COUNTRY_BY_NAME.set(name, code);
const COUNTRY_NAMES = wordPattern([...COUNTRY_BY_NAME.keys()]);

/** Codes people write alone for a country. CA, IT, NO, ME, ID, OR and HI read as words or states, so not these. */
const SAFE_CODES: ReadonlyMap<string, string> = new Map([
  ...'US GB DE FR ES NL PL PT IE SE DK FI CH AT BE BR MX AR CO CL PE IN PH SG AU NZ JP ZA NG KE IL AE CZ RO UA TR'
    .split(' ')
    .map((code) => [code, code] as const),
  ['USA', 'US'],
  ['UK', 'GB'],
  ['UAE', 'AE'],
]);
const CODE_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...SAFE_CODES.keys()].join('|')})(?![\\p{L}\\p{N}])`, 'gu');
const FLAG_PATTERN = /[\u{1F1E6}-\u{1F1FF}]{2}/gu;
// "CAN" is Canada beside the US ("US & CAN", "CAN/USA"); alone it is the word.
const CAN_BESIDE_US = /(?<=\bUSA?\s*(?:\/|&|,|or|and)\s*)CAN\b|\bCAN(?=\s*(?:\/|&|,|or|and)\s*USA?\b)/g;

const SUBDIVISION_BY_NAME = new Map(SUBDIVISIONS.map((s) => [s.name.toLowerCase(), s]));
const SUBDIVISION_NAMES = wordPattern([...SUBDIVISION_BY_NAME.keys()]);
const US_STATE_CODES = new Set(SUBDIVISIONS.filter((s) => s.country === 'US').map((s) => s.code));
const CA_PROVINCE_CODES = new Set(SUBDIVISIONS.filter((s) => s.country === 'CA').map((s) => s.code));

interface CityEntry extends Place {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
}
const CITIES: readonly CityEntry[] = [
  ...WORLD_CITIES.map((c) => ({ ...c })),
  ...US_CITIES.map((c) => ({ ...c, country: 'US' })),
];
const CITY_BY_NAME = new Map<string, CityEntry[]>();
for (const c of CITIES) {
  const aliases = 'aliases' in c ? (c.aliases as readonly string[]) : [];
  for (const name of [c.city, ...aliases]) {
    const key = name.toLowerCase();
    CITY_BY_NAME.set(key, [...(CITY_BY_NAME.get(key) ?? []), c]);
  }
}
// What people call a US metro instead of its city.
const METRO_ALIASES: Record<string, string> = {
  sf: 'san francisco',
  'sf bay area': 'san francisco',
  'bay area': 'san francisco',
  'silicon valley': 'san jose',
  nyc: 'new york',
  'new york city': 'new york',
  dfw: 'dallas',
};
for (const [alias, city] of Object.entries(METRO_ALIASES)) CITY_BY_NAME.set(alias, CITY_BY_NAME.get(city)!);
const CITY_NAMES = wordPattern([...CITY_BY_NAME.keys()]);

/** A country's code from its name, an alias or its code ("United Kingdom", "uk", "GB"). */
export function countryCode(text: string | null | undefined): string | null {
  const t = text?.trim();
  if (!t) return null;
  if (/^[A-Za-z]{2}$/.test(t) && countryByCode(t)) return t.toUpperCase();
  return COUNTRY_BY_NAME.get(t.toLowerCase()) ?? SAFE_CODES.get(t.toUpperCase()) ?? null;
}

/** Every country named in the text: names, the safe codes, flags. */
export function findCountries(text: string): Found<string>[] {
  const found: Found<string>[] = [];
  for (const m of text.matchAll(COUNTRY_NAMES)) found.push(at(m, COUNTRY_BY_NAME.get(m[0].toLowerCase())!));
  for (const m of text.matchAll(CODE_PATTERN)) found.push(at(m, SAFE_CODES.get(m[0])!));
  for (const m of text.matchAll(CAN_BESIDE_US)) found.push(at(m, 'CA'));
  for (const m of text.matchAll(FLAG_PATTERN)) {
    const code = String.fromCharCode(...[...m[0]].map((ch) => ch.codePointAt(0)! - 0x1f1e6 + 65));
    if (countryByCode(code)) found.push(at(m, code));
  }
  return found;
}

/** US states and Canadian provinces named in full ("California", "Ontario"). */
export function findSubdivisions(text: string): Found<{ code: string; country: 'US' | 'CA' }>[] {
  return [...text.matchAll(SUBDIVISION_NAMES)].map((m) => at(m, SUBDIVISION_BY_NAME.get(m[0].toLowerCase())!));
}

// A run of the characters a place name is written in, from its first letter (group 1); a run
// with no letter is passed over whole, so each character is read once.
const NAME_RUN = /[ .'-]*(\p{L}[\p{L} .'-]*)|[ .'-]+/gu;
const CODE_AFTER_COMMA = /,\s*([A-Z]{2})(?![\p{L}\p{N}])/uy;

/** "Austin, TX", "Toronto, ON", "Berlin, DE": a city with the code of its state or country after it. */
export function findCityWithCode(text: string): Found<Place>[] {
  const found: Found<Place>[] = [];
  const runs = new RegExp(NAME_RUN);
  for (let run = runs.exec(text); run; run = runs.exec(text)) {
    const name = run[1];
    const nameEnd = run.index + run[0].length;
    CODE_AFTER_COMMA.lastIndex = nameEnd;
    const code = name ? CODE_AFTER_COMMA.exec(text)?.[1] : undefined;
    if (!name || !code) continue;
    runs.lastIndex = CODE_AFTER_COMMA.lastIndex;
    // "Remote - Austin, TX": the city is the last part before the comma.
    const city = name.split(/\s[-/|]\s/).at(-1)!;
    const place = placeOf(city, code);
    if (place) found.push({ value: place, start: nameEnd - city.length, end: runs.lastIndex });
  }
  return found;
}

/** Known cities named in the text (the first reading of an ambiguous name). */
export function findCities(text: string): Found<CityEntry>[] {
  return [...text.matchAll(CITY_NAMES)].map((m) => at(m, CITY_BY_NAME.get(m[0].toLowerCase())![0]!));
}

/** A city and the code after it, read as a US state, a Canadian province or a country. */
export function placeOf(cityText: string, code: string): Place | null {
  const city = cityText.trim();
  const candidates = CITY_BY_NAME.get(city.toLowerCase()) ?? [];
  const abroad = candidates.find((c) => c.country === code || (c.state === code && c.country !== 'US'));
  if (abroad) return entryPlace(abroad, abroad.state);
  if (US_STATE_CODES.has(code) || CA_PROVINCE_CODES.has(code)) {
    const country = US_STATE_CODES.has(code) ? 'US' : 'CA';
    const known = candidates.find((c) => c.country === country && (c.state === code || c.state === null));
    return known ? entryPlace(known, code) : { city, state: code, country, latitude: null, longitude: null };
  }
  if (countryByCode(code)) {
    return { city, state: null, country: code, latitude: null, longitude: null };
  }
  return null;
}

/** A city by name alone, optionally within a country. */
export function cityNamed(name: string, country?: string | null, state?: string | null): Place | null {
  const candidates = CITY_BY_NAME.get(name.trim().toLowerCase()) ?? [];
  const match =
    candidates.find((c) => (!country || c.country === country) && (!state || c.state === state)) ??
    candidates.find((c) => !country || c.country === country);
  return match ? entryPlace(match, state ?? match.state) : null;
}

export function subdivision(text: string): { code: string; country: 'US' | 'CA' } | null {
  const t = text.trim();
  const byName = SUBDIVISION_BY_NAME.get(t.toLowerCase());
  if (byName) return byName;
  if (US_STATE_CODES.has(t)) return { code: t, country: 'US' };
  if (CA_PROVINCE_CODES.has(t)) return { code: t, country: 'CA' };
  return null;
}

function entryPlace(c: CityEntry, state: string | null): Place {
  return { city: c.city, state, country: c.country, latitude: c.latitude, longitude: c.longitude };
}

function at<T>(m: RegExpMatchArray, value: T): Found<T> {
  return { value, start: m.index!, end: m.index! + m[0].length };
}
