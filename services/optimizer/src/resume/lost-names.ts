// A proper name of a bullet of the resume ("USS Bataan", "Froedtert Hospital") stays in the
// document: a rewrite that drops it, with no other line of the output stating it, is withdrawn.
import { isBulletLine, stripBullet } from './bullets.js';
import { expandedWords, wordsOf } from './change-guard.js';
import { tokenize } from './skills.js';

/** Runs of two or more capitalized words inside a line (not the word opening it or a clause), as written. */
export function namesIn(line: string): string[] {
  const text = stripBullet(line);
  const tokens = tokenize(text);
  const out: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length >= 2) out.push(run.join(' '));
    run = [];
  };
  tokens.forEach((t, i) => {
    const gap = i === 0 ? text.slice(0, t.start) : text.slice(tokens[i - 1]!.end, t.start);
    // A word opening the line or a clause is no name ("Maintained Johnson Controls"), but an acronym is ("USS Bataan").
    const opens = (i === 0 || /[.;:!?(—–|•]|\s-\s/.test(gap)) && !/^[A-Z]{2,}$/.test(t.text);
    if (!/^\s*$/.test(gap)) close();
    if (opens || !/^[A-Z]/.test(t.text) || /^[A-Z]\W/.test(t.text)) close();
    else run.push(t.text);
  });
  close();
  return out;
}

/** Whether one letter sequence is found, in order, in a word starting with its first letter ("Fdn" in "foundation"). */
const within = (short: string, word: string) => {
  if (word[0] !== short[0] || word.length <= short.length) return false;
  let at = 0;
  for (const c of short) {
    at = word.indexOf(c, at) + 1;
    if (at === 0) return false;
  }
  return true;
};

/**
 * What a text states, read once: given lines, the first name of theirs it does not state (a word
 * neither there, read out, nor written out).
 */
export function lostNameIn(text: string): (lines: readonly string[]) => string | undefined {
  const present = new Set([...wordsOf(text), ...expandedWords(text)]);
  const words = [...new Set(tokenize(text.toLowerCase()).map((t) => t.lower))];
  const stated = (word: string) => {
    const w = word.toLowerCase();
    return (
      [...wordsOf(word), ...expandedWords(word)].some((r) => present.has(r)) ||
      (w.length <= 5 && words.some((t) => within(w, t)))
    );
  };
  return (lines) => {
    for (const line of lines) {
      if (!isBulletLine(line)) continue; // a heading's words, and a detail it may leave out, are held by the heading rules
      const name = namesIn(line).find((n) => n.split(' ').some((w) => !stated(w)));
      if (name) return name;
    }
    return undefined;
  };
}
