// The worker's daily exchange-rate job against a local server answering as the ECB does
// (a saved response of eurofxref-daily.xml), and what a job normalized afterwards carries.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSourceFeed } from '../src/connectors/ingest.service.js';
import { EXCHANGE_RATES_AS_OF, rateOf, toUsd, useLatestRates } from '../src/normalize/money.js';
import { parseEcbRates } from '../src/rates/ecb-rates.js';
import { startRatesRefresh } from '../src/rates/rates-refresh.js';
import { startFeedServer, type FeedServer } from './support/feed-server.js';

const ECB_XML = readFileSync(new URL('./fixtures/ecb/eurofxref-daily.xml', import.meta.url), 'utf8');

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({
    '/eurofxref-daily.xml': (_req, res) => res.writeHead(200, { 'content-type': 'text/xml' }).end(ECB_XML),
    '/maintenance.xml': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sorry</html>'),
    '/down.xml': (_req, res) => res.writeHead(503).end(),
  });
});
afterAll(() => server.close());
afterEach(() => useLatestRates(null));

/** One Greenhouse job with its pay in the description, normalized now. */
const jobPaying = (salary: string, place: string) =>
  normalizeSourceFeed(
    { connector: 'greenhouse', board: 'acme', region: 'us', name: 'gh:rates', company: 'Acme' },
    {
      jobs: [
        {
          id: 1,
          title: 'Backend Engineer',
          first_published: '2026-11-20T10:00:00Z',
          location: { name: place },
          absolute_url: 'https://boards.greenhouse.io/acme/jobs/1',
          content: `&lt;p&gt;Salary: ${salary} per year.&lt;/p&gt;`,
        },
      ],
    },
  ).jobs[0]!;
const euroJob = (salary: string) => jobPaying(salary, 'Berlin, Germany');

describe("the ECB's daily reference rates", () => {
  it('are read as US dollars per unit, crossed through the euro', () => {
    const table = parseEcbRates(ECB_XML);
    expect(table.asOf).toBe('2026-11-27');
    expect(table.usdPerUnit.EUR).toBe(1.16);
    expect(table.usdPerUnit.USD).toBe(1);
    expect(table.usdPerUnit.GBP).toBeCloseTo(1.16 / 0.8765, 10);
    expect(table.usdPerUnit.ISK).toBeCloseTo(1.16 / 148.2, 10);
  });

  it('fetched by the scheduled job, price every job read after, each with the rate’s date', async () => {
    expect(euroJob('€80,000').salaryYearlyUsdRateDate).toBe(EXCHANGE_RATES_AS_OF);
    const refresh = startRatesRefresh({ url: `${server.origin}/eurofxref-daily.xml`, everyMs: 3_600_000 });
    expect((await refresh.current)?.asOf).toBe('2026-11-27');
    refresh.stop();
    const job = euroJob('€80,000');
    expect(job).toMatchObject({ salaryYearlyUsd: 92_800, salaryYearlyUsdRateDate: '2026-11-27' });
    expect(toUsd(100, 'GBP')).toBeCloseTo((100 * 1.16) / 0.8765, 6);
  });

  it('a currency the ECB does not quote keeps the dated file’s rate and date', async () => {
    const refresh = startRatesRefresh({ url: `${server.origin}/eurofxref-daily.xml`, everyMs: 3_600_000 });
    await refresh.current;
    refresh.stop();
    expect(rateOf('AED')?.asOf).toBe(EXCHANGE_RATES_AS_OF);
    expect(rateOf('EUR')?.asOf).toBe('2026-11-27');
  });

  it('a failed fetch or a page that is not the rates keeps the rates in use', async () => {
    for (const path of ['/maintenance.xml', '/down.xml']) {
      const refresh = startRatesRefresh({ url: `${server.origin}${path}`, everyMs: 3_600_000 });
      expect(await refresh.current).toBeNull();
      refresh.stop();
    }
    expect(rateOf('EUR')?.asOf).toBe(EXCHANGE_RATES_AS_OF);
  });

  it('pay in US dollars has no rate date', () => {
    const job = jobPaying('$150,000', 'Austin, TX');
    expect(job).toMatchObject({ salaryYearlyUsd: 150_000, salaryYearlyUsdRateDate: null });
  });
});
