// Every /api endpoint the gateway answers, with a well-formed example of each, for tests
// that send every endpoint the same hostile input.
import {
  ZCreateCheckoutRequest,
  ZJobByIdRequest,
  ZNewsletterRequest,
  ZOptimizeRequest,
  ZSearchRequest,
} from '@highpay/contracts';
import type { ZodType } from 'zod';

export interface ApiEndpoint {
  method: 'GET' | 'POST';
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
export const SESSION_ID = 'cs_local_0123456789abcdef0123456789abcdef';
export const SIGNATURE = 'a'.repeat(64);

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'POST',
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
    path: '/api/newsletter',
    body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    accepts: (body) => ZNewsletterRequest.safeParse(body).success,
  },
  {
    method: 'POST',
    path: '/api/optimize-resume',
    body: { jobTitle: 'Engineer', resumeText: 'Python' },
    accepts: valid(ZOptimizeRequest),
  },
  {
    method: 'POST',
    path: '/api/create-checkout-session',
    body: { jobId: '1' },
    accepts: valid(ZCreateCheckoutRequest),
  },
  {
    method: 'POST',
    path: '/api/webhooks/stripe',
    body: { id: 'evt_1', type: 'checkout.session.completed' },
    direct: true,
    limitBytes: 512 * 1024,
    // The fuzz never signs its bodies: every one is refused.
    accepts: () => false,
  },
  { method: 'GET', path: `/api/verify-payment?session_id=${SESSION_ID}` },
  { method: 'GET', path: `/api/verify-session?sessionId=${SESSION_ID}` },
  { method: 'GET', path: '/api/jobs-with-tags' },
  { method: 'GET', path: `/api/downloads/${PURCHASE_ID}/pdf?expires=4102444800&signature=${SIGNATURE}` },
];
