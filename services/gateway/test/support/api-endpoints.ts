// Every /api endpoint the gateway answers, with a well-formed example of each, for tests
// that send every endpoint the same hostile input.
export interface ApiEndpoint {
  method: 'GET' | 'POST';
  /** The path with its params filled in; the query of a GET is part of it. */
  path: string;
  /** A body the route accepts, for POST routes. */
  body?: unknown;
}

export const PURCHASE_ID = '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c';
export const SESSION_ID = 'cs_local_0123456789abcdef0123456789abcdef';
export const SIGNATURE = 'a'.repeat(64);

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  { method: 'POST', path: '/api/search', body: { query: 'engineer', page: 1 } },
  {
    method: 'POST',
    path: '/api/newsletter',
    body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  },
  { method: 'POST', path: '/api/optimize-resume', body: { jobTitle: 'Engineer', resumeText: 'Python' } },
  { method: 'POST', path: '/api/create-checkout-session', body: { jobId: '1' } },
  { method: 'POST', path: '/api/webhooks/stripe', body: { id: 'evt_1', type: 'checkout.session.completed' } },
  { method: 'GET', path: `/api/verify-payment?session_id=${SESSION_ID}` },
  { method: 'GET', path: `/api/verify-session?sessionId=${SESSION_ID}` },
  { method: 'GET', path: '/api/jobs-with-tags' },
  { method: 'GET', path: `/api/downloads/${PURCHASE_ID}/pdf?expires=4102444800&signature=${SIGNATURE}` },
];
