// Hot routes served on node:http ahead of Express: the webhook Stripe delivers in bursts,
// and the search every visitor runs. Express's routing, body parsing and the per-request
// logger cost more CPU than these answers themselves, and under load that queueing is what
// a caller waits for. Every other request goes on to the Express app. Errors answer as
// errorHandler does (`{error, details}`); as requestContext does, each request is logged with
// its request id (2xx at debug, 4xx at info, 5xx at error) and timed for /metrics.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import getRawBody from 'raw-body';
import type { Logger } from 'pino';
import { clientAddressOf, TRUST_NOTHING, type TrustProxy } from './client-address.js';
import { compressAnswers } from './compress.js';
import { assertJsonBody, classifyError, errorBody, JSON_CONTENT_TYPE, REQUEST_ID_HEADER } from './http.js';
import type { Metrics } from './metrics.js';

export interface DirectRequest {
  /** The body's bytes, exactly as sent. */
  body: Buffer;
  /** The caller's request id, or a new one: pass it to the next service. */
  requestId: string;
  /** The client's address, X-Forwarded-For read as far as the trusted proxies go (client-address.ts). */
  clientAddress: string;
  header(name: string): string | undefined;
}

type Body = string | Buffer | readonly Buffer[];

export interface DirectRoute {
  method: 'POST';
  path: string;
  /** Body size limit, as raw-body takes it ('64kb'). */
  limit: string;
  /** Answer 415 to a body that is not JSON before reading it (assertJsonBody). */
  requireJson?: boolean;
  /**
   * Answers JSON (status 200: text, or its UTF-8 bytes, which a cached answer keeps so that it
   * is not measured and encoded again for every caller, or those bytes in parts, written out
   * in one system call without being copied into one buffer), or the status and body given
   * (JSON unless a content type is given), or throws an AppError.
   */
  handle(request: DirectRequest): Promise<Body | { status: number; body: Body; contentType?: string }>;
}

export interface DirectRouteOptions {
  /** Which peers may name the client in X-Forwarded-For; the same rule as Express's `trust proxy`. Default: none. */
  trustProxy?: TrustProxy;
  /** Times each request as httpMetrics does for Express routes; its route label is the route's path. */
  metrics?: Metrics;
  /** Compress answers of 1 KB or more as the client accepts (the public gateway; not internal hops). */
  compress?: boolean;
}

export function withDirectRoute(
  routes: DirectRoute | DirectRoute[],
  logger: Logger,
  rest: RequestListener,
  options: DirectRouteOptions = {},
): RequestListener {
  const byPath = new Map(
    (Array.isArray(routes) ? routes : [routes]).map((route) => [`${route.method} ${route.path}`, route]),
  );
  const trust = options.trustProxy ?? TRUST_NOTHING;
  const compress = options.compress ? compressAnswers() : undefined;
  return (req, res) => {
    const route = byPath.get(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    if (!route) return rest(req, res);
    if (compress) compress(req, res, () => void answer(route, logger, trust, req, res, options.metrics));
    else void answer(route, logger, trust, req, res, options.metrics);
  };
}

async function answer(
  route: DirectRoute,
  logger: Logger,
  trust: TrustProxy,
  req: IncomingMessage,
  res: ServerResponse,
  metrics: Metrics | undefined,
): Promise<void> {
  const started = performance.now();
  const incoming = req.headers[REQUEST_ID_HEADER];
  const requestId = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  res.once('finish', () => {
    const seconds = (performance.now() - started) / 1000;
    metrics?.observeRequest({ method: route.method, route: route.path, statusCode: res.statusCode, seconds });
    if (res.statusCode < 400 && logger.isLevelEnabled('debug')) {
      const responseTime = Math.round(seconds * 1000);
      logger.debug({ requestId, path: route.path, statusCode: res.statusCode, responseTime }, 'request completed');
    }
  });
  try {
    if (route.requireJson) assertJsonBody(req.method, req.headers);
    const body = await getRawBody(req, { limit: route.limit, length: req.headers['content-length'] });
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const clientAddress = clientAddressOf(req, trust);
    const answered = await route.handle({ body, requestId, clientAddress, header });
    if (isBody(answered)) send(res, 200, answered);
    else send(res, answered.status, answered.body, answered.contentType);
  } catch (error) {
    const { status, details, retryAfter } = classifyError(error);
    if (status >= 500) logger.error({ err: error, requestId, path: route.path }, 'request failed');
    else logger.info({ status, details, requestId, path: route.path }, 'request rejected');
    // A body we stopped reading (too large) leaves the socket unusable for the next request.
    if (!req.complete) res.setHeader('Connection', 'close');
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    send(res, status, JSON.stringify(errorBody(status, details)));
  }
}

function isBody(answered: unknown): answered is Body {
  return typeof answered === 'string' || Buffer.isBuffer(answered) || Array.isArray(answered);
}

function send(res: ServerResponse, status: number, body: Body, contentType = 'application/json'): void {
  if (res.headersSent) return;
  const length =
    typeof body === 'string'
      ? Buffer.byteLength(body)
      : Buffer.isBuffer(body)
        ? body.length
        : body.reduce((sum, part) => sum + part.length, 0);
  res.writeHead(status, { 'Content-Type': `${contentType}; charset=utf-8`, 'Content-Length': length });
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    res.end(body);
    return;
  }
  // Corked, the parts go out together when end() uncorks.
  res.cork();
  for (const part of body) res.write(part);
  res.end();
}

/** The body as JSON when it is sent as JSON (as express.json() reads it), else undefined. */
export function jsonBody(request: DirectRequest): unknown {
  const type = request.header('content-type') ?? '';
  if (!JSON_CONTENT_TYPE.test(type) || request.body.length === 0) return undefined;
  try {
    return JSON.parse(request.body.toString('utf8')) as unknown;
  } catch (error) {
    throw Object.assign(new Error('invalid JSON', { cause: error }), { type: 'entity.parse.failed', status: 400 });
  }
}
