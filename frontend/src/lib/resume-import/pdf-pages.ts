// pdf.js text content as plain, cloneable data: each glyph run with its position, size and
// font, so the layout can be rebuilt anywhere (a Web Worker in the browser, Node in the bench).
import type { PdfPage, PdfRun } from './pdf-layout.js';

/** The part of a pdf.js document this module reads. */
export interface PdfSource {
  numPages: number;
  getPage(n: number): Promise<{
    getViewport(o: { scale: number }): { width: number; height: number };
    getTextContent(): Promise<{ items: unknown[] }>;
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
    pages.push({ width, height, runs });
  }
  return pages;
}
