// Ingest worker settings, parsed once at start. The sources themselves are in the sources
// file (infra/sources.yaml), read and checked at start as well.
import { baseEnvSchema, portSchema } from '@highpay/common';
import { z } from 'zod';
import { ECB_DAILY_RATES_URL } from './rates/ecb-rates.js';

export const ingestEnvSchema = baseEnvSchema.extend({
  /** Internal port: GET /sources (each source's last run), /metrics, /healthz, /readyz. */
  INGEST_PORT: portSchema(8084),
  /** The sources file, relative to the working directory (the repository root, /app in the image). */
  INGEST_SOURCES_FILE: z.string().min(1).default('infra/sources.yaml'),
  /** Sources fetched at once by one worker process. */
  INGEST_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Attempts of a run whose feed fails (the feed client retries each attempt's request too). */
  INGEST_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** First wait before a failed run is tried again; doubled each attempt. */
  INGEST_BACKOFF_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5 * 60_000),
  /** Per request to a feed, headers and body together. */
  INGEST_FEED_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** The ECB's daily euro reference rates (XML), fetched at start and then every EXCHANGE_RATES_EVERY_HOURS. */
  EXCHANGE_RATES_URL: z.url({ protocol: /^https?$/ }).default(ECB_DAILY_RATES_URL),
  EXCHANGE_RATES_EVERY_HOURS: z.coerce.number().min(1).max(168).default(24),
});
export type IngestConfig = Readonly<z.output<typeof ingestEnvSchema>>;
