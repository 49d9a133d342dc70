// How long the ingest parsers take on hostile text: long runs of separators, spaces and
// nested blocks, at full size and at a tenth of it, in one run. A linear read takes about
// 10x as long on the full size; a regex that backtracks takes 100x or more.
// Run: npm run bench:hostile-text (writes docs/benchmarks/<date>-hostile-text.md).
import { writeFileSync } from 'node:fs';
import { sanitizeDescription } from '../services/ingest/src/normalize/description-sanitizer.js';
import { parseLocation } from '../services/ingest/src/normalize/location.parser.js';
import { parsePay } from '../services/ingest/src/normalize/pay.parser.js';
import { parseEligibilityText } from '../services/ingest/src/normalize/remote-eligibility.parser.js';

const ROUNDS = Number(process.env.HOSTILE_ROUNDS ?? 5);

/** Each case reads text built at `n` times its unit; the tests read the same text at n = 1. */
const CASES: Array<{ name: string; read: (n: number) => unknown }> = [
  {
    name: 'description: nested div paragraphs (20,000)',
    read: (n) => sanitizeDescription(`<div>${'<div>Line</div>'.repeat(20_000 * n)}</div>`),
  },
  {
    name: 'location: runs of spaces and dashes (100,000)',
    read: (n) => parseLocation(`Austin${' -'.repeat(50_000 * n)}x`, { city: `Austin${' '.repeat(100_000 * n)}x` }),
  },
  {
    name: 'pay: runs of separators and symbols (~300,000)',
    read: (n) => parsePay(`${'1,'.repeat(50_000 * n)}x ${'$ '.repeat(50_000 * n)}${'12 000 '.repeat(20_000 * n)}€ ~`),
  },
  {
    name: 'eligibility: runs of spaces and words (~250,000)',
    read: (n) =>
      parseEligibilityText(
        `UTC${' '.repeat(50_000 * n)}x, ${'ab '.repeat(50_000 * n)}within${' '.repeat(50_000 * n)}x, Austin, TX`,
      ),
  },
];

/** Median milliseconds of one read at size n over ROUNDS reads, after one warm-up. */
function median(read: (n: number) => unknown, n: number): number {
  read(n);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    read(n);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const rows = CASES.map(({ name, read }) => {
  const tenth = median(read, 0.1);
  const full = median(read, 1);
  return `| ${name} | ${tenth.toFixed(2)} | ${full.toFixed(2)} | ${(full / tenth).toFixed(1)}x |`;
});
const date = new Date().toISOString().slice(0, 10);
const report = `# Ingest parsers on hostile text — ${date}

\`npm run bench:hostile-text\`: each parser's median over ${ROUNDS} reads, Node ${process.version}.
The full size is what the parser tests read; a linear read takes about 10x the tenth.

| text (full size, characters) | a tenth, ms | full, ms | full / tenth |
|---|---|---|---|
${rows.join('\n')}
`;
console.log(report);
writeFileSync(new URL(`../docs/benchmarks/${date}-hostile-text.md`, import.meta.url), report);
