import { describe, expect, it } from 'vitest';
import { formatSalary } from './format-salary';

const pay = (
  salaryMin: number | null,
  salaryMax: number | null,
  salaryPeriod: 'year' | 'month' | 'hour' | null,
  salaryCurrency = 'USD',
) => ({
  salaryMin,
  salaryMax,
  salaryPeriod,
  salaryCurrency,
});

describe('formatSalary', () => {
  it('shows a yearly range in thousands', () => {
    expect(formatSalary(pay(120_000, 160_000, 'year'))).toBe('$120k – $160k / year');
    expect(formatSalary(pay(72_500, 90_000, 'year'))).toBe('$72.5k – $90k / year');
  });

  it('shows hourly pay per hour, with cents only when it has them', () => {
    expect(formatSalary(pay(85, 85, 'hour'))).toBe('$85/hr');
    expect(formatSalary(pay(60, 85, 'hour'))).toBe('$60 – $85/hr');
    expect(formatSalary(pay(22.5, null, 'hour'))).toBe('From $22.50/hr');
  });

  it('shows monthly pay, one-sided ranges and other currencies', () => {
    expect(formatSalary(pay(8_000, 10_000, 'month'))).toBe('$8k – $10k / month');
    expect(formatSalary(pay(null, 150_000, 'year'))).toBe('Up to $150k / year');
    expect(formatSalary(pay(90_000, 110_000, 'year', 'EUR'))).toBe('€90k – €110k / year');
  });

  it('shows nothing when the pay is not known', () => {
    expect(formatSalary(pay(null, null, null))).toBeNull();
    expect(formatSalary(pay(100_000, 120_000, null))).toBeNull();
    expect(formatSalary({})).toBeNull();
  });
});
