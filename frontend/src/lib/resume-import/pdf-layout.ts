// Rebuilds a resume's text from the positions and fonts of a PDF's glyph runs: lines by
// baseline, columns by the gaps that run down the page, running headers and footers dropped,
// wrapped lines and bullets joined. Pure: runs in a Web Worker and in Node alike.
import { findColumns, splitAtGaps, type Row } from './pdf-columns.js';
import { CONTACT, paragraphsText, type Line } from './pdf-paragraphs.js';

export interface PdfRun {
  text: string;
  /** Left edge and baseline, in points from the page's top-left corner. */
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
  /** pdf.js's name for the font: a change of name is a change of weight, style or face. */
  font: string;
}

/** A small shape drawn on the page: its box, in points from the page's top-left corner. */
export interface PdfMark {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPage {
  width: number;
  height: number;
  runs: PdfRun[];
  /** Small shapes drawn on the page (a list's discs or squares); absent when not read. */
  marks?: PdfMark[];
}

export interface PdfLayout {
  text: string;
  /** Most columns found side by side on any page (1 for a plain page). */
  columns: number;
  pages: number;
}

const PRIVATE_USE = /[\uE000-\uF8FF]/gu;
/** Control characters: an icon glyph its font maps to no text (U+0000) reads as a blank. */
const CONTROL = /\p{Cc}/gu;
const ICON_ONLY = /^[\p{So}\p{Co}\s]+$/u;
/** Pictographs before a contact line (✉ ☎ ⌂); the bullet glyphs among them are kept. */
const LEADING_ICON = /^(?![▪■►▸◆➢➤✓✔○◦⦁→➔])[\p{So}\p{Co}]+\s*/u;
const BULLETS = new Set([
  '•',
  '▪',
  '◦',
  '‣',
  '–',
  '-',
  '*',
  '●',
  '■',
  '►',
  '▸',
  '◆',
  '➢',
  '➤',
  '✓',
  '✔',
  '○',
  '⦁',
  '⁃',
  '→',
  '➔',
  '›',
  '»',
]);
/** "Page 2 of 3" anywhere in a line; a bare "2", "- 2 -" or "Page 2" only in a margin. */
const PAGE_OF = /(^|\s)page\s*#+\s*(of|\/)\s*#+($|\s)|^#+\s+of\s+#+$/i;
const PAGE_NUMBER = /^(page\s*)?[-–\s]*#+([-–\s]*|\s*(of|\/)\s*#+)$/i;

/**
 * A word set with letter spacing ("C O N TA C T"): pdf.js puts a space between letters drawn apart, so
 * a run of one- and two-letter pieces, mostly single letters, is one word (a wider gap parts words).
 */
function closeLetterSpacing(text: string): string {
  if (!/(^|\s)\p{L}{1,2} \p{L}{1,2} \p{L}{1,2} \p{L}{1,2}($|\s)/u.test(text)) return text;
  return text
    .split(/\s{2,}/)
    .map((word) => {
      const pieces = word.trim().split(' ');
      const single = pieces.filter((p) => /^\p{L}$/u.test(p)).length;
      const letters = pieces.every((p) => /^\p{L}{1,2}$/u.test(p));
      return letters && pieces.length >= 4 && single >= 0.75 * pieces.length ? pieces.join('') : word;
    })
    .join(' ');
}

/** Two or three letters set apart ("A N D"): too short to tell from initials unless set beside a spaced word. */
const SHORT_SPACED = /^\s*\p{L}( \p{L}){1,2}\s*$/u;

function cleanRuns(runs: PdfRun[]): PdfRun[] {
  const plain = runs.map((r) => r.text.normalize('NFKC').replace(PRIVATE_USE, '').replace(CONTROL, ' '));
  const texts = plain.map(closeLetterSpacing);
  const spaced = texts.map((t, i) => t !== plain[i]);
  // A short word of a letter-spaced heading drawn as its own run ("E Q U I P M E N T", "A N D"): one word
  // when a letter-spaced run in its font stands on its baseline within an em and a half.
  runs.forEach((r, i) => {
    if (!SHORT_SPACED.test(texts[i]!)) return;
    const beside = runs.some(
      (o, j) =>
        spaced[j] &&
        o.font === r.font &&
        Math.abs(o.y - r.y) <= 0.4 * r.size &&
        Math.max(o.x - (r.x + r.width), r.x - (o.x + o.width)) <= 1.5 * r.size,
    );
    if (beside) texts[i] = texts[i]!.replace(/(\p{L}) (?=\p{L})/gu, '$1');
  });
  return runs
    .map((r, i) => ({ ...r, text: texts[i]! }))
    .filter((r) => r.text.trim() !== '' && (BULLETS.has(r.text.trim()) || !ICON_ONLY.test(r.text)));
}

/** Runs on one baseline, left to right. */
function toRows(runs: PdfRun[]): Row[] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const r of sorted) {
    const last = rows[rows.length - 1];
    if (last && Math.abs(r.y - last.y) <= 0.4 * Math.min(r.size, last.runs[0]!.size)) last.runs.push(r);
    else rows.push({ y: r.y, runs: [r] });
  }
  for (const row of rows) row.runs.sort((a, b) => a.x - b.x);
  return rows;
}

const rowText = (row: Row) => row.runs.map((r) => r.text.trim()).join(' ');
const marginKey = (row: Row) => rowText(row).toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/**
 * A running header printed on the pages after the first only (so on one page of a two-page file): the
 * top row of a later page, in its margin, set apart from the text under it, and set smaller than the
 * body or holding the name page 1 opens with in its largest type.
 */
function laterPageHeader(p: PdfPage, rows: Row[], row: Row, body: number, name: string): boolean {
  if (row !== rows[0] || row.y >= p.height * 0.1) return false;
  const next = rows[1];
  const size = Math.max(...row.runs.map((r) => r.size));
  if (next && next.y - row.y < 2 * Math.max(size, next.runs[0]!.size)) return false;
  return size < 0.9 * body || (name.length >= 4 && rowText(row).toLowerCase().includes(name));
}

/**
 * A running footer, though the file has one page: the last row of a page, in its bottom margin, set apart
 * from the text above it, and set smaller than the body or holding the name page 1 opens with.
 */
function pageFooter(p: PdfPage, rows: Row[], row: Row, body: number, name: string): boolean {
  if (row !== rows[rows.length - 1] || row.y <= p.height * 0.9) return false;
  const above = rows[rows.length - 2];
  const size = Math.max(...row.runs.map((r) => r.size));
  if (above && row.y - above.y < 2 * Math.max(size, above.runs[0]!.size)) return false;
  return size < 0.9 * body || (name.length >= 4 && rowText(row).toLowerCase().includes(name));
}

/** Drops page numbers, and lines in the top or bottom margin that repeat on other pages. */
function dropRunningLines(pages: { page: PdfPage; rows: Row[] }[], body: number): Row[][] {
  const inMargin = (p: PdfPage, row: Row) => row.y < p.height * 0.1 || row.y > p.height * 0.9;
  const seen = new Map<string, number>();
  for (const { page, rows } of pages) {
    for (const key of new Set(rows.filter((r) => inMargin(page, r)).map(marginKey))) {
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  const first = pages[0]?.page.runs ?? [];
  const largest = first.reduce<PdfRun | undefined>((a, r) => (!a || r.size > a.size ? r : a), undefined);
  const name = largest?.text.trim().toLowerCase() ?? '';
  return pages.map(({ page, rows }, n) =>
    rows.filter((row) => {
      const key = marginKey(row);
      if (PAGE_OF.test(key)) return false;
      if (!inMargin(page, row)) return true;
      if (n > 0 && laterPageHeader(page, rows, row, body, name)) return false;
      if (pageFooter(page, rows, row, body, name)) return false;
      return !PAGE_NUMBER.test(key) && !(pages.length > 1 && (seen.get(key) ?? 0) > 1);
    }),
  );
}

const SEPARATOR_ONLY = /^[\s·•|,;–—-]*$/;

/**
 * A row of contact items set apart by wide gaps ("jane@x.com    (512) 555-0147    Austin, TX"), one row
 * per item: a gap over 0.7 em (a word gap is about 0.3 em, 0.6 in monospace), with an email, a web address
 * or a phone number among the pieces.
 */
function splitContactRow(row: Row): Row[] {
  const groups = splitAtGaps(row.runs, 0.7);
  const text = (g: PdfRun[]) =>
    g
      .map((r) => r.text.trim())
      .join(' ')
      .replace(LEADING_ICON, '');
  if (groups.length < 2 || !groups.some((g) => CONTACT.test(text(g)))) return [row];
  return groups.filter((g, i) => i === 0 || !SEPARATOR_ONLY.test(text(g))).map((runs) => ({ y: row.y, runs }));
}

/** A region's rows as lines: runs joined with a space where the gap is a word gap. */
function toLines(rows: Row[]): Line[] {
  return rows.flatMap(splitContactRow).map((row) => {
    const abuts = (a: PdfRun, b: PdfRun) => Math.abs(b.x - (a.x + a.width)) < 0.05 * b.size && a.font === b.font;
    // A producer that cuts words into runs at their hyphenation points ("sup|por|ting") may start a run cut
    // at a soft hyphen with a space (" cial" after "commer"): in such a row that space is not a word gap.
    const cutsWords = row.runs.some(
      (r, i) => i > 0 && abuts(row.runs[i - 1]!, r) && /\p{L}$/u.test(row.runs[i - 1]!.text) && /^\p{L}/u.test(r.text),
    );
    let text = '';
    let end = -Infinity;
    row.runs.forEach((r, i) => {
      const gap = r.x - end;
      const prev = row.runs[i - 1];
      if (cutsWords && prev && abuts(prev, r) && /\p{L}$/u.test(text) && /^ \p{Ll}/u.test(r.text)) {
        text += r.text.slice(1);
      } else {
        if (text && gap > 0.15 * r.size && !text.endsWith(' ') && !r.text.startsWith(' ')) text += ' ';
        text += r.text;
      }
      end = Math.max(end, r.x + r.width);
    });
    const first = row.runs[0]!;
    const last = row.runs[row.runs.length - 1]!;
    const sizes = row.runs.map((r) => r.size);
    // Rows are grouped across columns with some slack: the line's own baseline is its longest run's.
    const main = row.runs.reduce((a, b) => (b.text.length > a.text.length ? b : a));
    return {
      text: text.replace(/\s+/g, ' ').trim().replace(LEADING_ICON, ''),
      x0: first.x,
      x1: Math.max(...row.runs.map((r) => r.x + r.width)),
      y: main.y,
      size: Math.max(...sizes),
      firstFont: first.font,
      lastFont: last.font,
      runs: row.runs,
    };
  });
}

/** Two blocks of lines share a column: each spans most of the other's width. */
function sameColumn(a: Line[], b: Line[]): boolean {
  const span = (ls: Line[]) => [Math.min(...ls.map((l) => l.x0)), Math.max(...ls.map((l) => l.x1))] as const;
  const [a0, a1] = span(a);
  const [b0, b1] = span(b);
  return Math.min(a1, b1) - Math.max(a0, b0) >= 0.6 * Math.min(a1 - a0, b1 - b0);
}

/** The font size most of the text is set in. */
function bodySize(pages: PdfPage[]): number {
  const weight = new Map<number, number>();
  for (const p of pages)
    for (const r of p.runs) {
      const s = Math.round(r.size * 2) / 2;
      weight.set(s, (weight.get(s) ?? 0) + r.text.length);
    }
  return [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/**
 * A list's bullets drawn as shapes, as bullet glyphs: a mark in the x-height of the line that starts up to
 * 2 ems to its right, with no text just before it on that line (a dot between two words is a separator).
 * A mark up to 0.45 em wide is a bullet; one up to 0.7 em (pdfkit's list draws 0.6 em discs) only when
 * another of its size stands at its left edge too, as a list's do: a lone one is an icon's. Runs are looked
 * up by baseline, so the work is a page's runs, sorted.
 */
function markBullets(runs: PdfRun[], marks: PdfMark[]): PdfRun[] {
  if (marks.length === 0) return runs;
  const byY = [...runs].sort((a, b) => a.y - b.y);
  const found: { m: PdfMark; line: PdfRun; large: boolean }[] = [];
  for (const m of marks) {
    const middle = m.y + m.height / 2;
    // The first run whose baseline is at or below the mark's middle.
    let lo = 0;
    for (let hi = byY.length; lo < hi;) {
      const mid = (lo + hi) >> 1;
      if (byY[mid]!.y < middle) lo = mid + 1;
      else hi = mid;
    }
    let after: PdfRun | undefined;
    let before = false;
    for (let i = lo; i < byY.length && byY[i]!.y - middle <= 0.8 * byY[i]!.size; i++) {
      const r = byY[i]!;
      if (middle < r.y - 0.75 * r.size || middle > r.y - 0.05 * r.size || m.width > 0.7 * r.size) continue;
      const gap = r.x - (m.x + m.width);
      if (gap >= 0 && gap <= 2 * r.size && (!after || r.x < after.x)) after = r;
      const end = r.x + r.width;
      if (end <= m.x + 0.1 * r.size && end >= m.x - r.size) before = true;
    }
    if (after && !before) found.push({ m, line: after, large: m.width > 0.45 * after.size });
  }
  const key = (m: PdfMark) => `${Math.round(m.x)}:${Math.round(m.width * 2)}`;
  const large = new Map<string, number>();
  for (const f of found) if (f.large) large.set(key(f.m), (large.get(key(f.m)) ?? 0) + 1);
  const bullets = found
    .filter((f) => !f.large || (large.get(key(f.m)) ?? 0) >= 2)
    .map(({ m, line }) => ({ ...line, text: '•', x: m.x, width: m.width }));
  return bullets.length > 0 ? [...runs, ...bullets] : runs;
}

export function layoutPdf(pages: PdfPage[]): PdfLayout {
  const cleaned = pages.map((p) => ({ ...p, runs: cleanRuns(markBullets(p.runs, p.marks ?? [])) }));
  const body = bodySize(cleaned);
  const kept = dropRunningLines(
    cleaned.map((page) => ({ page, rows: toRows(page.runs) })),
    body,
  );
  let columns = 1;
  const vocabulary = new Set(
    cleaned.flatMap((p) => p.runs.flatMap((r) => r.text.toLowerCase().match(/[\p{L}-]+/gu) ?? [])),
  );
  // Column blocks in reading order; `page` starts a new page's text (joined with a line break).
  const blocks: { lines: Line[]; page: boolean; right?: number }[] = [];
  let top = 0;
  kept.forEach((rows, n) => {
    const regions = findColumns(rows);
    columns = Math.max(columns, ...regions.map((r) => r.columns));
    regions.forEach((region, i) => {
      // Lines on one scale down the whole file, so a page's lines follow the last page's.
      const lines = toLines(region.rows).map((l) => ({ ...l, y: l.y + top }));
      const last = blocks[blocks.length - 1];
      // The column a page opens with goes on from the one the page before closed with: a list running over
      // the break keeps its bullets.
      if (i === 0 && last && lines.length > 0 && sameColumn(lines, last.lines)) {
        last.lines.push({ ...lines[0]!, pageTop: true }, ...lines.slice(1));
      } else blocks.push({ lines, page: i === 0, right: region.right });
    });
    top += cleaned[n]!.height;
  });
  // A blank line between column blocks, as between sections.
  const text = blocks
    .map((b) => ({ ...b, text: paragraphsText(b.lines, { body, vocabulary, right: b.right }) }))
    .filter((b) => b.text)
    .map((b, i) => (i === 0 ? '' : b.page ? '\n' : '\n\n') + b.text)
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, columns, pages: pages.length };
}
