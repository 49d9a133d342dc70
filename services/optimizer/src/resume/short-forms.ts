// Words a resume writes short and a rewrite writes out: "Mech. Eng." as "Mechanical
// Engineering", "Sac State" as "Sacramento State". The long form starts with the short one
// and is longer by at least two letters.

// A short form: a word of three to five letters cut at a period ("Mech.", "Eng."), or a
// capitalized word of three letters ("Sac"). Two letters ("St.", "Gr.") start too many words.
const CUT = /\b([A-Za-z][a-z]{2,4})\.(?!\w)|\b([A-Z][a-z]{2})\b(?![.'’-])/g;

/** The words a text writes short, lower case. */
export function shortForms(text: string): Set<string> {
  return new Set([...text.matchAll(CUT)].map((m) => (m[1] ?? m[2])!.toLowerCase()));
}

/** Whether a word (lower case) is one of these short forms written out. */
export function writesOut(word: string, shorts: ReadonlySet<string>): boolean {
  for (let n = 3; n <= Math.min(5, word.length - 2); n++) if (shorts.has(word.slice(0, n))) return true;
  return false;
}
