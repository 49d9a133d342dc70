// The two readers the import bench compares, run in Node: "before" is the stream-order
// reader the optimizer tab used until the layout-aware import; "after" is the tab's own
// import code (the same modules the browser worker runs).
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type Kind = 'pdf' | 'docx';
export type Reader = (bytes: Uint8Array, kind: Kind) => Promise<string>;

async function openPdf(bytes: Uint8Array) {
  return getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;
}

/** pdf.js items in stream order, pages joined with a space; a .docx file's raw text. */
export const before: Reader = async (bytes, kind) => {
  if (kind === 'docx') {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value.trim();
  }
  const pdf = await openPdf(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
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
};

export const after: Reader = async (bytes, kind) => {
  const { importDocx } = await import('../../frontend/src/lib/resume-import/docx-text.js');
  const { layoutPdf } = await import('../../frontend/src/lib/resume-import/pdf-layout.js');
  const { readPdfPages } = await import('../../frontend/src/lib/resume-import/pdf-pages.js');
  if (kind === 'docx') return (await importDocx(bytes)).text;
  const pdf = await openPdf(bytes);
  try {
    return layoutPdf(await readPdfPages(pdf)).text;
  } finally {
    await pdf.destroy();
  }
};
