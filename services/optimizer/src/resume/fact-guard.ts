// The fact guard: every employer, school, degree, date, number, skill and contact
// detail a draft states must appear in the resume it was made from. A draft that
// breaks the rule has the offending change withdrawn (change-guard.ts); it is never shown as it was.
import { acronymsIn, slashedInitials, spelledAcronyms, spellsCompound } from './acronyms.js';
import { isBulletLine } from './bullets.js';
import { extractDates, monthOf } from './dates.js';
import { headingKind, STANDARD_HEADINGS } from './resume.parser.js';
import { shortForms, writesOut } from './short-forms.js';
import { findSkillHits, tokenize } from './skills.js';

export { acronymsIn, spelledOut } from './acronyms.js';

export type FactKind = 'employer' | 'school' | 'name' | 'degree' | 'date' | 'number' | 'skill' | 'contact';

export interface Violation {
  kind: FactKind;
  value: string;
  /** Index of the line of the draft. */
  line: number;
}

export interface Facts {
  numbers: Set<string>;
  dates: Set<string>;
  years: Set<number>;
  skills: Set<string>;
  degrees: Set<string>;
  words: Set<string>;
  /** The resume's acronyms ("BLS", "ED", "O&M"), lower case, letters only. */
  acronyms: Set<string>;
  /** Slashed abbreviations of single letters ("R/T"), as their letters. */
  slashed: Set<string>;
  /** Its products' figures glued to their letters (productFigures). */
  products: Set<string>;
  /** Its words written short ("Mech.", "Gr. 8"): written out, they are no new name. */
  shortForms: Set<string>;
  text: string;
}

const WORD_NUMBERS: Record<string, number> = {
  twice: 2,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1000,
  million: 1e6,
  billion: 1e9,
  dozen: 12,
  dozens: 12,
  hundreds: 100,
  thousands: 1000,
  millions: 1e6,
  doubled: 2,
  doubling: 2,
  tripled: 3,
  tripling: 3,
  quadrupled: 4,
  quadrupling: 4,
  twofold: 2,
  threefold: 3,
};
const VAGUE = new Set([
  'dozen',
  'dozens',
  'hundreds',
  'thousands',
  'millions',
  'doubled',
  'doubling',
  'tripled',
  'tripling',
  'quadrupled',
  'quadrupling',
  'twofold',
  'threefold',
]);
const WORD_NUMBER_RE = new RegExp(`\\b(${Object.keys(WORD_NUMBERS).join('|')})\\b`, 'gi');
// A figure ends at a non-word character, or at a unit written onto it ("2,000A", "480V",
// "12hr"; not "2nd"); never inside "2,000" (read whole, or not at all). "x5" is 5 (times).
const NUMBER_RE =
  /(?<![\w.])(?:[x×](?=\d))?[$€£]?(\d[\d,]*(?:\.\d+)?)\s*(%|percent\b|k\b|mm\b|m\b|bn\b|b\b|million\b|billion\b|thousand\b|x\b)?(?:(?![\w]|,\d)|(?=(?!(?:st|nd|rd|th)\b)[A-Za-z]{1,3}\b))/gi;
const MULTIPLIER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

const HAS_DIGIT = /\d/;
const MAYBE_CONTACT = /@|:\/\/|www\.|\.(?:com|io|dev|org|net|me|co)\//i;

/** The values a text states: "1.2k" and "1,200" are both 1200, "40M" and "40 million" both 40000000; "dozens" is 12. */
export function numbersIn(text: string): string[] {
  const out: string[] = [];
  if (!HAS_DIGIT.test(text) && !WORD_NUMBER_RE.test(text)) return out;
  WORD_NUMBER_RE.lastIndex = 0;
  const scales = new Set<number>(); // where "million" is the scale of a figure, not a number of its own
  for (const m of text.matchAll(NUMBER_RE)) {
    const value = Number(m[1]!.replace(/,/g, '')) * (MULTIPLIER[(m[2] ?? '').toLowerCase()] ?? 1);
    // "100s", "1,000s": "hundreds", "thousands", a vague quantity.
    const plural =
      !m[2] && /^s\b/.test(text.slice(m.index + m[0].length)) && /^10+$/.test(String(value)) && value >= 100;
    if (Number.isFinite(value)) out.push(plural ? `~${value}` : String(value));
    if (m[2]) scales.add(m.index + m[0].length - m[2].length);
  }
  // An interval in clinical shorthand: "q4h" is "every 4 hours".
  for (const m of text.matchAll(/\bq(\d{1,2})h\b/gi)) out.push(String(Number(m[1])));
  // A vague quantity ("dozens", "doubled") is a value of its own: it never vouches for a figure.
  for (const m of text.matchAll(WORD_NUMBER_RE)) {
    const word = m[1]!.toLowerCase();
    if (!scales.has(m.index)) out.push(`${VAGUE.has(word) ? '~' : ''}${WORD_NUMBERS[word]}`);
  }
  return out;
}

/** A product's figure glued to its letters ("M365", "O365", "A320"), as "m365": its letter and figure. */
export function productFigures(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/(?<![A-Za-z])([A-Za-z]{1,2})(\d{3,})(?!\d|[,.]\d)/g)].map(
      (m) => `${m[1]![0]!.toLowerCase()}${Number(m[2])}`,
    ),
  );
}

/** The text without the figures it writes apart from a product's name ("Microsoft 365" for "M365"). */
export function withoutProductFigures(text: string, products: ReadonlySet<string>): string {
  if (products.size === 0) return text;
  return text.replace(/\b([A-Za-z])([A-Za-z-]*)\s+(\d{3,})\b(?![,.]\d)/g, (whole, first: string, rest: string) =>
    products.has(`${first.toLowerCase()}${Number(whole.slice(first.length + rest.length).trim())}`)
      ? `${first}${rest}`
      : whole,
  );
}

const DEGREE_PATTERNS: Array<[RegExp, string]> = [
  [
    /\b[Bb]achelor(?:'s|’s|s)?\b|\bB\.\s?(?:S|A|Sc|Eng|E)\.|\b(?:BS|BA|BSc|BEng|BBA)\b(?=\s+(?:in|of)\b|,)/g,
    'bachelor',
  ],
  [
    /\b[Mm]aster(?:'s|’s|s)?\s+(?:of|in|degree)\b|\bM\.\s?(?:S|A|Sc|Eng)\.|\b(?:MS|MA|MSc|MEng)\b(?=\s+(?:in|of)\b)/g,
    'master',
  ],
  [/\bM\.?B\.?A\b/g, 'mba'],
  [/\bPh\.?\s?D\b|\bdoctorate\b|\bdoctoral\b/gi, 'phd'],
  [/\bJ\.D\.|\bJuris Doctor\b/g, 'jd'],
  [/\bM\.D\.|\bDoctor of Medicine\b/g, 'md'],
  [/\bassoc(?:iate(?:'s|’s)?|\.)?\s+(?:of|in|degree)\b|\bA\.A\.|\bA\.S\./gi, 'associate'],
  [/\bhigh school diploma\b|\bGED\b/g, 'high school'],
];

const MAYBE_DEGREE =
  /bachelor|master|associate|doctor|juris|diploma|\bGED\b|\bM\.?B\.?A\b|Ph\.?\s?D|\b[BMJA]\.|\b(?:BS|BA|BSc|BEng|BBA|MS|MA|MSc|MEng)\b/i;

function degreesIn(text: string): string[] {
  const out: string[] = [];
  if (!MAYBE_DEGREE.test(text)) return out;
  for (const [re, degree] of DEGREE_PATTERNS) {
    re.lastIndex = 0;
    if (re.test(text)) out.push(degree);
    re.lastIndex = 0;
  }
  return out;
}

// An email, a URL or a bare "site.com/path". The email and the bare site start only where
// such a match can first start: at the start of a run of their characters (for an email,
// also at a "+" right after an email that ended there), never again inside a run that
// already failed. Unguarded, each position of a long run retried the whole run: quadratic.
const CONTACT_TOKEN =
  /(?:(?<![\w.+-])|(?=\+)(?<=@[\w-]+\.[\w.-]+))[\w.+-]+@[\w-]+\.[\w.-]+|(?:https?:\/\/|www\.)[^\s|,;]+|(?=\w)(?<!\w-*)[\w-]+\.(?:com|io|dev|org|net|me|co)\/[^\s|,;]*/gi;

export function extractFacts(text: string): Facts {
  const { dates, rest } = extractDates(text);
  const numbers = new Set(numbersIn(rest));
  for (const d of dates) {
    numbers.add(String(d.year));
    if (d.month) numbers.add(String(d.month));
  }
  return {
    numbers,
    dates: new Set([
      ...dates.map((d) => (d.month ? `${d.year}-${d.month}` : String(d.year))),
      ...monthsOfLastYear(text),
    ]),
    years: new Set(dates.map((d) => d.year)),
    skills: new Set(
      findSkillHits(text)
        .filter((h) => h.skill.hard)
        .map((h) => h.skill.name),
    ),
    degrees: new Set(degreesIn(text)),
    words: new Set(tokenize(text).map((t) => t.lower)),
    acronyms: acronymsIn(text),
    slashed: slashedInitials(text),
    products: productFigures(rest),
    shortForms: shortForms(text),
    text: text.toLowerCase(),
  };
}

// A month named without its year ("2012 – 2026 (contract ended Oct)"); "May" is too often a verb.
const BARE_MONTH =
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b\.?(?!\s*[\d'’])/g;

/** A month a line names without a year, read in the last year the line states: "Oct" there is "Oct 2026". */
function monthsOfLastYear(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const { dates, rest } = extractDates(line);
    const year = dates.at(-1)?.year;
    if (year === undefined) continue;
    for (const m of rest.matchAll(BARE_MONTH)) {
      const month = monthOf(m[0]);
      if (month) out.push(`${year}-${month}`);
    }
  }
  return out;
}

// Words a draft may capitalize without them being names: headings, months, joiners.
const ALLOWED_CAPITALIZED = new Set([
  ...Object.values(STANDARD_HEADINGS).flatMap((h) => h.toLowerCase().split(' ')),
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
  'present',
  'i',
  'a',
  'an',
  'the',
  'and',
  'of',
  'in',
  'for',
  'to',
  'at',
  'on',
  'with',
  'by',
  'as',
  'or',
  'from',
  'professional',
  // Where a credential stands ("In Progress, Expected 2028"): no name.
  'expected',
  'anticipated',
  'progress',
  'pending',
]);

// Credential words a draft may write in another form of the resume's own ("NIHSS certified"
// as "NIHSS Certification"): capitalized, they are no name.
const CREDENTIAL_FORMS: readonly string[][] = [
  ['certified', 'certification', 'certifications', 'certificate', 'certificates', 'cert', 'certs'],
  ['licensed', 'license', 'licenses', 'licence', 'licensure'],
  ['trained', 'training'],
];
const FORM_FAMILY = new Map(CREDENTIAL_FORMS.flatMap((family) => family.map((w) => [w, family] as const)));

const ORG_HINT =
  /\b(?:inc|llc|corp|corporation|ltd|co|company|gmbh|technologies|technology|labs|group|bank|agency|partners|systems|solutions)\b/i;
export const SCHOOL_HINT = /\b(?:university|college|school|institute|academy|polytechnic)\b/i;
// The kind of school a name says it is ("Georgia Tech" as "Georgia Institute of Technology"): no name of its own.
export const SCHOOL_WORDS = new Set([
  'university',
  'college',
  'school',
  'institute',
  'academy',
  'polytechnic',
  'community',
]);

/** The facts of one draft line the resume does not state. */
export function lineViolations(line: string, index: number, facts: Facts): Violation[] {
  const out: Violation[] = [];
  const { dates, rest } = extractDates(line);
  for (const d of dates) {
    const ok = d.month
      ? facts.dates.has(`${d.year}-${d.month}`)
      : facts.years.has(d.year) || facts.numbers.has(String(d.year));
    if (!ok) out.push({ kind: 'date', value: d.month ? `${d.month}/${d.year}` : String(d.year), line: index });
  }
  for (const n of numbersIn(withoutProductFigures(rest, facts.products)))
    if (!facts.numbers.has(n)) out.push({ kind: 'number', value: n, line: index });
  for (const degree of degreesIn(line))
    if (!facts.degrees.has(degree)) out.push({ kind: 'degree', value: degree, line: index });
  for (const m of MAYBE_CONTACT.test(line) ? line.matchAll(CONTACT_TOKEN) : []) {
    if (!facts.text.includes(m[0].toLowerCase().replace(/[.)]+$/, '')))
      out.push({ kind: 'contact', value: m[0], line: index });
  }

  const tokens = tokenize(line);
  const hits = findSkillHits(line, tokens);
  for (const hit of hits)
    if (hit.skill.hard && !facts.skills.has(hit.skill.name))
      out.push({ kind: 'skill', value: hit.skill.name, line: index });

  // Capitalized words inside a sentence are names: employers, schools, products, places.
  // In an entry's heading line ("Senior Engineer, Acme | 2019 – 2021") the first word counts too.
  // Every step below costs the token's own length, not the line's: a draft line may be long.
  const bullet = isBulletLine(line);
  const entryHeading = !bullet && dates.length > 0;
  if (!isHeading(line)) {
    const firstChar = line.search(/\S/);
    let kind: FactKind | undefined;
    let hit = 0; // tokens and skill hits both run left to right
    const spelled = spelledAcronyms(line, tokens, facts.acronyms);
    for (const [t, token] of tokens.entries()) {
      if (!/^[A-Z]/.test(token.text) || spelled.has(t)) continue;
      while (hit < hits.length && hits[hit]!.end < token.end) hit++;
      if (hit < hits.length && token.start >= hits[hit]!.start) continue;
      if (facts.words.has(token.lower) || ALLOWED_CAPITALIZED.has(token.lower)) continue;
      if (token.lower.includes('.') && facts.words.has(token.lower.replace(/\./g, ''))) continue; // "US" as "U.S."
      if (token.lower.includes('-') && token.lower.split('-').every((w) => facts.words.has(w))) continue; // "Full-Time"
      if (FORM_FAMILY.get(token.lower)?.some((w) => facts.words.has(w))) continue;
      if (writesOut(token.lower, facts.shortForms)) continue;
      if ([...facts.slashed].some((a) => spellsCompound(token.lower, a))) continue; // "R/T" as "Radiotelephone"
      if (SCHOOL_WORDS.has(token.lower) && SCHOOL_HINT.test(line)) continue;
      // A degree's abbreviation ("A.A.S." for "Associate in Applied Science") names the resume's degree, no school.
      const degrees = degreesIn(token.text);
      if (degrees.length > 0 && degrees.every((d) => facts.degrees.has(d))) continue;
      if (!entryHeading && startsSentence(line, token.start, { bullet, firstChar })) continue;
      kind ??= SCHOOL_HINT.test(line) ? 'school' : ORG_HINT.test(line) || entryHeading ? 'employer' : 'name';
      out.push({ kind, value: token.text, line: index });
    }
  }
  return out;
}

const SENTENCE_BREAK = /[.!?:;•|(\-–—"“]/;
// A bullet glyph, or one or two digits and "." or ")": at most this many characters.
const BULLET_MARK_MAX = 3;

/**
 * Whether the word at `at` opens a sentence: nothing but spaces before it, or sentence
 * punctuation, or a bullet mark. On a bullet line, every word counts as opening one.
 */
function startsSentence(line: string, at: number, shape: { bullet: boolean; firstChar: number }): boolean {
  let end = at;
  while (end > 0 && /\s/.test(line[end - 1]!)) end--;
  if (end === 0 || SENTENCE_BREAK.test(line[end - 1]!) || shape.bullet) return true;
  // A mark alone before the word ("•Acme", "1)Acme") makes the line read as a bullet from here.
  return end - shape.firstChar <= BULLET_MARK_MAX && isBulletLine(`${line.slice(0, end)} x`);
}

function isHeading(line: string): boolean {
  const t = line.trim();
  return t.length > 0 && t === t.toUpperCase() && headingKind(t) !== undefined;
}

export function findViolations(draft: string, resume: string): Violation[] {
  const facts = extractFacts(resume);
  return draft.split('\n').flatMap((line, i) => lineViolations(line, i, facts));
}
