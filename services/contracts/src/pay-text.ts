// A job's pay as the employer listed it, in its own currency and period:
// '€70,000 – €85,000 a year', '$60 an hour', 'Up to $90,000 a year'; 'Pay not listed' when unknown.
// One wording for the pages and the job alert mail.
import { salaryCurrencyOf, type Job } from './jobs.js';

type SalaryFields = Partial<Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>>;

/** What cards and the job page say when a job lists no pay. */
export const PAY_NOT_LISTED = 'Pay not listed';

/** The pay as listed, or null when the job lists none. */
export function formatSalary(job: SalaryFields): string | null {
  const currency = salaryCurrencyOf(job);
  const range = rangeText(job.salaryMin ?? null, job.salaryMax ?? null, (value) => formatMoney(value, currency));
  if (!range) return null;
  return job.salaryPeriod ? `${range} ${perPeriod(job.salaryPeriod)}` : range;
}

function rangeText(min: number | null, max: number | null, amount: (value: number) => string): string | null {
  if (min == null) return max == null ? null : `Up to ${amount(max)}`;
  if (max == null) return `From ${amount(min)}`;
  return min === max ? amount(min) : `${amount(min)} – ${amount(max)}`;
}

/**
 * Pay listed in another currency as the yearly US dollar figure the board filters on, with
 * the day of the exchange rate it was made at: 'About $83,000 a year at rates of 2026-11-27'.
 * Null for pay in US dollars or without a figure.
 */
export function yearlyUsdText(
  job: SalaryFields & Partial<Pick<Job, 'salaryYearlyUsd' | 'salaryYearlyUsdRateDate'>>,
): string | null {
  if (job.salaryYearlyUsd == null || !job.salaryYearlyUsdRateDate || salaryCurrencyOf(job) === 'USD') return null;
  return `About ${formatMoney(job.salaryYearlyUsd, 'USD')} a year at rates of ${job.salaryYearlyUsdRateDate}`;
}

/** The pay as listed, or 'Pay not listed'. */
export function payText(job: SalaryFields): string {
  return formatSalary(job) ?? PAY_NOT_LISTED;
}

function perPeriod(period: NonNullable<Job['salaryPeriod']>): string {
  switch (period) {
    case 'hour':
      return 'an hour';
    case 'month':
      return 'a month';
    case 'year':
      return 'a year';
    default: {
      const unreachable: never = period;
      return unreachable;
    }
  }
}

/** '$85', '$42.50', '€70,000', 'CHF 120,000': cents only when the amount has them. */
function formatMoney(value: number, currency: string): string {
  const fractionDigits = Number.isInteger(value) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  } catch {
    // Not a well-formed currency code: the number with the code beats showing nothing.
    return `${value.toLocaleString('en-US', { maximumFractionDigits: fractionDigits })} ${currency}`;
  }
}
