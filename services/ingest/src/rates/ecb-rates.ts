// The European Central Bank's daily euro reference rates (public XML, published on working
// days around 16:00 CET), read into US dollars per unit of each currency they hold.
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';

export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** Rates of one day: US dollars per one unit of each currency. */
export interface RateTable {
  /** The day the rates are of (YYYY-MM-DD). */
  asOf: string;
  usdPerUnit: Readonly<Record<string, number>>;
}

const ZDay = z.object({
  time: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  Cube: z.array(z.object({ currency: z.string().regex(/^[A-Z]{3}$/), rate: z.coerce.number().positive() })).min(1),
});
const ZEnvelope = z.object({
  Envelope: z.object({ Cube: z.array(z.object({ Cube: z.array(ZDay).min(1) })).length(1) }),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseAttributeValue: false,
  isArray: (name) => name === 'Cube',
});

/** The ECB's file read into dollar rates; throws when it is not that file or holds no dollar rate. */
export function parseEcbRates(xml: string): RateTable {
  const parsed = ZEnvelope.safeParse(parser.parse(xml));
  if (!parsed.success) throw new Error(`not the ECB's reference rates: ${parsed.error.issues[0]?.message}`);
  // Every Cube is read as a list: the outer one of one, its first day the day's rates.
  const day = parsed.data.Envelope.Cube[0]!.Cube[0]!;
  const eurPer = new Map(day.Cube.map((c) => [c.currency, c.rate]));
  const usdPerEur = eurPer.get('USD');
  if (!usdPerEur) throw new Error('the ECB reference rates hold no US dollar rate');
  const usdPerUnit: Record<string, number> = { EUR: usdPerEur };
  for (const [currency, perEur] of eurPer) usdPerUnit[currency] = currency === 'USD' ? 1 : usdPerEur / perEur;
  return { asOf: day.time, usdPerUnit };
}

/** Fetches and reads the day's rates; throws on a network error, a non-2xx answer or a file of another shape. */
export async function fetchEcbRates(url: string, options: { timeoutMs?: number } = {}): Promise<RateTable> {
  const response = await fetch(url, {
    headers: { accept: 'application/xml, text/xml' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
  });
  if (!response.ok) throw new Error(`the ECB rates answered ${response.status}`);
  return parseEcbRates(await response.text());
}
