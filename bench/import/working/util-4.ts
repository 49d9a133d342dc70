import { writeFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export const OUT = new URL('.', import.meta.url).pathname;

export function writeExpected(id: string, text: string): void {
  writeFileSync(`${OUT}${id}.expected.txt`, text);
}

export async function pdfPages(path: string): Promise<number> {
  const { readFileSync } = await import('node:fs');
  const doc = await getDocument({ data: new Uint8Array(readFileSync(path)), useSystemFonts: false }).promise;
  const n = doc.numPages;
  await doc.destroy();
  return n;
}

export function writeMeta(id: string, meta: Record<string, unknown>): void {
  writeFileSync(`${OUT}${id}.meta.json`, JSON.stringify(meta, null, 2) + '\n');
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
