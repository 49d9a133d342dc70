import { describe, expect, it } from 'vitest';
import { parseQuery } from './query.parser.js';
import { queryUnits } from './query-units.js';

const qualifiers = (text: string) =>
  queryUnits(parseQuery(text), { synonyms: true, isStopWord: () => false }).map((u) => [
    u.words.join(' '),
    u.qualifier,
  ]);

describe('the units of a search', () => {
  it('a seniority beside a role is a qualifier, as a word or as a span the synonym list knows', () => {
    expect(qualifiers('senior ios engineer')).toEqual([
      ['senior', true],
      ['ios', false],
      ['engineer', false],
    ]);
    expect(qualifiers('entry level accountant')).toEqual([
      ['entry level', true],
      ['accountant', false],
    ]);
    expect(qualifiers('sr developer')).toEqual([
      ['sr', true],
      ['developer', false],
    ]);
  });

  it('a seniority alone is what the search asks for, and "new" is no seniority', () => {
    expect(qualifiers('senior')).toEqual([['senior', false]]);
    expect(qualifiers('new york nurse')).toEqual([
      ['new', false],
      ['york', false],
      ['nurse', false],
    ]);
  });
});
