// Parses what a job seeker types into words, "quoted phrases" and -exclusions, the
// way web search boxes do. Only letters and digits survive, so the result can be put
// into a tsquery (or an Elasticsearch query) without escaping.

export interface QueryClause {
  /** One word, or several for a phrase. Lower-cased. */
  words: string[];
  negated: boolean;
  /** The last bare word the user was still typing: matched as a prefix. */
  prefix: boolean;
}

export interface ParsedQuery {
  clauses: QueryClause[];
}

const WORD = /[\p{L}\p{N}]+/gu;

export function parseQuery(text: string): ParsedQuery {
  const clauses: QueryClause[] = [];
  const pattern = /(-?)"([^"]*)"?|(-?)([^\s"]+)/g;
  let match: RegExpExecArray | null;
  let lastBare: QueryClause | undefined;
  while ((match = pattern.exec(text)) !== null) {
    const isPhrase = match[2] !== undefined;
    const negated = (isPhrase ? match[1] : match[3]) === '-';
    const raw = isPhrase ? match[2]! : match[4]!;
    const words = (raw.toLowerCase().match(WORD) ?? []).slice(0, 8);
    if (words.length === 0) continue;
    if (isPhrase) {
      clauses.push({ words, negated, prefix: false });
      lastBare = undefined;
    } else {
      // "full-stack" or "c++/go" are several words, each required.
      for (const word of words) {
        const clause = { words: [word], negated, prefix: false };
        clauses.push(clause);
        lastBare = negated ? undefined : clause;
      }
    }
  }
  const endsInWord = /[\p{L}\p{N}]$/u.test(text.trimEnd()) && text === text.trimEnd();
  if (lastBare && endsInWord && clauses[clauses.length - 1] === lastBare) lastBare.prefix = true;
  return { clauses: clauses.slice(0, 16) };
}

export function hasPositiveClause(query: ParsedQuery): boolean {
  return query.clauses.some((c) => !c.negated);
}

/** Words of five letters or more may carry one typo. */
export const MIN_TYPO_WORD_LENGTH = 5;

/** A word that may carry a typo: a bare word of 5+ letters the job must have. */
export const mayCarryTypo = (clause: QueryClause): boolean =>
  !clause.negated && clause.words.length === 1 && clause.words[0]!.length >= MIN_TYPO_WORD_LENGTH;
