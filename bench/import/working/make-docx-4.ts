// DOCX resumes made with the `docx` package the way Word users lay them out: a two-column
// borderless table, real bulleted/numbered/nested lists, a text box, headers and footers, and
// headings styled All Caps (w:caps) while typed in mixed case.
import { writeFileSync } from 'node:fs';
import * as docx from 'docx';
import { borderlessTable, percent } from './generator-kit.js';
import { P, expectedText, sidebarList, type Look, type Section, type Person } from './people-4.js';
import { OUT, writeExpected, writeMeta } from './util-4.js';

const numbering = {
  config: [
    {
      reference: 'dots',
      levels: [
        { level: 0, format: docx.LevelFormat.BULLET, text: '•', alignment: docx.AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } },
        { level: 1, format: docx.LevelFormat.BULLET, text: 'o', alignment: docx.AlignmentType.LEFT, style: { paragraph: { indent: { left: 720, hanging: 260 } }, run: { font: 'Courier New' } } },
      ],
    },
    {
      reference: 'nums',
      levels: [
        { level: 0, format: docx.LevelFormat.DECIMAL, text: '%1.', alignment: docx.AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } },
        { level: 1, format: docx.LevelFormat.LOWER_LETTER, text: '%2)', alignment: docx.AlignmentType.LEFT, style: { paragraph: { indent: { left: 720, hanging: 260 } } } },
      ],
    },
  ],
};

const run = (t: string, o: { bold?: boolean; italics?: boolean; size?: number; allCaps?: boolean; color?: string } = {}) => new docx.TextRun({ text: t, ...o });
const para = (t: string, o: Parameters<typeof run>[1] = {}) => new docx.Paragraph({ children: [run(t, o)], spacing: { after: 40 } });
const li = (t: string, ref = 'dots', level = 0) => new docx.Paragraph({ children: [run(t)], numbering: { reference: ref, level } });
const heading = (t: string, caps: boolean) =>
  new docx.Paragraph({
    children: [run(t, { bold: true, size: 24, allCaps: caps, color: '1F3864' })],
    spacing: { before: 200, after: 60 },
    border: { bottom: { style: docx.BorderStyle.SINGLE, size: 6, color: '8EA9DB', space: 1 } },
  });

function sectionParas(s: Section, caps: boolean, listRef = 'dots', itemsRef = 'dots'): docx.Paragraph[] {
  const out = [heading(s.heading, caps)];
  for (const p of s.paragraphs ?? []) out.push(para(p));
  for (const l of s.lines ?? []) out.push(para(l));
  for (const i of s.items ?? []) out.push(li(i, itemsRef));
  for (const e of s.entries ?? []) {
    out.push(new docx.Paragraph({ children: [run(e.title, { bold: true })], spacing: { before: 120 } }));
    out.push(para(e.where ? `${e.dates} | ${e.where}` : e.dates, { italics: true }));
    for (const b of e.bullets) {
      if (typeof b === 'string') out.push(li(b, listRef));
      else out.push(li(b.text, listRef), ...b.sub.map((x) => li(x, listRef, 1)));
    }
  }
  return out;
}

const top = (p: Person, contact: boolean) => [
  new docx.Paragraph({ children: [run(p.name, { bold: true, size: 44 })] }),
  new docx.Paragraph({ children: [run(p.title, { size: 26, color: '555555' })], spacing: { after: 80 } }),
  ...(contact ? [para(p.contact.join(' | '))] : []),
];

async function save(id: string, doc: docx.Document): Promise<void> {
  writeFileSync(`${OUT}${id}.docx`, await docx.Packer.toBuffer(doc));
}

// m19: two-column borderless table, left cell = contact + sidebar sections, right = main; All Caps headings.
{
  const p = P.m19!;
  const look: Look = { upper: true, sideFirst: true };
  writeExpected('m19', expectedText(p, look));
  const left = [...p.contact.map((c) => para(c)), ...p.side.flatMap((s) => sectionParas(s, true))];
  const right = p.main.flatMap((s) => sectionParas(s, true));
  const table = borderlessTable([[
    new docx.TableCell({ children: left, width: percent(32), shading: { fill: 'EDF1F7' }, margins: { left: 120, right: 120 } }),
    new docx.TableCell({ children: right, width: percent(68), margins: { left: 240 } }),
  ]]);
  await save('m19', new docx.Document({ numbering, sections: [{ children: [...top(p, false), table] }] }));
  writeMeta('m19', {
    layout: 'docx-table', generator: 'docx', pages: 1, columns: 2, headerFooterLines: [],
    sidebarLines: sidebarList(p, look),
    notes: 'Borderless 2-cell table (shaded left cell with contact, skills, certifications; right cell main); headings typed Title Case with w:caps (All Caps), expected in capitals; pages estimated (1)',
  });
}

// m20: lists: Word bullets for work, nested sub-bullets, numbered training list, bulleted skills.
{
  const p = P.m20!;
  const look: Look = { contactJoin: ' | ', noSide: true, itemsAsBullets: true };
  writeExpected('m20', expectedText(p, look));
  const body = p.main.flatMap((s) => sectionParas(s, false, 'dots', s.heading === 'Training' ? 'nums' : 'dots'));
  await save('m20', new docx.Document({ numbering, sections: [{ children: [...top(p, true), ...body] }] }));
  writeMeta('m20', {
    layout: 'docx-lists', generator: 'docx', pages: 1, columns: 1, headerFooterLines: [], sidebarLines: [],
    notes: 'Word numbering: • bulleted experience and skills, decimal numbered training list; headings typed in Title Case (no caps); pages estimated (1)',
  });
}

// m21: contact + areas of expertise in a VML text box right after the title.
{
  const p = P.m21!;
  const look: Look = { upper: true, noSide: true, itemsAsBullets: true };
  writeExpected('m21', expectedText(p, look));
  const box = new docx.Textbox({
    alignment: docx.AlignmentType.LEFT,
    style: { width: '6.5in', height: '0.95in' },
    children: p.contact.map((c) => para(c, { size: 20 })),
  });
  await save('m21', new docx.Document({ numbering, sections: [{ children: [...top(p, false), box, ...p.main.flatMap((s) => sectionParas(s, true))] }] }));
  writeMeta('m21', {
    layout: 'docx-textbox', generator: 'docx', pages: 1, columns: 1, headerFooterLines: [], sidebarLines: [],
    notes: 'Four contact lines inside a VML text box (w:pict/v:textbox) placed after the title paragraph; headings All Caps via w:caps; pages estimated (1)',
  });
}

// m22: header with name/phone, footer Page N of M fields, All Caps headings, two pages of 13pt text.
// m23: same trade-style with nested lists and numbered bullets inside a header/footer document.
for (const [id, hdr] of [
  ['m22', 'Samuel Okonkwo-Reid, PE  |  Civil Engineer  |  (720) 555-0177'],
  ['m23', 'Sofia Castellanos – Resume'],
] as const) {
  const p = P[id === 'm22' ? 'm22' : 'm10']!;
  const look: Look = { upper: true, contactJoin: ' | ', noSide: true, itemsAsBullets: true };
  writeExpected(id, expectedText(p, look));
  const big = id === 'm22';
  await save(
    id,
    new docx.Document({
      numbering,
      styles: { default: { document: { run: { size: big ? 30 : 22, font: 'Calibri' } } } },
      sections: [
        {
          headers: { default: new docx.Header({ children: [new docx.Paragraph({ alignment: docx.AlignmentType.RIGHT, children: [run(hdr, { size: 16, color: '777777' })] })] }) },
          footers: {
            default: new docx.Footer({
              children: [
                new docx.Paragraph({
                  alignment: docx.AlignmentType.CENTER,
                  children: [new docx.TextRun({ children: ['Page ', docx.PageNumber.CURRENT, ' of ', docx.PageNumber.TOTAL_PAGES], size: 16 })],
                }),
              ],
            }),
          },
          children: [...top(p, true), ...p.main.flatMap((s) => sectionParas(s, true, big ? 'dots' : 'nums'))],
        },
      ],
    }),
  );
  const pages = big ? 2 : 1;
  writeMeta(id, {
    layout: 'docx-header-footer', generator: 'docx', pages, columns: 1,
    headerFooterLines: [hdr, ...Array.from({ length: pages }, (_, i) => `Page ${i + 1} of ${pages}`)],
    sidebarLines: [],
    notes: big
      ? 'Header paragraph (name, title, phone) and footer with PAGE / NUMPAGES fields; headings typed Title Case with w:caps; 15pt Calibri body, about two pages in Word (estimated)'
      : 'Same content as m10 but in Word: numbered experience list (decimal) with nested lettered sub-items a), b); header and PAGE/NUMPAGES footer; w:caps headings; pages estimated (1)',
  });
}
console.log('docx done');
