// The PDF download: one ATS-friendly column of real, selectable text in an embedded
// font (Noto Sans, shipped by an npm package), headings kept with what follows them,
// and page breaks between lines, so no text is ever cut off.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ResumeDocument } from './resume-document.js';

const require = createRequire(import.meta.url);

type FontkitFont = { layout(text: string): unknown };
const fontkit = require('fontkit') as { create(buffer: Buffer): FontkitFont };

let fonts: { regular: FontkitFont; bold: FontkitFont } | undefined;
/** The TTF files, parsed once per process: fontkit keeps its glyph caches between documents. */
export function resumeFonts(): { regular: FontkitFont; bold: FontkitFont } {
  const load = (path: string) => fontkit.create(readFileSync(require.resolve(path)));
  fonts ??= {
    regular: load('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: load('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  };
  return fonts;
}

const MARGIN = { top: 54, bottom: 54, left: 60, right: 60 };
const INK = '#1a1a1a';
const MUTED = '#4a4a4a';
const RULE = '#9a9a9a';
const BODY_SIZE = 10.5;
const LINE_GAP = 2.5;
const BULLET_INDENT = 16;

export interface PdfMeta {
  title: string;
  author?: string;
  subject?: string;
}

export function renderResumePdf(resume: ResumeDocument, meta: PdfMeta): Promise<Buffer> {
  const { regular, bold } = resumeFonts();
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    info: { Title: meta.title, Author: meta.author ?? '', Subject: meta.subject ?? 'Resume', Creator: 'HighPay Jobs' },
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    // No default Helvetica: every glyph comes from the embedded font.
    font: null as unknown as string,
  });
  pdf.registerFont('Body', regular as unknown as Buffer);
  pdf.registerFont('Bold', bold as unknown as Buffer);
  pdf.font('Body').fontSize(BODY_SIZE).fillColor(INK);

  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = MARGIN.left;
  const width = pdf.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => pdf.page.height - MARGIN.bottom;
  const atTopOfPage = () => pdf.y <= MARGIN.top + 0.5;
  const lineHeight = (font: string, size: number) => pdf.font(font).fontSize(size).currentLineHeight(true) + LINE_GAP;
  /** Starts a new page unless `height` more points fit on this one. */
  const ensureSpace = (height: number) => {
    if (pdf.y + height > bottom()) pdf.addPage();
  };

  const blocks = resume.blocks;
  blocks.forEach((block, index) => {
    switch (block.type) {
      case 'name':
        pdf.font('Bold').fontSize(20).fillColor(INK).text(block.text, left, pdf.y, { width, lineGap: 1 });
        pdf.moveDown(0.15);
        break;
      case 'contact':
        pdf.font('Body').fontSize(10).fillColor(MUTED).text(block.text, left, pdf.y, { width, lineGap: 1.5 });
        break;
      case 'heading': {
        // Keep a heading with at least two lines of what follows it.
        const next = blocks[index + 1];
        const following =
          next && next.type !== 'heading' && next.type !== 'spacer' ? 2 * lineHeight('Body', BODY_SIZE) : 0;
        if (!atTopOfPage()) pdf.moveDown(0.7);
        ensureSpace(lineHeight('Bold', 12) + 6 + following);
        pdf.font('Bold').fontSize(12).fillColor(INK).text(block.text, left, pdf.y, { width, characterSpacing: 0.3 });
        const ruleY = pdf.y + 1;
        pdf
          .moveTo(left, ruleY)
          .lineTo(left + width, ruleY)
          .lineWidth(0.6)
          .strokeColor(RULE)
          .stroke();
        pdf.y = ruleY + 5;
        break;
      }
      case 'bullet': {
        ensureSpace(lineHeight('Body', BODY_SIZE));
        const y = pdf.y;
        pdf.font('Body').fontSize(BODY_SIZE).fillColor(INK);
        pdf.text('•', left + 3, y, { width: BULLET_INDENT, lineBreak: false });
        pdf.text(block.text, left + BULLET_INDENT, y, { width: width - BULLET_INDENT, lineGap: LINE_GAP });
        pdf.moveDown(0.15);
        break;
      }
      case 'paragraph': {
        const font = block.lead ? 'Bold' : 'Body';
        // A role line stays with the first bullet under it.
        const own = pdf.font(font).fontSize(BODY_SIZE).heightOfString(block.text, { width, lineGap: LINE_GAP });
        ensureSpace(block.lead ? own + lineHeight('Body', BODY_SIZE) : lineHeight(font, BODY_SIZE));
        pdf.font(font).fontSize(BODY_SIZE).fillColor(INK).text(block.text, left, pdf.y, { width, lineGap: LINE_GAP });
        pdf.moveDown(0.15);
        break;
      }
      case 'spacer':
        if (!atTopOfPage()) pdf.moveDown(0.45);
        break;
      default: {
        const never: never = block;
        throw new Error(`unknown block ${JSON.stringify(never)}`);
      }
    }
  });

  pdf.end();
  return done;
}
