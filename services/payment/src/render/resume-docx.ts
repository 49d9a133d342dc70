// The DOCX download: real Word headings (the name as Heading 1, sections as Heading 2)
// and real bullet lists, so Word, Google Docs and applicant tracking systems read its
// structure, not just its look.
import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ResumeDocument } from './resume-document.js';

const FONT = 'Calibri';

export interface DocxMeta {
  title: string;
  author?: string;
}

export async function renderResumeDocx(resume: ResumeDocument, meta: DocxMeta): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (const block of resume.blocks) {
    switch (block.type) {
      case 'name':
        children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(block.text)] }));
        break;
      case 'contact':
        children.push(
          new Paragraph({
            spacing: { after: 40 },
            children: [new TextRun({ text: block.text, color: '4A4A4A', size: 20 })],
          }),
        );
        break;
      case 'heading':
        children.push(
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '9A9A9A', space: 2 } },
            children: [new TextRun(block.text)],
          }),
        );
        break;
      case 'bullet':
        children.push(
          new Paragraph({ bullet: { level: 0 }, spacing: { after: 40 }, children: [new TextRun(block.text)] }),
        );
        break;
      case 'paragraph':
        children.push(
          new Paragraph({
            spacing: { after: block.lead ? 40 : 80 },
            keepNext: block.lead,
            children: [new TextRun({ text: block.text, bold: block.lead })],
          }),
        );
        break;
      case 'spacer':
        // Paragraph spacing separates groups; an empty paragraph would only add noise for parsers.
        break;
      default: {
        const never: never = block;
        throw new Error(`unknown block ${JSON.stringify(never)}`);
      }
    }
  }

  const document = new Document({
    creator: 'HighPay Jobs',
    title: meta.title,
    description: 'Resume',
    lastModifiedBy: meta.author ?? 'HighPay Jobs',
    styles: {
      default: {
        document: { run: { font: FONT, size: 21, color: '1A1A1A' } },
        heading1: { run: { font: FONT, size: 40, bold: true, color: '1A1A1A' }, paragraph: { spacing: { after: 60 } } },
        heading2: {
          run: { font: FONT, size: 24, bold: true, color: '1A1A1A' },
          paragraph: { spacing: { before: 240, after: 100 }, keepNext: true },
        },
      },
    },
    sections: [
      {
        properties: { page: { margin: { top: 1080, bottom: 1080, left: 1200, right: 1200 } } },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
