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

/** Keywords of a job: the skills its tags name first (the employer chose them), then its description's. */
export function keywordsForJob(job: { description: string; tagNames?: string }, limit = 15): string[] {
  const fromTags = [...findSkills(job.tagNames ?? '')];
  const seen = new Set(fromTags.map((k) => k.toLowerCase()));
  const fromText = keywordsForJobDescription(job.description, limit).filter((k) => !seen.has(k.toLowerCase()));
  return [...fromTags, ...fromText].slice(0, limit);
}

/** For each keyword the resume shows, the first of its lines that shows it (as written: "k8s" shows Kubernetes). */
export function keywordEvidence(
  resumeLines: readonly string[],
  keywords: readonly string[],
): Array<{ keyword: string; line: string }> {
  const out: Array<{ keyword: string; line: string }> = [];
  for (const keyword of keywords) {
    const line = resumeLines.find(
      (l) => l.trim() && findSkillHits(l).some((h) => h.skill.name.toLowerCase() === keyword.toLowerCase()),
    );
    if (line) out.push({ keyword, line });
  }
  return out;
}

export function htmlToText(html: string): string {
  const text = replaceTags(withoutScripts(html), /<(?:br|\/p|\/li|\/h\d|\/div)[^>]*>/gi, '\n');
  return replaceTags(text, /<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * Replaces a tag pattern that ends at a ">" only up to the last ">": after it no tag can
 * end, and a "<" there would otherwise be scanned to the end of the text, once for each "<".
 */
function replaceTags(text: string, tag: RegExp, by: string): string {
  const end = text.lastIndexOf('>') + 1;
  return text.slice(0, end).replace(tag, by) + text.slice(end);
}

const SCRIPT_OPENING = /<(script|style)/gi;
const SCRIPT_CLOSING = { script: /<\/script>/gi, style: /<\/style>/gi } as const;

/**
 * <script> and <style> elements, each up to the first closing tag of its name, replaced by
 * a space. Once one opening tag finds no closing tag after it, no later one of that name
 * can: they are skipped rather than each scanned to the end of the text.
 */
function withoutScripts(html: string): string {
  let out = '';
  let from = 0;
  const unclosed = new Set<string>();
  SCRIPT_OPENING.lastIndex = 0;
  for (let open = SCRIPT_OPENING.exec(html); open; open = SCRIPT_OPENING.exec(html)) {
    const name = open[1]!.toLowerCase() as keyof typeof SCRIPT_CLOSING;
    if (unclosed.has(name)) continue;
    const tagEnd = html.indexOf('>', SCRIPT_OPENING.lastIndex);
    if (tagEnd < 0) break;
    const closing = SCRIPT_CLOSING[name];
    closing.lastIndex = tagEnd + 1;
    if (!closing.exec(html)) {
      unclosed.add(name);
      continue;
    }
    out += `${html.slice(from, open.index)} `;
    from = closing.lastIndex;
    SCRIPT_OPENING.lastIndex = from;
  }
  return out + html.slice(from);
}
