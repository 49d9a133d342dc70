// A job's pay as a card shows it: '$120k – $160k / year', '$85/hr', or nothing when unknown.
import type { Job } from '@highpay/contracts';

type SalaryFields = Partial<Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>>;

export function formatSalary(job: SalaryFields): string | null {
  const { salaryMin: min, salaryMax: max, salaryPeriod: period } = job;
  if (!period || (min == null && max == null)) return null;
  const currency = job.salaryCurrency || 'USD';
  const low = min ?? max;
  const high = max ?? min;
  if (low == null || high == null) return null;

  const amount = (value: number) => (period === 'hour' ? money(value, currency) : thousands(value, currency));
  const range =
    min == null
      ? `Up to ${amount(high)}`
      : max == null
        ? `From ${amount(low)}`
        : low === high
          ? amount(low)
          : `${amount(low)} – ${amount(high)}`;
  switch (period) {
    case 'hour':
      return `${range}/hr`;
    case 'month':
      return `${range} / month`;
    case 'year':
      return `${range} / year`;
    default: {
      const unreachable: never = period;
      return unreachable;
    }
  }
}

/** '$85', '$42.50': hourly pay keeps its cents when it has any. */
function money(value: number, currency: string): string {
  return formatCurrency(value, currency, Number.isInteger(value) ? 0 : 2);
}

/** '$120k', '$72.5k'; amounts under a thousand as they are. */
function thousands(value: number, currency: string): string {
  if (Math.abs(value) < 1000) return formatCurrency(value, currency, 0);
  const inThousands = Math.round(value / 100) / 10;
  return `${formatCurrency(inThousands, currency, Number.isInteger(inThousands) ? 0 : 1)}k`;
}

function formatCurrency(value: number, currency: string, fractionDigits: number): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  } catch {
    // An unknown currency code: show the number with the code rather than nothing.
    return `${value.toFixed(fractionDigits)} ${currency}`;
  }
}
