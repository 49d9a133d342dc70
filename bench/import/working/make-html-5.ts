// Chromium-printed HTML resumes in the styles of popular free templates (Google Docs, Canva, Word, LaTeX-like).
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { RES, type R, type Sec } from './data-5.js';
import { writeExpected, writeMeta } from './expected-5.js';

type V = { id: string; layout: string; css: string; side?: 'left' | 'right'; upper: boolean; dateRight?: boolean; icons?: boolean;
  ol?: boolean; hf?: { header: string; footer: string; lines: (n: number) => string[] }; notes: string; band?: boolean };
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const ICON = {
  mail: '<svg width="11" height="11" viewBox="0 0 24 24"><path d="M2 5h20v14H2z M2 5l10 8 10-8" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
  phone: '<svg width="11" height="11" viewBox="0 0 24 24"><path d="M6 2l4 4-2 3c1 3 4 6 7 7l3-2 4 4-3 4C10 22 2 14 2 5z" fill="currentColor"/></svg>',
  pin: '<svg width="11" height="11" viewBox="0 0 24 24"><path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7z" fill="currentColor"/></svg>',
  web: '<svg width="11" height="11" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" fill="none" stroke="currentColor"/></svg>',
};
const icon = (c: string) => c.includes('@') ? ICON.mail : /^[+(0-9]/.test(c) ? ICON.phone : /\.(com|example)|\//.test(c) ? ICON.web : ICON.pin;
function contact(r: R, v: V, lines = r.contact) {
  return lines.map((c) => `<div class="ci">${v.icons ? `<span class="ic">${icon(c)}</span>` : ''}<span>${esc(c)}</span></div>`).join('');
}
function sec(s: Sec, v: V, r: R) {
  let h = `<section><h2>${esc(s.h)}</h2>`;
  if (s.h === 'Contact') return h + `<div class="contact">${contact(r, v, s.lines)}</div></section>`;
  if (s.para) h += `<p>${esc(s.para)}</p>`;
  for (const l of s.lines ?? []) h += `<div class="line">${esc(l)}</div>`;
  if (s.table) h += `<table class="sk">${s.table.map(([k, x]) => `<tr><th>${esc(k)}</th><td>${esc(x)}</td></tr>`).join('')}</table>`;
  if (s.bullets) h += `<ul>${s.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
  const L = v.ol ? 'ol' : 'ul';
  for (const j of s.jobs ?? []) {
    h += v.dateRight
      ? `<div class="job"><div class="jr"><b>${esc(j.t)}</b><span class="d">${esc(j.d)}</span></div><div class="org">${esc(j.org)}</div>`
      : `<div class="job"><div class="jt">${esc(j.t)}</div><div class="org">${esc(j.org)} · ${esc(j.d)}</div>`;
    h += `<${L}>${j.b.map((b) => typeof b === 'string' ? `<li>${esc(b)}</li>` : `<li>${esc(b.s)}<ul class="sub">${b.sub.map((x) => `<li>${esc(x)}</li>`).join('')}</ul></li>`).join('')}</${L}></div>`;
  }
  return h + '</section>';
}
function html(r: R, v: V) {
  const hasSideContact = r.side?.some((s) => s.h === 'Contact');
  const head = `<header><h1>${esc(r.name)}</h1><div class="title">${esc(r.title)}</div>${hasSideContact ? '' : `<div class="contact">${contact(r, v)}</div>`}</header>`;
  const main = `<main>${r.main.map((s) => sec(s, v, r)).join('')}</main>`;
  const side = r.side ? `<aside>${r.side.map((s) => sec(s, v, r)).join('')}</aside>` : '';
  const body = v.side === 'left' ? `${head}<div class="cols">${side}${main}</div>` : v.side === 'right' ? `${head}<div class="cols">${main}${side}</div>` : head + main;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(r.name)} Resume</title><style>
  *{box-sizing:border-box} body{margin:0} .ci{display:inline-flex;align-items:center;gap:5px;margin-right:14px} .ic{display:inline-flex}
  ul.sub{list-style:circle;margin:2px 0} ${v.css}</style></head><body>${body}</body></html>`;
}

const serif = `@page{size:Letter;margin:0.9in 1in} body{font-family:'DejaVu Serif',Georgia,serif;font-size:10.5pt;color:#222}
 h1{font-size:26pt;font-weight:normal;margin:0} .title{font-size:12pt;color:#555;margin:4px 0 8px} .contact .ci{margin-right:18px}
 h2{font-size:11pt;color:#8a3f2a;text-transform:uppercase;letter-spacing:1px;margin:18px 0 6px} .jt{font-weight:bold} .org{font-style:italic;color:#555} ul{margin:4px 0 10px;padding-left:20px} p{margin:0}`;
const spearmint = `@page{size:Letter;margin:0.7in 0.9in} body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;color:#333;border-top:10px solid #2ea58d;padding-top:16px}
 h1{font-size:24pt;margin:0} .title{color:#2ea58d;font-weight:bold;margin:2px 0 8px} h2{font-size:11pt;text-transform:uppercase;color:#2ea58d;border-bottom:1px solid #2ea58d;padding-bottom:2px;margin:16px 0 6px}
 .jr{display:flex;justify-content:space-between} .d{color:#777} .org{color:#555;font-style:italic} ul{padding-left:18px;margin:3px 0 9px;list-style:none} ul>li::before{content:'– ';margin-left:-12px} p{margin:0}`;
const coral = `@page{size:A4;margin:18mm 20mm} body{font-family:'Open Sans','DejaVu Sans',sans-serif;font-size:9.8pt;color:#333}
 header{text-align:center;border-bottom:2px solid #ff6f61;padding-bottom:10px} h1{font-size:24pt;color:#ff6f61;margin:0;text-transform:uppercase;letter-spacing:2px} .title{font-size:11pt;margin:3px 0 8px}
 .contact{color:#555} .ic{color:#ff6f61} h2{color:#ff6f61;font-size:11pt;text-transform:uppercase;margin:16px 0 5px} .jt{font-weight:bold} .org{color:#777} ul{list-style:'▸ ';padding-left:18px;margin:3px 0 8px} p{margin:0}`;
const canvaL = `@page{size:A4;margin:0} body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#2b2b2b}
 header{background:#243b53;color:#fff;padding:26px 34px} h1{margin:0;font-size:25pt;letter-spacing:1px} .title{font-size:11pt;color:#bcccdc;text-transform:uppercase;letter-spacing:3px}
 .cols{display:flex;min-height:250mm} aside{width:33%;background:#eef2f7;padding:20px 18px} main{width:67%;padding:20px 26px}
 h2{text-transform:uppercase;font-size:10.5pt;letter-spacing:2px;color:#243b53;margin:14px 0 6px} aside .line{margin:3px 0} .ci{display:flex;margin:3px 0}
 .jt{font-weight:bold} .org{color:#627d98} ul{padding-left:16px;margin:3px 0 10px} p{margin:0}`;
const sideR = `@page{size:Letter;margin:0.6in} body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;color:#222}
 header{border-bottom:3px solid #d35400;padding-bottom:8px;margin-bottom:12px} h1{margin:0;font-size:24pt} .title{font-size:12pt;color:#d35400}
 .cols{display:flex;gap:24px} main{flex:2.1} aside{flex:1;border-left:1px solid #ccc;padding-left:16px} .ci{display:flex;margin:2px 0}
 h2{font-size:11pt;text-transform:uppercase;margin:12px 0 5px;color:#d35400} .jt{font-weight:bold} .org{color:#666} ul{padding-left:16px;margin:3px 0 8px;list-style:square} p{margin:0}`;
const modern = `@page{size:Letter;margin:0 0 0.7in 0} body{font-family:'Liberation Serif','Times New Roman',serif;font-size:11pt;color:#1f1f1f}
 header{background:#1f4e79;color:#fff;padding:24px 0.9in} h1{margin:0;font-size:26pt;font-family:'Liberation Sans',Arial} .title{font-size:12pt;margin:4px 0 6px} .contact{font-size:10pt}
 main{padding:6px 0.9in} p,li{text-align:justify;hyphens:auto} h2{font-family:'Liberation Sans',Arial;font-size:12pt;color:#1f4e79;text-transform:uppercase;border-bottom:1px solid #1f4e79;margin:16px 0 6px}
 .jt{font-weight:bold} .org{font-style:italic} ul{padding-left:20px;list-style:square;margin:4px 0 10px} p{margin:0}`;
const latex = `@page{size:A4;margin:30mm 28mm 28mm} body{font-family:'Latin Modern Roman','CMU Serif','DejaVu Serif',serif;font-size:11pt;line-height:1.4}
 header{text-align:center} h1{font-variant:small-caps;font-weight:normal;font-size:22pt;margin:0} .title{font-style:italic;margin:4px 0} .contact .ci{display:block;margin:0}
 h2{font-variant:small-caps;font-weight:normal;font-size:14pt;border-bottom:0.6pt solid #000;margin:20px 0 8px} p{text-align:justify;margin:0} .jr{display:flex;justify-content:space-between} .jr b{font-weight:bold}
 .org{font-style:italic} ul{padding-left:22px;margin:4px 0 12px} li{margin:3px 0;text-align:justify}`;
const classic2 = `@page{size:Letter;margin:0.9in 0.9in} body{font-family:'DejaVu Serif',serif;font-size:11.5pt;line-height:1.45;color:#111}
 header{text-align:center;border-bottom:1px solid #999;padding-bottom:8px} h1{margin:0;font-size:22pt;font-variant:small-caps} .title{margin:2px 0 6px}
 h2{font-variant:small-caps;font-size:13pt;margin:18px 0 6px;border-bottom:1px solid #999} .jt{font-weight:bold} .org{font-style:italic} ul{padding-left:20px;margin:4px 0 12px} p{margin:0}`;
const tech = `@page{size:A4;margin:16mm 18mm} body{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:9pt;color:#222}
 h1{font-size:20pt;margin:0} .title{color:#0a7;margin-bottom:6px} h2{font-size:10.5pt;text-transform:uppercase;background:#eee;padding:3px 6px;margin:14px 0 6px}
 table.sk{border-collapse:collapse;width:100%} .sk th{text-align:left;width:30%;padding:3px 6px;border:1px solid #ccc} .sk td{padding:3px 6px;border:1px solid #ccc}
 .jt{font-weight:bold} .org{color:#666} ul{list-style:'» ';padding-left:18px;margin:3px 0 8px} ul.sub{list-style:'◦ '} p{margin:0}`;
const canvaIcons = `@page{size:A4;margin:0} body{font-family:'DejaVu Sans',sans-serif;font-size:9.6pt;color:#333}
 header{padding:28px 30px 16px 36%;background:#fdf1e7} h1{margin:0;font-size:24pt;color:#b5541c} .title{text-transform:uppercase;letter-spacing:2px;font-size:10pt}
 .cols{display:flex;min-height:255mm} aside{width:32%;background:#b5541c;color:#fff;padding:22px 18px;margin-top:-80px} main{width:68%;padding:20px 26px}
 aside h2{color:#fff;border-bottom:1px solid #fff} h2{text-transform:uppercase;font-size:10.5pt;letter-spacing:1.5px;color:#b5541c;margin:14px 0 6px} aside .line{margin:3px 0} .ci{display:flex;margin:4px 0;word-break:break-all}
 .jt{font-weight:bold} .org{color:#888} ul{list-style:'✓ ';padding-left:16px;margin:3px 0 10px} p{margin:0}`;
const sideRJ = `@page{size:A4;margin:15mm} body{font-family:'Liberation Sans',sans-serif;font-size:10pt;color:#222}
 header{padding-bottom:6px} h1{margin:0;font-size:24pt;color:#0b3954} .title{color:#087e8b;font-size:12pt}
 .cols{display:flex;gap:0} main{width:68%;padding-right:18px} aside{width:32%;background:#e8f1f2;padding:10px 14px} p,li{text-align:justify}
 h2{font-variant:small-caps;font-size:13pt;color:#0b3954;margin:12px 0 5px} .ci{display:flex;margin:3px 0} .jt{font-weight:bold} .org{color:#555} ul{list-style:'■ ';padding-left:16px;margin:3px 0 8px} p{margin:0}`;
const numbered = `@page{size:Letter;margin:0.8in} body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10.5pt}
 header{display:flex;flex-direction:column;align-items:flex-start;border-left:6px solid #6a4c93;padding-left:12px} h1{margin:0;font-size:23pt} .title{color:#6a4c93}
 h2{font-size:11.5pt;text-transform:uppercase;letter-spacing:1px;color:#6a4c93;margin:16px 0 6px} .jr{display:flex;justify-content:space-between} .d{font-style:italic} .org{color:#555}
 ol{padding-left:22px;margin:3px 0 9px} p{margin:0}`;
const canvaL2 = canvaL.replace('#243b53', '#2f4f4f').replace(/#243b53/g, '#2f4f4f').replace('font-size:9.5pt', 'font-size:11pt;line-height:1.5');

const hfTpl = (name: string) => ({
  header: `<div style="font-size:8pt;width:100%;padding:0 28mm;color:#555;font-family:serif;display:flex;justify-content:space-between"><span>${name} · Curriculum Vitae</span><span></span></div>`,
  footer: `<div style="font-size:8pt;width:100%;text-align:center;color:#555;font-family:serif">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
});
const V: V[] = [
  { id: 'k01', layout: 'one-column', css: serif, upper: true, notes: 'Google Docs "Serif"-like: large light name, uppercase rust headings via CSS text-transform, disc bullets.' },
  { id: 'k02', layout: 'one-column', css: spearmint, upper: true, dateRight: true, notes: 'Google Docs "Spearmint"-like: green top rule, headings with rules, dates right-aligned on the job title line (expected joins them with one space), en-dash bullets drawn with ::before.' },
  { id: 'k03', layout: 'icons-contact', css: coral, upper: true, icons: true, notes: 'Google Docs "Coral"-like, centred header with uppercase name (CSS), SVG icons before each contact item on one row, ▸ list markers.' },
  { id: 'k04', layout: 'two-column-sidebar-left', css: canvaL, side: 'left', upper: true, notes: 'Canva-like: navy name band full width, grey sidebar left (contact, skills, tools, languages); title printed uppercase.' },
  { id: 'k05', layout: 'two-column-sidebar-right', css: sideR, side: 'right', upper: true, notes: 'Sidebar right with a left border; main column read first, then sidebar.' },
  { id: 'k06', layout: 'justified', css: modern, upper: true, band: true, notes: 'Word "Modern"-like: blue header band, justified paragraphs and bullets with hyphens:auto and lang=en (if Chromium hyphenates, the line-end hyphen must be mended), square bullets.' },
  { id: 'k07', layout: 'multi-page-header-footer', css: latex, upper: true, dateRight: true, hf: { ...hfTpl('H. Aalto'), lines: (n) => ['H. Aalto · Curriculum Vitae', ...Array.from({ length: n }, (_, i) => `Page ${i + 1} of ${n}`)] }, notes: 'LaTeX-like academic CV printed from HTML: small-caps headings (so capitals in expected), dates right-aligned, running header (H. Aalto · Curriculum Vitae) and "Page N of M" footer from Chromium header/footer templates.' },
  { id: 'k08', layout: 'multi-page-header-footer', css: classic2, upper: true, hf: { header: `<div style="font-size:8pt;width:100%;text-align:right;padding-right:0.9in;color:#666">Rosalind Achterberg, CPA · Resume</div>`, footer: `<div style="font-size:8pt;width:100%;text-align:center;color:#666"><span class="pageNumber"></span></div>`, lines: (n) => ['Rosalind Achterberg, CPA · Resume', ...Array.from({ length: n }, (_, i) => `${i + 1}`)] }, notes: 'Classic small-caps headings and name; running header right and bare page number footer.' },
  { id: 'k09', layout: 'one-column', css: tech, upper: true, notes: 'Monospace developer resume: skills table (two cells per row joined with a space in expected), nested bullet lists (sub-items also "- "), » and ◦ markers.' },
  { id: 'k10', layout: 'icons-contact', css: canvaIcons, side: 'left', upper: true, icons: true, notes: 'Canva-like left sidebar in rust colour with SVG icons before contact items; sidebar runs from the top of the page beside the name band (negative margin); expected keeps name and title first, then sidebar, then main. Layout is also sidebar-left.' },
  { id: 'k11', layout: 'two-column-sidebar-right', css: sideRJ, side: 'right', upper: true, notes: 'Right shaded sidebar (licences first, then contact), justified main text, small-caps headings.' },
  { id: 'k12', layout: 'one-column', css: numbered, upper: true, dateRight: true, ol: true, notes: 'Job bullets are numbered lists (1. 2. 3.); expected writes them as "- " items. Dates right-aligned in italics.' },
  { id: 'k21', layout: 'two-column-sidebar-left', css: canvaL2, side: 'left', upper: true, notes: 'Canva-like sidebar left, larger type so main column runs to page 2 (sidebar only on page 1 with shaded background continuing).' },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage();
for (const v of V) {
  const r = RES.find((x) => x.id === v.id)!;
  const e = writeExpected(r, { upper: v.upper, dateRight: v.dateRight, side: v.side });
  // Names/titles printed in capitals by CSS must be capitals in expected text.
  if (v.id === 'k03' || v.id === 'k04' || v.id === 'k10' || v.id === 'k21') {
    const { readFileSync } = await import('node:fs');
    let t = readFileSync(`${v.id}.expected.txt`, 'utf8').split('\n');
    if (v.id === 'k03') t[0] = t[0]!.toUpperCase(); else t[1] = t[1]!.toUpperCase();
    writeFileSync(`${v.id}.expected.txt`, t.join('\n'));
  }
  if (v.id === 'k07' || v.id === 'k08') {
    const { readFileSync } = await import('node:fs');
    const t = readFileSync(`${v.id}.expected.txt`, 'utf8').split('\n');
    t[0] = t[0]!.toUpperCase(); // small-caps name
    writeFileSync(`${v.id}.expected.txt`, t.join('\n'));
  }
  const h = html(r, v);
  writeFileSync(`html-5/${v.id}.html`, h);
  await page.setContent(h, { waitUntil: 'load' });
  await page.pdf({ path: `${v.id}.pdf`, preferCSSPageSize: true, printBackground: true,
    ...(v.hf ? { displayHeaderFooter: true, headerTemplate: v.hf.header, footerTemplate: v.hf.footer } : {}) });
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array((await import('node:fs')).readFileSync(`${v.id}.pdf`)) }).promise;
  const n = doc.numPages;
  writeMeta(v.id, { layout: v.layout, generator: 'chromium-print', pages: n, columns: v.side ? 2 : 1, headerFooterLines: v.hf ? v.hf.lines(n) : [],
    sidebarLines: e.sidebarLines, notes: v.notes + ` Template source: html-5/${v.id}.html.` });
  console.log(v.id, n);
}
await browser.close();
