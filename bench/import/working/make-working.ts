// Makes the working half of the import corpus the way people make resumes: HTML templates
// printed to PDF by Chromium, pdfkit writing row by row, and DOCX files from the docx package.
// Each file's expected text is composed from the same person, never read back from the file.
// Run: npx tsx bench/import/working/make-working.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PEOPLE, sectionsText, sidebarLines, sectionLines, type Person, type Section } from './resumes.js';
import { writeDocxFiles } from './make-docx.js';
import { writePdfkitFiles } from './make-pdfkit.js';
import type { Layout, Meta } from './generator-kit.js';

const OUT = dirname(fileURLToPath(import.meta.url));

export type { Layout, Meta } from './generator-kit.js';

export function save(id: string, ext: 'pdf' | 'docx', bytes: Uint8Array, expected: string[], meta: Meta): void {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${id}.${ext}`), bytes);
  writeFileSync(join(OUT, `${id}.expected.txt`), `${expected.join('\n').trim()}\n`);
  writeFileSync(join(OUT, `${id}.meta.json`), `${JSON.stringify(meta, null, 2)}\n`);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type BulletStyle = 'disc' | 'bullet-glyph' | 'square-glyph' | 'dash-glyph';

interface HtmlOptions {
  bullets: BulletStyle;
  font: string;
  size: number;
  justify?: boolean;
  /** Soft hyphens in long words, so justified lines break inside them. */
  softHyphens?: boolean;
  icons?: 'svg' | 'unicode';
  accent: string;
}

const GLYPH: Record<Exclude<BulletStyle, 'disc'>, string> = {
  'bullet-glyph': '•',
  'square-glyph': '▪',
  'dash-glyph': '–',
};

function css(o: HtmlOptions): string {
  const marker =
    o.bullets === 'disc'
      ? 'ul { list-style: disc; padding-left: 1.3em; margin: 3px 0 8px; }'
      : `ul { list-style: none; padding-left: 1.2em; margin: 3px 0 8px; }
         li { position: relative; }
         li::before { content: '${GLYPH[o.bullets]}'; position: absolute; left: -1.1em; color: ${o.accent}; }`;
  return `
    @page { size: Letter; margin: 0.55in 0.6in; }
    body { font-family: '${o.font}'; font-size: ${o.size}pt; line-height: 1.3; color: #222; margin: 0; }
    h1 { font-size: ${o.size * 2.1}pt; margin: 0; color: ${o.accent}; }
    .title { font-size: ${o.size * 1.2}pt; margin: 2px 0 8px; }
    h2 { font-size: ${o.size * 1.2}pt; margin: 12px 0 4px; color: ${o.accent}; letter-spacing: 0.04em; }
    p { margin: 0 0 2px; }
    .role { font-weight: bold; margin-top: 6px; }
    .meta { color: #555; font-style: italic; }
    li { margin-bottom: 3px; ${o.justify ? 'text-align: justify;' : ''} }
    .para { ${o.justify ? 'text-align: justify;' : ''} }
    .contact p { margin: 0 0 3px; }
    .contact svg { width: 0.9em; height: 0.9em; vertical-align: -0.1em; margin-right: 0.4em; fill: ${o.accent}; }
    .contact .ico { color: ${o.accent}; margin-right: 0.4em; }
    .cols { display: grid; gap: 26px; }
    aside { background: #f1f4f8; padding: 10px 12px; }
    ${marker}
    li, .entry { break-inside: avoid; }
  `;
}

const ICONS = ['✉', '☎', '⌂', '☍'];
const SVG_PATHS = [
  'M2 4h20v16H2z M2 4l10 8 10-8',
  'M6 2h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A18 18 0 0 1 4 4a2 2 0 0 1 2-2z',
  'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7z',
  'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1 M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
];

/** Long words broken with soft hyphens every few letters, as hyphenating templates do. */
function hyphenate(text: string): string {
  return text.replace(/[A-Za-z]{9,}/g, (w) => w.replace(/([a-z]{3})(?=[a-z]{3})/g, '$1\u00ad'));
}

function contactHtml(p: Person, o: HtmlOptions): string {
  return `<div class="contact">${p.contact
    .map((c, i) => {
      const icon =
        o.icons === 'svg'
          ? `<svg viewBox="0 0 24 24"><path d="${SVG_PATHS[i % 4]}"/></svg>`
          : o.icons === 'unicode'
            ? `<span class="ico">${ICONS[i % 4]}</span>`
            : '';
      return `<p>${icon}${esc(c)}</p>`;
    })
    .join('')}</div>`;
}

function sectionHtml(s: Section, o: HtmlOptions): string {
  const t = (x: string) => (o.softHyphens ? hyphenate(esc(x)) : esc(x));
  let h = `<section><h2>${esc(s.heading)}</h2>`;
  for (const p of s.paragraphs ?? []) h += `<p class="para">${t(p)}</p>`;
  for (const l of s.lines ?? []) h += `<p>${esc(l)}</p>`;
  for (const e of s.entries ?? []) {
    h += `<div class="entry"><p class="role">${esc(e.head[0]!)}</p>`;
    for (const m of e.head.slice(1)) h += `<p class="meta">${esc(m)}</p>`;
    h += `<ul>${e.bullets.map((b) => `<li>${t(b)}</li>`).join('')}</ul></div>`;
  }
  if (s.bullets) h += `<ul>${s.bullets.map((b) => `<li>${t(b)}</li>`).join('')}</ul>`;
  return `${h}</section>`;
}

function page(o: HtmlOptions, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css(o)}</style></head><body>${body}</body></html>`;
}

function oneColumnHtml(p: Person, o: HtmlOptions, contactOnOneLine: boolean): string {
  const contact = contactOnOneLine ? `<p>${p.contact.map(esc).join(' | ')}</p>` : contactHtml(p, o);
  return page(
    o,
    `<h1>${esc(p.name)}</h1><p class="title">${esc(p.title)}</p>${contact}${[...p.main, ...p.sidebar]
      .map((s) => sectionHtml(s, o))
      .join('')}`,
  );
}

function twoColumnHtml(p: Person, o: HtmlOptions, side: 'left' | 'right'): string {
  const aside = `<aside>${contactHtml(p, o)}${p.sidebar.map((s) => sectionHtml(s, o)).join('')}</aside>`;
  const main = `<main>${p.main.map((s) => sectionHtml(s, o)).join('')}</main>`;
  const cols = side === 'left' ? '34% 1fr' : '1fr 34%';
  return page(
    o,
    `<header><h1>${esc(p.name)}</h1><p class="title">${esc(p.title)}</p></header>
     <div class="cols" style="grid-template-columns:${cols}">${side === 'left' ? aside + main : main + aside}</div>`,
  );
}

function oneColumnExpected(p: Person, contactOnOneLine: boolean): string[] {
  return [
    p.name,
    p.title,
    ...(contactOnOneLine ? [p.contact.join(' | ')] : p.contact),
    '',
    ...sectionsText([...p.main, ...p.sidebar]),
  ];
}

function twoColumnExpected(p: Person, side: 'left' | 'right'): string[] {
  const sidebar = [...p.contact, '', ...sectionsText(p.sidebar)];
  const main = sectionsText(p.main);
  return [p.name, p.title, '', ...(side === 'left' ? [...sidebar, '', ...main] : [...main, '', ...sidebar])];
}

const FONTS = ['Liberation Sans', 'DejaVu Sans', 'Liberation Serif'];
const ACCENTS = ['#1f4e79', '#7a2e39', '#2e6b4f'];

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const tab = await browser.newPage();
  async function print(html: string, header?: string, footer?: string): Promise<Uint8Array> {
    await tab.setContent(html, { waitUntil: 'load' });
    const withHeaders = header !== undefined || footer !== undefined;
    return tab.pdf({
      format: 'Letter',
      preferCSSPageSize: true,
      printBackground: true,
      displayHeaderFooter: withHeaders,
      headerTemplate: header ?? '<span></span>',
      footerTemplate: footer ?? '<span></span>',
    });
  }
  const opts = (i: number, more: Partial<HtmlOptions> = {}): HtmlOptions => ({
    bullets: (['disc', 'bullet-glyph', 'square-glyph', 'dash-glyph'] as const)[i % 4]!,
    font: FONTS[i % 3]!,
    size: 10,
    accent: ACCENTS[i % 3]!,
    ...more,
  });
  const meta = (layout: Layout, pages: number, columns: number, notes: string, extra: Partial<Meta> = {}): Meta => ({
    layout,
    generator: 'chromium-print',
    pages,
    columns,
    headerFooterLines: [],
    sidebarLines: [],
    notes,
    ...extra,
  });

  // One column: contact on one line or one per line; bullets drawn as shapes or glyphs.
  for (const [n, i] of [0, 1, 2].entries()) {
    const p = PEOPLE[i]!;
    const oneLine = n !== 1;
    const o = opts(i);
    save(
      `one-column-${n + 1}`,
      'pdf',
      await print(oneColumnHtml(p, o, oneLine)),
      oneColumnExpected(p, oneLine),
      meta('one-column', 1, 1, `Chromium print, ${o.font}, bullets ${o.bullets}`),
    );
  }

  // Two columns, the sidebar (contact, skills, education) on the left or on the right.
  for (const side of ['left', 'right'] as const) {
    for (const [n, i] of (side === 'left' ? [0, 3, 4] : [1, 5, 2]).entries()) {
      const p = PEOPLE[i]!;
      const o = opts(i + n);
      save(
        `two-column-sidebar-${side}-${n + 1}`,
        'pdf',
        await print(twoColumnHtml(p, o, side)),
        twoColumnExpected(p, side),
        meta(`two-column-sidebar-${side}`, 1, 2, `Chromium print, grid template, ${o.font}, bullets ${o.bullets}`, {
          sidebarLines: sidebarLines(p, true),
        }),
      );
    }
  }

  // Two and three pages with a running header and "Page N of M" footer (Chromium's own).
  const runs: { id: string; person: number; size: number; pages: number; twoColumn: boolean }[] = [
    { id: 'multi-page-1', person: 0, size: 15, pages: 2, twoColumn: false },
    { id: 'multi-page-2', person: 3, size: 24, pages: 3, twoColumn: false },
    { id: 'multi-page-3', person: 0, size: 16, pages: 2, twoColumn: true },
  ];
  for (const r of runs) {
    const p = PEOPLE[r.person]!;
    const o = opts(r.person + 1, { size: r.size });
    const header = `${p.name} · ${p.title}`;
    const html = r.twoColumn ? twoColumnHtml(p, o, 'left') : oneColumnHtml(p, o, true);
    const bytes = await print(
      html,
      `<div style="font-size:9px;width:100%;text-align:center;color:#666">${esc(header)}</div>`,
      `<div style="font-size:9px;width:100%;text-align:right;margin-right:40px;color:#666">${esc(p.name)} · Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
    );
    const pageLines = Array.from({ length: r.pages }, (_, k) => `${p.name} · Page ${k + 1} of ${r.pages}`);
    save(
      r.id,
      'pdf',
      bytes,
      r.twoColumn ? twoColumnExpected(p, 'left') : oneColumnExpected(p, true),
      meta('multi-page-header-footer', r.pages, r.twoColumn ? 2 : 1, 'Chromium print with header and footer', {
        headerFooterLines: [header, ...pageLines],
        sidebarLines: r.twoColumn ? sidebarLines(p, true) : [],
      }),
    );
  }

  // Icons beside the contact lines: inline SVG, or symbol glyphs from the font.
  for (const [n, icons] of (['svg', 'unicode'] as const).entries()) {
    const p = PEOPLE[4 - n]!;
    const o = opts(n, { icons });
    const side = n === 0 ? 'left' : 'right';
    save(
      `icons-contact-${n + 1}`,
      'pdf',
      await print(twoColumnHtml(p, o, side)),
      twoColumnExpected(p, side),
      meta('icons-contact', 1, 2, `Contact lines with ${icons} icons, sidebar ${side}`, {
        sidebarLines: sidebarLines(p, true),
      }),
    );
  }

  // Justified text, long words hyphenated at line ends.
  for (const [n, i] of [5, 3].entries()) {
    const p = PEOPLE[i]!;
    const o = opts(n, { justify: true, softHyphens: true, font: 'Liberation Serif' });
    const html = n === 0 ? oneColumnHtml(p, o, true) : twoColumnHtml(p, o, 'left');
    save(
      `justified-${n + 1}`,
      'pdf',
      await print(html),
      n === 0 ? oneColumnExpected(p, true) : twoColumnExpected(p, 'left'),
      meta('justified', 1, n === 0 ? 1 : 2, 'Justified paragraphs and bullets with soft hyphens in long words', {
        sidebarLines: n === 0 ? [] : sidebarLines(p, true),
      }),
    );
  }
  await browser.close();

  await writePdfkitFiles();
  await writeDocxFiles();
}

export { sectionLines, sectionsText, sidebarLines, oneColumnExpected, twoColumnExpected };

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
