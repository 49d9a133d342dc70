// Currencies as job posts write them, and the fixed exchange rates that turn any pay into
// one yearly USD figure the board can filter and sort on.
import { yearlyPay, type SalaryPeriod } from '@highpay/contracts';
import rates from '../data/exchange-rates.json' with { type: 'json' };
import { countryByCode } from '../data/countries.js';

export const EXCHANGE_RATES_AS_OF: string = rates.asOf;
const USD_PER_UNIT: Readonly<Record<string, number>> = rates.usdPerUnit;

/** ISO 4217 codes the rates hold: the currencies a posting can be read in. */
export const CURRENCY_CODES: readonly string[] = Object.keys(USD_PER_UNIT);

/** Currencies written with a "$": the US dollar and the local dollars a bare "$" can mean. */
export const DOLLAR_CURRENCIES: readonly string[] = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'];

/** What a bare "$" means in a country: its own dollar where it has one, else USD. */
export function dollarCurrency(country: string | null | undefined): string {
  const own = country ? countryByCode(country)?.currency : undefined;
  return own && DOLLAR_CURRENCIES.includes(own) ? own : 'USD';
}

/** The currency a country's postings quote in when they name none. */
export function countryCurrency(country: string | null | undefined): string | null {
  return (country && countryByCode(country)?.currency) || null;
}

/** A sum in a currency, in USD; null for a currency the rates do not hold. */
export function toUsd(amount: number, currency: string): number | null {
  const rate = USD_PER_UNIT[currency.toUpperCase()];
  return rate === undefined ? null : amount * rate;
}

/**
 * The pay as yearly USD, whole dollars: the top of the range (what the employer will pay
 * at most), or its one end when only one is given. Null when the currency is unknown.
 */
export function yearlyUsd(pay: {
  min: number | null;
  max: number | null;
  currency: string | null;
  period: SalaryPeriod | null;
}): number | null {
  const amount = pay.max ?? pay.min;
  if (amount === null || !pay.currency || !pay.period) return null;
  const usd = toUsd(yearlyPay(amount, pay.period), pay.currency);
  return usd === null ? null : Math.round(usd);
}
