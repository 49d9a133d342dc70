#!/usr/bin/env node
// Smoke test of the local OpenSearch (scripts/opensearch-cluster.mjs), node builtins only:
//   1. one node: english + edge_ngram analyzers, geo_point, bulk, stemming match,
//      geo_distance, alias, search_after + track_total_hits, point in time, _reindex;
//   2. three nodes: an index with 1 replica goes green, one JVM is SIGKILLed, searches
//      still answer with every document, the node is started again, green again.
// Prints startup time and resident memory per node. Exits 0 on success; when OpenSearch
// cannot run on this machine it prints "SKIP: reason" and exits 0 (1 with OPENSEARCH_REQUIRED=1).
//
//   node scripts/opensearch-smoke.mjs [--heap 512m]
import assert from 'node:assert/strict';
import { parseArgs } from 'node:util';
import { DEFAULT_HEAP, openSearchSkipReason, rssMiB, startOpenSearch } from './opensearch-cluster.mjs';

const { values } = parseArgs({ options: { heap: { type: 'string', default: DEFAULT_HEAP } } });
const heap = values.heap;
const log = (line) => console.log(line);
let passed = 0;
let failed = 0;

async function req(base, method, path, body, { ndjson = false } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': ndjson ? 'application/x-ndjson' : 'application/json' },
    body: body === undefined ? undefined : ndjson ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 600)}`);
  return json;
}

async function check(name, fn) {
  const t = Date.now();
  try {
    await fn();
    passed++;
    log(`  ok   ${name} (${Date.now() - t} ms)`);
  } catch (e) {
    failed++;
    log(`  FAIL ${name}: ${e?.stack ?? e}`);
  }
}

const ids = (r) => r.hits.hits.map((h) => h._id).sort();

function memoryLine(os) {
  return os.pids.map((pid, i) => `node-${i} ${pid ? `${rssMiB(pid) ?? '?'} MiB` : 'down'}`).join(', ');
}

async function singleNode() {
  log(`\n== 1 node (heap ${heap})`);
  const os = await startOpenSearch({ nodes: 1, heap, log });
  const u = os.url;
  try {
    const info = await req(u, 'GET', '/');
    log(`  OpenSearch ${info.version.number} (${info.version.distribution}), lucene ${info.version.lucene_version}`);
    log(
      `  startup: node-0 answered HTTP after ${(os.startupMs[0] / 1000).toFixed(1)} s, yellow after ${(os.readyMs / 1000).toFixed(1)} s`,
    );
    log(`  resident memory after start: ${memoryLine(os)}`);

    await check('create index: english + edge_ngram analyzers, geo_point', async () => {
      await req(u, 'PUT', '/jobs-v1', {
        settings: {
          number_of_shards: 1,
          number_of_replicas: 0,
          analysis: {
            filter: {
              english_stop: { type: 'stop', stopwords: '_english_' },
              english_stemmer: { type: 'stemmer', language: 'english' },
              english_possessive: { type: 'stemmer', language: 'possessive_english' },
              prefix_2_15: { type: 'edge_ngram', min_gram: 2, max_gram: 15 },
            },
            tokenizer: {
              edge_tok: { type: 'edge_ngram', min_gram: 2, max_gram: 10, token_chars: ['letter', 'digit'] },
            },
            analyzer: {
              english_text: {
                type: 'custom',
                tokenizer: 'standard',
                filter: ['english_possessive', 'lowercase', 'asciifolding', 'english_stop', 'english_stemmer'],
              },
              prefix_index: {
                type: 'custom',
                tokenizer: 'standard',
                filter: ['lowercase', 'asciifolding', 'prefix_2_15'],
              },
              prefix_search: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
              edge_tokens: { type: 'custom', tokenizer: 'edge_tok', filter: ['lowercase'] },
            },
          },
        },
        mappings: {
          properties: {
            title: {
              type: 'text',
              analyzer: 'english_text',
              fields: {
                prefix: { type: 'text', analyzer: 'prefix_index', search_analyzer: 'prefix_search' },
                edge: { type: 'text', analyzer: 'edge_tokens', search_analyzer: 'prefix_search' },
              },
            },
            company: { type: 'keyword' },
            salary: { type: 'integer' },
            location: { type: 'geo_point' },
          },
        },
      });
    });

    await check('bulk index 3 docs', async () => {
      const docs = [
        {
          id: '1',
          title: 'Software Engineering Manager',
          company: 'Acme',
          salary: 150000,
          location: { lat: 52.52, lon: 13.405 },
        }, // Berlin
        { id: '2', title: 'Café Barista', company: 'Bean', salary: 40000, location: { lat: 48.8566, lon: 2.3522 } }, // Paris
        {
          id: '3',
          title: "Senior Data Analyst's role",
          company: 'Numbers',
          salary: 90000,
          location: { lat: 52.39, lon: 13.06 },
        }, // Potsdam
      ];
      const body = docs
        .map(({ id, ...d }) => `${JSON.stringify({ index: { _index: 'jobs-v1', _id: id } })}\n${JSON.stringify(d)}\n`)
        .join('');
      const r = await req(u, 'POST', '/_bulk?refresh=true', body, { ndjson: true });
      assert.equal(r.errors, false, JSON.stringify(r));
      assert.equal(r.items.length, 3);
    });

    await check('analysis-common english stemmer: "engineers" and "engineering" → "engin"', async () => {
      const r = await req(u, 'POST', '/jobs-v1/_analyze', { analyzer: 'english_text', text: 'engineers engineering' });
      assert.deepEqual(
        r.tokens.map((t) => t.token),
        ['engin', 'engin'],
      );
    });

    await check('match "engineers" finds "Engineering" (stemming)', async () => {
      const r = await req(u, 'POST', '/jobs-v1/_search', { query: { match: { title: 'engineers' } } });
      assert.deepEqual(ids(r), ['1']);
    });

    await check('edge_ngram filter: "engi" and asciifolded "cafe" match by prefix', async () => {
      const a = await req(u, 'POST', '/jobs-v1/_search', { query: { match: { 'title.prefix': 'engi' } } });
      assert.deepEqual(ids(a), ['1']);
      const b = await req(u, 'POST', '/jobs-v1/_search', { query: { match: { 'title.prefix': 'cafe' } } });
      assert.deepEqual(ids(b), ['2']);
    });

    await check('edge_ngram tokenizer: "analy" matches "Analyst"', async () => {
      const r = await req(u, 'POST', '/jobs-v1/_search', { query: { match: { 'title.edge': 'analy' } } });
      assert.deepEqual(ids(r), ['3']);
    });

    await check('geo_distance 50 km around Berlin → Berlin + Potsdam, not Paris', async () => {
      const r = await req(u, 'POST', '/jobs-v1/_search', {
        query: { bool: { filter: { geo_distance: { distance: '50km', location: { lat: 52.52, lon: 13.405 } } } } },
        sort: [{ _geo_distance: { location: { lat: 52.52, lon: 13.405 }, order: 'asc', unit: 'km' } }],
      });
      assert.deepEqual(
        r.hits.hits.map((h) => h._id),
        ['1', '3'],
      );
      assert.ok(r.hits.hits[1].sort[0] > 20 && r.hits.hits[1].sort[0] < 40, `Potsdam at ${r.hits.hits[1].sort[0]} km`);
    });

    await check('alias: search through "jobs"', async () => {
      await req(u, 'POST', '/_aliases', { actions: [{ add: { index: 'jobs-v1', alias: 'jobs' } }] });
      const r = await req(u, 'POST', '/jobs/_search', { query: { match_all: {} }, track_total_hits: true });
      assert.equal(r.hits.total.value, 3);
    });

    await check('search_after + track_total_hits pages by salary', async () => {
      const seen = [];
      let after;
      for (;;) {
        const r = await req(u, 'POST', '/jobs/_search', {
          size: 2,
          track_total_hits: true,
          sort: [{ salary: 'desc' }, { company: 'asc' }],
          ...(after ? { search_after: after } : {}),
        });
        assert.equal(r.hits.total.value, 3);
        assert.equal(r.hits.total.relation, 'eq');
        if (!r.hits.hits.length) break;
        seen.push(...r.hits.hits.map((h) => h._id));
        after = r.hits.hits.at(-1).sort;
      }
      assert.deepEqual(seen, ['1', '3', '2']);
    });

    await check('point in time: create, search_after within it, delete', async () => {
      const pit = await req(u, 'POST', '/jobs-v1/_search/point_in_time?keep_alive=1m');
      assert.ok(pit.pit_id);
      // A document indexed after the PIT is not visible through it.
      await req(u, 'PUT', '/jobs-v1/_doc/4?refresh=true', {
        title: 'Engineer',
        salary: 1,
        location: { lat: 0, lon: 0 },
      });
      const r = await req(u, 'POST', '/_search', {
        size: 10,
        pit: { id: pit.pit_id, keep_alive: '1m' },
        sort: [{ salary: 'asc' }],
        track_total_hits: true,
      });
      assert.equal(r.hits.total.value, 3);
      await req(u, 'DELETE', '/_search/point_in_time', { pit_id: [pit.pit_id] });
      await req(u, 'DELETE', '/jobs-v1/_doc/4?refresh=true');
    });

    await check('_reindex jobs-v1 → jobs-v2, then move the alias', async () => {
      const r = await req(u, 'POST', '/_reindex?refresh=true', {
        source: { index: 'jobs-v1' },
        dest: { index: 'jobs-v2' },
      });
      assert.equal(r.created, 3);
      await req(u, 'POST', '/_aliases', {
        actions: [{ remove: { index: 'jobs-v1', alias: 'jobs' } }, { add: { index: 'jobs-v2', alias: 'jobs' } }],
      });
      const c = await req(u, 'GET', '/jobs/_count');
      assert.equal(c.count, 3);
    });

    log(`  resident memory after the checks: ${memoryLine(os)}`);
  } finally {
    const t = Date.now();
    await os.stop();
    log(`  stopped in ${Date.now() - t} ms`);
  }
}

async function threeNodes() {
  log(`\n== 3 nodes (heap ${heap} each)`);
  const os = await startOpenSearch({ nodes: 3, heap, log });
  try {
    os.startupMs.forEach((ms, i) => log(`  startup: node-${i} answered HTTP after ${(ms / 1000).toFixed(1)} s`));
    log(`  cluster of 3 formed (yellow) after ${(os.readyMs / 1000).toFixed(1)} s`);
    log(`  resident memory after start: ${memoryLine(os)}`);
    const u = os.urls[0];
    const N = 200;

    await check('index with 3 shards, 1 replica; 200 docs; green', async () => {
      await req(u, 'PUT', '/replicated', { settings: { number_of_shards: 3, number_of_replicas: 1 } });
      const body = Array.from(
        { length: N },
        (_, i) => `${JSON.stringify({ index: { _id: String(i) } })}\n${JSON.stringify({ n: i, title: `job ${i}` })}\n`,
      ).join('');
      const r = await req(u, 'POST', '/replicated/_bulk?refresh=true', body, { ndjson: true });
      assert.equal(r.errors, false);
      const h = await os.waitForHealth('green', 3);
      assert.equal(h.status, 'green');
      assert.equal(h.number_of_nodes, 3);
    });

    const manager = await req(u, 'GET', '/_cat/cluster_manager?format=json');
    const victim = Number(/node-(\d)/.exec(manager[0].node)[1]);
    const survivor = os.urls[(victim + 1) % 3];
    log(`  elected cluster manager: ${manager[0].node}; SIGKILL it`);

    await check(
      `kill node-${victim} (the cluster manager); searches on the others still answer every doc`,
      async () => {
        await os.stopNode(victim, 'SIGKILL');
        const t = Date.now();
        let lastErr;
        for (let attempt = 0; attempt < 60; attempt++) {
          try {
            const r = await req(survivor, 'POST', '/replicated/_search', { size: 0, track_total_hits: true });
            assert.equal(r.hits.total.value, N);
            assert.equal(r._shards.failed, 0);
            log(`    first complete answer ${Date.now() - t} ms after the kill`);
            lastErr = null;
            break;
          } catch (e) {
            lastErr = e;
            await new Promise((res) => setTimeout(res, 500));
          }
        }
        if (lastErr) throw lastErr;
        const h = await req(survivor, 'GET', `/_cluster/health?wait_for_nodes=2&wait_for_status=yellow&timeout=60s`);
        assert.equal(h.number_of_nodes, 2);
        log(`    health with 2 nodes: ${h.status}; memory ${memoryLine(os)}`);
        for (let k = 0; k < 5; k++) {
          const r = await req(os.urls[(victim + 1 + (k % 2)) % 3], 'POST', '/replicated/_search', {
            query: { term: { n: k * 7 } },
          });
          assert.equal(r.hits.hits.length, 1);
        }
      },
    );

    await check(`restart node-${victim}; cluster green with 3 nodes again`, async () => {
      await os.startNode(victim);
      log(`    node-${victim} answered HTTP after ${(os.startupMs[victim] / 1000).toFixed(1)} s`);
      const h = await os.waitForHealth('green', 3);
      assert.equal(h.number_of_nodes, 3);
    });
    log(`  resident memory at the end: ${memoryLine(os)}`);
  } finally {
    const t = Date.now();
    await os.stop();
    log(`  stopped all in ${Date.now() - t} ms`);
  }
}

const reason = await openSearchSkipReason();
if (reason) {
  console.log(`SKIP: ${reason}`);
  process.exit(process.env.OPENSEARCH_REQUIRED === '1' ? 1 : 0);
}
const started = Date.now();
try {
  await singleNode();
  await threeNodes();
} catch (e) {
  failed++;
  console.log(`FAIL: ${e?.stack ?? e}`);
}
console.log(`\nsmoke: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
