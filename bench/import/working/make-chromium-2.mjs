// Generator for the Chromium-printed PDFs of the second working batch of the import corpus (issue 41; once the held-out set).
// Run from this folder: node make-chromium-2.mjs
// Needs playwright-core (a dev dependency) and /usr/bin/chromium.
import { createRequire } from 'node:module';
import { writeFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { P, expectedText, sidebarLines, headLines, sectionLines } from './data-2.mjs';
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ID = (h) => h;
const UP = (h) => h.toUpperCase();

// soft hyphens at crude syllable boundaries (V C | C V) for words of 9+ letters
function shy(text) {
  return esc(text).replace(/[A-Za-z]{9,}/g, (w) => {
    const v = (c) => /[aeiouy]/i.test(c);
    let out = '', last = 0;
    for (let i = 3; i < w.length - 3; i++) {
      if (v(w[i - 2]) && !v(w[i - 1]) && !v(w[i]) && v(w[i + 1]) && i - last >= 3) { out += w.slice(last, i) + '\u00AD'; last = i; }
    }
    return out + w.slice(last);
  });
}

const ICON = {
  phone: '<svg class="ic" viewBox="0 0 24 24" width="11" height="11"><path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"/></svg>',
  mail: '<svg class="ic" viewBox="0 0 24 24" width="11" height="11"><path fill="currentColor" d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z"/></svg>',
  pin: '<svg class="ic" viewBox="0 0 24 24" width="11" height="11"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/></svg>',
  link: '<svg class="ic" viewBox="0 0 24 24" width="11" height="11"><path fill="currentColor" d="M3.9 12a3.1 3.1 0 0 1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z"/></svg>',
};
function iconFor(line) {
  if (/@/.test(line)) return ICON.mail;
  if (/^[+(0-9]/.test(line)) return ICON.phone;
  if (/\.example\/|linkedin|github|\.com\//.test(line)) return ICON.link;
  return ICON.pin;
}

function itemsHtml(items, o) {
  const T = o.shy ? shy : esc;
  return items.map((it) => {
    if (typeof it === 'string') return `<p class="para">${T(it)}</p>`;
    if (it.role) return `<div class="job"><div class="role">${esc(it.role)}</div><div class="meta">${esc(it.meta)}</div><ul>${it.bullets.map((b) => `<li>${T(b)}</li>`).join('')}</ul></div>`;
    if (it.bullets) return `<ul>${it.bullets.map((b) => `<li>${T(b)}</li>`).join('')}</ul>`;
    if (it.lines) return it.lines.map((l) => o.icons && o.iconSection ? `<div class="line">${iconFor(l)} <span>${esc(l)}</span></div>` : `<div class="line">${esc(l)}</div>`).join('');
    if (it.table) return `<table class="skills">${it.table.map((r) => `<tr><td class="k">${esc(r[0])}</td><td>${esc(r[1])}</td></tr>`).join('')}</table>`;
    if (it.numbered) return `<ol>${it.numbered.map((b) => `<li>${T(b)}</li>`).join('')}</ol>`;
    return '';
  }).join('\n');
}
function sectionsHtml(secs, o) {
  return secs.map((s) => `<section><h2>${esc(o.hcase(s.heading))}</h2>${itemsHtml(s.items, { ...o, iconSection: o.icons && s.heading === 'Contact' })}</section>`).join('\n');
}
function headHtml(p, o, withContact = true) {
  const c = withContact && p.contact ? `<div class="contact">${p.contact.map((l) => `<div class="cl">${o.icons ? iconFor(l) + ' ' : ''}<span>${esc(l)}</span></div>`).join('')}</div>` : '';
  return `<header class="head"><h1>${esc(p.name)}</h1><div class="title">${esc(p.title)}</div>${c}</header>`;
}

const BASE = `
*{box-sizing:border-box} html,body{margin:0;padding:0}
body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.6pt;line-height:1.38;color:#222}
h1{margin:0;font-size:22pt;line-height:1.1} h2{margin:12pt 0 4pt;font-size:11pt}
.title{font-size:11.5pt;margin-top:2pt} ul,ol{margin:2pt 0 4pt;padding-left:14pt} li{margin:1pt 0}
.role{font-weight:bold;margin-top:5pt} .meta{font-style:italic;color:#555}
p.para{margin:0 0 4pt} .ic{vertical-align:-1px;margin-right:3px}
table.skills{border-collapse:collapse;width:100%} table.skills td{border:1px solid #ccc;padding:3pt 5pt;vertical-align:top} td.k{font-weight:bold;width:28%;background:#f3f3f3}
li, p.para, .job .role, .job .meta { break-inside: avoid } h2{break-after:avoid}
`;

function page(o, css, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(o.p.name)} Resume</title><style>${BASE}${css}</style></head><body>${body}</body></html>`;
}

// ---------- templates ----------
function sidebar(o) {
  const { p } = o; const w = o.sideWidth || '68mm';
  const sideFirst = o.side === 'left';
  const sideBody = (o.headIn === 'side' ? headHtml(p, o) : '') + sectionsHtml(p.side, o);
  const mainBody = (o.headIn === 'main' ? headHtml(p, o) : '') + sectionsHtml(p.main, o);
  const band = o.headIn === 'band' ? `<div class="band">${headHtml(p, o, o.bandContact !== false)}</div>` : '';
  const css = `@page{size:${o.size || 'A4'};margin:0}
  .band{background:${o.bandBg || '#1d3557'};color:#fff;padding:12mm 14mm 8mm}
  ${o.headIn === 'band' ? 'body{display:flex;flex-direction:column;height:296mm} .grid{flex:1}' : '.grid{min-height:296mm}'}
  .grid{display:grid;grid-template-columns:${sideFirst ? `${w} 1fr` : `1fr ${w}`}}
  .side{background:${o.sideBg};color:${o.sideFg || '#fff'};padding:12mm 7mm}
  .side h2{color:${o.sideH || '#fff'};border-bottom:1px solid rgba(255,255,255,.5);padding-bottom:2pt${o.ls ? ';letter-spacing:.12em' : ''}}
  .side h1{font-size:19pt} .side .line{margin:1.5pt 0} .side .contact{margin-top:8pt}
  .main{padding:12mm 12mm 10mm} .main h2{color:${o.accent};border-bottom:2px solid ${o.accent};padding-bottom:1pt${o.ls ? ';letter-spacing:.08em' : ''}}
  .main .head h1{color:${o.accent}} .main .contact{margin-top:4pt;display:flex;flex-wrap:wrap;gap:0 14pt}
  .band .contact{display:flex;gap:0 16pt;margin-top:5pt}
  ${o.justify ? '.main p.para,.main li{text-align:justify;hyphens:auto;-webkit-hyphens:auto}' : ''}
  ${o.css || ''}`;
  const sideEl = `<aside class="side">${sideBody}</aside>`, mainEl = `<main class="main">${mainBody}</main>`;
  return page(o, css, `${band}<div class="grid">${sideFirst ? sideEl + mainEl : mainEl + sideEl}</div>`);
}

function oneCol(o) {
  const { p } = o;
  const css = `@page{size:${o.size || 'Letter'};margin:${o.margin || '16mm 18mm'}}
  .head{text-align:${o.center ? 'center' : 'left'};border-bottom:2px solid ${o.accent};padding-bottom:6pt}
  .head .contact{display:flex;flex-wrap:wrap;gap:0 16pt;margin-top:5pt;${o.center ? 'justify-content:center' : ''}}
  h2{color:${o.accent}${o.ls ? ';letter-spacing:.1em' : ''}}
  ${o.justify ? 'p.para,li{text-align:justify;hyphens:auto;-webkit-hyphens:auto}' : ''}
  ${o.css || ''}`;
  return page(o, css, `${headHtml(p, o)}${sectionsHtml(p.main, o)}`);
}

// c08: running header through a repeated <thead>, page numbers "1/3" in a margin box
function cvThead(o) {
  const { p } = o;
  const css = `@page{size:Letter;margin:12mm 24mm 18mm;@bottom-right{content:counter(page) "/" counter(pages);font:8pt 'Liberation Serif',serif;color:#666}}
  body{font-family:'Liberation Serif',serif;font-size:11.5pt;line-height:1.45}
  table.frame{width:100%;border-collapse:collapse} table.frame>thead td{padding:0 0 8pt}
  .runhead{display:flex;justify-content:space-between;font-size:8.5pt;color:#666;border-bottom:.5pt solid #999;padding-bottom:2pt}
  .head{text-align:center;margin-bottom:6pt} .head .contact{font-size:9.5pt}
  h2{font-variant:normal;border-bottom:.5pt solid #444;color:#111}`;
  const hf = o.runhead;
  return page(o, css, `<table class="frame"><thead><tr><td><div class="runhead"><span>${esc(hf[0])}</span><span>${esc(hf[1])}</span></div></td></tr></thead><tbody><tr><td>${headHtml(p, o)}${sectionsHtml(p.main, o)}</td></tr></tbody></table>`);
}

// ---------- the files ----------
const JOBS = [
  { id: 'c01', p: P.c01, tpl: sidebar, layout: 'two-column-sidebar-left', o: { side: 'left', headIn: 'side', sideBg: '#0f766e', accent: '#0f766e', hcase: ID },
    order: ['head', 'side', 'main'], sideExtra: headLines(P.c01), notes: 'Teal sidebar on the left holds name, title, contact, skills, languages, certifications; main column right. Reading order: whole sidebar, then main.' },
  { id: 'c02', p: P.c02, tpl: sidebar, layout: 'two-column-sidebar-left', o: { side: 'left', headIn: 'band', bandContact: false, sideBg: '#e9ecef', sideFg: '#222', sideH: '#1d3557', accent: '#1d3557', hcase: UP, ls: true,
    css: '.side h2{border-bottom-color:#1d3557}' }, order: ['headNoContact', 'side', 'main'], hcase: UP,
    notes: 'Full width navy name band on top, grey sidebar left (contact, skills, licenses), main right. Headings printed in capitals with letter spacing.' },
  { id: 'c03', p: P.c03, tpl: sidebar, layout: 'two-column-sidebar-right', o: { side: 'right', headIn: 'main', sideBg: '#7c2d12', accent: '#7c2d12', hcase: ID, sideWidth: '62mm' },
    order: ['head', 'main', 'side'], notes: 'Main column left with name and contact at its top; rust coloured sidebar on the right. Reading order: main column then sidebar. Accented characters.' },
  { id: 'c04', p: P.c04, tpl: sidebar, layout: 'two-column-sidebar-right', o: { side: 'right', headIn: 'band', bandBg: '#312e81', sideBg: '#eef2ff', sideFg: '#222', sideH: '#312e81', accent: '#312e81', hcase: ID,
    css: '.side h2{border-bottom-color:#312e81}' }, order: ['head', 'main', 'side'],
    notes: 'Full width header band with name, title and contact in one row; main left, light sidebar right.' },
  { id: 'c05', p: P.c05, tpl: oneCol, layout: 'one-column', o: { accent: '#333', hcase: UP, center: true, ls: true, size: 'Letter' }, order: ['head', 'main'], hcase: UP,
    notes: 'Plain one column, centred header with contact items side by side on one visual row (one per line expected). Headings printed in capitals with letter spacing.' },
  { id: 'c06', p: P.c06, tpl: oneCol, layout: 'one-column', o: { accent: '#14532d', hcase: ID, size: 'A4' }, order: ['head', 'main'],
    notes: 'One column with a bordered two column skills table; each table row expected as "label value" on one line (cells joined by a space).' },
  { id: 'c07', p: P.c07, tpl: oneCol, layout: 'multi-page-header-footer', o: { accent: '#1e3a8a', hcase: ID, size: 'Letter', margin: '20mm 18mm 20mm',
    css: `@page{@top-right{content:"Tomasz Wierzbicki, P.E. · Civil Engineer";font:8pt 'Liberation Sans',sans-serif;color:#777}
          @bottom-center{content:"Tomasz Wierzbicki · Page " counter(page) " of " counter(pages);font:8pt 'Liberation Sans',sans-serif;color:#777}}
          @page :first{@top-right{content:none}} body{font-size:10.5pt}` },
    order: ['head', 'main'], hf: (n) => ['Tomasz Wierzbicki, P.E. · Civil Engineer', ...range(n).map((i) => `Tomasz Wierzbicki · Page ${i} of ${n}`)],
    notes: 'Running header (CSS @page @top-right) on pages after the first, footer "Name · Page N of M" via @bottom-center margin box.' },
  { id: 'c08', p: P.c08, tpl: cvThead, layout: 'multi-page-header-footer', o: { hcase: ID, runhead: ['Aiyana Redcloud, Ph.D.', 'Curriculum Vitae'] },
    order: ['head', 'main'], hf: (n) => ['Aiyana Redcloud, Ph.D.', 'Curriculum Vitae', ...range(n).map((i) => `${i}/${n}`)],
    notes: 'Academic CV, serif. Running header repeated on every page through a table <thead> (two strings, left and right); page numbers "1/3" in the @bottom-right margin box.' },
  { id: 'c09', p: P.c09, tpl: sidebar, layout: 'multi-page-header-footer', o: { side: 'left', headIn: 'main', sideBg: '#334155', accent: '#b45309', hcase: ID, size: 'A4',
    css: `@page{margin:14mm 0 16mm;@bottom-center{content:"Priya Raman · Page " counter(page) " of " counter(pages);font:8pt 'Liberation Sans',sans-serif;color:#666}
          @top-left{content:"Priya Raman | Construction Project Manager";font:8pt 'Liberation Sans',sans-serif;color:#666;padding-left:12mm}}
          @page :first{@top-left{content:none}}
          .grid{min-height:0;align-items:start} .side{padding-top:8mm} .main{padding-top:8mm}` },
    order: ['side', 'head', 'main'],
    hf: (n) => ['Priya Raman | Construction Project Manager', ...range(n).map((i) => `Priya Raman · Page ${i} of ${n}`)],
    notes: 'Two pages: dark sidebar left on page 1 only (contact, skills, credentials, languages), main column (name at top) flows onto page 2. Reading order: sidebar, then main across pages. Header margin box on page 2, footer "Name · Page N of M".' },
  { id: 'c10', p: P.c10, tpl: oneCol, layout: 'icons-contact', o: { accent: '#be185d', hcase: ID, icons: true, size: 'A4',
    css: '.head .contact{display:block} .head .cl{margin:1pt 0} .ic{color:#be185d}' }, order: ['head', 'main'],
    notes: 'One column; each contact line starts with a small inline SVG icon (vector paths, no text).' },
  { id: 'c11', p: P.c11, tpl: sidebar, layout: 'icons-contact', o: { side: 'left', headIn: 'main', sideBg: '#075985', accent: '#075985', hcase: ID, icons: true, sideWidth: '72mm', css: '.side .line{white-space:nowrap;font-size:9pt}' },
    order: ['side', 'head', 'main'],
    notes: 'Blue sidebar left whose Contact lines each carry an inline SVG icon; name and title at the top of the main column on the right. Reading order: sidebar then main.' },
  { id: 'c12', p: P.c12, tpl: oneCol, layout: 'justified', o: { accent: '#4a044e', hcase: ID, justify: true, shy: true, size: 'Letter', css: "body{font-family:'Liberation Serif',serif;font-size:10.5pt}" },
    order: ['head', 'main'],
    notes: 'Justified paragraphs and bullets with hyphens:auto; this Chromium has no hyphenation dictionary, so long words also carry soft hyphens (U+00AD) and Chromium prints a hyphen where it breaks at one. Expected text has the words mended.' },
  { id: 'c13', p: P.c13, tpl: sidebar, layout: 'justified', o: { side: 'right', headIn: 'main', sideBg: '#166534', accent: '#166534', hcase: ID, justify: true, shy: true, sideWidth: '60mm',
    css: '.main{padding-right:10mm}' }, order: ['head', 'main', 'side'],
    notes: 'Justified, soft hyphenated main column on the left (long words broken with printed hyphens at line ends), green sidebar right. Expected words mended; main column then sidebar.' },
];
function range(n) { return Array.from({ length: n }, (_, i) => i + 1); }

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pg = await browser.newPage();
mkdirSync('html', { recursive: true });
for (const j of JOBS) {
  const o = { ...j.o, p: j.p };
  const html = j.tpl(o);
  writeFileSync(`html/${j.id}.html`, html);
  await pg.setContent(html, { waitUntil: 'load' });
  await pg.pdf({ path: `${j.id}.pdf`, preferCSSPageSize: true, printBackground: true });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [`${j.id}.pdf`]).toString())[1]);
  const hcase = j.hcase || ID;
  writeFileSync(`${j.id}.expected.txt`, expectedText(j.p, j.order, hcase));
  const sideL = j.p.side ? sidebarLines(j.p, hcase, j.sideExtra || []) : [];
  const meta = { layout: j.layout, generator: 'chromium-print', pages, columns: j.p.side ? 2 : 1,
    headerFooterLines: j.hf ? j.hf(pages) : [], sidebarLines: sideL, notes: j.notes + ' Template source: html/' + j.id + '.html.' };
  writeFileSync(`${j.id}.meta.json`, JSON.stringify(meta, null, 2) + '\n');
  console.log(j.id, pages);
}
await browser.close();
