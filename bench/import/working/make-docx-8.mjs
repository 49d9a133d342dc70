// Writes set 8's four Word resumes (s11-s14) with the docx package: a two-column layout
// table, bullet and numbered lists (Word numbering), a text box, and a header and footer.
// Usage from the repo root: node bench/import/working/make-docx-8.mjs [s11 s12 …]
import { writeFileSync } from 'node:fs';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Tab,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
  WidthType,
} from 'docx';
import { makeAll, out } from './make-people-8.mjs';

// Letter paper, 0.75 inch margins: 12240 - 2 * 1080 twips of text width.
const MARGIN = 1080;
const TEXT_WIDTH = 12240 - 2 * MARGIN;

// Per file: font, accent, bullet glyph, body size (half-points), and the page count the
// layout gives (no Word renderer here: one page by content size, s14 two by its page break).
const STYLES = {
  s11: { font: 'Trebuchet MS', accent: '7A4B1E', bullet: '▪', size: 19, pages: 1 },
  s12: { font: 'Book Antiqua', accent: '1D5C63', bullet: '•', size: 20, pages: 1 },
  s13: { font: 'Verdana', accent: '2B4C7E', bullet: '◦', size: 18, pages: 1 },
  s14: { font: 'Garamond', accent: '4A235A', bullet: '•', size: 22, pages: 2 },
};

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };

const build = (r) => {
  const st = STYLES[r.id];
  const run = (text, o = {}) => new TextRun({ text, font: st.font, size: st.size, ...o });
  const para = (text, o = {}, p = {}) => new Paragraph({ spacing: { after: 40 }, ...p, children: [run(text, o)] });

  const heading = (s) =>
    new Paragraph({
      spacing: { before: 200, after: 80 },
      pageBreakBefore: Boolean(s.pageBreak),
      keepNext: true,
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: st.accent, space: 2 } },
      children: [run(s.h, { bold: true, size: st.size + 6, color: st.accent })],
    });

  // Section items as Word paragraphs; `width` is the text width the right tab stop sits at.
  const items = (s, width) =>
    (s.items ?? []).flatMap((it) => [
      ...(it.p ? [para(it.p, {}, { spacing: { after: 80, line: 276 } })] : []),
      ...(it.role
        ? [
            new Paragraph({
              spacing: { before: 120, after: 0 },
              keepNext: true,
              tabStops: [{ type: TabStopType.RIGHT, position: width }],
              children: [
                run(it.role, { bold: true }),
                new TextRun({ font: st.font, size: st.size - 2, children: [new Tab(), it.dates] }),
              ],
            }),
            para(it.at, { italics: true, color: '555555' }, { spacing: { after: 40 }, keepNext: true }),
          ]
        : []),
      ...(it.bullets ?? []).map(
        (b) =>
          new Paragraph({ numbering: { reference: 'bullets', level: 0 }, spacing: { after: 40 }, children: [run(b)] }),
      ),
      ...(it.lines ?? []).map((l) => para(l)),
      ...(it.numbered ?? []).map(
        (t) =>
          new Paragraph({ numbering: { reference: 'steps', level: 0 }, spacing: { after: 40 }, children: [run(t)] }),
      ),
    ]);
  const sectionParas = (s, width) => [heading(s), ...items(s, width)];

  const head = [
    para(r.name, { bold: true, size: st.size + 22, color: st.accent }, { spacing: { after: 0 } }),
    para(r.title, { size: st.size + 6, color: '444444' }, { spacing: { after: 60 } }),
    ...r.contact.map((c) => para(c, { size: st.size - 1 }, { spacing: { after: 0 } })),
  ];

  let body;
  if (r.layout === 'docx-table') {
    const leftPct = 31;
    const rightWidth = Math.round((TEXT_WIDTH * (100 - leftPct)) / 100) - 2 * 160;
    const cell = (pct, children, fill) =>
      new TableCell({
        width: { size: pct, type: WidthType.PERCENTAGE },
        shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill } : undefined,
        margins: { left: 160, right: 160, top: 100, bottom: 100 },
        children,
      });
    body = [
      ...head,
      new Paragraph({ spacing: { after: 120 }, children: [] }),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders: NO_BORDERS,
        rows: [
          new TableRow({
            children: [
              cell(
                leftPct,
                r.sidebar.flatMap((s) => sectionParas(s, 0)),
                'F3E9DC',
              ),
              cell(
                100 - leftPct,
                r.main.flatMap((s) => sectionParas(s, rightWidth)),
              ),
            ],
          }),
        ],
      }),
    ];
  } else {
    const box = r.textbox
      ? [
          new Paragraph({ spacing: { after: 0 }, children: [] }),
          new Textbox({
            alignment: AlignmentType.LEFT,
            style: { width: '6.9in', height: '0.95in' },
            children: [
              para(r.textbox.h, { bold: true, color: st.accent, size: st.size + 2 }, { spacing: { after: 40 } }),
              ...r.textbox.lines.map((l) => para(l, {}, { spacing: { after: 0 } })),
            ],
          }),
        ]
      : [];
    body = [...head, ...box, ...r.main.flatMap((s) => sectionParas(s, TEXT_WIDTH))];
  }

  const pageNumbers = new Paragraph({
    alignment: AlignmentType.CENTER,
    children: [
      new TextRun({
        font: st.font,
        size: 18,
        color: '777777',
        children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
      }),
    ],
  });
  const running = r.runningHeader
    ? {
        headers: {
          default: new Header({
            children: [para(r.runningHeader, { size: 18, color: '777777' }, { alignment: AlignmentType.RIGHT })],
          }),
        },
        footers: { default: new Footer({ children: [pageNumbers] }) },
      }
    : {};

  const level = (format, text) => ({
    level: 0,
    format,
    text,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 360, hanging: 260 } } },
  });
  return new Document({
    creator: r.name,
    title: `${r.name} resume`,
    styles: { default: { document: { run: { font: st.font, size: st.size } } } },
    numbering: {
      config: [
        { reference: 'bullets', levels: [level(LevelFormat.BULLET, st.bullet)] },
        { reference: 'steps', levels: [level(LevelFormat.DECIMAL, '%1.')] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 500, footer: 500 },
          },
        },
        ...running,
        children: body,
      },
    ],
  });
};

await makeAll('docx', 'docx', async (r) => {
  writeFileSync(out(`${r.id}.docx`), await Packer.toBuffer(build(r)));
  return STYLES[r.id].pages;
});
