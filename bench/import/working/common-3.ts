// Shared helpers for the issue 41 held-out generators: saving a resume with its expected text and
// meta, and counting pages from the PDF's page objects (not reading its text).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Meta } from './generator-kit.js';

export const OUT = dirname(fileURLToPath(import.meta.url));

export type { Meta };

/** Expected text is written first; the resume bytes go next to it. */
export function writeExpected(id: string, lines: string[], meta: Meta): void {
  mkdirSync(OUT, { recursive: true });
  const text = lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  writeFileSync(join(OUT, `${id}.expected.txt`), `${text}\n`);
  writeFileSync(join(OUT, `${id}.meta.json`), `${JSON.stringify(meta, null, 2)}\n`);
}

export function writeMeta(id: string, meta: Meta): void {
  writeFileSync(join(OUT, `${id}.meta.json`), `${JSON.stringify(meta, null, 2)}\n`);
}

export function writeFile(id: string, ext: 'pdf' | 'docx', bytes: Uint8Array): void {
  writeFileSync(join(OUT, `${id}.${ext}`), bytes);
}

/** Page count from the PDF's page tree objects. */
export function pdfPages(bytes: Uint8Array): number {
  const s = Buffer.from(bytes).toString('latin1');
  return (s.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}
