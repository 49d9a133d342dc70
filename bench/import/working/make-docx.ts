// DOCX resumes from the docx package, laid out the way Word users lay them out: a two-column
// table, a timeline table with a skills grid, real bulleted and numbered lists, a text box,
// and running headers and footers with page numbers.
import * as docx from 'docx';
import { borderlessTable, percent } from './generator-kit.js';
import { PEOPLE, sectionsText, sidebarLines, type Person, type Section } from './resumes.js';
import { save, type Meta } from './make-working.js';

const numbering = {
  config: [
    {
      reference: 'dots',
      levels: [{ level: 0, format: docx.LevelFormat.BULLET, text: '•', alignment: docx.AlignmentType.LEFT }],
    },
    {
      reference: 'numbers',
      levels: [{ level: 0, format: docx.LevelFormat.DECIMAL, text: '%1.', alignment: docx.AlignmentType.LEFT }],
    },
  ],
};

const text = (t: string, opts: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
  new docx.Paragraph({ children: [new docx.TextRun({ text: t, ...opts })] });
const bullet = (t: string) =>
  new docx.Paragraph({ children: [new docx.TextRun(t)], numbering: { reference: 'dots', level: 0 } });
const numbered = (t: string) =>
  new docx.Paragraph({ children: [new docx.TextRun(t)], numbering: { reference: 'numbers', level: 0 } });
const heading = (t: string) => new docx.Paragraph({ text: t, heading: docx.HeadingLevel.HEADING_2 });

/** A section as Word paragraphs; `lines` become a numbered list when asked. */
function sectionParas(s: Section, linesAs: 'plain' | 'numbered' | 'bulleted' = 'plain'): docx.Paragraph[] {
  const out: docx.Paragraph[] = [heading(s.heading)];
  for (const p of s.paragraphs ?? []) out.push(text(p));
  for (const l of s.lines ?? [])
    out.push(linesAs === 'numbered' ? numbered(l) : linesAs === 'bulleted' ? bullet(l) : text(l));
  for (const e of s.entries ?? []) {
    out.push(text(e.head[0]!, { bold: true }));
    for (const h of e.head.slice(1)) out.push(text(h, { italics: true }));
    for (const b of e.bullets) out.push(bullet(b));
  }
  return out;
}

const top = (p: Person) => [
  new docx.Paragraph({ children: [new docx.TextRun({ text: p.name, bold: true, size: 40 })] }),
  text(p.title, { size: 26 }),
];

const docxMeta = (layout: Meta['layout'], notes: string, extra: Partial<Meta> = {}): Meta => ({
  layout,
  generator: 'docx',
  pages: 1,
  columns: 1,
  headerFooterLines: [],
  sidebarLines: [],
  notes,
  ...extra,
});

/** Lines of a section as read back, `lines` turned into list items. */
function listedLines(s: Section): string[] {
  return sectionsText([{ ...s, lines: undefined, bullets: [...(s.lines ?? []), ...(s.bullets ?? [])] }]);
}

export async function writeDocxFiles(): Promise<void> {
  // A one-row table: the sidebar cell on the left, the main cell on the right.
  for (const [n, i] of [1, 2].entries()) {
    const p = PEOPLE[i]!;
    const table = borderlessTable([
      [
        new docx.TableCell({
          width: percent(33),
          children: [...p.contact.map((c) => text(c)), ...p.sidebar.flatMap((s) => sectionParas(s))],
        }),
        new docx.TableCell({ width: percent(67), children: p.main.flatMap((s) => sectionParas(s)) }),
      ],
    ]);
    const doc = new docx.Document({ numbering, sections: [{ children: [...top(p), table] }] });
    save(
      `docx-table-${n + 1}`,
      'docx',
      await docx.Packer.toBuffer(doc),
      [p.name, p.title, '', ...p.contact, '', ...sectionsText(p.sidebar), '', ...sectionsText(p.main)],
      docxMeta('docx-table', 'Two-column layout table, no borders', {
        columns: 2,
        sidebarLines: sidebarLines(p, true),
      }),
    );
  }

  // A timeline table (dates | role and bullets) and a three-column skills grid.
  {
    const p = PEOPLE[4]!;
    const [summary, experience, education] = p.main as [Section, Section, Section];
    const skills = p.sidebar[0]!.lines!;
    const grid: string[][] = [skills.slice(0, 3), skills.slice(3)];
    const timeline = new docx.Table({
      width: percent(100),
      rows: experience.entries!.map(
        (e) =>
          new docx.TableRow({
            children: [
              new docx.TableCell({
                width: percent(25),
                children: [text(e.head[1]!, { italics: true })],
              }),
              new docx.TableCell({
                width: percent(75),
                children: [text(e.head[0]!, { bold: true }), ...e.bullets.map(bullet)],
              }),
            ],
          }),
      ),
    });
    const skillGrid = new docx.Table({
      width: percent(100),
      rows: grid.map(
        (row) =>
          new docx.TableRow({
            children: [0, 1, 2].map((k) => new docx.TableCell({ children: [text(row[k] ?? '')] })),
          }),
      ),
    });
    const rest = p.sidebar.slice(1);
    const doc = new docx.Document({
      numbering,
      sections: [
        {
          children: [
            ...top(p),
            text(p.contact.join(' | ')),
            ...sectionParas(summary),
            heading(experience.heading),
            timeline,
            heading(p.sidebar[0]!.heading),
            skillGrid,
            ...sectionParas(education),
            ...rest.flatMap((s) => sectionParas(s)),
          ],
        },
      ],
    });
    save(
      'docx-table-3',
      'docx',
      await docx.Packer.toBuffer(doc),
      [
        p.name,
        p.title,
        p.contact.join(' | '),
        '',
        ...sectionsText([summary]),
        '',
        experience.heading,
        ...experience.entries!.flatMap((e) => [e.head[1]!, e.head[0]!, ...e.bullets.map((b) => `- ${b}`)]),
        '',
        p.sidebar[0]!.heading,
        ...skills,
        '',
        ...sectionsText([education, ...rest]),
      ],
      docxMeta('docx-table', 'Timeline table (dates | role and bullets) and a skills grid read row by row'),
    );
  }

  // Lists: bullets for the work, a numbered list for licenses, bulleted skills.
  for (const [n, i] of [2, 5].entries()) {
    const p = PEOPLE[i]!;
    const [first, ...others] = p.sidebar as [Section, ...Section[]];
    const doc = new docx.Document({
      numbering,
      sections: [
        {
          children: [
            ...top(p),
            ...p.contact.map((c) => text(c)),
            ...p.main.flatMap((s) => sectionParas(s)),
            ...sectionParas(first, 'numbered'),
            ...others.flatMap((s) => sectionParas(s, 'bulleted')),
          ],
        },
      ],
    });
    save(
      `docx-lists-${n + 1}`,
      'docx',
      await docx.Packer.toBuffer(doc),
      [
        p.name,
        p.title,
        ...p.contact,
        '',
        ...sectionsText(p.main),
        '',
        ...listedLines(first),
        ...others.flatMap((s) => ['', ...listedLines(s)]),
      ],
      docxMeta('docx-lists', 'Word bulleted lists, one numbered list'),
    );
  }

  // Contact lines in a text box beside the name.
  for (const [n, i] of [3, 0].entries()) {
    const p = PEOPLE[i]!;
    const box = new docx.Textbox({
      style: { width: '2.2in', height: '1.1in', position: 'absolute', marginLeft: '4.3in', marginTop: '0in' },
      children: p.contact.map((c) => text(c)),
    });
    const doc = new docx.Document({
      numbering,
      sections: [
        {
          children: [...top(p), box, ...[...p.main, ...p.sidebar].flatMap((s) => sectionParas(s))],
        },
      ],
    });
    save(
      `docx-textbox-${n + 1}`,
      'docx',
      await docx.Packer.toBuffer(doc),
      [p.name, p.title, ...p.contact, '', ...sectionsText([...p.main, ...p.sidebar])],
      docxMeta('docx-textbox', 'Contact lines in a text box after the title'),
    );
  }

  // A running header with the name and a footer with "Page N of M" fields.
  for (const [n, i] of [1, 3].entries()) {
    const p = PEOPLE[i]!;
    const headerLine = `${p.name} | ${p.title}`;
    const doc = new docx.Document({
      numbering,
      styles: { default: { document: { run: { size: 28 } } } },
      sections: [
        {
          headers: { default: new docx.Header({ children: [text(headerLine)] }) },
          footers: {
            default: new docx.Footer({
              children: [
                new docx.Paragraph({
                  alignment: docx.AlignmentType.RIGHT,
                  children: [
                    new docx.TextRun({
                      children: ['Page ', docx.PageNumber.CURRENT, ' of ', docx.PageNumber.TOTAL_PAGES],
                    }),
                  ],
                }),
              ],
            }),
          },
          children: [
            ...top(p),
            ...p.contact.map((c) => text(c)),
            ...[...p.main, ...p.sidebar].flatMap((s) => sectionParas(s)),
          ],
        },
      ],
    });
    save(
      `docx-header-footer-${n + 1}`,
      'docx',
      await docx.Packer.toBuffer(doc),
      [p.name, p.title, ...p.contact, '', ...sectionsText([...p.main, ...p.sidebar])],
      docxMeta(
        'docx-header-footer',
        'Header with name and title, footer with page number fields; 14 pt body over two pages',
        {
          pages: 2,
          headerFooterLines: [headerLine, 'Page 1 of 2', 'Page 2 of 2'],
        },
      ),
    );
  }
}
