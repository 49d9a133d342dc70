// POST /webhooks/stripe, served on node:http ahead of Express (common's direct-route.ts):
// Stripe delivers in bursts (a sale's several events, retries of each).
import type { RequestListener } from 'node:http';
import { withDirectRoute, type DirectRouteOptions } from '@highpay/common';
import { createEventRecorder } from './event-recorder.js';
import type { PaymentDeps } from '../payment.deps.js';
import { handleWebhook, type WebhookOutcome } from './webhook.service.js';

export function withWebhookRoute(
  deps: PaymentDeps,
  rest: RequestListener,
  options: DirectRouteOptions & { onOutcome?: (outcome: WebhookOutcome) => void } = {},
): RequestListener {
  const events = createEventRecorder(deps);
  return withDirectRoute(
    {
      method: 'POST',
      path: '/webhooks/stripe',
      limit: '512kb',
      handle: async (request) =>
        JSON.stringify(
          await handleWebhook(deps, events, request.body, request.header('stripe-signature'), options.onOutcome),
        ),
    },
    deps.logger,
    rest,
    options,
  );
}
