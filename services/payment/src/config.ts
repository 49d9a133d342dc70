// Payment service settings, parsed once at start. Stripe when its keys are set,
// the local test checkout otherwise.
import { baseEnvSchema, portSchema, urlSchema } from '@highpay/common';
import { z } from 'zod';

export const paymentEnvSchema = baseEnvSchema
  .extend({
    PAYMENT_PORT: portSchema(8083),
    PUBLIC_BASE_URL: urlSchema('http://localhost:8080'),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** Stripe API address override (a local server that answers Stripe's API format, in tests). */
    STRIPE_API_BASE: z.url().optional(),
    /** Signs the local provider's webhook events when Stripe is not configured. */
    LOCAL_WEBHOOK_SECRET: z.string().min(16).default('whsec_local_test_checkout_secret'),
    /** Where the local provider delivers its events; defaults to PUBLIC_BASE_URL/api/webhooks/stripe, as Stripe would. */
    LOCAL_WEBHOOK_URL: z.url().optional(),
    /** Signs download links (HMAC). Set it in production; the default is for local use only. */
    DOWNLOAD_SIGNING_SECRET: z.string().min(16).default('local-download-signing-secret-change-me'),
    /** Render worker processes the payment service starts (0: they run elsewhere, from render-worker.main.js). */
    RENDER_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
    /** PDF + DOCX renders in flight in each render worker process. */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  })
  .refine((c) => !c.STRIPE_SECRET_KEY || c.STRIPE_WEBHOOK_SECRET, {
    message: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    path: ['STRIPE_WEBHOOK_SECRET'],
  });
export type PaymentConfig = Readonly<z.output<typeof paymentEnvSchema>>;
