// Malformed requests for the /api fuzz test, drawn from a seeded PRNG so that a failing run
// is repeated exactly by its seed: bodies of the wrong type, shape, size, depth, encoding
// and syntax; odd methods, paths, params, queries and headers.
import type { Random } from '@highpay/common/seed/random';
import type { ApiEndpoint } from './api-endpoints.js';
import type { RawRequest } from './raw-http.js';

const STRINGS = [
  '',
  ' ',
  '..',
  '../../readyz',
  '%2E%2E',
  '\u0000',
  '\ud800',
  'é',
  '🙂'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'cs_local_',
  'cs_' + 'a'.repeat(300),
  '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
  'NaN',
  '-1',
  '1e309',
  'Full Time',
  'Technology',
  'remote',
];
const NUMBERS = [0, -1, 1, 2 ** 31, 2 ** 53 + 1, -0, 0.5, 1e308, Number.MAX_SAFE_INTEGER];
const CONTENT_TYPES: readonly (string | undefined)[] = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/jsonp',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  ';;;',
  undefined,
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

export function hostileRequest(random: Random, endpoint: ApiEndpoint): RawRequest {
  const method = random.chance(0.85) ? endpoint.method : random.pick(METHODS);
  const path = random.chance(0.3) ? mutatePath(random, endpoint.path) : endpoint.path;
  const headers: Record<string, string> = {};
  const type = random.chance(0.6) ? 'application/json' : random.pick(CONTENT_TYPES);
  if (type !== undefined) headers['content-type'] = type;
  if (random.chance(0.2)) headers['x-forwarded-for'] = random.pick(['1.2.3.4', 'nonsense', '::1, 10.0.0.1', '']);
  if (random.chance(0.1)) headers.cookie = `hp_credits=${random.pick(STRINGS)}.${random.pick(STRINGS)}`;
  if (random.chance(0.1)) headers['stripe-signature'] = random.pick(['t=1,v1=00', 'garbage', '']);
  // A control character in a header value, often enough that every run sends a few dozen.
  if (random.chance(0.02)) headers['x-request-note'] = random.pick(['a\u0000b', 'bell\u0007', 'tab\u000bbed']);
  const body =
    method === 'GET' || method === 'HEAD'
      ? random.chance(0.1)
        ? hostileBody(random, {})
        : undefined
      : hostileBody(random, endpoint.body ?? {});
  return { method, path, headers, body };
}

function hostileBody(random: Random, valid: unknown): string | Buffer {
  const text = JSON.stringify(valid);
  switch (random.int(0, 10)) {
    case 0:
      return JSON.stringify(randomValue(random, 4));
    case 9:
      // Over the routes' body limits (1 MiB; 512 KiB for the webhook).
      return JSON.stringify({ ...(valid as object), pad: 'x'.repeat(random.int(1_050_000, 1_300_000)) });
    case 1:
      return JSON.stringify(mutateValue(random, valid));
    case 2:
      return text.slice(0, random.int(0, text.length - 1)); // broken JSON
    case 3:
      return `${'['.repeat(random.int(100, 20_000))}${']'.repeat(random.int(0, 1))}`;
    case 4:
      return deepJson(random.int(100, 50_000));
    case 5:
      return Buffer.from(Array.from({ length: random.int(1, 512) }, () => random.int(0, 255)));
    case 6:
      return `\ufeff${text}`;
    case 7:
      // Keys that would reach Object.prototype if anything merged the body into an object.
      return `{"__proto__":{"polluted":true},"constructor":{"prototype":1}${text.length > 2 ? `,${text.slice(1)}` : '}'}`;
    case 8:
      return JSON.stringify(mutateValue(random, valid)).replace(/"[^"]*"/, `"${'x'.repeat(random.int(1, 70_000))}"`);
    default:
      return random.pick(['', 'null', 'true', '0', '"x"', '[]', '{}', '{"a":1,"a":2}', 'NaN', '{"x":1e999}']);
  }
}

/** The endpoint's own body with one field replaced by something of the wrong type or size. */
function mutateValue(random: Random, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return randomValue(random, 3);
  const fields = Object.keys(value);
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const key = fields.length > 0 && random.chance(0.8) ? random.pick(fields) : random.pick([...STRINGS, 'query', 'id']);
  if (random.chance(0.15)) delete copy[key];
  else copy[key] = randomValue(random, 3);
  return copy;
}

function randomValue(random: Random, depth: number): unknown {
  switch (random.int(0, depth > 0 ? 6 : 3)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick(NUMBERS);
    case 3:
      return random.pick(STRINGS);
    case 4:
      return Array.from({ length: random.int(0, 4) }, () => randomValue(random, depth - 1));
    case 5:
      return { id: randomValue(random, depth - 1) };
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(0, 4) }, () => [random.pick(STRINGS), randomValue(random, depth - 1)]),
      );
  }
}

/** {"query":{"query":…"bottom"…}}, written out: deeper than JSON.stringify could go. */
function deepJson(levels: number): string {
  return `${'{"query":'.repeat(levels)}"bottom"${'}'.repeat(levels)}`;
}

const PATH_PIECES = ['..', '%2E%2E', '%2F', '%00', '%', '%E0%A4%A', '%C0%AE', ';', '~', 'x'.repeat(3_000), '🙂', '%20'];

/** The path with a segment or the query replaced by something no link of ours has. */
function mutatePath(random: Random, path: string): string {
  const [pathname = '', query] = path.split('?');
  const segments = pathname.split('/');
  switch (random.int(0, 3)) {
    case 0: {
      const at = random.int(2, Math.max(2, segments.length - 1));
      segments[at] = random.pick(PATH_PIECES);
      return `${segments.join('/')}${query ? `?${query}` : ''}`;
    }
    case 1:
      return `${pathname}?${randomQuery(random)}`;
    case 2:
      return `${pathname}/${random.pick(PATH_PIECES)}${query ? `?${query}` : ''}`;
    default:
      return `${pathname}?${query ?? ''}&${randomQuery(random)}`;
  }
}

function randomQuery(random: Random): string {
  const name = random.pick(['session_id', 'sessionId', 'expires', 'signature', 'limit', 'q', 'a[b]', 'session_id[]']);
  const value = random.pick([...PATH_PIECES, ...STRINGS.map(encodeLoosely)]);
  return Array.from({ length: random.int(1, 3) }, () => `${name}=${value}`).join('&');
}

/** A lone surrogate has no UTF-8: sent as the bytes a careless client would write for it. */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/**
 * A webhook event body that is not a valid event: a checkout.session event (or one of
 * another type) with one of the fields a payment is read from broken (missing, null, or of
 * the wrong type), sometimes not an object at all. None of them may pay for anything.
 */
export function malformedEvent(random: Random, session: { sessionId: string; purchaseId: string }): string {
  const type = random.pick([
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.expired',
    'checkout.session.async_payment_failed',
    'customer.created',
  ]);
  const object: Record<string, unknown> = {
    id: session.sessionId,
    object: 'checkout.session',
    amount_total: 500,
    currency: 'usd',
    client_reference_id: session.purchaseId,
    metadata: { purchaseId: session.purchaseId },
    payment_status: 'paid',
    status: 'complete',
  };
  const event: Record<string, unknown> = {
    id: `evt_fuzz_${random.int(0, 2 ** 40).toString(36)}`,
    object: 'event',
    type,
    data: { object },
  };
  // Each of these is wrong for every field above (XTS is the code reserved for tests).
  const wrong = () => random.pick([null, 0, 500.5, -1, 1e21, '500', 'XTS', true, [], {}, [500], { id: 'x' }]);
  const broken = random.pick([
    'body',
    'id',
    'type',
    'data',
    'data.object',
    'object.id',
    'amount_total',
    'currency',
    'payment_status',
  ] as const);
  switch (broken) {
    case 'body':
      return JSON.stringify(random.pick([null, 0, 'event', [], [event], true]));
    case 'id':
      // Any string is a valid event id: only a missing or non-string one is malformed.
      if (random.chance(0.2)) delete event.id;
      else event.id = random.pick([null, 0, true, [], {}, [500], { id: 'x' }]);
      break;
    case 'type':
    case 'data':
      if (random.chance(0.2)) delete event[broken];
      else event[broken] = wrong();
      break;
    case 'data.object':
      event.data = random.chance(0.2) ? {} : { object: wrong() };
      break;
    case 'object.id':
      object.id = wrong();
      break;
    default:
      if (random.chance(0.2)) delete object[broken];
      else object[broken] = wrong();
  }
  // Sometimes a field no payment depends on is odd as well.
  if (random.chance(0.3)) object[random.pick(['metadata', 'client_reference_id', 'status'])] = wrong();
  return JSON.stringify(event);
}
