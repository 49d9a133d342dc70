// The local engine's rewrite of one section, line by line: weak openings led by an action
// verb, one bullet glyph, dates one way, wrapped bullets joined, long paragraphs of
// experience split into bullets. Every group names the input lines it rewrites. Also the
// summary it adds to a resume without one, made of the resume's own title and skills.
import { BULLET, hasWeakOpening, isBulletLine, rewriteBullet, splitSentences, stripBullet } from './bullets.js';
import { containsDate, normalizeDates } from './dates.js';
import type { Section } from './resume.parser.js';
import type { ResumeSection, SectionModel } from './sections.js';
import type { Group } from './trace.js';

const dates = (line: string) => normalizeDates(line).text;

export function localRewriter(section: ResumeSection, model: SectionModel): Group[] {
  if (section.kind === 'contact' || section.kind === 'skills') return [];
  const bulletsFromParagraphs = section.kind === 'experience' || section.kind === 'projects';
  const groups: Group[] = [];
  let last: Group | undefined;
  for (const i of section.lines) {
    const line = model.lines[i]!;
    if (isBulletLine(line)) {
      last = { before: [i], after: [`${BULLET} ${dates(rewriteBullet(stripBullet(line)).text)}`] };
      groups.push(last);
      continue;
    }
    // A bullet wrapped onto the next line: its continuation starts in lower case.
    if (last && model.lines[i - 1] !== '' && last.before.at(-1) === i - 1 && /^[a-z(]/.test(line)) {
      last.before.push(i);
      last.after[last.after.length - 1] = `${last.after.at(-1)!.replace(/[.;]$/, '')} ${line.replace(/[.;]$/, '')}`;
      continue;
    }
    last = undefined;
    const sentences = splitSentences(line);
    if (
      bulletsFromParagraphs &&
      !containsDate(line) &&
      (line.length > 90 || (sentences.length > 1 && line.length > 50)) &&
      sentences.length > 1
    ) {
      last = { before: [i], after: sentences.map((s) => `${BULLET} ${dates(rewriteBullet(s).text)}`) };
      groups.push(last);
      continue;
    }
    if (section.kind === 'summary' && hasWeakOpening(line)) {
      const text = sentences
        .map((s) => {
          if (!hasWeakOpening(s)) return s;
          const r = rewriteBullet(s).text;
          return /[.!?]$/.test(r) ? r : `${r}.`;
        })
        .join(' ');
      groups.push({ before: [i], after: [dates(text)] });
      continue;
    }
    groups.push({ before: [i], after: [dates(line)] });
  }
  return groups;
}

const ROLE_WORDS =
  /\b(engineer|developer|manager|designer|analyst|specialist|consultant|director|lead|nurse|accountant|coordinator|assistant|representative|scientist|architect|administrator|officer|executive|associate|intern|recruiter|writer|editor|attorney|paralegal|technician|teacher|strategist|producer|marketer|programmer|owner|head|vp|president|founder|supervisor|agent|advisor|controller|bookkeeper|clerk|therapist|physician|pharmacist)\b/i;

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
