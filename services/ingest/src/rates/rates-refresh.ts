// The ingest worker's daily exchange-rate job: fetch the ECB's reference rates at start and
// then every `everyMs`, and use them for every run after. A failed fetch keeps the rates in
// use (the last fetched, else the dated file) and is tried again at the next tick.
import type { Logger } from '@highpay/common';
import { useLatestRates } from '../normalize/money.js';
import { fetchEcbRates, type RateTable } from './ecb-rates.js';
import { failureLogFields } from '../connectors/unreachable.js';

export interface RatesRefresh {
  /** The fetch in flight (the first one right after start). */
  current: Promise<RateTable | null>;
  stop(): void;
}

export function startRatesRefresh(options: {
  url: string;
  everyMs: number;
  logger?: Logger;
  timeoutMs?: number;
}): RatesRefresh {
  const refresh = async (): Promise<RateTable | null> => {
    try {
      const table = await fetchEcbRates(options.url, { timeoutMs: options.timeoutMs });
      useLatestRates(table);
      options.logger?.info({ asOf: table.asOf, currencies: Object.keys(table.usdPerUnit).length }, 'exchange rates');
      return table;
    } catch (error) {
      options.logger?.warn(failureLogFields(error), 'exchange rates not fetched; the rates in use stay');
      return null;
    }
  };
  const state: RatesRefresh = {
    current: refresh(),
    stop: () => clearInterval(timer),
  };
  const timer = setInterval(() => {
    state.current = refresh();
  }, options.everyMs);
  timer.unref();
  return state;
}
