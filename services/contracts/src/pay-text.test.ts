import { describe, expect, it } from 'vitest';
import { formatSalary, payText, yearlyUsdText } from './pay-text.js';

const pay = (
  salaryMin: number | null,
  salaryMax: number | null,
  salaryPeriod: 'year' | 'month' | 'hour' | null,
  salaryCurrency: string | null = 'USD',
) => ({
  salaryMin,
  salaryMax,
  salaryPeriod,
  salaryCurrency,
});

/** Intl puts a no-break space between a currency code and the amount ('CHF 120,000'). */
const NBSP = '\u00a0';

describe('pay as listed', () => {
  it('shows a yearly range in full, in the currency it was listed in', () => {
    expect(formatSalary(pay(120_000, 160_000, 'year'))).toBe('$120,000 – $160,000 a year');
    expect(formatSalary(pay(70_000, 85_000, 'year', 'EUR'))).toBe('€70,000 – €85,000 a year');
    expect(formatSalary(pay(55_000, 65_000, 'year', 'GBP'))).toBe('£55,000 – £65,000 a year');
    expect(formatSalary(pay(1_800_000, 2_400_000, 'year', 'INR'))).toBe('₹1,800,000 – ₹2,400,000 a year');
  });

  it('names the currency when its symbol would be mistaken for another', () => {
    expect(formatSalary(pay(110_000, 130_000, 'year', 'CAD'))).toBe('CA$110,000 – CA$130,000 a year');
    expect(formatSalary(pay(120_000, 120_000, 'year', 'CHF'))).toBe(`CHF${NBSP}120,000 a year`);
    expect(formatSalary(pay(15_000, 20_000, 'month', 'PLN'))).toBe(`PLN${NBSP}15,000 – PLN${NBSP}20,000 a month`);
  });

  it('shows hourly pay an hour, with cents only when it has them', () => {
    expect(formatSalary(pay(60, 60, 'hour'))).toBe('$60 an hour');
    expect(formatSalary(pay(60, 85, 'hour'))).toBe('$60 – $85 an hour');
    expect(formatSalary(pay(22.5, null, 'hour'))).toBe('From $22.50 an hour');
    expect(formatSalary(pay(30, 40, 'hour', 'AUD'))).toBe('A$30 – A$40 an hour');
  });

  it('shows monthly pay, and one-sided ranges as "Up to" and "From"', () => {
    expect(formatSalary(pay(8_000, 10_000, 'month'))).toBe('$8,000 – $10,000 a month');
    expect(formatSalary(pay(null, 90_000, 'year'))).toBe('Up to $90,000 a year');
    expect(formatSalary(pay(95_000, null, 'year', 'EUR'))).toBe('From €95,000 a year');
  });

  it('shows the amounts without a period when the listing gave none, and dollars when it named no currency', () => {
    expect(formatSalary(pay(100_000, 120_000, null))).toBe('$100,000 – $120,000');
    expect(formatSalary(pay(100_000, 120_000, 'year', null))).toBe('$100,000 – $120,000 a year');
    expect(formatSalary(pay(50_000, 60_000, 'year', 'eur'))).toBe('€50,000 – €60,000 a year');
  });

  it('keeps the number and the code for a currency it cannot format', () => {
    expect(formatSalary(pay(5_000, 5_000, 'month', 'EURO'))).toBe('5,000 EURO a month');
  });

  it("says 'Pay not listed' when the job lists no pay", () => {
    expect(formatSalary(pay(null, null, null))).toBeNull();
    expect(formatSalary(pay(null, null, 'year'))).toBeNull();
    expect(formatSalary({})).toBeNull();
    expect(payText(pay(null, null, null))).toBe('Pay not listed');
    expect(payText(pay(60, 60, 'hour'))).toBe('$60 an hour');
  });
});

describe('the yearly US dollar figure beside pay in another currency', () => {
  it('says the day of the exchange rate it was made at', () => {
    expect(
      yearlyUsdText({
        ...pay(70_000, 85_000, 'year', 'EUR'),
        salaryYearlyUsd: 98_600,
        salaryYearlyUsdRateDate: '2026-11-27',
      }),
    ).toBe('About $98,600 a year at rates of 2026-11-27');
  });

  it('is not shown for pay in US dollars or without a figure', () => {
    expect(yearlyUsdText({ ...pay(120_000, 160_000, 'year'), salaryYearlyUsd: 160_000 })).toBeNull();
    expect(yearlyUsdText({ ...pay(null, null, 'year', 'EUR'), salaryYearlyUsd: null })).toBeNull();
  });
});
