// Resume files for the browser tests to pick, made the same way each run.
import PDFDocument from 'pdfkit';

/** A US-letter PDF with one page for each list of lines. */
export function makePdf(...pages: string[][]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    pages.forEach((lines, n) => {
      if (n > 0) doc.addPage();
      for (const line of lines) doc.text(line);
    });
    doc.end();
  });
}
