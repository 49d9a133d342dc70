// Builds the payment service's HTTP app from injected dependencies: the webhook route on
// node:http (webhook.listener.ts), everything else on Express.
import type { RequestListener } from 'node:http';
import express from 'express';
import {
  errorHandler,
  healthRoutes,
  jsonNotFound,
  requestContext,
  type Logger,
  type ReadinessCheck,
} from '@highpay/common';
import type { LocalPaymentProvider } from './local-payment.provider.js';
import type { PaymentDeps } from './payment.deps.js';
import { paymentRoutes } from './payment.routes.js';
import { withWebhookRoute } from './webhook.listener.js';

export interface PaymentAppDeps {
  logger: Logger;
  checks: Record<string, ReadinessCheck>;
  /** Checkout, webhooks, verification and downloads; without it the app answers health only. */
  payments?: { deps: PaymentDeps; local?: LocalPaymentProvider };
}

export function createPaymentApp(deps: PaymentAppDeps): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(deps.logger));
  app.use(healthRoutes(deps.checks));
  if (deps.payments) app.use(paymentRoutes(deps.payments.deps, deps.payments.local));
  app.use(jsonNotFound());
  app.use(errorHandler());
  return deps.payments ? withWebhookRoute(deps.payments.deps, app) : app;
}
