// Chromium-printed HTML resumes in the styles of online resume builders. Each writes its
// expected text first, then the HTML (kept under html/), then prints the PDF.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { P, expectedText, sidebarList, type Person, type Section, type Look, type Bullet, type Entry } from './people-4.js';
import { OUT, writeExpected, writeMeta, pdfPages, esc } from './util-4.js';

interface Style {
  side?: 'left' | 'right';
  photo?: boolean;
  bars?: boolean;
  band?: boolean;
  upper?: boolean; // CSS text-transform
  smallCaps?: boolean;
  glyph?: string; // list-style content
  numbered?: boolean;
  justify?: boolean;
  icons?: boolean;
  skillsTable?: boolean;
  timeline?: boolean;
  contactJoin?: string;
  font?: string;
  size?: number;
  hf?: { header: string; footer: string };
  sideHeadingsPlain?: boolean;
  lh?: number;
}

const ICON: Record<number, string> = {
  0: '<svg width="11" height="11" viewBox="0 0 16 16"><rect x="1" y="3" width="14" height="10" fill="none" stroke="#355" stroke-width="1.6"/><path d="M1 3l7 6 7-6" fill="none" stroke="#355" stroke-width="1.6"/></svg>',
  1: '<svg width="11" height="11" viewBox="0 0 16 16"><path d="M4 1l3 4-2 2c1 2 2 3 4 4l2-2 4 3-2 3C7 15 1 9 1 3z" fill="#355"/></svg>',
  2: '<svg width="11" height="11" viewBox="0 0 16 16"><path d="M8 1a5 5 0 015 5c0 4-5 9-5 9S3 10 3 6a5 5 0 015-5z" fill="#355"/><circle cx="8" cy="6" r="2" fill="#fff"/></svg>',
  3: '<svg width="11" height="11" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6.5" fill="none" stroke="#355" stroke-width="1.6"/><path d="M1.5 8h13M8 1.5c3 3 3 10 0 13M8 1.5c-3 3-3 10 0 13" fill="none" stroke="#355"/></svg>',
};

function bulletsHtml(bs: Bullet[]): string {
  return bs
    .map((b) =>
      typeof b === 'string'
        ? `<li>${esc(b)}</li>`
        : `<li>${esc(b.text)}<ul class="sub">${b.sub.map((x) => `<li>${esc(x)}</li>`).join('')}</ul></li>`,
    )
    .join('');
}

function entryHtml(e: Entry, st: Style): string {
  const list = e.bullets.length ? `<${st.numbered ? 'ol' : 'ul'}>${bulletsHtml(e.bullets)}</${st.numbered ? 'ol' : 'ul'}>` : '';
  if (st.timeline)
    return `<div class="tl"><div class="tld">${esc(e.dates)}</div><div class="tlm"><div class="role">${esc(e.title)}</div>${e.where ? `<div class="meta">${esc(e.where)}</div>` : ''}${list}</div></div>`;
  return `<div class="entry"><div class="role">${esc(e.title)}</div><div class="meta">${esc(e.where ? `${e.dates} | ${e.where}` : e.dates)}</div>${list}</div>`;
}

function sectionHtml(s: Section, st: Style, inSide: boolean): string {
  let body = '';
  for (const p of s.paragraphs ?? []) body += `<p>${esc(p)}</p>`;
  for (const l of s.lines ?? []) body += `<div class="line">${esc(l)}</div>`;
  if (s.items) {
    if (inSide && st.bars)
      body += s.items
        .map((it, i) => `<div class="skill"><div>${esc(it)}</div><div class="bar"><span style="width:${90 - i * 9}%"></span></div></div>`)
        .join('');
    else if (st.skillsTable && !inSide) {
      const rows: string[] = [];
      for (let i = 0; i < s.items.length; i += 3) rows.push(`<tr>${s.items.slice(i, i + 3).map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`);
      body += `<table class="sk">${rows.join('')}</table>`;
    } else body += `<ul class="items">${s.items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`;
  }
  for (const e of s.entries ?? []) body += entryHtml(e, st);
  return `<section><h2>${esc(s.heading)}</h2>${body}</section>`;
}

function contactHtml(p: Person, st: Style): string {
  if (st.contactJoin) return `<div class="crow">${p.contact.map(esc).join(esc(st.contactJoin))}</div>`;
  return `<div class="contact">${p.contact.map((c, i) => `<div class="c">${st.icons ? `<span class="ic">${ICON[i % 4]}</span>` : ''}<span>${esc(c)}</span></div>`).join('')}</div>`;
}

function css(st: Style): string {
  const size = st.size ?? 10.5;
  return `
  @page { size: Letter; margin: ${st.hf ? '0.9in 0.7in 0.8in 0.7in' : '0.55in'}; }
  body { font-family: ${st.font ?? "'Liberation Sans', Arial, sans-serif"}; font-size: ${size}pt; color: #222; margin: 0; line-height: ${st.lh ?? 1.35}; }
  h1 { font-size: ${size * 2.2}pt; margin: 0; letter-spacing: .5px; }
  .title { font-size: ${size * 1.2}pt; color: #557; margin: 2px 0 8px; }
  h2 { font-size: ${size * 1.15}pt; margin: 14px 0 5px; color: #1d3b5a; border-bottom: 1px solid #c9d3de; padding-bottom: 2px;
       ${st.upper ? 'text-transform: uppercase; letter-spacing: 1px;' : ''} ${st.smallCaps ? 'font-variant: small-caps; letter-spacing: .5px;' : ''} }
  p { margin: 0 0 4px; ${st.justify ? 'text-align: justify; hyphens: none;' : ''} }
  ul, ol { margin: 3px 0 6px; padding-left: 18px; }
  li { margin: 1px 0; ${st.justify ? 'text-align: justify;' : ''} }
  ${st.glyph ? `ul > li { list-style: none; position: relative; } ul > li::before { content: '${st.glyph}'; position: absolute; left: -14px; color: #1d3b5a; }` : ''}
  ul.sub > li { list-style: none; position: relative; } ul.sub > li::before { content: '◦'; position: absolute; left: -12px; }
  ul.sub { padding-left: 16px; }
  .role { font-weight: bold; margin-top: 6px; }
  .meta { font-style: italic; color: #555; }
  .crow { color: #333; margin-bottom: 6px; }
  .c { display: flex; align-items: center; gap: 6px; margin: 2px 0; }
  .ic { display: inline-flex; }
  .grid { display: grid; grid-template-columns: ${st.side === 'right' ? '1fr 2.1in' : '2.25in 1fr'}; gap: 0.3in; }
  .side { background: ${st.side ? '#eef2f6' : 'none'}; padding: 12px; font-size: ${size * 0.95}pt; }
  .side h2 { border-bottom: none; }
  .photo { width: 1.1in; height: 1.1in; border-radius: 50%; background: #b8c4cf; margin: 4px auto 12px; }
  .skill { margin: 4px 0; } .bar { height: 5px; background: #d0d8e0; margin-top: 2px; } .bar span { display:block; height:5px; background:#1d3b5a; }
  ul.items { padding-left: 16px; }
  .band { background: #1d3b5a; color: #fff; padding: 16px 20px; margin-bottom: 10px; } .band .title { color: #cfe0f0; } .band .crow { color: #fff; margin: 0; }
  table.sk { border-collapse: collapse; width: 100%; } table.sk td { border: 1px solid #ccd; padding: 3px 6px; width: 33%; }
  .tl { display: grid; grid-template-columns: 1.25in 1fr; gap: 12px; margin-top: 6px; } .tld { color: #1d3b5a; font-weight: bold; padding-top: 0; }
  .tl .role { margin-top: 0; }
  `;
}

function html(p: Person, st: Style): string {
  const head = `<h1>${esc(p.name)}</h1><div class="title">${esc(p.title)}</div>`;
  const main = p.main.map((s) => sectionHtml(s, st, false)).join('');
  let body: string;
  if (st.side && p.side.length) {
    const sideBlock = `<div class="side">${st.photo ? '<div class="photo"></div>' : ''}${contactHtml(p, st)}${p.side.map((s) => sectionHtml(s, st, true)).join('')}</div>`;
    const mainBlock = `<div class="main">${head}${main}</div>`;
    body = st.side === 'left' ? `<div class="grid">${sideBlock}${mainBlock}</div>` : `<div class="grid">${mainBlock}${sideBlock}</div>`;
  } else if (st.band) body = `<div class="band">${head}${contactHtml(p, st)}</div>${main}`;
  else body = `${head}${contactHtml(p, st)}${main}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(p.name)} - Resume</title><style>${css(st)}</style></head><body>${body}</body></html>`;
}

interface Job {
  id: string;
  style: Style;
  layout: string;
  notes: string;
}

const JOBS: Job[] = [
  { id: 'm01', layout: 'two-column-sidebar-left', style: { side: 'left', photo: true, bars: true, upper: true }, notes: 'Builder style: left sidebar with round photo placeholder, contact, skill bars (graphic bars under each skill name); CSS uppercase headings' },
  { id: 'm02', layout: 'two-column-sidebar-right', style: { side: 'right', glyph: '▪', font: "'DejaVu Sans', sans-serif", size: 9.5 }, notes: 'Right sidebar with contact, tech stack, education; headings in mixed case as typed; square ▪ bullets; sidebar read after main' },
  { id: 'm03', layout: 'one-column', style: { band: true, upper: true, contactJoin: '  •  ' }, notes: 'Dark header band with white name, title and a contact row joined by bullets; CSS uppercase headings' },
  { id: 'm04', layout: 'one-column', style: { timeline: true, upper: true, contactJoin: ' · ', glyph: '–' }, notes: 'Timeline: dates in a narrow left column beside each role (read dates, role, place, bullets); en-dash bullets; CSS uppercase headings' },
  { id: 'm05', layout: 'multi-page-header-footer', style: { upper: true, size: 12.5, contactJoin: ' | ', hf: { header: 'Gregory Mbeki — Supply Chain Manager', footer: 'Page {n} of {m}' } }, notes: 'Two pages: Chromium displayHeaderFooter running header with name and title, footer Page N of M; 12.5pt body' },
  { id: 'm06', layout: 'multi-page-header-footer', style: { size: 15, lh: 1.6, upper: true, font: "'Liberation Serif', serif", hf: { header: 'Helena Varga, PhD · Curriculum Vitae', footer: 'Varga CV · Page {n} of {m}' } }, notes: 'Three-page serif CV with running header and Page N of M footer; CSS uppercase headings' },
  { id: 'm07', layout: 'icons-contact', style: { icons: true, upper: true, glyph: '➤' }, notes: 'Contact lines each with an inline SVG icon (mail, phone, pin, globe); ➤ bullets' },
  { id: 'm08', layout: 'justified', style: { justify: true, upper: true, contactJoin: ' | ', font: "'Liberation Serif', serif", size: 11 }, notes: 'Justified paragraphs and long wrapped justified bullets, serif' },
  { id: 'm09', layout: 'one-column', style: { skillsTable: true, upper: true, contactJoin: ' | ', glyph: '✓' }, notes: 'Technical skills in a bordered 3-column table (read row by row, one cell per line); ✓ bullets' },
  { id: 'm10', layout: 'one-column', style: { numbered: true, contactJoin: ' · ' }, notes: 'Numbered lists for experience with nested ◦ sub-bullets under items; headings as typed (mixed case); expected writes numbered and nested items as "- " lines' },
  { id: 'm11', layout: 'two-column-sidebar-left', style: { side: 'left', smallCaps: true }, notes: 'Left sidebar, headings in CSS font-variant small-caps (expected writes them in capitals, as they print); disc bullets' },
  { id: 'm12', layout: 'one-column', style: { contactJoin: ' | ', font: "'Liberation Serif', serif", size: 11.5 }, notes: 'Plain one-column, headings as typed (Title Case), name in quotes and apostrophe' },
  { id: 'm13', layout: 'icons-contact', style: { side: 'left', icons: true, upper: true, glyph: '•' }, notes: 'Left sidebar with icon contact lines (inline SVG) and skills; CSS uppercase headings' },
  { id: 'm14', layout: 'justified', style: { justify: true, contactJoin: ' · ', glyph: '■', size: 10 }, notes: 'Justified text, long wrapped bullets with ■ glyph, headings as typed' },
];

function lookFor(st: Style): Look {
  return {
    upper: !!(st.upper || st.smallCaps),
    contactJoin: st.contactJoin,
    sideFirst: st.side !== 'right',
    noSide: !st.side,
    datesFirst: !!st.timeline,
    itemsAsBullets: !st.bars && !st.skillsTable,
  };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const only = process.argv.slice(2);
mkdirSync(`${OUT}html-4`, { recursive: true });
for (const j of JOBS) {
  if (only.length && !only.includes(j.id)) continue;
  const p = P[j.id]!;
  const look = lookFor(j.style);
  // Sidebar items are printed without glyph in bar style; in plain sidebars they print as bullets.
  if (j.style.side) look.itemsAsBullets = !j.style.bars;
  writeExpected(j.id, expectedText(p, look));
  const page = await browser.newPage();
  const doc = html(p, j.style);
  writeFileSync(`${OUT}html-4/${j.id}.html`, doc);
  await page.setContent(doc, { waitUntil: 'load' });
  const hf = j.style.hf;
  await page.pdf({
    path: `${OUT}${j.id}.pdf`,
    format: 'Letter',
    preferCSSPageSize: true,
    printBackground: true,
    displayHeaderFooter: !!hf,
    headerTemplate: hf ? `<div style="font-size:8pt;width:100%;text-align:right;margin:0 0.7in;color:#666">${esc(hf.header)}</div>` : '<span></span>',
    footerTemplate: hf
      ? `<div style="font-size:8pt;width:100%;text-align:center;color:#666">${esc(hf.footer).replace('{n}', '<span class="pageNumber"></span>').replace('{m}', '<span class="totalPages"></span>')}</div>`
      : '<span></span>',
  });
  await page.close();
  const pages = await pdfPages(`${OUT}${j.id}.pdf`);
  const hfl = hf ? [hf.header, ...Array.from({ length: pages }, (_, i) => hf.footer.replace('{n}', String(i + 1)).replace('{m}', String(pages)))] : [];
  writeMeta(j.id, {
    layout: j.layout,
    generator: 'chromium-print',
    pages,
    columns: j.style.side || j.style.timeline ? 2 : 1,
    headerFooterLines: hfl,
    sidebarLines: j.style.side ? sidebarList(p, look) : [],
    notes: j.notes,
  });
  console.log(j.id, pages);
}
await browser.close();
