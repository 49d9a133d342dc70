import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  type IStylesOptions,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { importDocx } from './docx-text.js';

const numbering = {
  config: [
    { reference: 'dots', levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT }] },
    {
      reference: 'nums',
      levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT }],
    },
  ],
};
const p = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const item = (text: string, reference = 'dots') =>
  new Paragraph({ children: [new TextRun(text)], numbering: { reference, level: 0 } });
const h = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });

/** The lines with text the import reads from a one-section document. */
async function importedLines(children: Paragraph[], styles?: IStylesOptions): Promise<string[]> {
  const doc = new Document({ ...(styles ? { styles } : {}), sections: [{ children }] });
  return (await importDocx(await Packer.toBuffer(doc))).text.split('\n').filter(Boolean);
}

describe('importDocx', () => {
  it('reads a two-column layout table cell by cell, lists as "- " lines, headings after a blank line, no header or footer', async () => {
    const table = new Table({
      rows: [
        new TableRow({
          children: [
            new TableCell({
              children: [p('jane.doe@example.com'), h('SKILLS'), item('Kubernetes'), item('Terraform')],
            }),
            new TableCell({
              children: [
                h('EXPERIENCE'),
                p('Senior SRE, Northwind Payments'),
                item(
                  'Cut paging alerts by 61% by replacing static thresholds with SLO burn-rate alerts across 40 services.',
                ),
                h('CERTIFICATIONS'),
                item('Certified Kubernetes Administrator, 2023', 'nums'),
              ],
            }),
          ],
        }),
      ],
    });
    const doc = new Document({
      numbering,
      sections: [
        {
          headers: { default: new Header({ children: [p('Jane Doe | Senior SRE')] }) },
          footers: {
            default: new Footer({
              children: [
                new Paragraph({
                  children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
                }),
              ],
            }),
          },
          children: [p('Jane Doe'), table],
        },
      ],
    });
    const { text, columns } = await importDocx(await Packer.toBuffer(doc));
    expect(text).toBe(
      [
        'Jane Doe',
        'jane.doe@example.com',
        '',
        'SKILLS',
        '- Kubernetes',
        '- Terraform',
        '',
        'EXPERIENCE',
        'Senior SRE, Northwind Payments',
        '- Cut paging alerts by 61% by replacing static thresholds with SLO burn-rate alerts across 40 services.',
        '',
        'CERTIFICATIONS',
        '- Certified Kubernetes Administrator, 2023',
      ].join('\n'),
    );
    expect(columns).toBe(2);
  });

  it('reads a text box where it is anchored and a typed bullet as a list item', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            p('Priya Raman'),
            new Textbox({
              style: { width: '2in', height: '1in' },
              children: [p('priya.raman@example.com'), p('London, UK')],
            }),
            h('SUMMARY'),
            p('• Ships models into products rather than slide decks.'),
          ],
        },
      ],
    });
    const { text } = await importDocx(await Packer.toBuffer(doc));
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Priya Raman',
      'priya.raman@example.com',
      'London, UK',
      'SUMMARY',
      '- Ships models into products rather than slide decks.',
    ]);
  });

  it('gives a heading stored in lower case in the capitals Word prints it in with All Caps', async () => {
    const lines = await importedLines([
      p('Priya Raman'),
      new Paragraph({ children: [new TextRun({ text: 'Experience', allCaps: true, bold: true })] }),
      p('Data scientist, Monzo'),
    ]);
    expect(lines).toEqual(['Priya Raman', 'EXPERIENCE', 'Data scientist, Monzo']);
  });

  it('prints in capitals the runs of a paragraph or character style set to All Caps, as Word shows them', async () => {
    const doc = new Document({
      styles: {
        paragraphStyles: [
          { id: 'SecHeadBase', name: 'Section Heading Base', run: { allCaps: true, bold: true } },
          { id: 'SecHead', name: 'Section Heading', basedOn: 'SecHeadBase', run: { color: '1F3864' } },
        ],
        characterStyles: [
          { id: 'Employer', name: 'Employer', run: { allCaps: true } },
          { id: 'AsTyped', name: 'As Typed', run: { allCaps: false } },
        ],
      },
      sections: [
        {
          children: [
            p('Priya Raman'),
            new Paragraph({ style: 'SecHead', children: [new TextRun('Experience')] }),
            new Paragraph({
              style: 'SecHead',
              children: [new TextRun('Skills '), new TextRun({ text: '(self-rated)', style: 'AsTyped' })],
            }),
            new Paragraph({
              children: [new TextRun('Data scientist, '), new TextRun({ text: 'Monzo', style: 'Employer' })],
            }),
            p('Built the churn model.'),
          ],
        },
      ],
    });
    const { text } = await importDocx(await Packer.toBuffer(doc));
    expect(text.split('\n')).toEqual([
      'Priya Raman',
      '',
      'EXPERIENCE',
      '',
      'SKILLS (self-rated)',
      'Data scientist, MONZO',
      'Built the churn model.',
    ]);
  });

  it('prints in capitals a heading style or a run set in Small Caps, as Word shows them', async () => {
    const lines = await importedLines(
      [
        p('Dana Whitfield'),
        new Paragraph({ style: 'SecHead', children: [new TextRun('Work Experience')] }),
        new Paragraph({
          children: [new TextRun('Technician, '), new TextRun({ text: 'Northgate Clinic', smallCaps: true })],
        }),
      ],
      { paragraphStyles: [{ id: 'SecHead', name: 'Section Heading', run: { smallCaps: true, bold: true } }] },
    );
    expect(lines).toEqual(['Dana Whitfield', 'WORK EXPERIENCE', 'Technician, NORTHGATE CLINIC']);
  });
});
