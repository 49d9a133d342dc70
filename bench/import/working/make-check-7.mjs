// Checks the set: each id has its file (opens: %PDF or a zip with word/document.xml,
// pdftotext when installed), a non-empty expected text and a well-formed meta.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import JSZip from 'jszip'
import { countPdfPages, out } from './make-common-7.mjs'
import { resumes } from './data-7.mjs'

const LAYOUTS = 'one-column two-column-sidebar-left two-column-sidebar-right multi-page-header-footer row-order-table-pdf icons-contact justified docx-table docx-lists docx-textbox docx-header-footer'.split(' ')
const GENERATORS = ['chromium-print', 'pdfkit', 'docx']
const hasPdftotext = (() => { try { execFileSync('pdftotext', ['-v'], { stdio: 'ignore' }); return true } catch { return false } })()

const problems = []
const want = (ok, msg) => ok || problems.push(msg)
for (const r of resumes) {
  const file = out(`${r.id}.${r.tool === 'docx' ? 'docx' : 'pdf'}`)
  const meta = existsSync(out(`${r.id}.meta.json`)) ? JSON.parse(readFileSync(out(`${r.id}.meta.json`), 'utf8')) : null
  const expected = existsSync(out(`${r.id}.expected.txt`)) ? readFileSync(out(`${r.id}.expected.txt`), 'utf8') : ''
  want(existsSync(file) && statSync(file).size > 0, `${r.id}: file missing or empty`)
  want(expected.trim().length > 0, `${r.id}: expected text missing`)
  want(meta && LAYOUTS.includes(meta.layout) && GENERATORS.includes(meta.generator) && meta.pages >= 1, `${r.id}: meta missing or malformed`)
  if (!existsSync(file) || !meta) continue
  const buf = readFileSync(file)
  if (r.tool === 'docx') {
    const zip = await JSZip.loadAsync(buf).catch(() => null)
    want(zip?.file('word/document.xml'), `${r.id}: not a Word document`)
  } else {
    want(buf.subarray(0, 5).toString() === '%PDF-', `${r.id}: no %PDF header`)
    want(countPdfPages(buf) === meta.pages, `${r.id}: meta pages ${meta.pages} != ${countPdfPages(buf)}`)
    if (hasPdftotext) execFileSync('pdftotext', [file, '/dev/null'])
  }
  for (const l of meta.sidebarLines) want(expected.split('\n').includes(l), `${r.id}: sidebar line not in expected: ${l}`)
  for (const l of meta.headerFooterLines) want(!expected.includes(l), `${r.id}: header/footer line in expected: ${l}`)
}
console.log(problems.length ? problems.join('\n') : `ok: ${resumes.length} files, pdftotext ${hasPdftotext ? 'used' : 'not installed'}`)
process.exitCode = problems.length ? 1 : 0
