// A local HTTP server that answers the part of Stripe's API we use, in Stripe's documented
// format: POST /v1/checkout/sessions (form-encoded, Idempotency-Key honoured) and
// GET /v1/checkout/sessions/{id}, with Stripe's error body for unknown ids. The real
// `stripe` SDK talks to it through STRIPE_API_BASE.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  params: Record<string, unknown>;
}

export interface FakeStripe {
  url: string;
  requests: FakeStripeRequest[];
  sessions: Map<string, Record<string, unknown>>;
  /** What Stripe does when the customer pays on its page. */
  markPaid(id: string): Record<string, unknown>;
  /** Makes the next requests fail as if Stripe were down (HTTP 500). */
  down: boolean;
  close(): Promise<void>;
}

/** Stripe's form encoding back into objects: line_items[0][price_data][unit_amount]=500. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, Record<string, unknown>>();
  const state = { down: false };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const params = parseStripeForm(body);
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, params });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(payload));
      };
      if (state.down)
        return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const replay = key ? byIdempotencyKey.get(key) : undefined;
        if (replay) return send(200, replay);
        const id = `cs_test_${randomBytes(24).toString('hex')}`;
        const items = params.line_items as Array<{
          quantity: string;
          price_data: { currency: string; unit_amount: string };
        }>;
        const amount = items.reduce(
          (sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity),
          0,
        );
        const session = {
          id,
          object: 'checkout.session',
          amount_subtotal: amount,
          amount_total: amount,
          cancel_url: params.cancel_url,
          client_reference_id: params.client_reference_id ?? null,
          created: Math.floor(Date.now() / 1000),
          currency: items[0]?.price_data.currency ?? 'usd',
          expires_at: Math.floor(Date.now() / 1000) + 86_400,
          livemode: false,
          metadata: params.metadata ?? {},
          mode: params.mode,
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
          success_url: params.success_url,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        };
        sessions.set(id, session);
        if (key) byIdempotencyKey.set(key, session);
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (!session) {
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'session',
              message: `No such checkout.session: '${match[1]}'`,
            },
          });
        }
        return send(200, session);
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    sessions,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    markPaid(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_${randomBytes(8).toString('hex')}`,
      });
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
