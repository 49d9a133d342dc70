// `npm run bench:search-first-time`: 748 searches (34 texts, exclusions and typos among them,
// × 11 categories × with and without a remote work setting and a salary floor), each once,
// one client, on a search service of its own, so every one is a first time. Prints the
// spread and the slowest. Needs the 1M-job database that `npm run bench:search` seeds.
import { freePort, fmt, startProcess, stopAll, waitForOk } from './support.js';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/highpay_bench';
const texts = [
  'engineer',
  'manager',
  'developer',
  'nurse',
  'sales',
  'analyst',
  'designer',
  'remote',
  'senior',
  'marketing',
  'senior engineer',
  'kafka engineer',
  'react developer',
  'product manager',
  'data analyst',
  'registered nurse',
  'account executive',
  'python developer',
  'staff engineer',
  'financial analyst',
  'enginer',
  'mangaer',
  'nurze',
  'astronaut',
  'kafka',
  'lawyer',
  'teacher',
  'driver',
  'accountant',
  'recruiter',
  'devel',
  'de',
  '"data engineer"',
  'engineer -senior',
];
const categories = [
  '',
  'Technology',
  'Healthcare',
  'Marketing',
  'Finance',
  'Engineering',
  'Sales',
  'Customer Service',
  'Administrative',
  'Design',
  'Legal',
];
const bodies = texts.flatMap((query) =>
  categories.flatMap((category) =>
    [{}, { workSetting: 'remote', salaryMin: 150_000 }].map((extra) =>
      JSON.stringify({ query, location: '', category, jobTypes: [], page: 1, ...extra }),
    ),
  ),
);

const port = await freePort();
startProcess('search', [process.execPath, 'services/search/dist/main.js'], {
  DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: 'bench-search',
  SEARCH_PORT: String(port),
});
const url = `http://127.0.0.1:${port}/search`;
await waitForOk(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"zzzz"}' });
const times: Array<{ ms: number; body: string; total: number }> = [];
for (const body of bodies) {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const { totalResults } = (await res.json()) as { totalResults: number };
  times.push({ ms: performance.now() - started, body, total: totalResults });
}
await stopAll();
const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
const at = (p: number) => fmt(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);
console.log(
  `${sorted.length} first-time searches on the search service, one client: total ${(sorted.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s, p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, max ${at(1)}`,
);
console.log('slowest:');
for (const t of times.sort((a, b) => b.ms - a.ms).slice(0, 10))
  console.log(`  ${fmt(t.ms).padStart(9)}  ${String(t.total).padStart(5)} jobs  ${t.body}`);
process.exit(0);
