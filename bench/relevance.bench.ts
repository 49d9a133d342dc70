// `npm run bench:relevance`: how well search ranks what a seeker means, on the judged set in
// bench/relevance/ (postings graded 0-3 per search by its rubric.md). The postings go in through
// the job writer (the outbox write path every job takes), the OpenSearch index is built by the
// search service's own indexer, and every search runs in one run on the PostgreSQL backend, the
// OpenSearch backend, and a plain BM25 multi_match (title^3, company^2, tags^2, description) on
// the same index with the same filters. Reports NDCG@10 by kind and overall, and the jobs in the
// top 10 that a search must never show (closed, or outside its filters). Not a test.
// BENCH_SET=working|unseen: which searches (queries.<set>.json; BENCH_QUERIES names a file instead);
// BENCH_SPLIT=tune|private: of the working set, only those to tune on, or only the private three
// tenths (crc32 of the id mod 10 below 3) scored once at the end;
// BENCH_OPENSEARCH_URL: a running node (else one is started); BENCH_OUT: the report's path;
// BENCH_VERBOSE=1 prints each search's top 10 on OpenSearch (and PostgreSQL's where it differs).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import pg from 'pg';
import type { estypes } from '@elastic/elasticsearch';
import type { SearchRequest } from '@highpay/contracts';
import { upsertJobs, writeOutboxFor } from '../services/common/src/jobs/job.writer.js';
import { ensureDatabase, migrate } from '../services/common/src/migrations.js';
import { startOpenSearch } from '../scripts/opensearch-cluster.mjs';
import { createEngineClient } from '@highpay/common/search/engine-clients';
import { createEngineIndexer } from '../services/search/src/backends/engine/engine-indexer.js';
import { createEngineSearchBackend } from '../services/search/src/backends/engine/engine-search.backend.js';
import { filterQueries } from '@highpay/common/search/engine-query';
import { createPostgresSearchBackend } from '../services/search/src/backends/postgres/postgres-search.backend.js';
import { createPostgresPlaceResolver, resolveLocation } from '@highpay/common/search/place-resolver';
import {
  eligible,
  ndcgAt,
  readPostings,
  readQueries,
  RELEVANCE_DIR,
  toSearchRequest,
  toStoredJob,
  type JudgedQuery,
} from './relevance-corpus.js';

const K = 10;
const SET = process.env.BENCH_SET ?? 'working';
if (SET !== 'working' && SET !== 'unseen') throw new Error(`BENCH_SET must be working or unseen, not ${SET}`);
const QUERIES = process.env.BENCH_QUERIES ?? path.join(RELEVANCE_DIR, `queries.${SET}.json`);
const SPLIT = process.env.BENCH_SPLIT ?? '';
if (SPLIT && SPLIT !== 'tune' && SPLIT !== 'private')
  throw new Error(`BENCH_SPLIT must be tune or private, not ${SPLIT}`);
if (SPLIT && SET !== 'working') throw new Error('BENCH_SPLIT splits the working set only');
const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432';
const DATABASE_URL = `${SERVER}/${process.env.BENCH_DB_PREFIX ?? 'highpay_bench_'}relevance`;
const ALIAS = process.env.BENCH_ALIAS ?? 'bench_relevance';
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const SYSTEMS = ['postgres', 'opensearch', 'bm25'] as const;
type System = (typeof SYSTEMS)[number];

const postings = readPostings();
/** The private split: three tenths of the working set, by a stable hash of the search's id. */
const isPrivate = (query: JudgedQuery) => crc32(query.id) % 10 < 3;
const queries = readQueries(QUERIES).filter((q) => !SPLIT || isPrivate(q) === (SPLIT === 'private'));
const byKey = new Map(postings.map((p) => [p.key, p]));

/** A fresh database holding exactly the judged postings, closed ones closed. */
async function loadPostings(): Promise<Map<number, string>> {
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(DATABASE_URL).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
  await ensureDatabase(DATABASE_URL);
  await migrate(DATABASE_URL);
  const pool = new pg.Pool({ connectionString: DATABASE_URL });
  const now = Date.now();
  const ids = await upsertJobs(
    pool,
    postings.map((p) => toStoredJob(p, now)),
  );
  const closed = ids.filter((_, i) => postings[i]!.closed);
  // As ingestion closes a job gone from its feed: closed_at, and an outbox row for the index.
  await pool.query('UPDATE jobs SET closed_at = now(), updated_at = now() WHERE id = ANY($1::int[])', [closed]);
  await writeOutboxFor(pool, 'job.upserted', closed);
  await pool.end();
  return new Map(ids.map((id, i) => [id, postings[i]!.key]));
}

/** The plain BM25 baseline: one multi_match, the same filters, no synonyms, no freshness. */
function bm25Body(request: SearchRequest, filter: estypes.QueryDslQueryContainer[]) {
  return {
    query: {
      bool: {
        must: [
          {
            multi_match: {
              query: request.query,
              fields: ['title^3', 'company^2', 'tags.name^2', 'description'],
            },
          },
        ],
        filter,
      },
    },
    size: K,
  };
}

interface Row {
  query: JudgedQuery;
  ndcg: Record<System, number>;
  ineligible: Record<System, number>;
  top: Record<System, string[]>;
}

async function main() {
  const split = SPLIT ? ` (${SPLIT} split)` : '';
  console.log(`bench:relevance: ${postings.length} postings, ${queries.length} searches from ${QUERIES}${split}`);
  // Between held-out sets queries.unseen.json is an empty list: nothing to score.
  if (queries.length === 0) {
    console.log(SET === 'unseen' ? 'no held-out queries: nothing to score' : 'no searches: nothing to score');
    return;
  }
  const idToKey = await loadPostings();
  const cluster = process.env.BENCH_OPENSEARCH_URL ? undefined : await startOpenSearch({ nodes: 1, heap: '512m' });
  const url = process.env.BENCH_OPENSEARCH_URL ?? cluster!.url;
  const pool = new pg.Pool({ connectionString: DATABASE_URL });
  const client = createEngineClient('opensearch', url);
  for (const index of await client.aliasTargets(ALIAS).catch(() => [])) await client.deleteIndex(index);
  const indexer = createEngineIndexer({ client, pool, alias: ALIAS });
  const rebuilt = await indexer.reindexAll();
  console.log(`indexed ${rebuilt.indexed} open jobs into ${rebuilt.index}`);
  const backends = {
    postgres: createPostgresSearchBackend(DATABASE_URL),
    opensearch: createEngineSearchBackend({ client, index: ALIAS, pool }),
  };
  const places = createPostgresPlaceResolver(pool);

  const keysOf = (ids: readonly (string | number)[]) => ids.map((id) => idToKey.get(Number(id)) ?? `?${id}`);
  const rows: Row[] = [];
  for (const query of queries) {
    const request = toSearchRequest(query);
    const top = {} as Record<System, string[]>;
    top.postgres = keysOf((await backends.postgres.search(request)).jobs.slice(0, K).map((j) => j.id));
    top.opensearch = keysOf((await backends.opensearch.search(request)).jobs.slice(0, K).map((j) => j.id));
    const filter = filterQueries(request, await resolveLocation(places, request.location));
    top.bm25 = keysOf((await client.search(ALIAS, bm25Body(request, filter))).documents.map((d) => d.id));
    const row: Row = { query, top, ndcg: {} as Record<System, number>, ineligible: {} as Record<System, number> };
    for (const system of SYSTEMS) {
      row.ndcg[system] = ndcgAt(K, top[system], query.grades);
      row.ineligible[system] = top[system].filter((key) => {
        const posting = byKey.get(key);
        return !posting || !eligible(posting, query);
      }).length;
    }
    rows.push(row);
    if (VERBOSE) {
      const shown = top.opensearch.map((k) => `${k}:${query.grades[k] ?? 0}`).join(' ');
      console.log(
        `${query.id} ${query.kind} "${query.query}" os ${row.ndcg.opensearch.toFixed(2)} pg ${row.ndcg.postgres.toFixed(2)} bm25 ${row.ndcg.bm25.toFixed(2)}  ${shown}`,
      );
      // PostgreSQL's top 10 too where it ranks otherwise.
      if (top.postgres.join() !== top.opensearch.join()) {
        console.log(`  pg  ${top.postgres.map((k) => `${k}:${query.grades[k] ?? 0}`).join(' ')}`);
      }
    }
  }
  await backends.postgres.close();
  await client.close();
  await pool.end();
  await cluster?.stop();

  const report = renderReport(rows);
  console.log(report);
  const out = process.env.BENCH_OUT;
  if (out) writeFileSync(out, report);
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);

function renderReport(rows: Row[]): string {
  const kinds = [...new Set(rows.map((r) => r.query.kind))];
  const groups: Array<[string, Row[]]> = [
    [`all ${rows.length} searches`, rows],
    ...kinds.map((kind): [string, Row[]] => [kind, rows.filter((r) => r.query.kind === kind)]),
  ];
  const lines = [
    `NDCG@${K} on ${postings.length} postings, ${rows.length} searches (${path.basename(QUERIES)}${SPLIT ? `, ${SPLIT} split` : ''})`,
    '',
    '| NDCG@10 | searches | PostgreSQL | OpenSearch | plain BM25 | OpenSearch / BM25 |',
    '|---|---|---|---|---|---|',
    ...groups.map(([label, group]) => {
      const [pgN, os, bm] = SYSTEMS.map((s) => mean(group.map((r) => r.ndcg[s])));
      return `| ${label} | ${group.length} | ${pgN!.toFixed(3)} | ${os!.toFixed(3)} | ${bm!.toFixed(3)} | ${(os! / bm!).toFixed(2)}x |`;
    }),
    '',
    `| ineligible in the top ${K} (closed, or outside the filters) | PostgreSQL | OpenSearch | plain BM25 |`,
    '|---|---|---|---|',
    `| jobs, over all searches | ${SYSTEMS.map((s) => rows.reduce((n, r) => n + r.ineligible[s], 0)).join(' | ')} |`,
  ];
  return lines.join('\n') + '\n';
}

await main();
