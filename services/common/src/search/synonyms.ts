// The one list of abbreviations and synonyms job seekers type, applied at search time on every
// backend: OpenSearch runs it as a synonym_graph filter in its search analyzer; PostgreSQL (and
// anything else that builds its own query) asks `findConcepts` for the words' alternatives.
//
// Source and reasoning: the abbreviations a job board's searches use for job titles and
// skills, as the trades write them in postings (Stack Overflow tag synonyms for the skills:
// k8s, golang, js, ts, postgres, nodejs; the US nursing boards' titles for RN/LPN; the AICPA
// for CPA; job-title conventions for swe/sde/sre/pm/tpm/ae/sdr/bdr/csm/ea and sr/jr). Rules
// are Solr's format: "a, b" makes each term find the others; "a => a, b" is one way, used where
// the short form finds the long one but not the reverse (the long form is common and the short
// one means other things too: "pm" is also a time of day; "developer" finds engineers, but an
// "engineer" search stays an engineer search, or "sales engineer" would find "sales development").
// Never: java and javascript are different languages; "go" never matches "go-to-market" or
// "go-live" (FALSE_FRIENDS), so "golang" cannot find every sales team. ios and android need no
// rule: they are one word as typed and as written, and "ios developer" finds "iOS Engineer" by
// developer => engineer.

export const SYNONYM_RULES: readonly string[] = [
  // Roles
  // A software engineer is any software-development IC: the titles of each kind find it.
  'swe, sde, software engineer, software developer, software development engineer => swe, sde, software engineer, ' +
    'software developer, software development engineer, full stack engineer, full stack developer, ' +
    'fullstack engineer, fullstack developer, frontend engineer, frontend developer, front end engineer, ' +
    'front end developer, backend engineer, backend developer, back end engineer, back end developer, ' +
    'mobile engineer, mobile developer, ios engineer, ios developer, android engineer, android developer, web developer',
  'sre, site reliability engineer, site reliability engineering, site reliability',
  'developer => developer, engineer',
  'programmer => programmer, developer, engineer',
  'dev => dev, developer, engineer',
  'pm => pm, product manager',
  'tpm => tpm, technical program manager',
  'qa, quality assurance, sdet, test engineer, quality engineer',
  'ux, user experience',
  'ui, user interface',
  'frontend, front end',
  'backend, back end',
  'fullstack, full stack',
  // DevOps is practised under the SRE and platform titles too.
  'devops, dev ops => devops, dev ops, devsecops, sre, site reliability, platform engineer, platform engineering',
  // Most nursing titles ("School Nurse", "ICU Nurse") are registered nurses' jobs.
  'rn, registered nurse => rn, registered nurse, nurse',
  'lpn, licensed practical nurse',
  'np => np, nurse practitioner',
  'cpa, certified public accountant',
  'ae => ae, account executive',
  'sdr => sdr, sales development representative',
  'bdr => bdr, business development representative',
  'csm => csm, customer success manager',
  'ea => ea, executive assistant',
  'hr, human resources',
  'cto, chief technology officer',
  'cfo, chief financial officer',
  // Seniority as titles abbreviate it
  'sr, senior',
  'jr, junior',
  'mgr, manager',
  // Skills
  'k8s, kubernetes',
  'golang, go',
  'js, javascript',
  'ts, typescript',
  'ml, machine learning',
  'ai, artificial intelligence',
  'llm, large language model',
  'nlp, natural language processing',
  'postgres, postgresql',
  'nodejs, node js',
  'gcp, google cloud platform',
  'aws, amazon web services',
  'ecommerce, e commerce',
];

/** Phrases in which a word means something else: "go" in "go-to-market" is not the language. */
export const FALSE_FRIENDS: Readonly<Record<string, readonly string[]>> = {
  go: ['go to market', 'go live'],
};

/** Words as a search and the engine's tokenizer split them: runs of letters and digits, lower-cased. */
export function synonymWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

interface Rule {
  /** Terms that expand (every term of an equivalence; the left side of a one-way rule). */
  keys: string[][];
  /** What a key finds, itself included. */
  finds: string[][];
}

const RULES: readonly Rule[] = SYNONYM_RULES.map((rule) => {
  const [left, right] = rule.split('=>');
  const terms = (side: string) => side.split(',').map(synonymWords);
  return right === undefined
    ? { keys: terms(left!), finds: terms(left!) }
    : { keys: terms(left!), finds: terms(right) };
});

/** A span of a search's words that the list knows, and the word sequences it stands for. */
export interface Concept {
  /** Index of its first word in the words given, and one past its last. */
  start: number;
  end: number;
  /** The words as typed. */
  words: string[];
  /** Word sequences any of which satisfies it, the typed words first. */
  alternatives: string[][];
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

/** Whether the word at `at` begins a phrase in which it means something else ("go to market"). */
function withinFalseFriend(key: readonly string[], words: readonly string[], at: number): boolean {
  return falseFriendPhrases(key).some((phrase) => same(phrase, words.slice(at, at + phrase.length)));
}

/**
 * The spans of `words` the list knows, longest first at each place, left to right, never
 * overlapping. Words outside every span are not synonyms of anything.
 */
export function findConcepts(words: readonly string[]): Concept[] {
  const concepts: Concept[] = [];
  for (let at = 0; at < words.length;) {
    let best: { key: string[]; rule: Rule } | undefined;
    for (const rule of RULES) {
      for (const key of rule.keys) {
        if (
          key.length > (best?.key.length ?? 0) &&
          same(key, words.slice(at, at + key.length)) &&
          !withinFalseFriend(key, words, at)
        )
          best = { key, rule };
      }
    }
    if (!best) {
      at += 1;
      continue;
    }
    const alternatives = [best.key, ...best.rule.finds.filter((term) => !same(term, best.key))];
    concepts.push({ start: at, end: at + best.key.length, words: best.key, alternatives });
    at += best.key.length;
  }
  return concepts;
}

/** The phrases a single-word alternative must not stand in (FALSE_FRIENDS), as word lists. */
export function falseFriendPhrases(alternative: readonly string[]): string[][] {
  if (alternative.length !== 1) return [];
  return (FALSE_FRIENDS[alternative[0]!] ?? []).map(synonymWords);
}

/**
 * OpenSearch's token filter for the list, to run at search time after lower-casing and before
 * stop words and stemming (so each term is stemmed as the indexed words are).
 */
export function openSearchSynonymFilter(): { type: 'synonym_graph'; synonyms: string[] } {
  return { type: 'synonym_graph', synonyms: [...SYNONYM_RULES] };
}
