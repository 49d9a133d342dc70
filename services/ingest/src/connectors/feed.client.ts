// Fetches a feed's JSON safely: only from the connector's hosts (redirects included), with a
// timeout per attempt, a cap on the bytes read, and retries with backoff and full jitter on
// 429, 5xx and network failures, honouring Retry-After.
import { AppError, type ErrorCode } from '@highpay/common/errors';

export type FeedFailure = 'host-not-allowed' | 'too-large' | 'timeout' | 'http' | 'network' | 'bad-json' | 'bad-format';

const FAILURE_CODES: Record<FeedFailure, ErrorCode> = {
  'host-not-allowed': 'FORBIDDEN',
  'too-large': 'PAYLOAD_TOO_LARGE',
  timeout: 'TIMEOUT',
  http: 'UPSTREAM_FAILED',
  network: 'UPSTREAM_FAILED',
  'bad-json': 'UPSTREAM_FAILED',
  'bad-format': 'UPSTREAM_FAILED',
};

/** A feed that could not be read; `failure` says why, `httpStatus` is the HTTP status it answered. */
export class FeedError extends AppError {
  override name = 'FeedError';
  readonly httpStatus: number | undefined;
  /** The answer's Retry-After header, as sent. */
  readonly retryAfter: string | null;
  constructor(
    readonly failure: FeedFailure,
    message: string,
    details: { status?: number; retryAfter?: string | null; cause?: unknown } = {},
  ) {
    super(FAILURE_CODES[failure], message, { cause: details.cause });
    this.httpStatus = details.status;
    this.retryAfter = details.retryAfter ?? null;
  }
}

export interface FeedClientOptions {
  /** Per attempt, headers and body together. */
  timeoutMs?: number;
  /** Largest body read; a bigger one is refused while it streams. */
  maxBytes?: number;
  /** Attempts after the first. */
  retries?: number;
  baseDelayMs?: number;
  /** Longest wait between attempts; a Retry-After beyond it ends the attempts. */
  maxDelayMs?: number;
  maxRedirects?: number;
  userAgent?: string;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  /** In [0, 1): the jitter's draw. */
  random?: () => number;
}

export interface FeedClient {
  /** The JSON at the URL, whose host (and every redirect's) must be one of `allowedHosts`. */
  getJson(url: URL, allowedHosts: readonly string[], signal?: AbortSignal): Promise<unknown>;
}

export const FEED_CLIENT_DEFAULTS = {
  timeoutMs: 20_000,
  maxBytes: 25 * 1024 * 1024,
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  maxRedirects: 3,
  userAgent: 'HighPayJobs-ingest/0.1',
} as const;

const RETRY_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createFeedClient(options: FeedClientOptions = {}): FeedClient {
  const settings = { ...FEED_CLIENT_DEFAULTS, ...options };
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;

  async function attempt(url: URL, allowedHosts: readonly string[], signal?: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let current = url;
    try {
      for (let hop = 0; ; hop++) {
        assertAllowed(current, allowedHosts);
        const response = await doFetch(current, {
          redirect: 'manual',
          signal: combined,
          headers: { accept: 'application/json', 'user-agent': settings.userAgent },
        });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          if (hop >= settings.maxRedirects) throw new FeedError('http', `too many redirects from ${url.host}`);
          current = new URL(location, current);
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new FeedError('http', `${current.host} answered HTTP ${response.status}`, {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
          });
        }
        return parseJson(await readCapped(response, settings.maxBytes), current);
      }
    } catch (error) {
      if (error instanceof FeedError) throw error;
      if (timeout.aborted) throw new FeedError('timeout', `${current.host} took over ${settings.timeoutMs} ms`);
      if (signal?.aborted) throw error;
      throw new FeedError('network', `${current.host} could not be reached`, { cause: error });
    }
  }

  return {
    async getJson(url, allowedHosts, signal) {
      for (let attemptNo = 0; ; attemptNo++) {
        try {
          return await attempt(url, allowedHosts, signal);
        } catch (error) {
          const wait = retryDelay(error, attemptNo);
          if (wait === null || signal?.aborted) throw error;
          await sleep(wait);
        }
      }
    },
  };

  /** How long to wait before the next attempt, or null when there is none to make. */
  function retryDelay(error: unknown, attemptNo: number): number | null {
    if (!(error instanceof FeedError) || attemptNo >= settings.retries) return null;
    const retryable =
      error.failure === 'network' ||
      error.failure === 'timeout' ||
      (error.failure === 'http' && error.httpStatus !== undefined && RETRY_STATUSES.has(error.httpStatus));
    if (!retryable) return null;
    const retryAfter = retryAfterMs(error.retryAfter);
    if (retryAfter !== null) return retryAfter <= settings.maxDelayMs ? retryAfter : null;
    // Full jitter: anywhere between nothing and the exponential ceiling.
    return Math.floor(random() * Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** attemptNo));
  }
}

/** Refuses a URL whose host is not the connector's, or plain http anywhere but this machine. */
export function assertAllowed(url: URL, allowedHosts: readonly string[]): void {
  const host = url.host.toLowerCase();
  if (!allowedHosts.some((h) => h.toLowerCase() === host)) {
    throw new FeedError('host-not-allowed', `${host} is not a host of this feed`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new FeedError('host-not-allowed', `${url.protocol} is not allowed for ${host}`);
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new FeedError('too-large', `the feed declares ${declared} bytes, over the ${maxBytes} cap`);
  }
  if (!response.body) return new Uint8Array();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FeedError('too-large', `the feed sent over the ${maxBytes} byte cap`);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function parseJson(body: Uint8Array, url: URL): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body)) as unknown;
  } catch (error) {
    throw new FeedError('bad-json', `${url.host} sent a body that is not JSON`, { cause: error });
  }
}
