// Prints set 8's six HTML resume templates (s01-s06) to PDF with Debian's Chromium.
// Usage from the repo root: node bench/import/working/make-chromium-8.mjs [s01 s02 …]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { countPdfPages, heading, makeAll, out } from './make-people-8.mjs';

const esc = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const item = (it) =>
  [
    it.p ? `<p class="para">${esc(it.p)}</p>` : '',
    it.role
      ? `<div class="job"><div class="role"><span class="title">${esc(it.role)}</span><span class="dates">${esc(it.dates)}</span></div><div class="at">${esc(it.at)}</div>`
      : '',
    it.bullets ? `<ul class="b">${it.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '',
    it.role ? '</div>' : '',
    (it.lines ?? []).map((l) => `<div class="line">${esc(l)}</div>`).join(''),
    it.numbered ? `<ol class="n">${it.numbered.map((t) => `<li>${esc(t)}</li>`).join('')}</ol>` : '',
  ].join('');

const section = (r, s) =>
  `<section><h2>${esc(s.h)}</h2>${(s.tags ?? []).map((t) => `<div class="tag">${esc(t)}</div>`).join('')}${(s.items ?? []).map(item).join('')}</section>`;

const head = (r, icons) =>
  `<header class="head"><h1>${esc(r.name)}</h1><div class="sub">${esc(r.title)}</div>${r.contact
    .map((c, i) => `<div class="contact">${icons ? icons[i] : ''}<span>${esc(c)}</span></div>`)
    .join('')}</header>`;

const svg = (body) =>
  `<svg class="ico" viewBox="0 0 16 16" width="11" height="11" fill="none" stroke="#8a3b12" stroke-width="1.4">${body}</svg>`;
const ICONS = [
  svg('<rect x="1.5" y="3.5" width="13" height="9" rx="1"/><polyline points="1.5,4 8,9 14.5,4"/>'),
  svg(
    '<path d="M4 1.5h2.5l1 3.5-1.7 1.2a8 8 0 0 0 4 4l1.2-1.7 3.5 1V12a2 2 0 0 1-2 2A11 11 0 0 1 2 3.5a2 2 0 0 1 2-2z"/>',
  ),
  svg('<path d="M8 15s5-5 5-9A5 5 0 0 0 3 6c0 4 5 9 5 9z"/><circle cx="8" cy="6" r="1.8"/>'),
  svg(
    '<circle cx="8" cy="8" r="6.5"/><ellipse cx="8" cy="8" rx="2.8" ry="6.5"/><line x1="1.5" y1="8" x2="14.5" y2="8"/>',
  ),
];

// s06's own hyphenation dictionary: soft hyphens at these break points, in text only (not tags).
const BREAKS = `lit-i-ga-tion sup-port-ing com-mer-cial em-ploy-ment li-a-bil-i-ty dead-lines dis-cov-ery plat-forms
  doc-u-ment pro-duc-tions Rel-a-tiv-i-ty dis-putes in-clud-ing priv-i-lege re-dac-tions co-or-di-nate pro-cess-ing
  ex-hib-it dep-o-si-tion des-ig-na-tions court-room pres-en-ta-tion soft-ware ev-i-den-tia-ry hear-ings Penn-syl-va-nia
  sub-poe-nas cor-re-spon-dence main-tain cal-en-dar Sum-ma-rised med-i-cal tran-scripts per-son-al chro-nol-o-gies
  at-tor-neys wit-ness-es Or-gan-ised in-ter-dis-ci-pli-nary man-age-ment cer-ti-fi-ca-tion ex-pe-ri-ence qual-i-ty
  Pre-pare fed-er-al no-tic-es rou-tine as-sis-tants doc-u-ments re-view ven-dors host-ing prod-uct ev-i-dence
  in-jury build-ing ex-pert be-fore`
  .split(/\s+/)
  .map((w) => [w.replaceAll('-', ''), w.replaceAll('-', '\u00AD')]);
const DICT = new Map(BREAKS);
const hyphenate = (html) =>
  html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(/[A-Za-z]+/g, (w) => DICT.get(w) ?? w)))
    .join('');

// Each template: its own CSS and body. Bullet glyphs come from ::before with a hanging indent.
const bullet = (glyph, color, indent = 14) => `
  ul.b { list-style: none; margin: 2px 0 6px; padding: 0; }
  ul.b li { position: relative; padding-left: ${indent}px; margin: 2px 0; break-inside: avoid; }
  ul.b li::before { content: '${glyph}'; position: absolute; left: 0; color: ${color}; }`;
const roleRow = `.role { display: flex; justify-content: space-between; align-items: baseline; }`;

const TEMPLATES = {
  s01: (r) => ({
    css: `
      body { font-family: 'Liberation Serif', serif; font-size: 11pt; color: #1d1d1d; margin: 0; }
      .head h1 { font-size: 24pt; margin: 0; letter-spacing: 0.5px; }
      .head .sub { font-style: italic; font-size: 12.5pt; margin-bottom: 4px; }
      .contact { font-size: 10pt; }
      h2 { font-variant: small-caps; font-size: 14pt; font-weight: normal; letter-spacing: 1px;
           border-bottom: 0.8px solid #555; margin: 14px 0 6px; padding-bottom: 1px; }
      .role .title { font-weight: bold; } .dates { font-size: 10pt; }
      .at { font-style: italic; font-size: 10pt; margin-bottom: 2px; }
      .job { margin-bottom: 8px; } p.para { margin: 0; }
      ${roleRow}
      ${bullet('▪', '#333', 16)}`,
    body: head(r) + r.main.map((s) => section(r, s)).join(''),
  }),
  s02: (r) => ({
    css: `
      body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #263238; margin: 0; }
      .wrap { display: grid; grid-template-columns: 64mm 1fr; min-height: 290mm; }
      aside { background: #e3eef6; padding: 10mm 5mm 8mm 6mm; }
      main { padding: 10mm 8mm 8mm 9mm; }
      .head h1 { font-size: 15pt; margin: 0 0 2px; color: #0b4f71; line-height: 1.1; white-space: nowrap; }
      .head .sub { font-size: 9pt; margin-bottom: 8px; white-space: nowrap; }
      .contact { font-size: 7.5pt; margin: 2px 0; white-space: nowrap; }
      h2 { font-size: 10.5pt; color: #0b4f71; text-transform: none; margin: 14px 0 6px; }
      .tag { display: table; background: #0b4f71; color: white; border-radius: 9px;
             padding: 2px 8px; margin: 0 0 4px; font-size: 8pt; }
      aside .line { margin: 2px 0; }
      .role .title { font-weight: bold; } .dates { color: #52656f; font-size: 8.5pt; }
      .at { color: #52656f; margin-bottom: 2px; } .job { margin-bottom: 8px; }
      p.para { margin: 0; line-height: 1.4; }
      ${roleRow}
      ${bullet('•', '#0b4f71', 12)}`,
    body: `<div class="wrap"><aside>${head(r)}${r.sidebar.map((s) => section(r, s)).join('')}</aside><main>${r.main
      .map((s) => section(r, s))
      .join('')}</main></div>`,
  }),
  s03: (r) => ({
    css: `
      body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #222; margin: 0; }
      .head { padding: 9mm 12mm 5mm; border-bottom: 3px solid #c9501c; }
      .head h1 { font-size: 22pt; margin: 0; font-weight: bold; }
      .head .sub { font-size: 12pt; color: #c9501c; margin-bottom: 4px; }
      .contact { font-size: 9pt; }
      .wrap { display: grid; grid-template-columns: 1fr 58mm; }
      main { padding: 4mm 7mm 6mm 12mm; }
      aside { background: #f0efed; padding: 4mm 6mm; min-height: 225mm; }
      h2 { font-size: 11pt; letter-spacing: 0.5px; margin: 10px 0 5px; color: #c9501c; }
      aside .line { margin: 3px 0; }
      .role .title { font-weight: bold; } .dates { font-size: 9pt; color: #555; }
      .at { color: #555; font-size: 9.5pt; } .job { margin-bottom: 8px; } p.para { margin: 0; }
      ${roleRow}
      ${bullet('✓', '#c9501c', 15)}`,
    body: `${head(r)}<div class="wrap"><main>${r.main.map((s) => section(r, s)).join('')}</main><aside>${r.sidebar
      .map((s) => section(r, s))
      .join('')}</aside></div>`,
  }),
  s04: (r) => ({
    css: `
      body { font-family: 'DejaVu Serif', serif; font-size: 10.5pt; color: #1b1b1b; margin: 0; line-height: 1.35; }
      .head h1 { font-size: 20pt; margin: 0; color: #23395b; }
      .head .sub { font-size: 12pt; margin-bottom: 3px; }
      .contact { font-size: 9.5pt; }
      h2 { font-size: 12pt; color: #23395b; margin: 14px 0 5px; padding-bottom: 2px; border-bottom: 1.5px solid #23395b; }
      .role .title { font-weight: bold; } .dates { font-size: 9.5pt; }
      .at { font-style: italic; margin-bottom: 2px; } .job { margin-bottom: 9px; }
      p.para { margin: 0; } ol.n { margin: 2px 0; padding-left: 22px; } ol.n li { margin: 3px 0; break-inside: avoid; }
      ${roleRow}
      ${bullet('–', '#23395b', 14)}`,
    body: head(r) + r.main.map((s) => section(r, s)).join(''),
    pdf: {
      displayHeaderFooter: true,
      headerTemplate: `<div style="font-size:8pt;width:100%;text-align:right;margin:0 16mm;color:#666;font-family:serif">${esc(r.runningHeader)}</div>`,
      footerTemplate: `<div style="font-size:8pt;width:100%;text-align:center;color:#666;font-family:serif">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
      margin: { top: '20mm', bottom: '18mm', left: '16mm', right: '16mm' },
    },
  }),
  s05: (r) => ({
    css: `
      body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #2b2b2b; margin: 0; }
      .head { text-align: center; margin-bottom: 6px; }
      .head h1 { font-size: 26pt; margin: 0; font-weight: normal; letter-spacing: 3px; }
      .head .sub { font-size: 11pt; color: #8a3b12; margin-bottom: 8px; }
      .contact { display: flex; justify-content: center; align-items: center; gap: 6px; font-size: 9.5pt; margin: 2px 0; }
      .ico { flex: none; }
      h2 { text-transform: uppercase; letter-spacing: 2.5px; font-size: 10pt; color: #8a3b12;
           margin: 14px 0 6px; border-top: 1px solid #d8c3b5; padding-top: 6px; }
      .role .title { font-weight: bold; } .dates { color: #777; }
      .at { color: #777; margin-bottom: 2px; } .job { margin-bottom: 8px; } p.para { margin: 0; line-height: 1.45; }
      ${roleRow}
      ${bullet('▸', '#8a3b12', 13)}`,
    body: head(r, ICONS) + r.main.map((s) => section(r, s)).join(''),
  }),
  s06: (r) => ({
    css: `
      body { font-family: 'Liberation Serif', serif; font-size: 11.5pt; color: #111; margin: 0;
             text-align: justify; hyphens: auto; -webkit-hyphens: auto; }
      .head { text-align: left; border-bottom: 2px double #444; padding-bottom: 4px; }
      .head h1 { font-size: 21pt; margin: 0; font-weight: normal; }
      .head .sub { font-size: 12pt; font-style: italic; }
      .contact { font-size: 10pt; }
      h2 { font-size: 12.5pt; margin: 12px 0 4px; font-weight: bold; }
      .role { text-align: left; } .role .title { font-weight: bold; } .at { font-style: italic; text-align: left; }
      .job { margin-bottom: 8px; } p.para { margin: 0; } .line { text-align: left; }
      ${roleRow}
      ${bullet('•', '#111', 18)}`,
    body: head(r) + hyphenate(r.main.map((s) => section(r, s)).join('')),
  }),
};

const page = (r, t) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(r.name)}</title><style>
  @page { size: ${r.id === 's03' ? 'Letter' : 'A4'}; }
  * { box-sizing: border-box; } h1, h2 { break-after: avoid; } .job .role { break-after: avoid; }
  ${t.css}</style></head><body>${t.body}</body></html>`;

// Pages without a running header get margins from the template itself (sidebars run to the edge).
const MARGINS = {
  s01: { top: '16mm', bottom: '14mm', left: '18mm', right: '18mm' },
  s02: { top: '0', bottom: '0', left: '0', right: '0' },
  s03: { top: '0', bottom: '8mm', left: '0', right: '0' },
  s05: { top: '14mm', bottom: '14mm', left: '17mm', right: '17mm' },
  s06: { top: '18mm', bottom: '16mm', left: '27mm', right: '27mm' },
};

mkdirSync(out('html-8'), { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await makeAll('chromium', 'chromium-print', async (r) => {
    const t = TEMPLATES[r.id](r);
    const file = out(`html-8/${r.id}.html`);
    writeFileSync(file, page(r, t));
    const tab = await browser.newPage();
    await tab.goto(`file://${file}`);
    const pdfPath = out(`${r.id}.pdf`);
    await tab.pdf({
      path: pdfPath,
      preferCSSPageSize: true,
      printBackground: true,
      margin: MARGINS[r.id],
      ...t.pdf,
    });
    await tab.close();
    return countPdfPages(readFileSync(pdfPath));
  });
} finally {
  await browser.close();
}
