import { describe, expect, it } from 'vitest';
import rates from './data/exchange-rates.json' with { type: 'json' };
import { completeJob, type JobDraft } from './job-draft.js';
import { ZIngestSource } from '../sources/ingest-source.js';
import { EXCHANGE_RATES_AS_OF, countryCurrency, dollarCurrency, yearlyUsd } from './money.js';

describe('pay as yearly US dollars', () => {
  it('an hourly rate is counted over 2,080 hours and a monthly one over 12 months', () => {
    expect(yearlyUsd({ min: 50, max: 60, currency: 'USD', period: 'hour' })).toBe(124_800);
    expect(yearlyUsd({ min: 5_000, max: 5_000, currency: 'USD', period: 'month' })).toBe(60_000);
  });

  it('other currencies go through the dated rates', () => {
    expect(EXCHANGE_RATES_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(yearlyUsd({ min: 60_000, max: 70_000, currency: 'EUR', period: 'year' })).toBe(
      Math.round(70_000 * rates.usdPerUnit.EUR),
    );
  });

  it('pay that is not listed stays null, never zero', () => {
    expect(yearlyUsd({ min: null, max: null, currency: 'USD', period: 'year' })).toBeNull();
    expect(yearlyUsd({ min: 100, max: 200, currency: 'XYZ', period: 'year' })).toBeNull();
    expect(yearlyUsd({ min: 100_000, max: null, currency: 'USD', period: 'year' })).toBe(100_000);
  });

  it('"$" means the local dollar in Canada and Australia, the US dollar elsewhere', () => {
    expect(dollarCurrency('CA')).toBe('CAD');
    expect(dollarCurrency('AU')).toBe('AUD');
    expect(dollarCurrency('GB')).toBe('USD');
    expect(dollarCurrency(null)).toBe('USD');
  });

  it("a figure without a currency is read in the country's own, from ISO 4217 data", () => {
    expect(countryCurrency('SA')).toBe('SAR');
    expect(countryCurrency('MY')).toBe('MYR');
    // Bulgaria has paid in euros since 1 January 2026; Iceland in its own krona.
    expect(countryCurrency('BG')).toBe('EUR');
    expect(countryCurrency('IS')).toBe('ISK');
    expect(countryCurrency('EG')).toBe('EGP');
    expect(countryCurrency('PR')).toBe('USD');
  });

  it('a Bulgarian posting from before 2026 quotes in leva, from 2026 in euros', () => {
    expect(countryCurrency('BG', new Date('2025-12-31T23:00:00Z'))).toBe('BGN');
    expect(countryCurrency('BG', new Date('2026-01-01T00:00:00Z'))).toBe('EUR');
    expect(countryCurrency('bg', new Date('2025-06-01T00:00:00Z'))).toBe('BGN');
    expect(countryCurrency('RO', new Date('2025-06-01T00:00:00Z'))).toBe('RON');
  });

  it('a posting in Sofia with a bare figure is read in the currency of its day', () => {
    const draft = (postedAt: string): JobDraft => ({
      sourceId: 'bg-1',
      title: 'Backend Engineer',
      company: 'Acme',
      url: 'https://jobs.example.com/bg-1',
      descriptionHtml: '<p>Salary: 90,000 - 120,000 per year.</p>',
      locationText: 'Sofia, Bulgaria',
      postedAt: new Date(postedAt),
    });
    const source = ZIngestSource.parse({ connector: 'greenhouse', name: 'test', board: 'acme' });
    const pay = (postedAt: string) => {
      const done = completeJob(draft(postedAt), source);
      return 'skip' in done ? `skipped: ${done.skip}` : done.salaryCurrency;
    };
    expect(pay('2025-11-03T00:00:00Z')).toBe('BGN');
    expect(pay('2026-11-03T00:00:00Z')).toBe('EUR');
  });

  it('a currency the rates do not hold gives no yearly figure rather than a wrong one', () => {
    expect(yearlyUsd({ min: null, max: 900_000, currency: countryCurrency('EG'), period: 'year' })).toBeNull();
  });
});
