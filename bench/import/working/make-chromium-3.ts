// Issue 41 held-out corpus: HTML resume templates printed to PDF by Chromium, the way online
// resume builders do it. Each template's HTML is kept under html/; the expected text is composed
// from the person record (people.ts) and written before the PDF is printed.
// Run: npx tsx bench/import/working/make-chromium-3.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { PEOPLE, sectionsText, type Block, type Person, type Section, type TextOptions } from './people-3.js';
import { OUT, pdfPages, writeExpected, writeFile, writeMeta, type Meta } from './common-3.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Soft hyphens inside long words, as client-side hyphenators (Hyphenopoly and the like) insert them. */
const shy = (s: string) =>
  esc(s).replace(/[A-Za-zÀ-ÿ]{10,}/g, (w) => w.replace(/([a-zà-ÿ]{3})(?=[a-zà-ÿ]{4})/g, '$1&shy;'));

interface Tpl {
  /** bullet marker; 'disc' uses the browser's list marker, others are ::before glyphs. */
  bullet: 'disc' | '•' | '▪' | '–' | '◦';
  hyph?: boolean;
  smallCapsSub?: boolean;
  smallCapsHead?: boolean;
  upperHead?: boolean;
  icons?: 'svg' | 'unicode';
}

const SVG: Record<string, string> = {
  mail: 'M2 5h20v14H2z M2 5l10 8 10-8',
  phone: 'M6 2h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A18 18 0 0 1 4 4a2 2 0 0 1 2-2z',
  pin: 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7z M12 6a3 3 0 1 0 0.01 0z',
  link: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1 M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
};
const KINDS = ['mail', 'phone', 'pin', 'link'];

function contactHtml(p: Person, t: Tpl, cls = 'contact'): string {
  return `<ul class="${cls}">${p.contact
    .map((c, i) => {
      const kind = KINDS[Math.min(i, 3)]!;
      let icon = '';
      if (t.icons === 'svg')
        icon = `<svg class="ico" viewBox="0 0 24 24" aria-hidden="true"><path d="${SVG[kind]}"/></svg>`;
      if (t.icons === 'unicode') icon = `<span class="ico">${['✉', '☎', '⌂', '🔗'][Math.min(i, 3)]}</span>`;
      return `<li>${icon}<span>${esc(c)}</span></li>`;
    })
    .join('')}</ul>`;
}

function blockHtml(b: Block, t: Tpl): string {
  const tx = (s: string) => (t.hyph ? shy(s) : esc(s));
  const ul = (items: string[]) => `<ul class="b">${items.map((i) => `<li>${tx(i)}</li>`).join('')}</ul>`;
  switch (b.k) {
    case 'p':
      return `<p class="para">${tx(b.text)}</p>`;
    case 'lines':
      return b.lines.map((l) => `<p class="line">${esc(l)}</p>`).join('');
    case 'ul':
      return `<ul class="b">${b.items
        .map((it) => (typeof it === 'string' ? `<li>${tx(it)}</li>` : `<li>${tx(it[0])}${ul(it[1])}</li>`))
        .join('')}</ul>`;
    case 'ol':
      return `<ol>${b.items.map((i) => `<li>${tx(i)}</li>`).join('')}</ol>`;
    case 'job':
      return `<div class="job"><p class="role">${esc(b.head)}</p>${b.sub ? `<p class="sub">${esc(b.sub)}</p>` : ''}${
        b.meta ? `<p class="meta">${esc(b.meta)}</p>` : ''
      }${b.bullets.length ? ul(b.bullets) : ''}</div>`;
    case 'grid': {
      const rows: string[] = [];
      for (let i = 0; i < b.cells.length; i += b.cols)
        rows.push(`<tr>${b.cells.slice(i, i + b.cols).map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`);
      return `<table class="grid"><tbody>${rows.join('')}</tbody></table>`;
    }
  }
}

const sectionsHtml = (ss: Section[], t: Tpl) =>
  ss.map((s) => `<section><h2>${esc(s.h)}</h2>${s.blocks.map((b) => blockHtml(b, t)).join('')}</section>`).join('');

function baseCss(t: Tpl, font: string, size: number, accent: string): string {
  const marker =
    t.bullet === 'disc'
      ? 'ul.b { list-style: disc; padding-left: 1.2em; }'
      : `ul.b { list-style: none; padding-left: 1.15em; }
         ul.b > li { position: relative; }
         ul.b > li::before { content: '${t.bullet}'; position: absolute; left: -1.05em; color: ${accent}; }
         ul.b ul.b > li::before { content: '◦'; }`;
  return `
    * { box-sizing: border-box; }
    body { font-family: '${font}'; font-size: ${size}pt; line-height: 1.32; color: #1e1e1e; margin: 0; }
    h1 { margin: 0; font-size: ${size * 2.2}pt; line-height: 1.1; }
    .title { margin: 3px 0 0; font-size: ${size * 1.25}pt; }
    h2 { font-size: ${size * 1.15}pt; margin: 12px 0 4px; color: ${accent};
         ${t.upperHead ? 'text-transform: uppercase; letter-spacing: 0.06em;' : ''}
         ${t.smallCapsHead ? 'font-variant: small-caps; letter-spacing: 0.03em;' : ''} }
    section:first-child h2 { margin-top: 0; }
    p { margin: 0 0 2px; }
    .role { font-weight: bold; margin-top: 7px; }
    .sub { ${t.smallCapsSub ? 'font-variant: small-caps;' : ''} color: #333; }
    .meta { color: #555; font-style: italic; }
    ul, ol { margin: 3px 0 6px; }
    ol { padding-left: 1.5em; }
    li { margin-bottom: 2px; }
    ${t.hyph ? '.para, li { hyphens: auto; -webkit-hyphens: auto; }' : ''}
    ul.contact { list-style: none; padding: 0; margin: 0; }
    ul.contact li { margin: 0 0 3px; }
    .ico { display: inline-block; width: 1.05em; height: 0.95em; margin-right: 0.45em; vertical-align: -0.12em;
           fill: none; stroke: currentColor; stroke-width: 2; color: ${accent}; }
    table.grid { border-collapse: collapse; margin: 2px 0 4px; }
    table.grid td { border: 1px solid #c9ced6; padding: 3px 10px; }
    .job, li { break-inside: avoid; }
    h2 { break-after: avoid; }
    ${marker}
  `;
}

const page = (lang: string, css: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;

interface Built {
  html: string;
  expected: string[];
  meta: Omit<Meta, 'pages' | 'headerFooterLines'> & { headerFooterLines?: string[] };
  /** header/footer strings, given the page count. */
  hf?: (pages: number) => string[];
}

const to = (t: Tpl): TextOptions => ({ upperHeadings: !!(t.upperHead || t.smallCapsHead), smallCapsSub: !!t.smallCapsSub });

/** Sidebar template: name and contact at the top of a colored sidebar that runs the full page height. */
function sidebarFull(p: Person, side: 'left' | 'right', t: Tpl, o: { font: string; size: number; accent: string; bg: string; fg: string; layout: Meta['layout']; notes: string }): Built {
  const css = `${baseCss(t, o.font, o.size, o.accent)}
    @page { size: Letter; margin: 0; }
    .cols { display: grid; grid-template-columns: ${side === 'left' ? '2.45in 1fr' : '1fr 2.45in'}; min-height: 11in; }
    aside { background: ${o.bg}; color: ${o.fg}; padding: 0.55in 0.3in; }
    aside h2 { color: ${o.fg}; border-bottom: 1px solid ${o.fg}55; padding-bottom: 2px; }
    aside ul.b > li::before, aside .ico { color: ${o.fg}; }
    aside h1 { font-size: ${o.size * 1.9}pt; }
    aside .title { margin-bottom: 14px; }
    main { padding: 0.55in 0.5in; }
    main h2 { border-bottom: 1.5px solid ${o.accent}; padding-bottom: 2px; }`;
  const aside = `<aside><h1>${esc(p.name)}</h1><p class="title">${esc(p.title)}</p>${contactHtml(p, t)}<div style="height:10px"></div>${sectionsHtml(p.side, t)}</aside>`;
  const main = `<main>${sectionsHtml(p.main, t)}</main>`;
  const sideText = [p.name, p.title, ...p.contact, '', ...sectionsText(p.side, to(t))];
  const mainText = sectionsText(p.main, to(t));
  return {
    html: page('en', css, `<div class="cols">${side === 'left' ? aside + main : main + aside}</div>`),
    expected: side === 'left' ? [...sideText, '', ...mainText] : [...mainText, '', ...sideText],
    meta: { layout: o.layout, generator: 'chromium-print', columns: 2, sidebarLines: sideText.filter(Boolean), notes: o.notes },
  };
}

/** Name at the top of the page (or in a colored band), then two columns under it. */
function banded(
  p: Person,
  side: 'left' | 'right',
  t: Tpl,
  o: {
    font: string; size: number; accent: string; band: string; bandFg: string; sideBg: string; contact: 'stack' | 'inline' | 'side';
    sideHeading?: string; layout: Meta['layout']; notes: string;
    /** running header from page 2 only and a "Page N of M" footer, as CSS page-margin boxes */
    running?: string;
  },
): Built {
  const boxes = o.running
    ? `@top-right { content: "${o.running}"; font: 8pt '${o.font}'; color: #888; }
       @bottom-center { content: "Page " counter(page) " of " counter(pages); font: 8pt '${o.font}'; color: #888; }`
    : '';
  const css = `${baseCss(t, o.font, o.size, o.accent)}
    @page { size: Letter; margin: ${o.band === 'none' ? '0.6in 0.55in' : '0.5in 0 0.45in'}; ${boxes} }
    ${o.running ? '@page :first { @top-right { content: none; } }' : ''}
    @page :first { margin-top: ${o.band === 'none' ? '0.5in' : '0'}; }
    header { ${o.band === 'none' ? 'padding: 0 0 12px; border-bottom: 2px solid ' + o.accent + ';' : `background: ${o.band}; color: ${o.bandFg}; padding: 0.45in 0.6in 0.3in;`}
             display: flex; justify-content: space-between; align-items: flex-end; }
    header.inline { display: block; text-align: center; }
    header .cline { margin-top: 8px; font-size: ${o.size * 0.95}pt; }
    header ul.contact { text-align: right; }
    header .ico { color: ${o.bandFg}; }
    .cols { display: grid; grid-template-columns: ${side === 'left' ? '2.2in 1fr' : '1fr 2.2in'}; gap: 0.3in;
            padding: ${o.band === 'none' ? '14px 0 0' : '0.3in 0.6in 0'}; }
    aside { background: ${o.sideBg}; padding: ${o.sideBg === 'transparent' ? '0' : '10px 12px'}; align-self: start; }
    main h2, aside h2 { border-bottom: 1px solid ${o.accent}66; padding-bottom: 2px; }`;
  let head = `<div><h1>${esc(p.name)}</h1><p class="title">${esc(p.title)}</p>`;
  let headText = [p.name, p.title];
  if (o.contact === 'inline') {
    head += `<p class="cline">${p.contact.map(esc).join(' &nbsp;|&nbsp; ')}</p></div>`;
    headText.push(p.contact.join(' | '));
  } else if (o.contact === 'stack') {
    head += `</div>${contactHtml(p, t)}`;
    headText = [...headText, ...p.contact];
  } else head += '</div>';
  const sideTop = o.contact === 'side' ? `${o.sideHeading ? `<h2>${esc(o.sideHeading)}</h2>` : ''}${contactHtml(p, t)}<div style="height:8px"></div>` : '';
  const sideText = [
    ...(o.contact === 'side' ? [...(o.sideHeading ? [to(t).upperHeadings ? o.sideHeading.toUpperCase() : o.sideHeading] : []), ...p.contact, ''] : []),
    ...sectionsText(p.side, to(t)),
  ];
  const aside = `<aside>${sideTop}${sectionsHtml(p.side, t)}</aside>`;
  const main = `<main>${sectionsHtml(p.main, t)}</main>`;
  const mainText = sectionsText(p.main, to(t));
  return {
    html: page('en', css, `<header class="${o.contact === 'inline' ? 'inline' : ''}">${head}</header><div class="cols">${side === 'left' ? aside + main : main + aside}</div>`),
    expected: [...headText, '', ...(side === 'left' ? [...sideText, '', ...mainText] : [...mainText, '', ...sideText])],
    meta: { layout: o.layout, generator: 'chromium-print', columns: 2, sidebarLines: sideText.filter(Boolean), notes: o.notes },
    ...(o.running ? { hf: (n: number) => [o.running!, ...Array.from({ length: n }, (_, i) => `Page ${i + 1} of ${n}`)] } : {}),
  };
}

/** One column; optional running header (from page 2 only) and footer through CSS page-margin boxes. */
function oneCol(
  p: Person,
  t: Tpl,
  o: {
    font: string;
    size: number;
    accent: string;
    lang?: string;
    justify?: boolean;
    contact: 'stack' | 'inline' | 'icons';
    header?: { left?: string; right?: string };
    footer?: 'page-of' | 'page-of-left';
    footerLeft?: string;
    margin?: string;
    lineHeight?: number;
    layout: Meta['layout'];
    notes: string;
  },
): Built {
  const m = o.margin ?? '0.6in 0.7in';
  const box = (s: string) => `"${s.replace(/"/g, '\\"')}"`;
  const hf: string[] = [];
  let pageRules = '';
  if (o.header) {
    pageRules += `${o.header.left ? `@top-left { content: ${box(o.header.left)}; font: 8.5pt '${o.font}'; color: #777; }` : ''}
      ${o.header.right ? `@top-right { content: ${box(o.header.right)}; font: 8.5pt '${o.font}'; color: #777; }` : ''}`;
    if (o.header.left) hf.push(o.header.left);
    if (o.header.right) hf.push(o.header.right);
  }
  if (o.footer === 'page-of')
    pageRules += `@bottom-center { content: "Page " counter(page) " of " counter(pages); font: 8.5pt '${o.font}'; color: #777; }`;
  if (o.footer === 'page-of-left')
    pageRules += `@bottom-left { content: ${box(o.footerLeft ?? '')}; font: 8.5pt '${o.font}'; color: #777; }
      @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 8.5pt '${o.font}'; color: #777; }`;
  const css = `${baseCss(t, o.font, o.size, o.accent)}
    @page { size: Letter; margin: ${m}; ${pageRules} }
    ${o.header ? '@page :first { @top-left { content: none; } @top-right { content: none; } }' : ''}
    body { line-height: ${o.lineHeight ?? 1.32}; }
    header { margin-bottom: 10px; }
    header ul.contact li { display: block; }
    header .cline { margin-top: 6px; }
    h2 { border-bottom: 1px solid ${o.accent}; padding-bottom: 1px; }
    ${o.justify ? '.para, li { text-align: justify; }' : ''}`;
  let head = `<header><h1>${esc(p.name)}</h1><p class="title">${esc(p.title)}</p>`;
  const headText = [p.name, p.title];
  if (o.contact === 'inline') {
    head += `<p class="cline">${p.contact.map(esc).join(' • ')}</p>`;
    headText.push(p.contact.join(' • '));
  } else {
    head += `<div style="margin-top:6px">${contactHtml(p, o.contact === 'icons' ? t : { ...t, icons: undefined })}</div>`;
    headText.push(...p.contact);
  }
  head += '</header>';
  return {
    html: page(o.lang ?? 'en', css, head + sectionsHtml(p.main, t)),
    expected: [...headText, '', ...sectionsText(p.main, to(t))],
    meta: { layout: o.layout, generator: 'chromium-print', columns: 1, sidebarLines: [], notes: o.notes },
    hf: (n) => [...hf, ...(o.footer ? Array.from({ length: n }, (_, i) => `Page ${i + 1} of ${n}`) : []), ...(o.footerLeft ? [o.footerLeft] : [])],
  };
}

const P = PEOPLE;
const builds: Record<string, Built> = {
  n01: sidebarFull(P.n01!, 'left', { bullet: 'disc' }, {
    font: 'Liberation Sans', size: 10, accent: '#1f3a5f', bg: '#1f3a5f', fg: '#ffffff', layout: 'two-column-sidebar-left',
    notes: 'Navy full-height sidebar on the left with white text; name, title and contact at the top of the sidebar; disc bullets.',
  }),
  n02: banded(P.n02!, 'right', { bullet: '▪', upperHead: true }, {
    font: 'DejaVu Sans', size: 9.5, accent: '#b45309', band: 'none', bandFg: '#000', sideBg: '#f3f4f6', contact: 'side', sideHeading: 'Contact',
    layout: 'two-column-sidebar-right', notes: 'Name over a rule, main column left, grey sidebar right with a Contact heading; headings uppercased by CSS; ▪ bullets.',
  }),
  n03: banded(P.n03!, 'left', { bullet: '•' }, {
    font: 'Liberation Sans', size: 10, accent: '#0f766e', band: '#0f766e', bandFg: '#ffffff', sideBg: 'transparent', contact: 'stack',
    layout: 'two-column-sidebar-left', notes: 'Full-width teal header band: name and title left, contact lines stacked at the right of the band; then sidebar left, main right; • bullets.',
  }),
  n04: banded(P.n04!, 'right', { bullet: '–', upperHead: true }, {
    font: 'Liberation Sans', size: 9.5, accent: '#7c2d12', band: '#2b2b2b', bandFg: '#ffffff', sideBg: '#fdf2e9', contact: 'inline',
    layout: 'two-column-sidebar-right', notes: 'Full-width dark header band, centered name and one contact line with | separators; peach sidebar on the right; – bullets; headings uppercased by CSS.',
  }),
  n05: oneCol(P.n05!, { bullet: 'disc' }, {
    font: 'Liberation Serif', size: 11.5, accent: '#111', contact: 'stack', lineHeight: 1.45, margin: '0.8in 0.9in',
    header: { left: 'Park — Curriculum Vitae', right: 'Updated January 2026' }, footer: 'page-of',
    layout: 'multi-page-header-footer', notes: 'Academic CV; running header (CSS @page margin boxes) only from page 2, "Page N of M" footer on every page; numbered publication list.',
  }),
  n06: oneCol(P.n06!, { bullet: '▪' }, {
    font: 'DejaVu Sans', size: 11.5, accent: '#1d4ed8', contact: 'inline', lineHeight: 1.5, margin: '0.85in 0.9in',
    header: { left: 'B. O’Connell — Résumé', right: 'Construction Project Management' }, footer: 'page-of-left', footerLeft: 'O’Connell · Résumé 2026',
    layout: 'multi-page-header-footer', notes: 'Running header left and right from page 2 only; footer with a short label left and "Page N of M" right on every page; ▪ bullets.',
  }),
  n07: oneCol(P.n07!, { bullet: '•', icons: 'svg' }, {
    font: 'Liberation Sans', size: 10.5, accent: '#9a3412', contact: 'icons',
    layout: 'icons-contact', notes: 'Outline SVG icons (mail, phone, pin, link) before each contact line; icons are not text and not expected.',
  }),
  n08: sidebarFull(P.n08!, 'left', { bullet: '▪', icons: 'unicode' }, {
    font: 'DejaVu Sans', size: 9.5, accent: '#6d28d9', bg: '#ede9fe', fg: '#3b0764', layout: 'icons-contact',
    notes: 'Lavender sidebar left; contact lines led by ✉ ☎ ⌂ and the 🔗 emoji (no emoji font installed); icon glyphs are decoration and not expected.',
  }),
  n09: oneCol(P.n09!, { bullet: '–', hyph: true }, {
    font: 'Liberation Serif', size: 11, accent: '#0c4a6e', contact: 'stack', justify: true, margin: '0.7in 1.1in',
    layout: 'justified', notes: 'Justified text, long bullets that wrap over 2-3 lines, hyphens:auto plus soft hyphens so long words break with a hyphen at line ends; – bullets.',
  }),
  n10: oneCol(P.n10!, { bullet: 'disc', hyph: true, smallCapsHead: true }, {
    font: 'DejaVu Serif', size: 10.5, accent: '#7f1d1d', contact: 'inline', justify: true, margin: '0.75in 1in', lang: 'en',
    layout: 'justified', notes: 'Justified serif, hyphenated line ends (soft hyphens), section headings in CSS small caps (the text layer holds capitals, so expected headings are uppercase); ↔ in a skills line.',
  }),
  n11: oneCol(P.n11!, { bullet: '•' }, {
    font: 'Liberation Sans', size: 10, accent: '#155e75', contact: 'stack',
    layout: 'one-column', notes: 'One column with a bordered 3-column skills table and a 2-column languages table; expected gives each table cell on its own line, row by row.',
  }),
  n12: oneCol(P.n12!, { bullet: 'disc' }, {
    font: 'Liberation Serif', size: 11.5, accent: '#000', contact: 'stack',
    layout: 'one-column', notes: 'Plain one-column resume, Times-like font, short, black rules under headings.',
  }),
  n13: banded(P.n13!, 'left', { bullet: '▪', smallCapsSub: true }, {
    font: 'DejaVu Sans', size: 9.5, accent: '#be185d', band: 'none', bandFg: '#000', sideBg: '#fdf2f8', contact: 'side', sideHeading: 'Contact',
    layout: 'two-column-sidebar-left', notes: 'Pink sidebar left under a plain name header; ▪ bullets with nested ◦ sub-bullets; company sub-headings in small caps (capitals in the text layer); numbered talks list.',
  }),
  n14: oneCol(P.n14!, { bullet: '–', smallCapsHead: true }, {
    font: 'Liberation Serif', size: 12, accent: '#065f46', contact: 'inline', lineHeight: 1.4,
    layout: 'one-column', notes: 'One column over two pages without header or footer; section headings in small caps (uppercase in text layer); – bullets and a numbered list.',
  }),
  n15: sidebarFull(P.n15!, 'right', { bullet: '◦' }, {
    font: 'Liberation Sans', size: 10, accent: '#166534', bg: '#dcfce7', fg: '#14532d', layout: 'two-column-sidebar-right',
    notes: 'Green full-height sidebar on the right holding name, contact and skills; main column left; ◦ bullets.',
  }),
  n26: banded(P.n26!, 'left', { bullet: '▪', upperHead: true }, {
    font: 'DejaVu Sans', size: 10, accent: '#4338ca', band: 'none', bandFg: '#000', sideBg: '#eef2ff', contact: 'side',
    running: 'Isabela Costa · Engineering Manager', layout: 'two-column-sidebar-left',
    notes: 'Two columns over two pages: indigo sidebar left (contact, skills) only on page 1, main column continues onto page 2; running header from page 2 and "Page N of M" footer via @page margin boxes; headings uppercased by CSS.',
  }),
};

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync(join(OUT, 'html-3'), { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
  try {
    for (const [id, b] of Object.entries(builds)) {
      if (only.length && !only.includes(id)) continue;
      const meta = (pages: number): Meta => ({
        layout: b.meta.layout,
        generator: 'chromium-print',
        pages,
        columns: b.meta.columns,
        headerFooterLines: b.hf ? b.hf(pages) : [],
        sidebarLines: b.meta.sidebarLines,
        notes: b.meta.notes,
      });
      writeExpected(id, b.expected, meta(0));
      writeFileSync(join(OUT, 'html-3', `${id}.html`), b.html);
      const pg = await browser.newPage();
      await pg.setContent(b.html, { waitUntil: 'load' });
      const pdf = await pg.pdf({ preferCSSPageSize: true, printBackground: true });
      await pg.close();
      writeFile(id, 'pdf', pdf);
      const n = pdfPages(pdf);
      writeMeta(id, meta(n));
      console.log(id, b.meta.layout, `${n} page(s)`);
    }
  } finally {
    await browser.close();
  }
}

await main();
