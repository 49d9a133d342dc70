import { describe, expect, it } from 'vitest';
import { allIdPages, bulkFailures } from './engine.client.js';

describe('a bulk answer read for failures', () => {
  it('names a refused write and a write to a missing index, and counts neither an older version nor the delete of a missing id', () => {
    const failures = bulkFailures(
      [
        { index: { _id: '1', status: 201 } },
        { index: { _id: '2', status: 409, error: { type: 'version_conflict_engine_exception' } } },
        { delete: { _id: '3', status: 404 } },
        { index: { _id: '4', status: 400, error: { type: 'mapper_parsing_exception' } } },
        { delete: { _id: '5', status: 503, error: { type: 'unavailable_shards_exception' } } },
        { index: { _id: '6', status: 404, error: { type: 'index_not_found_exception' } } },
      ],
      'alert',
    );
    expect(failures).toEqual([
      'alert 4: {"type":"mapper_parsing_exception"}',
      'alert 5: {"type":"unavailable_shards_exception"}',
      'alert 6: {"type":"index_not_found_exception"}',
    ]);
  });
});

describe('an id search read page by page', () => {
  it('asks for the next page after the last id until a page comes back short', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const asked: unknown[] = [];
    const hits = await allIdPages(
      async (body) => {
        asked.push(body.search_after);
        const from = body.search_after ? ids.indexOf(String(body.search_after[0])) + 1 : 0;
        return ids.slice(from, from + (body.size ?? 0)).map((id) => ({ _id: id, fields: { slot: [id] } }));
      },
      { query: { match_all: {} } },
      2,
    );
    expect(hits.map((hit) => hit.id)).toEqual(ids);
    expect(hits[0]!.fields).toEqual({ slot: ['a'] });
    expect(asked).toEqual([undefined, ['b'], ['d']]);
  });
});
