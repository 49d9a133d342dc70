// Where a remote job can be done from, out of its location text, title and the sentences of
// its description that say so ("US only", "Remote - Canada", "EMEA", "UTC-5 to UTC+1").
import { REGION_COUNTRIES, REMOTE_REGIONS, type RemoteEligibility, type RemoteRegion } from '@highpay/contracts';
import { countryByCode } from './data/countries.js';
import { findCities, findCityWithCode, findCountries, findSubdivisions, type Found } from './places.js';
import { readTimeZones } from './time-zones.js';

export type EligibilityParts = Omit<RemoteEligibility, 'label'>;

const REGION_PATTERNS: readonly (readonly [RemoteRegion, RegExp])[] = [
  // First, so that "North and Latin America" keeps its north before "Latin America" is read.
  ['north-america', /\bnorth america(?:n)?\b|\bnorth(?=\s+(?:and|&)\s+(?:latin|south|central)\s+america\b)/gi],
  ['cee', /\bcentral\s*(?:&|and)\s*eastern europe\b|\b(?:central|eastern) europe\b|\bcee\b/gi],
  ['latam', /\blatin america(?:\s*(?:&|and)\s*(?:the )?caribbean)?|\blatam\b|\b(?:south|central) america\b/gi],
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
  /\banywhere\b|\beverywhere\b|\bworld-?wide\b|\bglobal(?:ly)?\b|\binternationally\b|\bany (?:time ?zone|location|country)\b|\ball countries\b|\blocation[- ]independent\b/i;
const ANYWHERE_IN = /\banywhere in\s+(?:the\s+)?[^\p{L}]{0,40}(\p{L}+(?: \p{L}+)?)/iu;

/** "Anywhere in the US" limits the job to a place; "anywhere in CET ±2" only to the time zone. */
function anywhereInAPlace(text: string): boolean {
  const words = ANYWHERE_IN.exec(text)?.[1];
  return words !== undefined && !/^time ?zones?\b/i.test(words);
}

/** The text with each span blanked (spans may overlap), in one pass. */
function blankSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  if (spans.length === 0) return text;
  let out = '';
  let at = 0;
  for (const { start, end } of [...spans].sort((a, b) => a.start - b.start)) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    out += text.slice(at, from) + ' '.repeat(end - from);
    at = end;
  }
  return out + text.slice(at);
}

/** What one text says about where a remote job can be done from. */
export function parseEligibilityText(text: string): EligibilityParts {
  const zones = readTimeZones(text.replace(/[\u2010-\u2015\u2212]/g, '-'));
  const utcOffsets = zones.utcOffsets;
  // "Anywhere in the US" limits to the US; "anywhere in the world" does not.
  let rest = zones.rest.replace(/\banywhere in (?:the )?(?:world|globe)\b/gi, (m) => 'worldwide'.padEnd(m.length));
  const limitedAnywhere = anywhereInAPlace(rest);
  if (limitedAnywhere) rest = rest.replace(/\banywhere in\b/gi, (m) => ' '.repeat(m.length));

  // Each finder reads what the ones before it left, so "Latin America" is not read again as "America".
  const regions = new Set<RemoteRegion>();
  for (const [region, pattern] of REGION_PATTERNS) {
    rest = rest.replace(pattern, (m) => {
      regions.add(region);
      return ' '.repeat(m.length);
    });
  }
  const countries = new Set<string>();
  const take = (found: Found<{ country: string | null }>[]): void => {
    for (const f of found) if (f.value.country) countries.add(f.value.country);
    rest = blankSpans(rest, found);
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
