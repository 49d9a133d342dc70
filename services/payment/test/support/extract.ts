// Reads text back out of the files we hand to customers, as a recruiter's tools would:
// pdfjs-dist for the PDF (positions included), mammoth for the DOCX.
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
  text: string;
}

export async function extractPdf(
  content: Uint8Array,
): Promise<{ pages: PdfPageText[]; text: string; info: Record<string, unknown> }> {
  const pdf = await getDocument({
    data: new Uint8Array(content),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: PdfPageText[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items: PdfTextItem[] = [];
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      items.push({
        str: item.str,
        x: item.transform[4] as number,
        y: item.transform[5] as number,
        width: item.width,
        height: item.height,
      });
      text += item.str + (item.hasEOL ? '\n' : '');
    }
    pages.push({ width: viewport.width, height: viewport.height, items, text });
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, text: pages.map((p) => p.text).join('\n'), info: info as Record<string, unknown> };
}

export async function extractDocx(content: Uint8Array): Promise<{ text: string; html: string }> {
  const buffer = Buffer.from(content);
  const [{ value: text }, { value: html }] = await Promise.all([
    mammoth.extractRawText({ buffer }),
    mammoth.convertToHtml({ buffer }),
  ]);
  return { text, html };
}
