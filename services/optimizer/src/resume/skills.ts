// Finds the skills of skills.vocabulary.ts in free text in one pass: the text is split
// into tokens and each run of up to four tokens is looked up in a map of spellings.
import { GENERIC_KEYWORDS, ROLE_PROFILES, SKILL_ENTRIES } from './skills.vocabulary.js';

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

// Words keep the characters skills are spelled with: C++, C#, .NET, Node.js, CI/CD, FP&A.
const TOKEN = /\.?[A-Za-z0-9][A-Za-z0-9+#.&/'’-]*/g;

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
    const key = tokenize(exact ?? raw).map((t) => t.lower).join(' ');
    const list = spellings.get(key) ?? [];
    list.push({ skill, exact });
    spellings.set(key, list);
  }
}

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    let word = match[0];
    const start = match.index;
    // Sentence punctuation is not part of a word: "Python." "Python's" "Docker/".
    word = word.replace(/(?:'s|’s|[.&/'’-])+$/, '');
    if (!word) continue;
    if (word.includes('/')) {
      // "Python/Django/Flask" is a list; names like "CI/CD" are stored as "ci cd" and still match.
      let offset = start;
      for (const part of word.split('/')) {
        if (part) tokens.push({ text: part, lower: part.toLowerCase(), start: offset, end: offset + part.length });
        offset += part.length + 1;
      }
      continue;
    }
    tokens.push({ text: word, lower: word.toLowerCase(), start, end: start + word.length });
  }
  return tokens;
}

export interface SkillHit {
  skill: Skill;
  start: number;
  end: number;
}

/** Every skill named in the text, longest spelling first ("React Native" is not also "React"). */
export function findSkillHits(text: string): SkillHit[] {
  const tokens = tokenize(text);
  const hits: SkillHit[] = [];
  for (let i = 0; i < tokens.length; ) {
    let advanced = false;
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1; n--) {
      const run = tokens.slice(i, i + n);
      const candidates = spellings.get(run.map((t) => t.lower).join(' '));
      if (!candidates) continue;
      const original = text.slice(run[0]!.start, run[n - 1]!.end);
      const found = candidates.find((c) => c.exact === undefined || c.exact === original);
      if (!found) continue;
      hits.push({ skill: found.skill, start: run[0]!.start, end: run[n - 1]!.end });
      i += n;
      advanced = true;
      break;
    }
    if (!advanced) i += 1;
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
  const words = new Set(title.toLowerCase().split(/[^a-z0-9&+#-]+/).filter(Boolean));
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
