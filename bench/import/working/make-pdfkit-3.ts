// Issue 41 held-out corpus: pdfkit resumes. Two-column ones are written the way table-based
// templates emit them (row by row across both columns, or cell by cell per table row); the
// one-column ones carry footers (and a header) drawn on every page.
// Run: npx tsx bench/import/working/make-pdfkit-3.ts
import PDFDocument from 'pdfkit';
import { PEOPLE, sectionsText, type Person, type Section } from './people-3.js';
import { pdfPages, writeExpected, writeFile, writeMeta, type Meta } from './common-3.js';
import { drawByCell, paginate, pdfBytes, wrap, type PdfLine } from './generator-kit.js';

interface Fonts {
  body: string;
  bold: string;
  italic: string;
}

function secLines(doc: PDFKit.PDFDocument, s: Section, width: number, bullet: string, size: number, f: Fonts, first: boolean, accent = '#000'): PdfLine[] {
  const out: PdfLine[] = [{ text: s.h, font: f.bold, size: size + 1.5, indent: 0, gap: first ? 0 : size * 0.9, color: accent }];
  const add = (t: string, font = f.body, gap = 0, indent = 0) =>
    wrap(doc, t, font, size, width - indent).forEach((x, i) => out.push({ text: x, font, size, indent, gap: i ? 0 : gap }));
  const bul = (t: string) =>
    wrap(doc, t, f.body, size, width - 12).forEach((x, i) =>
      out.push({ text: x, font: f.body, size, indent: 12, gap: i ? 0 : 1.5, ...(i ? {} : { bullet }) }),
    );
  for (const b of s.blocks) {
    if (b.k === 'p') add(b.text);
    else if (b.k === 'lines') b.lines.forEach((l) => add(l));
    else if (b.k === 'ul') b.items.forEach((it) => (typeof it === 'string' ? bul(it) : [it[0], ...it[1]].forEach(bul)));
    else if (b.k === 'ol') b.items.forEach(bul);
    else if (b.k === 'job') {
      add(b.head, f.bold, size * 0.5);
      if (b.sub) add(b.sub, f.italic);
      if (b.meta) add(b.meta, f.italic);
      b.bullets.forEach(bul);
    } else b.cells.forEach((c) => add(c));
  }
  return out;
}

function draw(doc: PDFKit.PDFDocument, l: PdfLine, x: number, y: number): void {
  doc.font(l.font).fontSize(l.size).fillColor(l.color ?? '#111');
  if (l.bullet) doc.text(l.bullet, x, y, { lineBreak: false });
  doc.text(l.text, x + l.indent, y, { lineBreak: false });
}

const HELV: Fonts = { body: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const TIMES: Fonts = { body: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' };

/** Table template: row 0 is contact | summary, then one sidebar section beside one main section per row. */
async function byCell(p: Person, bullet: string, f: Fonts, accent: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `${p.name} Resume`, Creator: 'Microsoft Word - resume.docx' } });
  const [lx, lw, rx, rw] = [40, 150, 215, 340];
  doc.rect(0, 0, 595, 92).fill(accent);
  doc.font(f.bold).fontSize(21).fillColor('#fff').text(p.name, 40, 30, { lineBreak: false });
  doc.font(f.body).fontSize(11.5).fillColor('#fff').text(p.title, 40, 58, { lineBreak: false });
  const size = 9.5;
  const left: PdfLine[][] = [
    p.contact.map((c) => ({ text: c, font: f.body, size, indent: 0, gap: 0 })),
    ...p.side.map((s) => secLines(doc, s, lw, bullet, size, f, true, accent)),
  ];
  const right: PdfLine[][] = p.main.map((s) => secLines(doc, s, rw, bullet, size, f, true, accent));
  drawByCell(left, right, { lx, rx, top: 112, leading: 1.32, rowGap: 14 }, (l, x, y) => draw(doc, l, x, y));
  return pdfBytes(doc);
}

/** Text emitted one visual row at a time: left column's line, then right column's line. */
async function byLine(p: Person, bullet: string, f: Fonts, side: 'left' | 'right'): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40, info: { Title: p.name } });
  const narrow = 160;
  const wide = 335;
  const size = 9.5;
  doc.font(f.bold).fontSize(20).fillColor('#111').text(p.name, 40, 42, { lineBreak: false });
  doc.font(f.body).fontSize(12).text(p.title, 40, 68, { lineBreak: false });
  doc.moveTo(40, 88).lineTo(572, 88).lineWidth(0.8).stroke('#444');
  const sideLines: PdfLine[] = [
    ...p.contact.map((c) => ({ text: c, font: f.body, size, indent: 0, gap: 0 })),
    ...p.side.flatMap((s) => secLines(doc, s, narrow, bullet, size, f, false)),
  ];
  const mainLines = p.main.flatMap((s, i) => secLines(doc, s, wide, bullet, size, f, i === 0));
  const sx = side === 'left' ? 40 : 412;
  const mx = side === 'left' ? 232 : 40;
  const step = 12.8;
  let ys = 104;
  let ym = 104;
  // Each output row: gaps are applied per column, then both lines are written left to right.
  for (let i = 0; i < Math.max(sideLines.length, mainLines.length); i++) {
    const s = sideLines[i];
    const m = mainLines[i];
    if (s) ys += s.gap;
    if (m) ym += m.gap;
    const row: [PdfLine | undefined, number, number][] = side === 'left' ? [[s, sx, ys], [m, mx, ym]] : [[m, mx, ym], [s, sx, ys]];
    for (const [l, x, y] of row) if (l) draw(doc, l, x, y);
    ys += step;
    ym += step;
  }
  return pdfBytes(doc);
}

/** One column over several pages; footer (and optional header from page 2) drawn on each page. */
async function oneColumn(
  p: Person,
  bullet: string,
  f: Fonts,
  o: { size: number; header?: string; footer: (n: number, of: number) => string[] },
): Promise<{ bytes: Uint8Array; pages: number; hf: string[] }> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, autoFirstPage: false, bufferPages: true });
  const width = 595 - 130;
  const lines: PdfLine[] = [
    { text: p.name, font: f.bold, size: 22, indent: 0, gap: 0 },
    { text: p.title, font: f.body, size: 13, indent: 0, gap: 4 },
    ...p.contact.map((c, i) => ({ text: c, font: f.body, size: o.size, indent: 0, gap: i ? 0 : 4 })),
    ...p.main.flatMap((s) => secLines(doc, s, width, bullet, o.size, f, false)),
  ];
  const pages = paginate(lines, { top: 64, bottom: 842 - 76, leading: 1.4 });
  const hf = new Set<string>();
  pages.forEach((content, n) => {
    doc.addPage();
    if (o.header && n > 0) {
      doc.font('Helvetica').fontSize(8).fillColor('#777').text(o.header, 65, 34, { lineBreak: false });
      hf.add(o.header);
    }
    const foot = o.footer(n + 1, pages.length);
    doc.moveTo(65, 800).lineTo(530, 800).lineWidth(0.5).stroke('#aaa');
    foot.forEach((t, i) => {
      doc.font('Helvetica').fontSize(8).fillColor('#777');
      const x = i === 0 ? 65 : 530 - doc.widthOfString(t);
      doc.text(t, x, 806, { lineBreak: false });
      hf.add(t);
    });
    for (const { line, y: ly } of content) draw(doc, line, 65, ly);
  });
  const bytes = await pdfBytes(doc);
  return { bytes, pages: pages.length, hf: [...hf] };
}

const twoColText = (p: Person, side: 'left' | 'right') => {
  const s = [...p.contact, '', ...sectionsText(p.side)];
  const m = sectionsText(p.main);
  return { text: [p.name, p.title, '', ...(side === 'left' ? [...s, '', ...m] : [...m, '', ...s])], side: s.filter(Boolean) };
};

const rowMeta = (side: string[], notes: string, pages = 1): Meta => ({
  layout: 'row-order-table-pdf',
  generator: 'pdfkit',
  pages,
  columns: 2,
  headerFooterLines: [],
  sidebarLines: side,
  notes,
});

async function main(): Promise<void> {
  // Two-column table templates: the file's bytes from its person, then expected text and meta.
  const tables: [string, 'left' | 'right', string, (p: Person) => Promise<Uint8Array>][] = [
    ['n16', 'left', 'A4 table template with a colored name band; each row holds one sidebar cell (left) and one main cell (right), written left cell then right cell; • bullets; producer claims Word.', (p) => byCell(p, '•', HELV, '#0e4d64')],
    ['n17', 'right', 'Letter, main column left and narrow sidebar right, text written one visual row at a time (main line then sidebar line); "-" bullets; Helvetica.', (p) => byLine(p, '-', HELV, 'right')],
    ['n18', 'left', 'Letter, Times, sidebar left, text written one visual row at a time (sidebar line then main line), columns keep their own spacing so rows drift; • bullets.', (p) => byLine(p, '•', TIMES, 'left')],
  ];
  for (const [id, side, notes, make] of tables) {
    const p = PEOPLE[id]!;
    const t = twoColText(p, side);
    writeExpected(id, t.text, rowMeta(t.side, notes));
    const b = await make(p);
    writeFile(id, 'pdf', b);
    writeMeta(id, rowMeta(t.side, notes, pdfPages(b)));
  }
  for (const [id, bullet, f, o, notes] of [
    ['n19', '•', HELV, { size: 11, footer: (n: number, of: number) => ['Patrick Byrne – CV', `Page ${n} of ${of}`] }, 'A4 one column, Helvetica 11 pt; footer rule with "Patrick Byrne – CV" left and "Page N of M" right on every page; • bullets.'],
    ['n20', '›', TIMES, { size: 12, header: 'Samira Khalil, RN — Curriculum Vitae (continued)', footer: (n: number, of: number) => [`CCRN · Houston, TX`, `${n} / ${of}`] }, 'A4 one column, Times 12 pt; header from page 2 only, footer with a label left and "N / M" right; › bullets.'],
  ] as const) {
    const p = PEOPLE[id]!;
    const exp = [p.name, p.title, ...p.contact, '', ...sectionsText(p.main)];
    const meta = (pages: number, hf: string[]): Meta => ({ layout: 'multi-page-header-footer', generator: 'pdfkit', pages, columns: 1, headerFooterLines: hf, sidebarLines: [], notes });
    writeExpected(id, exp, meta(0, []));
    const r = await oneColumn(p, bullet, f, o);
    writeFile(id, 'pdf', r.bytes);
    writeMeta(id, meta(r.pages, r.hf));
  }
  console.log('pdfkit done');
}

await main();
