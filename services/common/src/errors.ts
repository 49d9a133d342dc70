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
