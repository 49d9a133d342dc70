// Builds the alerts service's HTTP app (an internal port) from injected dependencies:
// /healthz, /readyz, /metrics (with the alerts queue's depth), the alerts API, the local mailbox.
import type { RequestListener } from 'node:http';
import type { Queue } from 'bullmq';
import {
  createMetrics,
  serviceApp,
  trackQueueDepths,
  type Logger,
  type Metrics,
  type ReadinessCheck,
} from '@highpay/common';
import { alertsRoutes, mailboxRoutes } from './http/alerts.routes.js';
import type { AlertsDeps } from './subscriptions/alerts.service.js';

export interface AlertsAppDeps {
  logger: Logger;
  checks: Record<string, ReadinessCheck>;
  alerts: AlertsDeps;
  /** With no SMTP server, where mail lands: listed at /mail for a developer to open. */
  mailDir?: string;
  metrics?: Metrics;
  /** The alerts queue, whose depth /metrics reports. */
  queue?: Queue;
}

export function createAlertsApp(deps: AlertsAppDeps): RequestListener {
  const metrics = deps.metrics ?? createMetrics('alerts');
  if (deps.queue) trackQueueDepths(metrics, [deps.queue]);
  return serviceApp({
    logger: deps.logger,
    metrics,
    checks: deps.checks,
    routes: (router) => {
      router.use(alertsRoutes(deps.alerts));
      if (deps.mailDir) router.use(mailboxRoutes(deps.mailDir));
    },
  });
}
