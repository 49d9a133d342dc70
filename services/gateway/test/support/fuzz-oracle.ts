// What the gateway must answer to a fuzz request, judged from the request alone: a body that
// is not JSON is a 415, one over the route's limit a 413, broken JSON or a body the route's
// schema refuses a 400. Requests the oracle cannot judge (a changed path or query, a body
// the schema takes) may get any 2xx or 4xx.
import { JSON_CONTENT_TYPE } from '@highpay/common';
import type { ApiEndpoint } from './api-endpoints.js';
import type { RawRequest } from './raw-http.js';

export type Verdict =
  | { kind: 'bad header'; status: 400 }
  | { kind: 'not JSON'; status: 415 }
  | { kind: 'too large'; status: 413 }
  | { kind: 'broken JSON'; status: 400 }
  | { kind: 'refused by the schema'; status: 400 | 413 }
  | { kind: 'wrong method'; status: '4xx' }
  | { kind: 'not judged'; status: '2xx or 4xx' };

const MIB = 1024 * 1024;

export function judge(endpoint: ApiEndpoint, request: RawRequest): Verdict {
  const notJudged: Verdict = { kind: 'not judged', status: '2xx or 4xx' };
  // Node's HTTP parser refuses a header value with a control character before the app sees it.
  if (Object.values(request.headers ?? {}).some(hasControlCharacter)) {
    return { kind: 'bad header', status: 400 };
  }
  if (request.path !== endpoint.path) return notJudged;
  const method = request.method === 'HEAD' && endpoint.method === 'GET' ? 'GET' : request.method;
  // OPTIONS is answered (200 with Allow) on any route, as HTTP has it.
  if (method === 'OPTIONS') return notJudged;
  if (method !== endpoint.method) return { kind: 'wrong method', status: '4xx' };

  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const type = request.headers?.['content-type'];
  const hasBody = body !== undefined && body.length > 0;
  // /api takes JSON only: a POST always declares it, any request with a body does.
  if ((type === undefined ? hasBody : method === 'POST' || hasBody) && !JSON_CONTENT_TYPE.test(type ?? '')) {
    return { kind: 'not JSON', status: 415 };
  }
  // express.json reads UTF-8, -16 and -32 only, and says so before it reads a body.
  const charset = /;\s*charset=([^;]+)/i
    .exec(type ?? '')?.[1]
    ?.trim()
    .toLowerCase();
  if (hasBody && charset && !endpoint.direct && !charset.startsWith('utf-')) return { kind: 'not JSON', status: 415 };
  if (body && body.length > (endpoint.limitBytes ?? MIB)) return { kind: 'too large', status: 413 };
  if (charset && charset !== 'utf-8' && !endpoint.direct) return notJudged; // read as UTF-16 or -32

  let value: unknown;
  if (!hasBody) value = type !== undefined && !endpoint.direct ? {} : undefined;
  else {
    let text = body.toString('utf8');
    // express.json drops a byte order mark and takes only an object or an array.
    if (!endpoint.direct) {
      text = text.replace(/^\ufeff/, '');
      if (!/^[\s]*[[{]/.test(text)) return { kind: 'broken JSON', status: 400 };
    }
    try {
      value = JSON.parse(text);
    } catch {
      return { kind: 'broken JSON', status: 400 };
    }
  }
  if (endpoint.method === 'GET' || !endpoint.accepts) return notJudged;
  return endpoint.accepts(value)
    ? notJudged
    : { kind: 'refused by the schema', status: endpoint.path === '/api/optimize-resume' ? 413 : 400 };
}

/** Whether the answer's status is what the verdict requires. */
export function answered(verdict: Verdict, status: number): boolean {
  switch (verdict.status) {
    case '4xx':
      return status >= 400 && status < 500;
    case '2xx or 4xx':
      return (status >= 200 && status < 300) || (status >= 400 && status < 500);
    case 413:
      return verdict.kind === 'refused by the schema' ? status === 400 || status === 413 : status === 413;
    default:
      return status === verdict.status;
  }
}

/** A character below space other than tab, or DEL. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => (c < ' ' && c !== '\t') || c === '\x7f');
}
