// Writes Word resumes with the `docx` package: real Word lists (bullets and
// numbering), an own heading style, a layout table, a text box, header/footer.
// Usage: node make-docx-7.mjs [r11 r12 …]
import { writeFileSync } from 'node:fs'
import {
  AlignmentType, BorderStyle, Document, Footer, Header, LevelFormat, Packer, PageNumber,
  Paragraph, Table, TableCell, TableRow, TextRun, Textbox, WidthType,
} from 'docx'
import { makeAll, out } from './make-common-7.mjs'

const FONTS = ['Calibri', 'Cambria', 'Arial', 'Georgia']
const ACCENTS = ['1F4E79', '7B2D26', '2E6B4F', '5B3F8C']
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
const pct = (size) => ({ size, type: WidthType.PERCENTAGE })

const listLevel = (format, text) => ({
  level: 0, format, text, alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 400, hanging: 280 } } },
})

export const drawResume = (r, n) => {
  const accent = ACCENTS[n % ACCENTS.length]
  let lists = 0
  const line = (text, run = {}) => new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text, ...run })] })

  const item = (it) => {
    const listNo = ++lists
    return [
      ...(it.p ? [new Paragraph({ spacing: { after: 80 }, text: it.p })] : []),
      ...(it.role ? [line(it.role, { bold: true }), line(it.at, { italics: true, color: '666666' })] : []),
      ...(it.bullets ?? []).map((b) => new Paragraph({ text: b, numbering: { reference: 'bul', level: 0 } })),
      ...(it.lines ?? []).map((l) => line(l)),
      ...(it.numbered ?? []).map((t) => new Paragraph({ text: t, numbering: { reference: 'num', level: 0, instance: listNo } })),
    ]
  }
  const section = (s) => {
    const paras = [new Paragraph({ style: 'SectionHead', pageBreakBefore: !!s.pageBreak, text: s.h }), ...s.items.flatMap(item)]
    if (!s.box) return paras
    return [new Paragraph({ children: [new Textbox({ style: { width: '6.2in', height: '1.15in' }, children: paras })] })]
  }

  const head = [
    new Paragraph({ children: [new TextRun({ text: r.name, bold: true, size: 40, color: accent })] }),
    line(r.title, { size: 26, color: '444444' }),
    ...r.contact.map((c) => line(c, { size: 19 })),
  ]
  const cell = (width, children, fill) => new TableCell({
    width: pct(width), shading: fill ? { fill } : undefined,
    margins: { left: 140, right: 140, top: 80, bottom: 80 }, children,
  })
  const body = r.side
    ? [new Table({
      width: pct(100),
      borders: { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE },
      rows: [new TableRow({ children: [cell(32, r.sidebar.flatMap(section), 'EEF2F5'), cell(68, r.main.flatMap(section))] })],
    })]
    : r.main.flatMap(section)

  const small = (children, alignment) => [new Paragraph({ alignment, children: [new TextRun({ children, size: 16, color: '777777' })] })]
  return new Document({
    creator: r.name, title: `${r.name} – CV`,
    styles: {
      default: { document: { run: { font: FONTS[n % FONTS.length], size: 21 } } },
      paragraphStyles: [{
        id: 'SectionHead', name: 'Section Head', basedOn: 'Normal', next: 'Normal', quickFormat: true,
        run: { bold: true, size: 26, color: accent, font: 'Georgia' },
        paragraph: { spacing: { before: 240, after: 80 }, border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 1 } } },
      }],
    },
    numbering: { config: [
      { reference: 'bul', levels: [listLevel(LevelFormat.BULLET, '•')] },
      { reference: 'num', levels: [listLevel(LevelFormat.DECIMAL, '%1.')] },
    ] },
    sections: [{
      properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
      headers: r.runningHeader ? { default: new Header({ children: small([r.runningHeader], AlignmentType.RIGHT) }) } : undefined,
      footers: r.runningHeader ? { default: new Footer({ children: small(['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], AlignmentType.CENTER) }) } : undefined,
      children: [...head, new Paragraph({ text: '' }), ...body],
    }],
  })
}

await makeAll('docx', 'docx', async (r, n) => {
  writeFileSync(out(`${r.id}.docx`), await Packer.toBuffer(drawResume(r, n)))
  // Explicit page breaks only; every entry is short enough to fit a page per break.
  return 1 + r.main.filter((s) => s.pageBreak).length
})
