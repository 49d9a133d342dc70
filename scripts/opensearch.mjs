#!/usr/bin/env node
// A real OpenSearch on 127.0.0.1 for local runs and tests (see scripts/opensearch-cluster.mjs).
//
//   node scripts/opensearch.mjs start  [--nodes N] [--port 9200] [--dir PATH] [--heap 512m]
//   node scripts/opensearch.mjs stop   [--dir PATH]
//   node scripts/opensearch.mjs status [--dir PATH]
//   node scripts/opensearch.mjs classpath      (resolve with Maven now, print the cached classpath file)
//
// start returns once the cluster is at least yellow and leaves the node JVMs running in the
// background; their pids, ports and cluster name are in DIR/cluster.json and their output in
// DIR/node-i.log. Node i listens for HTTP on port+i and for transport on port+100+i.
// DIR defaults to .data/opensearch; the heap per node to $OPENSEARCH_HEAP or 512m.
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import {
  CACHE_DIR,
  DEFAULT_DIR,
  DEFAULT_HEAP,
  OpenSearchUnavailableError,
  isNodeProcess,
  readState,
  resolveClasspath,
  rssMiB,
  startOpenSearch,
  stopDir,
} from './opensearch-cluster.mjs';

const USAGE = `usage:
  node scripts/opensearch.mjs start  [--nodes N] [--port 9200] [--dir PATH] [--heap 512m]
  node scripts/opensearch.mjs stop   [--dir PATH]
  node scripts/opensearch.mjs status [--dir PATH]
  node scripts/opensearch.mjs classpath`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    nodes: { type: 'string', default: '1' },
    port: { type: 'string', default: '9200' },
    dir: { type: 'string', default: DEFAULT_DIR },
    heap: { type: 'string', default: DEFAULT_HEAP },
    help: { type: 'boolean', short: 'h' },
  },
});
const command = positionals[0];
const log = (line) => console.error(line);

async function status(dir) {
  const state = readState(dir);
  if (!state) {
    console.log(`not running (no cluster in ${dir})`);
    return 3;
  }
  const live = state.pids.map((pid) => (isNodeProcess(pid, dir) ? pid : null));
  let health = null;
  for (const url of state.urls) {
    try {
      const res = await fetch(`${url}/_cluster/health`, { signal: AbortSignal.timeout(3000) });
      health = await res.json();
      break;
    } catch {
      /* try the next node */
    }
  }
  console.log(
    `cluster ${state.clusterName} in ${dir}: ${health ? health.status : 'not answering'}` +
      (health ? ` (${health.number_of_nodes} nodes, ${health.active_shards} active shards)` : ''),
  );
  state.urls.forEach((url, i) => {
    const pid = live[i];
    console.log(`  node-${i} ${url} ${pid ? `pid ${pid}, ${rssMiB(pid) ?? '?'} MiB resident` : 'stopped'}`);
  });
  return live.some(Boolean) ? 0 : 3;
}

async function main() {
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const dir = values.dir;
  switch (command) {
    case 'start': {
      const state = readState(dir);
      if (state?.pids?.some((pid) => isNodeProcess(pid, dir))) {
        console.error(`already running from ${dir}`);
        console.log(state.url);
        return 0;
      }
      const os = await startOpenSearch({
        nodes: Number(values.nodes),
        basePort: Number(values.port),
        dir,
        heap: values.heap,
        watchParent: false,
        detached: true,
        log,
      });
      os.startupMs.forEach((ms, i) =>
        log(`  node-${i} ${os.urls[i]} pid ${os.pids[i]} answered after ${(ms / 1000).toFixed(1)} s`),
      );
      log(
        `pids in ${join(os.dir, 'cluster.json')}, logs in ${os.dir}/node-*.log; stop with: node scripts/opensearch.mjs stop${dir === DEFAULT_DIR ? '' : ` --dir ${dir}`}`,
      );
      console.log(os.url);
      return 0;
    }
    case 'stop': {
      const n = await stopDir(dir);
      console.log(n ? `stopped ${n} node(s) from ${dir}` : `nothing running from ${dir}`);
      return 0;
    }
    case 'status':
      return status(dir);
    case 'classpath': {
      const cp = await resolveClasspath({ log });
      log(`${cp.length} entries cached in ${join(CACHE_DIR, 'classpath.json')}`);
      console.log(cp.join(':'));
      return 0;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(
      e instanceof OpenSearchUnavailableError || !process.env.DEBUG ? String(e?.message ?? e) : (e?.stack ?? String(e)),
    );
    process.exit(1);
  },
);
