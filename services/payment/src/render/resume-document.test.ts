import { describe, expect, it } from 'vitest';
import { TWO_PAGE_RESUME, TWO_PAGE_RESUME_HEADINGS, words } from '../../test/support/resumes.js';
import { documentText, parseResume } from './resume-document.js';

describe('reading an optimized resume into blocks', () => {
  it('finds the name, the contact lines, the section headings and the bullets', () => {
    const doc = parseResume(TWO_PAGE_RESUME);
    expect(doc.name).toBe('JORDAN A. RIVERA');
    expect(doc.blocks.filter((b) => b.type === 'contact').map((b) => (b as { text: string }).text)).toEqual([
      'Senior Backend Engineer | jordan.rivera@example.com | (512) 555-0142 | Austin, TX',
      'linkedin.com/in/jordanrivera | github.com/jrivera',
    ]);
    expect(doc.blocks.filter((b) => b.type === 'heading').map((b) => (b as { text: string }).text)).toEqual(
      TWO_PAGE_RESUME_HEADINGS,
    );
    expect(doc.blocks.filter((b) => b.type === 'bullet')).toHaveLength(28);
  });

  it('loses no word of the resume', () => {
    expect(words(documentText(parseResume(TWO_PAGE_RESUME)))).toEqual(words(TWO_PAGE_RESUME));
  });

  it('reads Markdown headings, emphasis, "Title:" headings and wrapped bullets', () => {
    const doc = parseResume(
      '# Ana Souza\nana@example.com\n\n## Experience\n- Led **three** launches\n  across two regions\n* Cut costs\n\nSkills:\nGo, SQL\n',
    );
    expect(doc.blocks).toEqual([
      { type: 'name', text: 'Ana Souza' },
      { type: 'contact', text: 'ana@example.com' },
      { type: 'heading', text: 'Experience' },
      { type: 'bullet', text: 'Led three launches across two regions' },
      { type: 'bullet', text: 'Cut costs' },
      { type: 'heading', text: 'Skills:' },
      { type: 'paragraph', text: 'Go, SQL' },
    ]);
  });

  it('does not take a resume that starts with a section for a name', () => {
    const doc = parseResume('Summary\nBuilt things.\n');
    expect(doc.name).toBeNull();
    expect(doc.blocks[0]).toEqual({ type: 'heading', text: 'Summary' });
  });
});
