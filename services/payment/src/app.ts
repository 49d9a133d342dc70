// Builds the payment service's HTTP app (an internal port) from injected dependencies: the
// webhook route on node:http (webhook/webhook.listener.ts), everything else on Express, /metrics too.
import type { RequestListener } from 'node:http';
import express from 'express';
import type { Queue } from 'bullmq';
import {
  Counter,
  createMetrics,
  errorHandler,
  healthRoutes,
  httpMetrics,
  jsonNotFound,
  metricsRoutes,
  requestContext,
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
  const app = express();
  app.disable('x-powered-by');
  app.use(httpMetrics(metrics));
  app.use(requestContext(deps.logger));
  app.use(healthRoutes(deps.checks));
  app.use(metricsRoutes(metrics));
  if (deps.payments) app.use(paymentRoutes(deps.payments.deps, deps.payments.local));
  if (deps.payments) app.use(reviewRoutes(deps.payments.deps));
  app.use(jsonNotFound());
  app.use(errorHandler());
  if (!deps.payments) return app;
  return withWebhookRoute(deps.payments.deps, app, { metrics, onOutcome: (outcome) => webhooks.inc({ outcome }) });
}
