// POST /webhooks/stripe answered on node:http, ahead of Express. Stripe delivers in bursts
// (a sale's several events, retries of each), and Express's routing and the request logger
// cost more CPU than the acknowledgement itself; under 50 deliveries at once that queueing
// is what a sender waits for. Every other request goes on to the Express app.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import getRawBody from 'raw-body';
import { REQUEST_ID_HEADER, classifyError, errorBody } from '@highpay/common';
import { createEventRecorder, type EventRecorder } from './event-recorder.js';
import type { PaymentDeps } from './payment.deps.js';
import { handleWebhook } from './webhook.service.js';

export const WEBHOOK_PATH = '/webhooks/stripe';
const BODY_LIMIT = '512kb';

export function withWebhookRoute(deps: PaymentDeps, rest: RequestListener): RequestListener {
  const events = createEventRecorder(deps);
  return (req, res) => {
    if (req.method === 'POST' && (req.url ?? '').split('?')[0] === WEBHOOK_PATH) void answerWebhook(deps, events, req, res);
    else rest(req, res);
  };
}

async function answerWebhook(deps: PaymentDeps, events: EventRecorder, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const requestId = req.headers[REQUEST_ID_HEADER];
  try {
    const body = await getRawBody(req, { limit: BODY_LIMIT, length: req.headers['content-length'] });
    const signature = req.headers['stripe-signature'];
    send(res, 200, await handleWebhook(deps, events, body, typeof signature === 'string' ? signature : undefined));
  } catch (error) {
    const { status, details } = classifyError(error);
    if (status >= 500) deps.logger.error({ err: error, requestId }, 'webhook failed');
    else deps.logger.info({ status, details, requestId }, 'webhook rejected');
    // A body we stopped reading (too large) leaves the socket unusable for the next request.
    if (!req.complete) res.setHeader('Connection', 'close');
    send(res, status, errorBody(status, details));
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}
