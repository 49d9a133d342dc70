// What the payment service's domain functions use, injected (tests build it from real adapters).
import type { Logger, PrismaClient } from '@highpay/common';
import type { PaymentProvider } from './providers/payment.provider.js';
import type { SqlClient } from './webhook/sql.js';
import type { RenderQueue } from './render/render-queue.js';

export interface PaymentDeps {
  prisma: PrismaClient;
  /** The once-only statements of fulfilment, on node-postgres. */
  sql: SqlClient;
  provider: PaymentProvider;
  renders: RenderQueue;
  /** The gateway's public address: checkout return URLs and download links. */
  publicBaseUrl: string;
  downloadSigningSecret: string;
  logger: Logger;
  now: () => Date;
  /** How long verify-payment waits for files still being built before answering ready: false. */
  renderWaitMs: number;
}
