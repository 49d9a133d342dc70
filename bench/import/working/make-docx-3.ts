// Issue 41 held-out corpus: Word resumes made with the docx package the way Word users build
// them: a borderless two-column layout table, real bulleted and numbered lists, text boxes, and
// running headers/footers with page-number fields.
// Run: npx tsx bench/import/working/make-docx-3.ts
import * as docx from 'docx';
import { borderlessTable, percent } from './generator-kit.js';
import { PEOPLE, sectionsText, type Person, type Section } from './people-3.js';
import { writeExpected, writeFile, type Meta } from './common-3.js';


const numbering = {
  config: [
    {
      reference: 'bul',
      levels: [
        { level: 0, format: docx.LevelFormat.BULLET, text: '\u2022', alignment: docx.AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } },
        { level: 1, format: docx.LevelFormat.BULLET, text: 'o', alignment: docx.AlignmentType.LEFT, style: { paragraph: { indent: { left: 720, hanging: 260 } } } },
      ],
    },
    {
      reference: 'dash',
      levels: [{ level: 0, format: docx.LevelFormat.BULLET, text: '\u2013', alignment: docx.AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }],
    },
    {
      reference: 'num',
      levels: [{ level: 0, format: docx.LevelFormat.DECIMAL, text: '%1.', alignment: docx.AlignmentType.LEFT, style: { paragraph: { indent: { left: 400, hanging: 300 } } } }],
    },
  ],
};

interface Style {
  bullet: 'bul' | 'dash';
  /** heading as Word's Heading 2 style, or a bold run with the All Caps font effect. */
  heading: 'h2' | 'caps' | 'bold';
  accent: string;
}

const para = (t: string, o: { bold?: boolean; italics?: boolean; size?: number; color?: string } = {}) =>
  new docx.Paragraph({ spacing: { after: 40 }, children: [new docx.TextRun({ text: t, ...o })] });
const li = (t: string, ref: string, level = 0) =>
  new docx.Paragraph({ spacing: { after: 30 }, numbering: { reference: ref, level }, children: [new docx.TextRun(t)] });

function heading(t: string, s: Style): docx.Paragraph {
  if (s.heading === 'h2') return new docx.Paragraph({ text: t, heading: docx.HeadingLevel.HEADING_2, spacing: { before: 200, after: 80 } });
  return new docx.Paragraph({
    spacing: { before: 220, after: 80 },
    border: { bottom: { style: docx.BorderStyle.SINGLE, size: 6, color: s.accent, space: 1 } },
    children: [new docx.TextRun({ text: t, bold: true, color: s.accent, size: 24, ...(s.heading === 'caps' ? { allCaps: true } : {}) })],
  });
}

function sectionParas(sec: Section, s: Style): docx.Paragraph[] {
  const out: docx.Paragraph[] = [heading(sec.h, s)];
  for (const b of sec.blocks) {
    if (b.k === 'p') out.push(para(b.text));
    else if (b.k === 'lines') out.push(...b.lines.map((l) => para(l)));
    else if (b.k === 'ul')
      for (const it of b.items) {
        if (typeof it === 'string') out.push(li(it, s.bullet));
        else out.push(li(it[0], s.bullet), ...it[1].map((c) => li(c, 'bul', 1)));
      }
    else if (b.k === 'ol') out.push(...b.items.map((i) => li(i, 'num')));
    else if (b.k === 'job') {
      out.push(new docx.Paragraph({ spacing: { before: 120, after: 20 }, children: [new docx.TextRun({ text: b.head, bold: true })] }));
      if (b.sub) out.push(para(b.sub, { italics: true }));
      if (b.meta) out.push(para(b.meta, { italics: true, color: '555555' }));
      out.push(...b.bullets.map((x) => li(x, s.bullet)));
    } else out.push(...b.cells.map((c) => para(c)));
  }
  return out;
}

const top = (p: Person, accent: string) => [
  new docx.Paragraph({ spacing: { after: 40 }, children: [new docx.TextRun({ text: p.name, bold: true, size: 44, color: accent })] }),
  new docx.Paragraph({ spacing: { after: 120 }, children: [new docx.TextRun({ text: p.title, size: 26 })] }),
];

const meta = (layout: Meta['layout'], pages: number, notes: string, extra: Partial<Meta> = {}): Meta => ({
  layout,
  generator: 'docx',
  pages,
  columns: 1,
  headerFooterLines: [],
  sidebarLines: [],
  notes,
  ...extra,
});

/** Borderless two-column table: a shaded sidebar cell and a main cell. */
function layoutTable(p: Person, s: Style, side: 'left' | 'right', sideTop: docx.Paragraph[]): docx.Table {
  const sideCell = new docx.TableCell({
    width: percent(32),
    shading: { type: docx.ShadingType.CLEAR, color: 'auto', fill: 'EEF2F7' },
    margins: { top: 120, bottom: 120, left: 160, right: 160 },
    children: [...sideTop, ...p.side.flatMap((x) => sectionParas(x, s))],
  });
  const mainCell = new docx.TableCell({
    width: percent(68),
    margins: { top: 120, bottom: 120, left: 240, right: 120 },
    children: p.main.flatMap((x) => sectionParas(x, s)),
  });
  return borderlessTable([side === 'left' ? [sideCell, mainCell] : [mainCell, sideCell]]);
}

const up = (ss: Section[], s: Style) => sectionsText(ss, { upperHeadings: s.heading === 'caps' });

async function main(): Promise<void> {
  // n21: name above a two-column table, sidebar left with contact; headings use All Caps.
  {
    const p = PEOPLE.n21!;
    const s: Style = { bullet: 'bul', heading: 'caps', accent: '1F4E79' };
    const sideText = [...p.contact, '', ...up(p.side, s)];
    writeExpected(
      'n21',
      [p.name, p.title, '', ...sideText, '', ...up(p.main, s)],
      meta('docx-table', 1, 'Borderless 2-column layout table, shaded sidebar cell left with contact lines; section headings typed in mixed case with Word’s All Caps effect (printed uppercase, so expected is uppercase).', {
        columns: 2,
        sidebarLines: sideText.filter(Boolean),
      }),
    );
    const doc = new docx.Document({
      creator: 'Ben Carter',
      numbering,
      styles: { default: { document: { run: { font: 'Calibri', size: 20 } } } },
      sections: [{ properties: { page: { margin: { top: 720, bottom: 720, left: 720, right: 720 } } }, children: [...top(p, '1F4E79'), layoutTable(p, s, 'left', p.contact.map((c) => para(c))), para('')] }],
    });
    writeFile('n21', 'docx', await docx.Packer.toBuffer(doc));
  }

  // n25: header row merged across both columns, then main | sidebar (right); plain footer line.
  {
    const p = PEOPLE.n25!;
    const s: Style = { bullet: 'dash', heading: 'bold', accent: '2E7D32' };
    const sideText = [...p.contact, '', ...up(p.side, s)];
    const footerLine = 'Chloé Martin, CVT · Résumé';
    writeExpected(
      'n25',
      [p.name, p.title, '', ...up(p.main, s), '', ...sideText],
      meta('docx-table', 1, 'Layout table: first row is one merged cell with name and title, second row is main cell left and shaded sidebar cell right (contact at its top); – list bullets; footer with a label.', {
        columns: 2,
        sidebarLines: sideText.filter(Boolean),
        headerFooterLines: [footerLine],
      }),
    );
    const sideCell = new docx.TableCell({
      width: percent(33),
      shading: { type: docx.ShadingType.CLEAR, color: 'auto', fill: 'E8F5E9' },
      margins: { top: 120, bottom: 120, left: 160, right: 160 },
      children: [...p.contact.map((c) => para(c)), para(''), ...p.side.flatMap((x) => sectionParas(x, s))],
    });
    const mainCell = new docx.TableCell({
      width: percent(67),
      margins: { top: 120, bottom: 120, left: 120, right: 240 },
      children: p.main.flatMap((x) => sectionParas(x, s)),
    });
    const headCell = new docx.TableCell({ columnSpan: 2, margins: { bottom: 200 }, children: top(p, '2E7D32') });
    const doc = new docx.Document({
      numbering,
      styles: { default: { document: { run: { font: 'Arial', size: 20 } } } },
      sections: [
        {
          footers: { default: new docx.Footer({ children: [new docx.Paragraph({ alignment: docx.AlignmentType.CENTER, children: [new docx.TextRun({ text: footerLine, size: 16, color: '888888' })] })] }) },
          children: [
            borderlessTable([[headCell], [mainCell, sideCell]]),
            para(''),
          ],
        },
      ],
    });
    writeFile('n25', 'docx', await docx.Packer.toBuffer(doc));
  }

  // n22: bulleted and numbered lists, Heading 2 styles.
  {
    const p = PEOPLE.n22!;
    const s: Style = { bullet: 'bul', heading: 'h2', accent: '000000' };
    writeExpected(
      'n22',
      [p.name, p.title, ...p.contact, '', ...up(p.main, s)],
      meta('docx-lists', 1, 'Word bullet list numbering for job bullets and skills, a decimal numbered list ("How I Approach Testing"), Heading 2 section styles; contact lines as separate paragraphs.'),
    );
    const doc = new docx.Document({
      numbering,
      sections: [{ children: [...top(p, '000000'), ...p.contact.map((c) => para(c)), ...p.main.flatMap((x) => sectionParas(x, s))] }],
    });
    writeFile('n22', 'docx', await docx.Packer.toBuffer(doc));
  }

  // n23: German resume; contact lines in a floating text box beside the name, the Kenntnisse
  // section in a second, shaded text box anchored at the end.
  {
    const p = PEOPLE.n23!;
    const s: Style = { bullet: 'dash', heading: 'bold', accent: 'C2185B' };
    const [about, work, edu, skills] = p.main as [Section, Section, Section, Section];
    writeExpected(
      'n23',
      [p.name, p.title, ...p.contact, '', ...up([about, work, edu, skills], s)],
      meta('docx-textbox', 1, 'German resume (Umlaute, ß); contact lines in an absolutely positioned text box anchored after the title (shown at the top right, beside the name); the Kenntnisse section sits in a second text box anchored at the end.'),
    );
    const contactBox = new docx.Textbox({
      style: { width: '2.4in', height: '1.0in', position: 'absolute', marginLeft: '4.4in', marginTop: '-0.9in' },
      children: p.contact.map((c) => new docx.Paragraph({ alignment: docx.AlignmentType.RIGHT, children: [new docx.TextRun({ text: c, size: 18 })] })),
    });
    const skillsBox = new docx.Textbox({
      style: { width: '6.5in', height: '1.4in', position: 'relative' },
      children: sectionParas(skills, s),
    });
    const doc = new docx.Document({
      numbering,
      styles: { default: { document: { run: { font: 'Georgia', size: 21 } } } },
      sections: [{ children: [...top(p, 'C2185B'), contactBox, ...[about, work, edu].flatMap((x) => sectionParas(x, s)), skillsBox] }],
    });
    writeFile('n23', 'docx', await docx.Packer.toBuffer(doc));
  }

  // n24: header only from page 2 (different first page), footer "Page X of Y" fields on every page.
  {
    const p = PEOPLE.n24!;
    const s: Style = { bullet: 'bul', heading: 'caps', accent: '7B1F1F' };
    const headerLine = 'Ahmed Youssef | Curriculum Vitae';
    writeExpected(
      'n24',
      [p.name, p.title, p.contact.join(' | '), '', ...up(p.main, s)],
      meta('docx-header-footer', 2, 'Different first page: running header only from page 2, "Page X of Y" footer with PAGE/NUMPAGES fields on every page; 12 pt body, two pages in Word (estimated, not laid out here); headings use All Caps effect; contact on one line with | separators.', {
        headerFooterLines: [headerLine, 'Page 1 of 2', 'Page 2 of 2'],
      }),
    );
    const pageFooter = () =>
      new docx.Footer({
        children: [
          new docx.Paragraph({
            alignment: docx.AlignmentType.RIGHT,
            children: [new docx.TextRun({ children: ['Page ', docx.PageNumber.CURRENT, ' of ', docx.PageNumber.TOTAL_PAGES], size: 16, color: '777777' })],
          }),
        ],
      });
    const doc = new docx.Document({
      numbering,
      styles: { default: { document: { run: { font: 'Cambria', size: 24 } } } },
      sections: [
        {
          properties: { titlePage: true },
          headers: {
            default: new docx.Header({ children: [new docx.Paragraph({ children: [new docx.TextRun({ text: headerLine, size: 16, color: '777777' })] })] }),
            first: new docx.Header({ children: [new docx.Paragraph('')] }),
          },
          footers: { default: pageFooter(), first: pageFooter() },
          children: [...top(p, '7B1F1F'), para(p.contact.join(' | ')), ...p.main.flatMap((x) => sectionParas(x, s))],
        },
      ],
    });
    writeFile('n24', 'docx', await docx.Packer.toBuffer(doc));
  }
  console.log('docx done');
}

await main();
