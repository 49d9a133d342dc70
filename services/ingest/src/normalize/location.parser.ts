// A job's place out of the feed's location text and fields: city, state, ZIP, country, the
// city's coordinates when we know the city, and what the text says of the work setting.
import type { WorkSetting } from '@highpay/contracts';
import { cityNamed, countryCode, placeOf, subdivision } from './places.js';

export interface ParsedLocation {
  city: string | null;
  /** A US state or Canadian province code ("TX", "ON"), else the feed's region name. */
  state: string | null;
  zip: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The setting the text names ("Remote - US", "Hybrid, Seattle"), or null. */
  setting: WorkSetting | null;
}

/** Fields some feeds give apart from the text (Ashby's postal address, Workable's city). */
export interface LocationFields {
  city?: string | null;
  state?: string | null;
  country?: string | null;
  zip?: string | null;
}

const REMOTE = /\bremote\b|\bwork from home\b|\bwfh\b|\banywhere\b|\bworld-?wide\b|\bdistributed\b|\btelecommut/i;
const HYBRID = /\bhybrid\b/i;
const ON_SITE = /\bon-?site\b|\bin[- ](?:office|person)\b/i;
/** Regions are where a remote job may be done, never a city ("Remote - Europe"). */
const REGION_WORDS =
  /^(?:europe|european union|eu|emea|apac|asia|asia pacific|africa|americas|north america|latin america|latam|middle east|nordics|dach|cee|oceania|global|worldwide|anywhere|international|multiple locations|various|tbd)$/i;
const SETTING_WORDS =
  /\b(?:fully |100% )?(?:remote|hybrid|on-?site|in[- ]office|in[- ]person|work from home|wfh|anywhere|world-?wide|only|based|first|friendly)\b/gi;

export function parseLocation(text: string | null | undefined, fields: LocationFields = {}): ParsedLocation {
  const raw = (text ?? '').trim();
  const setting: WorkSetting | null = HYBRID.test(raw)
    ? 'hybrid'
    : REMOTE.test(raw)
      ? 'remote'
      : ON_SITE.test(raw)
        ? 'on-site'
        : null;
  const fromText = placeInText(raw);
  const country = countryCode(fields.country) ?? fromText.country;
  const fieldState = fields.state ? (subdivision(fields.state)?.code ?? fields.state.trim()) : null;
  const state = fieldState ?? fromText.state;
  const cityName = fields.city?.trim() || fromText.city;
  const known = cityName
    ? (cityNamed(cityName, country, state) ?? cityNamed(metroCore(cityName), country, state))
    : null;
  return {
    city: known?.city ?? cityName ?? null,
    state: state ?? known?.state ?? null,
    zip: fields.zip?.trim() || fromText.zip,
    country: country ?? known?.country ?? (state ? (subdivision(state)?.country ?? null) : null),
    latitude: known?.latitude ?? null,
    longitude: known?.longitude ?? null,
    setting,
  };
}

/** "Greater Boston Area", "San Francisco Bay Area" → the city they are around. */
function metroCore(name: string): string {
  // (?<!\s): a run of spaces is tried once, from its start.
  return name.replace(/^greater\s+/i, '').replace(/(?<!\s)\s+(?:bay area|metro(?:politan)?(?: area)?|area)$/i, '');
}

interface TextPlace {
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

/** The first place the text names: "Austin, TX 78701", "Toronto, ON, Canada", "Remote - UK". */
function placeInText(text: string): TextPlace {
  const empty: TextPlace = { city: null, state: null, zip: null, country: null };
  const parts = text
    .split(/;|\s\|\s|\s\/\s|\sor\s|\n/)
    .map((p) =>
      p
        .replace(SETTING_WORDS, ' ')
        .replace(/[()[\]]/g, ' ')
        // The lookbehind starts a trailing run only at its first character: linear, not quadratic.
        .replace(/^[\s\-–—:,]+|(?<![\s\-–—:,])[\s\-–—:,]+$/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((p) => p.length > 0);
  const part = parts[0];
  if (!part) return empty;

  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(part)?.[1] ?? null;
  const tokens = part
    .replace(/\b\d{5}(?:-\d{4})?\b/, '')
    .split(/\s*[,\-–—]\s*/)
    .map((t) => t.trim())
    .filter(Boolean);
  let city: string | null = null;
  let state: string | null = null;
  let country: string | null = null;

  // "City, XX": XX is a state, a province or a country; the city decides which.
  if (tokens.length >= 2 && /^[A-Z]{2}$/.test(tokens[1]!)) {
    const place = placeOf(tokens[0]!, tokens[1]!);
    if (place) {
      city = place.city;
      state = place.state;
      country = place.country;
      tokens.splice(0, 2);
    }
  }
  for (const token of tokens) {
    const asCountry = /^[A-Z]{2}$/.test(token) && subdivision(token) ? null : countryCode(token);
    const asState = subdivision(token);
    if (asCountry && !country) country = asCountry;
    else if (asState && !state) {
      state = asState.code;
      country ??= asState.country;
    } else if (
      !city &&
      !asCountry &&
      !asState &&
      !REGION_WORDS.test(token) &&
      /^[\p{L}][\p{L} .'’-]{1,40}$/u.test(token)
    ) {
      city = token;
    }
  }
  return { city, state, zip, country };
}
