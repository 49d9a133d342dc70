// Wires the payment domain from config: the provider (Stripe when its keys are set, the
// local test checkout otherwise), the render queue, and the secrets.
import type { Queue } from 'bullmq';
import type { Logger, PrismaClient } from '@highpay/common';
import type { PaymentConfig } from './config.js';
import { createLocalPaymentProvider, type LocalPaymentProvider } from './local-payment.provider.js';
import type { PaymentDeps } from './payment.deps.js';
import { createRenderQueue } from './render-queue.js';
import { createPgSql } from './sql.js';
import { createStripePaymentProvider } from './stripe-payment.provider.js';

export interface Payments {
  deps: PaymentDeps;
  local?: LocalPaymentProvider;
  /** Closes what createPayments opened (its node-postgres pool). */
  close(): Promise<void>;
}

export function createPayments(options: {
  config: PaymentConfig;
  prisma: PrismaClient;
  renderQueue: Queue;
  logger: Logger;
  fetch?: typeof fetch;
  renderWaitMs?: number;
}): Payments {
  const { config, prisma, logger } = options;
  let local: LocalPaymentProvider | undefined;
  const provider =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripePaymentProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : (local = createLocalPaymentProvider({
          prisma,
          logger,
          publicBaseUrl: config.PUBLIC_BASE_URL,
          webhookSecret: config.LOCAL_WEBHOOK_SECRET,
          webhookUrl: config.LOCAL_WEBHOOK_URL ?? new URL('/api/webhooks/stripe', config.PUBLIC_BASE_URL).toString(),
          fetch: options.fetch,
        }));
  const sql = createPgSql(config.DATABASE_URL);
  return {
    deps: {
      prisma,
      sql,
      provider,
      renders: createRenderQueue(options.renderQueue),
      publicBaseUrl: config.PUBLIC_BASE_URL,
      downloadSigningSecret: config.DOWNLOAD_SIGNING_SECRET,
      logger,
      now: () => new Date(),
      renderWaitMs: options.renderWaitMs ?? 4000,
    },
    local,
    close: () => sql.close(),
  };
}
