// Splits resume text into sections by its headings, whatever they are called
// ("Work History", "PROFESSIONAL EXPERIENCE:", "## Skills"), and knows the standard
// heading each one goes under.

export const SECTION_KINDS = [
  'contact',
  'summary',
  'skills',
  'experience',
  'projects',
  'education',
  'certifications',
  'other',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export interface Section {
  kind: SectionKind;
  /** The heading the draft uses: standard for known kinds, the resume's own in capitals otherwise. */
  heading: string;
  /** The heading as the resume wrote it ('' when there was none). */
  originalHeading: string;
  lines: string[];
}

export interface ParsedResume {
  sections: Section[];
}

export const STANDARD_HEADINGS: Record<Exclude<SectionKind, 'contact' | 'other'>, string> = {
  summary: 'PROFESSIONAL SUMMARY',
  skills: 'SKILLS',
  experience: 'EXPERIENCE',
  projects: 'PROJECTS',
  education: 'EDUCATION',
  certifications: 'CERTIFICATIONS',
};

const HEADING_ALIASES: Record<Exclude<SectionKind, 'contact'>, readonly string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'career summary',
    'objective',
    'career objective',
    'about',
    'about me',
    'executive summary',
    'overview',
    'personal statement',
    'summary of qualifications',
  ],
  skills: [
    'skills',
    'technical skills',
    'core competencies',
    'competencies',
    'key skills',
    'skills and tools',
    'skills & tools',
    'tools',
    'technologies',
    'tech stack',
    'areas of expertise',
    'expertise',
    'skills and abilities',
    'skills & abilities',
    'core skills',
    'tools and technologies',
    'tools & technologies',
    'technical proficiencies',
    'skill set',
    'skillset',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'professional background',
    'where i have worked',
    "where i've worked",
    'jobs',
    'positions held',
    'career',
  ],
  projects: [
    'projects',
    'personal projects',
    'selected projects',
    'side projects',
    'key projects',
    'academic projects',
    'open source',
    'portfolio',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'education & training',
    'academics',
    'qualifications',
    'academic qualifications',
    'studies',
  ],
  certifications: [
    'certifications',
    'certificates',
    'licenses',
    'licenses and certifications',
    'licenses & certifications',
    'certifications and licenses',
    'certifications & licenses',
    'credentials',
    'training',
  ],
  other: [
    'awards',
    'honors',
    'honors and awards',
    'awards and honors',
    'achievements',
    'publications',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'languages',
    'interests',
    'hobbies',
    'references',
    'activities',
    'leadership',
    'affiliations',
    'memberships',
    'additional information',
    'patents',
    'speaking',
    'conferences',
  ],
};

const aliasToKind = new Map<string, Exclude<SectionKind, 'contact'>>();
for (const [kind, aliases] of Object.entries(HEADING_ALIASES) as Array<
  [Exclude<SectionKind, 'contact'>, readonly string[]]
>) {
  for (const alias of aliases) aliasToKind.set(alias, kind);
}

const ALL_ALIASES = [...aliasToKind.keys()].sort((a, b) => b.length - a.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALIAS_ALTERNATION = ALL_ALIASES.map(escape).join('|');
// A heading alone on its line, maybe decorated: "## Skills", "== EXPERIENCE ==", "Education:".
const HEADING_LINE = new RegExp(`^[#=*_\\-\\s]*(${ALIAS_ALTERNATION})[\\s:=*_#\\-]*$`, 'i');
// "Skills: Python, SQL" — a heading with its content on the same line.
const INLINE_HEADING = new RegExp(`^(${ALIAS_ALTERNATION})\\s*:\\s*(\\S.*)$`, 'i');

export function headingKind(line: string): Exclude<SectionKind, 'contact'> | undefined {
  if (line.length > 45) return undefined;
  const match = HEADING_LINE.exec(line.trim());
  if (!match) return undefined;
  const words = match[1]!.toLowerCase().replace(/\s+/g, ' ');
  const kind = aliasToKind.get(words);
  // Ambiguous one-word headings ("Leadership", "Career", "Training") count only when written as headings: capitals or a colon.
  if (
    kind &&
    ['leadership', 'career', 'training', 'tools', 'about', 'expertise', 'jobs', 'studies', 'portfolio'].includes(words)
  ) {
    const t = line.trim();
    if (!(t === t.toUpperCase() || t.endsWith(':') || /^[#=]/.test(t))) return undefined;
  }
  return kind;
}

function displayHeading(kind: Exclude<SectionKind, 'contact'>, original: string): string {
  if (kind === 'other')
    return original
      .replace(/[#=*_:]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toUpperCase();
  return STANDARD_HEADINGS[kind];
}

/** Line endings, odd spaces and invisible characters as PDF and Word extraction leave them. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200B-\u200D\uFEFF\u00AD]/g, '')
    .replace(/[\t\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/[ ]{2,}/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Text pulled from a PDF can arrive as one long line. Put headings and bullets back on
 * lines of their own so the sections can be found.
 */
export function reflow(text: string): string {
  const lines = text.split('\n').filter((l) => l.trim());
  if (lines.length > 4 || text.length < 300) return text;
  const upperHeading = new RegExp(
    `\\s(?=(?:${ALL_ALIASES.map((a) => escape(a.toUpperCase())).join('|')})(?::|\\s)\\s*[A-Z0-9•·▪●-])`,
    'g',
  );
  const titleHeading = new RegExp(
    `\\s(?=(?:${Object.values(STANDARD_HEADINGS)
      .map((h) =>
        escape(
          h.charAt(0) +
            h
              .slice(1)
              .toLowerCase()
              .replace(/ (\w)/g, (_, c: string) => ` ${c.toUpperCase()}`),
        ),
      )
      .join('|')}|Work Experience|Professional Experience|Work History|Technical Skills)(?::|\\s)\\s*[A-Z0-9•·▪●-])`,
    'g',
  );
  return text
    .replace(LEADING_SPACE_AND_BULLET, '\n$1 ')
    .replace(upperHeading, '\n')
    .replace(titleHeading, '\n')
    .replace(new RegExp(`^((?:${ALIAS_ALTERNATION})):?\\s+`, 'gim'), (m, h: string) => (headingKind(h) ? `${h}\n` : m));
}

// A bullet glyph with the spaces around it. The spaces before it are taken only from the
// start of their run: tried again from each position inside a long run, they cost its
// length squared.
const LEADING_SPACE_AND_BULLET = /(?:(?<!\s)\s*)?([•·▪●◦‣⁃■➢►✓✔])\s+/g;

const recentParses = new Map<string, ParsedResume>();

/** Parses a resume; the result is shared between callers and must not be changed. */
export function parseResume(text: string): ParsedResume {
  const cached = recentParses.get(text);
  if (cached) return cached;
  const parsed = parse(text);
  if (recentParses.size >= 16) recentParses.delete(recentParses.keys().next().value!);
  recentParses.set(text, parsed);
  return parsed;
}

function parse(text: string): ParsedResume {
  const lines = reflow(cleanText(text)).split('\n');
  const sections: Section[] = [];
  let current: Section = { kind: 'contact', heading: '', originalHeading: '', lines: [] };
  sections.push(current);

  for (const line of lines) {
    const kind = headingKind(line);
    const inline = kind ? undefined : INLINE_HEADING.exec(line);
    const inlineKind = inline ? aliasToKind.get(inline[1]!.toLowerCase().replace(/\s+/g, ' ')) : undefined;
    if (kind || (inlineKind && ['skills', 'summary'].includes(inlineKind))) {
      const k = (kind ?? inlineKind)!;
      const original = kind ? line.trim() : inline![1]!;
      current = { kind: k, heading: displayHeading(k, original), originalHeading: original, lines: [] };
      sections.push(current);
      if (inline) current.lines.push(inline[2]!.trim());
      continue;
    }
    current.lines.push(line);
  }
  splitUntitledSummary(sections);
  return { sections: sections.filter((s) => s.kind === 'contact' || s.lines.some((l) => l.trim())) };
}

const CONTACT_HINT = /@|https?:\/\/|www\.|linkedin|github\.com|\+?\d[\d\s().-]{7,}\d|^[A-Z][a-zA-Z.' -]+,\s*[A-Z]{2}\b/;

/** A paragraph before the first heading is a summary without a heading, not contact details. */
function splitUntitledSummary(sections: Section[]): void {
  const contact = sections[0]!;
  if (sections.some((s) => s.kind === 'summary')) return;
  const keep: string[] = [];
  const summary: string[] = [];
  contact.lines.forEach((line, i) => {
    const sentence = line.length > 80 || (/[.!]$/.test(line) && line.split(' ').length > 8);
    if (i > 0 && sentence && !CONTACT_HINT.test(line)) summary.push(line);
    else keep.push(line);
  });
  if (summary.length === 0) return;
  contact.lines = keep;
  sections.splice(1, 0, { kind: 'summary', heading: STANDARD_HEADINGS.summary, originalHeading: '', lines: summary });
}

export function sectionText(resume: ParsedResume, kinds: readonly SectionKind[]): string {
  return resume.sections
    .filter((s) => kinds.includes(s.kind))
    .map((s) => s.lines.join('\n'))
    .join('\n');
}

export function hasContactDetails(resume: ParsedResume): boolean {
  const contact = resume.sections.find((s) => s.kind === 'contact');
  return Boolean(contact && contact.lines.some((l) => /@|\d{3}[\s.)-]*\d{3}[\s.-]*\d{4}/.test(l)));
}
