// Wires the payment domain from config: the provider (paymentProviderOf: Stripe when its
// keys are set, the local test checkout otherwise), the render queue, and the secrets.
import type { Queue } from 'bullmq';
import { createLocalSecretStore, type LocalSecretStore, type Logger, type PrismaClient } from '@highpay/common';
import { paymentProviderOf, type PaymentConfig } from './config.js';
import { createLocalPaymentProvider, type LocalPaymentProvider } from './providers/local-payment.provider.js';
import type { PaymentDeps } from './payment.deps.js';
import type { PaymentProvider } from './providers/payment.provider.js';
import { createRenderQueue } from './render/render-queue.js';
import { createPgSql } from './webhook/sql.js';
import { createStripePaymentProvider } from './providers/stripe-payment.provider.js';

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
  /** Where secrets left unset outside production are made and kept (default: .data/secrets). */
  secrets?: LocalSecretStore;
}): Payments {
  const { config, prisma, logger } = options;
  const secret = (name: 'LOCAL_WEBHOOK_SECRET' | 'DOWNLOAD_SIGNING_SECRET'): string => {
    const value = config[name];
    if (value !== undefined) return value;
    // The config schema already refuses this; a made-up secret must never sign anything in production.
    if (config.NODE_ENV === 'production') throw new Error(`${name} is not set`);
    return (options.secrets ?? createLocalSecretStore()).get(name);
  };

  let local: LocalPaymentProvider | undefined;
  let provider: PaymentProvider;
  const providerName = paymentProviderOf(config);
  switch (providerName) {
    case 'stripe': {
      const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
      if (!secretKey || !webhookSecret) throw new Error('Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
      provider = createStripePaymentProvider({ secretKey, webhookSecret, apiBase: config.STRIPE_API_BASE });
      break;
    }
    case 'local':
      provider = local = createLocalPaymentProvider({
        prisma,
        logger,
        publicBaseUrl: config.PUBLIC_BASE_URL,
        webhookSecret: secret('LOCAL_WEBHOOK_SECRET'),
        webhookUrl: config.LOCAL_WEBHOOK_URL ?? new URL('/api/webhooks/stripe', config.PUBLIC_BASE_URL).toString(),
        fetch: options.fetch,
      });
      break;
    default: {
      const unreachable: never = providerName;
      throw new Error(`unknown payment provider ${String(unreachable)}`);
    }
  }
  const sql = createPgSql(config.DATABASE_URL);
  return {
    deps: {
      prisma,
      sql,
      provider,
      renders: createRenderQueue(options.renderQueue),
      publicBaseUrl: config.PUBLIC_BASE_URL,
      downloadSigningSecret: secret('DOWNLOAD_SIGNING_SECRET'),
      logger,
      now: () => new Date(),
      renderWaitMs: options.renderWaitMs ?? 4000,
    },
    local,
    close: () => sql.close(),
  };
}
