// The words job posts write around a pay figure, in the languages the feeds carry: currency
// symbols and codes, pay periods, range and bound words, and the words that make a figure
// something other than base pay. The pay parser reads figures with these.
import type { SalaryPeriod } from '@highpay/contracts';
import { CURRENCY_CODES, DOLLAR_CURRENCIES } from './money.js';

export type Period = SalaryPeriod | 'day' | 'week' | 'fortnight';

/** A period's pay as the board keeps it: per day, week or fortnight as a yearly figure (260, 52 or 26 of them). */
export const AS_SALARY_PERIOD: Readonly<Record<Period, { period: SalaryPeriod; factor: number }>> = {
  hour: { period: 'hour', factor: 1 },
  month: { period: 'month', factor: 1 },
  year: { period: 'year', factor: 1 },
  day: { period: 'year', factor: 260 },
  week: { period: 'year', factor: 52 },
  fortnight: { period: 'year', factor: 26 },
};

// Longest first, so "CA$" wins over "$". Each maps a written form to ISO 4217 ('$' = bare dollar).
export const CURRENCY_FORMS: readonly (readonly [string, string])[] = [
  ...DOLLAR_CURRENCIES.flatMap((code) => [[`${code} $`, code] as const, [`${code}$`, code] as const]),
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
  ['NT$', 'TWD'],
  ['R$', 'BRL'],
  ['MX$', 'MXN'],
  ['Rs.', 'INR'],
  ['Rs', 'INR'],
  ['zł', 'PLN'],
  ['Euros', 'EUR'],
  ['euros', 'EUR'],
  ['Euro', 'EUR'],
  ['euro', 'EUR'],
  ['$', '$'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['円', 'JPY'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₱', 'PHP'],
  ['₪', 'ILS'],
  ['₦', 'NGN'],
  ['₺', 'TRY'],
];

/** Codes people write that are not ISO 4217. */
const CODE_ALIASES: Readonly<Record<string, string>> = { RMB: 'CNY', NTD: 'TWD' };

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const SYMBOL = CURRENCY_FORMS.map(([form]) => escape(form)).join('|');
export const CODE = [...CURRENCY_CODES, ...Object.keys(CODE_ALIASES)].join('|');

/** ISO 4217 for a written symbol, code or alias ('$' stays '$': it depends on the country). */
export function currencyOf(written: string): string {
  const upper = written.toUpperCase().replace(/\s+/g, ' ');
  const form = CURRENCY_FORMS.find(([f]) => f.toUpperCase() === upper);
  return form ? form[1] : (CODE_ALIASES[upper] ?? upper);
}

/** A currency code later in the text ("$50-$70/hour CAD"). */
export const CODE_IN_TEXT = new RegExp(`(?:^|[\\s/(])(${CODE})\\b`);

const PER = String.raw`(?:\bper\b|\ban?\b|\bpro\b|\bal\b|\bpor\b|\bim\b|\/)\s*`;
// A period named after the figure, checked in this order.
export const PERIODS: readonly (readonly [Period, RegExp])[] = [
  ['hour', new RegExp(`${PER}(?:hour|hr|h|stunde|hora|heure)\\b|\\bhourly\\b|\\bp\\/?h\\b|stunde`, 'i')],
  ['day', new RegExp(`${PER}(?:day|tag|jour|d[ií]a)\\b|\\bdaily\\b|\\bday rate\\b|\\bp\\/d\\b|\\bpar jour\\b`, 'i')],
  ['fortnight', /\bbi-?weekly\b|\bfortnightly\b|\bevery (?:two|2) weeks\b/i],
  ['week', new RegExp(`${PER}(?:week|wk)\\b|\\bweekly\\b`, 'i')],
  [
    'month',
    new RegExp(
      `${PER}(?:month|mo|mth|monat|mes|mese|maand|mois|m[eê]s)\\b|\\bmonthly\\b|\\bpcm\\b|\\bpm\\b|monat|` +
        String.raw`\bmensu(?:al(?:es)?|el(?:le)?)\b|\bmensais\b|\bmies|\bmese\b|\bmaand\b|\bpar mois\b`,
      'i',
    ),
  ],
  [
    'year',
    new RegExp(
      `${PER}(?:year|yr|annum|jahr|jaar|a[ñn]o)\\b|\\bannual(?:ly)?\\b|\\byearly\\b|` +
        String.raw`(?:^|[\s(])p\.?a\.?(?=$|[\s),.;])|jahr|jaar|jährlich|\bpar an\b|\banuales?\b|\bannuel(?:le)?\b`,
      'i',
    ),
  ],
];

/** Period words a figure may be "per", so that "per project" is told from "per annum". */
export const PERIOD_NOUN =
  /^(?:hour|hr|h|day|week|wk|month|mo|mth|year|yr|annum|monat|jahr|jaar|stunde|m[eê]s|mese|maand|mois|mies|a[ñn]o|an|jour|tag|hora|heure|hourly|daily|(?:bi-?)?weekly|monthly|yearly|annual(?:ly)?)\b/i;

// A period named before the figure ("Hourly rate: $85-$110", "CTC: ₹8,00,000", "年収 600万円").
export const LEADING_PERIODS: readonly (readonly [Period, RegExp])[] = [
  ['hour', /\bhourly\b|時給/i],
  ['day', /\bdaily\b|\bday rate\b/i],
  ['week', /\bweekly\b/i],
  ['month', /\bmonthly\b|月給/i],
  ['year', /\bannual\b|\byearly\b|\bctc\b|\bper annum\b|年収|jahresgehalt/i],
];

/** Words beside a figure that make it something other than base pay. */
export const NOT_BASE_PAY =
  /budget|allowance|home office|wellness|relocation|sign[- ]?on|signing|referral|bonus|\bote\b|on[- ]target|total (?:comp|rewards|package|cash)|commission|raised|funding|\bseries [a-e]\b|\bseed\b|(?:in|of) revenue|revenue of|\barr\b|valuation|\bfunded\b|investment round|turnover|\bprize\b|\bsav(?:e|es|ed|ing|ings)\b|\bone[- ](?:time|off)\b|\bwfh\b|work[- ]from[- ]home|co-?working|\bequipment\b|\bbenefits? (?:of|worth)\b/i;

/** A figure followed by one of these counts something else (years, people, percent, funding). */
export const UNIT_AFTER =
  /^\+?\s*(?:%|percent\b|years?\b|yrs?\b|hours?\b|hrs\b|days\b|weeks\b|months\b|people\b|persons\b|employees\b|engineers\b|customers\b|users\b|offices\b|roles\b|countries\b|[GMT]B\b|(?:b|m|tr)illion\b|bn\b|mn\b)/i;

/** A clock time ("9am - 5pm"), not a sum; "R45 000 pm" is a month. */
export const CLOCK_AFTER = /^\s?(?:[ap]\.?m\.?)(?![a-z])/i;

export const PAY_WORDS = /\b(?:salary|pay|compensation|wage|rate|ctc|base)\b/i;

// Bounds written before a single figure: "up to $90,000", "bis zu 80.000 €"; "from $100k", "ab 65.000 €".
export const UP_TO =
  /(?:\bup\s*to|\bupto|\bmax(?:imum)?|\bno more than|\bbelow|\bbis(?: zu)?|\bjusqu['’]?\s?[àa]|\bhasta|\baté|\bfino a|\btot)\s*:?\s*$/i;
export const FROM =
  /(?:\bfrom|\bstarting(?:\s+(?:at|from))?|\bstarts at|\bmin(?:imum)?|\bat least|\bover|\bmore than|\babove|\bab|\b[àa] partir de|\bdesde|\bdès|\bvanaf)\s*:?\s*$/i;

// What stands between the two figures of a range; a period may close the first ("$95k/yr - $115k/yr").
export const RANGE_SEPARATOR =
  /^\s*(?:(?:\/|\bper\b|\ban?\b)\s*(?:yr|year|annum|hr|hour|h|mo|month)\b\s*)?(?:-|~|to|bis|[àa]|al|tot|hasta|até|and|und|et|y|e|en)\s*$/i;
/** "and"-words join a range only after "between": "between $70 and $90", "entre 45 000 € et 55 000 €". */
export const AND_WORD = /^\s*(?:and|und|et|y|e|en)\s*$/i;
export const BETWEEN = /(?:\bbetween|\bentre|\bzwischen|\btussen|\btra)\s*$/i;
