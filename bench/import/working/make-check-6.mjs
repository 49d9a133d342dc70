// Sanity check only: page count and that text exists in each PDF; zip entries of each DOCX.
// Never used to produce expected text.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { OUT } from './make-common-6.mjs';

for (const f of readdirSync(OUT).filter((f) => /^q\d\d\.(pdf|docx)$/.test(f)).sort()) {
  const id = f.slice(0, 3);
  const meta = JSON.parse(readFileSync(join(OUT, `${id}.meta.json`), 'utf8'));
  if (f.endsWith('.pdf')) {
    const doc = await getDocument({ data: new Uint8Array(readFileSync(join(OUT, f))), verbosity: 0 }).promise;
    let chars = 0;
    for (let p = 1; p <= doc.numPages; p++) {
      const tc = await (await doc.getPage(p)).getTextContent();
      chars += tc.items.reduce((n, i) => n + (i.str ?? '').length, 0);
    }
    console.log(f, 'pages', doc.numPages, 'meta', meta.pages, doc.numPages === meta.pages ? 'OK' : 'MISMATCH', 'chars', chars);
  } else {
    const buf = readFileSync(join(OUT, f));
    console.log(f, 'bytes', buf.length, 'zip', buf.subarray(0, 2).toString() === 'PK' ? 'OK' : 'BAD', 'meta pages', meta.pages);
  }
}
