// The ATS match report: how well a resume would fare with an applicant tracking system
// screening for a role. A heuristic, scored the same way before and after the rewrite:
//   keywords found (50) · keywords where screeners weigh them, skills and summary (15)
//   · standard sections (20) · bullets, strong openings, consistent dates (15).
import { hasWeakOpening, isBulletLine, stripBullet } from './bullets.js';
import { dateStyles } from './dates.js';
import { hasContactDetails, parseResume, sectionText } from './resume.parser.js';
import { findSkillHits, findSkills } from './skills.js';

export interface KeywordCoverage {
  matched: string[];
  missing: string[];
}

export function keywordCoverage(text: string, keywords: readonly string[]): KeywordCoverage {
  const found = new Set([...findSkills(text)].map((s) => s.toLowerCase()));
  const matched = keywords.filter((k) => found.has(k.toLowerCase()));
  const missing = keywords.filter((k) => !found.has(k.toLowerCase()));
  return { matched, missing };
}

export function atsScore(text: string, keywords: readonly string[]): number {
  const resume = parseResume(text);
  const kinds = new Set(resume.sections.map((s) => s.kind));
  const { matched } = keywordCoverage(text, keywords);

  const coverage = keywords.length === 0 ? 1 : matched.length / keywords.length;
  const prominent = new Set([...findSkills(sectionText(resume, ['skills', 'summary']))].map((s) => s.toLowerCase()));
  const placement =
    matched.length === 0 ? 0 : matched.filter((k) => prominent.has(k.toLowerCase())).length / matched.length;

  const sections =
    (hasContactDetails(resume) ? 5 : 0) +
    (kinds.has('experience') ? 5 : 0) +
    (kinds.has('education') ? 5 : 0) +
    (kinds.has('skills') ? 5 : 0);

  const experience = sectionText(resume, ['experience', 'projects'])
    .split('\n')
    .filter((l) => l.trim());
  const bullets = experience.filter((l) => isBulletLine(l));
  const longLines = experience.filter((l) => !isBulletLine(l) && l.length > 90);
  const bulletShare = experience.length === 0 ? 0 : bullets.length / Math.max(1, bullets.length + longLines.length);
  const weak = bullets.filter((b) => hasWeakOpening(stripBullet(b))).length;
  const strongShare = bullets.length === 0 ? 0 : 1 - weak / bullets.length;
  const styles = dateStyles(text);
  const formatting = 5 * bulletShare + 5 * strongShare + (styles <= 1 ? 5 : 0);

  return Math.max(0, Math.min(100, Math.round(50 * coverage + 15 * placement + sections + formatting)));
}

/** Keywords of a job ad: the skills it names, most mentioned first. */
export function keywordsForJobDescription(description: string, limit = 15): string[] {
  const text = htmlToText(description);
  const counts = new Map<string, { n: number; first: number }>();
  findSkillHits(text).forEach((hit, i) => {
    const entry = counts.get(hit.skill.name) ?? { n: 0, first: i };
    entry.n++;
    counts.set(hit.skill.name, entry);
  });
  return [...counts]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .slice(0, limit)
    .map(([name]) => name);
}

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(?:br|\/p|\/li|\/h\d|\/div)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
