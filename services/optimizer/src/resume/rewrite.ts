// The rule-based rewrite behind the local engine: deterministic and ATS-minded. It restates the resume in a
// cleaner shape and never adds a fact: every word of substance comes from the input.
import { BULLET, hasWeakOpening, isBulletLine, rewriteBullet, splitSentences, stripBullet } from './bullets.js';
import { containsDate, normalizeDates } from './dates.js';
import { parseResume, STANDARD_HEADINGS, type Section } from './resume.parser.js';
import { orderSections, writeResume, type WrittenSection } from './resume.writer.js';
import { readSkillGroups, renderSkillGroups, rewriteSkills } from './skills-section.js';
import { findSkillHits } from './skills.js';

export interface Rewrite {
  text: string;
  improvements: string[];
}

interface Stats {
  headings: Array<[string, string]>;
  strengthened: number;
  dates: number;
  paragraphs: number;
  bulletGlyphs: number;
  moved: string[];
  added: string[];
  summaryAdded: boolean;
  skillsSectionAdded: boolean;
}

const ROLE_WORDS =
  /\b(engineer|developer|manager|designer|analyst|specialist|consultant|director|lead|nurse|accountant|coordinator|assistant|representative|scientist|architect|administrator|officer|executive|associate|intern|recruiter|writer|editor|attorney|paralegal|technician|teacher|strategist|producer|marketer|programmer|owner|head|vp|president|founder|supervisor|agent|advisor|controller|bookkeeper|clerk|therapist|physician|pharmacist)\b/i;

export function rewriteResume(resumeText: string, wantedKeywords: readonly string[]): Rewrite {
  const parsed = parseResume(resumeText);
  const stats: Stats = {
    headings: [],
    strengthened: 0,
    dates: 0,
    paragraphs: 0,
    bulletGlyphs: 0,
    moved: [],
    added: [],
    summaryAdded: false,
    skillsSectionAdded: false,
  };
  const wantedSet = new Set(wantedKeywords.map((k) => k.toLowerCase()));
  const shown = new Set(findSkillHits(resumeText).map((h) => h.skill.name));

  const written: WrittenSection[] = [];
  for (const section of parsed.sections) {
    if (
      section.originalHeading &&
      section.kind !== 'other' &&
      section.originalHeading
        .replace(/[:#=*\s]+$/g, '')
        .replace(/^[#=*\s]+/, '')
        .toUpperCase() !== section.heading
    ) {
      stats.headings.push([section.originalHeading.replace(/[:#=*]+/g, '').trim(), section.heading]);
    }
    written.push({ kind: section.kind, heading: section.heading, lines: rewriteSection(section, stats) });
  }

  const skills = written.find((s) => s.kind === 'skills');
  if (skills) {
    const result = rewriteSkills(readSkillGroups(skills.lines), wantedKeywords, shown);
    skills.lines = renderSkillGroups(result.groups);
    stats.moved = result.movedForward;
    stats.added = result.added;
  } else {
    // No skills section: list the ones the resume shows, the role's first.
    const found = [...shown];
    if (found.length >= 3) {
      const result = rewriteSkills([{ label: '', items: found }], wantedKeywords, new Set());
      written.push({ kind: 'skills', heading: STANDARD_HEADINGS.skills, lines: renderSkillGroups(result.groups) });
      stats.skillsSectionAdded = true;
      stats.added = found.filter((f) => wantedSet.has(f.toLowerCase()));
    }
  }

  if (!written.some((s) => s.kind === 'summary')) {
    const summary = summaryFromFacts(
      parsed.sections,
      [...shown].filter((s) => wantedSet.has(s.toLowerCase())),
    );
    if (summary) {
      written.push({ kind: 'summary', heading: STANDARD_HEADINGS.summary, lines: [summary] });
      stats.summaryAdded = true;
    }
  }

  return { text: writeResume(orderSections(written)), improvements: describe(stats) };
}

function rewriteSection(section: Section, stats: Stats): string[] {
  switch (section.kind) {
    case 'contact':
      return rewriteContact(section.lines, stats);
    case 'summary':
      return rewriteSummary(section.lines, stats);
    case 'skills':
      return section.lines.filter((l) => l.trim());
    case 'experience':
    case 'projects':
    case 'education':
    case 'certifications':
    case 'other':
      return rewriteEntries(section.lines, stats, section.kind === 'experience' || section.kind === 'projects');
    default: {
      const never: never = section.kind;
      return never;
    }
  }
}

function withDates(line: string, stats: Stats): string {
  const { text, changed } = normalizeDates(line);
  stats.dates += changed;
  return text;
}

function rewriteContact(lines: readonly string[], stats: Stats): string[] {
  const kept = lines.map((l) => l.trim()).filter(Boolean);
  if (kept.length <= 1) return kept;
  const [name, ...rest] = kept;
  const parts = rest
    .flatMap((l) => l.split(/\s*[|•·▪]\s*|\s{3,}/))
    .map((p) => withDates(p.trim(), stats))
    .filter(Boolean);
  return [name!, parts.join(' | ')];
}

function rewriteSummary(lines: readonly string[], stats: Stats): string[] {
  if (lines.some((l) => isBulletLine(l))) return rewriteEntries(lines, stats, true);
  const paragraph = lines
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');
  const sentences = splitSentences(paragraph).map((s) => {
    if (!hasWeakOpening(s)) return s;
    const r = rewriteBullet(s);
    if (r.strengthened) stats.strengthened++;
    return /[.!?]$/.test(r.text) ? r.text : `${r.text}.`;
  });
  return [withDates(sentences.join(' '), stats)];
}

/** Entry headers, bullets and paragraphs of experience-like sections. */
function rewriteEntries(lines: readonly string[], stats: Stats, paragraphsToBullets: boolean): string[] {
  const out: string[] = [];
  let lastWasBullet = false;
  const pushBullet = (text: string) => {
    const r = rewriteBullet(text);
    if (r.strengthened) stats.strengthened++;
    out.push(`${BULLET} ${withDates(r.text, stats)}`);
    lastWasBullet = true;
  };

  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (isBulletLine(line)) {
      if (!line.startsWith(BULLET)) stats.bulletGlyphs++;
      pushBullet(stripBullet(line));
      continue;
    }
    // A wrapped bullet: its continuation starts in lower case.
    if (lastWasBullet && /^[a-z(]/.test(line)) {
      const prev = out.pop()!;
      out.push(`${prev.replace(/[.;]$/, '')} ${line.replace(/[.;]$/, '')}`);
      continue;
    }
    const sentences = splitSentences(line);
    const isParagraph =
      paragraphsToBullets && !containsDate(line) && (line.length > 90 || (sentences.length > 1 && line.length > 50));
    if (isParagraph) {
      stats.paragraphs++;
      for (const s of sentences) pushBullet(s);
      continue;
    }
    if (lastWasBullet || (out.length > 0 && containsDate(line) && !containsDate(out.at(-1) ?? ''))) out.push('');
    out.push(withDates(line, stats));
    lastWasBullet = false;
  }
  return out;
}

// What separates a title from the employer in "Data Analyst | Acme", "Data Analyst at Acme".
// Spaces before it are taken only from the start of their run (from inside it, a long run
// would be scanned again for each of its positions).
const TITLE_SEPARATOR = /(?:(?<!\s)\s*)?(?:[|,–—@]|\s-\s|\bat\b)\s*/;

/** "Senior Data Analyst with hands-on experience in SQL, Tableau and Python." — words from the resume only. */
export function summaryFromFacts(sections: readonly Section[], skills: readonly string[]): string | undefined {
  if (skills.length < 2) return undefined;
  const experience = sections.find((s) => s.kind === 'experience');
  let title: string | undefined;
  for (const line of experience?.lines ?? []) {
    if (!line.trim() || isBulletLine(line)) continue;
    const part = line
      .split(TITLE_SEPARATOR)
      .map((p) => p.trim())
      .find((p) => ROLE_WORDS.test(p) && !containsDate(p) && p.split(' ').length <= 6);
    if (part) {
      title = part.replace(/[()]/g, '').trim();
      break;
    }
  }
  const list = skills.slice(0, 5);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0]!;
  return `${title ?? 'Professional'} with hands-on experience in ${joined}.`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function describe(stats: Stats): string[] {
  const out: string[] = [];
  if (stats.headings.length > 0) {
    const [from, to] = stats.headings[0]!;
    out.push(
      `Renamed ${plural(stats.headings.length, 'section heading')} to the standard names ATS software looks for (e.g. "${from}" → "${to}").`,
    );
  }
  if (stats.strengthened > 0)
    out.push(
      `Rewrote ${plural(stats.strengthened, 'weak opening')} ("Responsible for…", "Helped with…") to lead with an action verb.`,
    );
  if (stats.paragraphs > 0) out.push(`Turned ${plural(stats.paragraphs, 'paragraph')} into bullet points.`);
  if (stats.bulletGlyphs > 0) out.push('Used one bullet style throughout.');
  if (stats.dates > 0) out.push(`Wrote ${plural(stats.dates, 'date')} one consistent way (e.g. "Jan 2020 – Present").`);
  if (stats.moved.length > 0)
    out.push(`Moved the skills this role looks for to the front: ${stats.moved.slice(0, 6).join(', ')}.`);
  if (stats.skillsSectionAdded) out.push('Added a skills section listing the skills your experience shows.');
  else if (stats.added.length > 0)
    out.push(`Listed skills your experience shows in the skills section: ${stats.added.slice(0, 6).join(', ')}.`);
  if (stats.summaryAdded) out.push('Added a short summary built from your own title and skills.');
  return out;
}
