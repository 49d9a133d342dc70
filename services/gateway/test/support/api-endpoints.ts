// Every /api endpoint the gateway answers, with a well-formed example of each, for tests
// that send every endpoint the same hostile input. endpointsFor matches them to the routes
// the gateway's routers list, so a route without an example here is reported, not missed.
import {
  ZAlertSignupRequest,
  ZAlertTokenRequest,
  ZCreateCheckoutRequest,
  ZJobByIdRequest,
  ZManageAlertChangeRequest,
  ZNewsletterRequest,
  ZOptimizeRequest,
  ZReviewRequest,
  ZSearchRequest,
} from '@highpay/contracts';
import type { ZodType } from 'zod';

export interface ApiEndpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** The route's pattern as its router declares it, e.g. /api/optimizations/:id/review. */
  route: string;
  /** The path with its params filled in; the query of a GET is part of it. */
  path: string;
  /** A body the route accepts, for POST routes. */
  body?: unknown;
  /** Whether the route takes this parsed body (undefined: none was sent); the fuzz's oracle. */
  accepts?: (body: unknown) => boolean;
  /** The largest body the route reads, in bytes (1 MiB unless given). */
  limitBytes?: number;
  /** Read by the gateway's direct route (JSON.parse of the raw bytes) rather than express.json. */
  direct?: boolean;
}

const valid = (schema: ZodType) => (body: unknown) => schema.safeParse(body ?? {}).success;

export const PURCHASE_ID = '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c';
export const OPTIMIZATION_ID = '7a4e1c2b-3d5f-4a6b-8c9d-0e1f2a3b4c5d';
const TOKEN = 'v1.'.padEnd(48, 'x');
export const SESSION_ID = 'cs_local_0123456789abcdef0123456789abcdef';
export const SIGNATURE = 'a'.repeat(64);

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'POST',
    route: '/api/search',
    path: '/api/search',
    body: { query: 'engineer', page: 1 },
    direct: true,
    accepts: (body) =>
      typeof (body as { query?: unknown } | undefined)?.query === 'object'
        ? ZJobByIdRequest.safeParse(body).success
        : valid(ZSearchRequest)(body),
  },
  {
    method: 'POST',
    route: '/api/newsletter',
    path: '/api/newsletter',
    body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    accepts: (body) => ZNewsletterRequest.safeParse(body).success,
  },
  {
    method: 'POST',
    route: '/api/optimize-resume',
    path: '/api/optimize-resume',
    body: { jobTitle: 'Engineer', resumeText: 'Python' },
    accepts: valid(ZOptimizeRequest),
  },
  {
    method: 'POST',
    route: '/api/create-checkout-session',
    path: '/api/create-checkout-session',
    body: { jobId: '1' },
    accepts: valid(ZCreateCheckoutRequest),
  },
  {
    method: 'POST',
    route: '/api/webhooks/stripe',
    path: '/api/webhooks/stripe',
    body: { id: 'evt_1', type: 'checkout.session.completed' },
    direct: true,
    limitBytes: 512 * 1024,
    // The fuzz never signs its bodies: every one is refused.
    accepts: () => false,
  },
  { method: 'GET', route: '/api/verify-payment', path: `/api/verify-payment?session_id=${SESSION_ID}` },
  { method: 'GET', route: '/api/verify-session', path: `/api/verify-session?sessionId=${SESSION_ID}` },
  { method: 'GET', route: '/api/jobs-with-tags', path: '/api/jobs-with-tags' },
  {
    method: 'GET',
    route: '/api/downloads/:purchaseId/:format',
    path: `/api/downloads/${PURCHASE_ID}/pdf?expires=4102444800&signature=${SIGNATURE}`,
  },
  {
    method: 'POST',
    route: '/api/alerts',
    path: '/api/alerts',
    body: { email: 'ada@example.com', period: 'daily', criteria: { query: 'engineer' } },
    accepts: valid(ZAlertSignupRequest),
  },
  ...(['confirm', 'manage', 'unsubscribe'] as const).map((action): ApiEndpoint => ({
    method: 'POST',
    route: `/api/alerts/${action}`,
    path: `/api/alerts/${action}`,
    body: { token: TOKEN },
    accepts: valid(ZAlertTokenRequest),
  })),
  {
    method: 'POST',
    route: '/api/alerts/manage/change',
    path: '/api/alerts/manage/change',
    body: { token: TOKEN, alertId: OPTIMIZATION_ID, action: { period: 'weekly' } },
    accepts: valid(ZManageAlertChangeRequest),
  },
  {
    method: 'DELETE',
    route: '/api/optimizations/:optimizationId',
    path: `/api/optimizations/${OPTIMIZATION_ID}`,
    body: { sessionId: SESSION_ID },
  },
  {
    method: 'GET',
    route: '/api/optimizations/:id/changes',
    path: `/api/optimizations/${OPTIMIZATION_ID}/changes?session_id=${SESSION_ID}`,
  },
  {
    method: 'POST',
    route: '/api/optimizations/:id/review',
    path: `/api/optimizations/${OPTIMIZATION_ID}/review?session_id=${SESSION_ID}`,
    body: { rejected: ['c1'] },
    accepts: valid(ZReviewRequest),
  },
];

/**
 * The endpoints of these routes (those under /api), and the routes that have no example
 * above: each of those is still sent, with its params filled in and no body, but the
 * test that asks for an example of every route fails until it has one.
 */
export function endpointsFor(routes: ReadonlyArray<{ method: string; path: string }>): {
  endpoints: ApiEndpoint[];
  missing: string[];
} {
  const endpoints: ApiEndpoint[] = [];
  const missing: string[] = [];
  for (const { method, path } of routes) {
    if (!path.startsWith('/api/')) continue;
    const example = API_ENDPOINTS.find((e) => e.method === method && e.route === path);
    if (example) {
      endpoints.push(example);
      continue;
    }
    missing.push(`${method} ${path}`);
    endpoints.push({
      method: method as ApiEndpoint['method'],
      route: path,
      path: path.replace(/:\w+/g, OPTIMIZATION_ID),
    });
  }
  return { endpoints, missing };
}
