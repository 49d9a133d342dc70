// Builds the payment service's HTTP app (an internal port) from injected dependencies: the
// webhook route on node:http (webhook/webhook.listener.ts), everything else on Express, /metrics too.
import type { RequestListener } from 'node:http';
import type { Queue } from 'bullmq';
import {
  Counter,
  createMetrics,
  serviceApp,
  trackQueueDepths,
  type Logger,
  type Metrics,
  type ReadinessCheck,
} from '@highpay/common';
import type { LocalPaymentProvider } from './providers/local-payment.provider.js';
import type { PaymentDeps } from './payment.deps.js';
import { paymentRoutes } from './http/payment.routes.js';
import { reviewRoutes } from './render/review.routes.js';
import { withWebhookRoute } from './webhook/webhook.listener.js';

export interface PaymentAppDeps {
  logger: Logger;
  checks: Record<string, ReadinessCheck>;
  /** Checkout, webhooks, verification and downloads; without it the app answers health only. */
  payments?: { deps: PaymentDeps; local?: LocalPaymentProvider };
  metrics?: Metrics;
  /** The render queue, whose depth /metrics reports. */
  renderQueue?: Queue;
}

export function createPaymentApp(deps: PaymentAppDeps): RequestListener {
  const metrics = deps.metrics ?? createMetrics('payment');
  if (deps.renderQueue) trackQueueDepths(metrics, [deps.renderQueue]);
  const webhooks = new Counter({
    name: 'webhook_events_total',
    help: 'Webhook deliveries by outcome: fulfilled, duplicate, ignored, invalid_signature, malformed.',
    labelNames: ['outcome'] as const,
    registers: [metrics.registry],
  });
  const payments = deps.payments;
  const app = serviceApp({
    logger: deps.logger,
    metrics,
    checks: deps.checks,
    routes: (router) => {
      if (payments) router.use(paymentRoutes(payments.deps, payments.local));
      if (payments) router.use(reviewRoutes(payments.deps));
    },
  });
  if (!deps.payments) return app;
  return withWebhookRoute(deps.payments.deps, app, { metrics, onOutcome: (outcome) => webhooks.inc({ outcome }) });
}
