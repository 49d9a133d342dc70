// Generator for the DOCX files of the second working batch of the import corpus (issue 41; once the held-out set), using the `docx` npm package.
// Run: node make-docx-2.mjs
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { P, expectedText, sidebarLines } from './data-2.mjs';
const require = createRequire(import.meta.url);
const D = require('docx');
const { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, ShadingType, BorderStyle,
  AlignmentType, LevelFormat, Header, Footer, PageNumber, Textbox, HeadingLevel, VerticalAlign, TabStopType } = D;

const NUMBERING = { config: [
  { reference: 'bul', levels: [{ level: 0, format: LevelFormat.BULLET, text: '\u2022', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 240 } } } }] },
  { reference: 'num', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 400, hanging: 300 } } } }] },
] };
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NOB = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };

function paras(sections, o) {
  const col = o.color || '222222', acc = o.accent || '1F4E79';
  const out = [];
  for (const s of sections) {
    out.push(new Paragraph({ heading: o.useHeadingStyles ? HeadingLevel.HEADING_2 : undefined, spacing: { before: 200, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: o.hColor || acc, space: 1 } },
      children: [new TextRun({ text: s.heading, bold: true, size: 24, color: o.hColor || acc })] }));
    for (const it of s.items) {
      if (typeof it === 'string') out.push(new Paragraph({ spacing: { after: 80 }, children: [new TextRun({ text: it, color: col, size: o.size || 20 })] }));
      else if (it.role) {
        out.push(new Paragraph({ spacing: { before: 100 }, children: [new TextRun({ text: it.role, bold: true, color: col, size: 21 })] }));
        out.push(new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text: it.meta, italics: true, color: '666666', size: 19 })] }));
        for (const b of it.bullets) out.push(new Paragraph({ numbering: { reference: 'bul', level: 0 }, spacing: { after: 30 }, children: [new TextRun({ text: b, color: col, size: o.size || 20 })] }));
      } else if (it.bullets) for (const b of it.bullets) out.push(new Paragraph({ numbering: { reference: 'bul', level: 0 }, spacing: { after: 30 }, children: [new TextRun({ text: b, color: col, size: o.size || 20 })] }));
      else if (it.numbered) for (const b of it.numbered) out.push(new Paragraph({ numbering: { reference: 'num', level: 0 }, spacing: { after: 30 }, children: [new TextRun({ text: b, color: col, size: o.size || 20 })] }));
      else if (it.lines) for (const l of it.lines) out.push(new Paragraph({ spacing: { after: 30 }, children: [new TextRun({ text: l, color: col, size: o.size || 20 })] }));
    }
  }
  return out;
}
const nameParas = (p, o, withContact) => [
  new Paragraph({ children: [new TextRun({ text: p.name, bold: true, size: 44, color: o.nameColor || o.accent || '1F4E79' })] }),
  new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: p.title, size: 26, color: o.titleColor || '444444' })] }),
  ...(withContact ? p.contact.map((c) => new Paragraph({ children: [new TextRun({ text: c, size: 19, color: o.titleColor || '444444' })] })) : []),
];

async function save(id, doc, p, order, meta) {
  writeFileSync(`${id}.docx`, await Packer.toBuffer(doc));
  writeFileSync(`${id}.expected.txt`, expectedText(p, order));
  writeFileSync(`${id}.meta.json`, JSON.stringify({ generator: 'docx', ...meta }, null, 2) + '\n');
  console.log(id);
}
const LETTER = { page: { size: { width: 12240, height: 15840 }, margin: { top: 1000, bottom: 1000, left: 1000, right: 1000 } } };

// d01: name above a borderless 1x2 table; shaded sidebar cell left, main cell right
{
  const p = P.d01;
  const side = new TableCell({ width: { size: 3300, type: WidthType.DXA }, shading: { fill: '5B2A86', type: ShadingType.CLEAR, color: 'auto' },
    margins: { top: 200, bottom: 200, left: 200, right: 200 }, children: paras(p.side, { color: 'FFFFFF', hColor: 'FFFFFF', size: 19 }) });
  const main = new TableCell({ width: { size: 6940, type: WidthType.DXA }, margins: { top: 200, bottom: 200, left: 300, right: 100 }, children: paras(p.main, { accent: '5B2A86' }) });
  const doc = new Document({ creator: p.name, title: `${p.name} Resume`, numbering: NUMBERING, sections: [{ properties: LETTER, children: [
    ...nameParas(p, { accent: '5B2A86' }, false),
    new Table({ width: { size: 10240, type: WidthType.DXA }, columnWidths: [3300, 6940], borders: NOB, rows: [new TableRow({ children: [side, main] })] }),
  ] }] });
  await save('d01', doc, p, ['headNoContact', 'side', 'main'], { layout: 'docx-table', pages: 1, columns: 2, headerFooterLines: [], sidebarLines: sidebarLines(p),
    notes: 'Name and title as body paragraphs above a borderless one row, two cell table: purple shaded sidebar cell (contact, skills, certifications, languages) on the left, main cell on the right with bulleted lists (Word numbering, bullet format). Reading order: sidebar cell then main cell. Page count estimated (no Word renderer here).' });
}

// d02: sidebar cell on the right, name at the top of the main cell; headings use Heading 2 style
{
  const p = P.d02;
  const main = new TableCell({ width: { size: 6900, type: WidthType.DXA }, margins: { top: 100, bottom: 100, left: 100, right: 300 },
    children: [...nameParas(p, { accent: '2D3A3A' }, false), ...paras(p.main, { accent: '2D3A3A', useHeadingStyles: true })] });
  const side = new TableCell({ width: { size: 3340, type: WidthType.DXA }, shading: { fill: 'E8E4DA', type: ShadingType.CLEAR, color: 'auto' },
    margins: { top: 300, bottom: 200, left: 220, right: 200 }, children: paras(p.side, { accent: '2D3A3A', size: 19 }) });
  const doc = new Document({ creator: p.name, title: `${p.name} Resume`, numbering: NUMBERING, sections: [{ properties: LETTER, children: [
    new Table({ width: { size: 10240, type: WidthType.DXA }, columnWidths: [6900, 3340], borders: NOB, rows: [new TableRow({ children: [main, side] })] }),
  ] }] });
  await save('d02', doc, p, ['headNoContact', 'main', 'side'], { layout: 'docx-table', pages: 1, columns: 2, headerFooterLines: [], sidebarLines: sidebarLines(p),
    notes: 'Whole resume inside a borderless one row, two cell table: main cell left (name, title, profile, experience, education; headings in the Heading 2 style), sand shaded sidebar cell right (contact, software, registration, languages). Reading order: main cell then sidebar cell. Page count estimated.' });
}

// d03: one column with a Word numbered list and bulleted lists
{
  const p = P.d03;
  const doc = new Document({ creator: p.name, title: `${p.name} Resume`, numbering: NUMBERING, sections: [{ properties: LETTER, children: [
    ...nameParas(p, { accent: '0E7490' }, true), ...paras(p.main, { accent: '0E7490' }) ] }] });
  await save('d03', doc, p, ['head', 'main'], { layout: 'docx-lists', pages: 1, columns: 1, headerFooterLines: [], sidebarLines: [],
    notes: 'One column. "Key Achievements" is a Word numbered list (decimal "%1." auto numbering, the digits are not in the text runs); expected as "1. ", "2. ", "3. " as printed. All other lists are Word bullet lists, expected as "- ". Contact lines are separate paragraphs. Page count estimated.' });
}

// d04: name, title and contact inside a text box (VML shape) at the top, body below
{
  const p = P.d04;
  const tb = new Textbox({ alignment: AlignmentType.LEFT, style: { width: '6.9in', height: '1.35in', positionHorizontal: 'center', positionHorizontalRelative: 'margin', positionVertical: 'absolute', positionVerticalRelative: 'margin', marginTop: '0in', wrapDistanceBottom: 10 },
    children: [
      new Paragraph({ children: [new TextRun({ text: p.name, bold: true, size: 44, color: 'B91C1C' })] }),
      new Paragraph({ children: [new TextRun({ text: p.title, size: 26, color: '444444' })] }),
      ...p.contact.map((c) => new Paragraph({ children: [new TextRun({ text: c, size: 19, color: '444444' })] })),
    ] });
  const doc = new Document({ creator: p.name, title: `${p.name} Resume`, numbering: NUMBERING, sections: [{ properties: LETTER, children: [
    tb, new Paragraph({ spacing: { before: 1700 }, children: [] }), ...paras(p.main, { accent: 'B91C1C' }) ] }] });
  await save('d04', doc, p, ['head', 'main'], { layout: 'docx-textbox', pages: 1, columns: 1, headerFooterLines: [], sidebarLines: [],
    notes: 'Name, title and the three contact lines sit inside a text box (VML v:shape with w:txbxContent) anchored at the top of the page; the body follows in ordinary paragraphs after an empty spacer paragraph. Expected: text box content first. Page count estimated.' });
}

// d05: header with name and title on every page, footer "Page X of Y" with PAGE / NUMPAGES fields
{
  const p = P.d05;
  const hdrText = 'Mei-Lin Chow · Senior Backend Engineer';
  const doc = new Document({ creator: p.name, title: `${p.name} Resume`, numbering: NUMBERING, sections: [{
    properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1440, bottom: 1440, left: 1500, right: 1500 } } },
    headers: { default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: hdrText, size: 16, color: '777777' })] })] }) },
    footers: { default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [
      new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16, color: '777777' })] })] }) },
    children: [...nameParas(p, { accent: '0F172A' }, true), ...paras(p.main, { accent: '0F172A', size: 24 })] }] });
  await save('d05', doc, p, ['head', 'main'], { layout: 'docx-header-footer', pages: 2, columns: 1,
    headerFooterLines: [hdrText, 'Page 1 of 2', 'Page 2 of 2'], sidebarLines: [],
    notes: 'Default header (right aligned "Name · Title") on every page and footer "Page X of Y" built from PAGE and NUMPAGES fields. Two pages at 12 pt on Letter (checked with a LibreOffice render).' });
}

// d06: header with name on the left and a tab stopped "Resume" on the right, footer with only a PAGE field; first page has its own (empty) header
{
  const p = P.d06;
  const doc = new Document({ creator: p.name, title: `${p.name} Resume`, numbering: NUMBERING, sections: [{
    properties: { titlePage: true, page: { size: { width: 11906, height: 16838 }, margin: { top: 1200, bottom: 1200, left: 1200, right: 1200 } } },
    headers: {
      first: new Header({ children: [new Paragraph({ children: [] })] }),
      default: new Header({ children: [new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: 9500 }], children: [new TextRun({ text: 'Abebe Tesfaye', bold: true, size: 16, color: '555555' }), new TextRun({ text: '\tResume, continued', size: 16, color: '555555' })] })] }) },
    footers: {
      first: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: 'Confidential · ', size: 16, color: '777777' }), new TextRun({ children: [PageNumber.CURRENT], size: 16, color: '777777' })] })] }),
      default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: 'Confidential · ', size: 16, color: '777777' }), new TextRun({ children: [PageNumber.CURRENT], size: 16, color: '777777' })] })] }) },
    children: [...nameParas(p, { accent: '065F46' }, true), ...paras(p.main, { accent: '065F46', size: 22 })] }] });
  await save('d06', doc, p, ['head', 'main'], { layout: 'docx-header-footer', pages: 1, columns: 1,
    headerFooterLines: ['Abebe Tesfaye Resume, continued', 'Resume, continued', 'Confidential · 1'], sidebarLines: [],
    notes: 'A4, titlePage: distinct first page header (empty) and a default header "Abebe Tesfaye<TAB>Resume, continued" for later pages; footer "Confidential · " + PAGE field on both. Likely one page at 11 pt (estimated); the default header part still exists in the file and must not be imported.' });
}
