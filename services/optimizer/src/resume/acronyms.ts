// Acronyms and their names written out: "Basic Life Support" for "BLS", "Prehospital Trauma
// Life Support" for "PHTLS", "Certified Risk Adjustment Coder (CRC)". A name written out for
// an acronym of the resume is no new name.
import { tokenize, type Token } from './skills.js';

const ACRONYM_JOINERS = new Set(['of', 'and', '&', 'for', 'the', 'in', 'on', 'to']);
// Between two words of a name: spaces, or a possessive ("Accredited Buyer's Representative").
const NAME_GAP = /^(?:['’]s)?\s+$/;
const RUN_MAX = 8;

/** A text's acronyms ("BLS", "O&M"), lower case, letters only. */
export function acronymsIn(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((t) => /^[A-Z][A-Z&]{1,7}$/.test(t.text))
      .map((t) => t.lower.replace(/&/g, '')),
  );
}

interface RunWord {
  /** Each hyphen-joined part of the word, lower case ("catheter", "associated"). */
  parts: string[];
  joiner: boolean;
}

/**
 * Whether the words spell the acronym: each word gives its initial, and may give letters from
 * inside it too ("Prehospital" gives "ph", "SOLIDWORKS" "sw"); a joiner ("of", "and") may give
 * its initial or nothing. A name defined by the acronym in parentheses after it may instead
 * leave out inner words, by initials only ("Certified Risk Adjustment Coder (CRC)").
 */
function spells(acronym: string, words: readonly RunWord[], defined: boolean): boolean {
  return spellsBy(acronym, words, false) || (defined && spellsBy(acronym, words, true));
}

function spellsBy(acronym: string, words: readonly RunWord[], skipping: boolean): boolean {
  const parts = words.flatMap((w, n) =>
    w.parts.map((p, k) => ({
      text: p,
      joiner: w.joiner,
      edge: (n === 0 && k === 0) || (n === words.length - 1 && k === w.parts.length - 1),
    })),
  );
  const seen = new Set<string>();
  const go = (a: number, w: number): boolean => {
    if (w === parts.length) return a === acronym.length;
    const key = `${a},${w}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const part = parts[w]!;
    if ((part.joiner || (skipping && !part.edge)) && go(a, w + 1)) return true;
    if (acronym[a] !== part.text[0]) return false;
    // The initial, then any further letters of the acronym found in order inside the word.
    let at = 1;
    for (let b = a + 1; ; b++) {
      if (go(b, w + 1)) return true;
      if (part.joiner || skipping || b >= acronym.length) return false;
      at = part.text.indexOf(acronym[b]!, at) + 1;
      if (at === 0) return false;
    }
  };
  return go(0, 0);
}

/**
 * The tokens that spell out an acronym of the resume ("Basic Life Support" for "BLS",
 * "Catheter-Associated Urinary Tract Infection" for "CAUTI"): its name written out is no
 * new name. A run is at most eight words and stops at punctuation: linear in the line.
 */
export function spelledAcronyms(
  line: string,
  tokens: readonly Token[],
  acronyms: ReadonlySet<string>,
  found?: Set<string>,
  anyCase = false,
): Set<number> {
  const out = new Set<number>();
  if (acronyms.size === 0) return out;
  const word = anyCase ? /^\p{L}/u : /^[A-Z]/;
  for (let i = 0; i < tokens.length; i++) {
    if (!word.test(tokens[i]!.text) || ACRONYM_JOINERS.has(tokens[i]!.lower)) continue;
    const run: RunWord[] = [];
    for (let j = i; j < tokens.length && run.length < RUN_MAX; j++) {
      const token = tokens[j]!;
      if (j > i && !NAME_GAP.test(line.slice(tokens[j - 1]!.end, token.start))) break;
      const joiner = ACRONYM_JOINERS.has(token.lower);
      if (!joiner && !word.test(token.text)) break;
      run.push({ parts: token.lower.split('-').filter(Boolean), joiner });
      if (joiner || run.filter((w) => !w.joiner).length < 2) continue;
      // "Certified Risk Adjustment Coder (CRC)": the acronym the name is given with.
      const defines = /^\s*\(([A-Za-z&]{2,8})[^\w)]*\)/
        .exec(line.slice(token.end))?.[1]
        ?.toLowerCase()
        .replace(/&/g, '');
      const hit = [...acronyms].find((a) => spells(a, run, a === defines));
      if (hit === undefined) continue;
      for (let k = i; k <= j; k++) out.add(k);
      found?.add(hit);
    }
  }
  return out;
}

/** The words of a text that spell out one of these acronyms, and the acronyms they spell. */
export function spelledOut(
  text: string,
  acronyms: ReadonlySet<string>,
  { anyCase = false } = {},
): { words: string[]; spelled: Set<string> } {
  const tokens = tokenize(text);
  const spelled = new Set<string>();
  const at = [...spelledAcronyms(text, tokens, acronyms, spelled, anyCase)].sort((a, b) => a - b);
  return { words: at.map((i) => tokens[i]!.lower), spelled };
}

/** A text's abbreviations of single letters joined by slashes ("R/T", "A/C"), as their letters ("rt"). */
export function slashedInitials(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/(?<![\p{L}\d/])[A-Z](?:\/[A-Z]){1,3}(?![\p{L}\d/])/gu)].map((m) =>
      m[0].toLowerCase().replace(/\//g, ''),
    ),
  );
}

/**
 * One compound word written out from a slashed abbreviation ("Radiotelephone" for "R/T"): it
 * opens with the first letter, and each further letter opens a later part of three letters or more.
 */
export function spellsCompound(word: string, initials: string): boolean {
  if (word[0] !== initials[0] || !/^\p{L}+$/u.test(word)) return false;
  let at = 0;
  for (const letter of initials.slice(1)) {
    at = word.indexOf(letter, at + 3);
    if (at < 0 || word.length - at < 3) return false;
  }
  return true;
}
