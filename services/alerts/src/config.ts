// Alerts service settings, parsed once at start: where its links point and its mail goes,
// how it matches (the percolator on SEARCH_BACKEND=opensearch, else PostgreSQL), its leases.
import { fileURLToPath } from 'node:url';
import { baseEnvSchema, engineNodesSchema, portSchema, searchIndexSchema, urlSchema } from '@highpay/common';
import { z } from 'zod';

export const alertsEnvSchema = baseEnvSchema
  .extend({
    ALERTS_PORT: portSchema(8085),
    /** The site's public address: mail links (confirm, manage, one-click unsubscribe) are built on it. */
    PUBLIC_BASE_URL: urlSchema('http://localhost:8080'),
    /** Signs job alerts' confirm, manage and unsubscribe links (HMAC). Unset outside production: made once and kept. */
    ALERTS_SIGNING_SECRET: z
      .string()
      .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes (e.g. openssl rand -hex 32)')
      .optional(),
    /** Where job alert mail goes (smtp:// or smtps://). Unset outside production: .eml files in MAIL_DIR. */
    SMTP_URL: z.url().optional(),
    MAIL_DIR: z.string().default(fileURLToPath(new URL('../../../.data/mail', import.meta.url))),
    MAIL_FROM: z.string().min(3).default('HighPay Jobs <alerts@localhost>'),
    /** As the search service's: on opensearch, job alerts are matched by the percolator on OPENSEARCH_URL. */
    SEARCH_BACKEND: z.enum(['postgres', 'elasticsearch', 'opensearch']).default('postgres'),
    OPENSEARCH_URL: engineNodesSchema.optional(),
    /** The percolator index is SEARCH_INDEX_alerts. */
    SEARCH_INDEX: searchIndexSchema,
    /** A digest claimed this long ago and never finished (its worker died) is sent again. */
    ALERTS_CLAIM_LEASE_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(2 * 60_000),
    /** How long the alert worker's lock on a job lasts: a killed worker's job is taken up after it. */
    ALERTS_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  })
  .superRefine((c, ctx) => {
    const refuse = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
    if (c.SEARCH_BACKEND === 'opensearch' && !c.OPENSEARCH_URL) {
      refuse('OPENSEARCH_URL', 'OPENSEARCH_URL is required when SEARCH_BACKEND=opensearch');
    }
    if (c.NODE_ENV !== 'production') return;
    // RFC 8058's one-click unsubscribe wants https links.
    if (new URL(c.PUBLIC_BASE_URL).protocol !== 'https:') {
      refuse('PUBLIC_BASE_URL', 'production needs the public https URL (job alert mail links must be https)');
    }
    if (!c.ALERTS_SIGNING_SECRET) {
      refuse('ALERTS_SIGNING_SECRET', 'production needs a secret of its own, 32 bytes or more (openssl rand -hex 32)');
    }
    if (!c.SMTP_URL) refuse('SMTP_URL', 'production sends job alerts through SMTP_URL');
  });
export type AlertsConfig = Readonly<z.output<typeof alertsEnvSchema>>;
