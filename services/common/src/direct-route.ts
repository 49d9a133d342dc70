// Hot routes served on node:http ahead of Express: the webhook Stripe delivers in bursts,
// and the search every visitor runs. Express's routing, body parsing and the per-request
// logger cost more CPU than these answers themselves, and under load that queueing is what
// a caller waits for. Every other request goes on to the Express app. Errors answer as
// errorHandler does (`{error, details}`); 4xx are logged at info, 5xx at error.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import getRawBody from 'raw-body';
import type { Logger } from 'pino';
import { classifyError, errorBody, REQUEST_ID_HEADER } from './http.js';

export interface DirectRequest {
  /** The body's bytes, exactly as sent. */
  body: Buffer;
  /** The caller's request id, or a new one: pass it to the next service. */
  requestId: string;
  header(name: string): string | undefined;
}

type Body = string | Buffer | readonly Buffer[];

export interface DirectRoute {
  method: 'POST';
  path: string;
  /** Body size limit, as raw-body takes it ('64kb'). */
  limit: string;
  /**
   * Answers JSON (status 200: text, or its UTF-8 bytes, which a cached answer keeps so that it
   * is not measured and encoded again for every caller, or those bytes in parts, written out
   * in one system call without being copied into one buffer), or the status and body given
   * (JSON unless a content type is given), or throws an AppError.
   */
  handle(request: DirectRequest): Promise<Body | { status: number; body: Body; contentType?: string }>;
}

export function withDirectRoute(
  routes: DirectRoute | DirectRoute[],
  logger: Logger,
  rest: RequestListener,
): RequestListener {
  const byPath = new Map(
    (Array.isArray(routes) ? routes : [routes]).map((route) => [`${route.method} ${route.path}`, route]),
  );
  return (req, res) => {
    const route = byPath.get(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    if (route) void answer(route, logger, req, res);
    else rest(req, res);
  };
}

async function answer(route: DirectRoute, logger: Logger, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const requestId = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  try {
    const body = await getRawBody(req, { limit: route.limit, length: req.headers['content-length'] });
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const answered = await route.handle({ body, requestId, header });
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
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type) || request.body.length === 0) return undefined;
  try {
    return JSON.parse(request.body.toString('utf8')) as unknown;
  } catch (error) {
    throw Object.assign(new Error('invalid JSON', { cause: error }), { type: 'entity.parse.failed', status: 400 });
  }
}
