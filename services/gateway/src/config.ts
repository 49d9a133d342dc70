// Gateway settings, parsed once at start.
import { baseEnvSchema, portSchema, trustProxySchema, urlSchema } from '@highpay/common';
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
    ALERTS_SERVICE_URL: urlSchema('http://localhost:8085'),
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
  })
  .superRefine((c, ctx) => {
    const refuse = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
    if (c.NODE_ENV !== 'production') return;
    // Pages, sitemaps and mail links are built on it (RFC 8058's one-click unsubscribe wants https).
    if (new URL(c.PUBLIC_BASE_URL).protocol !== 'https:') {
      refuse('PUBLIC_BASE_URL', 'production needs the public https URL (job alert mail links must be https)');
    }
  });
export type GatewayConfig = Readonly<z.output<typeof gatewayEnvSchema>>;

/** The test checkout takes no money: production serves it only when PAYMENT_PROVIDER=local asks for it. */
export function servesLocalCheckout(config: Pick<GatewayConfig, 'NODE_ENV' | 'PAYMENT_PROVIDER'>): boolean {
  return config.PAYMENT_PROVIDER === 'local' || (!config.PAYMENT_PROVIDER && config.NODE_ENV !== 'production');
}
