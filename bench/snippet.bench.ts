// How long a search answer's snippet takes to cut from a huge description: plainSnippet on a
// 2 MB description against the same on a 2 KB one, in one run. It reads only the start of a
// description, so the ratio stays near 1 however long the posting is.
// Run: npm run bench:snippet (writes docs/benchmarks/<date>-snippet.md).
import { writeFileSync } from 'node:fs';
import { plainSnippet } from '@highpay/common/search/snippet';

const ROUNDS = Number(process.env.SNIPPET_ROUNDS ?? 200);
const paragraph = '<p>Build systems that scale. </p>';
const huge = `<div>${paragraph.repeat(70_000)}</div>`;
const small = `<div>${paragraph.repeat(64)}</div>`;

/** Median milliseconds of one call over ROUNDS calls, after a warm-up. */
function median(html: string): number {
  for (let i = 0; i < 20; i++) plainSnippet(html);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    plainSnippet(html);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

// A cold call too: the first read of a description the process has never seen.
const coldStarted = performance.now();
plainSnippet(`<div>${'<p>Cold start paragraph. </p>'.repeat(70_000)}</div>`);
const cold = performance.now() - coldStarted;
const hugeMs = median(huge);
const smallMs = median(small);
const ratio = hugeMs / smallMs;
const date = new Date().toISOString().slice(0, 10);
const report = `# Snippet of a huge description — ${date}

\`npm run bench:snippet\`: plainSnippet's median over ${ROUNDS} calls, Node ${process.version}.

| description | median ms |
|---|---|
| ${(small.length / 1024).toFixed(0)} KB | ${smallMs.toFixed(3)} |
| ${(huge.length / 1024 / 1024).toFixed(1)} MB | ${hugeMs.toFixed(3)} |
| ${(huge.length / 1024 / 1024).toFixed(1)} MB, first call (cold) | ${cold.toFixed(3)} |

2 MB / 2 KB: **${ratio.toFixed(2)}x** (a snippet reads the start of a description only).
`;
console.log(report);
writeFileSync(new URL(`../docs/benchmarks/${date}-snippet.md`, import.meta.url), report);
