// What a search asks for, unit by unit, the same on every backend: each word, "quoted phrase"
// or span the synonym list knows (`findConcepts`); a job holding any unit matches, and each unit
// it holds ranks it higher. A known span is found by any of its alternatives ("k8s" by
// "kubernetes", "front end" by "frontend").
import { falseFriendPhrases, findConcepts } from './synonyms.js';
import type { ParsedQuery, QueryClause } from './query.parser.js';

export interface QueryUnit {
  /** The words as typed: one word, a phrase's words, or a known span's. */
  words: string[];
  /** Word sequences any of which satisfies the unit, the typed words first. */
  alternatives: string[][];
  /** Word sequences of related jobs (a known span's, synonyms.ts): found too, ranked below. */
  related: string[][];
  /** The typed clause, for a single word or a quoted phrase (null for a known span). */
  clause: QueryClause | null;
  /** A single-word alternative never counts inside these phrases ("go" in "go to market"). */
  notIn: string[][];
  /**
   * A seniority (SENIORITY_WORDS) beside other units: it ranks the jobs the others find but
   * finds none alone ("senior ios engineer" wants iOS engineers first, not senior anything).
   */
  qualifier: boolean;
}

/**
 * Words that name a level, not a job: "senior ios engineer" names a role at a level, and the
 * role at another level is nearer what the seeker wants than another role at that level.
 */
export const SENIORITY_WORDS: ReadonlySet<string> = new Set([
  'senior',
  'sr',
  'snr',
  'junior',
  'jr',
  'jnr',
  'principal',
  'staff',
  'lead',
  'mid',
  'entry',
  'intern',
  'internship',
  'director',
  'head',
]);

/**
 * The units a job is matched by (exclusions apart), in the order typed. With `synonyms`, runs of
 * bare words are read for spans of the synonym list; `isStopWord` drops the words no backend
 * looks for (after the spans are read, so "go to market" is never "golang").
 */
export function queryUnits(
  parsed: ParsedQuery,
  options: { synonyms: boolean; isStopWord: (word: string) => boolean },
): QueryUnit[] {
  const units: QueryUnit[] = [];
  const positive = parsed.clauses.filter((c) => !c.negated);
  let run: QueryClause[] = [];
  const flush = () => {
    const words = run.map((c) => c.words[0]!);
    const concepts = options.synonyms ? findConcepts(words) : [];
    let at = 0;
    for (const concept of [...concepts, undefined]) {
      const until = concept?.start ?? words.length;
      for (; at < until; at += 1) {
        const clause = run[at]!;
        if (!options.isStopWord(clause.words[0]!)) units.push(wordUnit(clause));
      }
      if (concept) {
        units.push({
          words: concept.words,
          alternatives: concept.alternatives,
          related: concept.related,
          clause: null,
          notIn: concept.alternatives.flatMap(falseFriendPhrases),
          qualifier: false,
        });
        at = concept.end;
      }
    }
    run = [];
  };
  for (const clause of positive) {
    if (clause.words.length === 1) {
      run.push(clause);
      continue;
    }
    flush();
    units.push({ words: clause.words, alternatives: [clause.words], related: [], clause, notIn: [], qualifier: false });
  }
  flush();
  // A seniority is a qualifier only beside a unit that is not one: "senior" alone finds senior jobs.
  if (units.some((u) => !isSeniority(u))) for (const u of units) u.qualifier = isSeniority(u);
  return units;
}

/** A seniority word, or a span the synonym list reads as one ("entry level", "new grad"). */
function isSeniority(unit: QueryUnit): boolean {
  if (unit.clause) return unit.words.length === 1 && SENIORITY_WORDS.has(unit.words[0]!);
  return unit.alternatives.some((alt) => alt.length === 1 && SENIORITY_WORDS.has(alt[0]!));
}

function wordUnit(clause: QueryClause): QueryUnit {
  return { words: clause.words, alternatives: [clause.words], related: [], clause, notIn: [], qualifier: false };
}
