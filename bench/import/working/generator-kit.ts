// Building blocks every import-corpus generator shares: the meta file's shape, pdfkit's bytes
// and word wrap, and the borderless table a Word layout table is drawn with.
import { BorderStyle, Table, TableRow, WidthType, type TableCell } from 'docx';

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

/** A full-width layout table with no borders, one array of cells a row. */
export const borderlessTable = (rows: TableCell[][]) =>
  new Table({
    width: percent(100),
    borders: NO_BORDERS,
    rows: rows.map((children) => new TableRow({ children })),
  });

/** One printed line of a pdfkit resume, placed inside its column. */
export interface PdfLine {
  text: string;
  font: string;
  size: number;
  /** x offset of the text inside its column. */
  indent: number;
  bullet?: string;
  /** space above the line, in points. */
  gap: number;
  color?: string;
}

type Draw = (l: PdfLine, x: number, y: number) => void;

/**
 * Two columns the way table templates write them: row by row, each row's left cell drawn
 * wholly before its right cell. Returns the y under the last row.
 */
export function drawByCell(
  left: PdfLine[][],
  right: PdfLine[][],
  o: { lx: number; rx: number; top: number; leading: number; rowGap: number },
  draw: Draw,
): number {
  let y = o.top;
  const cell = (lines: PdfLine[], x: number) => {
    let cy = y;
    for (const l of lines) {
      cy += l.gap;
      draw(l, x, cy);
      cy += l.size * o.leading;
    }
    return cy;
  };
  for (let row = 0; row < Math.max(left.length, right.length); row++) {
    y = Math.max(cell(left[row] ?? [], o.lx), cell(right[row] ?? [], o.rx)) + o.rowGap;
  }
  return y;
}

/** Lines laid down a page from `top`, a new page when the next would pass `bottom`; each with its y. */
export function paginate(
  lines: PdfLine[],
  o: { top: number; bottom: number; leading: number },
): { line: PdfLine; y: number }[][] {
  const pages: { line: PdfLine; y: number }[][] = [[]];
  let y = o.top;
  for (const line of lines) {
    const h = line.gap + line.size * o.leading;
    if (y + h > o.bottom) {
      pages.push([]);
      y = o.top;
    }
    pages[pages.length - 1]!.push({ line, y: y + line.gap });
    y += h;
  }
  return pages;
}
