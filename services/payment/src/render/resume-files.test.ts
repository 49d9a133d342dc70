import { describe, expect, it } from 'vitest';
import { extractDocx, extractPdf } from '../../test/support/extract.js';
import { TWO_PAGE_RESUME, TWO_PAGE_RESUME_HEADINGS, words } from '../../test/support/resumes.js';
import { renderResumeFiles } from './render.processor.js';

describe('the PDF of an optimized resume', async () => {
  const files = await renderResumeFiles(TWO_PAGE_RESUME, 'Senior Backend Engineer');
  const pdf = await extractPdf(files.pdf);

  it('is two pages whose selectable text is the whole resume, word for word', () => {
    expect(pdf.pages).toHaveLength(2);
    expect(words(pdf.text)).toEqual(words(TWO_PAGE_RESUME));
  });

  it('embeds its font, so no text depends on the fonts of the reader’s machine', () => {
    const raw = Buffer.from(files.pdf).toString('latin1');
    expect(raw).toMatch(/\/FontFile2 /);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it('keeps every line inside the page margins: nothing is cut off at an edge or a page break', () => {
    for (const page of pdf.pages) {
      for (const item of page.items.filter((i) => i.str.trim())) {
        expect(item.x, item.str).toBeGreaterThanOrEqual(36);
        expect(item.x + item.width, item.str).toBeLessThanOrEqual(page.width - 36);
        expect(item.y, item.str).toBeGreaterThanOrEqual(36);
        expect(item.y + item.height, item.str).toBeLessThanOrEqual(page.height - 36);
      }
    }
  });

  it('is one column: every line starts at the left margin or at the bullet indent', () => {
    const starts = new Set(pdf.pages.flatMap((p) => p.items.filter((i) => i.str.trim()).map((i) => Math.round(i.x))));
    expect(starts.size).toBeLessThanOrEqual(3);
  });

  it('never leaves a section heading alone at the bottom of a page', () => {
    for (const page of pdf.pages.slice(0, -1)) {
      const lines = page.items.filter((i) => i.str.trim());
      expect(TWO_PAGE_RESUME_HEADINGS).not.toContain(lines[lines.length - 1]!.str.trim());
    }
  });

  it('is titled with the candidate’s name', () => {
    expect(pdf.info.Title).toBe('JORDAN A. RIVERA — Resume');
  });
});

describe('the DOCX of an optimized resume', async () => {
  const files = await renderResumeFiles(TWO_PAGE_RESUME, 'Senior Backend Engineer');
  const docx = await extractDocx(files.docx);

  it('holds the whole resume, word for word', () => {
    expect(words(docx.text)).toEqual(words(TWO_PAGE_RESUME));
  });

  it('has real headings: the name as Heading 1 and each section as Heading 2', () => {
    expect(docx.html).toContain('<h1>JORDAN A. RIVERA</h1>');
    for (const heading of TWO_PAGE_RESUME_HEADINGS) expect(docx.html).toContain(`<h2>${heading}</h2>`);
  });

  it('has real bullet lists', () => {
    expect(docx.html).toContain(
      '<ul><li>Languages: TypeScript, Node.js, Go, Python, SQL</li><li>Data: PostgreSQL, Redis, Elasticsearch, Kafka, BigQuery</li>',
    );
    expect(docx.html.match(/<li>/g)).toHaveLength(28);
  });
});

describe('unusual text', () => {
  it('keeps accents, dashes, quotes and a long unbroken link, in both files', async () => {
    const text = `José Núñez-Müller\n\nEXPERIENCE\n- Led “Project Ñandú” – a 2× faster rollout for São Paulo’s team\n- https://example.com/a/very/long/path/that/does/not/fit/on/one/line/of/a/resume/page/at/all/abcdefghijklmnopqrstuvwxyz\n`;
    const files = await renderResumeFiles(text, 'Engineer');
    const pdf = await extractPdf(files.pdf);
    const docx = await extractDocx(files.docx);
    expect(words(docx.text)).toEqual(words(text));
    // A link longer than a line is broken across lines; its characters all stay.
    expect(words(pdf.text).join('')).toBe(words(text).join(''));
    for (const item of pdf.pages[0]!.items) expect(item.x + item.width).toBeLessThanOrEqual(pdf.pages[0]!.width - 36);
  });
});
