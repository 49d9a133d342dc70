import { describe, expect, it } from 'vitest';
import { toTsQueryText } from '../backends/postgres/postgres-query-builder.js';
import { editDistance, parseQuery } from './query.parser.js';

describe('parsing what a job seeker types', () => {
  it('treats the last word being typed as a prefix', () => {
    expect(toTsQueryText(parseQuery('frontend devel'))).toBe('frontend & devel:*');
    expect(toTsQueryText(parseQuery('frontend devel '))).toBe('frontend & devel');
  });

  it('keeps "quoted phrases" together and -exclusions apart', () => {
    expect(toTsQueryText(parseQuery('"product manager" -junior remote'))).toBe(
      '(product <-> manager) & !junior & remote:*',
    );
    expect(toTsQueryText(parseQuery('-"on call" nurse'))).toBe('!(on <-> call) & nurse:*');
  });

  it('drops operators and punctuation, so no input can break the query', () => {
    expect(toTsQueryText(parseQuery("c++ & | ! ( ) : * '<->' node.js"))).toBe('c & node & js:*');
    expect(parseQuery('!!! ??? ').clauses).toEqual([]);
  });

  it('offers typo alternatives next to the word itself', () => {
    const alts = new Map([['mangaer', ['manager']]]);
    expect(toTsQueryText(parseQuery('mangaer'), alts)).toBe('(mangaer:* | manager:*)');
  });

  it('counts one typo, including a swap of neighbouring letters, as one edit', () => {
    expect(editDistance('enginer', 'engineer')).toBe(1);
    expect(editDistance('mangaer', 'manager')).toBe(1);
    expect(editDistance('nurze', 'nurse')).toBe(1);
    expect(editDistance('design', 'engineer')).toBeGreaterThan(1);
  });
});
