import { describe, expect, it } from 'vitest';
import { parseQuery } from './query.parser.js';
import { tsQueryTexts } from './postgres-query-builder.js';

describe('the tsquery text of a search', () => {
  it('writes phrases as <->, exclusions as !, and the last word typed as a prefix, each with a slot for its weight', () => {
    // Any unit matches (coverage ranks the fuller matches first); an exclusion always holds.
    expect(tsQueryTexts(parseQuery('"product manager" -junior dev'), false)).toMatchObject({
      typed: '((product:{w} <-> manager:{w}) | dev:*{w}) & !junior',
      matchUnits: ['(product:{w} <-> manager:{w})', 'dev:*{w}'],
    });
  });

  it('leaves each bare word of 5+ letters to the typo correction: a slot the SQL fills with it and its alternatives', () => {
    expect(tsQueryTexts(parseQuery('"senior nurse" -night mangaer'), false)).toMatchObject({
      typed: '((senior:{w} <-> nurse:{w}) | mangaer:*{w}) & !night',
      template: '((senior:{w} <-> nurse:{w}) | (%1$s)) & !night',
      unitTemplates: ['(senior:{w} <-> nurse:{w})', '(%1$s)'],
      typoWords: ['mangaer'],
      typoPrefix: [true],
    });
    expect(tsQueryTexts(parseQuery('mangaer '), false).typoPrefix).toEqual([false]);
  });

  it('with synonyms, a known span is any of its alternatives, and go is never the go of go-to-market', () => {
    expect(tsQueryTexts(parseQuery('k8s engineer'), true).typed).toBe(
      '(((k8s:{w}) | (kubernetes:{w})) | engineer:*{w})',
    );
    expect(tsQueryTexts(parseQuery('golang'), true).typed).toBe(
      '(((golang:{w}) | (go:{w})) & !(go <-> to <-> market) & !(go <-> live))',
    );
    expect(tsQueryTexts(parseQuery('go to market'), true).typed).not.toContain('golang');
    expect(tsQueryTexts(parseQuery('senior go developer'), true).typed).toContain('golang');
    expect(tsQueryTexts(parseQuery('java'), true).typed).toBe('java:*{w}');
  });

  it('with synonyms, a renamed department or a state title finds its jobs, and soc is never the soc of soc 2', () => {
    expect(tsQueryTexts(parseQuery('people operations'), true).typed).toBe(
      '((people:{w} <-> operations:{w}) | (hr:{w}) | (human:{w} <-> resources:{w}) | (people:{w} <-> ops:{w}))',
    );
    expect(tsQueryTexts(parseQuery('lvn jobs'), true).typed).toContain(
      '(licensed:{w} <-> practical:{w} <-> nurse:{w})',
    );
    expect(tsQueryTexts(parseQuery('soc siem'), true).typed).toBe(
      '((((soc:{w}) | (security:{w} <-> operations:{w} <-> center:{w}) | ' +
        '(security:{w} <-> operations:{w} <-> centre:{w})) & !(soc <-> 1) & !(soc <-> 2) & !(soc <-> 3)) | siem:*{w})',
    );
  });

  it('a seniority beside a role finds nothing alone: only the role is every unit and any unit', () => {
    const texts = tsQueryTexts(parseQuery('senior ios engineer'), true);
    expect(texts).toMatchObject({ typedAll: 'ios:{w} & engineer:*{w}', typed: '(ios:{w} | engineer:*{w})' });
    expect(texts.qualifiers).toEqual([true, false, false]);
    expect(texts.matchUnits).toHaveLength(3);
  });

  it('beside other units, a span of several words also finds its words apart, but only as a span in a title', () => {
    const texts = tsQueryTexts(parseQuery('product designer figma'), true);
    expect(texts.matchUnits[0]).toContain('(product:{w} & designer:{w})');
    expect(texts.titledUnits[0]).not.toContain('&');
    // Alone, the span is what the search asks for: as typed or by its alternatives.
    expect(tsQueryTexts(parseQuery('product designer'), true).typed).not.toContain('&');
  });
});
