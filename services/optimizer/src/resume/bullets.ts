// Bullet points: one glyph, a capital first letter, no trailing period, and weak
// openings ("Responsible for managing…", "Helped with…") turned into action verbs
// that claim no more than the original did.

/** Resume verbs: 'base' (regular), 'base:past' (irregular), 'base*' (doubles its last consonant). */
const VERBS =
  'achieve accelerate administer advise analyze architect arrange assemble assess audit automate build:built calculate champion coach code collaborate compile conduct configure consolidate coordinate create cultivate debug decrease define deliver deploy design develop diagnose direct document draft drive:drove edit educate eliminate enable engineer establish evaluate execute expand facilitate forecast:forecast formulate generate grow:grew guide handle hire identify implement improve increase initiate inspect install integrate interview introduce investigate launch lead:led maintain manage market mentor migrate model monitor negotiate onboard operate optimize orchestrate organize oversee:oversaw own partner perform pilot plan* prepare present prioritize process produce program* prototype provide publish recruit redesign reduce refactor report research resolve restructure review revamp run*:ran scale schedule secure sell:sold serve set*:set ship* simplify solve source spearhead streamline strengthen supervise support teach:taught test track train transform translate troubleshoot update upgrade validate write:wrote';

const pastOf = new Map<string, string>();
const baseOfGerund = new Map<string, string>();

for (const spec of VERBS.split(' ')) {
  const [rawBase, irregular] = spec.split(':') as [string, string | undefined];
  const doubles = rawBase.endsWith('*');
  const base = doubles ? rawBase.slice(0, -1) : rawBase;
  const last = base.at(-1)!;
  const stem = doubles ? base + last : base;
  const past =
    irregular ?? (base.endsWith('e') ? `${base}d` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ied` : `${stem}ed`);
  const gerund = base.endsWith('ee') ? `${base}ing` : base.endsWith('e') ? `${base.slice(0, -1)}ing` : `${stem}ing`;
  pastOf.set(base, past);
  baseOfGerund.set(gerund, base);
}

// Arrows and triangles open a bullet too ("→ Leasing, renewals"); only at a line's start, so a
// promotion arrow inside a heading ("SDR → AE") stays a heading.
const BULLET_GLYPHS = /^\s*(?:[-*•·▪▫●◦‣⁃■□◆◇❖➢➤►▸▹▶▷✓✔○–—>→⇒⟶➔➙➛➜➝➞➡]|->|\d{1,2}[.)])\s+/u;

export function isBulletLine(line: string): boolean {
  return BULLET_GLYPHS.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET_GLYPHS, '').trim();
}

export const BULLET = '•';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "managing the team" → "Managed the team" (only for verbs we know). */
function gerundToPast(phrase: string): string | undefined {
  const match = /^(\w+ing)\b(.*)$/i.exec(phrase);
  if (!match) return undefined;
  const base = baseOfGerund.get(match[1]!.toLowerCase());
  if (!base) return undefined;
  return `${capitalize(pastOf.get(base)!)}${match[2]}`;
}

interface Rewrite {
  pattern: RegExp;
  rewrite: (rest: string) => string | undefined;
}

// Each rule keeps the claim's size: "helped with" becomes "Contributed to", never "Led".
const REWRITES: readonly Rewrite[] = [
  { pattern: /^(?:i was |was )?(?:responsible|accountable) for (?:the )?(?=\w+ing\b)/i, rewrite: gerundToPast },
  { pattern: /^(?:i was |was )?(?:responsible|accountable) for\s+/i, rewrite: (rest) => `Owned ${rest}` },
  { pattern: /^(?:i was |was )?in charge of (?=\w+ing\b)/i, rewrite: gerundToPast },
  { pattern: /^(?:i was |was )?in charge of\s+/i, rewrite: (rest) => `Led ${rest}` },
  {
    pattern: /^(?:my )?(?:duties|responsibilities|tasks) (?:included|include|were|involved):?\s+(?=\w+ing\b)/i,
    rewrite: gerundToPast,
  },
  { pattern: /^(?:i was |was )?tasked with (?=\w+ing\b)/i, rewrite: gerundToPast },
  { pattern: /^(?:i )?(?:helped|assisted) (?:with|in)\s+/i, rewrite: (rest) => `Contributed to ${rest}` },
  { pattern: /^(?:i )?(?:helped|assisted)(?: to)? (?=\w+\b)/i, rewrite: helpedVerb },
  { pattern: /^(?:i )?(?:was )?(?:involved|participated) in\s+/i, rewrite: (rest) => `Contributed to ${rest}` },
  { pattern: /^(?:i )?worked on\s+/i, rewrite: (rest) => `Contributed to ${rest}` },
  { pattern: /^(?:i )?worked (?:closely )?(?:with|alongside)\s+/i, rewrite: (rest) => `Collaborated with ${rest}` },
  {
    pattern: /^i (?=\w+\b)/i,
    rewrite: (rest) => (isPastVerb(/^\w+/.exec(rest)?.[0] ?? '') ? capitalize(rest) : undefined),
  },
];

function isPastVerb(word: string): boolean {
  const w = word.toLowerCase();
  return w.endsWith('ed') || [...pastOf.values()].includes(w);
}

/** "helped build the API" → "Contributed to building the API". */
function helpedVerb(rest: string): string | undefined {
  const match = /^(\w+)\b(.*)$/.exec(rest);
  if (!match) return undefined;
  const base = match[1]!.toLowerCase();
  if (!pastOf.has(base)) return undefined;
  const gerund = [...baseOfGerund].find(([, b]) => b === base)?.[0];
  return gerund ? `Contributed to ${gerund}${match[2]}` : undefined;
}

export interface BulletRewrite {
  text: string;
  strengthened: boolean;
}

/**
 * Cleans one bullet's text (without its glyph) and strengthens a weak opening; with
 * `strengthen: false` only cleans (a model's reply chose its verb, "Helped with" and all).
 */
export function rewriteBullet(text: string, { strengthen = true } = {}): BulletRewrite {
  let clean = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;,]+$/, '');
  let strengthened = false;
  for (const rule of strengthen ? REWRITES : []) {
    const match = rule.pattern.exec(clean);
    if (!match) continue;
    const out = rule.rewrite(clean.slice(match[0].length));
    if (out) {
      clean = out;
      strengthened = true;
      break;
    }
  }
  return { text: capitalize(clean), strengthened };
}

const WEAK_OPENING =
  /^(?:i |we )?(?:was |were )?(?:responsible for|accountable for|in charge of|helped|assisted|worked on|involved in|participated in|tasked with|duties included|responsibilities included)\b/i;

export function hasWeakOpening(text: string): boolean {
  return WEAK_OPENING.test(text.trim());
}

/** Splits a paragraph into sentences, keeping "e.g." and "U.S." inside theirs. */
export function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[a-z0-9)%][.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
