// Base pay out of the text a posting writes it in ("$120k–$150k", "USD 60/hr", "€70.000 a
// year", "15-25 LPA"): the first figure or range that reads as base pay. Bonus, OTE,
// equity, budgets and funding are not base pay, so they never count.
import { yearlyPay, type SalaryPeriod } from '@highpay/contracts';
import { dollarCurrency, toUsd } from './money.js';

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

type Period = SalaryPeriod | 'day' | 'week' | 'fortnight';

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

// Longest first, so "CA$" wins over "$". Each maps a written form to ISO 4217 ('$' = bare dollar).
const CURRENCY_FORMS: readonly (readonly [string, string])[] = [
  ...['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'].flatMap((code) => [
    [`${code} $`, code] as const,
    [`${code}$`, code] as const,
  ]),
  ['US$', 'USD'],
  ['US $', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['S$', 'SGD'],
  ['SG$', 'SGD'],
  ['HK$', 'HKD'],
  ['R$', 'BRL'],
  ['MX$', 'MXN'],
  ['Rs.', 'INR'],
  ['Rs', 'INR'],
  ['zł', 'PLN'],
  ['$', '$'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['₱', 'PHP'],
  ['₪', 'ILS'],
  ['₦', 'NGN'],
  ['₺', 'TRY'],
];
const CODES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'INR',
  'JPY',
  'SGD',
  'HKD',
  'BRL',
  'MXN',
  'ZAR',
  'ILS',
  'AED',
  'PHP',
  'NGN',
  'KES',
  'TRY',
  'CNY',
  'KRW',
] as const;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SYMBOL = CURRENCY_FORMS.map(([form]) => escape(form)).join('|');
const CODE = CODES.join('|');
const NUMBER =
  "\\d{1,2}(?:,\\d{2})+,\\d{3}(?!\\d)|\\d{1,3}(?:(?:[,.'’]|\\s(?=\\d{3}(?!\\d)))\\d{3})+(?:[.,]\\d{1,2})?(?!\\d)|\\d+(?:\\.\\d+)?";
const MULTIPLIER = '\\s?(?:LPA|lpa|[Ll]akhs?|[Ll]acs?)\\b|[kKmM](?![a-zA-Z])|L(?![a-zA-Z])|万';
const AMOUNT = new RegExp(
  `(?:(?<pre>${SYMBOL}|\\b(?:${CODE})(?![A-Za-z]))\\s?)?(?<num>${NUMBER})(?<mult>${MULTIPLIER})?(?:\\s?(?<post>\\b(?:${CODE})\\b|€|\\$|£|zł))?`,
  'g',
);

const PERIODS: readonly (readonly [Period, RegExp])[] = [
  ['hour', /(?:\bper\b|\ban?\b|\/)\s*(?:hour|hr|h)\b|\bhourly\b|\bp\/?h\b|stunde/i],
  ['day', /(?:\bper\b|\ba\b|\/)\s*day\b|\bdaily\b|\bday rate\b|\bp\/d\b/i],
  ['fortnight', /\bbi-?weekly\b|\bfortnightly\b|\bevery (?:two|2) weeks\b/i],
  ['week', /(?:\bper\b|\ba\b|\/)\s*(?:week|wk)\b|\bweekly\b/i],
  ['month', /(?:\bper\b|\ba\b|\/)\s*(?:month|mo|mth)\b|\bmonthly\b|\bpcm\b|monat|por m[eê]s|\bmensual\b/i],
  [
    'year',
    /(?:\bper\b|\ba\b|\/)\s*(?:year|yr|annum)\b|\bannual(?:ly)?\b|\byearly\b|(?:^|[\s(])p\.?a\.?(?=$|[\s),.;])|jahr|jaar/i,
  ],
];
// A period named before the figure ("Hourly rate: $85-$110", "Annual salary: $75,000").
const LEADING_PERIODS: readonly (readonly [Period, RegExp])[] = [
  ['hour', /\bhourly\b/i],
  ['day', /\bdaily\b|\bday rate\b/i],
  ['week', /\bweekly\b/i],
  ['month', /\bmonthly\b/i],
  ['year', /\bannual\b|\byearly\b/i],
];

/** Words beside a figure that make it something other than base pay. */
const NOT_BASE_PAY =
  /budget|allowance|home office|wellness|relocation|sign[- ]?on|signing|referral|bonus|\bote\b|on[- ]target|total (?:comp|rewards|package|cash)|commission|raised|funding|\bseries [a-e]\b|\bseed\b|(?:in|of) revenue|revenue of|\barr\b|valuation|\bfunded\b|investment round|\bprize\b/i;
/** A figure followed by one of these counts something else (years, people, percent). */
const UNIT_AFTER =
  /^\+?\s*(?:%|percent\b|years?\b|yrs?\b|hours?\b|hrs\b|days\b|weeks\b|months\b|people\b|persons\b|employees\b|engineers\b|customers\b|users\b|offices\b|roles\b|countries\b|[GMT]B\b|am\b|pm\b)/i;
/** "per project", "/article": paid by the piece, not a salary. */
const PER_OTHER =
  /^\s*(?:per|\/)\s*(?!(?:hour|hr|h|day|week|wk|month|mo|mth|year|yr|annum|monat|jahr|jaar|stunde|m[eê]s)\b)\p{L}+/iu;
const PAY_WORDS = /\b(?:salary|pay|compensation|wage|rate|ctc|base)\b/i;
const UP_TO = /(?:\bup\s*to|\bupto|\bmax(?:imum)?|\bno more than|\bbelow)\s*:?\s*$/i;
const FROM =
  /(?:\bfrom|\bstarting(?:\s+(?:at|from))?|\bstarts at|\bmin(?:imum)?|\bat least|\bover|\bmore than|\babove)\s*:?\s*$/i;
const RANGE_SEPARATOR = /^\s*(?:\/\s*(?:yr|year|hr|hour|h|mo|month)\b\s*)?(?:-|to|and|bis)\s*$/i;

/** Plausible base pay per period, in USD (or in the figure's own unit when no currency is known). */
const PLAUSIBLE: Record<SalaryPeriod, readonly [number, number]> = {
  hour: [3, 1_000],
  month: [300, 100_000],
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

/** The first pay any of the texts gives, in order (a salary field before the description). */
export function parsePayFromTexts(texts: readonly (string | null | undefined)[], options?: PayParseOptions) {
  for (const text of texts) {
    const pay = text ? parsePay(text, options) : null;
    if (pay) return pay;
  }
  return null;
}

function normalizeText(text: string): string {
  return text.replace(/[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g, '-').replace(/\s+/g, ' ');
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
    const multiplier =
      multText === 'k'
        ? 1_000
        : multText === 'm'
          ? 1_000_000
          : multText === '万'
            ? 10_000
            : multText === ''
              ? 1
              : 100_000; /* lakh */
    const written = [pre, post].filter((c): c is string => Boolean(c)).map(currencyOf);
    const specific = written.find((c) => c !== '$');
    found.push({
      start,
      end: start + match[0].length,
      value,
      multiplier,
      currency: specific ?? (written.includes('$') ? '$' : lpa ? 'INR' : null),
      bareDollar: !specific && written.includes('$'),
      lpa,
    });
  }
  return found;
}

function currencyOf(written: string): string {
  const upper = written.toUpperCase();
  const form = CURRENCY_FORMS.find(([f]) => f.toUpperCase() === upper.replace(/\s+/g, ' '));
  return form ? form[1] : upper;
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
  if (/^\s*and\s*$/i.test(between))
    return /\bbetween\s*$/i.test(text.slice(Math.max(0, first.start - 20), first.start));
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
  if (NOT_BASE_PAY.test(head) || NOT_BASE_PAY.test(tail) || NOT_BASE_PAY.test(aside(rawTail))) return null;
  if (PER_OTHER.test(tail)) return null;

  // "$120-150k", "15-25 LPA": the second figure's multiplier belongs to the first too.
  const firstMultiplier =
    isRange && first.multiplier === 1 && last.multiplier > 1 && first.value < 1_000
      ? last.multiplier
      : first.multiplier;
  let low = first.value * firstMultiplier;
  let high = last.value * last.multiplier;
  if (low <= 0 && high <= 0) return null;

  const period = periodIn(tail) ?? (last.lpa ? 'year' : null) ?? leadingPeriod(head);
  const written = pickCurrency(first, last);
  const currency = written === '$' ? dollarCurrency(options.country) : (written ?? options.defaultCurrency ?? null);
  const hasMultiplier = first.multiplier > 1 || last.multiplier > 1;
  // A bare figure needs a period, a multiplier, or pay words before it and a salary's size ("Level 3" is not pay).
  if (!written && !period && !(hasMultiplier && high >= 1_000) && !(PAY_WORDS.test(head) && high >= 1_000)) return null;

  let salaryPeriod: SalaryPeriod;
  if (period === 'day' || period === 'week' || period === 'fortnight') {
    const factor = period === 'day' ? 260 : period === 'week' ? 52 : 26;
    low *= factor;
    high *= factor;
    salaryPeriod = 'year';
  } else salaryPeriod = period ?? inferPeriod(Math.max(low, high), currency);
  if (low > high) [low, high] = [high, low];

  let min: number | null = low > 0 ? round(low) : null;
  let max: number | null = round(high);
  if (!isRange) {
    if (openFloor || FROM.test(head)) max = null;
    else if (UP_TO.test(head)) min = null;
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

function periodIn(tail: string): Period | null {
  return PERIODS.find(([, pattern]) => pattern.test(tail))?.[0] ?? null;
}

function leadingPeriod(head: string): Period | null {
  return LEADING_PERIODS.find(([, pattern]) => pattern.test(head))?.[0] ?? null;
}

/** A specific currency on either figure beats a bare "$" ("$90,000 - $110,000 CAD"). */
function pickCurrency(first: Amount, last: Amount): string | null {
  for (const a of [first, last]) if (a.currency && !a.bareDollar) return a.currency;
  return first.currency ?? last.currency;
}

/** A figure with no period: hourly when small, monthly when middling, else yearly (in USD terms). */
export function inferPeriod(amount: number, currency: string | null): SalaryPeriod {
  const usd = currency ? (toUsd(amount, currency) ?? amount) : amount;
  if (usd < 500) return 'hour';
  if (usd < 15_000) return 'month';
  return 'year';
}

function plausible(amount: number, period: SalaryPeriod, currency: string | null): boolean {
  const usd = currency ? (toUsd(amount, currency) ?? amount) : amount;
  const [low, high] = PLAUSIBLE[period];
  return usd >= low && usd <= high && yearlyPay(usd, period) <= PLAUSIBLE.year[1];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
