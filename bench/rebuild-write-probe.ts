// `npx tsx bench/rebuild-write-probe.ts <engine URL>`: while something else loads the node (a
// rebuild, say), writes one document a second into a small index of its own, versioned as the
// index consumer writes jobs, then refreshes it, and prints how long each write and refresh
// took. A rebuild's bulks hold the node's write threads; a job written meanwhile waits in the
// write queue behind them. BENCH_PROBE_WRITES (20) writes; BENCH_PROBE_INDEX names its index (write_probe_<ms>). Prints figures; not a test.
const engine = process.argv[2] ?? 'http://127.0.0.1:9200';
const WRITES = Number(process.env.BENCH_PROBE_WRITES ?? 20);
const index = `${process.env.BENCH_PROBE_INDEX ?? 'write_probe'}_${Date.now()}`;
const JSON_HEADERS = { 'content-type': 'application/json' };

await fetch(`${engine}/${index}`, {
  method: 'PUT',
  headers: JSON_HEADERS,
  body: JSON.stringify({ settings: { number_of_replicas: 0, refresh_interval: '1s' } }),
});
const writes: number[] = [];
const refreshes: number[] = [];
try {
  for (let i = 0; i < WRITES; i++) {
    const started = performance.now();
    await fetch(`${engine}/${index}/_doc/${i}?version=${Date.now()}&version_type=external_gte`, {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ title: `probe ${i}` }),
    });
    const written = performance.now();
    await fetch(`${engine}/${index}/_refresh`, { method: 'POST' });
    const refreshed = performance.now();
    writes.push(written - started);
    refreshes.push(refreshed - written);
    console.log(`write ${(written - started).toFixed(0)} ms, refresh ${(refreshed - written).toFixed(0)} ms`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (refreshed - started))));
  }
} finally {
  await fetch(`${engine}/${index}`, { method: 'DELETE' });
}
const at = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!.toFixed(0);
console.log(
  `${writes.length} writes: write p50 ${at(writes, 50)} ms, p99 ${at(writes, 99)} ms; ` +
    `refresh p50 ${at(refreshes, 50)} ms, p99 ${at(refreshes, 99)} ms`,
);
