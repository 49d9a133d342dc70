// Writes resumes with pdfkit the way hand-rolled PDF code does: every line is
// measured and placed by itself, and each page is drawn top to bottom in row
// order (a table row by row, two columns interleaved line by line).
// Usage: node make-pdfkit-7.mjs [r07 r08 …]
import { createWriteStream, readFileSync } from 'node:fs'
import { once } from 'node:events'
import PDFDocument from 'pdfkit'
import { countPdfPages, makeAll, out, pageOf } from './make-common-7.mjs'

const PAGE = { w: 595.28, h: 841.89, margin: 50 }
const ACCENTS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed']
const F = { body: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' }

export const drawResume = (doc, r, accent) => {
  const ops = []
  const bottom = PAGE.h - (r.footer ? 72 : PAGE.margin)
  const body = r.bodySize ?? 10
  const width = (t, font, size) => doc.font(font).fontSize(size).widthOfString(t)

  // Greedy line filling; with r.hyphenate a long word is split "abc-" / "def".
  const wrap = (text, font, size, w) => {
    const lines = []
    let line = ''
    const fits = (t) => width(t, font, size) <= w
    for (const word of text.split(' ')) {
      const joined = line ? `${line} ${word}` : word
      if (fits(joined)) { line = joined; continue }
      const cut = r.hyphenate && /^[a-z]{9,}$/.test(word)
        ? [...Array(word.length - 5).keys()].map((k) => word.length - 3 - k).find((k) => fits(`${line} ${word.slice(0, k)}-`))
        : undefined
      lines.push(cut ? `${line} ${word.slice(0, cut)}-` : line)
      line = cut ? word.slice(cut) : word
    }
    return [...lines, line]
  }

  const advance = (st, lh) => {
    if (st.y + lh > bottom) Object.assign(st, { page: st.page + 1, y: PAGE.margin })
    const y = st.y
    st.y += lh
    return y
  }
  const text = (st, t, x, o = {}) => {
    const size = o.size ?? body
    const y = advance(st, size * (r.leading ?? 1.4))
    ops.push({ kind: 'text', page: st.page, y, x, t, font: o.font ?? F.body, size, color: o.color ?? '#222' })
    return y
  }
  const para = (st, t, x, w, o) => wrap(t, o?.font ?? F.body, o?.size ?? body, w).forEach((l) => text(st, l, x, o))

  const bullet = (st, t, x, w) => {
    const first = wrap(t, F.body, body, w - 12)
    first.forEach((l, i) => {
      const y = text(st, l, x + 12)
      if (i === 0) ops.push(r.dotBullets ? { kind: 'dot', page: st.page, y: y + body / 2, x: x + 4 } : { kind: 'text', page: st.page, y, x: x + 2, t: '•', font: F.body, size: body, color: '#222' })
    })
  }

  const table = (st, rows, x, w) => {
    const colW = rows[0].map((_, c) => Math.max(...rows.map((row) => width(row[c], F.bold, 10))) + 16)
    const scale = Math.min(1, w / colW.reduce((a, b) => a + b))
    rows.forEach((row, i) => {
      const y = advance(st, 18)
      let cx = x
      row.forEach((cell, c) => {
        ops.push({ kind: 'text', page: st.page, y: y + 4, x: cx + 6, t: cell, font: i ? F.body : F.bold, size: 10, color: '#222' })
        cx += colW[c] * scale
      })
      ops.push({ kind: 'rule', page: st.page, y: y + 18, x, w: cx - x, color: '#999' })
    })
  }

  const section = (st, s, x, w) => {
    if (st.y + 48 > bottom) Object.assign(st, { page: st.page + 1, y: PAGE.margin })
    st.y += 8
    const y = text(st, s.h, x, { font: F.bold, size: 12, color: accent })
    ops.push({ kind: 'rule', page: st.page, y: y + 15, x, w, color: accent })
    st.y += 3
    for (const it of s.items) {
      if (it.p) para(st, it.p, x, w)
      if (it.role) { st.y += 3; para(st, it.role, x, w, { font: F.bold }); para(st, it.at, x, w, { font: F.italic, color: '#555' }) }
      for (const b of it.bullets ?? []) bullet(st, b, x, w)
      for (const l of it.lines ?? []) para(st, l, x, w)
      if (it.table) table(st, it.table, x, w)
    }
  }

  const head = (st, x, w) => {
    text(st, r.name, x, { font: F.bold, size: 22, color: accent })
    text(st, r.title, x, { size: 12.5, color: '#444' })
    r.contact.forEach((c) => para(st, c, x, w, { size: 9.5 }))
  }

  const st = { page: 0, y: PAGE.margin }
  const full = PAGE.w - 2 * PAGE.margin
  head(st, PAGE.margin, full)
  if (r.side) {
    const sideW = 150
    const col = { ...st, y: st.y + 6 }
    ops.push({ kind: 'box', page: st.page, y: col.y, x: PAGE.margin - 8, w: sideW + 16, h: bottom - col.y })
    r.sidebar.forEach((s) => section(col, s, PAGE.margin, sideW))
    r.main.forEach((s) => section(st, s, PAGE.margin + sideW + 24, full - sideW - 24))
  } else {
    r.main.forEach((s) => section(st, s, PAGE.margin, full))
  }

  const pages = Math.max(...ops.map((o) => o.page)) + 1
  if (r.footer) {
    for (let p = 0; p < pages; p++) {
      const y = PAGE.h - 45
      ops.push({ kind: 'text', page: p, y, x: PAGE.margin, t: r.footer, font: F.body, size: 8, color: '#777' })
      ops.push({ kind: 'text', page: p, y, x: PAGE.w - PAGE.margin - width(pageOf(p + 1, pages), F.body, 8), t: pageOf(p + 1, pages), font: F.body, size: 8, color: '#777' })
      ops.push({ kind: 'rule', page: p, y: y - 6, x: PAGE.margin, w: full, color: '#bbb' })
    }
  }

  // Row order: by page, then top to bottom, then left to right.
  const rank = (o) => (o.kind === 'box' ? 0 : 1)
  ops.sort((a, b) => a.page - b.page || rank(a) - rank(b) || Math.round(a.y) - Math.round(b.y) || a.x - b.x)
  let page = 0
  for (const o of ops) {
    for (; page < o.page; page++) doc.addPage()
    if (o.kind === 'text') doc.font(o.font).fontSize(o.size).fillColor(o.color).text(o.t, o.x, o.y, { lineBreak: false })
    if (o.kind === 'rule') doc.moveTo(o.x, o.y).lineTo(o.x + o.w, o.y).lineWidth(0.6).strokeColor(o.color).stroke()
    if (o.kind === 'dot') doc.circle(o.x, o.y, 1.8).fillColor('#222').fill()
    if (o.kind === 'box') doc.rect(o.x, o.y, o.w, o.h).fillOpacity(0.08).fillColor(accent).fill().fillOpacity(1)
  }
  return pages
}

await makeAll('pdfkit', 'pdfkit', async (r, n) => {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `${r.name} – Resume`, Author: r.name } })
  const file = out(`${r.id}.pdf`)
  const done = once(doc.pipe(createWriteStream(file)), 'finish')
  drawResume(doc, r, ACCENTS[n % ACCENTS.length])
  doc.end()
  await done
  return countPdfPages(readFileSync(file))
})
