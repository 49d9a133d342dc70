// Holds one traced change to the resume's identity facts as structure, not as words: an
// entry's heading keeps its title, employer and dates; a credential keeps its qualifier
// ("coursework toward", "expected", "scheduled"); a line's role word does not grow; titles
// gain no rank; no number is new or lost. The same value written another way passes
// (1.2k and 1,200, 03/2019 and Mar 2019, "Win 10" and "Windows 10", "&" and "and").
import type { WithdrawalKind } from '@highpay/contracts';
import { isBulletLine, splitSentences, stripBullet } from './bullets.js';
import { containsDate, containsDateRange, extractDates, monthOf, normalizeDates } from './dates.js';
import { allHeadingWords, contentLines, parseSections } from './sections.js';
import { slashedInitials, spellsCompound } from './acronyms.js';
import { shortForms, writesOut } from './short-forms.js';
import {
  acronymsIn,
  extractFacts,
  lineViolations,
  numbersIn,
  spelledOut,
  type Facts,
  productFigures,
  withoutProductFigures,
  type Violation,
  SCHOOL_HINT,
  SCHOOL_WORDS,
} from './fact-guard.js';

export interface Finding {
  kind: WithdrawalKind;
  reason: string;
}

/** Abbreviations resumes use, and the words they stand for. */
const EXPANSIONS: Record<string, string[]> = {
  windows: ['win'],
  manager: ['mgr'],
  management: ['mgmt'],
  engineering: ['eng', 'engr'],
  engineer: ['eng', 'engr'],
  department: ['dept'],
  certificate: ['cert'],
  certification: ['cert'],
  certified: ['cert'],
  senior: ['sr'],
  junior: ['jr'],
  associate: ['assoc'],
  government: ['govt', 'gov'],
  international: ['intl'],
  university: ['univ'],
  graduate: ['grad'],
  graduates: ['grads'],
  request: ['req'],
  requests: ['req', 'reqs'],
  year: ['yr'],
  years: ['yrs', 'yr'],
  month: ['mo'],
  approximately: ['approx', '~'],
  with: ['w'],
  operations: ['ops'],
  development: ['dev'],
  developer: ['dev'],
  administration: ['admin'],
  administrator: ['admin'],
  administrative: ['admin'],
  manufacturing: ['mfg'],
  account: ['acct'],
  accounts: ['accts'],
  assistant: ['asst'],
  coordinator: ['coord'],
  technician: ['tech'],
  technology: ['tech'],
  technical: ['tech'],
  service: ['svc'],
  services: ['svcs'],
  marketing: ['mktg', 'mkt'],
  hospital: ['hosp'],
  medical: ['med'],
  center: ['ctr'],
  company: ['co'],
  corporation: ['corp'],
  incorporated: ['inc'],
  and: ['&', '+'],
  number: ['no'],
  deployments: ['deploys'],
  deployment: ['deploy'],
  production: ['prod'],
  product: ['prod'],
  information: ['info'],
  communications: ['comms'],
  communication: ['comms'],
  applications: ['apps'],
  application: ['app'],
  laboratory: ['lab'],
  emergency: ['er'],
  intensive: ['icu'],
  registered: ['rn'],
  percent: ['%'],
  per: ['/'],
  versus: ['vs'],
  average: ['avg'],
  maximum: ['max'],
  minimum: ['min'],
  quarter: ['q'],
  quarterly: ['qtr'],
  customer: ['cust'],
  customers: ['custs'],
  equipment: ['equip'],
  maintenance: ['maint'],
  building: ['bldg'],
  street: ['st'],
  saint: ['st'],
  doctor: ['dr'],
  associates: ['assoc'],
  expires: ['exp'],
  expected: ['exp'],
  expiration: ['exp'],
  executive: ['ae', 'exec'],
  representative: ['rep', 'sdr'],
  patients: ['pts'],
  hours: ['hrs'],
  hour: ['hr'], // "40-hr HAZWOPER"
  week: ['wk'],
  weeks: ['wks'],
  including: ['incl'],
  association: ['assn', 'assoc'],
  organization: ['org'],
  squadron: ['sqn', 'sqdn'],
  license: ['lic'],
  veterinary: ['vet'],
  division: ['div'],
  // Military ranks as resumes abbreviate them ("SGT (E-5)", "1st Lt (O-2)").
  sergeant: ['sgt'],
  specialist: ['spec', 'spc'],
  lieutenant: ['lt'],
  corporal: ['cpl'],
  captain: ['capt', 'cpt'],
  private: ['pvt'],
  first: ['1st'],
  second: ['2nd'],
  third: ['3rd'],
  full: ['ft'], // "part-time → FT"
  part: ['pt'],
  time: ['pt', 'ft'], // "(PT)" is "(part-time)"
  credits: ['cr', 'crs'],
  credit: ['cr'],
  education: ['ed', 'educ'],
  edition: ['ed'],
};

// US states as headings abbreviate them ("Nashville, TN" written out as "Nashville, Tennessee").
const STATES =
  'al alabama|ak alaska|az arizona|ar arkansas|ca california|co colorado|ct connecticut|de delaware|fl florida|ga georgia|hi hawaii|id idaho|il illinois|in indiana|ia iowa|ks kansas|ky kentucky|la louisiana|me maine|md maryland|ma massachusetts|mi michigan|mn minnesota|ms mississippi|mo missouri|mt montana|ne nebraska|nv nevada|nh new hampshire|nj new jersey|nm new mexico|ny new york|nc north carolina|nd north dakota|oh ohio|ok oklahoma|or oregon|pa pennsylvania|ri rhode island|sc south carolina|sd south dakota|tn tennessee|tx texas|ut utah|vt vermont|va virginia|wa washington|wv west virginia|wi wisconsin|wy wyoming|dc district columbia';

const ABBREVIATIONS = new Map<string, string[]>(); // abbreviation -> full words
for (const [full, abbrs] of Object.entries(EXPANSIONS))
  for (const a of abbrs) ABBREVIATIONS.set(a, [...(ABBREVIATIONS.get(a) ?? []), full]);
// Read out only where a heading's words are compared (matching lines on "OK" as "Oklahoma" would only blur them).
const STATE_NAMES = new Map(STATES.split('|').map((s) => [s.slice(0, 2), s.slice(3).split(' ')] as const));

/** The words an abbreviation or a state's code stands for. */
function fullWords(word: string): readonly string[] {
  return [...(ABBREVIATIONS.get(word) ?? []), ...(STATE_NAMES.get(word) ?? [])];
}

// Degrees as resumes abbreviate them, and the words they stand for ("B.S." is "Bachelor of Science").
const DEGREE_WORDS: Array<[RegExp, string]> = [
  [/\bB\.?\s?F\.?\s?A\b/, 'bachelor fine arts'],
  [/\bB\.?\s?B\.?\s?A\b/, 'bachelor business administration'],
  [/\bB\.\s?S\.|\bBSc?\b|\bB\.\s?Sc\b/, 'bachelor science'],
  [/\bB\.\s?A\.|\bBA\b/, 'bachelor arts'],
  [/\bBSN\b/, 'bachelor science nursing'],
  [/\bM\.\s?S\.|\bMSc?\b/, 'master science'],
  [/\bM\.\s?A\.(?!\s?T)|\bMA\b/, 'master arts'],
  [/\bMSN\b/, 'master science nursing'],
  [/\bM\.?\s?B\.?\s?A\b/, 'master business administration'],
  [/\bM\.?\s?Ed\b/, 'master education'],
  [/\bM\.?\s?A\.?\s?T\b/, 'master arts teaching'],
  [/\bA\.\s?A\.\s?S\.|\bAAS\b/, 'associate applied science'],
  [/\bA\.\s?A\.(?!\s?S)|\bAA\b/, 'associate arts'],
  [/\bA\.\s?S\./, 'associate science'],
  [/\bPh\.?\s?D\b/, 'doctor philosophy'],
  [/\bJ\.\s?D\.|\bJD\b/, 'juris doctor'],
];

function degreeWords(text: string): string[] {
  return DEGREE_WORDS.filter(([re]) => re.test(text)).flatMap(([, words]) => words.split(' '));
}

/** The text names a degree ("AAS", "Bachelor of Arts"): calling it "the degree" says no more. */
const namesDegree = (text: string) =>
  degreeWords(text).length > 0 || /\b(?:bachelor|master|associate|doctor)/i.test(text);

const STOP = new Set(
  'a an the and or of to in on at by for from with as into per via through thru its their his her our your that which who this these those is was were be been being'.split(
    ' ',
  ),
);

function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\s*(?:→|⟶|->)\s*/g, ' then ') // "Kennel Attendant → Vet Assistant": one role, then the next
    .replace(/~\s*(?=\d)/g, ' approx ') // "~40k" is "approximately 40k"
    .replace(/(?<=\p{L})['’]s\b/gu, '') // a possessive's "s" is no word
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word's stem: enough to read "handled" and "handling", "deploys" and "deploy" as one. */
function stem(word: string): string {
  if (/^\d/.test(word) || word.length <= 4) return word;
  return word
    .replace(/(?:ations|ation|ments|ment|ings|ing|ies|ed|es|s)$/, '')
    .replace(/e$/, '')
    .slice(0, 6);
}

/** The words of a text, stemmed, with each abbreviation also read as the words it stands for. */
export function wordsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of rawWords(text)) {
    if (STOP.has(w)) continue;
    out.add(stem(w));
    for (const full of ABBREVIATIONS.get(w) ?? []) out.add(stem(full));
  }
  for (const w of degreeWords(text)) out.add(stem(w));
  return out;
}

/** The resume's words, for the name check: every word and every expansion of its abbreviations. */
export function expandedWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of rawWords(text)) {
    out.add(w);
    for (const full of fullWords(w)) out.add(full);
  }
  for (const w of degreeWords(text)) out.add(w);
  return out;
}

// "Coursework toward", "expected 2027", "in progress", "candidate", "scheduled": not (yet) the credential.
const QUALIFIER =
  /\b(?:coursework|toward|towards|pursuing|in progress|in-progress|expected|anticipated|candidate|candidacy|scheduled|planned|studying for|preparing for|enrolled|currently taking|(?:is|am|are)\s+(?:currently\s+)?taking|incomplete|not completed|partial|some college|currently completing|(?:finishing|completing|working on)\s+(?:up\s+)?(?:my|an?|the|his|her|their)|registered for|sitting|sit|eligible|ABD|until|did not (?:finish|complete|graduate))\b/i;
const CREDENTIAL =
  /\b(?:bachelor|master|associate|doctor|diploma|degree|ph\.?\s?d|mba|m\.?\s?ed|b\.?\s?b\.?\s?a|a\.\s?a\.\s?s|a\.\s?[as]\.|b\.?\s?[as]|m\.?\s?[as]|b\.?sc|m\.?sc|certificat\w*|certified|license\w*|licensure|exam|credential|cpa|pmp|cfa|rn|lpn|cdl|ccna|cissp|level\s+[iv\d]+)(?![a-z])/i;

// Role words that claim to lead: a past form anywhere, a present form opening a line
// ("Lead the design"; "the lead" and "my own" are a noun and an adjective).
const LEAD_PAST =
  /\b(?:led|managed(?!\s+care\b)|owned|directed|headed|headed up|spearheaded|oversaw|supervised|chaired|leading|managing|directing|spearheading|overseeing|supervising)\b/i;
const LEAD_PRESENT =
  /(?:^|[.;:]\s+|\n)[•\-*\s]*(?:(?:i|we)\s+)?(?:leads?|manages?|owns?|directs?|heads?|spearheads?|oversees?|supervises?|chairs?)\b/i;
// Later in a line: verbs that are never nouns anywhere ("…; manage a team of 3"), the others
// after "and", "who" or "to" and before what they lead ("and lead the night crew").
const LEAD_PRESENT_LATER =
  /\b(?:manages?|oversees?|supervises?|spearheads?|in charge of)\b|\b(?:leader|head|captain|chair)\s+of\b|(?:\b(?:and|who|to)|,)\s+(?:leads?|owns?|directs?|heads?|chairs?)\s+(?:a|an|the|my|our|all|\d)\b/i;
// "Team lead for 7 adjusters" holds the lead as a noun: "Lead a team of 7 adjusters" says no more.
const CLAIMS_LEAD =
  /\b(?:responsible for|in charge of|accountable for|manager|supervisor|(?:team|shift|crew|group|project|site|lab|bench|unit|charge) lead)\b/i;
// A line that opens with the role it holds ("PM on $4M-$28M projects", "Lead tech, day shift").
const OPENS_AS_LEAD =
  /^\W*(?:PM|project manager|manager|supervisor|lead|foreman|superintendent)\b(?!\s+(?:to|with)\b)/i;
// The noun of a lead verb, closing its phrase: "GBP management", "night audit oversight", "management of".
const LEAD_NOUNS: Array<[RegExp, RegExp]> = [
  [/^manag/i, /\bmanagement\b(?=\s*(?:$|[,;:.)]|of\b|for\b))/im],
  [/^overs/i, /\boversight\b(?=\s*(?:$|[,;:.)]|of\b|for\b))/im],
  [/^supervis/i, /\bsupervision\b(?=\s*(?:$|[,;:.)]|of\b|for\b))/im],
  [/^own/i, /\bownership\b(?=\s*(?:$|[,;:.)]|of\b|for\b))/im],
];

// "Drove" leads when its object is an effort ("drove the 2022 SAP Ariba rollout"), not a result ("drove approvals down").
const DROVE_EFFORT =
  /\b(?:drove|drives?|driving)\s+(?:the|a|an|our|its|their)\s+(?:[\w&/+-]+\s+){0,4}?(?:rollout|roll-out|implementation|initiative|program|programme|project|migration|launch|adoption|effort|transformation|strategy|upgrade|conversion|integration|overhaul|redesign|consolidation)s?\b/i;

function leadWord(text: string): string | undefined {
  return (
    LEAD_PAST.exec(text)?.[0] ??
    LEAD_PRESENT.exec(text)?.[0] ??
    LEAD_PRESENT_LATER.exec(text)?.[0] ??
    DROVE_EFFORT.exec(text)?.[0]
  )
    ?.replace(/^[^A-Za-z]+/, '') // the separator before it ("; oversee")
    .replace(/^(?:and|who|to|i|we)\s+/i, '')
    .replace(/^(?!in charge of)(\S+)\s.*$/i, '$1')
    .replace(/^[^A-Za-z]+/, '');
}

/** A lead verb's root: "led" and "leads" are "lead", "oversaw" and "overseeing" are "overse". */
const verbRoot = (verb: string) =>
  verb
    .toLowerCase()
    .replace(/^led$/, 'lead')
    .replace(/^oversaw$/, 'oversee')
    .replace(/(?:ing|ed|es|s)$/, '')
    .replace(/e$/, '');

/**
 * The lines already state the lead: a lead title, the noun of this very verb, or a lead verb.
 * A verb vouches for another lead verb only where the rewrite puts no team under it ("part of a
 * team; I own the calendar" never becomes "Led the team").
 */
function statesLead(lines: readonly string[], lead: string, after: string): boolean {
  const had = readOut(lines.join('\n'));
  if (CLAIMS_LEAD.test(had)) return true;
  const verb = leadWord(had);
  if (verb && (verbRoot(verb) === verbRoot(lead) || !TEAM.test(after))) return true;
  if (lines.some((l) => OPENS_AS_LEAD.test(l))) return true;
  return LEAD_NOUNS.some(([verb, noun]) => verb.test(lead) && noun.test(had));
}

// A group the line now puts under the lead ("a team of 3-4") where the lines name none.
const TEAM = /\b(?:team|crew|staff|squad|direct reports?)\b/i;

const RANK =
  /\b(?:senior|sr|principal|chief|head|director|vp|vice president|president|manager|supervisor|lead|staff|executive|superintendent|foreman|captain|master)\b/gi;

const RANK_ONE = new RegExp(RANK.source, 'i');

export interface GuardContext {
  facts: Facts;
  resumeText: string;
  /** The resume, lower case, in words (abbreviations and "&" read out), for phrase checks. */
  resumePhrase: string;
  qualified: string[];
  /** Lines stating a credential as held. */
  held: string[];
  /** Lines with no qualifier at all. */
  plain: string[];
  /** The resume's lines as the section model reads them, and the section each is in. */
  lines: string[];
  sectionAt: number[];
}

export function guardContext(resumeText: string): GuardContext {
  const facts = extractFacts(resumeText);
  for (const w of expandedWords(resumeText)) facts.words.add(w);
  const lines = resumeText.split('\n');
  // In education and certifications every line names a credential ("VTNE — scheduled for Jan 2027").
  const model = parseSections(resumeText);
  const credentialLines = new Set(
    model.sections
      .filter(
        (s) =>
          s.kind === 'education' ||
          s.kind === 'certifications' ||
          (s.kind === 'other' && /educat|certif|licen|credential|training/i.test(s.heading)),
      )
      .flatMap((s) => contentLines(s).map((i) => model.lines[i]!)),
  );
  const credential = (l: string) => CREDENTIAL.test(l) || credentialLines.has(l.trim());
  const sectionAt = model.lines.map(() => -1);
  model.sections.forEach((s, n) => {
    for (const i of [...contentLines(s), ...(s.headingLine === null ? [] : [s.headingLine])]) sectionAt[i] = n;
  });
  return {
    lines: model.lines,
    sectionAt,
    facts,
    resumeText,
    resumePhrase: ` ${[...rawWords(resumeText)].flatMap((w) => [w, ...(ABBREVIATIONS.get(w) ?? [])]).join(' ')} `,
    qualified: lines.filter((l) => QUALIFIER.test(l) && credential(l)),
    held: lines.filter((l) => !QUALIFIER.test(l) && CREDENTIAL.test(l)),
    plain: lines.filter((l) => !QUALIFIER.test(l)),
  };
}

const EXPLAIN: Record<Violation['kind'], string> = {
  employer: 'names an employer or organization',
  school: 'names a school',
  name: 'names something',
  degree: 'states a degree',
  date: 'states a date',
  number: 'states a figure',
  skill: 'names a skill',
  contact: 'adds a contact detail',
};

function factFinding(violations: readonly Violation[]): Finding | undefined {
  const v = violations[0];
  if (!v) return undefined;
  RANK.lastIndex = 0;
  const names = violations.filter((x) => x.kind === 'employer' || x.kind === 'name').map((x) => x.value);
  const rank = (v.kind === 'employer' || v.kind === 'name') && RANK.test(names.join(' '));
  RANK.lastIndex = 0;
  const kind: WithdrawalKind = rank
    ? 'title'
    : v.kind === 'number'
      ? 'number'
      : v.kind === 'date'
        ? 'dates'
        : v.kind === 'skill'
          ? 'skill'
          : 'fact';
  if (rank) return { kind, reason: `It gives you a title your resume does not: "${names.join(' ')}"` };
  return { kind, reason: `It ${EXPLAIN[v.kind]} your resume does not: "${v.value}"` };
}

/** The lines as one quotation, cut at a word past 80 characters. */
function quote(lines: readonly string[]): string {
  const text = lines.map(stripBullet).join(' ');
  return text.length <= 80 ? text : `${text.slice(0, 80).replace(/\s+\S*$/, '')}…`;
}

// An employer's legal form: a heading may leave it out ("Brentwood Builders, Inc." as "Brentwood Builders").
const CORPORATE = new Set(['inc', 'llc', 'ltd', 'co', 'corp', 'plc', 'pc', 'gmbh']);

/** Lines that open an entry: a title, employer or school line, with or without its dates. */
export function isEntryHeading(line: string): boolean {
  if (isBulletLine(line)) return false;
  const t = line.trim();
  if (containsDate(t) && t.split(/\s+/).length <= 22) return true;
  const sentence = /[!?]$/.test(t) || /\w{5,}\.$/.test(t); // "Inc." and "Co." end headings too
  return t.split(/\s+/).length <= 12 && !sentence && /[—–|,@]|\bat\b/.test(t);
}

function datesOf(text: string): string[] {
  return extractDates(text)
    .dates.map((d) => `${d.year}-${d.month ?? ''}`)
    .sort();
}

/** Every year of a run written one by one ("summers 2016, 2017, 2018") as a range ("2016 – 2018"). */
function yearsAsRange(before: string, after: string): boolean {
  const listed = extractDates(before).dates;
  const range = extractDates(after).dates;
  if (
    listed.length < 3 ||
    range.length !== 2 ||
    !containsDateRange(after) ||
    [...listed, ...range].some((d) => d.month)
  )
    return false;
  const years = [...new Set(listed.map((d) => d.year))].sort((a, b) => a - b);
  const [from, to] = [range[0]!.year, range[1]!.year];
  return years[0] === from && years.at(-1) === to && years.length === to - from + 1;
}

/** The same dates with their months left out ("Apr 2017 – Jun 2019" as "2017 – 2019"): no span grows. */
function monthsDropped(before: string, after: string): boolean {
  const was = extractDates(before).dates;
  const now = extractDates(after).dates;
  return (
    now.length > 0 &&
    now.every((d) => !d.month) &&
    was.some((d) => d.month) &&
    containsDateRange(before) === containsDateRange(after) &&
    was.map((d) => d.year).join() === now.map((d) => d.year).join()
  );
}

const SAME = /\bsame\s+([a-z]+)\b/i;

/** For a heading saying "same restaurant", the entry heading above it in the resume, and those words. */
function sameAsAbove(headings: readonly string[], resumeText: string): { above: string; words: Set<string> } {
  const none = { above: '', words: new Set<string>() };
  const m = SAME.exec(headings.join(' '));
  if (!m) return none;
  const flat = (l: string) => l.replace(/\s+/g, ' ').trim();
  const lines = resumeText.split('\n').map(flat);
  const at = lines.indexOf(flat(headings[0]!));
  if (at < 0) return none;
  for (let i = at - 1; i >= 0; i--)
    if (isEntryHeading(lines[i]!) && !SAME.test(lines[i]!)) {
      // A title on its own line under the employer's: the employer's line counts too.
      const prev = i > 0 && lines[i - 1] && !isBulletLine(lines[i - 1]!) ? lines[i - 1]! : '';
      return { above: `${prev} ${extractDates(lines[i]!).rest}`, words: new Set(['same', m[1]!.toLowerCase()]) };
    }
  return none;
}

/**
 * The state a heading adds to a city where the resume writes that city with that state
 * elsewhere ("Pittsburgh" as "Pittsburgh, PA" of the contact line), as words.
 */
function citiesStates(heading: string, resumeText: string): string[] {
  const out: string[] = [];
  for (const m of heading.matchAll(/\b([A-Z][a-z]+),?\s+([A-Z]{2})\b/g)) {
    const [city, code] = [m[1]!, m[2]!];
    const name = STATE_NAMES.get(code.toLowerCase());
    if (!name) continue;
    const state = `(?:${code}|${name.join('\\s+')})`;
    if (new RegExp(`\\b${city}(?:\\s+[A-Z][a-z]+)?,?\\s+${state}\\b`, 'i').test(resumeText))
      out.push(...wordsOf(`${code} ${name.join(' ')}`));
  }
  return out;
}

/** Whether a heading's dates span those of an entry ("2020 – Present" spans "Jan 2024 – Present"). */
function spans(outer: string, inner: string): boolean {
  const o = extractDates(outer).dates.map((d) => d.year);
  const i = extractDates(inner).dates.map((d) => d.year);
  if (o.length === 0 || i.length === 0) return false;
  const open = o.length === 1 || /present|current|now\b/i.test(outer);
  return Math.min(...o) <= Math.min(...i) && (open || Math.max(...o) >= Math.max(...i));
}

/**
 * The line of the resume an entry's heading stands under, shared with its sibling roles: the
 * group heading above them ("Alamo Heights FCU" above "Assistant Branch Manager, 2022 – present
 * … Head Teller, 2019 – 2021"), or a heading right above whose dates span the entry's
 * ("Keller Williams — REALTOR®, 2020 – Present" above "Team Lead, Jan 2024 – Present"). An
 * entry with a heading line of its own without dates has none; a sibling's title is never one.
 */
export function parentLines(headings: readonly string[], ctx: GuardContext): string[] {
  const at = ctx.lines.findIndex((l) => headings.includes(l));
  if (at < 0 || headings.some((h) => !containsDate(h))) return [];
  const own = headings.join(' ');
  let body = false;
  let sibling = false;
  for (let i = at - 1; i >= 0 && (ctx.lines[i] === '' || ctx.sectionAt[i] === ctx.sectionAt[at]); i--) {
    const line = ctx.lines[i]!;
    if (line === '' || isBulletLine(line) || !isEntryLike(line)) {
      body = true;
      continue;
    }
    if (containsDate(line)) {
      if (!body && spans(line, own)) return [line];
      sibling = true;
      continue;
    }
    // A line without dates: the group's heading past a sibling. Right above the entry, its own
    // employer line, which the heading may restate when another change rewrites that line; not
    // its parenthetical ("placed at Solara Networks" names a client), nor a credential's line.
    if (sibling) return [line];
    const employer = !body && i === at - 1 && !CREDENTIAL.test(line) && !CREDENTIAL.test(own);
    return employer ? [line.replace(/\([^()]*\)/g, ' ')] : [];
  }
  return [];
}

/** A short line that may head an entry: no sentence. */
function isEntryLike(line: string): boolean {
  const t = line.trim();
  // A closing abbreviation ("Inc.", "Dept.") ends a name, not a sentence.
  const last = /(\w+)\.$/.exec(t)?.[1]?.toLowerCase() ?? '';
  const abbreviated = ABBREVIATIONS.has(last) || CORPORATE.has(last);
  return t.split(/\s+/).length <= 22 && (abbreviated || !/[.!?]$/.test(t));
}

/**
 * The values a text states as percentages: "94-96%" states 94 and 96, "a 12 percent rise" 12.
 * A range rises: "54% in 2021 to 71%" states 54 and 71, not 2021.
 */
function percentsIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(?:%|percent\b|per cent\b)/gi)) {
    const [from, to] = [m[1], m[2]].map((v) => (v ? Number(v) : undefined));
    if (to === undefined) out.add(String(from));
    else for (const v of from! <= to ? [from!, to] : [to]) out.add(String(v));
  }
  return out;
}

/** Why a change must be withdrawn, or undefined when it only restates the resume. */
export function reviewChange(
  change: { section: string; before: string[]; after: string[] },
  ctx: GuardContext,
): Finding | undefined {
  const before = change.before.join('\n');
  const after = change.after.join('\n');
  const summary = /SUMMARY/.test(change.section) || change.before.length === 0;

  // A fact the resume does not state at all.
  // A summary's sentences are read as bullets: a capital at the start of each is no name.
  const asRead = summary ? change.after.map((l) => (/^[A-Z ]+$/.test(l) ? l : `• ${l}`)) : change.after;
  const facts = factFinding(asRead.flatMap((line, i) => lineViolations(line, i, ctx.facts)));
  if (facts) return facts;
  // A percentage is one the lines (for a summary, the resume) state as one: "OSHA 30" vouches for no "30%".
  const percents = percentsIn(summary ? ctx.resumeText : before);
  const percent = [...percentsIn(after)].find((p) => !percents.has(p));
  if (percent) return { kind: 'number', reason: `It states a figure your resume does not: "${percent}%"` };

  // Entry headings: the title, employer and dates as stated, words neither added nor dropped.
  // In education and certifications every line states a credential: held to the heading rules.
  const credentials = /EDUCATION|CERTIF|LICEN/i.test(change.section);
  // A heading rebuilt from an entry's heading block: each line of the block is a heading line ("Staff Engineer I").
  const rebuilt =
    change.after.some((l) => !isBulletLine(l) && containsDate(l)) && change.before.some((l) => isEntryHeading(l));
  const headings = change.before.filter((l) => isEntryHeading(l) || ((credentials || rebuilt) && !isBulletLine(l)));
  let movedParens: string[] = [];
  const headingAfter = change.after.filter((l) => !isBulletLine(l));
  // A line without dates made a bullet is a plain line: the bullet rules below hold it.
  const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((w) => b.has(w));
  const plain =
    headingAfter.length === 0 &&
    (!headings.some((h) => containsDate(h)) ||
      same(wordsOf(normalizeDates(before).text), wordsOf(normalizeDates(after).text)));
  if (headings.length > 0 && !summary && !plain) {
    if (headingAfter.length === 0 && change.after.length > 0)
      return { kind: 'title', reason: `It turned the heading "${headings.join(' ')}" into a bullet` };
    // A heading's date may move to a line of its own under it ("Expected 2027"), all dates kept.
    if (
      datesOf(headings.join(' ')).join() !== datesOf(headingAfter.join(' ')).join() &&
      !yearsAsRange(headings.join(' '), headingAfter.join(' ')) &&
      !monthsDropped(headings.join(' '), headingAfter.join(' ')) &&
      datesOf(before).join() !== datesOf(after).join()
    )
      return { kind: 'dates', reason: `It changed the dates of "${headings.join(' ')}"` };
    const beforeRest = extractDates(before).rest;
    // An acronym of these lines written out ("ED" as "Emergency Department") adds no word.
    // In lower case too ("CF ends Jun 2025" as "clinical fellowship ends Jun 2025").
    const acronyms = spelledOut(change.after.join('\n'), acronymsIn(beforeRest), { anyCase: true });
    // "Jr. Sous Chef, same restaurant": the employer is the one the entry above names.
    const same = sameAsAbove(headings, ctx.resumeText);
    // The employer or title on a line of the resume above or beside these lines, which the rewrite may join to them.
    const parents = extractDates(parentLines(headings, ctx).join('\n')).rest;
    const had = new Set([
      ...wordsOf(beforeRest),
      ...wordsOf(parents),
      ...rawWords(parents).flatMap((w) => (STATE_NAMES.get(w) ?? []).map(stem)),
      ...wordsOf(same.above),
      // An acronym's letters written with periods ("US Army" as "U.S. Army").
      ...[...beforeRest.matchAll(/\b[A-Z]{2,3}\b/g)].flatMap((m) => [...m[0].toLowerCase()]),
      ...rawWords(beforeRest).flatMap((w) => (STATE_NAMES.get(w) ?? []).map(stem)),
      ...wordsOf(acronyms.words.join(' ')),
      ...citiesStates(headingAfter.join(' '), ctx.resumeText),
    ]);
    // A qualifier added says less, not more ("Animal Science coursework (1 semester)").
    // Matched as phrases: "in progress" is a qualifier, "progress" alone is not.
    const qualifiers = new Set(
      [...headingAfter.join(' ').matchAll(new RegExp(QUALIFIER.source, 'gi'))].flatMap((m) => rawWords(m[0]).map(stem)),
    );
    // "Done" as "completed", and a count of what is done ("3 of 5 courses") called completed.
    // A held credential's attempt ("RPR, 1st attempt 2007") is the attempt it was passed on.
    if (/\battempts?\b/i.test(before) && !QUALIFIER.test(before)) qualifiers.add(stem('passed'));
    if (DONE.test(before) || /\b\d+\s+of\s+\d+\b/.test(before))
      for (const m of after.matchAll(new RegExp(DONE.source, 'gi'))) qualifiers.add(stem(m[0].toLowerCase()));
    // Short forms written out ("Sac State" as "Sacramento State"), and the kind of school a school's name says it is.
    const shorts = shortForms(`${beforeRest}\n${parents}`);
    const school = SCHOOL_HINT.test(headingAfter.join(' '));
    const slashed = [...slashedInitials(beforeRest)];
    const writtenOut = new Set(
      rawWords(headingAfter.join(' '))
        .filter(
          (w) => writesOut(w, shorts) || (school && SCHOOL_WORDS.has(w)) || slashed.some((a) => spellsCompound(w, a)),
        )
        .map(stem),
    );
    const added = [...wordsOf(extractDates(headingAfter.join(' ')).rest)].filter(
      // The letters of a degree's abbreviation ("A.A.S."): its words written out are held above.
      (w) =>
        !had.has(w) &&
        !writtenOut.has(w) &&
        !/^\d/.test(w) &&
        !qualifiers.has(w) &&
        !(w === stem('degree') && namesDegree(before)) &&
        !(w.length === 1 && degreeWords(headingAfter.join(' ')).length > 0),
    );
    if (added.length > 0) {
      const rank = RANK.test(headingAfter.join(' '));
      RANK.lastIndex = 0;
      return {
        kind: rank ? 'title' : 'employer',
        reason: `It changed the heading "${headings.join(' ')}": your resume does not say "${added.join(' ')}" there`,
      };
    }
    // A label of heading words ("Professional memberships: ASCE …", "Training: PT6A …") may go, as may
    // the words of the section's own heading.
    const labels = headings
      .map((h) => /^\s*([A-Za-z][A-Za-z &/]{2,40}):\s*\S/.exec(h)?.[1] ?? '')
      .filter(allHeadingWords);
    const kept = new Set([
      ...wordsOf(extractDates(after).rest),
      ...wordsOf(change.section),
      ...wordsOf(labels.join(' ')),
    ]);
    // A parenthetical detail of a heading ("(Tier 1 auto supplier)", "(part-time during school)") may
    // go, whole or in part; one naming a rank, a qualifier, a negation or a minor stays, and one whose
    // name the heading keeps only in part ("(contract via Kestrel Staffing)" as "Kestrel Environmental") was changed.
    const headingWords = wordsOf(extractDates(headingAfter.join(' ')).rest);
    movedParens = [...headings.join(' ').matchAll(/\(([^()]+)\)/g)]
      .map((m) => m[1]!)
      .filter((p) => !RANK_ONE.test(p) && !QUALIFIER.test(p) && !/\b(?:not|no|minor|concentration)\b|n['’]t\b/i.test(p))
      .filter((p) => {
        const w = p.split(/[^\p{L}\p{N}]+/u).filter((x) => x && !STOP.has(x.toLowerCase()) && !/^\d/.test(x));
        const stated = w.filter((x) => headingWords.has(stem(x.toLowerCase())));
        return stated.length === 0 || w.every((x) => stated.includes(x) || !/^[A-Z]/.test(x));
      });
    const moved = new Set(movedParens.flatMap((p) => rawWords(p)));
    // "US Army" written "U.S. Army".
    const dotted = new Set(
      [...after.matchAll(/\b(?:[A-Za-z]\.){2,}/g)].map((m) => m[0].replace(/\./g, '').toLowerCase()),
    );
    const headingShorts = shortForms(headings.join(' '));
    const afterWords = rawWords(after);
    // An acronym written out in lower case ("Windows Server DC" as "domain controller"), a hyphen left out ("ICAR" as "I-CAR").
    const spelledLower = spelledOut(after, acronymsIn(extractDates(headings.join(' ')).rest), {
      anyCase: true,
    }).spelled;
    // "R/T" written out as "Radiotelephone": its letters are not left out.
    const slashedOut = [...slashedInitials(headings.join(' '))].filter((a) =>
      afterWords.some((x) => spellsCompound(x, a)),
    );
    const joined = new Set(
      [...after.matchAll(/[\p{L}\d]+(?:-[\p{L}\d]+)+/gu)].map((m) => m[0].replace(/-/g, '').toLowerCase()),
    );
    // The words of a qualifier ("some college", "did not finish") where the rewrite keeps one of its own.
    const datedMonths = new Set(extractDates(after).dates.flatMap((d) => (d.month ? [d.month] : [])));
    const qualifierWords = QUALIFIER.test(headingAfter.join(' '))
      ? new Set([...headings.join(' ').matchAll(new RegExp(QUALIFIER.source, 'gi'))].flatMap((m) => rawWords(m[0])))
      : new Set<string>();
    const dropped = rawWords(extractDates(headings.join(' ')).rest).filter(
      (w) =>
        !STOP.has(w) &&
        !/^\d/.test(w) &&
        !CORPORATE.has(w) &&
        !acronyms.spelled.has(w) &&
        !(w.length === 1 && degreeWords(headings.join(' ')).length > 0) &&
        !kept.has(stem(w)) &&
        !moved.has(w) &&
        !same.words.has(w) &&
        !dotted.has(w) &&
        !spelledLower.has(w) &&
        !(w.length === 1 && slashedOut.some((a) => a.includes(w))) &&
        // A month without its year ("contract ended Oct") that the rewrite dates ("Oct 2026").
        !datedMonths.has(monthOf(w) ?? 0) &&
        !joined.has(w) &&
        !qualifierWords.has(w) &&
        !(headingShorts.has(w) && afterWords.some((a) => a.length >= w.length + 2 && a.startsWith(w))) &&
        // "part-time → FT" as "Part-Time to Full-Time"; "SDR → AE" as one heading per role.
        !(w === 'then' && (/\bto\b|\s\/\s/i.test(after) || headingAfter.length > 1)) &&
        // One qualifier for another ("coursework toward" as "coursework in progress"), "done" as "completed".
        !(QUALIFIER.test(w) && QUALIFIER.test(headingAfter.join(' '))) &&
        !(DONE.test(w) && DONE.test(after)) &&
        !fullWords(w).some((full) => kept.has(stem(full))),
    );
    if (dropped.length > 0)
      return {
        kind: 'title',
        reason: `It left "${dropped.join(' ')}" out of the heading "${headings.join(' ')}"`,
      };
  }

  // A credential keeps "coursework toward", "expected", "in progress", "scheduled".
  const qualifiedBefore = change.before.some((l) => QUALIFIER.test(l) && CREDENTIAL.test(l));
  // A credential heading keeps it on its own line: "expected 2028" under a bare "B.A." heading does not.
  const credentialHeading = headingAfter.filter((l) => CREDENTIAL.test(l));
  if (qualifiedBefore && (!QUALIFIER.test(after) || credentialHeading.some((l) => !QUALIFIER.test(l))))
    return {
      kind: 'credential',
      reason: `It dropped what your resume says about this credential ("${QUALIFIER.exec(before)?.[0]}")`,
    };
  if (summary) {
    const credential = credentialWithoutQualifier(after, ctx);
    if (credential) return credential;
  }

  // Role words: "helped with" never becomes "led"; "team of 4" never "led a team of 4";
  // "freelancers as needed" never "a team of freelancers".
  const lead = leadWord(change.after.map(stripBullet).join('\n'));
  const beforeLines = change.before.map(stripBullet);
  if (lead && !summary && !statesLead(beforeLines, lead, after) && !managesStatedScope(beforeLines, after, lead))
    return {
      kind: 'scope',
      reason: `It made your role bigger: "${lead}" where your resume says "${quote(change.before)}"`,
    };
  const team = TEAM.exec(after)?.[0];
  const own = ownVerbOfObject(before, after);
  if (own && !summary)
    return {
      kind: 'scope',
      reason: `It made your role bigger: "${own}" where your resume says "${quote(change.before)}"`,
    };
  if (lead && team && !summary && !TEAM.test(before))
    return {
      kind: 'scope',
      reason: `It made your role bigger: "${lead} … ${team}" where your resume says "${quote(change.before)}"`,
    };

  // Titles gain no rank: a rank word the lines did not have (in a summary: a title the resume does not state).
  // An acronym of the lines written out ("Assisted DOM" as "the Director of Maintenance") adds none.
  const spelledRanks = new Set(spelledOut(after, acronymsIn(before), { anyCase: true }).words);
  for (const m of after.matchAll(RANK)) {
    const word = m[0].toLowerCase();
    if (word === 'lead' && /^\W*lead\b/i.test(stripBullet(after.slice(0, m.index + 4)))) continue; // the verb
    // Someone else's rank: "handle bed flow with the house supervisor", "report to the plant manager".
    if (/\b(?:with|w\/|to|for|under|by)\s+(?:the|a|an|my|our|their)\s+(?:[\w-]+\s+)?$/i.test(after.slice(0, m.index)))
      continue;
    // "Staff the trauma bay": the verb opening a line, not a rank.
    const opening = after.slice(after.lastIndexOf('\n', m.index) + 1, m.index);
    if (word === 'staff' && /^\W*$/.test(opening) && /^staff\s+(?:the|an?)\s/i.test(after.slice(m.index))) continue;
    if (summary) {
      const phrase = titlePhrase(after, m.index);
      if (phrase && !ctx.resumePhrase.includes(` ${phrase} `))
        return { kind: 'title', reason: `It calls you "${phrase}", a title your resume does not give you` };
      // "acting Store Director": the resume says the role was held in acting, not only that it names the role.
      const acting = /\b(acting|interim)\s+$/i.exec(
        after.slice(0, m.index).replace(/(?:\b[A-Z][\w&.-]*\s+){0,2}$/, ''),
      );
      if (phrase && acting && !ctx.resumePhrase.includes(` ${acting[1]!.toLowerCase()} ${phrase} `))
        return { kind: 'title', reason: `It calls you "${acting[1]} ${phrase}", a role your resume does not give you` };
    } else if (!wordsOf(before).has(stem(word)) && !wordsOf(before).has(word) && !spelledRanks.has(word)) {
      return { kind: 'title', reason: `It adds the rank "${m[0]}", which these lines of your resume do not state` };
    }
  }

  // Every figure of the lines is still there, and each figure comes from them (a summary draws on the whole resume).
  if (!summary) {
    const had = numbersIn(extractDates(before).rest);
    const now = numbersIn(withoutProductFigures(extractDates(after).rest, productFigures(before)));
    const moved = now.filter((n) => !had.includes(n));
    if (moved.length > 0)
      return { kind: 'number', reason: `It states a figure these lines of your resume do not ("${moved[0]}")` };
    // A figure of a heading's parenthetical detail goes with it.
    const movedFigures = numbersIn(movedParens.join(' '));
    const lost = had.filter((n) => !now.includes(n) && Number(n) > 1 && !movedFigures.includes(n)); // "1:1" may become "one-on-one"
    if (lost.length > 0) return { kind: 'lost-fact', reason: `It left out a figure of your resume ("${lost[0]}")` };
    // A number given as an identifier ("License #95xxxx", "Store #1875") stays, masked or not.
    const ids = (text: string) => [...text.matchAll(/#\s?(\w[\w-]*)/g)].map((m) => m[1]!.toLowerCase());
    const lostId = ids(before).find((id) => !after.toLowerCase().includes(id));
    if (lostId) return { kind: 'lost-fact', reason: `It left out a number of your resume ("#${lostId}")` };
  }
  return undefined;
}

// Verbs that hold a scope as "manage" does ("Run 2 crews' schedules", "Carry a caseload of 14").
const MANAGES_SCOPE = /^(?:run|runs|ran|running|carry|carries|carried|carrying)$/;

/**
 * "Manage" for what the lines state as the person's own scope: a line opening with "run" or
 * "carry", or a line naming the very thing managed ("Territory of ~85 accounts" as "Manage a
 * territory of …"). Not where the lines lend a hand or the rewrite puts a team under it.
 */
function managesStatedScope(lines: readonly string[], after: string, lead: string): boolean {
  const before = lines.join('\n');
  if (verbRoot(lead) !== 'manag' || WEAK_VERB.test(before) || TEAM.test(before) || TEAM.test(after)) return false;
  const first = rawWords(lines[0] ?? '')[0];
  if (!first) return false;
  if (MANAGES_SCOPE.test(first)) return true;
  const object = new RegExp(`\\b${lead}\\s+(?:(?:a|an|the|my|our)\\s+)?([\\p{L}]+)`, 'iu').exec(after)?.[1];
  return object !== undefined && stem(object.toLowerCase()) === stem(first);
}

// Verbs of a hand in someone else's work: "assisted with the launch" did not launch it.
const WEAK_VERB =
  /\b(?:assist(?:ed|s|ing)?|help(?:ed|s|ing)?|support(?:ed|s|ing)?|contribut(?:ed|es|e|ing)|participat(?:ed|es|e|ing)|aided|took part|work(?:ed|s|ing)? on|part of)\b/i;

/**
 * The verb a rewrite opens with, made of the noun a weak verb of the lines held ("Assisted with the
 * newsletter launch" as "Launched the newsletter"), where the rewrite keeps no weak verb.
 */
function ownVerbOfObject(before: string, after: string): string | undefined {
  if (WEAK_VERB.test(after)) return undefined;
  const verb = rawWords(stripBullet(after))[0];
  if (!verb || verb.length < 5) return undefined;
  for (const line of before.split('\n')) {
    const weak = WEAK_VERB.exec(line);
    if (!weak) continue;
    // The weak verb's own clause: "Supported the crew; trained 3 hires" states "trained" itself.
    const object = line.slice(weak.index + weak[0].length).split(/[;.,]|\s(?:and|then)\s/)[0]!;
    const noun = rawWords(object).find((w) => w.length >= 5 && !/ed$/.test(w) && w.slice(0, 5) === verb.slice(0, 5));
    if (noun || gerundMadeLeadVerb(object, verb)) return verb.replace(/^./, (c) => c.toUpperCase());
  }
  return undefined;
}

/**
 * The action a weak verb governs, made the lead verb: "Assisted with building the workflow" as
 * "Built the workflow", "Worked on revising the checklist" as "Revised the checklist".
 */
function gerundMadeLeadVerb(object: string, verb: string): boolean {
  const gerund = /^\s*(?:(?:with|w|in|on|to|by|the)\s+)?(\p{L}+)ing\b/iu.exec(object.replace(/^\s*w\//i, ''))?.[1];
  if (!gerund || gerund.length < 3) return false;
  const root = gerund.toLowerCase();
  let common = 0;
  while (common < root.length && root[common] === verb[common]) common++;
  // "build" and "built", "updat(ing)" and "updated": the root, or all of it but an irregular last letter.
  return common >= Math.max(3, root.length - 1);
}

/** A text with its abbreviations read out ("Carrier mgmt" as "Carrier mgmt management"). */
function readOut(text: string): string {
  // Each read-out word on a line of its own: "mgmt:" read out is "management" closing its phrase.
  return [text, ...rawWords(text).flatMap((w) => ABBREVIATIONS.get(w) ?? [])].join('\n');
}

/** The words of a title around a capitalized rank word: "Operations Manager", "Vice President", "Head of Sales". */
function titlePhrase(text: string, at: number): string | undefined {
  const rank = rawWords(text.slice(at, at + 20))[0];
  if (!rank) return undefined;
  // In lower case, a rank is a title only closing the noun phrase a sentence opens with ("Equine surgical nursing manager and …").
  const opening = /(?:^|[.!?]\s+)([^.!?]*)$/.exec(text.slice(0, at))?.[1] ?? '';
  const opens = opening.trim() !== '' && rawWords(opening).length <= 4 && !rawWords(opening).some((w) => STOP.has(w));
  const ends = /^\S+(?:\s*(?:$|[,;:.(])|\s+(\w+))/.exec(text.slice(at));
  const last = ends !== null && (ends[1] === undefined || STOP.has(ends[1].toLowerCase())); // closes the phrase
  if (!/^[A-Z]/.test(text.charAt(at)) && (!opens || !last || /[,;:()]/.test(opening))) return undefined;
  if (/^\w+['’]s\b/.test(text.slice(at))) return undefined; // "President's Club" is an award
  const prev = (opens ? /([\w&.-]+)\s+$/ : /([A-Z][\w&.-]*)\s+$/).exec(text.slice(0, at))?.[1]?.toLowerCase();
  const next = /^\S+\s+((?:of\s+)?)([A-Z][\w&.-]*)/.exec(text.slice(at));
  if (prev && !STOP.has(prev)) return `${prev} ${rank}`;
  // "Director of Operations" is looked for as the resume writes it, "of" and all.
  if (next) return `${rank} ${next[1] ? 'of ' : ''}${next[2]!.toLowerCase()}`;
  return undefined;
}

/** A summary naming a credential that the resume states only as in progress, without saying so. */
function credentialWithoutQualifier(after: string, ctx: GuardContext): Finding | undefined {
  const plainWords = new Set(ctx.plain.flatMap((l) => [...wordsOf(l)]));
  for (const sentence of splitSentences(after)) {
    // The credential's own acronym ("QEP-credentialed"), with no qualifier next to it, names it as held.
    for (const line of ctx.qualified) {
      const own = [...acronymsIn(line)].filter((a) => a.length >= 3 && !ctx.plain.some((h) => acronymsIn(h).has(a)));
      if (own.some((a) => heldAcronym(sentence, a)) && !speaksOfHeldPart(line, sentence))
        return {
          kind: 'credential',
          reason: `It states a credential your resume gives as not yet held ("${line.trim().slice(0, 80)}")`,
        };
    }
    if (QUALIFIER.test(sentence) || !CREDENTIAL.test(sentence)) continue;
    const words = wordsOf(sentence);
    const sharedWith = (line: string) => {
      const names = [...wordsOf(line.replace(QUALIFIER, ' '))].filter((w) => !/^\d/.test(w) && w.length > 1);
      return { names, shared: names.filter((w) => words.has(w)).length };
    };
    // A credential the resume states as held, that the sentence names at least as well, is what it speaks of.
    const held = Math.max(0, ...ctx.held.map((l) => sharedWith(l).shared));
    for (const line of ctx.qualified) {
      const { names, shared } = sharedWith(line);
      if (speaksOfHeldPart(line, sentence)) continue;
      // The credential's own acronym ("VTNE"), which no held line names, is what the sentence speaks of.
      const own = [...acronymsIn(line)].filter((a) => a.length >= 3 && !ctx.plain.some((h) => acronymsIn(h).has(a)));
      if (own.some((a) => words.has(a)))
        return {
          kind: 'credential',
          reason: `It states a credential your resume gives as not yet held ("${line.trim().slice(0, 80)}")`,
        };
      // Two words only this credential's line has ("Associate Broker") name it, whatever else the sentence names.
      if (names.filter((w) => words.has(w) && !plainWords.has(w)).length >= 2)
        return {
          kind: 'credential',
          reason: `It states a credential your resume gives as not yet held ("${line.trim().slice(0, 80)}")`,
        };
      if (shared <= held) continue;
      if (shared >= 2 || (shared >= 1 && names.length <= 2))
        return {
          kind: 'credential',
          reason: `It states a credential your resume gives as not yet held ("${line.trim().slice(0, 80)}")`,
        };
    }
  }
  return undefined;
}

// Qualifiers that lead into what they qualify ("pursuing a B.S.", "coursework toward the CPA").
const LEADING_QUALIFIER = /^(?:coursework|toward|towards|pursuing|studying for|preparing for|enrolled)$/i;

/**
 * The sentence names this acronym with no qualifier of it: none in the few words before it, and
 * none but a trailing one ("QEP exam scheduled") after it ("QEP-credentialed professional
 * pursuing a role" pursues the role, not the QEP).
 */
function heldAcronym(sentence: string, acronym: string): boolean {
  const words = sentence.split(/\s+/);
  const at = words.findIndex((w) => w.split(/[^A-Za-z&]+/).some((part) => part.toLowerCase() === acronym));
  if (at < 0) return false;
  if (QUALIFIER.test(words.slice(Math.max(0, at - 4), at + 1).join(' '))) return false;
  const trailing = [
    ...words
      .slice(at, at + 12)
      .join(' ')
      .matchAll(new RegExp(QUALIFIER.source, 'gi')),
  ];
  return trailing.every((m) => LEADING_QUALIFIER.test(m[0]));
}

const ACHIEVED = /\b(?:passed|completed|cleared|earned)\b/i;
// A part of a credential stated as finished, in any of its words.
const DONE = /\b(?:done|finished|completed|complete)\b/i;
const distinctive = (text: string) =>
  [...wordsOf(text.replace(QUALIFIER, ' ').replace(ACHIEVED, ' '))].filter((w) => !/^\d/.test(w) && w.length > 1);

/**
 * The sentence states the part of a credential the resume gives as achieved ("passed AUD and
 * FAR" of "CPA Exam: passed AUD and FAR; REG scheduled for 2027"), naming nothing of the
 * part still to come.
 */
function speaksOfHeldPart(line: string, sentence: string): boolean {
  const words = wordsOf(sentence);
  const clauses = line.split(/[;:,()—–]|\s-\s/);
  const pending = clauses.filter((c) => QUALIFIER.test(c)).flatMap(distinctive);
  const achieved = clauses.filter((c) => ACHIEVED.test(c) && !QUALIFIER.test(c) && !CREDENTIAL.test(c));
  return (
    ACHIEVED.test(sentence) &&
    !pending.some((w) => words.has(w)) &&
    achieved.some((c) => {
      const named = distinctive(c);
      return named.length >= 2 && named.every((w) => words.has(w));
    })
  );
}
