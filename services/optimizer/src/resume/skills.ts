// Finds the skills of skills-vocabulary.ts in free text in one pass: the text is split
// into tokens and each run of up to four tokens is looked up in a map of spellings.
import { GENERIC_KEYWORDS, ROLE_PROFILES, SKILL_ENTRIES } from './skills-vocabulary.js';

export interface Skill {
  name: string;
  /** Tools, technologies and credentials: a draft may only name those the resume names. */
  hard: boolean;
}

interface Spelling {
  skill: Skill;
  /** Set for case-sensitive spellings: the exact text that must appear. */
  exact?: string;
}

const MAX_WORDS = 4;
const spellings = new Map<string, Spelling[]>();
const byName = new Map<string, Skill>();

for (const entry of SKILL_ENTRIES) {
  const soft = entry.startsWith('~');
  const names = (soft ? entry.slice(1) : entry).split('|');
  const canonical = names[0]!.replace(/^!/, '');
  const skill: Skill = { name: canonical, hard: !soft };
  byName.set(canonical.toLowerCase(), skill);
  for (const raw of names) {
    const exact = raw.startsWith('!') ? raw.slice(1) : undefined;
    const key = tokenize(exact ?? raw)
      .map((t) => t.lower)
      .join(' ');
    const list = spellings.get(key) ?? [];
    list.push({ skill, exact });
    spellings.set(key, list);
  }
}

const FIRST_WORDS = new Set([...spellings.keys()].map((k) => k.split(' ')[0]!));

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
// Inside a word: letters, digits and + # . & / ' ’ -
function isWordChar(c: number): boolean {
  return isAlnum(c) || c === 43 || c === 35 || c === 46 || c === 38 || c === 47 || c === 39 || c === 0x2019 || c === 45;
}
// Never at a word's end: . & / ' ’ -
function isTrailing(c: number): boolean {
  return c === 46 || c === 38 || c === 47 || c === 39 || c === 0x2019 || c === 45;
}

/**
 * Words as skills are spelled: "C++", "C#", ".NET", "Node.js", "FP&A" stay whole; sentence
 * punctuation and a possessive 's are cut off; "Python/Django" is two words. A hand-written
 * scanner: it runs over every resume and draft several times, so it has to be fast.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const starts = isAlnum(c) || (c === 46 && i + 1 < n && isAlnum(text.charCodeAt(i + 1)));
    if (!starts) {
      i++;
      continue;
    }
    const start = i;
    let j = i + 1;
    while (j < n && isWordChar(text.charCodeAt(j))) j++;
    let end = j;
    for (;;) {
      const last = text.charCodeAt(end - 1);
      if (end > start && isTrailing(last)) end--;
      else if (
        last === 115 &&
        end - 2 > start &&
        (text.charCodeAt(end - 2) === 39 || text.charCodeAt(end - 2) === 0x2019)
      )
        end -= 2;
      else break;
    }
    let from = start;
    for (let k = start; k <= end; k++) {
      if (k === end || text.charCodeAt(k) === 47) {
        if (k > from) {
          const word = text.slice(from, k);
          tokens.push({ text: word, lower: word.toLowerCase(), start: from, end: k });
        }
        from = k + 1;
      }
    }
    i = j;
  }
  return tokens;
}

export interface SkillHit {
  skill: Skill;
  start: number;
  end: number;
}

/** Every skill named in the text, longest spelling first ("React Native" is not also "React"). */
// One optimization reads the same resume and draft several times over.
const recentHits = new Map<string, SkillHit[]>();

export function findSkillHits(text: string, tokens?: readonly Token[]): SkillHit[] {
  const cached = recentHits.get(text);
  if (cached) return cached;
  const hits = scan(text, tokens ?? tokenize(text));
  if (text.length > 200) {
    if (recentHits.size >= 16) recentHits.delete(recentHits.keys().next().value!);
    recentHits.set(text, hits);
  }
  return hits;
}

function scan(text: string, tokens: readonly Token[]): SkillHit[] {
  const hits: SkillHit[] = [];
  for (let i = 0; i < tokens.length;) {
    // Most words start no skill: one set lookup rules them out.
    if (!FIRST_WORDS.has(tokens[i]!.lower)) {
      i++;
      continue;
    }
    let best: { n: number; spelling: Spelling } | undefined;
    let key = '';
    for (let n = 1; n <= MAX_WORDS && i + n <= tokens.length; n++) {
      key = n === 1 ? tokens[i]!.lower : `${key} ${tokens[i + n - 1]!.lower}`;
      const candidates = spellings.get(key);
      if (!candidates) continue;
      const original = text.slice(tokens[i]!.start, tokens[i + n - 1]!.end);
      const found = candidates.find((c) => c.exact === undefined || c.exact === original);
      if (found) best = { n, spelling: found };
    }
    if (!best) {
      i++;
      continue;
    }
    hits.push({ skill: best.spelling.skill, start: tokens[i]!.start, end: tokens[i + best.n - 1]!.end });
    i += best.n;
  }
  return hits;
}

export function findSkills(text: string): Set<string> {
  return new Set(findSkillHits(text).map((h) => h.skill.name));
}

export function skillByName(name: string): Skill | undefined {
  return byName.get(name.toLowerCase());
}

/** The canonical name of one skill as written ("k8s" → "Kubernetes"), if it is one. */
export function canonicalSkill(text: string): string | undefined {
  const hits = findSkillHits(text);
  const only = hits[0];
  return hits.length === 1 && only && only.start === 0 && only.end >= text.trim().length ? only.skill.name : undefined;
}

/**
 * The keywords an ATS would screen a resume for this job title with: the profile of
 * every role the title names, plus any skill named in the title itself ("React Developer").
 */
export function keywordsForTitle(title: string): string[] {
  const words = new Set(
    title
      .toLowerCase()
      .split(/[^a-z0-9&+#-]+/)
      .filter(Boolean),
  );
  const joined = ` ${[...words].join(' ')} `;
  const keywords: string[] = [...findSkills(title)];
  const matched = ROLE_PROFILES.filter((profile) =>
    profile.titles.some((needed) => needed.every((w) => words.has(w) || joined.includes(` ${w} `))),
  );
  // The first profile that fits is the most specific one (the list runs from specific to general).
  for (const profile of matched.slice(0, 2)) keywords.push(...profile.keywords);
  if (matched.length === 0) keywords.push(...GENERIC_KEYWORDS);
  return dedupe(keywords).slice(0, 20);
}

function dedupe(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = n.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
