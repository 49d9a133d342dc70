// pdf.js text content as plain, cloneable data: each glyph run with its position, size and
// font, and the small shapes drawn beside them (a list's discs), so the layout can be rebuilt
// anywhere (a Web Worker in the browser, Node in the bench).
import type { PdfMark, PdfPage, PdfRun } from './pdf-layout.js';

/** The part of a pdf.js document this module reads. */
export interface PdfSource {
  numPages: number;
  getPage(n: number): Promise<{
    getViewport(o: { scale: number }): { width: number; height: number };
    getTextContent(): Promise<{ items: unknown[] }>;
    getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }>;
  }>;
}

interface PdfJsTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

const isTextItem = (i: unknown): i is PdfJsTextItem =>
  typeof i === 'object' && i !== null && 'str' in i && 'transform' in i;

/** pdf.js's operator numbers (its public OPS table) for the operators that draw or place a shape. */
const OPS = { save: 10, restore: 11, transform: 12, formBegin: 74, formEnd: 75, constructPath: 91 } as const;
/** The painting operators a path can end with: strokes and fills (not endPath, a clip's). */
const PAINTS = new Set([20, 21, 22, 23, 24, 25, 26, 27]);
/** A list marker is smaller than this, in points (a disc or square of a few points; an icon is larger). */
const MARK_MAX = 8;
/** A shape up to this size, in points, that holds a mark is an icon (a map pin's dot), not a list. */
const ICON_MAX = 16;

type Matrix = [number, number, number, number, number, number];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const isMatrix = (m: unknown): m is Matrix =>
  Array.isArray(m) && m.length === 6 && m.every((v) => typeof v === 'number');

/**
 * Small, near-square shapes painted on a page (a bullet drawn as a disc, a circle or a square), each
 * as its box from the page's top-left corner. One pass over the operators, keeping the current transform.
 */
export function drawnMarks(ops: { fnArray: number[]; argsArray: unknown[] }, height: number): PdfMark[] {
  const shapes: PdfMark[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && isMatrix(args)) ctm = times(args, ctm);
    else if (fn === OPS.formBegin) {
      stack.push(ctm);
      const m: unknown = Array.isArray(args) ? args[0] : undefined;
      if (isMatrix(m)) ctm = times(m, ctm);
    } else if (fn === OPS.formEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.constructPath && Array.isArray(args)) {
      const [paint, , box] = args as [unknown, unknown, unknown];
      if (typeof paint !== 'number' || !PAINTS.has(paint) || !box || typeof box !== 'object') return;
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = Array.from(box as ArrayLike<number>);
      const xs = [x0, x1].flatMap((x) => [x * ctm[0] + y0 * ctm[2] + ctm[4], x * ctm[0] + y1 * ctm[2] + ctm[4]]);
      const ys = [x0, x1].flatMap((x) => [x * ctm[1] + y0 * ctm[3] + ctm[5], x * ctm[1] + y1 * ctm[3] + ctm[5]]);
      const width = Math.max(...xs) - Math.min(...xs);
      const h = Math.max(...ys) - Math.min(...ys);
      if (width <= ICON_MAX && h <= ICON_MAX)
        shapes.push({ x: Math.min(...xs), y: height - Math.max(...ys), width, height: h });
    }
  });
  return listMarks(shapes);
}

const same = (a: PdfMark, b: PdfMark) =>
  Math.abs(a.x - b.x) < 0.1 && Math.abs(a.y - b.y) < 0.1 && Math.abs(a.width - b.width) < 0.1;
const holds = (a: PdfMark, b: PdfMark) =>
  !same(a, b) && a.x <= b.x && a.y <= b.y && a.x + a.width >= b.x + b.width && a.y + a.height >= b.y + b.height;

/**
 * The shapes that could be a list's markers: square (a disc, a circle, a square), under MARK_MAX, not
 * inside another small shape (an icon's parts), each once (a shape filled, then stroked). Shapes are
 * filed in cells ICON_MAX wide, so a mark is checked only against the shapes that start in its cell or
 * the three cells above and left of it.
 */
function listMarks(shapes: PdfMark[]): PdfMark[] {
  const cell = (x: number, y: number) => `${Math.floor(x / ICON_MAX)},${Math.floor(y / ICON_MAX)}`;
  const cells = new Map<string, { s: PdfMark; n: number }[]>();
  shapes.forEach((s, n) => {
    const key = cell(s.x, s.y);
    const list = cells.get(key);
    if (list) list.push({ s, n });
    else cells.set(key, [{ s, n }]);
  });
  const marks: PdfMark[] = [];
  shapes.forEach((m, n) => {
    if (m.width < 1 || m.width > MARK_MAX || Math.abs(m.width - m.height) > 0.2 * Math.max(m.width, m.height)) return;
    const near = [0, ICON_MAX].flatMap((dx) =>
      [0, ICON_MAX].flatMap((dy) => cells.get(cell(m.x - dx, m.y - dy)) ?? []),
    );
    if (near.some((o) => holds(o.s, m))) return;
    // A shape painted twice (filled, then stroked) is one mark: keep its first painting.
    if (near.some((o) => same(o.s, m) && o.n < n)) return;
    marks.push(m);
  });
  return marks;
}

export async function readPdfPages(pdf: PdfSource): Promise<PdfPage[]> {
  const pages: PdfPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const runs: PdfRun[] = [];
    for (const item of content.items) {
      if (!isTextItem(item) || !item.str.trim()) continue;
      const [, , c = 0, d = 1, e = 0, f = 0] = item.transform;
      const size = Math.hypot(c, d) || item.height;
      runs.push({ text: item.str, x: e, y: height - f, width: item.width, size, font: item.fontName });
    }
    const marks = drawnMarks(await page.getOperatorList(), height);
    pages.push({ width, height, runs, marks });
  }
  return pages;
}
