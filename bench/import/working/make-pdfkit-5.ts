// pdfkit resumes: two columns drawn row by row, one column with a footer, two pages with a repeated header.
import PDFDocument from 'pdfkit';
import { createWriteStream } from 'node:fs';
import { RES, type R, type Sec } from './data-5.js';
import { writeExpected, writeMeta } from './expected-5.js';

type Item = { text: string; font: string; size: number; indent?: number; gap?: number; color?: string };
function items(s: Sec, upper: boolean): Item[] {
  const out: Item[] = [{ text: upper ? s.h.toUpperCase() : s.h, font: 'Helvetica-Bold', size: 11, gap: 10, color: '#1b4965' }];
  if (s.para) out.push({ text: s.para, font: 'Helvetica', size: 9.5 });
  for (const l of s.lines ?? []) out.push({ text: l, font: 'Helvetica', size: 9.5 });
  for (const b of s.bullets ?? []) out.push({ text: '•  ' + b, font: 'Helvetica', size: 9.5, indent: 10 });
  for (const j of s.jobs ?? []) {
    out.push({ text: j.t, font: 'Helvetica-Bold', size: 10, gap: 4 }, { text: `${j.org} · ${j.d}`, font: 'Helvetica-Oblique', size: 9.5 });
    for (const b of j.b) {
      if (typeof b === 'string') out.push({ text: '•  ' + b, font: 'Helvetica', size: 9.5, indent: 10 });
      else { out.push({ text: '•  ' + b.s, font: 'Helvetica', size: 9.5, indent: 10 }); for (const x of b.sub) out.push({ text: '–  ' + x, font: 'Helvetica', size: 9.5, indent: 22 }); }
    }
  }
  return out;
}
type Ln = { x: number; y: number; text: string; font: string; size: number; color: string };
function wrap(doc: PDFKit.PDFDocument, it: Item, x: number, w: number, y: number, acc: Ln[]): number {
  doc.font(it.font).fontSize(it.size);
  y += it.gap ?? 0;
  const words = it.text.split(' ');
  let line = '';
  let first = true;
  const ind = it.indent ?? 0;
  const flush = () => { acc.push({ x: x + (first ? ind - (it.indent ? 8 : 0) : ind), y, text: line, font: it.font, size: it.size, color: it.color ?? '#222' }); y += it.size * 1.35; first = false; };
  for (const wd of words) {
    const t = line ? line + ' ' + wd : wd;
    if (doc.widthOfString(t) > w - ind && line) { flush(); line = wd; } else line = t;
  }
  flush();
  return y;
}
function column(doc: PDFKit.PDFDocument, secs: Sec[], x: number, w: number, y: number, upper: boolean, acc: Ln[]) {
  for (const s of secs) for (const it of items(s, upper)) y = wrap(doc, it, x, w, y, acc);
  return y;
}
const save = (doc: PDFKit.PDFDocument, f: string) => new Promise<void>((res) => { const st = createWriteStream(f); doc.pipe(st); st.on('finish', () => res()); doc.end(); });
const get = (id: string) => RES.find((r) => r.id === id)!;

// Row-order two columns: every printed row (left line, then right line at the same y) is written in y order.
async function rowOrder(id: string, sideLeft: boolean, notes: string) {
  const r = get(id);
  const e = writeExpected(r, { upper: true, side: sideLeft ? 'left' : 'right' });
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${r.name} CV` } });
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#1b4965').text(r.name, 40, 40);
  doc.font('Helvetica').fontSize(12).fillColor('#555').text(r.title, 40, 68);
  const acc: Ln[] = [];
  const sx = sideLeft ? 40 : 400, mx = sideLeft ? 210 : 40;
  column(doc, r.side!, sx, 150, 100, true, acc);
  column(doc, r.main, mx, 340, 100, true, acc);
  acc.sort((a, b) => a.y - b.y || a.x - b.x);
  for (const l of acc) doc.font(l.font).fontSize(l.size).fillColor(l.color).text(l.text, l.x, l.y, { lineBreak: false });
  await save(doc, `${id}.pdf`);
  writeMeta(id, { layout: 'row-order-table-pdf', generator: 'pdfkit', pages: 1, columns: 2, headerFooterLines: [], sidebarLines: e.sidebarLines, notes });
}
async function footerOne(id: string) {
  const r = get(id);
  writeExpected(r, { upper: false });
  const doc = new PDFDocument({ size: 'LETTER', margins: { top: 54, left: 60, right: 60, bottom: 72 } });
  doc.font('Times-Bold').fontSize(20).text(r.name, { align: 'center' });
  doc.font('Times-Roman').fontSize(12).text(r.title, { align: 'center' });
  doc.fontSize(10); for (const c of r.contact) doc.text(c, { align: 'center' });
  const acc: Ln[] = [];
  column(doc, r.main, 60, 492, doc.y + 6, false, acc);
  for (const l of acc) doc.font(l.font).fontSize(l.size).fillColor(l.color).text(l.text, l.x, l.y, { lineBreak: false });
  const foot = 'References available on request';
  doc.page.margins.bottom = 0;
  doc.font('Helvetica').fontSize(8).fillColor('#888').text(`${r.name} · Résumé · ${foot}`, 60, 750, { width: 492, align: 'center', lineBreak: false });
  await save(doc, `${id}.pdf`);
  writeMeta(id, { layout: 'one-column', generator: 'pdfkit', pages: 1, columns: 1, headerFooterLines: [`${r.name} · Résumé · ${foot}`], sidebarLines: [],
    notes: 'pdfkit one-column, Times headings in title case, footer line at the page bottom; every line drawn at an absolute position (no text flow).' });
}
async function twoPage(id: string) {
  const r = get(id);
  writeExpected(r, { upper: true });
  const doc = new PDFDocument({ size: 'A4', margins: { top: 90, left: 64, right: 64, bottom: 80 }, bufferPages: true, autoFirstPage: true });
  doc.fontSize(13);
  doc.font('Helvetica-Bold').fontSize(24).text(r.name);
  doc.font('Helvetica').fontSize(13).text(r.title);
  for (const c of r.contact) doc.fontSize(11).text(c);
  for (const s of r.main) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#7b2d26').text(s.h.toUpperCase()).fillColor('#000');
    doc.font('Helvetica').fontSize(13.5);
    if (s.para) doc.text(s.para, { lineGap: 3 });
    for (const l of s.lines ?? []) doc.text(l, { lineGap: 3 });
    for (const j of s.jobs ?? []) {
      doc.moveDown(0.4).font('Helvetica-Bold').text(j.t).font('Helvetica-Oblique').text(`${j.org} · ${j.d}`).font('Helvetica');
      doc.list(j.b.map((b) => (typeof b === 'string' ? b : b.s)), { bulletRadius: 2.2, textIndent: 14, lineGap: 5 });
    }
  }
  const n = doc.bufferedPageRange().count;
  const hdr = `${r.name} · ${r.title}`;
  for (let i = 0; i < n; i++) {
    doc.switchToPage(i);
    const m = doc.page.margins; doc.page.margins = { ...m, top: 0, bottom: 0 };
    doc.font('Helvetica').fontSize(8).fillColor('#666').text(hdr, 64, 34, { lineBreak: false });
    doc.text(`Page ${i + 1} of ${n}`, 64, 800, { width: 467, align: 'right', lineBreak: false });
    doc.page.margins = m;
  }
  await save(doc, `${id}.pdf`);
  writeMeta(id, { layout: 'multi-page-header-footer', generator: 'pdfkit', pages: n, columns: 1, headerFooterLines: [hdr, ...Array.from({ length: n }, (_, i) => `Page ${i + 1} of ${n}`)], sidebarLines: [],
    notes: 'pdfkit flowing text on two pages with a running header (name · title) and "Page N of M" footer drawn on every page after layout (bufferPages). Job bullets drawn with doc.list (bullet is a drawn circle, not a character).' });
}
await rowOrder('k13', true, 'pdfkit two columns (sidebar left: contact, skills, languages) with every line placed absolutely and written row by row across both columns; headings in capitals. Bullets drawn as "•".');
await footerOne('k14');
await twoPage('k15');
await rowOrder('k22', false, 'pdfkit two columns, sidebar on the RIGHT, written row by row (main line then sidebar line at each y).');
console.log('done');
