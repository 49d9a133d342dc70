// Text of an uploaded resume, read in the browser (docs/product.md: Input rules): PDF pages joined with
// spaces (lines within a page kept), a .docx file's raw text. This module and the
// libraries it imports load only when a file is dropped.
import mammoth from 'mammoth';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

export async function extractResumeText(file: File): Promise<string> {
  const data = await file.arrayBuffer();
  if (file.type === 'application/pdf') return extractPdf(data);
  const { value } = await mammoth.extractRawText({ arrayBuffer: data });
  return value.trim();
}

async function extractPdf(data: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data) }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        text += item.hasEOL ? '\n' : item.str.endsWith(' ') ? '' : ' ';
      }
      pages.push(
        text
          .replace(/[ \t]+\n/g, '\n')
          .replace(/ {2,}/g, ' ')
          .trim(),
      );
    }
    return pages.join(' ').trim();
  } finally {
    await pdf.destroy();
  }
}
