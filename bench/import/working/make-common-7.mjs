// Shared by the three generators: the expected text of a resume entry (written
// from the data before the file is drawn), its meta.json, and the entry list.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resumes } from './data-7.mjs'

export const here = dirname(fileURLToPath(import.meta.url))
export const out = (name) => join(here, name)

export const entriesFor = (tool) => {
  const only = process.argv.slice(2)
  return resumes.filter((r) => r.tool === tool && (only.length === 0 || only.includes(r.id)))
}

// Lines of one section item, as a careful human would type them.
export const itemLines = (it) => [
  ...(it.p ? [it.p] : []),
  ...(it.role ? [it.role, it.at] : []),
  ...(it.bullets ?? []).map((b) => `- ${b}`),
  ...(it.lines ?? []),
  ...(it.table ?? []).map((row) => row.join(' ')),
  ...(it.numbered ?? []).map((t, i) => `${i + 1}. ${t}`),
]

export const sectionLines = (s) => [s.h, ...s.items.flatMap(itemLines)]
export const headLines = (r) => [r.name, r.title, ...r.contact]

// Blocks (arrays of lines) in reading order: a sidebar wholly before or after
// the main column, as it sits left or right of it.
export const columns = (r) => {
  const head = headLines(r)
  const side = (r.sidebar ?? []).map(sectionLines)
  const main = r.main.map(sectionLines)
  const sideCol = r.headerIn === 'sidebar' ? [head, ...side] : side
  const top = r.headerIn === 'sidebar' ? [] : [head]
  return { top, sideCol, main }
}

export const expectedText = (r) => {
  const { top, sideCol, main } = columns(r)
  const blocks = r.side === 'right' ? [...top, ...main, ...sideCol] : [...top, ...sideCol, ...main]
  return blocks.map((b) => b.join('\n')).join('\n\n') + '\n'
}

export const writeExpected = (r) => writeFileSync(out(`${r.id}.expected.txt`), expectedText(r))

export const writeMeta = (r, generator, pages, headerFooterLines) => {
  const meta = {
    layout: r.layout,
    generator,
    pages,
    columns: r.side ? 2 : 1,
    headerFooterLines,
    sidebarLines: columns(r).sideCol.flat(),
    notes: r.notes,
  }
  writeFileSync(out(`${r.id}.meta.json`), JSON.stringify(meta, null, 2) + '\n')
}

export const pageOf = (n, m) => `Page ${n} of ${m}`
export const pageLines = (m) => Array.from({ length: m }, (_, i) => pageOf(i + 1, m))

// Page objects in a PDF file (not a text extraction): "/Type /Page" not "/Pages".
export const countPdfPages = (buf) => (buf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length

// The loop every generator runs: expected text first, then the file, then meta.
// make(r, n) draws entry r (n-th of its tool) and returns its page count.
export const makeAll = async (tool, generator, make) => {
  for (const [n, r] of entriesFor(tool).entries()) {
    writeExpected(r)
    const pages = await make(r, n)
    const running = r.runningHeader ?? r.footer
    writeMeta(r, generator, pages, running ? [running, ...pageLines(pages)] : [])
    console.log(r.id, r.layout, generator, `${pages} page(s)`)
  }
}
