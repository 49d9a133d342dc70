// Payment service settings, parsed once at start. Stripe when its keys are set, the local
// test checkout otherwise; production refuses the test checkout unless PAYMENT_PROVIDER=local
// asks for it, and refuses to start without secrets of its own.
import { baseEnvSchema, portSchema, urlSchema } from '@highpay/common';
import { z } from 'zod';
import type { ProviderName } from './providers/payment.provider.js';

/** Secrets this repository once shipped as defaults: public, so no secret at all in production. */
const PUBLISHED_SECRETS: readonly string[] = [
  'whsec_local_test_checkout_secret',
  'local-download-signing-secret-change-me',
];

const ownSecret = (value: string | undefined) => value !== undefined && !PUBLISHED_SECRETS.includes(value);

export const paymentEnvSchema = baseEnvSchema
  .extend({
    PAYMENT_PORT: portSchema(8083),
    PUBLIC_BASE_URL: urlSchema('http://localhost:8080'),
    /** stripe, or local (the test checkout, no money taken). Unset: stripe when STRIPE_SECRET_KEY is set, else local outside production. */
    PAYMENT_PROVIDER: z.enum(['stripe', 'local']).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** Stripe API address override (a local server that answers Stripe's API format, in tests). */
    STRIPE_API_BASE: z.url().optional(),
    /** Signs the local provider's webhook events. Unset outside production: made once and kept (createPayments). */
    LOCAL_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** Where the local provider delivers its events; defaults to PUBLIC_BASE_URL/api/webhooks/stripe, as Stripe would. */
    LOCAL_WEBHOOK_URL: z.url().optional(),
    /** Signs download links (HMAC). Unset outside production: made once and kept (createPayments). */
    DOWNLOAD_SIGNING_SECRET: z
      .string()
      .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes (e.g. openssl rand -hex 32)')
      .optional(),
    /** Render worker processes the payment service starts (0: they run elsewhere, from render-worker.main.js). */
    RENDER_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
    /** PDF + DOCX renders in flight in each render worker process. */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  })
  .superRefine((c, ctx) => {
    const refuse = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
    if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
      refuse('STRIPE_WEBHOOK_SECRET', 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
    }
    if (c.PAYMENT_PROVIDER === 'stripe' && !c.STRIPE_SECRET_KEY) {
      refuse('STRIPE_SECRET_KEY', 'STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe');
    }
    if (c.NODE_ENV !== 'production') return;
    if (!c.PAYMENT_PROVIDER && !c.STRIPE_SECRET_KEY) {
      refuse(
        'PAYMENT_PROVIDER',
        'production takes payments through Stripe (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); ' +
          'the local test checkout takes no money and runs only with PAYMENT_PROVIDER=local',
      );
    }
    if (c.PAYMENT_PROVIDER === 'local' && !ownSecret(c.LOCAL_WEBHOOK_SECRET)) {
      refuse('LOCAL_WEBHOOK_SECRET', 'production needs a secret of its own for PAYMENT_PROVIDER=local');
    }
    if (!ownSecret(c.DOWNLOAD_SIGNING_SECRET)) {
      refuse(
        'DOWNLOAD_SIGNING_SECRET',
        'production needs a secret of its own, 32 bytes or more (openssl rand -hex 32)',
      );
    }
  });
export type PaymentConfig = Readonly<z.output<typeof paymentEnvSchema>>;

/** The provider a valid config runs: PAYMENT_PROVIDER, else Stripe when its key is set, else the local test checkout. */
export function paymentProviderOf(config: Pick<PaymentConfig, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY'>): ProviderName {
  return config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'local');
}
