// Express plumbing shared by every HTTP service: request ids that cross services,
// request logs, zod parsing into AppError, one error mapping, health endpoints.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { z } from 'zod';
import { UNAVAILABLE_MESSAGES } from '@highpay/contracts';
import { AppError, DEFAULT_RETRY_AFTER_SECONDS, errorCodeOf, isDependencyUnavailable } from './errors.js';
import { redactUrl } from './logger.js';
import { withTimeout } from './timeout.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Request ids and request logs. `req.log` lines carry the request id alone (`requestId`, as
 * direct routes log it); the line at the end of each request adds the request and response,
 * their URLs, query and headers censored (logger.ts).
 */
export function requestContext(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    serializers: {
      req: (req: { url?: string }) => Object.assign(req, req.url === undefined ? {} : { url: redactUrl(req.url) }),
      res: (res: { headers?: Record<string, unknown> }) => {
        const location = res.headers?.location;
        if (typeof location === 'string') res.headers = { ...res.headers, location: redactUrl(location) };
        return res;
      },
    },
    autoLogging: { ignore: (req) => UNLOGGED_PATHS.has(req.url ?? '') },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
  });
}

/** Probes and scrapes, asked every few seconds. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The request id of this request, to pass on to the next service. */
export function requestIdOf(req: Request): string {
  return typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : '';
}

/** The request's logger (requestContext's): each line it writes names the request id. */
export function requestLoggerOf(req: Request): Logger {
  return req.log;
}

/** Parses input with a contract schema; a bad one is a 400 that names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('BAD_REQUEST', describeZodError(result.error));
}

export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * Maps every error to `{error, details}`: AppError as it says, body-parser errors as 4xx, a
 * database or server that cannot be reached as 503 with Retry-After, anything else a bare 500.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const { status, details, retryAfter } = classifyError(error);
    if (status >= 500) req.log?.error({ err: error }, 'request failed');
    else req.log?.info({ status, details }, 'request rejected');
    if (res.headersSent) return;
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    res.status(status).json(errorBody(status, details));
  };
}

/** The `{error, details}` body of a failed request. */
export function errorBody(status: number, details: string): { error: string; details: string } {
  return { error: STATUS_TITLES[status] ?? 'Error', details };
}

/** What errorHandler answers for an error, for routes served outside Express. Every 503 says when to come back. */
export function classifyError(error: unknown): { status: number; details: string; retryAfter?: number } {
  if (error instanceof AppError) {
    const retryAfter =
      error.extra.retryAfterSeconds ?? (error.status === 503 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
    return { status: error.status, details: error.userMessage, retryAfter };
  }
  const e = error as { type?: string; status?: number; limit?: number };
  if (e?.type === 'entity.parse.failed') return { status: 400, details: 'Request body is not valid JSON.' };
  if (e?.type === 'entity.too.large') {
    return { status: 413, details: `Request body is larger than the limit of ${e.limit ?? 'allowed'} bytes.` };
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return { status: e.status, details: STATUS_TITLES[e.status] ?? 'Bad request.' };
  }
  if (isDependencyUnavailable(error)) {
    return { status: 503, details: UNAVAILABLE_MESSAGES.service, retryAfter: DEFAULT_RETRY_AFTER_SECONDS };
  }
  return { status: 500, details: 'Something went wrong on our side. Please try again later.' };
}

/**
 * Another service's error answer as an AppError to pass on: its status, its user message
 * (`details`, or the fallback) and, for a 503, its Retry-After in seconds.
 */
export function upstreamError(
  answer: { status: number; body: unknown; retryAfter: string | null | undefined },
  fallbackMessage: string,
): AppError {
  const details = (answer.body as { details?: unknown } | undefined)?.details;
  const code = errorCodeOf(answer.status);
  const seconds = answer.retryAfter ? Number(answer.retryAfter) : NaN;
  const retryAfterSeconds =
    (code === 'UNAVAILABLE' || code === 'RATE_LIMITED') && Number.isInteger(seconds) && seconds >= 0
      ? seconds
      : undefined;
  return new AppError(code, typeof details === 'string' && details ? details : fallbackMessage, { retryAfterSeconds });
}

/** Content types whose body is JSON: application/json and application/*+json. */
export const JSON_CONTENT_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

export const NOT_JSON_MESSAGE = 'Send the request body as JSON, with Content-Type: application/json.';

/**
 * Throws a 415 for a body that is not JSON: one sent without a content type, or a POST, PUT
 * or PATCH that declares another type (even when empty), as /api takes JSON only.
 */
export function assertJsonBody(method: string | undefined, headers: IncomingHttpHeaders): void {
  const type = headers['content-type'];
  const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  const sendsBody = hasBody || method === 'POST' || method === 'PUT' || method === 'PATCH';
  if (!sendsBody) return;
  if (type === undefined ? hasBody : !JSON_CONTENT_TYPE.test(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE);
  }
}

/** Express middleware of assertJsonBody, ahead of the JSON parser. */
export function requireJsonBody(): RequestHandler {
  return (req, _res, next) => {
    assertJsonBody(req.method, req.headers);
    next();
  };
}

export function jsonNotFound(): RequestHandler {
  return (req, _res, next) => next(new AppError('NOT_FOUND', `No API route ${req.method} ${req.path}`));
}

export type ReadinessCheck = () => Promise<string | void>;

/**
 * GET /healthz: the process is up. GET /readyz: every dependency answers (503 naming the ones
 * that do not), or with `details: false`, for a public port, only whether it is ready.
 */
export function healthRoutes(
  checks: Record<string, ReadinessCheck>,
  options: {
    timeoutMs?: number;
    /** Fields the /readyz answer adds, from the checks' results (e.g. which search backend answers). */
    summary?: (results: Record<string, { ok: boolean; detail?: string }>) => Record<string, unknown>;
    /** False: /readyz answers `{status, ...summary}` and no check's name, detail or error. */
    details?: boolean;
  } = {},
): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await runChecks(checks, options.timeoutMs ?? 3000);
    const ready = Object.values(results).every((r) => r.ok);
    const answer = { status: ready ? 'ready' : 'unready', ...options.summary?.(results) };
    res.status(ready ? 200 : 503).json(options.details === false ? answer : { ...answer, checks: results });
  });
  return router;
}

export async function runChecks(
  checks: Record<string, ReadinessCheck>,
  timeoutMs: number,
): Promise<Record<string, { ok: boolean; detail?: string }>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        const detail = await withTimeout(check(), timeoutMs);
        return [name, detail ? { ok: true, detail } : { ok: true }] as const;
      } catch (error) {
        return [name, { ok: false, detail: (error as Error).message }] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

export function listen(app: RequestListener, port: number, host = '0.0.0.0'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
