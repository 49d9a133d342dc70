import { describe, expect, it } from 'vitest';
import { isStopWord } from './engine-mapping.js';
import { findConcepts, openSearchSynonymFilter, SYNONYM_RULES, synonymWords } from './synonyms.js';

const alternatives = (text: string) =>
  findConcepts(synonymWords(text)).map((c) => c.alternatives.map((a) => a.join(' ')));
/** The first span the list knows in `text`: its alternatives and related jobs, as word lists. */
const concept = (text: string) => findConcepts(synonymWords(text))[0]!;

describe('the synonym list', () => {
  // Each search finds jobs by the alternative beside it.
  it.each([
    // The abbreviations job seekers type, both ways where the long form means only that.
    ['swe', 'software engineer'],
    ['sde', 'software engineer'],
    ['sre', 'site reliability engineer'],
    ['k8s', 'kubernetes'],
    ['kubernetes', 'k8s'],
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
    // Sales, customer success, HR and finance titles and credentials: SDR and BDR are one job
    // under two names; CSM finds the client success titles too.
    ['sdr', 'bdr'],
    ['sdr', 'business development representative'],
    ['bdr', 'sales development representative'],
    ['csm', 'customer success manager'],
    ['csm', 'client success manager'],
    ['uxr', 'user researcher'],
    ['hrg', 'hr generalist'],
    ['cfa', 'chartered financial analyst'],
    ['cma', 'certified management accountant'],
    ['sfdc', 'salesforce'],
    // HR departments renamed People; the function is one, both ways.
    ['people ops', 'hr'],
    ['people ops', 'human resources'],
    ['hr', 'people operations'],
    // The vocational nurse of California and Texas holds the practical nurse's licence.
    ['lvn', 'lpn'],
    ['lvn', 'licensed practical nurse'],
    // The UK writer's title for a UX writer, and spellings.
    ['content designer', 'ux writer'],
    ['staff nurse', 'registered nurse'],
    ['paediatric', 'pediatric'],
    ['llms', 'large language models'],
    // The variant finds the common title.
    ['warehouse operative', 'warehouse associate'],
    // The help desk is tier-1 technical support; the APM is the entry-level product manager.
    ['help desk', 'technical support'],
    ['apm', 'junior product manager'],
    ['emt', 'emergency medical technician'],
    // "developer" finds engineers.
    ['developer', 'engineer'],
    ['sales engineer', 'solutions engineer'],
    // A UI developer builds front ends.
    ['ui developer', 'frontend developer'],
    ['soc', 'security operations center'],
    // Titles use AI for machine learning work.
    ['ai engineer', 'machine learning'],
    ['ai engineer', 'ml'],
    // Product companies' title for the UX designer.
    ['UX/UI designer', 'product designer'],
  ])('a search for "%s" finds "%s"', (typed, alternative) => {
    expect(alternatives(typed)[0]).toContain(alternative);
  });

  // Each stays as typed: its words name only themselves.
  it.each([
    // Java is not JavaScript, and the go of go-to-market is not the language.
    'java',
    'go to market',
    // One way: the long forms are common words and titles that keep their own matches.
    'salesforce',
    'warehouse associate',
    // An engineer search stays one: "engineer" does not find every developer.
    'engineer',
    // SOC 2 is an audit report, not a security operations center.
    'soc 2 audit',
  ])('a search for "%s" stays as typed', (typed) => {
    expect(alternatives(typed)).toEqual([]);
  });

  it('reads each known span of a search apart, as typed first', () => {
    expect(alternatives('front-end developer')).toEqual([
      ['front end', 'frontend'],
      ['developer', 'engineer'],
    ]);
    expect(alternatives('fe dev')).toEqual([
      ['fe', 'frontend', 'front end'],
      ['dev', 'developer', 'engineer'],
    ]);
    expect(alternatives('go-to-market manager')).toEqual([['manager', 'mgr']]);
    // "nurse" finds the jobs titled by the licence; "recruiter" stays a recruiter.
    expect(alternatives('nurse recruiter')).toEqual([['nurse', 'rn']]);
  });

  it("names related jobs apart from synonyms: found, and kept out of the engine's synonym filter", () => {
    const lpn = concept('lpn');
    expect(lpn.alternatives).toContainEqual(['licensed', 'practical', 'nurse']);
    expect(lpn.alternatives).not.toContainEqual(['registered', 'nurse']);
    expect(lpn.related).toContainEqual(['registered', 'nurse']);
    expect(openSearchSynonymFilter().synonyms.join('\n')).not.toContain('~');
    // The SOC analyst is the security analyst; the center's other jobs are related.
    expect(concept('soc analyst').alternatives).toContainEqual(['security', 'analyst']);
    expect(concept('soc analyst').related).toContainEqual(['security', 'operations', 'center']);
    // The QA tester is the QA analyst; the engineers who automate tests are related.
    expect(concept('qa tester').alternatives).toContainEqual(['qa', 'analyst']);
    expect(concept('qa tester').related).toContainEqual(['sdet']);
    // A UX designer search finds product designers, the trade's other designers ranked below.
    expect(concept('ux designer').alternatives).toContainEqual(['product', 'designer']);
    expect(concept('ux designer').related).toEqual(
      expect.arrayContaining([
        ['ui', 'designer'],
        ['interaction', 'designer'],
      ]),
    );
  });

  it('keeps each trade its own: java, pre-sales, UI design, assistants and ML are not what a word names', () => {
    expect(SYNONYM_RULES.join('\n')).not.toMatch(/\bjava\b/);
    expect(alternatives('sales engineer')[0]!.join(' ')).not.toMatch(/software|developer/);
    expect(alternatives('ui developer')[0]!.join(' ')).not.toContain('designer');
    expect(alternatives('executive assistant')[0]!.join(' ')).not.toContain('account');
    // One way: an ML search does not widen to every job that says AI.
    expect(alternatives('machine learning')[0]).not.toContain('ai');
  });

  it('is a list every backend reads alike: no stop words, each term on one left side only', () => {
    const keys = new Map<string, string>();
    for (const rule of SYNONYM_RULES) {
      expect(synonymWords(rule).filter(isStopWord), rule).toEqual([]);
      for (const term of rule.split('~')[0]!.split('=>')[0]!.split(',')) {
        const key = synonymWords(term).join(' ');
        expect(keys.get(key), key).toBeUndefined();
        keys.set(key, rule);
      }
    }
  });
});
