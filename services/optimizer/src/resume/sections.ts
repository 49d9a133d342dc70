// The section model of a resume: its lines as read (after clean-up and reflow), cut into
// sections at every heading, known or not: ALL-CAPS lines, lines ending in a colon and
// title-case lines made of heading words ("Teaching and community", "Board Service").
import { isBulletLine } from './bullets.js';
import { containsDate } from './dates.js';
import { cleanText, headingKind, reflow, STANDARD_HEADINGS, type SectionKind } from './resume.parser.js';
import { canonicalSkill } from './skills.js';

export interface ResumeSection {
  kind: SectionKind;
  /** The heading the output uses: the standard name of a known kind, the resume's own otherwise. */
  heading: string;
  /** Index of the heading's line, null for a section without one (contact, a summary above the first heading). */
  headingLine: number | null;
  /** The heading shares its line with content ("Skills: Python, SQL"). */
  inline: boolean;
  /** Indices of the section's non-blank lines, heading excluded. */
  lines: number[];
}

export interface SectionModel {
  /** The resume's lines, trimmed; blank lines kept so the layout can follow them. */
  lines: string[];
  sections: ResumeSection[];
}

// Words a heading is made of. A title-case line of only these (and joiners) is a heading.
const HEADING_WORDS = new Set(
  `publications publication selected teaching community volunteering volunteer languages language board boards service
  services activities activity professional awards award honors honours interests memberships membership affiliations
  speaking talks presentations research patents certifications certification certificates licenses licences licensure
  training courses coursework leadership references additional information other grants fellowships exhibitions press
  media hobbies extracurricular involvement military clinical rotations conferences development continuing education
  outreach mentoring mentorship open source contributions achievements accomplishments highlights personal civic
  engagements appointments societies associations recognition scholarships workshops skills experience projects summary
  profile work history employment technical core competencies tools technologies qualifications volunteerism
  non-executive directorships trusteeships governance invited lectures academic relevant key selected`.split(/\s+/),
);
const JOINERS = new Set(['and', '&', 'of', 'the', 'in', 'for', '/', '+']);

function words(core: string): string[] {
  return core
    .replace(/[()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** The heading's words without decoration ("## Skills:", "== EXPERIENCE =="). */
export function headingCore(line: string): string {
  return line
    .trim()
    .replace(/^[#=*_\-\s]+/, '')
    .replace(/[\s:=*_#-]+$/, '')
    .trim();
}

function shapeOfHeading(line: string): boolean {
  const t = line.trim();
  const core = headingCore(t);
  if (core.length < 3 || core.length > 50) return false;
  if (/\d|@|[|,;•·]|\s[–—-]\s|https?:/.test(core) || /[.!?]$/.test(core)) return false;
  if (isBulletLine(t)) return false;
  return words(core).length <= 6;
}

export function allHeadingWords(core: string): boolean {
  const ws = words(core).filter((w) => !JOINERS.has(w));
  return ws.length > 0 && ws.every((w) => HEADING_WORDS.has(w));
}

function isAllCaps(core: string): boolean {
  return /[A-Z].*[A-Z].*[A-Z]/.test(core) && core === core.toUpperCase();
}

export interface HeadingContext {
  /** The kind of the section the line is in. */
  current: SectionKind;
  /** The previous line is blank (or the line is the first). */
  afterBlank: boolean;
  /** The resume writes its known headings in capitals. */
  capsStyle: boolean;
}

/** The section a line opens, if it is a heading. */
export function detectHeading(line: string, ctx: HeadingContext): Exclude<SectionKind, 'contact'> | undefined {
  const t = line.trim();
  if (!t) return undefined;
  const known = headingKind(t);
  // Inside a skills list, "Languages:" right under other skills labels a group of them;
  // after a blank line it opens a section.
  const label = ctx.current === 'skills' && /:$/.test(t) && !ctx.afterBlank;
  if (label && known && ['skills', 'other'].includes(known)) return undefined;
  if (known) return known;
  if (!shapeOfHeading(t)) return undefined;
  const core = headingCore(t);
  const kindOf = (): Exclude<SectionKind, 'contact'> => headingKind(core) ?? 'other';
  if (allHeadingWords(core)) {
    if (label) return undefined;
    return kindOf();
  }
  // "ACME CORP" in a resume whose headings are in capitals reads as a heading only after a blank line.
  // Three capitals alone ("LPN", "CNA") are a title, not a heading.
  const letters = core.replace(/[^A-Z]/g, '').length;
  if (
    isAllCaps(core) &&
    letters > 3 &&
    ctx.capsStyle &&
    ctx.afterBlank &&
    !canonicalSkill(core) &&
    words(core).length <= 4
  ) {
    return kindOf();
  }
  return undefined;
}

// "Skills: Python, SQL", "Languages: English (native), Spanish": a heading with its content.
const INLINE = /^([A-Za-z][A-Za-z &/]{2,40}):\s*(\S.*)$/;

// Labels of what a person did or received, not of what they can do.
const NOT_SKILLS =
  /^(?:volunteer(?:ing|ism)?(?: work| experience)?|community service|awards?|honou?rs|honou?rs (?:&|and) awards|awards (?:&|and) honou?rs|recognition|memberships?|affiliations|professional affiliations|publications|activities|interests|hobbies)$/i;

function inlineHeading(
  line: string,
  current: SectionKind,
  afterBlank = false,
): Exclude<SectionKind, 'contact'> | undefined {
  const m = INLINE.exec(line.trim());
  if (!m) return undefined;
  const head = m[1]!.trim();
  const kind = headingKind(head);
  if (kind === 'skills' || kind === 'summary') return current === 'skills' && kind === 'skills' ? undefined : kind;
  // Outside a skills list, or after a blank line under one, "Languages: …" or "Certifications: …"
  // is a section of its own; right under other skills it labels a group of them.
  // A label naming no kind of skill ("Volunteer:", "Awards:") opens a section even there.
  const grouped = current === 'skills' && !afterBlank && !NOT_SKILLS.test(head);
  if (!grouped && (kind === 'other' || kind === 'certifications') && allHeadingWords(head)) return kind;
  return undefined;
}

export function outputHeading(kind: Exclude<SectionKind, 'contact'>, line: string): string {
  if (kind === 'other') return headingCore(line);
  return STANDARD_HEADINGS[kind];
}

/** The lines of a resume as the optimizer reads them. */
export function resumeLines(text: string): string[] {
  return reflow(cleanText(text))
    .split('\n')
    .map((l) => l.trim());
}

/** The lines a section's content is on: an inline heading's line ("Honors: Dean's List x5") among them. */
export function contentLines(section: ResumeSection): number[] {
  return section.inline && section.headingLine !== null ? [section.headingLine, ...section.lines] : section.lines;
}

export function parseSections(text: string): SectionModel {
  const lines = resumeLines(text);
  const capsStyle = lines.some((l) => l.length > 3 && headingKind(l) !== undefined && isAllCaps(headingCore(l)));
  const sections: ResumeSection[] = [];
  let current: ResumeSection = { kind: 'contact', heading: '', headingLine: null, inline: false, lines: [] };
  sections.push(current);
  lines.forEach((line, i) => {
    if (!line) return;
    const ctx = { current: current.kind, afterBlank: i === 0 || lines[i - 1] === '', capsStyle };
    const kind = detectHeading(line, ctx);
    if (kind) {
      current = { kind, heading: outputHeading(kind, line), headingLine: i, inline: false, lines: [] };
      sections.push(current);
      return;
    }
    const inline = inlineHeading(line, current.kind, ctx.afterBlank);
    if (inline) {
      const head = INLINE.exec(line)![1]!;
      current = { kind: inline, heading: outputHeading(inline, head), headingLine: i, inline: true, lines: [] };
      sections.push(current);
      return;
    }
    current.lines.push(i);
  });
  splitUntitledSummary(sections, lines);
  return { lines, sections: sections.filter((s) => s.kind === 'contact' || s.lines.length > 0 || s.inline) };
}

const CONTACT_HINT = /@|https?:\/\/|www\.|linkedin|github\.com|\+?\d[\d\s().-]{7,}\d|^[A-Z][a-zA-Z.' -]+,\s*[A-Z]{2}\b/;

/** A section the resume gives no heading line: roles or a summary above the first heading. */
const untitled = (kind: 'experience' | 'summary', lines: number[]): ResumeSection => ({
  kind,
  heading: STANDARD_HEADINGS[kind],
  headingLine: null,
  inline: false,
  lines,
});

/**
 * Roles above the first heading (a resume that starts its roles without an "Experience"
 * heading) are an experience section without a heading; a paragraph above them is a
 * summary without one. Neither is contact details.
 */
function splitUntitledSummary(sections: ResumeSection[], lines: readonly string[]): void {
  const contact = sections[0]!;
  const role = firstRole(contact.lines, lines);
  if (role > 0 && !sections.some((s) => s.kind === 'experience' && s.headingLine === null)) {
    const experience = contact.lines.slice(role);
    contact.lines = contact.lines.slice(0, role);
    sections.splice(1, 0, untitled('experience', experience));
  }
  splitRolesFromSummary(sections, lines);
  if (sections.some((s) => s.kind === 'summary')) return;
  const first = contact.lines.findIndex((index, n) => {
    const line = lines[index]!;
    const sentence = line.length > 80 || (/[.!]$/.test(line) && line.split(' ').length > 8);
    return n > 0 && sentence && !CONTACT_HINT.test(line);
  });
  if (first < 0) return;
  const summary = contact.lines.slice(first);
  contact.lines = contact.lines.slice(0, first);
  sections.splice(1, 0, untitled('summary', summary));
}

/** The first role among these lines: a line followed by bullets within two lines, one of them holding a date. */
function firstRole(indices: readonly number[], lines: readonly string[]): number {
  return indices.findIndex((index, n) => {
    if (n === 0 || isBulletLine(lines[index]!)) return false;
    const next = indices.slice(n, n + 3).map((i) => lines[i]!);
    return next.some((l) => containsDate(l)) && next.slice(1).some((l) => isBulletLine(l));
  });
}

/**
 * Roles after a blank line under a summary ("Objective: …", then the roles with no "Experience"
 * heading) are an experience section without a heading, in a resume that has none.
 */
function splitRolesFromSummary(sections: ResumeSection[], lines: readonly string[]): void {
  if (sections.some((s) => s.kind === 'experience')) return;
  const at = sections.findIndex((s) => s.kind === 'summary');
  const summary = sections[at];
  if (!summary) return;
  const own = contentLines(summary);
  const role = firstRole(own, lines);
  if (role <= 0 || lines[own[role]! - 1] !== '') return;
  const experience = own.slice(role);
  summary.lines = summary.lines.filter((i) => !experience.includes(i));
  sections.splice(at + 1, 0, untitled('experience', experience));
}

/** A section's name for people: its output heading, or "Contact" / "Summary" when it has none. */
export function sectionName(section: ResumeSection): string {
  if (section.kind === 'contact') return 'Contact';
  return section.heading;
}
