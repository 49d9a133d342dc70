import { describe, expect, it } from 'vitest';
import { parsePay, parsePayFromTexts } from './pay.parser.js';

describe('reading pay from text', () => {
  it('a "$120k–$150k" range is $120,000 to $150,000 a year', () => {
    expect(parsePay('$120k–$150k')).toEqual({ min: 120_000, max: 150_000, currency: 'USD', period: 'year' });
  });

  it('"USD 60/hr" is sixty dollars an hour', () => {
    expect(parsePay('USD 60/hr')).toEqual({ min: 60, max: 60, currency: 'USD', period: 'hour' });
  });

  it('"€70.000 a year" reads the dot as a thousands separator', () => {
    expect(parsePay('€70.000 a year')).toEqual({ min: 70_000, max: 70_000, currency: 'EUR', period: 'year' });
  });

  it('"£45k" is forty-five thousand pounds a year', () => {
    expect(parsePay('£45k')).toEqual({ min: 45_000, max: 45_000, currency: 'GBP', period: 'year' });
  });

  it('"up to $90,000" gives a ceiling and no floor', () => {
    expect(parsePay('up to $90,000')).toEqual({ min: null, max: 90_000, currency: 'USD', period: 'year' });
  });

  it('"15-25 LPA" is 15 to 25 lakh rupees a year', () => {
    expect(parsePay('15-25 LPA')).toEqual({ min: 1_500_000, max: 2_500_000, currency: 'INR', period: 'year' });
  });

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
});
