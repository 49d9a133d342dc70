import { readFileSync, readdirSync } from 'node:fs';
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
for (const f of readdirSync('.').filter((f) => /^k\d+\.meta\.json$/.test(f)).sort()) {
  const id = f.slice(0, -10); const m = JSON.parse(readFileSync(f, 'utf8'));
  let pages = '-';
  try { const d = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(`${id}.pdf`)) }).promise; pages = String(d.numPages); } catch { }
  console.log(id, m.layout, m.generator, 'meta', m.pages, 'pdf', pages, readFileSync(`${id}.expected.txt`, 'utf8').split('\n').length);
}
