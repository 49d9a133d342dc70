// pdfkit resumes as report/table generators write them: two-column rows (cell by cell, and line
// by line across both columns), a one-column page with a footer, a two-page file with a header
// repeated on every page.
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import { P, expectedText, sidebarList, type Person, type Section, type Look } from './people-4.js';
import { OUT, writeExpected, writeMeta, pdfPages } from './util-4.js';
import { wrap, type PdfLine } from './generator-kit.js';

type Doc = PDFKit.PDFDocument;
function lines(doc: Doc, secs: Section[], width: number, size: number, bullet: string, look: Look, first = true): PdfLine[] {
  const out: PdfLine[] = [];
  const add = (t: string, font: string, gap = 0, indent = 0, b?: string) =>
    wrap(doc, t, font, size, width - indent).forEach((x, i) =>
      out.push({ text: x, font, size, indent, gap: i ? 0 : gap, ...(i === 0 && b ? { bullet: b } : {}) }),
    );
  secs.forEach((s, si) => {
    out.push({ text: look.upper ? s.heading.toUpperCase() : s.heading, font: 'Helvetica-Bold', size: size + 1.5, indent: 0, gap: si === 0 && first ? 0 : size });
    for (const p of s.paragraphs ?? []) add(p, 'Helvetica', 2);
    for (const l of s.lines ?? []) add(l, 'Helvetica', 1);
    for (const it of s.items ?? []) add(it, 'Helvetica', 1, 10, bullet);
    for (const e of s.entries ?? []) {
      add(e.title, 'Helvetica-Bold', size * 0.6);
      add(e.where ? `${e.dates} | ${e.where}` : e.dates, 'Helvetica-Oblique');
      for (const b of e.bullets) add(typeof b === 'string' ? b : b.text, 'Helvetica', 1.5, 12, bullet);
    }
  });
  return out;
}

function draw(doc: Doc, l: PdfLine, x: number, y: number): void {
  doc.font(l.font).fontSize(l.size);
  if (l.bullet) doc.text(l.bullet, x + l.indent - 10, y, { lineBreak: false });
  doc.text(l.text, x + l.indent, y, { lineBreak: false });
}
const lh = (l: PdfLine) => l.size * 1.3;

function save(doc: Doc, path: string): Promise<void> {
  return new Promise((res, rej) => {
    const s = createWriteStream(path);
    s.on('finish', () => res());
    s.on('error', rej);
    doc.pipe(s);
    doc.end();
  });
}

function contactSection(p: Person): Section {
  return { heading: '', lines: p.contact };
}

/** Row template: name across the top, then rows of (sidebar cell | main cell). */
async function rowOrder(id: string, mode: 'cell' | 'line', bullet: string): Promise<void> {
  const p = P[id]!;
  const look: Look = { upper: true, sideFirst: true, itemsAsBullets: true };
  writeExpected(id, expectedText(p, look));
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${p.name} CV`, Creator: 'ReportLab-style table export' } });
  doc.font('Helvetica-Bold').fontSize(22).text(p.name, 40, 40, { lineBreak: false });
  doc.font('Helvetica').fontSize(12).fillColor('#445').text(p.title, 40, 68, { lineBreak: false });
  doc.fillColor('#000');
  const LX = 40, LW = 160, RX = 225, RW = 330;
  let y = 100;
  // Three rows: contact | summary, sidebar sections | experience, (rest) | rest of main.
  const c = lines(doc, [contactSection(p)], LW, 9.5, bullet, look).slice(1);
  const rows: [PdfLine[], PdfLine[]][] = [
    [c, lines(doc, p.main.slice(0, 1), RW, 9.5, bullet, look)],
    [lines(doc, p.side.slice(0, 1), LW, 9.5, bullet, look), lines(doc, p.main.slice(1, 2), RW, 9.5, bullet, look)],
    [lines(doc, p.side.slice(1), LW, 9.5, bullet, look), lines(doc, p.main.slice(2), RW, 9.5, bullet, look)],
  ];
  for (const [left, right] of rows) {
    if (mode === 'cell') {
      let ly = y, ry = y;
      for (const l of left) { ly += l.gap; draw(doc, l, LX, ly); ly += lh(l); }
      for (const l of right) { ry += l.gap; draw(doc, l, RX, ry); ry += lh(l); }
      y = Math.max(ly, ry) + 12;
    } else {
      // line by line: the nth line of the left cell, then the nth line of the right cell
      let ly = y, ry = y;
      const n = Math.max(left.length, right.length);
      for (let i = 0; i < n; i++) {
        const a = left[i], b = right[i];
        if (a) { ly += a.gap; draw(doc, a, LX, ly); ly += lh(a); }
        if (b) { ry += b.gap; draw(doc, b, RX, ry); ry += lh(b); }
      }
      y = Math.max(ly, ry) + 12;
    }
    doc.moveTo(40, y - 6).lineTo(555, y - 6).strokeColor('#ccc').lineWidth(0.5).stroke();
  }
  await save(doc, `${OUT}${id}.pdf`);
  writeMeta(id, {
    layout: 'row-order-table-pdf',
    generator: 'pdfkit',
    pages: await pdfPages(`${OUT}${id}.pdf`),
    columns: 2,
    headerFooterLines: [],
    sidebarLines: sidebarList(p, look),
    notes:
      mode === 'cell'
        ? `Table rows (contact|summary, skills|experience, rest|rest), each row written left cell then right cell; ${bullet} bullets; capitals typed literally`
        : `Table rows written line by line across both columns (left line n, then right line n), so the content stream interleaves the columns; ${bullet} bullets`,
  });
}

/** One column, page flow by hand; optional running header and footer on every page. */
async function flow(id: string, opts: { size: number; header?: string; footer: (n: number, m: number) => string; bullet: string; layout: string; notes: string }): Promise<void> {
  const p = P[id]!;
  const look: Look = { upper: true, contactJoin: '  |  ', noSide: true, itemsAsBullets: true };
  writeExpected(id, expectedText(p, look));
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, bufferPages: true, autoFirstPage: true });
  const W = 612 - 108;
  const top = opts.header ? 84 : 54;
  const bottom = 792 - 72;
  let y = top;
  doc.font('Helvetica-Bold').fontSize(opts.size * 2).text(p.name, 54, y, { lineBreak: false });
  y += opts.size * 2.4;
  doc.font('Helvetica').fontSize(opts.size + 1).text(p.title, 54, y, { lineBreak: false });
  y += opts.size * 1.6;
  doc.fontSize(opts.size - 0.5).text(p.contact.join('  |  '), 54, y, { lineBreak: false });
  y += opts.size * 1.8;
  for (const l of lines(doc, p.main, W, opts.size, opts.bullet, look)) {
    y += l.gap;
    if (y + lh(l) > bottom) {
      doc.addPage();
      y = top;
    }
    draw(doc, l, 54, y);
    y += lh(l);
  }
  const range = doc.bufferedPageRange();
  const hfl: string[] = [];
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(i);
    if (opts.header) {
      doc.font('Helvetica').fontSize(8).fillColor('#666').text(opts.header, 54, 36, { lineBreak: false });
      doc.moveTo(54, 50).lineTo(558, 50).strokeColor('#999').lineWidth(0.5).stroke();
    }
    const f = opts.footer(i + 1, range.count);
    doc.font('Helvetica').fontSize(8).fillColor('#666');
    doc.text(f, 306 - doc.widthOfString(f) / 2, 752, { lineBreak: false });
    hfl.push(f);
  }
  if (opts.header) hfl.unshift(opts.header);
  await save(doc, `${OUT}${id}.pdf`);
  writeMeta(id, { layout: opts.layout, generator: 'pdfkit', pages: await pdfPages(`${OUT}${id}.pdf`), columns: 1, headerFooterLines: hfl, sidebarLines: [], notes: opts.notes });
}

await rowOrder('m15', 'cell', '•');
await rowOrder('m16', 'line', '–');
await flow('m17', {
  size: 10.5,
  bullet: '•',
  footer: () => 'Luis Fernando Rocha, CPA — References available on request',
  layout: 'one-column',
  notes: 'One page, footer line drawn at the bottom after the body (footer text must not be imported); headings typed in capitals',
});
await flow('m18', {
  size: 12.5,
  bullet: '•',
  header: 'Eleanor Whitcombe — Senior Paralegal — Resume',
  footer: (n, m) => `Page ${n} of ${m}`,
  layout: 'multi-page-header-footer',
  notes: 'Two pages, header line and rule repeated on every page, Page N of M footer; both drawn after the body with bufferPages',
});
console.log('pdfkit done');
