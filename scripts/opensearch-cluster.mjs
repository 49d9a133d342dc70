// A real OpenSearch (2.19, from Maven Central) on loopback, one JVM per node.
//
// The classpath comes from infra/opensearch/pom.xml: the first start runs
// `mvn compile dependency:build-classpath` (jars land in ~/.m2) and caches the result in
// .cache/opensearch/classpath.json, keyed by a hash of the pom and the launcher's source,
// so later starts do not run Maven. Each node is
//   java -cp … jobs.highpay.opensearch.NodeLauncher --base DIR/node-i …
// listening on 127.0.0.1: HTTP on basePort+i, transport on basePort+100+i.
//
// Used by scripts/opensearch.mjs (CLI: start/stop/status) and by tests:
//   const reason = await openSearchSkipReason();   // null, or why it cannot run here
//   const os = await startOpenSearch({ nodes: 3 });
//   … fetch(`${os.url}/_cluster/health`) …
//   await os.stopNode(2); await os.startNode(2); await os.stop();
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const POM_DIR = join(ROOT, 'infra', 'opensearch');
export const CACHE_DIR = join(ROOT, '.cache', 'opensearch');
/** Where `node scripts/opensearch.mjs start` keeps nodes, data and logs unless --dir is given. */
export const DEFAULT_DIR = join(ROOT, '.data', 'opensearch');
const MAIN_CLASS = 'jobs.highpay.opensearch.NodeLauncher';
/** OpenSearch 2.19 runs on Java 11 or later; 17 and 21 are its tested LTS versions. */
const MIN_JAVA = 11;
export const DEFAULT_HEAP = process.env.OPENSEARCH_HEAP || '512m';
const STATE_FILE = 'cluster.json';
const TRANSPORT_OFFSET = 100;

/** Thrown when this machine cannot run OpenSearch (no Java, Maven missing or failing). */
export class OpenSearchUnavailableError extends Error {
  constructor(reason) {
    super(`OpenSearch cannot run here: ${reason}`);
    this.name = 'OpenSearchUnavailableError';
    this.reason = reason;
  }
}

// ---------------------------------------------------------------- Java and Maven

function javaMajor(javaBin) {
  const r = spawnSync(javaBin, ['-XshowSettings:properties', '-version'], { encoding: 'utf8', timeout: 20_000 });
  if (r.error || r.status !== 0) return null;
  const m = /java\.specification\.version = (\d+(?:\.\d+)?)/.exec(r.stderr + r.stdout);
  if (!m) return null;
  const v = m[1].startsWith('1.') ? Number(m[1].slice(2)) : Number.parseInt(m[1], 10);
  return Number.isFinite(v) ? v : null;
}

let javaCache;
/**
 * The java binary to run nodes with: $OPENSEARCH_JAVA_HOME or $JAVA_HOME when set (11+),
 * else the first of `java` on PATH and the JDKs under /usr/lib/jvm that is an LTS OpenSearch
 * 2.19 is tested on (17 or 21), else any Java MIN_JAVA+ (newer ones work too, with warnings).
 * @returns {{ java: string, major: number } | { error: string }}
 */
function findJava() {
  if (javaCache) return javaCache;
  const explicit = [];
  for (const home of [process.env.OPENSEARCH_JAVA_HOME, process.env.JAVA_HOME]) {
    if (home) explicit.push(join(home, 'bin', 'java'));
  }
  const others = ['java'];
  try {
    for (const d of readdirSync('/usr/lib/jvm').sort()) others.push(join('/usr/lib/jvm', d, 'bin', 'java'));
  } catch {
    /* no /usr/lib/jvm */
  }
  const seen = [];
  const usable = [];
  const probe = (java) => {
    if (java !== 'java' && !existsSync(java)) return null;
    const major = javaMajor(java);
    if (major == null) return null;
    seen.push(`${java} (${major})`);
    return major >= MIN_JAVA ? { java, major } : null;
  };
  for (const java of explicit) {
    const found = probe(java);
    if (found) return (javaCache = found);
  }
  const byRealPath = new Set();
  for (const java of others) {
    let real = java;
    try {
      if (java !== 'java') real = realpathSync(java);
    } catch {
      /* keep */
    }
    if (byRealPath.has(real)) continue;
    byRealPath.add(real);
    const found = probe(java);
    if (found) usable.push(found);
  }
  const pick = usable.find((j) => j.major === 17 || j.major === 21) ?? usable[0];
  if (pick) return (javaCache = pick);
  return (javaCache = {
    error: seen.length
      ? `no Java ${MIN_JAVA}+ found (saw ${seen.join(', ')})`
      : 'no java found (set JAVA_HOME or install a JDK 17: apt-get install openjdk-17-jdk-headless)',
  });
}

function mavenAvailable() {
  const r = spawnSync('mvn', ['-v'], { encoding: 'utf8', timeout: 60_000 });
  return !r.error && r.status === 0;
}

function sourceStamp() {
  const h = createHash('sha256');
  const walk = (p) => {
    const st = statSync(p);
    if (st.isDirectory()) for (const n of readdirSync(p).sort()) walk(join(p, n));
    else {
      h.update(p.slice(POM_DIR.length));
      h.update(readFileSync(p));
    }
  };
  walk(join(POM_DIR, 'pom.xml'));
  if (existsSync(join(POM_DIR, 'src'))) walk(join(POM_DIR, 'src'));
  return h.digest('hex');
}

function readCachedClasspath(stamp) {
  try {
    const c = JSON.parse(readFileSync(join(CACHE_DIR, 'classpath.json'), 'utf8'));
    if (c.stamp === stamp && c.classpath.every((p) => existsSync(p))) return c.classpath;
  } catch {
    /* no cache yet */
  }
  return null;
}

async function withLock(fn) {
  const lock = join(CACHE_DIR, 'resolve.lock');
  mkdirSync(CACHE_DIR, { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 15 * 60_000) {
          rmSync(lock, { recursive: true, force: true });
          continue;
        }
      } catch {
        continue;
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}`, { cause: e });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The node classpath (launcher classes + every jar), from the cache or by running Maven.
 * @param {{ log?: (line: string) => void }} [opts]
 * @returns {Promise<string[]>}
 */
export async function resolveClasspath({ log = () => {} } = {}) {
  const stamp = sourceStamp();
  const cached = readCachedClasspath(stamp);
  if (cached) return cached;
  return withLock(async () => {
    const again = readCachedClasspath(stamp);
    if (again) return again;
    if (!mavenAvailable()) throw new OpenSearchUnavailableError('mvn not found (apt-get install maven)');
    const j = findJava();
    if ('error' in j) throw new OpenSearchUnavailableError(j.error);
    const out = join(CACHE_DIR, 'classpath.mvn.txt');
    rmSync(out, { force: true });
    log('Resolving the OpenSearch classpath with Maven (first run downloads ~55 MB of jars into ~/.m2)…');
    const env = { ...process.env };
    if (j.java !== 'java' && !process.env.JAVA_HOME) env.JAVA_HOME = dirname(dirname(j.java));
    const args = [
      '-B',
      '-q',
      '-Dstyle.color=never',
      '-f',
      join(POM_DIR, 'pom.xml'),
      'compile',
      'dependency:build-classpath',
      `-Dmdep.outputFile=${out}`,
    ];
    const started = Date.now();
    const { code, output } = await new Promise((res) => {
      const child = spawn('mvn', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
      child.on('error', (e) => res({ code: -1, output: String(e) }));
      child.on('close', (c) => res({ code: c, output }));
    });
    if (code !== 0 || !existsSync(out)) {
      const tail = output.trim().split('\n').slice(-25).join('\n');
      throw new OpenSearchUnavailableError(`maven failed (mvn ${args.join(' ')}, exit ${code}):\n${tail}`);
    }
    const classes = join(CACHE_DIR, 'target', 'classes');
    const jars = readFileSync(out, 'utf8').trim().split(':').filter(Boolean);
    const classpath = [classes, ...jars];
    const tmp = join(CACHE_DIR, `classpath.json.${process.pid}`);
    writeFileSync(tmp, JSON.stringify({ stamp, resolvedAt: new Date().toISOString(), classpath }, null, 1));
    renameSync(tmp, join(CACHE_DIR, 'classpath.json'));
    log(`Classpath resolved in ${((Date.now() - started) / 1000).toFixed(1)} s (${jars.length} jars).`);
    return classpath;
  });
}

/**
 * Null when OpenSearch can run here (resolving the classpath with Maven if needed),
 * else a reason to print when skipping a test.
 * @returns {Promise<string | null>}
 */
export async function openSearchSkipReason() {
  const j = findJava();
  if ('error' in j) return j.error;
  try {
    await resolveClasspath();
    return null;
  } catch (e) {
    return e instanceof OpenSearchUnavailableError ? e.reason : String(e);
  }
}

/** Whether an engine test may not skip here: CI sets REQUIRE_OPENSEARCH=1. */
export function openSearchRequired() {
  return process.env.REQUIRE_OPENSEARCH === '1';
}

/**
 * Throws when OpenSearch is required here but cannot run, saying why; otherwise returns the
 * reason to print with the skip (or null when the engine can run).
 * @param {string | null} reason from openSearchSkipReason()
 * @param {string} what the tests that would skip
 * @returns {string | null}
 */
export function skipOrFail(reason, what) {
  if (reason && openSearchRequired()) {
    throw new OpenSearchUnavailableError(
      `${reason}; REQUIRE_OPENSEARCH=1 forbids skipping ${what} (install Java 17+ and Maven: bash scripts/engine-tools.sh)`,
    );
  }
  return reason;
}

// ---------------------------------------------------------------- ports, state

function portFree(port) {
  return new Promise((res) => {
    const s = createServer();
    s.once('error', () => res(false));
    s.listen({ port, host: '127.0.0.1', exclusive: true }, () => s.close(() => res(true)));
  });
}

async function portsFree(basePort, nodes) {
  for (let i = 0; i < nodes; i++) {
    if (!(await portFree(basePort + i)) || !(await portFree(basePort + TRANSPORT_OFFSET + i))) return false;
  }
  return true;
}

async function pickBasePort(nodes) {
  for (let attempt = 0; attempt < 50; attempt++) {
    // Below 32768, where the kernel starts handing out ports to outgoing connections.
    const base = 20_000 + Math.floor(Math.random() * 120) * 100;
    if (await portsFree(base, nodes)) return base;
  }
  throw new Error('could not find free loopback ports for OpenSearch');
}

/** The cluster name for a directory: stable, and different for each directory. */
function clusterNameFor(dir) {
  return `highpay-${createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 12)}`;
}

export function readState(dir = DEFAULT_DIR) {
  try {
    return JSON.parse(readFileSync(join(dir, STATE_FILE), 'utf8'));
  } catch {
    return null;
  }
}

function writeState(dir, state) {
  const tmp = join(dir, `${STATE_FILE}.${process.pid}`);
  writeFileSync(tmp, JSON.stringify(state, null, 2));
  renameSync(tmp, join(dir, STATE_FILE));
}

/** Whether pid is a live node JVM of the cluster in dir (not a recycled pid). */
export function isNodeProcess(pid, dir) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmd.includes(MAIN_CLASS) && cmd.includes(resolve(dir));
  } catch {
    return true; // no /proc: trust the pid
  }
}

/** Resident memory of a process in MiB (Linux), or null. */
export function rssMiB(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function getJson(url, timeoutMs = 5000) {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const body = await res.text();
  let json;
  try {
    json = JSON.parse(body);
  } catch {
    json = body;
  }
  return { status: res.status, json };
}

function pidExited(pid) {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

async function waitExit(pid, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (pidExited(pid)) return true;
    await sleep(100);
  }
  return pidExited(pid);
}

/**
 * Stop the node JVMs recorded in dir (by another process, e.g. a `start` CLI run).
 * @returns {Promise<number>} how many were running
 */
export async function stopDir(dir = DEFAULT_DIR, { timeoutMs = 30_000 } = {}) {
  const state = readState(dir);
  if (!state) return 0;
  const live = (state.pids || []).filter((pid) => isNodeProcess(pid, dir));
  for (const pid of live) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  for (const pid of live) {
    if (!(await waitExit(pid, timeoutMs))) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* gone */
      }
      await waitExit(pid, 5000);
    }
  }
  writeState(dir, { ...state, pids: (state.pids || []).map(() => null), stoppedAt: new Date().toISOString() });
  return live.length;
}

function tailFile(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function parseHeapMiB(heap) {
  const m = /^(\d+)([kmg]?)$/i.exec(String(heap).trim());
  if (!m) throw new Error(`bad heap size ${heap} (use e.g. 512m or 1g)`);
  const n = Number(m[1]);
  const unit = m[2].toLowerCase();
  return unit === 'g'
    ? n * 1024
    : unit === 'k'
      ? Math.max(1, Math.round(n / 1024))
      : unit === 'm'
        ? n
        : Math.max(1, Math.round(n / 1048576));
}

// ---------------------------------------------------------------- the cluster

/**
 * Start an OpenSearch cluster of `nodes` JVMs on 127.0.0.1 and wait until its health is
 * at least yellow with every node joined.
 *
 * @param {object} [opts]
 * @param {number} [opts.nodes=1]
 * @param {number} [opts.basePort] node i: HTTP basePort+i, transport basePort+100+i (default: free random ports)
 * @param {string} [opts.dir] node homes, data, logs and cluster.json (default: a temp dir removed by stop())
 * @param {string} [opts.heap] JVM heap per node, e.g. "512m" (default $OPENSEARCH_HEAP or 512m)
 * @param {boolean} [opts.watchParent=true] nodes stop by themselves once this process is gone
 * @param {boolean} [opts.detached=false] leave the nodes running when this process exits
 * @param {number} [opts.timeoutMs=180000] for each node to answer HTTP, and for the cluster to form
 * @param {(line: string) => void} [opts.log]
 */
export async function startOpenSearch({
  nodes = 1,
  basePort,
  dir,
  heap = DEFAULT_HEAP,
  watchParent = true,
  detached = false,
  timeoutMs = 180_000,
  log = () => {},
} = {}) {
  if (!Number.isInteger(nodes) || nodes < 1 || nodes > 9) throw new Error(`nodes must be 1..9, got ${nodes}`);
  const j = findJava();
  if ('error' in j) throw new OpenSearchUnavailableError(j.error);
  const classpath = (await resolveClasspath({ log })).join(':');
  const tempDir = !dir;
  dir = dir ? resolve(dir) : mkdtempSync(join(tmpdir(), 'highpay-opensearch-'));
  mkdirSync(dir, { recursive: true });

  const previous = readState(dir);
  if (previous?.pids?.some((pid) => isNodeProcess(pid, dir))) {
    throw new Error(`an OpenSearch cluster is already running from ${dir} (${previous.url}); stop it first`);
  }
  if (previous && previous.nodes !== nodes && existsSync(join(dir, 'node-0'))) {
    throw new Error(
      `${dir} holds a ${previous.nodes}-node cluster's data; use --nodes ${previous.nodes}, another --dir, or delete ${dir}`,
    );
  }

  if (basePort == null) basePort = await pickBasePort(nodes);
  else if (!(await portsFree(basePort, nodes))) {
    throw new Error(
      `ports ${basePort}..${basePort + nodes - 1} or ${basePort + TRANSPORT_OFFSET}..${basePort + TRANSPORT_OFFSET + nodes - 1} on 127.0.0.1 are in use`,
    );
  }
  const heapMiB = parseHeapMiB(heap);
  const clusterName = clusterNameFor(dir);
  const urls = Array.from({ length: nodes }, (_, i) => `http://127.0.0.1:${basePort + i}`);
  const children = new Array(nodes).fill(null);
  const startupMs = new Array(nodes).fill(null);
  const state = {
    clusterName,
    nodes,
    basePort,
    heap: `${heapMiB}m`,
    url: urls[0],
    urls,
    java: j.java,
    pids: new Array(nodes).fill(null),
    startedAt: new Date().toISOString(),
  };
  writeState(dir, state);

  const nodeArgs = (i) => {
    const nodeDir = join(dir, `node-${i}`);
    mkdirSync(join(nodeDir, 'tmp'), { recursive: true });
    const jvm = [
      `-Xms${heapMiB}m`,
      `-Xmx${heapMiB}m`,
      `-XX:MaxDirectMemorySize=${Math.max(64, Math.floor(heapMiB / 2))}m`,
      '-XX:+UseG1GC',
      '-XX:G1ReservePercent=25',
      '-XX:InitiatingHeapOccupancyPercent=30',
      '-XX:+ExitOnOutOfMemoryError',
      '-XX:-OmitStackTraceInFastThrow',
      '-Xss1m',
      '-Djava.awt.headless=true',
      '-Dfile.encoding=UTF-8',
      '-Djna.nosys=true',
      '-Dio.netty.noUnsafe=true',
      '-Dio.netty.noKeySetOptimization=true',
      '-Dio.netty.recycler.maxCapacityPerThread=0',
      '-Dlog4j.shutdownHookEnabled=false',
      '-Dlog4j2.disable.jmx=true',
      '-Dlog4j2.formatMsgNoLookups=true',
      `-Djava.locale.providers=${j.major >= 23 ? 'SPI,CLDR' : 'SPI,COMPAT'}`,
      `-Djava.io.tmpdir=${join(nodeDir, 'tmp')}`,
      ...(j.major >= 22 ? ['--enable-native-access=ALL-UNNAMED'] : []),
    ];
    const settings = [
      `-Enode.name=node-${i}`,
      '-Enetwork.host=127.0.0.1',
      `-Ehttp.port=${basePort + i}`,
      `-Etransport.port=${basePort + TRANSPORT_OFFSET + i}`,
      '-Ecluster.routing.allocation.disk.threshold_enabled=false',
      '-Lnode.roles=cluster_manager,data,ingest,remote_cluster_client',
    ];
    if (nodes === 1) settings.push('-Ediscovery.type=single-node');
    else {
      settings.push(
        `-Ldiscovery.seed_hosts=${urls.map((_, k) => `127.0.0.1:${basePort + TRANSPORT_OFFSET + k}`).join(',')}`,
      );
      settings.push(`-Lcluster.initial_cluster_manager_nodes=${urls.map((_, k) => `node-${k}`).join(',')}`);
    }
    const own = ['--base', nodeDir, '--cluster', clusterName];
    if (watchParent) own.push('--watch-parent', String(process.pid));
    return { nodeDir, args: [...jvm, '-cp', classpath, MAIN_CLASS, ...own, ...settings] };
  };

  const logFile = (i) => join(dir, `node-${i}.log`);

  const spawnNode = (i) => {
    const { nodeDir, args } = nodeArgs(i);
    const fd = openSync(logFile(i), 'a');
    let child;
    try {
      child = spawn(j.java, args, { cwd: nodeDir, detached: true, stdio: ['ignore', fd, fd] });
    } finally {
      closeSync(fd);
    }
    child.exitInfo = null;
    child.on('exit', (code, signal) => {
      child.exitInfo = { code, signal };
    });
    if (detached) child.unref();
    children[i] = child;
    state.pids[i] = child.pid;
    writeState(dir, state);
    return child;
  };

  const waitHttp = async (i, since) => {
    const deadline = Date.now() + timeoutMs;
    const child = children[i];
    while (Date.now() < deadline) {
      if (child.exitInfo) {
        throw new Error(
          `OpenSearch node-${i} exited (${JSON.stringify(child.exitInfo)}) while starting; ${logFile(i)}:\n${tailFile(logFile(i))}`,
        );
      }
      try {
        const r = await getJson(`${urls[i]}/`, 2000);
        if (r.status === 200) {
          startupMs[i] = Date.now() - since;
          return;
        }
      } catch {
        /* not listening yet */
      }
      await sleep(250);
    }
    throw new Error(
      `OpenSearch node-${i} did not answer on ${urls[i]} within ${timeoutMs} ms; ${logFile(i)}:\n${tailFile(logFile(i))}`,
    );
  };

  const liveNodes = () => children.map((c, i) => (c && !c.exitInfo ? i : -1)).filter((i) => i >= 0);

  const waitHealth = async (expectedNodes, status = 'yellow') => {
    const deadline = Date.now() + timeoutMs;
    let last;
    while (Date.now() < deadline) {
      for (const i of liveNodes()) {
        try {
          last = await getJson(
            `${urls[i]}/_cluster/health?wait_for_status=${status}&wait_for_nodes=${encodeURIComponent(`>=${expectedNodes}`)}&timeout=5s`,
            10_000,
          );
          if (last.status === 200 && !last.json.timed_out) return last.json;
        } catch (e) {
          last = { error: String(e) };
        }
      }
      await sleep(500);
    }
    throw new Error(
      `cluster did not reach ${status} with ${expectedNodes} nodes within ${timeoutMs} ms: ${JSON.stringify(last)}`,
    );
  };

  const killAll = (signal) => {
    for (const c of children)
      if (c && !c.exitInfo) {
        try {
          process.kill(c.pid, signal);
        } catch {
          /* gone */
        }
      }
  };
  const onExit = () => killAll('SIGTERM');
  if (!detached) process.once('exit', onExit);

  const stopChild = async (i, signal) => {
    const c = children[i];
    if (!c || c.exitInfo) return;
    try {
      process.kill(c.pid, signal);
    } catch {
      /* gone */
    }
    if (!(await waitExit(c.pid, signal === 'SIGKILL' ? 10_000 : 30_000))) {
      try {
        process.kill(c.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
      await waitExit(c.pid, 10_000);
    }
    c.exitInfo ??= { code: null, signal };
    state.pids[i] = null;
    writeState(dir, state);
  };

  const t0 = Date.now();
  try {
    for (let i = 0; i < nodes; i++) spawnNode(i);
    log(
      `Starting ${nodes} OpenSearch node(s) in ${dir} (cluster ${clusterName}, heap ${heapMiB}m, ${j.java} ${j.major})…`,
    );
    await Promise.all(urls.map((_, i) => waitHttp(i, t0)));
    await waitHealth(nodes);
  } catch (e) {
    killAll('SIGKILL');
    for (const c of children) if (c) await waitExit(c.pid, 5000);
    state.pids = state.pids.map(() => null);
    writeState(dir, state);
    if (!detached) process.removeListener('exit', onExit);
    throw e;
  }
  const readyMs = Date.now() - t0;
  log(`OpenSearch ready at ${urls[0]} after ${(readyMs / 1000).toFixed(1)} s`);

  return {
    url: urls[0],
    urls,
    dir,
    clusterName,
    basePort,
    /** ms from spawning to the cluster's health being yellow with all nodes */
    readyMs,
    /** ms from spawning node i to its HTTP answering (last (re)start) */
    startupMs,
    get pids() {
      return children.map((c) => (c && !c.exitInfo ? c.pid : null));
    },
    logFile,
    /** Stop node i: SIGKILL (default, a crash) or SIGTERM (a clean shutdown). */
    async stopNode(i, signal = 'SIGKILL') {
      if (!(i >= 0 && i < nodes)) throw new Error(`no node ${i}`);
      await stopChild(i, signal);
    },
    /** Start node i again (after stopNode) and wait until it has rejoined the cluster. */
    async startNode(i) {
      if (!(i >= 0 && i < nodes)) throw new Error(`no node ${i}`);
      if (children[i] && !children[i].exitInfo) return;
      const since = Date.now();
      spawnNode(i);
      await waitHttp(i, since);
      await waitHealth(liveNodes().length);
    },
    /** Wait until the cluster health reaches status with at least `nodes` nodes. */
    waitForHealth: (status = 'yellow', expectedNodes = liveNodes().length) => waitHealth(expectedNodes, status),
    /** Stop every node (SIGTERM, then SIGKILL after 30 s); a temp dir is removed. */
    async stop() {
      await Promise.all(children.map((_, i) => stopChild(i, 'SIGTERM')));
      if (!detached) process.removeListener('exit', onExit);
      if (tempDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
