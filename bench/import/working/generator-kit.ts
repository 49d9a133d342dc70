// Building blocks every import-corpus generator shares: the meta file's shape, pdfkit's bytes
// and word wrap, and the borderless table a Word layout table is drawn with.
import { BorderStyle, WidthType } from 'docx';

export type Layout =
  | 'one-column'
  | 'two-column-sidebar-left'
  | 'two-column-sidebar-right'
  | 'multi-page-header-footer'
  | 'row-order-table-pdf'
  | 'icons-contact'
  | 'justified'
  | 'docx-table'
  | 'docx-lists'
  | 'docx-textbox'
  | 'docx-header-footer';

export interface Meta {
  layout: Layout;
  generator: 'chromium-print' | 'pdfkit' | 'docx';
  pages: number;
  columns: number;
  headerFooterLines: string[];
  sidebarLines: string[];
  notes: string;
}

/** Ends a pdfkit document and resolves with its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

/** Greedy word wrap with the font's own widths. */
export function wrap(doc: PDFKit.PDFDocument, text: string, font: string, size: number, width: number): string[] {
  doc.font(font).fontSize(size);
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(next) > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
/** Borders of a Word layout table: none drawn, as resume templates make them. */
export const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};
/** A table or cell width in per cent of the page. */
export const percent = (size: number) => ({ size, type: WidthType.PERCENTAGE });
