// A feed or rates host that cannot be reached (no network, DNS, refused, timed out) is an
// expected failure: its log line gives the reason in words, not a stack trace. Any other
// failure keeps its error, stack and all.
import { FeedError } from './feed.client.js';

const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Whether the error says a host could not be reached. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof FeedError) return error.failure === 'network' || error.failure === 'timeout';
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return error.message === 'fetch failed' && (typeof code !== 'string' || NETWORK_CODES.has(code));
}

/** The message, and its causes' messages: "api.lever.co could not be reached: fetch failed: getaddrinfo ENOTFOUND api.lever.co". */
export function reasonOf(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e instanceof Error && parts.length < 4; e = e.cause) {
    if (!parts.some((p) => p.includes(e instanceof Error ? e.message : ''))) parts.push(e.message);
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}

/** The fields to log a failure with: the reason alone when a host could not be reached, else the error. */
export function failureLogFields(error: unknown): { reason: string } | { err: unknown } {
  return isUnreachable(error) ? { reason: reasonOf(error) } : { err: error };
}
