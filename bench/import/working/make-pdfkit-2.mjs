// Generator for the pdfkit "row order" PDFs of the second working batch of the import corpus (issue 41; once the held-out set).
// Table-based templates draw each visual row cell by cell: left cell text, then right cell text,
// so the two columns are interleaved in the content stream. Run: node make-pdfkit-2.mjs
import { createRequire } from 'node:module';
import { createWriteStream, writeFileSync } from 'node:fs';
import { P, expectedText, sidebarLines } from './data-2.mjs';
const require = createRequire(import.meta.url);
const PDFDocument = require('pdfkit');
const F = '/usr/share/fonts/truetype/liberation/';

// cut a column's sections into row units: a section's heading + first item, then each further item
function units(sections) {
  const u = [];
  for (const s of sections) s.items.forEach((it, i) => u.push({ heading: i === 0 ? s.heading : null, item: it }));
  return u;
}
// side sections are one unit each (a whole sidebar block per table row)
const sideUnits = (sections) => sections.map((s) => ({ heading: s.heading, items: s.items }));

function make(id, p, o) {
  const doc = new PDFDocument({ size: 'A4', margin: 0, bufferPages: true, info: { Title: `${p.name} Resume`, Author: p.name } });
  doc.registerFont('R', F + 'LiberationSans-Regular.ttf');
  doc.registerFont('B', F + 'LiberationSans-Bold.ttf');
  doc.registerFont('I', F + 'LiberationSans-Italic.ttf');
  const out = createWriteStream(`${id}.pdf`);
  doc.pipe(out);
  const W = 595.28, H = 841.89, top = 40, bottom = o.footer ? 70 : 40;
  const sideW = 190, gap = 22, pad = 18;
  const sideX = o.side === 'left' ? 0 : W - sideW;
  const col = o.side === 'left'
    ? { L: { x: pad, w: sideW - 2 * pad, side: true }, R: { x: sideW + gap, w: W - sideW - gap - 30, side: false } }
    : { L: { x: 30, w: W - sideW - gap - 30, side: false }, R: { x: W - sideW + pad, w: sideW - 2 * pad, side: true } };
  const paintSide = (from = 0) => { doc.save().rect(sideX, from, sideW, H - from).fill(o.sideBg).restore(); };

  // header row: full width
  let y = top;
  doc.font('B').fontSize(24).fillColor(o.accent).text(p.name, 30, y, { width: W - 60 });
  y = doc.y + 2;
  doc.font('R').fontSize(12).fillColor('#444').text(p.title, 30, y, { width: W - 60 });
  y = doc.y + 12;
  paintSide(y); // sidebar band starts under the full width name row
  y += 16;
  if (o.side === 'left') { // header sits over the sidebar: repaint the header area white strip
  }

  const textColor = (c) => (c.side ? o.sideFg : '#222');
  function bullet(c, text, yy) {
    const ind = 10;
    if (o.bullet === 'vector') { doc.save().circle(c.x + 3, yy + 5.2, 1.6).fill(textColor(c)).restore(); }
    else doc.font('R').fontSize(9.5).fillColor(textColor(c)).text(o.bullet, c.x, yy, { lineBreak: false });
    doc.font('R').fontSize(9.5).fillColor(textColor(c)).text(text, c.x + ind, yy, { width: c.w - ind, lineGap: 1.5 });
    return doc.y + 2;
  }
  function heading(c, h, yy) {
    doc.font('B').fontSize(11).fillColor(c.side ? o.sideFg : o.accent).text(h, c.x, yy, { width: c.w });
    const ly = doc.y + 1;
    doc.save().moveTo(c.x, ly).lineTo(c.x + c.w, ly).lineWidth(0.7).strokeColor(c.side ? o.sideFg : o.accent).stroke().restore();
    return ly + 5;
  }
  function item(c, it, yy) {
    doc.fillColor(textColor(c));
    if (typeof it === 'string') { doc.font('R').fontSize(9.5).text(it, c.x, yy, { width: c.w, lineGap: 1.5 }); return doc.y + 4; }
    if (it.role) {
      doc.font('B').fontSize(10).text(it.role, c.x, yy, { width: c.w }); 
      doc.font('I').fontSize(9).fillColor(c.side ? o.sideFg : '#555').text(it.meta, c.x, doc.y + 1, { width: c.w });
      let yb = doc.y + 3;
      for (const b of it.bullets) yb = bullet(c, b, yb);
      return yb + 4;
    }
    if (it.bullets) { let yb = yy; for (const b of it.bullets) yb = bullet(c, b, yb); return yb + 2; }
    if (it.lines) { let yl = yy; for (const l of it.lines) { doc.font('R').fontSize(9.5).fillColor(textColor(c)).text(l, c.x, yl, { width: c.w }); yl = doc.y + 2; } return yl + 2; }
    throw new Error('kind');
  }
  function drawCell(c, u, yy) {
    if (!u) return yy;
    let y2 = yy;
    if (u.heading) y2 = heading(c, u.heading, y2);
    if (u.items) for (const it of u.items) y2 = item(c, it, y2);
    if (u.item) y2 = item(c, u.item, y2);
    return y2;
  }
  // measure a cell by drawing it on a scratch document state is too costly; estimate with heightOfString
  function cellHeight(c, u) {
    if (!u) return 0;
    let h = 0;
    const hs = (t, f, s, w) => { doc.font(f).fontSize(s); return doc.heightOfString(t, { width: w, lineGap: 1.5 }); };
    if (u.heading) h += hs(u.heading, 'B', 11, c.w) + 6;
    const its = u.items || [u.item];
    for (const it of its) {
      if (typeof it === 'string') h += hs(it, 'R', 9.5, c.w) + 4;
      else if (it.role) { h += hs(it.role, 'B', 10, c.w) + hs(it.meta, 'I', 9, c.w) + 4; for (const b of it.bullets) h += hs(b, 'R', 9.5, c.w - 10) + 2; h += 4; }
      else if (it.bullets) { for (const b of it.bullets) h += hs(b, 'R', 9.5, c.w - 10) + 2; h += 2; }
      else if (it.lines) { for (const l of it.lines) h += hs(l, 'R', 9.5, c.w) + 2; h += 2; }
    }
    return h;
  }

  const mainU = units(p.main), sideU = sideUnits(p.side);
  const L = o.side === 'left' ? sideU : mainU, R = o.side === 'left' ? mainU : sideU;
  const n = Math.max(L.length, R.length);
  for (let r = 0; r < n; r++) {
    const need = Math.max(cellHeight(col.L, L[r]), cellHeight(col.R, R[r]));
    if (y + need > H - bottom) { doc.addPage({ size: 'A4', margin: 0 }); paintSide(); y = top + (o.runhead ? 22 : 0); }
    const yl = drawCell(col.L, L[r], y);   // left cell first
    const yr = drawCell(col.R, R[r], y);   // then right cell, same row
    y = Math.max(yl, yr) + 8;
  }
  const range = doc.bufferedPageRange();
  const total = range.count;
  const hf = [];
  if (o.footer || o.runhead) {
    for (let i = 0; i < total; i++) {
      doc.switchToPage(i);
      if (o.footer) { const s = o.footer(i + 1, total); hf.push(s); doc.font('R').fontSize(8).fillColor('#666').text(s, 0, H - 40, { width: W, align: 'center', lineBreak: false }); }
      if (o.runhead && i > 0) { doc.font('R').fontSize(8).fillColor('#666').text(o.runhead, col.R.x, 18, { width: col.R.w, align: 'right', lineBreak: false }); if (!hf.includes(o.runhead)) hf.unshift(o.runhead); }
    }
  }
  doc.end();
  const order = o.side === 'left' ? ['headNoContact', 'side', 'main'] : ['headNoContact', 'main', 'side'];
  writeFileSync(`${id}.expected.txt`, expectedText(p, order));
  writeFileSync(`${id}.meta.json`, JSON.stringify({ layout: 'row-order-table-pdf', generator: 'pdfkit', pages: total, columns: 2,
    headerFooterLines: hf, sidebarLines: sidebarLines(p), notes: o.notes }, null, 2) + '\n');
  return new Promise((res) => out.on('finish', () => { console.log(id, total); res(); }));
}

await make('p01', P.p01, { side: 'left', sideBg: '#1f4e79', sideFg: '#ffffff', accent: '#1f4e79', bullet: 'vector',
  notes: 'Full width name row, then table rows drawn left cell then right cell: each sidebar block (contact, skills, qualifications, languages) is interleaved in the content stream with a main block (profile, experience entries, education). Bullets drawn as vector dots. Reading order: sidebar wholly, then main.' });
await make('p02', P.p02, { side: 'left', sideBg: '#f1e4d8', sideFg: '#3b2a1e', accent: '#8a3b12', bullet: '•',
  notes: 'Row order table PDF, beige sidebar left; bullets are a "•" text glyph drawn before each wrapped bullet text. Left cell text precedes right cell text row by row.' });
await make('p03', P.p03, { side: 'right', sideBg: '#e6f2ef', sideFg: '#134e4a', accent: '#134e4a', bullet: '–',
  notes: 'Row order table PDF with the sidebar on the right: each row draws the main cell (left) then the sidebar cell (right). Bullets are an en dash glyph. Reading order: main column then sidebar.' });
await make('p04', P.p04, { side: 'left', sideBg: '#2f3e46', sideFg: '#ffffff', accent: '#2f3e46', bullet: '•',
  footer: (i, n) => `Luis Herrera · Page ${i} of ${n}`, runhead: 'Luis Herrera · Warehouse Operations Supervisor',
  notes: 'Two page row order table PDF, sidebar left on both pages (rows continue on page 2). Footers "Name · Page N of M" and a running header on page 2 are drawn after the body, at the end of each page stream.' });
