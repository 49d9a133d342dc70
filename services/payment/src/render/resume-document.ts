// The optimized resume (plain text, perhaps with light Markdown) read into blocks that
// both renderers lay out the same way: name, contact lines, section headings, bullets
// and paragraphs. No word of the text is dropped or changed; only markup is.

export type ResumeBlock =
  | { type: 'name'; text: string }
  | { type: 'contact'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'bullet'; text: string }
  /** `lead`: a short line right above bullets, such as "Staff Engineer, Acme — 2021 – Present". */
  | { type: 'paragraph'; text: string; lead?: true }
  | { type: 'spacer' };

export interface ResumeDocument {
  /** The first line when it reads like a name; the title of both files. */
  name: string | null;
  blocks: ResumeBlock[];
}

const BULLET = /^\s*(?:[-*+•●▪◦‣·–—]|\u2022)\s+(.*)$/;
const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const RULE = /^\s*(?:[-=_*]\s*){3,}$/;
const SECTION_NAMES = new Set(
  [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'objective',
    'career objective',
    'about me',
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'relevant experience',
    'education',
    'education and training',
    'skills',
    'technical skills',
    'key skills',
    'core competencies',
    'competencies',
    'areas of expertise',
    'expertise',
    'certifications',
    'certificates',
    'licenses and certifications',
    'certifications and licenses',
    'projects',
    'selected projects',
    'key projects',
    'languages',
    'awards',
    'honors',
    'honors and awards',
    'achievements',
    'key achievements',
    'accomplishments',
    'publications',
    'volunteer experience',
    'volunteering',
    'interests',
    'references',
    'training',
    'professional development',
    'affiliations',
    'memberships',
    'leadership',
    'tools',
    'technologies',
  ].map((s) => s.toLowerCase()),
);

/** Removes Markdown emphasis markers (**x**, __x__) and keeps the words. */
export function stripInlineMarkup(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/`([^`]+)`/g, '$1');
}

function isSectionName(line: string): boolean {
  const bare = line.trim().replace(/:$/, '').trim();
  return SECTION_NAMES.has(bare.toLowerCase().replace(/\s*&\s*/g, ' and '));
}

function isHeading(line: string): boolean {
  const text = line.trim();
  if (text.length === 0 || text.length > 60) return false;
  if (isSectionName(text)) return true;
  const bare = text.replace(/:$/, '').trim();
  const letters = bare.replace(/[^A-Za-z]/g, '');
  // "PROFESSIONAL EXPERIENCE", "SKILLS & TOOLS": all capitals, a few words, no sentence.
  if (letters.length >= 3 && letters === letters.toUpperCase() && !/[.!?]$/.test(bare) && bare.split(/\s+/).length <= 6)
    return true;
  // "Experience:" alone on its line.
  return /^[A-Z][A-Za-z&/ ]{2,38}:$/.test(text);
}

export function parseResume(source: string): ResumeDocument {
  const lines = source
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    // Control characters other than newlines cannot be drawn and mean nothing in a resume.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''));

  const blocks: ResumeBlock[] = [];
  let name: string | null = null;
  let inHeader = true;
  const push = (block: ResumeBlock) => {
    const last = blocks[blocks.length - 1];
    if (block.type === 'spacer' && (!last || last.type === 'spacer' || last.type === 'heading')) return;
    blocks.push(block);
  };

  for (const raw of lines) {
    if (raw.trim() === '' || RULE.test(raw)) {
      if (name !== null) inHeader = false;
      push({ type: 'spacer' });
      continue;
    }
    const markdownHeading = MARKDOWN_HEADING.exec(raw);
    const bullet = BULLET.exec(raw);
    const last = blocks[blocks.length - 1];

    if (name === null && blocks.length === 0 && !bullet) {
      const text = stripInlineMarkup(markdownHeading ? markdownHeading[1]! : raw.trim());
      if (text.length <= 80 && !isSectionName(text)) {
        name = text;
        blocks.push({ type: 'name', text });
        continue;
      }
    }
    if (markdownHeading || (!bullet && isHeading(raw))) {
      inHeader = false;
      const text = stripInlineMarkup(markdownHeading ? markdownHeading[1]! : raw.trim());
      if (last?.type === 'spacer') blocks.pop();
      blocks.push({ type: 'heading', text });
      continue;
    }
    if (bullet) {
      inHeader = false;
      blocks.push({ type: 'bullet', text: stripInlineMarkup(bullet[1]!.trim()) });
      continue;
    }
    const text = stripInlineMarkup(raw.trim());
    // An indented line under a bullet continues it (wrapped text pasted from a document).
    if (last?.type === 'bullet' && /^\s{2,}/.test(raw)) {
      last.text = `${last.text} ${text}`;
      continue;
    }
    if (inHeader && name !== null && blocks.length <= 4) {
      blocks.push({ type: 'contact', text });
      continue;
    }
    inHeader = false;
    blocks.push({ type: 'paragraph', text });
  }
  while (blocks[blocks.length - 1]?.type === 'spacer') blocks.pop();
  blocks.forEach((block, i) => {
    if (block.type === 'paragraph' && block.text.length <= 140 && blocks[i + 1]?.type === 'bullet') block.lead = true;
  });
  return { name, blocks };
}

/** The words a reader of either file sees, in order: what the tests compare with the extracted text. */
export function documentText(doc: ResumeDocument): string {
  return doc.blocks
    .map((b) => (b.type === 'spacer' ? '' : b.text))
    .filter((t) => t !== '')
    .join('\n');
}
