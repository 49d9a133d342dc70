// The engine backend as operators run it: a three-node OpenSearch cluster, the index with one
// replica, the client knowing every node. A node dies under search traffic, and `npm run reindex`
// swaps the alias under traffic: every search answers, and answers every job.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { upsertJobs } from '@highpay/common';
import { generateJobs } from '@highpay/common/seed/job-generator';
import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import {
  openSearchSkipReason,
  skipOrFail,
  startOpenSearch,
  type ClusterHealth,
  type OpenSearchCluster,
} from '../../../scripts/opensearch-cluster.mjs';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { createEngineClient } from '@highpay/common/search/engine-clients';
import type { EngineClient } from '@highpay/common/search/engine.client';
import { createEngineIndexer } from '../src/backends/engine/engine-indexer.js';
import { createEngineSearchBackend } from '../src/backends/engine/engine-search.backend.js';
import type { SearchBackend } from '../src/backends/search.backend.js';
import { waitFor } from './support/waiting.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REINDEX_CLI = `${ROOT}services/search/dist/cli/reindex.js`;
const NODES = 3;
const JOBS = 2000;
const SUITE = 'engine search on a three-node OpenSearch cluster';

/** Searches of every kind the site sends; each must keep its total whatever happens to the cluster. */
const SEARCHES: ReadonlyArray<{ name: string; input: SearchRequestInput }> = [
  { name: 'every job', input: {} },
  { name: 'every job, page 5', input: { page: 5 } },
  { name: '"engineer"', input: { query: 'engineer' } },
  { name: '"senior manager" by date', input: { query: 'senior manager', sort: 'date' } },
  { name: 'healthcare', input: { category: 'healthcare' } },
  { name: 'contract jobs', input: { jobTypes: ['Contract'] } },
  { name: 'remote jobs', input: { workSetting: 'remote' } },
  { name: 'near Austin, TX', input: { location: 'Austin, TX' } },
  { name: '$100k+ by salary', input: { salaryMin: 100_000, sort: 'salary' } },
  { name: 'technology by company, page 3', input: { category: 'technology', sort: 'company', page: 3 } },
];

interface Search {
  name: string;
  request: ReturnType<typeof ZSearchRequest.parse>;
  /** The total on the healthy cluster. */
  total: number;
}

interface TrafficReport {
  sent: number;
  answered: number;
  failures: string[];
  wrongTotals: string[];
  maxLatencyMs: number;
  ms: number;
}

interface Traffic {
  /** Searches answered (right or wrong) so far. */
  readonly answered: number;
  /** `count` more searches at once, on top of the loop (some are in flight whatever happens next). */
  burst(count: number): void;
  stop(): Promise<TrafficReport>;
}

/** Searches in a loop, a few at once, until stopped (or a cap on time and count is reached). */
function startSearchTraffic(
  backend: SearchBackend,
  searches: readonly Search[],
  { concurrency = 3, pauseMs = 50, maxSearches = 10_000, maxMs = 100_000 } = {},
): Traffic {
  const started = Date.now();
  const failures: string[] = [];
  const wrongTotals: string[] = [];
  const bursts: Array<Promise<void>> = [];
  let sent = 0;
  let answered = 0;
  let maxLatencyMs = 0;
  let stopping = false;

  async function search({ name, request, total }: Search): Promise<void> {
    sent += 1;
    const at = performance.now();
    try {
      const { totalResults } = await backend.search(request);
      if (totalResults !== total) wrongTotals.push(`${name}: ${totalResults}, not ${total}`);
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}${cause}`);
    }
    answered += 1;
    maxLatencyMs = Math.max(maxLatencyMs, performance.now() - at);
  }

  const loop = async (offset: number) => {
    for (let i = offset; !stopping && sent < maxSearches && Date.now() - started < maxMs; i += concurrency) {
      await search(searches[i % searches.length]!);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Promise.all(Array.from({ length: concurrency }, (_, i) => loop(i)));
  return {
    get answered() {
      return answered;
    },
    burst(count) {
      bursts.push(...Array.from({ length: count }, (_, i) => search(searches[i % searches.length]!)));
    },
    async stop() {
      stopping = true;
      await Promise.all([loops, ...bursts]);
      return {
        sent,
        answered,
        failures,
        wrongTotals,
        maxLatencyMs: Math.round(maxLatencyMs),
        ms: Date.now() - started,
      };
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function summary(report: TrafficReport): string {
  return (
    `${report.sent} searches in ${seconds(report.ms)}, ${report.failures.length} failed, ` +
    `${report.wrongTotals.length} with a wrong total, slowest ${report.maxLatencyMs} ms`
  );
}

const skipReason = skipOrFail(await openSearchSkipReason(), SUITE);
if (skipReason) {
  console.info(`${SUITE}: skipped because ${skipReason}`);
  describe.skip(`${SUITE} (skipped: ${skipReason})`, () => it('needs OpenSearch', () => undefined));
} else {
  describe(SUITE, () => {
    let cluster: OpenSearchCluster;
    let db: TestDatabase;
    let pool: pg.Pool;
    let client: EngineClient;
    let backend: SearchBackend;
    let searches: Search[];
    const alias = `cluster_${inject('runId')}_${randomBytes(3).toString('hex')}`;
    const down = new Set<number>();
    const traffics: Traffic[] = [];
    const trafficOn = () => {
      const traffic = startSearchTraffic(backend, searches);
      traffics.push(traffic);
      return traffic;
    };

    /** GET on the first node that answers (a stopped node does not). */
    async function clusterGet<T>(path: string): Promise<T> {
      let last: unknown;
      for (const [i, url] of cluster.urls.entries()) {
        if (down.has(i)) continue;
        try {
          const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(5000) });
          if (res.ok) return (await res.json()) as T;
          last = new Error(`${res.status} ${await res.text()}`);
        } catch (error) {
          last = error;
        }
      }
      throw new Error(`no node answered GET ${path}`, { cause: last });
    }

    /** The alias's shard copies that are on a node: which node, primary ('p') or replica ('r'), and their state. */
    async function shardCopies(): Promise<Array<{ node: number; role: 'p' | 'r'; state: string }>> {
      const rows = await clusterGet<Array<{ prirep: 'p' | 'r'; node: string | null; state: string }>>(
        `/_cat/shards/${alias}?format=json&h=prirep,node,state`,
      );
      return rows.flatMap((r) =>
        r.node ? [{ node: Number(r.node.replace('node-', '')), role: r.prirep, state: r.state }] : [],
      );
    }

    beforeAll(async () => {
      const started = Date.now();
      // While the nodes start: build the CLI (`npm run reindex` runs dist/) and write the jobs.
      const build = promisify(execFile)('npx', ['tsc', '-b', 'services/search'], { cwd: ROOT });
      const jobs = (async () => {
        db = await createTestDatabase('cluster');
        pool = new pg.Pool({ connectionString: db.url, max: 4 });
        pool.on('error', () => undefined);
        await upsertJobs(pool, [...generateJobs({ count: JOBS, seed: 'engine-cluster' })]);
        // Written a while ago: a rebuild has no recent changes to re-apply after its swap.
        await pool.query(`UPDATE outbox_events SET created_at = now() - interval '1 hour'`);
      })();
      [cluster] = await Promise.all([startOpenSearch({ nodes: NODES, heap: '384m' }), build, jobs]);
      const readyMs = Date.now() - started;

      // As main.ts builds it from OPENSEARCH_URL=<node 0>,<node 1>,<node 2>.
      client = createEngineClient('opensearch', cluster.urls);
      await createEngineIndexer({ client, pool, alias }).reindexAll();
      backend = createEngineSearchBackend({ client, index: alias, pool });
      // auto_expand_replicas 0-1: one replica once there is a second node.
      await cluster.waitForHealth('green', NODES);

      searches = [];
      for (const { name, input } of SEARCHES) {
        const request = ZSearchRequest.parse(input);
        searches.push({ name, request, total: (await backend.search(request)).totalResults });
      }
      console.info(
        `${SUITE}: ${NODES} nodes up in ${seconds(cluster.readyMs)}, with ${JOBS} jobs written and the CLI built in ` +
          `${seconds(readyMs)}; indexed, green in ${seconds(Date.now() - started - readyMs)}`,
      );
    }, 180_000);

    afterAll(async () => {
      // A test that failed half-way leaves its searches running.
      await Promise.all(traffics.map((traffic) => traffic.stop()));
      await client?.close();
      await cluster?.stop();
      await pool?.end();
      await db?.drop();
    });

    it('indexes every job once, with one replica on another node', async () => {
      expect(searches.find((s) => s.name === 'every job')!.total).toBe(JOBS);
      for (const search of searches) expect(search.total, search.name).toBeGreaterThan(0);
      expect(await client.count(alias)).toBe(JOBS);
      const copies = await shardCopies();
      expect(copies.map((c) => c.role).sort()).toEqual(['p', 'r']);
      expect(new Set(copies.map((c) => c.node)).size).toBe(2);
    });

    it('keeps answering every search with every job while the node holding the primary is killed', async () => {
      const victim = (await shardCopies()).find((c) => c.role === 'p')!.node;
      const manager = (await clusterGet<Array<{ node: string }>>('/_cat/cluster_manager?format=json'))[0]?.node;
      const traffic = trafficOn();
      await waitFor(() => traffic.answered >= 30, 10_000);

      // Some searches are surely in flight when the node dies.
      const killedAt = Date.now();
      traffic.burst(2 * searches.length);
      await cluster.stopNode(victim, 'SIGKILL');
      down.add(victim);
      const atKill = traffic.answered;
      // The cluster notices: its replica becomes the primary, the lost copy waits unassigned.
      await waitFor(async () => {
        const health = await clusterGet<ClusterHealth>('/_cluster/health');
        expect(health.status).not.toBe('red');
        return health.number_of_nodes === NODES - 1 && health.status === 'yellow';
      }, 30_000);
      const yellowMs = Date.now() - killedAt;
      const atYellow = traffic.answered;
      const promoted = await shardCopies();
      expect(promoted).toHaveLength(1);
      expect(promoted[0]).toMatchObject({ role: 'p', state: 'STARTED' });
      expect(promoted[0]!.node).not.toBe(victim);
      expect(await client.count(alias)).toBe(JOBS);
      await waitFor(() => traffic.answered >= atYellow + 60, 20_000);

      // Back again: it rejoins and gets its copy back.
      const restartedAt = Date.now();
      await cluster.startNode(victim);
      down.delete(victim);
      const rejoinedMs = Date.now() - restartedAt;
      await cluster.waitForHealth('green', NODES);
      const greenMs = Date.now() - restartedAt;
      const atGreen = traffic.answered;
      await waitFor(() => traffic.answered >= atGreen + 30, 10_000);
      const report = await traffic.stop();

      const role = manager === `node-${victim}` ? 'the primary and the cluster manager' : 'the primary';
      console.info(
        `${SUITE}: killed node-${victim} (${role}) ` +
          `with ${2 * searches.length} searches sent at once: ` +
          `${summary(report)}; ${atKill} answered before the kill, ${atYellow - atKill} until yellow ` +
          `(${yellowMs} ms), ${atGreen - atYellow} until green again ` +
          `(${greenMs} ms after the restart, ${rejoinedMs} ms of them to rejoin)`,
      );
      expect(report.failures).toEqual([]);
      expect(report.wrongTotals).toEqual([]);
      expect((await shardCopies()).map((c) => c.state)).toEqual(['STARTED', 'STARTED']);
    }, 120_000);

    it('`npm run reindex` swaps the alias to a new index under traffic without a failed search', async () => {
      const [before] = await client.aliasTargets(alias);
      const traffic = trafficOn();
      await waitFor(() => traffic.answered >= 30, 10_000);

      const started = Date.now();
      const cli = spawn(process.execPath, [REINDEX_CLI], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: db.url,
          SEARCH_BACKEND: 'opensearch',
          OPENSEARCH_URL: cluster.urls.join(','),
          SEARCH_INDEX: alias,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => cli.on('exit', resolve));
      const reindexMs = Date.now() - started;
      // Searches after the old index is gone go to the new one.
      const atExit = traffic.answered;
      await waitFor(() => traffic.answered >= atExit + 60, 10_000);
      const report = await traffic.stop();

      const said = output
        .trim()
        .split(/[\r\n]+/)
        .at(-1);
      console.info(
        `${SUITE}: \`npm run reindex\` ran ${seconds(reindexMs)} under traffic (${said}): ${summary(report)}`,
      );
      expect(code, output).toBe(0);
      const after = await client.aliasTargets(alias);
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(before);
      expect(await client.indexExists(before!)).toBe(false);
      expect(await client.count(alias)).toBe(JOBS);
      expect(report.failures).toEqual([]);
      expect(report.wrongTotals).toEqual([]);
    }, 90_000);
  });
}
