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
  /**
   * wrk's own percentiles above are corrected for coordinated omission: for an answer that
   * took many times the usual gap between a connection's requests, wrk adds the requests a
   * steady stream of users would have sent meanwhile (one 450 ms answer counts as ~90 when
   * the usual gap is 5 ms). These are the requests as sent, each counted once: timed from a
   * stamp in the request id the service echoes (x-request-id), where it does.
   */
  asSent?: { p50: number; p99: number; max: number; requests: number; slowest: Array<{ ms: number; index: number }> };
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
  /**
   * false: no send-time stamp and no response hook, so no `asSent` figures. With the hook,
   * wrk hands every answer's headers to Lua, which takes CPU from the services under test on
   * a small machine. Non-2xx are then wrk's own count of statuses ≥ 400.
   */
  stamp?: boolean;
}): WrkResult {
  const stamp = options.stamp ?? true;
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
local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clk_id, bench_timespec *tp);
]]
local clock = ffi.new("bench_timespec")
local function now_us()
  ffi.C.clock_gettime(1, clock)
  return tonumber(clock.tv_sec) * 1000000 + math.floor(tonumber(clock.tv_nsec) / 1000)
end
local stamp = ${stamp ? 'true' : 'false'}
local list = {}
for line in io.lines(${JSON.stringify(path.join(dir, 'requests.txt'))}) do
  local fields = {}
  for field in (line .. "\\t"):gmatch("([^\\t]*)\\t") do fields[#fields + 1] = field end
  local headers = {}
  for h = 1, #fields - 1 do
    local name, value = fields[h]:match("^([^:]+): (.*)$")
    headers[name] = value
  end
  local formatted = wrk.format("POST", ${JSON.stringify(new URL(options.url).pathname)}, headers, fields[#fields])
  -- Split after the request line, where the x-request-id header with the send time goes.
  local eol = formatted:find("\\r\\n", 1, true)
  if stamp then
    list[#list + 1] = { formatted:sub(1, eol + 1) .. "x-request-id: bench", "\\r\\n" .. formatted:sub(eol + 2) }
  else
    list[#list + 1] = formatted
  end
end
latencies = {}
sent = 0
bad = 0
local threads = {}
function setup(thread) threads[#threads + 1] = thread end
function request()
  sent = sent + 1
  local r = list[((sent - 1) % #list) + 1]
  if not stamp then return r end
  return r[1] .. string.format("%d-%d", now_us(), ((sent - 1) % #list)) .. r[2]
end
function stamped_response(status, headers)
  if status ~= 200 then bad = bad + 1 end
  local at, index = (headers["x-request-id"] or ""):match("^bench(%d+)-(%d+)$")
  -- One number a request (wrk copies flat tables between its threads): µs × 2^20 + index.
  if at then latencies[#latencies + 1] = (now_us() - tonumber(at)) * 1048576 + tonumber(index) end
end
-- wrk collects each answer's headers for Lua only when a response hook is defined.
if stamp then response = stamped_response end
function done(summary, latency)
  local s, b = 0, 0
  for _, t in ipairs(threads) do s = s + t:get("sent"); b = b + t:get("bad") end
  if not stamp then b = summary.errors.status end
  local e = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  local all = {}
  for _, t in ipairs(threads) do for _, l in ipairs(t:get("latencies")) do all[#all + 1] = l end end
  table.sort(all)
  local ms = function(k) return math.floor(all[k] / 1048576) / 1000 end
  local at = function(p) return #all > 0 and ms(math.max(1, math.ceil(#all * p))) or -1 end
  io.write(string.format("SENT %d %.3f %.3f %.3f\\n", #all, at(0.5), at(0.99), at(1)))
  for k = #all, math.max(1, #all - 9), -1 do io.write(string.format("SLOW %.3f %d\\n", ms(k), all[k] % 1048576)) end
  io.write(string.format("WRK %d %d %d %d %.3f %.3f %.3f %.3f %.3f\\n", summary.requests, s, b, e,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000, summary.duration / 1e6))
end
`;
    writeFileSync(path.join(dir, 'script.lua'), script);
    const run = spawnSync(
      'wrk',
      [
        '-t1',
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        `--timeout`,
        `${options.timeoutSeconds ?? 2}s`,
        '-s',
        path.join(dir, 'script.lua'),
        options.url,
      ],
      {
        encoding: 'utf8',
      },
    );
    const line = run.stdout.split('\n').find((l) => l.startsWith('WRK '));
    if (!line) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
    const [requests, sent, non200, errors, p50, p90, p99, max, seconds] = line.split(' ').slice(1).map(Number);
    const sentLine = run.stdout.split('\n').find((l) => l.startsWith('SENT '));
    const [count, sentP50, sentP99, sentMax] = (sentLine ?? 'SENT 0').split(' ').slice(1).map(Number);
    const slowest = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('SLOW '))
      .map((l) => {
        const [ms, index] = l.split(' ').slice(1).map(Number) as [number, number];
        return { ms, index };
      });
    const asSent = count ? { p50: sentP50!, p99: sentP99!, max: sentMax!, requests: count, slowest } : undefined;
    return {
      requests: requests!,
      sent: sent!,
      non200: non200!,
      errors: errors!,
      p50: p50!,
      p90: p90!,
      p99: p99!,
      max: max!,
      seconds: seconds!,
      asSent,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
