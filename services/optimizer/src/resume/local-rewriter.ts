// The local engine's rewrite of one section, line by line: weak openings led by an action
// verb, one bullet glyph, dates one way, wrapped bullets joined, long paragraphs of
// experience split into bullets. Every group names the input lines it rewrites.
import { BULLET, hasWeakOpening, isBulletLine, rewriteBullet, splitSentences, stripBullet } from './bullets.js';
import { containsDate, normalizeDates } from './dates.js';
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
