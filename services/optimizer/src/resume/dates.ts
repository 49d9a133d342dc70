// Dates as resumes write them ("01/2019", "January 2019", "2019-01", "Sept. 2019 to now")
// rewritten one way ("Jan 2019 – Present"), and read back as facts for the fact guard.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const MONTH_NUM = '(?:0?[1-9]|1[0-2])';

// One date: "Jan. 2019", "January 2019", "01/2019", "1-2019", "2019-01", "2019/01", "2019".
const DATE = `(?:${MONTH_NAME}\\.?,?\\s+${YEAR}|${MONTH_NUM}[/-]${YEAR}|${YEAR}[/-](?:0[1-9]|1[0-2])(?![/-]\\d)|${YEAR})`;
const PRESENT = '(?:present|current(?:ly)?|now|today|ongoing|to date)';
const RANGE_SEP = '\\s*(?:-{1,2}|–|—|~|\\bto\\b|\\buntil\\b|\\bthrough\\b|\\bthru\\b)\\s*';

const DATE_RE = new RegExp(`(?<![\\w/.-])${DATE}(?![\\w/])`, 'gi');
const RANGE_RE = new RegExp(`(?<![\\w/.-])(${DATE})${RANGE_SEP}(${DATE}|${PRESENT})(?![\\w/])`, 'gi');
const PRESENT_RE = new RegExp(`^${PRESENT}$`, 'i');

export interface DateFact {
  year: number;
  month?: number;
}

function monthFromName(name: string): number {
  return MONTHS.findIndex((m) => name.toLowerCase().startsWith(m.toLowerCase())) + 1;
}

const MONTH_WORD = new RegExp(`^${MONTH_NAME}\\.?$`, 'i');

/** The month a word names ("Oct", "Sept.", "March"), 1-12; undefined when it names none. */
export function monthOf(word: string): number | undefined {
  return MONTH_WORD.test(word) ? monthFromName(word) : undefined;
}

/** Reads one date as written; undefined when it is not one. */
export function parseDate(text: string): DateFact | undefined {
  const t = text.trim().replace(/\.$/, '');
  let m = new RegExp(`^(${MONTH_NAME})\\.?,?\\s+(${YEAR})$`, 'i').exec(t);
  if (m) return { year: Number(m[2]), month: monthFromName(m[1]!) };
  m = new RegExp(`^(${MONTH_NUM})[/-](${YEAR})$`).exec(t);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  m = new RegExp(`^(${YEAR})[/-](0[1-9]|1[0-2])$`).exec(t);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = new RegExp(`^(${YEAR})$`).exec(t);
  if (m) return { year: Number(m[1]) };
  return undefined;
}

export function formatDate(date: DateFact): string {
  return date.month ? `${MONTHS[date.month - 1]} ${date.year}` : String(date.year);
}

// A year cut to two digits after a month, a quarter or a range ("Jan '22", "Q2 '24", "'19 – now").
const SHORT_YEAR = new RegExp(
  `(?<=(?:${MONTH_NAME}\\.?|\\bQ[1-4]|\\bFY|[-–—]|\\bto)\\s*|^|\\s)['’](\\d\\d)(?=\\s*(?:$|[,;|()]|[-–—]|to\\b|until\\b))`,
  'gi',
);

// Two months sharing one year ("Jul–Dec 2023"); a range across a new year ("Nov–Feb 2021") is left alone.
const MONTHS_ONE_YEAR = new RegExp(
  `\\b(${MONTH_NAME})\\.?\\s*[-–—]\\s*(${MONTH_NAME})\\.?,?\\s+(${YEAR})(?![\\w/])`,
  'gi',
);

// A range ending in two digits ("2023-24"); up to 12 they read as a month ("2023-05"), so only later ones.
const SHORT_RANGE_END = new RegExp(`(?<![\\w/.-])(${YEAR})\\s*[-–—]\\s*(\\d\\d)(?![\\w/.-])`, 'g');

/**
 * Dates written short, written out: a two-digit year ("Jan '22" as "Jan 2022", up to '49 in
 * this century; "2023-24" as "2023 – 2024") and two months of one year ("Jul–Dec 2023" as
 * "Jul 2023 – Dec 2023").
 */
function fullYears(input: string): string {
  const text = (
    /['’]\d\d/.test(input)
      ? input.replace(SHORT_YEAR, (_m, yy: string) => `${Number(yy) <= 49 ? '20' : '19'}${yy}`)
      : input
  ).replace(SHORT_RANGE_END, (whole, year: string, yy: string) =>
    Number(yy) > 12 && Number(yy) > Number(year.slice(2)) ? `${year} – ${year.slice(0, 2)}${yy}` : whole,
  );
  return text.replace(MONTHS_ONE_YEAR, (whole, from: string, to: string, year: string) =>
    monthFromName(from) <= monthFromName(to) ? `${from} ${year} – ${to} ${year}` : whole,
  );
}

/** Rewrites every date and date range in a line one way; counts what changed. */
// Every date has a year: text without one needs no regex work.
const HAS_YEAR = /(?:19[5-9]|20[0-4])\d/;

export function normalizeDates(input: string): { text: string; changed: number } {
  const line = fullYears(input);
  if (!HAS_YEAR.test(line)) return { text: line, changed: 0 };
  let changed = line === input ? 0 : 1;
  const withRanges = line.replace(RANGE_RE, (whole, from: string, to: string) => {
    const a = parseDate(from);
    const b = PRESENT_RE.test(to.trim()) ? 'Present' : parseDate(to);
    if (!a || !b) return whole;
    const out = `${formatDate(a)} – ${b === 'Present' ? b : formatDate(b)}`;
    if (out !== whole) changed++;
    return `\u0000${out}\u0001`;
  });
  // Single dates outside the ranges just rewritten.
  const text = withRanges
    // eslint-disable-next-line no-control-regex -- \u0000 and \u0001 mark the ranges rewritten above
    .split(/(\u0000[^\u0001]*\u0001)/)
    .map((part) => {
      if (part.startsWith('\u0000')) return part.slice(1, -1);
      return part.replace(DATE_RE, (whole) => {
        const d = parseDate(whole);
        if (!d) return whole;
        const out = formatDate(d);
        if (out !== whole) changed++;
        return out;
      });
    })
    .join('');
  return { text, changed };
}

/** Every date a text states, and the text with them cut out (so their digits are not read again as numbers). */
export function extractDates(input: string): { dates: DateFact[]; rest: string } {
  const text = fullYears(input);
  const dates: DateFact[] = [];
  if (!HAS_YEAR.test(text)) return { dates, rest: text };
  const withoutRanges = text.replace(RANGE_RE, (whole, from: string, to: string) => {
    const a = parseDate(from);
    if (!a) return whole;
    dates.push(a);
    const b = parseDate(to);
    if (b) dates.push(b);
    return ' ';
  });
  const rest = withoutRanges.replace(DATE_RE, (whole) => {
    const d = parseDate(whole);
    if (!d) return whole;
    dates.push(d);
    return ' ';
  });
  return { dates, rest };
}

export function containsDate(input: string): boolean {
  const line = fullYears(input);
  if (!HAS_YEAR.test(line)) return false;
  DATE_RE.lastIndex = 0;
  const found = DATE_RE.test(line);
  DATE_RE.lastIndex = 0;
  return found;
}

export function containsDateRange(input: string): boolean {
  const line = fullYears(input);
  if (!HAS_YEAR.test(line)) return false;
  RANGE_RE.lastIndex = 0;
  const found = RANGE_RE.test(line);
  RANGE_RE.lastIndex = 0;
  return found;
}

/** How many different ways of writing a date the text uses (1 is consistent). */
export function dateStyles(text: string): number {
  const styles = new Set<string>();
  for (const match of text.matchAll(DATE_RE)) {
    const d = match[0];
    if (/^\d{4}$/.test(d)) continue;
    if (/^[A-Za-z]{3} \d{4}$/.test(d)) styles.add('Mon YYYY');
    else if (/^[A-Za-z]/.test(d)) styles.add('Month YYYY');
    else if (/^\d{1,2}[/-]/.test(d)) styles.add('MM/YYYY');
    else styles.add('YYYY-MM');
  }
  return styles.size;
}
