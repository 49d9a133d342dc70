// Columns from the gaps that run down a page: an x no glyph run touches over many
// consecutive baselines, with text on both sides, splits those rows into a left and a right
// column, read one after the other. Rows above and below the band are read as they come.
import type { PdfRun } from './pdf-layout.js';

export interface Row {
  y: number;
  runs: PdfRun[];
}

export interface Region {
  rows: Row[];
  /** Columns side by side where this region was found (1 outside any band). */
  columns: number;
  /** The gutter a left column ends at: a run that overflows into it does not widen the column. */
  right?: number;
}

interface Gutter {
  x: number;
  from: number;
  to: number;
}

/** Half the narrowest gutter between columns, in points: wider than a word gap or a bullet's indent. */
const HALF_GAP = 6;
const WORDY = /\p{L}{2}/u;

function gutterAt(rows: Row[], x: number): Gutter | undefined {
  // Prefix counts: rows crossed at x, rows with words left of x, rows with words right of x.
  const crossed = [0];
  const left = [0];
  const right = [0];
  for (const row of rows) {
    const c = row.runs.some((r) => r.x < x + HALF_GAP && r.x + r.width > x - HALF_GAP);
    const l = row.runs.some((r) => r.x + r.width <= x && WORDY.test(r.text));
    const rt = row.runs.some((r) => r.x >= x && WORDY.test(r.text));
    crossed.push(crossed[crossed.length - 1]! + (c ? 1 : 0));
    left.push(left[left.length - 1]! + (l ? 1 : 0));
    right.push(right[right.length - 1]! + (rt ? 1 : 0));
  }
  let best: Gutter | undefined;
  const min = Math.max(5, rows.length * 0.3);
  // A band may hold a few crossed rows (an address that overflows its sidebar): one in eight.
  for (let from = 0; from < rows.length; from++) {
    for (let to = rows.length; to >= from + min; to--) {
      if (best && to - from <= best.to - best.from) break;
      const hits = crossed[to]! - crossed[from]!;
      if (hits > Math.floor((to - from) / 8)) continue;
      if (left[to]! - left[from]! >= 3 && right[to]! - right[from]! >= 3) {
        best = { x, from, to };
        break;
      }
    }
  }
  return best;
}

/** The widest-banded gutter, centred in the run of x positions that share its band. */
function findGutter(rows: Row[]): Gutter | undefined {
  const runs = rows.flatMap((r) => r.runs);
  if (runs.length === 0) return undefined;
  const lo = Math.min(...runs.map((r) => r.x));
  const hi = Math.max(...runs.map((r) => r.x + r.width));
  let best: { g: Gutter; xs: number[] } | undefined;
  for (let x = lo + 20; x < hi - 20; x += 2) {
    const g = gutterAt(rows, x);
    if (!g) continue;
    const size = g.to - g.from;
    const bestSize = best ? best.g.to - best.g.from : -1;
    if (best && size === bestSize && g.from === best.g.from && x - best.xs[best.xs.length - 1]! <= 2) {
      best.xs.push(x);
    } else if (size > bestSize) best = { g, xs: [x] };
  }
  if (!best) return undefined;
  return { ...best.g, x: (best.xs[0]! + best.xs[best.xs.length - 1]!) / 2 };
}

/**
 * A band's edge narrowed past rows that read across its gutter (no wider than a word gap there) before text
 * starts right of it, or after it ends: a contact row spanning a header band belongs above the columns.
 */
function trimEdges(rows: Row[], gutter: Gutter): Gutter {
  const spans = (row: Row) => {
    const left = row.runs.filter((r) => r.x < gutter.x);
    const right = row.runs.filter((r) => r.x >= gutter.x);
    if (left.length === 0 || right.length === 0) return false;
    const a = left.reduce((m, r) => (r.x + r.width > m.x + m.width ? r : m));
    const b = right.reduce((m, r) => (r.x < m.x ? r : m));
    // One line: the same baseline, a gap under an em (a sidebar's address overflowing into the gutter overlaps).
    const gap = b.x - (a.x + a.width);
    return Math.abs(a.y - b.y) < 0.1 * a.size && gap >= 0 && gap < Math.max(a.size, b.size);
  };
  const rightWords = (row: Row) => row.runs.some((r) => r.x >= gutter.x && WORDY.test(r.text));
  let { from, to } = gutter;
  for (let i = from; i < to; i++) {
    if (spans(rows[i]!)) from = i + 1;
    else if (rightWords(rows[i]!)) break;
  }
  for (let i = to - 1; i >= from; i--) {
    if (spans(rows[i]!)) to = i;
    else if (rightWords(rows[i]!)) break;
  }
  return { ...gutter, from, to };
}

/** The largest type on some rows. */
function largest(rows: Row[]): number {
  return Math.max(0, ...rows.flatMap((row) => row.runs.map((r) => r.size)));
}

/**
 * Where a band's header ends: the first gap between rows three times the band's usual step, with the band's
 * largest type (the name) above it. A header band (name left, contact right) is read side by side apart from
 * the columns under it, so the sidebar does not come before the contact lines.
 */
function headerEnd(band: Row[]): number {
  const gaps = band.slice(1).map((row, i) => row.y - band[i]!.y);
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
  const most = largest(band);
  for (let i = 0; i < gaps.length && i < band.length / 2; i++) {
    if (gaps[i]! < 3 * usual || gaps[i]! < 2.5 * largest([band[i + 1]!])) continue;
    return largest(band.slice(0, i + 1)) >= most ? i + 1 : 0;
  }
  return 0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * A narrow left column of labels (a timeline's dates, a skill's category) beside the table rows they head.
 * Each label block (its lines no further apart than a wrapped line, 1.5 em) opens on the baseline of a right
 * line that opens a row too (after a step wider than the right column's usual one, or after a heading), holds
 * at most two lines, and rows with text on the left only (headings) are no more than the labels. Read row by
 * row: the label block, then the right column's lines up to the next label or heading. A sidebar fails it: its
 * sections are longer, or open beside a line the main column wraps onto. Labels that end on a colon keep their
 * row whole. Undefined when the band is two columns.
 */
function labelRows(band: Row[], x: number): Row[] | undefined {
  const leftOf = (row: Row) => row.runs.filter((r) => r.x < x);
  const rightOf = (row: Row) => row.runs.filter((r) => r.x >= x);
  const rightWords = (row: Row) => rightOf(row).some((r) => WORDY.test(r.text));
  const crosses = (row: Row) => row.runs.some((r) => r.x < x && r.x + r.width > x);
  // Key-value rows ("Languages:" beside "Go, Python"): a label ending on a colon reads on one line with its value.
  const labelled = band.filter((row) => leftOf(row).length > 0 && rightWords(row));
  const leftText = (row: Row) =>
    leftOf(row)
      .map((r) => r.text)
      .join('')
      .trim();
  const leftOnlyRows = band.filter((row) => leftOf(row).length > 0 && rightOf(row).length === 0);
  if (
    labelled.length >= 2 &&
    labelled.every((row) => leftText(row).endsWith(':')) &&
    leftOnlyRows.length <= labelled.length
  )
    return band;
  const withRight = band.filter(rightWords);
  const step = median(withRight.slice(1).map((row, i) => row.y - withRight[i]!.y));
  // Blocks of left lines: a new block after a step over 1.5 em of the line above.
  const starts: number[] = [];
  let last: Row | undefined;
  band.forEach((row, i) => {
    const left = leftOf(row);
    // A row across the gutter (a summary over the whole width) ends a block and is read as it stands.
    if (crosses(row)) {
      starts.push(i);
      last = undefined;
      return;
    }
    if (left.length === 0) return;
    if (!last || row.y - last.y > 1.5 * Math.max(...leftOf(last).map((r) => r.size))) starts.push(i);
    last = row;
  });
  let labels = 0;
  let leftOnly = 0;
  for (const [k, i] of starts.entries()) {
    const end = starts[k + 1] ?? band.length;
    const lines = band.slice(i, end).filter((row) => leftOf(row).length > 0);
    if (crosses(band[i]!)) continue;
    if (!rightWords(band[i]!)) {
      leftOnly++;
      continue;
    }
    const above = band[i - 1];
    const opensRow = !above || !rightWords(above) || band[i]!.y - above.y > 1.1 * step;
    if (!opensRow || lines.length > 2) return undefined;
    labels++;
  }
  if (labels < 2 || leftOnly > labels) return undefined;
  const out: Row[] = band.slice(0, starts[0] ?? band.length);
  for (const [k, i] of starts.entries()) {
    const rows = band.slice(i, starts[k + 1] ?? band.length);
    if (crosses(rows[0]!)) {
      out.push(...rows);
      continue;
    }
    const left = rows.filter((row) => leftOf(row).length > 0).map((row) => ({ y: row.y, runs: leftOf(row) }));
    const right = rows.filter((row) => rightOf(row).length > 0).map((row) => ({ y: row.y, runs: rightOf(row) }));
    out.push(...left, ...right);
  }
  return out;
}

/** Runs of a row in left-to-right groups, a new group after a gap wider than `em` times the font size. */
export function splitAtGaps(runs: PdfRun[], em: number): PdfRun[][] {
  const groups: PdfRun[][] = [];
  let end = -Infinity;
  for (const r of runs) {
    if (groups.length === 0 || r.x - end > em * r.size) groups.push([]);
    groups[groups.length - 1]!.push(r);
    end = Math.max(end, r.x + r.width);
  }
  return groups;
}

/**
 * A grid of short cells (a skills table): the rows with text right of the gutter follow one another, each
 * with text left of it too, and the right cells stop well short of the band's right edge, where a main or
 * side column's lines would reach. Read row by row, one cell a line; undefined when the band is columns.
 */
function gridRows(band: Row[], x: number): Row[] | undefined {
  const words = (row: Row, keep: (r: PdfRun) => boolean) => row.runs.some((r) => keep(r) && WORDY.test(r.text));
  const paired = band.map((row) => words(row, (r) => r.x >= x));
  const first = paired.indexOf(true);
  const last = paired.lastIndexOf(true);
  if (first < 0 || last - first < 1) return undefined;
  const grid = band.slice(first, last + 1);
  if (!grid.every((row) => words(row, (r) => r.x >= x) && words(row, (r) => r.x + r.width <= x))) return undefined;
  const edge = Math.max(...band.flatMap((row) => row.runs.map((r) => r.x + r.width)));
  const cellsEnd = Math.max(...grid.flatMap((row) => row.runs.map((r) => r.x + r.width)));
  // A table of three cells or more a row (a header row over its rows) may reach the edge: no line of a column
  // breaks into three pieces at wide gaps on every row.
  const table = grid.length >= 3 && grid.every((row) => splitAtGaps(row.runs, 1.2).length >= 3);
  if (cellsEnd > edge - 0.25 * (edge - x) && !table) return undefined;
  return band.flatMap((row, i) => {
    if (i < first || i > last) return [row];
    return splitAtGaps(row.runs, 1.2).map((runs) => ({ y: row.y, runs }));
  });
}

export function findColumns(rows: Row[], depth = 0): Region[] {
  const found = depth < 3 ? findGutter(rows) : undefined;
  const gutter = found && trimEdges(rows, found);
  if (!gutter || gutter.to <= gutter.from) return rows.length > 0 ? [{ rows, columns: 1 }] : [];
  const band = rows.slice(gutter.from, gutter.to);
  const labels = labelRows(band, gutter.x) ?? gridRows(band, gutter.x);
  if (labels) {
    return [
      ...findColumns(rows.slice(0, gutter.from), depth + 1),
      { rows: labels, columns: 1 },
      ...findColumns(rows.slice(gutter.to), depth + 1),
    ];
  }
  const split = headerEnd(band);
  const sides = (part: Row[]) => {
    const side = (keep: (r: PdfRun) => boolean) =>
      part.map((row) => ({ y: row.y, runs: row.runs.filter(keep) })).filter((row) => row.runs.length > 0);
    const leftRows = side((r) => r.x < gutter.x);
    let rightRows = side((r) => r.x >= gutter.x);
    // A name heading the right column, the main one (wider than the left), in type half as large again as any left of it, with the lines under it
    // set larger than the left's too (a job title), heads the page: it is read before the sidebar.
    const sideSize = largest(leftRows);
    const xs = part.flatMap((row) => row.runs.flatMap((r) => [r.x, r.x + r.width]));
    const wider = Math.max(...xs) - gutter.x > gutter.x - Math.min(...xs);
    const named = wider && rightRows.length > 0 && largest(rightRows.slice(0, 1)) >= 1.5 * sideSize;
    const lead: Row[] = [];
    // The line set straight under the name (within one line of its type) is its title, whatever its size.
    const underName = (row: Row) => lead.length === 1 && row.y - lead[0]!.y <= 1.2 * largest(lead);
    while (named && lead.length < rightRows.length) {
      const row = rightRows[lead.length]!;
      if (largest([row]) <= sideSize + 0.3 && !underName(row)) break;
      lead.push(row);
    }
    rightRows = rightRows.slice(lead.length);
    const left = findColumns(leftRows, depth + 1).map((r) => ({
      ...r,
      right: Math.min(r.right ?? Infinity, gutter.x),
    }));
    const right = findColumns(rightRows, depth + 1);
    const count = (regions: Region[]) => Math.max(1, ...regions.map((r) => r.columns));
    const columns = count(left) + count(right);
    return [...findColumns(lead, depth + 1), ...left, ...right].map((r) => ({
      ...r,
      columns: Math.max(r.columns, columns),
    }));
  };
  return [
    ...findColumns(rows.slice(0, gutter.from), depth + 1),
    ...(split > 0 ? sides(band.slice(0, split)) : []),
    ...sides(band.slice(split)),
    ...findColumns(rows.slice(gutter.to), depth + 1),
  ];
}
