// Import benchmark: reads every resume of the corpus with the stream-order reader (before)
// and the layout-aware import (after), and scores each against its expected text.
// npm run bench:import [-- --set working|unseen] [--reader before|after] [--show id]
// npm run bench:import -- --browser: the tab reading a 5 MB, 10-page PDF in Chromium (needs npm run build).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { add, EMPTY, score, type Meta, type Score } from './import/score.js';
import { after, before, type Kind, type Reader } from './import/readers.js';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'working' },
    reader: { type: 'string', default: 'both' },
    show: { type: 'string' },
    browser: { type: 'boolean', default: false },
  },
});
if (values.browser) {
  const { browserTiming } = await import('./import/browser-timing.js');
  await browserTiming();
  process.exit(0);
}
const dir = join(import.meta.dirname, 'import', values.set);
// The held-out set may be absent or empty until a new one is written: nothing to score then.
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => /\.(pdf|docx)$/.test(f))
      .sort()
  : [];
if (files.length === 0) {
  console.log(`Corpus: bench/import/${values.set} is empty: no resume files to score.`);
  process.exit(0);
}
const readers: [string, Reader][] = (
  [
    ['before', before],
    ['after', after],
  ] as [string, Reader][]
).filter(([name]) => values.reader === 'both' || values.reader === name);

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
const row = (label: string, n: number, s: Score) =>
  `| ${label} | ${n} | ${pct(s.bulletsWhole, s.bullets)} | ${pct(s.linesInSection, s.lines)} | ${s.mixedLines} | ${s.headerFooterLeft} | ${s.charsLost} (${pct(s.charsLost, s.chars)}) |`;

console.log(`Corpus: bench/import/${values.set}, ${files.length} files\n`);
for (const [name, read] of readers) {
  const byLayout = new Map<string, { n: number; s: Score }>();
  let total = EMPTY;
  const perFile: string[] = [];
  const started = performance.now();
  for (const f of files) {
    const id = f.replace(/\.(pdf|docx)$/, '');
    const kind = f.endsWith('.pdf') ? 'pdf' : ('docx' as Kind);
    const meta = JSON.parse(readFileSync(join(dir, `${id}.meta.json`), 'utf8')) as Meta;
    const expected = readFileSync(join(dir, `${id}.expected.txt`), 'utf8');
    const actual = await read(new Uint8Array(readFileSync(join(dir, f))), kind);
    if (values.show === id) console.log(`--- ${name} ${id}\n${actual}\n---`);
    const s = score(actual, expected, meta);
    total = add(total, s);
    const l = byLayout.get(meta.layout) ?? { n: 0, s: EMPTY };
    byLayout.set(meta.layout, { n: l.n + 1, s: add(l.s, s) });
    perFile.push(row(id, 1, s));
  }
  const ms = performance.now() - started;
  const head =
    '| layout | files | bullets whole | lines in right section | lines mixing columns | header/footer lines left | characters lost |\n|---|---|---|---|---|---|---|';
  console.log(`## ${name} (${ms.toFixed(0)} ms for ${files.length} files)\n\n${head}`);
  for (const [layout, l] of [...byLayout].sort()) console.log(row(layout, l.n, l.s));
  console.log(`${row('**all**', files.length, total)}\n`);
  if (process.env.IMPORT_BENCH_FILES) console.log(`${head}\n${perFile.join('\n')}\n`);
}
