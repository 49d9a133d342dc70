// Gateway settings, parsed once at start.
import { baseEnvSchema, portSchema, trustProxySchema, urlSchema } from '@highpay/common';
import { engineNodesSchema, searchIndexSchema } from '@highpay/search/config';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const perWindow = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const gatewayEnvSchema = baseEnvSchema
  .extend({
    PORT: portSchema(8080),
    /** /readyz with every check's detail, and /metrics: on INTERNAL_HOST (loopback by default), never on PORT. */
    GATEWAY_INTERNAL_PORT: portSchema(9080),
    PUBLIC_BASE_URL: urlSchema('http://localhost:8080'),
    SEARCH_SERVICE_URL: urlSchema('http://localhost:8081'),
    PAYMENT_SERVICE_URL: urlSchema('http://localhost:8083'),
    FRONTEND_DIST: z.string().default(fileURLToPath(new URL('../../../frontend/dist', import.meta.url))),
    /** The proxies in front of the gateway, whose X-Forwarded-For names the client: a hop count or addresses/subnets. None by default. */
    TRUST_PROXY: trustProxySchema,
    OPTIMIZE_RATE_LIMIT_PER_HOUR: perWindow(10),
    OPTIMIZE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
    // Per client address. Far above what a person does; they stop floods and scripted guessing.
    CHECKOUT_RATE_LIMIT_PER_HOUR: perWindow(30),
    /** The success page asks once a second while the files are built. */
    VERIFY_PAYMENT_RATE_LIMIT_PER_MINUTE: perWindow(300),
    NEWSLETTER_RATE_LIMIT_PER_HOUR: perWindow(20),
    SEARCH_RATE_LIMIT_PER_MINUTE: perWindow(600),
    /** The payment service's provider, read here too: local is the test checkout page the gateway serves. */
    PAYMENT_PROVIDER: z.enum(['stripe', 'local']).optional(),
    /** Job URLs in one sitemap file (the protocol allows 50,000); lower only to test or to keep files small. */
    SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
    ALERTS_RATE_LIMIT_PER_HOUR: perWindow(20),
    /** Signs job alerts' confirm, manage and unsubscribe links (HMAC). Unset outside production: made once and kept. */
    ALERTS_SIGNING_SECRET: z
      .string()
      .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes (e.g. openssl rand -hex 32)')
      .optional(),
    /** Where job alert mail goes (smtp:// or smtps://). Unset outside production: .eml files in MAIL_DIR. */
    SMTP_URL: z.url().optional(),
    MAIL_DIR: z.string().default(fileURLToPath(new URL('../../../.data/mail', import.meta.url))),
    MAIL_FROM: z.string().min(3).default('HighPay Jobs <alerts@localhost>'),
    /** Run the job alert sender (its BullMQ schedules and worker) in this process. */
    ALERTS_WORKER: z
      .enum(['on', 'off'])
      .default('on')
      .transform((v) => v === 'on'),
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
    // Mail links (confirm, manage, one-click unsubscribe) are built on it: RFC 8058 wants https.
    if (new URL(c.PUBLIC_BASE_URL).protocol !== 'https:') {
      refuse('PUBLIC_BASE_URL', 'production needs the public https URL (job alert mail links must be https)');
    }
    if (!c.ALERTS_SIGNING_SECRET) {
      refuse('ALERTS_SIGNING_SECRET', 'production needs a secret of its own, 32 bytes or more (openssl rand -hex 32)');
    }
    if (c.ALERTS_WORKER && !c.SMTP_URL) {
      refuse('SMTP_URL', 'production sends job alerts through SMTP_URL (or set ALERTS_WORKER=off)');
    }
  });
export type GatewayConfig = Readonly<z.output<typeof gatewayEnvSchema>>;

/** The test checkout takes no money: production serves it only when PAYMENT_PROVIDER=local asks for it. */
export function servesLocalCheckout(config: Pick<GatewayConfig, 'NODE_ENV' | 'PAYMENT_PROVIDER'>): boolean {
  return config.PAYMENT_PROVIDER === 'local' || (!config.PAYMENT_PROVIDER && config.NODE_ENV !== 'production');
}
