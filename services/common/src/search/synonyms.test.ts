import { describe, expect, it } from 'vitest';
import { findConcepts, SYNONYM_RULES, synonymWords } from './synonyms.js';

const alternatives = (text: string) =>
  findConcepts(synonymWords(text)).map((c) => c.alternatives.map((a) => a.join(' ')));

describe('the synonym list', () => {
  it('covers the abbreviations job seekers type, both ways where the long form means only that', () => {
    for (const [short, long] of [
      ['swe', 'software engineer'],
      ['sde', 'software engineer'],
      ['sre', 'site reliability engineer'],
      ['k8s', 'kubernetes'],
      ['golang', 'go'],
      ['js', 'javascript'],
      ['ts', 'typescript'],
      ['ml', 'machine learning'],
      ['ai', 'artificial intelligence'],
      ['pm', 'product manager'],
      ['qa', 'quality assurance'],
      ['ux', 'user experience'],
      ['frontend', 'front end'],
      ['backend', 'back end'],
      ['fullstack', 'full stack'],
      ['devops', 'dev ops'],
      ['rn', 'registered nurse'],
      ['cpa', 'certified public accountant'],
    ]) {
      expect(alternatives(short!)[0], short).toContain(long);
    }
    expect(alternatives('kubernetes')[0]).toContain('k8s');
    expect(alternatives('front-end developer')).toEqual([
      ['front end', 'frontend'],
      ['developer', 'engineer'],
    ]);
  });

  it('never turns java into javascript, nor go into go-to-market', () => {
    expect(alternatives('java')).toEqual([]);
    expect(SYNONYM_RULES.join('\n')).not.toMatch(/\bjava\b/);
    expect(alternatives('go to market')).toEqual([]);
    expect(alternatives('go-to-market manager')).toEqual([['manager', 'mgr']]);
    const go = findConcepts(['golang'])[0]!;
    expect(go.alternatives).toContainEqual(['go']);
  });

  it('an engineer search stays one: "developer" finds engineers, "engineer" does not find every developer', () => {
    expect(alternatives('developer')[0]).toContain('engineer');
    expect(alternatives('engineer')).toEqual([]);
  });
});
