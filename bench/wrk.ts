// wrk (C, Debian's package) as a load generator: it costs a few µs a request, where a Node
// client on the same two cores costs about as much CPU as the service it measures.
// Installs it with apt-get when missing; answers undefined when it cannot.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface WrkResult {
  /** Requests wrk completed. */
  requests: number;
  /** How many of `list` it sent (it starts over from the first when it runs out). */
  sent: number;
  non200: number;
  /** Connect, read and write errors, and requests wrk gave up on (its timeout). */
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  seconds: number;
}

export function haveWrk(): boolean {
  if (spawnSync('wrk', ['--version']).error === undefined) return true;
  console.log('  (installing wrk with apt-get for the wrk measurement)');
  spawnSync('apt-get', ['install', '-y', '-q', 'wrk'], { stdio: 'ignore' });
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** POSTs each request of `list` in turn on `connections` connections for `seconds`; latencies in ms. */
export function wrkPosts(options: {
  url: string;
  connections: number;
  seconds: number;
  list: Array<{ headers: Record<string, string>; body: string }>;
  /** How long wrk waits for an answer before it counts a timeout (its own default is 2 s). */
  timeoutSeconds?: number;
}): WrkResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  try {
    // One request a line: JSON-free, so the Lua side needs no parser. Tabs and newlines
    // cannot occur in the header values or the compact JSON bodies we send.
    // Formatted when the script loads, before wrk fills in its own Host header and path.
    const url = new URL(options.url);
    const lines = options.list.map((r) =>
      [...Object.entries({ Host: url.host, ...r.headers }).map(([k, v]) => `${k}: ${v}`), r.body].join('\t'),
    );
    writeFileSync(path.join(dir, 'requests.txt'), `${lines.join('\n')}\n`);
    const script = `
local list = {}
for line in io.lines(${JSON.stringify(path.join(dir, 'requests.txt'))}) do
  local fields = {}
  for field in (line .. "\\t"):gmatch("([^\\t]*)\\t") do fields[#fields + 1] = field end
  local headers = {}
  for h = 1, #fields - 1 do
    local name, value = fields[h]:match("^([^:]+): (.*)$")
    headers[name] = value
  end
  list[#list + 1] = wrk.format("POST", ${JSON.stringify(new URL(options.url).pathname)}, headers, fields[#fields])
end
sent = 0
bad = 0
local threads = {}
function setup(thread) threads[#threads + 1] = thread end
function request()
  sent = sent + 1
  return list[((sent - 1) % #list) + 1]
end
function response(status) if status ~= 200 then bad = bad + 1 end end
function done(summary, latency)
  local s, b = 0, 0
  for _, t in ipairs(threads) do s = s + t:get("sent"); b = b + t:get("bad") end
  local e = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format("WRK %d %d %d %d %.3f %.3f %.3f %.3f %.3f\\n", summary.requests, s, b, e,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000, summary.duration / 1e6))
end
`;
    writeFileSync(path.join(dir, 'script.lua'), script);
    const run = spawnSync('wrk', ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, `--timeout`, `${options.timeoutSeconds ?? 2}s`, '-s', path.join(dir, 'script.lua'), options.url], {
      encoding: 'utf8',
    });
    const line = run.stdout.split('\n').find((l) => l.startsWith('WRK '));
    if (!line) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
    const [requests, sent, non200, errors, p50, p90, p99, max, seconds] = line.split(' ').slice(1).map(Number) as number[];
    return { requests: requests!, sent: sent!, non200: non200!, errors: errors!, p50: p50!, p90: p90!, p99: p99!, max: max!, seconds: seconds! };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
