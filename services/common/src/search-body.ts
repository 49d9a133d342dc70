// POST bodies of search (the gateway's /api/search and the search service's /search) are
// either a search or {query: {id}}: one reading of them for both sides.
import { ZJobByIdRequest, ZSearchRequest, type SearchRequest } from '@highpay/contracts';
import { parseInput } from './http.js';

export type SearchBody = { byId: string } | { search: SearchRequest };

/** Parses a search body (undefined: no JSON body, the default search); a bad one is a 400 naming the field. */
export function parseSearchBody(body: unknown): SearchBody {
  if (typeof (body as { query?: unknown } | undefined)?.query === 'object')
    return { byId: parseInput(ZJobByIdRequest, body).query.id };
  return { search: parseInput(ZSearchRequest, body ?? {}) };
}
