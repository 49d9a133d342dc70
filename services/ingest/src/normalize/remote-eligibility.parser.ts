// Where a remote job can be done from, out of its location text, title and the sentences of
// its description that say so ("US only", "Remote - Canada", "EMEA", "UTC-5 to UTC+1").
import { REGION_COUNTRIES } from '@highpay/contracts';
import { countryByCode } from '../data/countries.js';
import { REMOTE_REGIONS, type RemoteEligibility, type RemoteRegion } from '../normalized-job.js';
import { findCities, findCityWithCode, findCountries, findSubdivisions, type Found } from './places.js';

export type EligibilityParts = Omit<RemoteEligibility, 'label'>;

const REGION_PATTERNS: readonly (readonly [RemoteRegion, RegExp])[] = [
  ['cee', /\bcentral\s*(?:&|and)\s*eastern europe\b|\b(?:central|eastern) europe\b|\bcee\b/gi],
  ['latam', /\blatin america(?:\s*(?:&|and)\s*(?:the )?caribbean)?|\blatam\b|\b(?:south|central) america\b/gi],
  ['north-america', /\bnorth america(?:n)?\b/gi],
  ['americas', /\b(?:the )?americas\b/gi],
  ['apac', /\basia[- ]?pacific\b|\bapac\b|\bapj\b/gi],
  ['emea', /\bemea\b/gi],
  ['eu', /\beuropean (?:union|economic area)\b|\beu\b|\beea\b/gi],
  ['europe', /\beurope(?:an)?\b/gi],
  ['middle-east', /\bmiddle east\b|\bmena\b/gi],
  ['africa', /(?<!south )\bafrica\b/gi],
  ['asia', /\basia\b/gi],
  ['nordics', /\bnordics?\b|\bscandinavia\b/gi],
  ['dach', /\bdach\b/gi],
  ['oceania', /\boceania\b|\baustralasia\b/gi],
];

const ANYWHERE =
  /\banywhere\b|\bworld-?wide\b|\bglobal(?:ly)?\b|\bany (?:time ?zone|location|country)\b|\blocation[- ]independent\b/i;

// Hours from UTC of the zones people name (standard time: what a range is usually written in).
const ZONES: Readonly<Record<string, number>> = {
  PST: -8,
  PT: -8,
  PDT: -7,
  MST: -7,
  MT: -7,
  CST: -6,
  CT: -6,
  EST: -5,
  ET: -5,
  EDT: -4,
  BRT: -3,
  ART: -3,
  GMT: 0,
  UTC: 0,
  WET: 0,
  BST: 1,
  CET: 1,
  CEST: 2,
  EET: 2,
  EEST: 3,
  MSK: 3,
  GST: 4,
  IST: 5.5,
  SGT: 8,
  HKT: 8,
  JST: 9,
  KST: 9,
  AEST: 10,
  AEDT: 11,
  NZST: 12,
};
const NAMED_ZONES: readonly (readonly [RegExp, { min: number; max: number }])[] = [
  [/\b(?:u\.?s\.?|us|north american?) time ?zones?\b/gi, { min: -8, max: -5 }],
  [/\beuropean time ?zones?\b/gi, { min: 0, max: 2 }],
  [/\bpacific time\b/gi, { min: -8, max: -8 }],
  [/\bmountain time\b/gi, { min: -7, max: -7 }],
  [/\bcentral time\b/gi, { min: -6, max: -6 }],
  [/\beastern time\b/gi, { min: -5, max: -5 }],
];
const OFFSET = '[+-]\\s*\\d{1,2}(?:[:.]\\d{2})?';
const ZONE = `(?:UTC|GMT)\\s*(?:${OFFSET})?|${Object.keys(ZONES).join('|')}`;
const ZONE_RANGE = new RegExp(`\\b(${ZONE})\\s*(?:to|and|-)\\s*(${ZONE})(?![\\w+-])`, 'gi');
const ZONE_PLUS_MINUS = new RegExp(
  `\\b(${ZONE})\\s*(?:±|\\+\\s*/\\s*-|\\+-)\\s*(\\d{1,2})\\s*(?:h\\b|hours?\\b|hrs?\\b)?`,
  'gi',
);
const WITHIN_HOURS = new RegExp(
  `\\bwithin\\s*(?:±|\\+\\s*/\\s*-|\\+-)?\\s*(\\d{1,2})\\s*(?:h|hours?|hrs?)\\s*of\\s*(${ZONE})(?![\\w+-])`,
  'gi',
);
// Alone, CT and MT are Connecticut and Montana more often than time zones.
const LONE_ZONES = Object.keys(ZONES).filter((z) => z !== 'CT' && z !== 'MT');
const ONE_ZONE = new RegExp(
  `(?<![\\p{L}])(?:UTC|GMT)\\s*(?:${OFFSET})?(?![\\w+-])|(?<![\\p{L}])(?:${LONE_ZONES.join('|')})(?![\\p{L}])`,
  'gu',
);

/** What one text says about where a remote job can be done from. */
export function parseEligibilityText(text: string): EligibilityParts {
  let rest = text.replace(/[\u2010-\u2015\u2212]/g, '-');
  const blank = (f: { start: number; end: number }): void => {
    rest = rest.slice(0, f.start) + ' '.repeat(f.end - f.start) + rest.slice(f.end);
  };
  const utcOffsets = findTimeZones(rest, blank);

  // "Anywhere in the US" limits to the US; "anywhere in the world" does not.
  rest = rest.replace(/\banywhere in (?:the )?(?:world|globe)\b/gi, (m) => 'worldwide'.padEnd(m.length));
  const limitedAnywhere = /\banywhere in\b/i.test(rest);
  rest = rest.replace(/\banywhere in\b/gi, (m) => ' '.repeat(m.length));

  const regions = new Set<RemoteRegion>();
  for (const [region, pattern] of REGION_PATTERNS) {
    for (const m of rest.matchAll(pattern)) {
      regions.add(region);
      blank({ start: m.index, end: m.index + m[0].length });
    }
  }

  const countries = new Set<string>();
  const take = (found: Found<{ country: string | null }>[]): void => {
    for (const f of found) {
      if (f.value.country) countries.add(f.value.country);
      blank(f);
    }
  };
  take(findCityWithCode(rest));
  take(findSubdivisions(rest));
  take(findCountries(rest).map((f) => ({ ...f, value: { country: f.value } })));
  take(findCities(rest));

  const anywhere = !limitedAnywhere && countries.size === 0 && regions.size === 0 && ANYWHERE.test(rest);
  return {
    anywhere,
    countries: [...countries].sort(),
    regions: REMOTE_REGIONS.filter((r) => regions.has(r)),
    utcOffsets,
  };
}

export interface EligibilityInput {
  /** Location text, title, and description sentences, most telling first. */
  texts: readonly (string | null | undefined)[];
  /** The country a feed files the remote job under: counts when no text names a place. */
  country?: string | null;
}

/** A remote job's eligibility from everything it says; what no text limits stays open. */
export function remoteEligibility(input: EligibilityInput): RemoteEligibility {
  const parts = input.texts.filter((t): t is string => Boolean(t?.trim())).map(parseEligibilityText);
  const countries = new Set(parts.flatMap((p) => p.countries));
  const regions = new Set(parts.flatMap((p) => p.regions));
  const utcOffsets = parts.find((p) => p.utcOffsets)?.utcOffsets ?? null;
  const saysAnywhere = parts.some((p) => p.anywhere);
  if (countries.size === 0 && regions.size === 0 && !saysAnywhere && input.country) countries.add(input.country);
  // A country inside a region the job already names adds nothing ("North America" and an office in Toronto).
  for (const c of countries) if ([...regions].some((r) => REGION_COUNTRIES[r].has(c))) countries.delete(c);
  const result: EligibilityParts = {
    anywhere: saysAnywhere && countries.size === 0 && regions.size === 0,
    countries: [...countries].sort(),
    regions: REMOTE_REGIONS.filter((r) => regions.has(r)),
    utcOffsets,
  };
  return { ...result, label: eligibilityLabel(result) };
}

/** The description's sentences that speak of where one may work from. */
export function eligibilitySentences(text: string): string[] {
  const cue =
    /\b(?:must (?:be )?(?:based|located|resid\w*|live)|based in|located in|reside in|open to (?:candidates|applicants)|eligible|only\b|time ?zones?|work from anywhere|remote (?:within|from|in)|hire (?:in|from))\b/i;
  return text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.length <= 300 && cue.test(s));
}

const REGION_LABELS: Record<RemoteRegion, string> = {
  africa: 'Africa',
  americas: 'Americas',
  apac: 'APAC',
  asia: 'Asia',
  cee: 'Central & Eastern Europe',
  dach: 'DACH',
  emea: 'EMEA',
  eu: 'EU',
  europe: 'Europe',
  latam: 'Latin America',
  'middle-east': 'Middle East',
  nordics: 'Nordics',
  'north-america': 'North America',
  oceania: 'Oceania',
};

export function eligibilityLabel(e: EligibilityParts): string {
  const names = [
    ...e.countries.map((c) => (c === 'US' ? 'US' : c === 'GB' ? 'UK' : (countryByCode(c)?.name ?? c))),
    ...e.regions.map((r) => REGION_LABELS[r]),
  ];
  // One country reads as a limit ("US only", shown as "Remote · US only"); several as a list.
  const only = e.countries.length === 1 && e.regions.length === 0;
  const where = e.anywhere ? 'Anywhere' : only ? `${names[0]} only` : names.length > 0 ? names.join(', ') : 'Remote';
  if (!e.utcOffsets) return where;
  const { min, max } = e.utcOffsets;
  return `${where} (${min === max ? utc(min) : `${utc(min)} to ${utc(max)}`})`;
}

function utc(offset: number): string {
  if (offset === 0) return 'UTC';
  const hours = Math.trunc(Math.abs(offset));
  const minutes = Math.round((Math.abs(offset) - hours) * 60);
  return `UTC${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The UTC offsets the text allows, blanking each zone it reads so no country is read from it. */
function findTimeZones(
  text: string,
  blank: (f: { start: number; end: number }) => void,
): { min: number; max: number } | null {
  const offsets: number[] = [];
  const consume = (pattern: RegExp, read: (m: RegExpMatchArray) => number[] | null): void => {
    for (const m of text.matchAll(pattern)) {
      const values = read(m);
      if (!values) continue;
      offsets.push(...values);
      blank({ start: m.index, end: m.index + m[0].length });
      text = text.slice(0, m.index) + ' '.repeat(m[0].length) + text.slice(m.index + m[0].length);
    }
  };
  consume(/\bany\s*time ?zones?\b/gi, () => null);
  for (const [pattern, range] of NAMED_ZONES) consume(pattern, () => [range.min, range.max]);
  consume(ZONE_RANGE, (m) => both(zoneOffset(m[1]!), zoneOffset(m[2]!)));
  consume(ZONE_PLUS_MINUS, (m) => around(zoneOffset(m[1]!), Number(m[2])));
  consume(WITHIN_HOURS, (m) => around(zoneOffset(m[2]!), Number(m[1])));
  consume(ONE_ZONE, (m) => both(zoneOffset(m[0]), zoneOffset(m[0])));
  if (offsets.length === 0) return null;
  return { min: Math.min(...offsets), max: Math.max(...offsets) };
}

function both(a: number | null, b: number | null): number[] | null {
  return a === null || b === null ? null : [a, b];
}

function around(center: number | null, hours: number): number[] | null {
  return center === null ? null : [center - hours, center + hours];
}

/** "UTC+5:30" → 5.5, "GMT-3" → -3, "CET" → 1; null for a name it does not know. */
function zoneOffset(zone: string): number | null {
  const z = zone.replace(/\s+/g, '').toUpperCase();
  const m = /^(?:UTC|GMT)(?:([+-])(\d{1,2})(?:[:.](\d{2}))?)?$/.exec(z);
  if (m) {
    if (!m[1]) return 0;
    const value = Number(m[2]) + Number(m[3] ?? 0) / 60;
    return m[1] === '-' ? -value : value;
  }
  return ZONES[z] ?? null;
}
