import { describe, expect, it } from 'vitest';
import { parseQuery, type QueryClause } from './query.parser.js';

const word = (w: string, over: Partial<QueryClause> = {}): QueryClause => ({
  words: [w],
  negated: false,
  prefix: false,
  ...over,
});

describe('parsing what a job seeker types', () => {
  it('treats the last word being typed as a prefix', () => {
    expect(parseQuery('frontend devel').clauses).toEqual([word('frontend'), word('devel', { prefix: true })]);
    expect(parseQuery('frontend devel ').clauses).toEqual([word('frontend'), word('devel')]);
  });

  it('keeps "quoted phrases" together and -exclusions apart', () => {
    expect(parseQuery('"product manager" -junior remote').clauses).toEqual([
      { words: ['product', 'manager'], negated: false, prefix: false },
      word('junior', { negated: true }),
      word('remote', { prefix: true }),
    ]);
    expect(parseQuery('-"on call" nurse').clauses).toEqual([
      { words: ['on', 'call'], negated: true, prefix: false },
      word('nurse', { prefix: true }),
    ]);
  });

  it('drops operators and punctuation, so no input can break the query', () => {
    expect(parseQuery("c++ & | ! ( ) : * '<->' node.js").clauses).toEqual([
      word('c'),
      word('node'),
      word('js', { prefix: true }),
    ]);
    expect(parseQuery('!!! ??? ').clauses).toEqual([]);
  });
});
