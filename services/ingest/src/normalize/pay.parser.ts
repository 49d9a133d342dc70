// Base pay out of the text a posting writes it in ("$120k–$150k", "USD 60/hr", "€70.000 a
// year", "15-25 LPA", "CHF 120'000"): the first figure or range that reads as base pay.
// Bonus, OTE, equity, budgets and funding are not base pay, so they never count. A feed's
// own pay fields (Ashby's, Lever's) come through payFromFields, in the same periods.
import { yearlyPay, type SalaryPeriod } from '@highpay/contracts';
import { dollarCurrency, toUsd } from './money.js';
import {
  AND_WORD,
  AS_SALARY_PERIOD,
  BETWEEN,
  CLOCK_AFTER,
  CODE,
  CODE_IN_TEXT,
  FROM,
  LEADING_PERIODS,
  NOT_BASE_PAY,
  PAY_WORDS,
  PERIOD_NOUN,
  PERIODS,
  RANGE_SEPARATOR,
  SYMBOL,
  UNIT_AFTER,
  UP_TO,
  currencyOf,
  type Period,
} from './pay-wording.js';

export interface ParsedPay {
  /** Null when the text gives only a ceiling ("up to $90,000"). */
  min: number | null;
  /** Null when the text gives only a floor ("from $100k", "$130k+"). */
  max: number | null;
  /** ISO 4217; null when the text names none and no country says it. */
  currency: string | null;
  period: SalaryPeriod;
}

export interface PayParseOptions {
  /** The job's country (ISO alpha-2): what "$" means there, and the currency of bare figures. */
  country?: string | null;
  /** Currency of figures the text gives without one (a feed's field of its own). */
  defaultCurrency?: string | null;
}

const NUMBER =
  "\\d{1,2}(?:,\\d{2})+,\\d{3}(?!\\d)|\\d{1,3}(?:(?:[,.'’]|\\s(?=\\d{3}(?!\\d)))\\d{3})+(?:[.,]\\d{1,2})?(?!\\d)|\\d+(?:\\.\\d+)?";
// Thousands, millions, 万 (ten thousand), lakhs and crores (Indian: 100,000 and 10,000,000).
const MULTIPLIER = '\\s?(?:LPA|lpa|[Ll]akhs?|[Ll]acs?|[Cc]rores?|[Cc]r)\\b|[kKmM](?![a-zA-Z])|L(?![a-zA-Z])|万';
const AMOUNT = new RegExp(
  `(?:(?<pre>${SYMBOL}|\\b(?:${CODE})(?![A-Za-z]))\\s?)?(?<num>${NUMBER})(?<mult>${MULTIPLIER})?(?:\\s?(?<post>\\b(?:${CODE})\\b|€|\\$|£|zł|円|\\b[Ee]uros?\\b))?`,
  'g',
);

/** Plausible base pay per period, in USD (or in the figure's own unit when no currency is known). */
const PLAUSIBLE: Record<SalaryPeriod, readonly [number, number]> = {
  hour: [3, 1_000],
  month: [100, 100_000],
  year: [5_000, 3_000_000],
};

export function parsePay(text: string, options: PayParseOptions = {}): ParsedPay | null {
  const clean = normalizeText(text);
  const amounts = findAmounts(clean);
  for (let i = 0; i < amounts.length; i++) {
    const first = amounts[i]!;
    const second = amounts[i + 1];
    const isRange = second !== undefined && isRangeBetween(clean, first, second);
    const pay = readCandidate(clean, amounts, i, isRange, options);
    if (pay) return pay;
    if (isRange) i++;
  }
  return null;
}

/** Pay from a feed's own fields (figures per `period`); null when neither figure is given or it is implausible. */
export function payFromFields(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string,
  period: Period,
): ParsedPay | null {
  const { factor, period: kept } = AS_SALARY_PERIOD[period];
  const low = min ? min * factor : null;
  const high = max ? max * factor : null;
  if (low === null && high === null) return null;
  return plausiblePay({ min: low, max: high, currency: currency.toUpperCase(), period: kept });
}

/** The pay period a text names ("per hour", "hourly", "a month", "p.a."), as read beside a figure. */
export function periodNamedIn(text: string): Period | null {
  return periodIn(normalizeText(text));
}

/** The first pay any of the texts gives, in order (a salary field before the description). */
export function parsePayFromTexts(texts: readonly (string | null | undefined)[], options?: PayParseOptions) {
  for (const text of texts) {
    const pay = text ? parsePay(text, options) : null;
    if (pay) return pay;
  }
  return null;
}

interface Amount {
  start: number;
  end: number;
  value: number;
  multiplier: number;
  /** Currency written beside the figure, and whether it was only a bare "$". */
  currency: string | null;
  bareDollar: boolean;
  /** "LPA": lakhs per annum, in rupees. */
  lpa: boolean;
}

function normalizeText(text: string): string {
  return (
    text
      .replace(/[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g, '-')
      .replace(/[\uff5e\u301c]/g, '~')
      // Lever's intervals written out: "per-year-salary", "per-hour-wage".
      .replace(/\bper-(year|month|week|day|hour)-(?:salary|wage)\b/gi, 'per $1')
      .replace(/\s+/g, ' ')
  );
}

/** What a multiplier stands for: thousands, millions, 万, and the Indian lakh and crore. */
function multiplierOf(word: string): number {
  if (word === '') return 1;
  if (word === 'k') return 1_000;
  if (word === 'm') return 1_000_000;
  if (word === '万') return 10_000;
  if (word.startsWith('cr')) return 10_000_000;
  return 100_000; // "L", "lakhs", "lacs", "LPA"
}

function findAmounts(text: string): Amount[] {
  const found: Amount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const { pre, num, mult, post } = match.groups as Record<string, string | undefined>;
    const start = match.index;
    // A figure glued to a word is part of a name (W2, C2C, a16z, Q3, IR35).
    const glued = start > 0 && /[\p{L}\d.]/u.test(text[start - 1]!);
    if (glued && (!pre || /^\p{L}/u.test(pre))) continue;
    const value = parseNumber(num!);
    if (value === null) continue;
    const multText = (mult ?? '').trim().toLowerCase();
    const lpa = multText === 'lpa';
    const multiplier = multiplierOf(multText);
    // Lakhs and crores are written in rupees.
    const indian = multiplier === 100_000 || multiplier === 10_000_000;
    const written = [pre, post].filter((c): c is string => Boolean(c)).map(currencyOf);
    const specific = written.find((c) => c !== '$');
    found.push({
      start,
      end: start + match[0].length,
      value,
      multiplier,
      currency: specific ?? (written.includes('$') ? '$' : indian ? 'INR' : null),
      bareDollar: !specific && written.includes('$'),
      lpa,
    });
  }
  return found;
}

/** "120,000", "120.000", "120 000", "120'000", "15,00,000", "75.000,00", "25.50". */
function parseNumber(raw: string): number | null {
  const s = raw.replace(/[\s\u00a0'’]/g, '');
  let normalized: string;
  if (/^\d{1,2}(?:,\d{2})+,\d{3}$/.test(s)) normalized = s.replace(/,/g, '');
  else if (s.includes(',') && s.includes('.')) {
    normalized = s.lastIndexOf(',') > s.lastIndexOf('.') ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (s.includes(',')) normalized = /^\d{1,3}(?:,\d{3})+$/.test(s) ? s.replace(/,/g, '') : s.replace(',', '.');
  else if (/^\d{1,3}(?:\.\d{3})+$/.test(s)) normalized = s.replace(/\./g, '');
  else normalized = s;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

function isRangeBetween(text: string, first: Amount, second: Amount): boolean {
  const between = text.slice(first.end, second.start);
  if (!RANGE_SEPARATOR.test(between)) return false;
  if (AND_WORD.test(between)) return BETWEEN.test(text.slice(Math.max(0, first.start - 20), first.start));
  return true;
}

function readCandidate(
  text: string,
  amounts: readonly Amount[],
  index: number,
  isRange: boolean,
  options: PayParseOptions,
): ParsedPay | null {
  const first = amounts[index]!;
  const last = isRange ? amounts[index + 1]! : first;
  const head = headBefore(text, amounts[index - 1]?.end ?? 0, first.start);
  const rawTail = text.slice(last.end, amounts[isRange ? index + 2 : index + 1]?.start ?? text.length);
  const openFloor = !isRange && rawTail.startsWith('+');
  const tail = cutTail(openFloor ? rawTail.slice(1) : rawTail);
  if (UNIT_AFTER.test(rawTail) && !openFloor) return null;
  if (isRange && UNIT_AFTER.test(text.slice(first.end))) return null;
  if (CLOCK_AFTER.test(rawTail) && last.value <= 12) return null;
  // What follows "with", "plus" or "and" is an extra beside the pay ("$140k-$160k with commissions").
  const ownTail = tail.split(/\b(?:with|plus|and)\b/i)[0]!;
  if (NOT_BASE_PAY.test(head) || NOT_BASE_PAY.test(ownTail) || NOT_BASE_PAY.test(aside(rawTail))) return null;
  if (paidByThePiece(tail)) return null;

  // "$120-150k", "15-25 LPA", "€55-65,000": the second figure's scale belongs to the first too.
  let firstMultiplier = first.multiplier;
  if (isRange && first.multiplier === 1 && first.value < 1_000) {
    if (last.multiplier > 1) firstMultiplier = last.multiplier;
    else if (first.value * 1_000 <= last.value && first.value * 10_000 > last.value) firstMultiplier = 1_000;
  }
  const low = first.value * firstMultiplier;
  const high = last.value * last.multiplier;
  if (low <= 0 && high <= 0) return null;

  const written = pickCurrency(first, last, tail);
  const currency = written === '$' ? dollarCurrency(options.country) : (written ?? options.defaultCurrency ?? null);
  const named = periodIn(tail) ?? (last.lpa ? 'year' : null);
  const leading = named ? null : leadingPeriod(head);
  const hasMultiplier = first.multiplier > 1 || last.multiplier > 1;
  // A bare figure needs a period, a multiplier, or pay words before it and a salary's size ("Level 3" is not pay).
  if (!written && !(named ?? leading) && !(hasMultiplier && high >= 1_000) && !(PAY_WORDS.test(head) && high >= 1_000))
    return null;

  const bounds = { low, high, isRange, openFloor, head };
  const pay = payFor(bounds, named ?? leading, currency);
  // A label before the figure can be wrong ("Annual Base Salary: $38—$58" for an hourly intern rate).
  if (!pay && leading) return payFor(bounds, null, currency);
  return pay;
}

interface Bounds {
  low: number;
  high: number;
  isRange: boolean;
  openFloor: boolean;
  head: string;
}

/** The figures as pay in the period (inferred when none is given), or null when implausible. */
function payFor(b: Bounds, period: Period | null, currency: string | null): ParsedPay | null {
  const kept = period ? AS_SALARY_PERIOD[period] : null;
  let low = b.low * (kept?.factor ?? 1);
  let high = b.high * (kept?.factor ?? 1);
  const salaryPeriod = kept?.period ?? inferPeriod(Math.max(low, high), currency);
  if (low > high) [low, high] = [high, low];

  let min: number | null = low > 0 ? round(low) : null;
  let max: number | null = round(high);
  if (!b.isRange) {
    if (b.openFloor || FROM.test(b.head)) max = null;
    else if (UP_TO.test(b.head)) min = null;
  }
  if (!plausible(max ?? min!, salaryPeriod, currency)) return null;
  if (min !== null && max !== null && !plausible(min, salaryPeriod, currency)) min = null;
  return { min, max, currency: currency ?? null, period: salaryPeriod };
}

/** Text before a figure, back to the figure before it or a clause or sentence break, at most 40 characters. */
function headBefore(text: string, from: number, to: number): string {
  const head = text.slice(Math.max(from, to - 40), to);
  const breaks = [...head.matchAll(/[;|•\n]|[.!?]\s/g)];
  const cut = breaks.at(-1);
  return cut ? head.slice(cut.index + cut[0].length) : head;
}

/** Text after a figure up to a clause or sentence break: "+ equity", ", OTE …" belong to something else. */
function cutTail(tail: string): string {
  const cut = tail.search(/[;|•\n(+,]|[!?.](?:\s|$)/);
  return (cut >= 0 ? tail.slice(0, cut) : tail).slice(0, 40);
}

/** A parenthesis right after the figure, or after its period: "(base + commission)". */
function aside(rawTail: string): string {
  return /^[^()]{0,25}\(([^()]*)\)/.exec(rawTail)?.[1] ?? '';
}

/** "per project", "/article": paid by the piece, not a salary ("/per year" is still a year). */
function paidByThePiece(tail: string): boolean {
  const unit = /^\s*(?:per\b|\/)\s*(?:per\s+)?(\p{L}+)/iu.exec(tail)?.[1];
  return unit !== undefined && !PERIOD_NOUN.test(unit);
}

function periodIn(tail: string): Period | null {
  return PERIODS.find(([, pattern]) => pattern.test(tail))?.[0] ?? null;
}

function leadingPeriod(head: string): Period | null {
  return LEADING_PERIODS.find(([, pattern]) => pattern.test(head))?.[0] ?? null;
}

/**
 * A specific currency on either figure beats a bare "$" ("$90,000 - $110,000 CAD"); a code
 * after the figure's period counts too ("$50-$70/hour CAD").
 */
function pickCurrency(first: Amount, last: Amount, tail: string): string | null {
  for (const a of [first, last]) if (a.currency && !a.bareDollar) return a.currency;
  const later = CODE_IN_TEXT.exec(tail)?.[1];
  return later ? currencyOf(later) : (first.currency ?? last.currency);
}

/** A figure with no period: hourly when small, monthly when middling, else yearly (in USD terms). */
export function inferPeriod(amount: number, currency: string | null): SalaryPeriod {
  const usd = currency ? (toUsd(amount, currency) ?? amount) : amount;
  if (usd < 500) return 'hour';
  if (usd < 15_000) return 'month';
  return 'year';
}

/**
 * Pay a feed gives in its own fields, kept only when plausible as base pay, as read pay
 * is: an implausible top (or only figure) drops the pay, an implausible bottom drops the bottom.
 */
export function plausiblePay(pay: ParsedPay): ParsedPay | null {
  const top = pay.max ?? pay.min;
  if (top === null || !plausible(top, pay.period, pay.currency)) return null;
  if (pay.min !== null && pay.max !== null && !plausible(pay.min, pay.period, pay.currency))
    return { ...pay, min: null };
  return pay;
}

function plausible(amount: number, period: SalaryPeriod, currency: string | null): boolean {
  const usd = currency ? (toUsd(amount, currency) ?? amount) : amount;
  const [low, high] = PLAUSIBLE[period];
  return usd >= low && usd <= high && yearlyPay(usd, period) <= PLAUSIBLE.year[1];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
