import { describe, expect, it } from 'vitest';
import { parsePay, parsePayFromTexts, type ParsedPay } from './pay.parser.js';

/** The whole reading: a range in a currency over a period. */
const pay = (min: number | null, max: number, currency: string, period: ParsedPay['period']): ParsedPay => ({
  min,
  max,
  currency,
  period,
});

describe('reading pay from text', () => {
  // Cases as a table: under each name, the text reads as exactly that pay.
  const reads: [name: string, text: string, read: ParsedPay][] = [
    ['a "$120k–$150k" range is $120,000 to $150,000 a year', '$120k–$150k', pay(120_000, 150_000, 'USD', 'year')],
    ['"USD 60/hr" is sixty dollars an hour', 'USD 60/hr', pay(60, 60, 'USD', 'hour')],
    ['"€70.000 a year" reads the dot as a thousands separator', '€70.000 a year', pay(70_000, 70_000, 'EUR', 'year')],
    ['"£45k" is forty-five thousand pounds a year', '£45k', pay(45_000, 45_000, 'GBP', 'year')],
    ['"up to $90,000" gives a ceiling and no floor', 'up to $90,000', pay(null, 90_000, 'USD', 'year')],
    ['"15-25 LPA" is 15 to 25 lakh rupees a year', '15-25 LPA', pay(1_500_000, 2_500_000, 'INR', 'year')],
    [
      'a currency code after the period names the currency of a bare "$"',
      '$50-$70/hour CAD, based on experience',
      pay(50, 70, 'CAD', 'hour'),
    ],
    [
      'an hourly rate under an "annual" label is still hourly',
      'Annual Base Salary: $38—$58 USD',
      pay(38, 58, 'USD', 'hour'),
    ],
  ];
  for (const [name, text, read] of reads) it(name, () => expect(parsePay(text)).toEqual(read));

  it('a bonus, an OTE or equity is never read as base pay', () => {
    expect(parsePay('$120k base salary plus $30k annual bonus')).toMatchObject({ min: 120_000, max: 120_000 });
    expect(parsePay('OTE $200,000')).toBeNull();
    expect(parsePay('Equity: 0.1% - 0.25%')).toBeNull();
  });

  it('"competitive", "DOE", funding and budgets are not pay', () => {
    for (const text of [
      'Competitive salary',
      'DOE',
      'We raised $40M in Series B funding',
      '$5,000 annual learning budget',
    ]) {
      expect(parsePay(text), text).toBeNull();
    }
  });

  it('a bare "$" is the local dollar in a country that has one', () => {
    expect(parsePay('$90,000 - $110,000', { country: 'CA' })?.currency).toBe('CAD');
    expect(parsePay('$90,000 - $110,000', { country: 'DE' })?.currency).toBe('USD');
  });

  it('a figure without a currency takes the default one it is given', () => {
    expect(parsePay('Salary: 90-110k', { defaultCurrency: 'EUR' })?.currency).toBe('EUR');
  });

  it('reads the first text that has pay', () => {
    expect(parsePayFromTexts([null, 'No figure here', '$50-60/hour'])).toMatchObject({
      min: 50,
      max: 60,
      period: 'hour',
    });
  });

  it('reads European and Swiss thousands, and Indian lakhs and crores', () => {
    expect(parsePay('Compensation: €55.000 - €70.000 brutto/Jahr')).toEqual(pay(55_000, 70_000, 'EUR', 'year'));
    expect(parsePay("CHF 120'000")).toEqual(pay(120_000, 120_000, 'CHF', 'year'));
    expect(parsePay('₹18,00,000 - ₹24,00,000 per annum')).toMatchObject({ min: 1_800_000, max: 2_400_000 });
    expect(parsePay('12-18 Lacs P.A.')).toEqual(pay(1_200_000, 1_800_000, 'INR', 'year'));
    expect(parsePay('₹1.2 Cr - ₹1.5 Cr per annum')).toMatchObject({ min: 12_000_000, max: 15_000_000 });
  });

  it('reads a range and its bounds as German, French, Spanish and Portuguese posts write them', () => {
    expect(parsePay('zwischen 60.000 und 75.000 Euro')).toMatchObject({ min: 60_000, max: 75_000, currency: 'EUR' });
    expect(parsePay('De 40 000 € à 50 000 € par an')).toMatchObject({ min: 40_000, max: 50_000, period: 'year' });
    expect(parsePay('R$ 10.000 a R$ 14.000 por mês')).toEqual(pay(10_000, 14_000, 'BRL', 'month'));
    expect(parsePay('bis zu 80.000 € im Jahr')).toMatchObject({ min: null, max: 80_000 });
    expect(parsePay('a partir de 40.000 €')).toMatchObject({ min: 40_000, max: null });
  });

  it("reads Lever's salary intervals written out, and a one-time sum is not a salary", () => {
    expect(parsePay('USD 1800 - 2000 per-week-salary')).toEqual(pay(93_600, 104_000, 'USD', 'year'));
    expect(parsePay('USD 5000 one-time')).toBeNull();
  });

  it('a base range keeps its figures when commission or a bonus comes with it, but OTE alone is not pay', () => {
    expect(parsePay('The base salary range for this role is $140,000-$160,000 with commissions.')).toMatchObject({
      min: 140_000,
      max: 160_000,
    });
    expect(parsePay('OTE $200k (50/50 split)')).toBeNull();
    expect(parsePay('Revenue exceeded $11 billion.')).toBeNull();
  });

  it('reads a long run of separators and symbols to an answer', () => {
    // How fast is measured by bench/hostile-text.bench.ts, with a tenth of this text beside it.
    const text = `${'1,'.repeat(50_000)}x ${'$ '.repeat(50_000)}${'12 000 '.repeat(20_000)}€ ~`;
    expect(() => parsePay(text)).not.toThrow();
  });
});
