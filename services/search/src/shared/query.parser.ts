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

/** Damerau–Levenshtein distance (adjacent transpositions count once), capped for speed. */
export function editDistance(a: string, b: string, cap = 2): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Words of five letters or more may carry one typo. */
export const MIN_TYPO_WORD_LENGTH = 5;
