// Writes a resume as plain text the way ATS parsers read best: contact lines first,
// standard headings in capitals, one bullet glyph, a blank line between sections.
import type { SectionKind } from './resume.parser.js';

export interface WrittenSection {
  kind: SectionKind;
  heading: string;
  lines: string[];
}

export function writeResume(sections: readonly WrittenSection[]): string {
  const blocks: string[] = [];
  for (const section of sections) {
    const lines = trimBlankLines(section.lines);
    if (lines.length === 0) continue;
    blocks.push(section.kind === 'contact' ? lines.join('\n') : [section.heading, ...lines].join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

function trimBlankLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const t = line.trim();
    if (!t && (out.length === 0 || out.at(-1) === '')) continue;
    out.push(t);
  }
  while (out.at(-1) === '') out.pop();
  return out;
}
