// Structured logs (pino). Every line names its service; HTTP lines carry the request id.
// JSON by default, written asynchronously (a burst of requests shares a write); LOG_FORMAT=pretty
// gives readable lines for a person at a terminal (`make start` sets it there).
// Secrets and personal data never reach a line: cookies, credentials, checkout session ids,
// download signatures and resume text are censored wherever a request or a caller puts them.
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };
export type LogFormat = 'json' | 'pretty';

export const REDACTED = '[Redacted]';

/** Fields that may hold a secret or a person's data, by name wherever a log call puts them. */
const SECRET_FIELDS = ['sessionId', 'session_id', 'signature', 'resumeText', 'optimizedResume', 'token'];

/** pino's redact paths: request and response headers, query and params, bodies, and SECRET_FIELDS. */
export const REDACTED_LOG_PATHS = [
  ...['cookie', 'authorization', 'proxy-authorization', 'stripe-signature', 'x-credit-sessions'].map(
    (header) => `req.headers["${header}"]`,
  ),
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [`req.query.${field}`, `req.params.${field}`]),
  'req.body',
  // body-parser's errors carry the body they could not parse.
  'err.body',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** A checkout session id (ZSessionId), on its own or percent-encoded inside a parameter. */
const CHECKOUT_SESSION_ID = /(?<=^|[^A-Za-z0-9]|%[0-9A-Fa-f]{2})cs_[A-Za-z0-9_]{8,}/g;
const SECRET_QUERY_KEYS = new Set(SECRET_FIELDS);

/** A URL fit for a log line: checkout session ids and the values of secret query parameters censored. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(CHECKOUT_SESSION_ID, REDACTED);
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // A malformed escape is logged as it came, the value censored below all the same.
      }
      return SECRET_QUERY_KEYS.has(name) ? `${key}=${REDACTED}` : pair.replace(CHECKOUT_SESSION_ID, REDACTED);
    });
  return `${path}?${query.join('&')}`;
}

export function createLogger(
  service: string,
  level: string,
  format: LogFormat = 'json',
  /** Where the lines go (tests capture them); standard output by default. */
  destination?: DestinationStream,
): Logger {
  const options = {
    name: service,
    level,
    base: { service },
    redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
    // The last net: a checkout session id anywhere in a line (a message, an error's text).
    hooks: { streamWrite: (line: string) => line.replace(CHECKOUT_SESSION_ID, REDACTED) },
  };
  if (format === 'pretty') {
    return pino(
      options,
      pretty({
        colorize: true,
        singleLine: true,
        ignore: 'pid,hostname,service',
        translateTime: 'HH:MM:ss',
        destination: destination ?? 1,
      }),
    );
  }
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
