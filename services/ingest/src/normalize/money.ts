// Currencies as job posts write them, and the exchange rates that turn any pay into one
// yearly USD figure the board can filter and sort on: the ECB's latest daily rates once the
// worker has fetched them (rates/), else, and for currencies the ECB does not quote, the
// dated file's. Each figure says the date of the rate it was made with.
import { yearlyPay, type SalaryPeriod } from '@highpay/contracts';
import rates from './data/exchange-rates.json' with { type: 'json' };
import { countryByCode } from './data/countries.js';
import type { RateTable } from '../rates/ecb-rates.js';

/** The dated file's rates: the fallback. */
export const FILE_RATES: RateTable = { asOf: rates.asOf, usdPerUnit: rates.usdPerUnit };
export const EXCHANGE_RATES_AS_OF: string = FILE_RATES.asOf;

let latest: RateTable | null = null;

/** Rates fetched since start, used ahead of the file's from now on (null: the file's alone again). */
export function useLatestRates(table: RateTable | null): void {
  latest = table;
}

/** The rates in use for a currency: US dollars per unit and the day they are of; null when none is known. */
export function rateOf(currency: string): { usdPerUnit: number; asOf: string } | null {
  const code = currency.toUpperCase();
  for (const table of [latest, FILE_RATES]) {
    const rate = table?.usdPerUnit[code];
    if (table && rate !== undefined) return { usdPerUnit: rate, asOf: table.asOf };
  }
  return null;
}

/** ISO 4217 codes the file's rates hold: the currencies a posting's text is read in. */
export const CURRENCY_CODES: readonly string[] = Object.keys(FILE_RATES.usdPerUnit);

/** Currencies written with a "$": the US dollar and the local dollars a bare "$" can mean. */
export const DOLLAR_CURRENCIES: readonly string[] = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'];

/** What a bare "$" means in a country: its own dollar where it has one, else USD. */
export function dollarCurrency(country: string | null | undefined): string {
  const own = country ? countryByCode(country)?.currency : undefined;
  return own && DOLLAR_CURRENCIES.includes(own) ? own : 'USD';
}

/**
 * Currencies a country gave up, with the day the new one (the ISO 4217 data's) took over:
 * a posting from before then quotes in the old one.
 */
const REPLACED_CURRENCIES: Readonly<Record<string, { currency: string; until: string }>> = {
  BG: { currency: 'BGN', until: '2026-01-01' },
};

/** The currency a country's postings quote in when they name none, on the day of the posting. */
export function countryCurrency(country: string | null | undefined, postedAt: Date = new Date()): string | null {
  if (!country) return null;
  const replaced = REPLACED_CURRENCIES[country.toUpperCase()];
  if (replaced && postedAt.toISOString().slice(0, 10) < replaced.until) return replaced.currency;
  return countryByCode(country)?.currency ?? null;
}

/** A sum in a currency, in USD; null for a currency the rates do not hold. */
export function toUsd(amount: number, currency: string): number | null {
  const rate = rateOf(currency);
  return rate === null ? null : amount * rate.usdPerUnit;
}

/** The date of the exchange rate a yearly USD figure in this currency is made with; null for US dollars. */
export function yearlyUsdRateDate(currency: string | null): string | null {
  if (!currency || currency.toUpperCase() === 'USD') return null;
  return rateOf(currency)?.asOf ?? null;
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
