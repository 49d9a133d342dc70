import { describe, expect, it } from 'vitest';
import { parseQuery } from './query.parser.js';
import { tsQueryTexts } from './postgres-query-builder.js';

describe('the tsquery text of a search', () => {
  it('writes phrases as <->, exclusions as !, and the last word typed as a prefix, each with a slot for its weight', () => {
    expect(tsQueryTexts(parseQuery('"product manager" -junior dev')).typed).toBe(
      '(product:{w} <-> manager:{w}) & !junior:{w} & dev:*{w}',
    );
  });

  it('leaves each bare word of 5+ letters to the typo correction: a slot the SQL fills with it and its alternatives', () => {
    expect(tsQueryTexts(parseQuery('"senior nurse" -night mangaer rn'))).toEqual({
      typed: '(senior:{w} <-> nurse:{w}) & !night:{w} & mangaer:{w} & rn:*{w}',
      template: '(senior:{w} <-> nurse:{w}) & !night:{w} & (%1$s) & rn:*{w}',
      typoWords: ['mangaer'],
      typoPrefix: [false],
    });
    expect(tsQueryTexts(parseQuery('mangaer')).typoPrefix).toEqual([true]);
  });
});
