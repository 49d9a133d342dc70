// Word resumes made with the docx package: table layout, lists, text box, headers/footers, All Caps.
import { Document, Packer, Paragraph, TextRun, TableCell, BorderStyle, Header, Footer, PageNumber,
  AlignmentType, LevelFormat, Textbox, ShadingType, TabStopType } from 'docx';
import { borderlessTable, percent } from './generator-kit.js';
import { writeFileSync } from 'node:fs';
import { RES, type R, type Sec } from './data-5.js';
import { writeExpected, writeMeta } from './expected-5.js';

const get = (id: string) => RES.find((r) => r.id === id)!;
const numbering = { config: [
  { reference: 'bul', levels: [
    { level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } },
    { level: 1, format: LevelFormat.BULLET, text: 'o', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 720, hanging: 260 } } } } ] },
  { reference: 'num', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }] } ] };
type HStyle = 'runCaps' | 'styleCaps';
function heading(h: string, hs: HStyle) {
  return hs === 'styleCaps' ? new Paragraph({ text: h, style: 'SecHead' })
    : new Paragraph({ spacing: { before: 240, after: 80 }, border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '2E5E4E', space: 1 } },
      children: [new TextRun({ text: h, allCaps: true, bold: true, color: '2E5E4E', size: 24 })] });
}
let inst = 0;
function secParas(s: Sec, hs: HStyle, numbered = false): Paragraph[] {
  const out = [heading(s.h, hs)];
  if (s.para) out.push(new Paragraph({ children: [new TextRun(s.para)] }));
  for (const l of s.lines ?? []) out.push(new Paragraph({ children: [new TextRun(l)] }));
  for (const b of s.bullets ?? []) out.push(new Paragraph({ text: b, numbering: { reference: 'bul', level: 0 } }));
  for (const j of s.jobs ?? []) {
    inst++;
    out.push(new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: j.t, bold: true })] }));
    out.push(new Paragraph({ children: [new TextRun({ text: `${j.org} · ${j.d}`, italics: true })] }));
    for (const b of j.b) {
      if (typeof b === 'string') out.push(new Paragraph({ text: b, numbering: { reference: numbered ? 'num' : 'bul', level: 0, ...(numbered ? { instance: inst } : {}) } }));
      else { out.push(new Paragraph({ text: b.s, numbering: { reference: 'bul', level: 0 } })); for (const x of b.sub) out.push(new Paragraph({ text: x, numbering: { reference: 'bul', level: 1 } })); }
    }
  }
  return out;
}
const styles = { default: { document: { run: { font: 'Calibri', size: 21 } } },
  paragraphStyles: [{ id: 'SecHead', name: 'Section Heading', basedOn: 'Normal', next: 'Normal', run: { allCaps: true, bold: true, color: '1F3864', size: 24, characterSpacing: 20 },
    paragraph: { spacing: { before: 240, after: 80 } } }] };
const nameBlock = (r: R, contact = true) => [
  new Paragraph({ children: [new TextRun({ text: r.name, bold: true, size: 40 })] }),
  new Paragraph({ children: [new TextRun({ text: r.title, size: 24, color: '555555' })] }),
  ...(contact ? r.contact.map((c) => new Paragraph({ children: [new TextRun({ text: c, size: 20 })] })) : []) ];
const save = async (id: string, d: Document) => writeFileSync(`${id}.docx`, await Packer.toBuffer(d));

// k16: two-column table layout, sidebar left cell shaded.
{ const r = get('k16'); const e = writeExpected(r, { upper: true, side: 'left' });
  const t = borderlessTable([[
    new TableCell({ width: percent(32), shading: { type: ShadingType.CLEAR, fill: 'E7EEF3', color: 'auto' }, children: r.side!.flatMap((s) => secParas(s, 'runCaps')) }),
    new TableCell({ width: percent(68), children: r.main.flatMap((s) => secParas(s, 'runCaps')) }) ]]);
  await save('k16', new Document({ styles, numbering, sections: [{ children: [...nameBlock(r, false), new Paragraph(''), t] }] }));
  writeMeta('k16', { layout: 'docx-table', generator: 'docx', pages: 1, columns: 2, headerFooterLines: [], sidebarLines: e.sidebarLines,
    notes: 'Borderless two-cell table: shaded left cell is the sidebar (contact, skills, certifications), right cell the main column. Headings All Caps on the runs (w:caps) with a bottom border. Empty paragraph between name block and table.' }); }
// k17: lists (bulleted, nested) and numbered.
{ const r = get('k17'); writeExpected(r, { upper: true });
  await save('k17', new Document({ styles, numbering, sections: [{ children: [...nameBlock(r), ...r.main.flatMap((s) => secParas(s, 'runCaps', false))] }] }));
  writeMeta('k17', { layout: 'docx-lists', generator: 'docx', pages: 1, columns: 1, headerFooterLines: [], sidebarLines: [],
    notes: 'Word numbering: bullets "•" with nested level-1 "o" items (nested items written "- " in expected). Headings All Caps on runs.' }); }
// k20: numbered lists, All Caps via paragraph style, header and footer with page field.
{ const r = get('k20'); writeExpected(r, { upper: true });
  const hdr = `${r.name} | ${r.title}`;
  await save('k20', new Document({ styles, numbering, sections: [{
    headers: { default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: hdr, size: 16, color: '777777' })] })] }) },
    footers: { default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16 })] })] }) },
    children: [...nameBlock(r), ...r.main.flatMap((s) => secParas(s, 'styleCaps', true))] }] }));
  writeMeta('k20', { layout: 'docx-lists', generator: 'docx', pages: 1, columns: 1, headerFooterLines: [hdr, 'Page 1 of 1'], sidebarLines: [],
    notes: 'Job bullets are a decimal numbered list (1. 2. 3., one numbering instance); expected writes them "- ". Headings via a paragraph style "Section Heading" with All Caps; header/footer with PAGE/NUMPAGES fields.' }); }
// k18: text box holding the contact block beside the name.
{ const r = get('k18'); writeExpected(r, { upper: true });
  const tb = new Textbox({ alignment: AlignmentType.LEFT, style: { width: '180pt', height: '70pt', positionHorizontal: 'right' as never, marginLeft: '320pt' } as never,
    children: r.contact.map((c) => new Paragraph({ children: [new TextRun({ text: c, size: 18 })] })) });
  await save('k18', new Document({ styles, numbering, sections: [{ children: [...nameBlock(r, false), tb, ...r.main.flatMap((s) => secParas(s, 'runCaps'))] }] }));
  writeMeta('k18', { layout: 'docx-textbox', generator: 'docx', pages: 1, columns: 1, headerFooterLines: [], sidebarLines: [],
    notes: 'Contact lines (email, phone, city) sit inside a VML text box (docx Textbox) placed after the name/title; expected puts them right after the title.' }); }
// k19: header and footer, All Caps via paragraph style, tab-aligned dates.
{ const r = get('k19'); writeExpected(r, { upper: true });
  const hdr = 'CHLOÉ MARCHAND — CURRICULUM VITAE';
  const ftr = 'Confidentiel – ne pas diffuser';
  await save('k19', new Document({ styles, numbering, sections: [{
    headers: { default: new Header({ children: [new Paragraph({ children: [new TextRun({ text: hdr, size: 16, color: '888888' })] })] }) },
    footers: { default: new Footer({ children: [new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: 9000 }], children: [new TextRun({ text: ftr, size: 16 }), new TextRun({ children: ['\t', PageNumber.CURRENT], size: 16 })] })] }) },
    children: [...nameBlock(r), ...r.main.flatMap((s) => secParas(s, 'styleCaps'))] }] }));
  writeMeta('k19', { layout: 'docx-header-footer', generator: 'docx', pages: 1, columns: 1, headerFooterLines: [hdr, ftr, '1'], sidebarLines: [],
    notes: 'Header text and footer (confidentiality note, tab, PAGE field). Headings All Caps via paragraph style.' }); }
console.log('docx done');
