// One error type for the whole server side; one mapping to HTTP statuses (http.ts).

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    /** Shown to the user as is: no internals. */
    readonly userMessage: string,
    readonly extra: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(userMessage, { cause: extra.cause });
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

const CODE_OF_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

/** The code of an HTTP error status another service answered: its own, or the nearest (4xx a bad request, 5xx an upstream failure). */
export function errorCodeOf(status: number): ErrorCode {
  return CODE_OF_STATUS.get(status) ?? (status < 500 ? 'BAD_REQUEST' : 'UPSTREAM_FAILED');
}

/** How long a client is told to wait (Retry-After) when a 503 does not say. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** Socket errors: the server at the other end cannot be reached, or dropped the connection. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL going away or not taking connections: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping),
 * 53300 too_many_connections; and Prisma's codes for the same (P1001 cannot reach, P1002 and
 * P1008 timed out, P1017 connection closed, P2024 no pool connection in time).
 */
const DATABASE_DOWN_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'P1001',
  'P1002',
  'P1008',
  'P1017',
  'P2024',
]);

/** Prisma's pg adapter names the same failures by kind. */
const DATABASE_DOWN_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/** node-postgres says these in words only, without a code (and Prisma quotes them inside its own message). */
const DATABASE_DOWN_MESSAGE =
  /\b(Connection terminated unexpectedly|Connection terminated due to connection timeout|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)\b/;

/**
 * True when the error says that the database (or another server this one calls) cannot be
 * reached, is restarting, or dropped the connection: a passing state, answered 503 with
 * Retry-After rather than 500. Looks through causes and Prisma's wrapped driver errors.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const e = pending.pop();
    if (typeof e !== 'object' || e === null || seen.has(e) || seen.size > 10) continue;
    seen.add(e);
    if (e instanceof AppError) continue; // it says what it is
    const { code, originalCode, kind, message, cause, meta } = e as {
      code?: unknown;
      originalCode?: unknown;
      kind?: unknown;
      message?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    for (const c of [code, originalCode]) {
      if (typeof c === 'string' && (UNREACHABLE_CODES.has(c) || DATABASE_DOWN_CODES.has(c))) return true;
    }
    if (typeof kind === 'string' && DATABASE_DOWN_KINDS.has(kind)) return true;
    if (typeof message === 'string' && DATABASE_DOWN_MESSAGE.test(message)) return true;
    const { errors } = e as { errors?: unknown };
    pending.push(cause, meta?.driverAdapterError, ...(Array.isArray(errors) ? (errors as unknown[]) : []));
  }
  return false;
}
