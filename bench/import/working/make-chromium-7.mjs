// Prints HTML resume templates to PDF with Debian's Chromium (playwright-core).
// Usage: node make-chromium-7.mjs [r01 r02 …]   (html-7/ is regenerated, not kept in git)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { countPdfPages, makeAll, out } from './make-common-7.mjs'

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// Icons are drawn shapes only, no text, so they add nothing to the expected text.
const ICONS = {
  phone: '<rect x="4" y="1" width="8" height="14" rx="2"/><circle cx="8" cy="12.5" r="1" fill="#fff"/>',
  mail: '<rect x="1" y="3" width="14" height="10" rx="1"/><path d="M1 4l7 5 7-5" stroke="#fff" fill="none"/>',
  pin: '<path d="M8 1a5 5 0 0 1 5 5c0 4-5 9-5 9S3 10 3 6a5 5 0 0 1 5-5z"/><circle cx="8" cy="6" r="2" fill="#fff"/>',
  web: '<circle cx="8" cy="8" r="7"/><path d="M1 8h14M8 1c3 3 3 11 0 14M8 1c-3 3-3 11 0 14" stroke="#fff" fill="none"/>',
}
const icon = (name, color) => `<svg class="ic" viewBox="0 0 16 16" fill="${color}">${ICONS[name]}</svg>`

const item = (it) => [
  it.p ? `<p>${esc(it.p)}</p>` : '',
  it.role ? `<div class="role">${esc(it.role)}</div><div class="at">${esc(it.at)}</div>` : '',
  it.bullets ? `<ul>${it.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '',
  it.lines ? it.lines.map((l) => `<div class="line">${esc(l)}</div>`).join('') : '',
  it.table ? `<table>${it.table.map((row, i) => `<tr>${row.map((c) => (i ? `<td>${esc(c)}</td>` : `<th>${esc(c)}</th>`)).join('')}</tr>`).join('')}</table>` : '',
  it.numbered ? `<ol>${it.numbered.map((b) => `<li>${esc(b)}</li>`).join('')}</ol>` : '',
].join('')

const section = (s) => `<section><h2>${esc(s.h)}</h2>${s.items.map(item).join('')}</section>`

const head = (r) => `<header><h1>${esc(r.name)}</h1><div class="title">${esc(r.title)}</div>
  ${r.contact.map((c, i) => `<div class="contact">${r.icons ? icon(r.icons[i], r.accent) : ''}<span>${esc(c)}</span></div>`).join('')}</header>`

const FONTS = ['Liberation Sans', 'DejaVu Sans', 'DejaVu Serif', 'Liberation Serif', 'Liberation Sans Narrow']

export const html = (r, n) => {
  const sideCol = `<aside>${r.headerIn === 'sidebar' ? head(r) : ''}${(r.sidebar ?? []).map(section).join('')}</aside>`
  const main = `<main>${r.main.map(section).join('')}</main>`
  const body = r.side
    ? `${r.headerIn === 'sidebar' ? '' : head(r)}<div class="cols">${r.side === 'left' ? sideCol + main : main + sideCol}</div>`
    : head(r) + main
  const grid = r.side === 'left' ? '64mm 1fr' : '1fr 58mm'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(r.name)} – Resume</title><style>
  @page { size: A4; margin: ${r.runningHeader ? '22mm 0 20mm' : '14mm 0'}; }
  body { margin: 0 ${r.side ? '0' : '18mm'}; font: ${r.bigger ? 11 : 10}pt/1.4 '${FONTS[n % FONTS.length]}', sans-serif; color: #222;
    ${r.layout === 'justified' ? 'text-align: justify; hyphens: auto;' : ''} }
  h1 { font-size: 22pt; margin: 0; color: ${r.accent}; } .title { font-size: 12pt; margin-bottom: 6px; }
  h2 { font-size: 12pt; color: ${r.accent}; border-bottom: 1px solid ${r.accent}; margin: 14px 0 6px; padding-bottom: 2px;
    ${r.icons ? 'letter-spacing: 0.5px;' : ''} }
  .contact { display: flex; align-items: center; gap: 6px; } .ic { width: 11px; height: 11px; }
  .role { font-weight: bold; margin-top: 6px; } .at { color: #666; font-style: italic; }
  ul, ol { margin: 3px 0 4px; padding-left: 18px; } li { margin: 1px 0; } p { margin: 0 0 4px; }
  table { border-collapse: collapse; width: 70%; } th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: left; }
  th { background: #f3e7df; }
  ${r.side ? 'body { display: flex; flex-direction: column; min-height: 268mm; }' : ''}
  .cols { display: grid; grid-template-columns: ${grid}; flex: 1; }
  aside { background: ${r.accent}18; padding: 0 8mm; font-size: 9.5pt; } main { padding: 0 ${r.side ? '12mm' : '0'}; }
  aside h1 { font-size: 17pt; white-space: nowrap; }
  ${r.side && r.headerIn !== 'sidebar' ? 'header { padding: 0 12mm 8px; }' : ''}
  section { break-inside: auto; } .role, h2 { break-after: avoid; }
  </style></head><body>${body}</body></html>`
}

const headerFooter = (r) => ({
  displayHeaderFooter: true,
  headerTemplate: `<div style="font-size:8pt;width:100%;text-align:right;margin:0 18mm;color:#777">${esc(r.runningHeader)}</div>`,
  footerTemplate: '<div style="font-size:8pt;width:100%;text-align:center;color:#777">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
  margin: { top: '22mm', bottom: '20mm' },
})

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  mkdirSync(out('html-7'), { recursive: true })
  await makeAll('chromium', 'chromium-print', async (r, n) => {
    const file = out(`html-7/${r.id}.html`)
    writeFileSync(file, html(r, n))
    const page = await browser.newPage()
    await page.goto(`file://${file}`)
    await page.pdf({ path: out(`${r.id}.pdf`), format: 'A4', printBackground: true, ...(r.runningHeader ? headerFooter(r) : {}) })
    await page.close()
    return countPdfPages(readFileSync(out(`${r.id}.pdf`)))
  })
} finally {
  await browser.close()
}
