import { describe, expect, it } from 'vitest';
import { isStopWord } from './engine-mapping.js';
import { findConcepts, openSearchSynonymFilter, SYNONYM_RULES, synonymWords } from './synonyms.js';

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

  it('reads the short forms of sales, customer success, HR and finance titles and credentials', () => {
    // SDR and BDR are one job under two names; CSM finds the client success titles too.
    expect(alternatives('sdr')[0]).toEqual(expect.arrayContaining(['bdr', 'business development representative']));
    expect(alternatives('bdr')[0]).toContain('sales development representative');
    expect(alternatives('csm')[0]).toEqual(
      expect.arrayContaining(['customer success manager', 'client success manager']),
    );
    expect(alternatives('uxr')[0]).toContain('user researcher');
    expect(alternatives('hrg')[0]).toContain('hr generalist');
    expect(alternatives('cfa')[0]).toContain('chartered financial analyst');
    expect(alternatives('cma')[0]).toContain('certified management accountant');
    expect(alternatives('sfdc')[0]).toContain('salesforce');
    // One way: the long forms are common words and titles that keep their own matches.
    expect(alternatives('salesforce')).toEqual([]);
  });

  it("names related jobs apart from synonyms: found, and kept out of the engine's synonym filter", () => {
    const lpn = findConcepts(['lpn'])[0]!;
    expect(lpn.alternatives).toContainEqual(['licensed', 'practical', 'nurse']);
    expect(lpn.alternatives).not.toContainEqual(['registered', 'nurse']);
    expect(lpn.related).toContainEqual(['registered', 'nurse']);
    expect(openSearchSynonymFilter().synonyms.join('\n')).not.toContain('~');
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

  it('knows the names a job goes by: department renames, state and UK titles, plurals stemming misses', () => {
    // HR departments renamed People; the function is one, both ways.
    expect(alternatives('people ops')[0]).toEqual(expect.arrayContaining(['hr', 'human resources']));
    expect(alternatives('hr')[0]).toContain('people operations');
    // The vocational nurse of California and Texas holds the practical nurse's licence.
    expect(alternatives('lvn')[0]).toEqual(expect.arrayContaining(['lpn', 'licensed practical nurse']));
    // The UK writer's title for a UX writer, and spellings.
    expect(alternatives('content designer')[0]).toContain('ux writer');
    expect(alternatives('staff nurse')[0]).toContain('registered nurse');
    expect(alternatives('paediatric')[0]).toContain('pediatric');
    expect(alternatives('llms')[0]).toContain('large language models');
    // The variant finds the common title, which stays as typed ("warehouse associate" is its words).
    expect(alternatives('warehouse operative')[0]).toContain('warehouse associate');
    expect(alternatives('warehouse associate')).toEqual([]);
    // The help desk is tier-1 technical support; the APM is the entry-level product manager.
    expect(alternatives('help desk')[0]).toContain('technical support');
    expect(alternatives('apm')[0]).toContain('junior product manager');
    expect(alternatives('emt')[0]).toContain('emergency medical technician');
  });

  it('keeps each trade its own: pre-sales, recruiters and assistants are not what their other word names', () => {
    const salesEngineer = alternatives('sales engineer')[0]!;
    expect(salesEngineer).toContain('solutions engineer');
    expect(salesEngineer.join(' ')).not.toMatch(/software|developer/);
    // "nurse" finds the jobs titled by the licence; "recruiter" stays a recruiter.
    expect(alternatives('nurse recruiter')).toEqual([['nurse', 'rn']]);
    // A UI developer builds front ends; a UI designer is another trade.
    expect(alternatives('ui developer')[0]).toContain('frontend developer');
    expect(alternatives('ui developer')[0]!.join(' ')).not.toContain('designer');
    expect(alternatives('executive assistant')[0]!.join(' ')).not.toContain('account');
    // SOC 2 is an audit report, not a security operations center.
    expect(alternatives('soc')[0]).toContain('security operations center');
    expect(findConcepts(synonymWords('soc 2 audit'))).toEqual([]);
  });

  it('reads the titles trades abbreviate: FE, AI for machine learning, the SOC analyst, the QA tester', () => {
    expect(alternatives('fe dev')).toEqual([
      ['fe', 'frontend', 'front end'],
      ['dev', 'developer', 'engineer'],
    ]);
    expect(alternatives('ai engineer')[0]).toEqual(expect.arrayContaining(['machine learning', 'ml']));
    // One way: an ML search does not widen to every job that says AI.
    expect(alternatives('machine learning')[0]).not.toContain('ai');
    const soc = findConcepts(synonymWords('soc analyst'))[0]!;
    expect(soc.alternatives).toContainEqual(['security', 'analyst']);
    expect(soc.related).toContainEqual(['security', 'operations', 'center']);
    // The QA tester is the QA analyst; the engineers who automate tests are related.
    const qaTester = findConcepts(synonymWords('qa tester'))[0]!;
    expect(qaTester.alternatives).toContainEqual(['qa', 'analyst']);
    expect(qaTester.related).toContainEqual(['sdet']);
  });

  it("finds a UX designer under the product designer title, the trade's other designers ranked below", () => {
    const ux = findConcepts(synonymWords('ux designer'))[0]!;
    expect(ux.alternatives).toContainEqual(['product', 'designer']);
    expect(ux.related).toEqual(
      expect.arrayContaining([
        ['ui', 'designer'],
        ['interaction', 'designer'],
      ]),
    );
    expect(alternatives('UX/UI designer')[0]).toContain('product designer');
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
