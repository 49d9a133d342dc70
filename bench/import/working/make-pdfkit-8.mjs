// Writes set 8's four table-template PDFs (s07-s10) with pdfkit, row by row: each row's
// left cell is drawn wholly before its right cell, as table-based resume builders emit them.
// Usage from the repo root: node bench/import/working/make-pdfkit-8.mjs [s07 s08 …]
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import { wrap } from './generator-kit.ts';
import { makeAll, out, pageLines } from './make-people-8.mjs';

const TTF = '/usr/share/fonts/truetype';
// Per file: page, fonts, bullet glyph, column geometry and which blocks share a row.
const STYLES = {
  s07: {
    size: 'LETTER',
    fonts: { body: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
    bullet: '•',
    accent: '#1f3a5f',
    margin: 42,
    leftWidth: 160,
    gap: 22,
    body: 9.5,
  },
  s08: {
    size: 'A4',
    fonts: {
      body: `${TTF}/liberation/LiberationSans-Regular.ttf`,
      bold: `${TTF}/liberation/LiberationSans-Bold.ttf`,
      italic: `${TTF}/liberation/LiberationSans-Italic.ttf`,
    },
    bullet: '–',
    accent: '#2d6a4f',
    margin: 36,
    leftWidth: 168,
    gap: 26,
    body: 9.5,
    shade: '#e8f3ec',
  },
  s09: {
    size: 'LETTER',
    fonts: {
      body: `${TTF}/liberation/LiberationSerif-Regular.ttf`,
      bold: `${TTF}/liberation/LiberationSerif-Bold.ttf`,
      italic: `${TTF}/liberation/LiberationSerif-Italic.ttf`,
    },
    bullet: '•',
    accent: '#5a2a27',
    margin: 48,
    leftWidth: 160,
    gap: 24,
    body: 11,
    // [left block indexes, right block indexes] per row; the last row starts page 2 if it does not fit.
    rows: [
      [[0], [0]],
      [[1, 2, 3], [1]],
      [[], [2, 3, 4]],
    ],
  },
  s10: {
    size: 'A4',
    fonts: {
      body: `${TTF}/dejavu/DejaVuSans.ttf`,
      bold: `${TTF}/dejavu/DejaVuSans-Bold.ttf`,
      italic: `${TTF}/dejavu/DejaVuSans-Oblique.ttf`,
    },
    bullet: '▪',
    accent: '#6a3d9a',
    margin: 40,
    leftWidth: 160,
    gap: 24,
    body: 8.8,
    rule: true,
  },
};

// A cell is a list of draw steps: { text, font, size, x (inside the cell), gap, right?, color? }.
const cellSteps = (doc, st, blockList, width) => {
  const f = st.fonts;
  const steps = [];
  const add = (text, font, size, x = 0, gap = 0, extra = {}) => steps.push({ text, font, size, x, gap, ...extra });
  const fit = (text, font, size) => {
    doc.font(font).fontSize(size);
    if (doc.widthOfString(text) > width) throw new Error(`line does not fit its cell: ${text}`);
    return text;
  };
  for (const b of blockList) {
    if (b.kind === 'head') {
      add(fit(b.r.name, f.bold, st.body + 7), f.bold, st.body + 7, 0, 0, { color: st.accent });
      add(fit(b.r.title, f.italic, st.body + 1), f.italic, st.body + 1, 0, 2);
      b.r.contact.forEach((c, i) => add(fit(c, f.body, st.body - 0.5), f.body, st.body - 0.5, 0, i ? 0 : 6));
      continue;
    }
    const s = b.s;
    add(fit(s.h, f.bold, st.body + 1.5), f.bold, st.body + 1.5, 0, steps.length ? 12 : 0, { color: st.accent });
    for (const it of s.items ?? []) {
      if (it.p) wrap(doc, it.p, f.body, st.body, width).forEach((l, i) => add(l, f.body, st.body, 0, i ? 0 : 3));
      if (it.role) {
        add(fit(it.role, f.bold, st.body), f.bold, st.body, 0, 6, { right: it.dates });
        add(fit(it.at, f.italic, st.body - 0.5), f.italic, st.body - 0.5, 0, 1);
      }
      for (const bl of it.bullets ?? []) {
        wrap(doc, bl, f.body, st.body, width - 12).forEach((l, i) =>
          add(l, f.body, st.body, 12, i ? 0 : 2, i ? {} : { bullet: st.bullet }),
        );
      }
      for (const l of it.lines ?? []) add(fit(l, f.body, st.body), f.body, st.body, 0, 1);
    }
  }
  return steps;
};

const LEADING = 1.28;
const heightOf = (steps) => steps.reduce((h, s) => h + s.gap + s.size * LEADING, 0);

const drawCell = (doc, st, steps, x0, y0, width) => {
  let y = y0;
  for (const s of steps) {
    y += s.gap;
    doc.fillColor(s.color ?? '#222222');
    if (s.bullet)
      doc
        .font(st.fonts.body)
        .fontSize(s.size)
        .text(s.bullet, x0 + 2, y, { lineBreak: false });
    doc
      .font(s.font)
      .fontSize(s.size)
      .text(s.text, x0 + s.x, y, { lineBreak: false });
    if (s.right) {
      doc.font(st.fonts.body).fontSize(s.size);
      doc.text(s.right, x0 + width - doc.widthOfString(s.right), y, { lineBreak: false });
    }
    y += s.size * LEADING;
  }
};

const make = (r) =>
  new Promise((resolve, reject) => {
    const st = STYLES[r.id];
    const doc = new PDFDocument({ size: st.size, margin: 0, bufferPages: true, info: { Title: `${r.name} resume` } });
    const stream = createWriteStream(out(`${r.id}.pdf`));
    doc.pipe(stream);
    const W = doc.page.width;
    const H = doc.page.height;
    const lx = st.margin;
    const lw = st.leftWidth;
    const rx = lx + lw + st.gap;
    const rw = W - st.margin - rx;
    const bottom = H - st.margin - (r.footer ? 24 : 0);

    // Blocks of each column, in the order they are drawn.
    const left = [];
    const right = r.main.map((s) => ({ s }));
    if (r.headIn === 'sidebar') left.push({ kind: 'head', r });
    for (const s of r.sidebar ?? []) left.push({ s });
    const rows =
      st.rows ??
      Array.from({ length: Math.max(left.length, right.length) }, (_, i) => [left[i] ? [i] : [], right[i] ? [i] : []]);

    const background = () => {
      if (st.shade) doc.rect(0, 0, lx + lw + st.gap / 2, H).fill(st.shade);
    };
    background();
    let y = st.margin;
    if (r.headIn !== 'sidebar') {
      doc
        .fillColor(st.accent)
        .font(st.fonts.bold)
        .fontSize(st.body + 12)
        .text(r.name, lx, y, { lineBreak: false });
      y += (st.body + 12) * 1.2;
      doc
        .fillColor('#444444')
        .font(st.fonts.italic)
        .fontSize(st.body + 2)
        .text(r.title, lx, y, { lineBreak: false });
      y += (st.body + 2) * 1.3 + 6;
      doc
        .moveTo(lx, y)
        .lineTo(W - st.margin, y)
        .lineWidth(1)
        .strokeColor(st.accent)
        .stroke();
      y += 12;
    }
    let pageTop = y;
    const ruleSpans = [];
    for (const [li, ri] of rows) {
      const ls = cellSteps(
        doc,
        st,
        li.map((i) => left[i]),
        lw,
      );
      const rs = cellSteps(
        doc,
        st,
        ri.map((i) => right[i]),
        rw,
      );
      const h = Math.max(heightOf(ls), heightOf(rs));
      if (y + h > bottom) {
        ruleSpans.push([pageTop, y]);
        doc.addPage({ size: st.size, margin: 0 });
        background();
        y = st.margin;
        pageTop = y;
      }
      drawCell(doc, st, ls, lx, y, lw);
      drawCell(doc, st, rs, rx, y, rw);
      y += h + 10;
    }
    ruleSpans.push([pageTop, y]);

    const range = doc.bufferedPageRange();
    for (let p = 0; p < range.count; p++) {
      doc.switchToPage(p);
      if (st.rule) {
        const [a, b] = ruleSpans[p];
        doc
          .moveTo(rx - st.gap / 2, a)
          .lineTo(rx - st.gap / 2, b)
          .lineWidth(0.6)
          .strokeColor('#bbbbbb')
          .stroke();
      }
      if (r.footer) {
        const fy = H - st.margin + 4;
        doc.fillColor('#777777').font(st.fonts.body).fontSize(8.5);
        doc.text(r.footer, lx, fy, { lineBreak: false });
        const pn = pageLines(range.count)[p];
        doc.text(pn, W - st.margin - doc.widthOfString(pn), fy, { lineBreak: false });
      }
    }
    doc.end();
    stream.on('finish', () => resolve(range.count));
    stream.on('error', reject);
  });

await makeAll('pdfkit', 'pdfkit', make);
