// pdfkit resumes written the way table-based generators write them: text placed row by row
// across both columns, and a multi-page file with its header and footer drawn on each page.
import PDFDocument from 'pdfkit';
import { PEOPLE, sectionsText, sidebarLines, type Person, type Section } from './resumes.js';
import { save } from './make-working.js';
import { drawByCell, paginate, pdfBytes, wrap, type PdfLine } from './generator-kit.js';

function sectionLines(
  doc: PDFKit.PDFDocument,
  s: Section,
  width: number,
  bullet: string,
  size: number,
  first: boolean,
): PdfLine[] {
  const body = 'Helvetica';
  const out: PdfLine[] = [
    { text: s.heading, font: 'Helvetica-Bold', size: size + 2, indent: 0, gap: first ? 0 : size },
  ];
  const add = (text: string, font = body, gap = 0) =>
    wrap(doc, text, font, size, width).forEach((t, i) =>
      out.push({ text: t, font, size, indent: 0, gap: i === 0 ? gap : 0 }),
    );
  for (const p of s.paragraphs ?? []) add(p);
  for (const l of s.lines ?? []) add(l);
  for (const e of s.entries ?? []) {
    add(e.head[0]!, 'Helvetica-Bold', size * 0.5);
    for (const h of e.head.slice(1)) add(h, 'Helvetica-Oblique');
    for (const b of e.bullets)
      wrap(doc, b, body, size, width - 12).forEach((t, i) =>
        out.push({ text: t, font: body, size, indent: 12, gap: i === 0 ? 2 : 0, ...(i === 0 ? { bullet } : {}) }),
      );
  }
  return out;
}

function drawLine(doc: PDFKit.PDFDocument, l: PdfLine, x: number, y: number): void {
  doc.font(l.font).fontSize(l.size);
  if (l.bullet) doc.text(l.bullet, x, y, { lineBreak: false });
  doc.text(l.text, x + l.indent, y, { lineBreak: false });
}

/** A table template: each row holds a sidebar block and a main block, written left cell then right cell. */
async function rowOrderByCell(p: Person, bullet: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40, autoFirstPage: true });
  const [lx, lw, rx, rw] = [40, 160, 230, 342];
  doc.font('Helvetica-Bold').fontSize(22).text(p.name, 40, 40, { lineBreak: false });
  doc.font('Helvetica').fontSize(12).text(p.title, 40, 68, { lineBreak: false });
  const left: PdfLine[][] = [
    p.contact.map((c) => ({ text: c, font: 'Helvetica', size: 9.5, indent: 0, gap: 0 })),
    ...p.sidebar.map((s) => sectionLines(doc, s, lw, bullet, 9.5, true)),
  ];
  const right: PdfLine[][] = p.main.map((s) => sectionLines(doc, s, rw, bullet, 9.5, true));
  drawByCell(left, right, { lx, rx, top: 100, leading: 1.3, rowGap: 12 }, (l, x, y) => drawLine(doc, l, x, y));
  return pdfBytes(doc);
}

/** Text written one visual row at a time, the left column's line then the right column's line. */
async function rowOrderByLine(p: Person, bullet: string, side: 'left' | 'right'): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
  const narrow = 165;
  const wide = 340;
  doc.font('Times-Bold').fontSize(22).text(p.name, 40, 40, { lineBreak: false });
  doc.font('Times-Roman').fontSize(12).text(p.title, 40, 68, { lineBreak: false });
  const sideLines: PdfLine[] = [
    ...p.contact.map((c) => ({ text: c, font: 'Helvetica', size: 9.5, indent: 0, gap: 0 })),
    ...p.sidebar.flatMap((s) => sectionLines(doc, s, narrow, bullet, 9.5, false)),
  ];
  const mainLines = p.main.flatMap((s, i) => sectionLines(doc, s, wide, bullet, 9.5, i === 0));
  const [sx, mx] = side === 'left' ? [40, 232] : [407, 40];
  const step = 13;
  let y = 100;
  for (let i = 0; i < Math.max(sideLines.length, mainLines.length); i++) {
    const a = side === 'left' ? sideLines[i] : mainLines[i];
    const b = side === 'left' ? mainLines[i] : sideLines[i];
    if (a) drawLine(doc, a, side === 'left' ? sx : mx, y);
    if (b) drawLine(doc, b, side === 'left' ? mx : sx, y);
    y += step;
  }
  return pdfBytes(doc);
}

/** One column over several pages; the header and "Page N of M" are drawn on every page. */
async function multiPage(p: Person, bullet: string): Promise<{ bytes: Uint8Array; pages: number; header: string }> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 60, autoFirstPage: false });
  const width = 612 - 120;
  const size = 13;
  const lines: PdfLine[] = [
    { text: p.name, font: 'Times-Bold', size: 24, indent: 0, gap: 0 },
    { text: p.title, font: 'Times-Roman', size: 15, indent: 0, gap: 6 },
    ...p.contact.map((c) => ({ text: c, font: 'Times-Roman', size, indent: 0, gap: 0 })),
    ...[...p.main, ...p.sidebar].flatMap((s) => sectionLines(doc, s, width, bullet, size, false)),
  ];
  const pages = paginate(lines, { top: 80, bottom: 792 - 80, leading: 1.35 });
  const header = `${p.name} – ${p.title}`;
  pages.forEach((content, n) => {
    doc.addPage();
    doc.font('Helvetica').fontSize(8).fillColor('#666').text(header, 60, 36, { lineBreak: false });
    doc.text(`Page ${n + 1} of ${pages.length}`, 500, 752, { lineBreak: false });
    doc.fillColor('#000');
    for (const { line, y: ly } of content) drawLine(doc, line, 60, ly);
  });
  return { bytes: await pdfBytes(doc), pages: pages.length, header };
}

const rowMeta = (p: Person, notes: string) => ({
  layout: 'row-order-table-pdf' as const,
  generator: 'pdfkit' as const,
  pages: 1,
  columns: 2,
  headerFooterLines: [],
  sidebarLines: sidebarLines(p, true),
  notes,
});

export async function writePdfkitFiles(): Promise<void> {
  const twoCol = (p: Person, side: 'left' | 'right') => {
    const sidebar = [...p.contact, '', ...sectionsText(p.sidebar)];
    const main = sectionsText(p.main);
    return [p.name, p.title, '', ...(side === 'left' ? [...sidebar, '', ...main] : [...main, '', ...sidebar])];
  };
  // id, person, how the rows are written, bullet, sidebar side, notes
  const rows = [
    ['row-order-1', 0, 'cell', '•', 'left', 'Table rows, left cell then right cell'],
    ['row-order-2', 3, 'line', '-', 'left', 'One visual row at a time, sidebar left, "-" bullets'],
    ['row-order-3', 5, 'line', '•', 'right', 'One visual row at a time, sidebar right'],
  ] as const;
  for (const [id, n, by, bullet, side, notes] of rows) {
    const p = PEOPLE[n]!;
    const bytes = by === 'cell' ? await rowOrderByCell(p, bullet) : await rowOrderByLine(p, bullet, side);
    save(id, 'pdf', bytes, twoCol(p, side), rowMeta(p, notes));
  }
  const d = PEOPLE[2]!;
  const m = await multiPage(d, '*');
  save(
    'multi-page-pdfkit-1',
    'pdf',
    m.bytes,
    [d.name, d.title, ...d.contact, '', ...sectionsText([...d.main, ...d.sidebar])],
    {
      layout: 'multi-page-header-footer',
      generator: 'pdfkit',
      pages: m.pages,
      columns: 1,
      headerFooterLines: [m.header, ...Array.from({ length: m.pages }, (_, k) => `Page ${k + 1} of ${m.pages}`)],
      sidebarLines: [],
      notes: 'pdfkit, header and footer drawn on each page, "*" bullets',
    },
  );
}
