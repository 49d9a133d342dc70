// Shared helpers for the import-corpus generators: expected text and meta files.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OUT = dirname(fileURLToPath(import.meta.url));

// "~" marks an allowed hyphenation point in source text; a perfect reader mends it.
export const plain = (s) => s.replace(/~/g, '').replace(/\u00AD/g, '');

// sections: array of arrays of lines; sections are separated by one blank line.
export function writeExpected(id, sections) {
  const text = sections
    .filter((s) => s.length)
    .map((s) => s.map((l) => plain(l).replace(/\s+/g, ' ').trim()).join('\n'))
    .join('\n\n');
  writeFileSync(join(OUT, `${id}.expected.txt`), text + '\n');
}

export function writeMeta(id, meta) {
  const m = {
    layout: meta.layout,
    generator: meta.generator,
    pages: meta.pages,
    columns: meta.columns,
    headerFooterLines: meta.headerFooterLines ?? [],
    sidebarLines: (meta.sidebarLines ?? []).map(plain),
    notes: meta.notes ?? '',
  };
  writeFileSync(join(OUT, `${id}.meta.json`), JSON.stringify(m, null, 2) + '\n');
}
