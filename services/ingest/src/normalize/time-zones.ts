// The UTC offsets a text allows: bands ("UTC-5 to UTC+1", "PST to CET"), a zone with hours
// either side ("CET ±3h", "within 4 hours of ET", "CET -3 / +3"), named sets ("US time
// zones") and single zones ("EST", "GMT+2", "Eastern Time").

export interface UtcBand {
  min: number;
  max: number;
}

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

// Zones written out, rewritten to their code so the patterns below read them like "EST".
const WRITTEN_ZONES: readonly (readonly [RegExp, string])[] = [
  [/\bcentral europe(?:an)? time\b/gi, 'CET'],
  [/\beastern europe(?:an)? time\b/gi, 'EET'],
  [/\bwestern europe(?:an)? time\b/gi, 'WET'],
  [/\bgreenwich mean time\b/gi, 'GMT'],
  [/\bindian? standard time\b/gi, 'IST'],
];
// The US zones share one "time" in a list: "Pacific or Mountain Time Zones".
const US_ZONE_NAMES: Readonly<Record<string, string>> = {
  pacific: 'PST',
  mountain: 'MST',
  central: 'CST',
  eastern: 'EST',
};
const US_ZONE = 'pacific|mountain|central|eastern';
const US_ZONE_LIST = new RegExp(
  `\\b(?:${US_ZONE})(?:\\s*(?:,|/|&|\\bor\\b|\\band\\b|\\bto\\b)\\s*(?:${US_ZONE}))*\\s+time\\b(?:\\s*zones?\\b)?`,
  'gi',
);

const NAMED_SETS: readonly (readonly [RegExp, UtcBand])[] = [
  [/\b(?:u\.?s\.?|us|north american?) time ?zones?\b/gi, { min: -8, max: -5 }],
  [/\b(?:european|europe|eu) time ?zones?\b/gi, { min: 0, max: 2 }],
];

const OFFSET = '[+-]\\s*\\d{1,2}(?:[:.]\\d{2})?';
// A bare UTC or GMT takes no spaces after it; the pattern around it does, so a run of spaces is
// never split between two quantifiers (time cubic in the run's length).
const ZONE = `(?:UTC|GMT)(?:\\s*${OFFSET})?|${Object.keys(ZONES).join('|')}`;
/** A zone's own label in parentheses: "UTC-8 (Pacific)". */
const LABEL = '(?:\\s*\\([^()]{0,30}\\))?';
const PLUS_MINUS = '(?:±|\\+\\s*/\\s*-|-\\s*/\\s*\\+|\\+\\s*-)';
const HOURS = '(?:h|hours?|hrs?)\\b';

const ZONE_RANGE = new RegExp(`\\b(${ZONE})${LABEL}\\s*(?:to|and|-)\\s*(${ZONE}|${OFFSET})${LABEL}(?![\\w+-])`, 'gi');
const ZONE_MINUS_PLUS = new RegExp(
  `\\b(${Object.keys(ZONES).join('|')})\\s*-\\s*(\\d{1,2})\\s*(?:/|,|and)\\s*\\+\\s*(\\d{1,2})(?!\\d)`,
  'gi',
);
const ZONE_PLUS_MINUS = new RegExp(`\\b(${ZONE})\\s*(?:\\(\\s*)?${PLUS_MINUS}\\s*(\\d{1,2})\\s*(?:${HOURS})?`, 'gi');
const WITHIN_HOURS = new RegExp(
  `(?:\\bwithin(?:\\s*${PLUS_MINUS})?|${PLUS_MINUS})\\s*(\\d{1,2})\\s*${HOURS}\\s*(?:of|from)\\s*(${ZONE})(?![\\w+-])`,
  'gi',
);
// Alone, CT and MT are Connecticut and Montana more often than time zones.
const LONE_ZONES = Object.keys(ZONES).filter((z) => z !== 'CT' && z !== 'MT');
const ONE_ZONE = new RegExp(
  `(?<![\\p{L}])(?:UTC|GMT)\\s*(?:${OFFSET})?(?![\\w+-])|(?<![\\p{L}])(?:${LONE_ZONES.join('|')})(?![\\p{L}])`,
  'gu',
);

/** The UTC offsets the text allows, and the text with every zone it read blanked out. */
export function readTimeZones(input: string): { utcOffsets: UtcBand | null; rest: string } {
  let text = spellOutZones(input);
  const offsets: number[] = [];
  // Each pattern reads what the ones before it left, and blanks what it read (one pass each).
  const consume = (pattern: RegExp, read: (match: string, groups: string[]) => number[] | null): void => {
    text = text.replace(pattern, (match: string, ...rest: unknown[]) => {
      const groups = rest.slice(
        0,
        rest.findIndex((x) => typeof x === 'number'),
      ) as string[];
      const values = read(match, groups);
      if (!values) return match;
      offsets.push(...values);
      return ' '.repeat(match.length);
    });
  };
  consume(/\bany\s*time ?zones?\b/gi, () => null);
  for (const [pattern, band] of NAMED_SETS) consume(pattern, () => [band.min, band.max]);
  consume(ZONE_MINUS_PLUS, (_, [zone, minus, plus]) => {
    const center = zoneOffset(zone!);
    return center === null ? null : [center - Number(minus), center + Number(plus)];
  });
  consume(ZONE_RANGE, (_, [from, to]) => both(zoneOffset(from!), secondZone(from!, to!)));
  consume(ZONE_PLUS_MINUS, (_, [zone, hours]) => around(zoneOffset(zone!), Number(hours)));
  consume(WITHIN_HOURS, (_, [hours, zone]) => around(zoneOffset(zone!), Number(hours)));
  consume(ONE_ZONE, (zone) => both(zoneOffset(zone), zoneOffset(zone)));
  const utcOffsets = offsets.length > 0 ? { min: Math.min(...offsets), max: Math.max(...offsets) } : null;
  return { utcOffsets, rest: text };
}

/** Zones written out become their codes, padded so every position stays where it was. */
function spellOutZones(text: string): string {
  let out = text;
  for (const [pattern, code] of WRITTEN_ZONES) out = out.replace(pattern, (m) => code.padEnd(m.length));
  return out.replace(US_ZONE_LIST, (list) =>
    list
      .replace(/\s+time\b(?:\s*zones?\b)?/i, (m) => ' '.repeat(m.length))
      .replace(new RegExp(US_ZONE, 'gi'), (name) => US_ZONE_NAMES[name.toLowerCase()]!.padEnd(name.length)),
  );
}

/** "UTC-3 to -5": a bare offset after a UTC zone is another UTC offset. */
function secondZone(first: string, second: string): number | null {
  if (!/^[+-]/.test(second)) return zoneOffset(second);
  return /^(?:UTC|GMT)/i.test(first) ? zoneOffset(`UTC${second}`) : null;
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
