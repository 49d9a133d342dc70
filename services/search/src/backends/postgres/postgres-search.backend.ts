// PostgreSQL full-text search: stored, weighted tsvectors with GIN indexes (no
// to_tsvector per query), a last-word prefix named as the lexemes it stands for
// (prefix-lexemes.ts), pg_trgm typo correction over a vocabulary of title, company
// and tag words, and relevance as tiers (title, then company/tags, then description)
// with newest first inside a tier, so ranking never has to score every match.
//
// Pages are slices of the search's ranking, computed once as deep as the page needs (to
// 1,000 at once past page 5) and kept, so paging on costs a look-up of 20 rows by id.
//
// Totals: exact when the ranking holds every match, or up to EXACT_COUNT_LIMIT matches, or
// (when there are more matches than PostgreSQL estimated) up to the 500 pages search shows;
// otherwise PostgreSQL's own estimate (within a few per cent for single words), never more
// than those 500 pages. Counting half a million matches exactly costs a second
// and tells a job seeker nothing. Around a city the estimate is measured instead (the
// place's newest jobs that match, scaled; the place's jobs kept per place): PostgreSQL
// takes any box for a thousandth of the table. Where too few of them match to tell, every
// match is counted, and ranked in the same pass.
// Rankings and counts are cached until jobs change (invalidate) or for CACHE_TTL_MS; the
// gateway keeps the answers themselves (search-answers.cache.ts). Searches that compute
// either take turns, COMPUTING_AT_ONCE at a time.
import {
  MAX_SEARCH_PAGE,
  SEARCH_PAGE_SIZE,
  type Job,
  type SearchRequest,
  type SearchResponse,
} from '@highpay/contracts';
import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';
import pg from 'pg';
import { turnBatcher } from '@highpay/common';
import { JOB_COLUMNS, toJob, type JobRow } from '../../shared/job-row.js';
import { parseLocation } from '../../shared/location.js';
import { createPostgresPlaceResolver, type PlaceResolver } from '../../shared/place-resolver.js';
import {
  SqlParams,
  filterClauses,
  locationClause,
  toTsQueryText,
  type ResolvedLocation,
} from './postgres-query-builder.js';
import { createMemoryIndex, type Vocabulary } from './memory-index.js';
import { expandPrefixes } from './prefix-lexemes.js';
import {
  MIN_TYPO_WORD_LENGTH,
  editDistance,
  hasPositiveClause,
  parseQuery,
  type ParsedQuery,
} from '../../shared/query.parser.js';
import type { SearchBackend } from '../search.backend.js';

const NEWEST = 'j.posted_at DESC, j.id DESC';
const EXACT_COUNT_LIMIT = 1000;
const MAX_TOTAL = MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE;
const CACHE_TTL_MS = 60_000;
/**
 * How many searches compute a ranking or a total at once; the rest wait their turn, first
 * come first served, while searches whose ranking and total are kept answer at once.
 * Each such search runs several queries: when any number ran at once, every query of each
 * waited again in the pool's queue behind every other search's, so that all of them
 * finished late, a cold start's first ones as late as its last.
 */
export const COMPUTING_AT_ONCE = 3;
/**
 * How long one query may run (or wait for a lock): no longer than the gateway waits for an
 * answer (search.client.ts), after which no one reads it, and a query stuck past it would
 * hold one of the few turns.
 */
const STATEMENT_TIMEOUT_MS = 10_000;
/** How many of the newest jobs a ranking tier looks through before it asks the GIN index. */
const RECENT_WINDOW = 20_000;
/** A radius search's total is estimated from at least this many matches among the newest jobs. */
const RADIUS_SAMPLE = 100;
/** Where too few of the place's jobs in the window match, up to this many of its newest jobs are the sample... */
const AREA_SAMPLE = 2000;
/** ...found among at most this many newest jobs, in windows. */
const AREA_WALK_WINDOWS = 10;
/** What walking one entry of the covering index costs (index-only), and what collecting one GIN match costs (its row is read). */
const WALK_COST_US = 0.6;
const MATCH_COST_US = 30;
/**
 * What reading one of a place's jobs through GiST costs (its row, 2-3 µs), in entries of a
 * word's GIN bitmap (0.4-0.5 µs): where a small place holds fewer jobs than the word's matches
 * over this, its total is counted through the place alone.
 */
const AREA_ROW_PER_GIN_ENTRY = 6;
/** A place holding at most this many area samples' worth of jobs (10,000) is counted; a city's 60,000 took 218 ms (remote around Boston). */
const SMALL_PLACE_SAMPLES = 5;
/** Matches PostgreSQL must expect per wanted row for a tier to read on through the newest jobs. */
const COMMON_PER_ROW = 200;
/** How many candidate rows per wanted row the description tier reads before it asks GIN... */
const DESCRIPTION_PROBE = 4;
/** ...measuring how common the word is among the first of them (a deep ranking's). */
const FIRST_PROBE = 400;
/**
 * What reading a candidate's row in the newest-first order costs, in rows a bitmap reads in
 * the table's order: 15-25 against 7-11 µs where the table is in posting order, as a board's
 * is (40 against 6-8 µs when the demo jobs were written in random date order).
 */
const PROBE_PER_MATCH = 2.5;
/** How many candidate rows per wanted row it reads at most when PostgreSQL expects matches to be common (1 in 250 is 0.4 %). */
const DESCRIPTION_WALK = 250;

/** A text match in a form no GIN index matches (the same test), for a walk the costs chose. */
const unindexedMatch = (clause: string) =>
  clause.replace(/(j\.\w+_vector) @@ (\$\d+::tsquery)/g, 'ts_match_vq($1, $2)');

export function createPostgresSearchBackend(
  databaseUrl: string,
  options: {
    max?: number;
    onIdleError?: (error: Error) => void;
    exactCountLimit?: number;
    recentWindow?: number;
    radiusSample?: number;
    areaSample?: number;
    commonPerRow?: number;
    firstProbe?: number;
    probePerMatch?: number;
    computingAtOnce?: number;
    rankWhileCounting?: boolean;
    statementTimeoutMs?: number;
    /**
     * Keep the jobs' words and filters in memory (memory-index.ts) and answer the searches
     * it evaluates from there, once it has read them; PostgreSQL answers the rest.
     */
    memoryIndex?: boolean;
    onMemoryIndexLoaded?: (info: { jobs: number; ms: number }) => void;
    onMemoryIndexError?: (error: unknown) => void;
    /** How long jobs must stay unchanged before the memory index reads them again (memory-index.ts). */
    memoryIndexQuietMs?: number;
    /** Told which answered each search (metrics, tests). */
    onAnswered?: (by: 'memory' | 'postgres') => void;
  } = {},
): SearchBackend {
  // Tests set small limits, which make a small table behave like a million jobs.
  const tuning: Tuning = {
    exactCountLimit: options.exactCountLimit ?? EXACT_COUNT_LIMIT,
    recentWindow: options.recentWindow ?? RECENT_WINDOW,
    radiusSample: options.radiusSample ?? RADIUS_SAMPLE,
    areaSample: options.areaSample ?? AREA_SAMPLE,
    commonPerRow: options.commonPerRow ?? COMMON_PER_ROW,
    firstProbe: options.firstProbe ?? FIRST_PROBE,
    probePerMatch: options.probePerMatch ?? PROBE_PER_MATCH,
    rankWhileCounting: options.rankWhileCounting ?? true,
  };
  // No JIT (it costs more than these queries take), room for exact bitmaps, and no parallel
  // workers: starting them costs more than they save, and concurrent searches use the cores.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    options: `-c jit=off -c work_mem=32MB -c max_parallel_workers_per_gather=0 -c statement_timeout=${options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS}`,
  });
  // An idle connection that dies (database restart) must not take the process down;
  // the pool replaces it on the next query.
  pool.on('error', (error) => options.onIdleError?.(error));
  const places = createPostgresPlaceResolver(pool);
  // Parsing, typo and prefix look-ups depend on the text and the jobs' words: cached briefly, and until jobs change.
  const tsqueries = new LRUCache<string, { tsquery: string | null }>({ max: 5000, ttl: CACHE_TTL_MS });
  const counts = new LRUCache<string, number>({ max: 20_000, ttl: CACHE_TTL_MS });
  const ranked = new LRUCache<string, RankedList>({ max: 2000, ttl: CACHE_TTL_MS });
  const areas = new LRUCache<string, Promise<Area>>({ max: 5000, ttl: CACHE_TTL_MS });
  const turns = new Map<string, { depth: number; promise: Promise<unknown> }>();
  const computing = pLimit(options.computingAtOnce ?? COMPUTING_AT_ONCE);
  let generation = 0;
  let warming: Promise<void> | undefined;
  // Job pages arrive many at a time: the look-ups that arrive together share one query.
  const jobsById = turnBatcher<number, Job | undefined>((ids) => jobsIn(pool, ids));
  const memory = options.memoryIndex
    ? createMemoryIndex(pool, {
        onLoaded: options.onMemoryIndexLoaded,
        onError: options.onMemoryIndexError,
        quietMs: options.memoryIndexQuietMs,
      })
    : undefined;
  const tableRows = tableRowsOf(pool);
  const windowStart = windowStartOf(pool, tuning.recentWindow);

  async function tsqueryFor(text: string): Promise<string | null> {
    const cached = tsqueries.get(text);
    if (cached) return cached.tsquery;
    const parsed = parseQuery(text);
    const startedIn = generation;
    const tsquery = hasPositiveClause(parsed) ? await correctedTsQuery(pool, parsed, memory?.vocabulary()) : null;
    if (startedIn === generation) tsqueries.set(text, { tsquery });
    return tsquery;
  }

  /** The search's answer: as JSON bytes (in parts) where memory answered it, else as PostgreSQL's objects. */
  async function answer(request: SearchRequest): Promise<SearchResponse | Buffer[]> {
    const tsquery = request.query ? await tsqueryFor(request.query) : null;
    if (request.query && tsquery === null) return { jobs: [], totalResults: 0 };
    const location = await resolveLocation(places, request.location);
    const inMemory = memory?.answer(request, tsquery, location);
    options.onAnswered?.(inMemory ? 'memory' : 'postgres');
    if (inMemory) return inMemory;
    const area = location?.center ? await areaOf(pool, areas, location, tuning) : undefined;
    return runSearch(
      pool,
      request,
      tsquery,
      location,
      area,
      { counts, ranked, computing, turns, generation: () => generation, tableRows, windowStart },
      tuning,
    );
  }

  /** The job (undefined: none): as JSON bytes from memory when it is current, else as PostgreSQL's object. */
  async function jobOf(id: string): Promise<Job | Buffer | undefined> {
    if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return undefined;
    const inMemory = memory?.job(Number(id));
    if (inMemory !== undefined) return inMemory ?? undefined;
    return jobsById.load(Number(id));
  }

  return {
    name: 'postgres',
    async search(request) {
      const answered = await answer(request);
      return Array.isArray(answered)
        ? (JSON.parse(Buffer.concat(answered).toString('utf8')) as SearchResponse)
        : answered;
    },
    async searchText(request) {
      const answered = await answer(request);
      return Array.isArray(answered) ? answered : JSON.stringify(answered);
    },
    invalidate() {
      generation += 1;
      memory?.changed();
      // Also the queries: a new job can bring a lexeme that a prefix now stands for.
      tsqueries.clear();
      counts.clear();
      areas.clear();
      windowStart.forget();
      ranked.clear();
    },
    async jobById(id: string): Promise<Job | undefined> {
      const job = await jobOf(id);
      return Buffer.isBuffer(job) ? (JSON.parse(job.toString('utf8')) as Job) : job;
    },
    async jobText(id: string) {
      const job = await jobOf(id);
      return job === undefined ? null : Buffer.isBuffer(job) ? job : JSON.stringify(job);
    },
    async recentJobs(limit: number) {
      const { rows } = await pool.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs j ORDER BY ${NEWEST} LIMIT $1`, [
        limit,
      ]);
      return rows.map(toJob);
    },
    async ready() {
      await pool.query('SELECT 1 FROM jobs LIMIT 1');
      memory?.ready();
      // Once: every connection opened and the statements a search runs planned on each.
      warming ??= warmUp(pool, options.max ?? 10).catch((error: unknown) => {
        warming = undefined;
        throw error;
      });
      await warming;
    },
    whenCurrent: async () => memory?.whenCurrent(),
    close: async () => {
      memory?.close();
      await pool.end();
    },
  };
}

/** A radius search's place among the newest jobs: how common it is there, and which of them it holds. */
interface Area {
  /** The place's jobs among the newest `window`: the sample a total is estimated from. */
  recentIds: number[];
  /**
   * For words too rare among those: the place's next jobs past the window, up to
   * `areaSample` with those, and how many newest jobs were walked to find them all (`span`);
   * `whole` when the walk reached the end of the table, so that they are all the place's
   * jobs. Undefined where the window already holds `areaSample` of them. Walked on first
   * need, then kept.
   */
  wider: () => Promise<{ ids: number[]; span: number; whole: boolean } | undefined>;
}

/**
 * The place's jobs among the newest `window` (one index-only walk of the window), kept per
 * place until jobs change. A search's total is then estimated by reading those rows by id,
 * where walking the window again for each search cost 20-25 ms.
 */
function areaOf(
  pool: pg.Pool,
  areas: LRUCache<string, Promise<Area>>,
  location: ResolvedLocation,
  tuning: Tuning,
): Promise<Area> {
  const key = JSON.stringify(location);
  const known = areas.get(key);
  if (known) return known;
  const window = tuning.recentWindow;
  const params = new SqlParams();
  const place = locationClause(location, params).indexed;
  const columns = 'j.id, j.latitude, j.longitude, j.city, j.state, j.zip';
  const walkWider = async (recent: number) => {
    const walk = window * AREA_WALK_WINDOWS;
    const wanted = tuning.areaSample - recent;
    if (wanted <= 0) return undefined;
    // Numbered in the index's order, so the walk stops at the `wanted`th job of the place past
    // the window; the walk's last job comes back too, place or not, to tell a walk that went
    // its whole length from one that reached the end of the table.
    const { rows } = await pool.query<{ id: number; rn: string; inside: boolean }>(
      `SELECT j.id, j.rn, j.inside FROM (
         SELECT j.id, j.rn, COALESCE(${place}, FALSE) AS inside FROM (
           SELECT ${columns}, row_number() OVER (ORDER BY ${NEWEST}) AS rn FROM jobs j ORDER BY ${NEWEST} LIMIT ${walk}
         ) j
       ) j WHERE (j.inside AND j.rn > ${window}) OR j.rn = ${walk} LIMIT ${wanted + 1}`,
      params.values,
    );
    const inside = rows.filter((r) => r.inside).slice(0, wanted);
    const ids = inside.map((r) => r.id);
    if (ids.length === wanted) return { ids, span: Number(inside[wanted - 1]!.rn), whole: false };
    return { ids, span: walk, whole: !rows.some((r) => Number(r.rn) === walk) };
  };
  const area = pool
    .query<{ id: number }>(
      `SELECT j.id FROM (SELECT ${columns} FROM jobs j ORDER BY ${NEWEST} LIMIT ${window}) j WHERE ${place}`,
      params.values,
    )
    .then(({ rows }): Area => {
      const recentIds = rows.map((r) => r.id);
      let wider: ReturnType<Area['wider']> | undefined;
      return {
        recentIds,
        wider: () => {
          if (!wider) {
            const walking = walkWider(recentIds.length);
            wider = walking;
            walking.catch(() => {
              if (wider === walking) wider = undefined;
            });
          }
          return wider;
        },
      };
    });
  areas.set(key, area);
  area.catch(() => {
    if (areas.get(key) === area) areas.delete(key);
  });
  return area;
}

async function resolveLocation(places: PlaceResolver, text: string): Promise<ResolvedLocation | undefined> {
  const filter = parseLocation(text);
  if (!filter) return undefined;
  if (filter.kind === 'zip' || filter.kind === 'city') return { filter, center: await places.resolve(filter) };
  return { filter };
}

/**
 * Words of 5+ letters that no title, company or tag contains (and, for the word being
 * typed, that start none) get the vocabulary's words one edit away as alternatives.
 * Returns null when nothing searchable is left (only stop words, say).
 */
async function correctedTsQuery(
  pool: Pick<pg.Pool, 'query'>,
  parsed: ParsedQuery,
  vocabulary?: Vocabulary,
): Promise<string | null> {
  // Words the vocabulary in memory knows need no look-up (most of them; a typo does).
  const candidates = parsed.clauses.filter(
    (c) =>
      !c.negated &&
      c.words.length === 1 &&
      c.words[0]!.length >= MIN_TYPO_WORD_LENGTH &&
      !vocabulary?.known(c.words[0]!, c.prefix),
  );
  const alternatives = new Map<string, string[]>();
  if (candidates.length > 0) {
    const { rows } = await pool.query<{ word: string; prefix: boolean; known: boolean; similar: string[] }>(
      `SELECT w.word, w.prefix,
              EXISTS (SELECT 1 FROM search_terms s WHERE s.term = w.word
                      OR (w.prefix AND s.term LIKE w.word || '%')) AS known,
              ARRAY(SELECT s.term FROM search_terms s WHERE s.term % w.word
                     ORDER BY similarity(s.term, w.word) DESC, s.term LIMIT 10) AS similar
         FROM unnest($1::text[], $2::boolean[]) AS w(word, prefix)`,
      [candidates.map((c) => c.words[0]), candidates.map((c) => c.prefix)],
    );
    for (const row of rows) {
      if (row.known) continue;
      const close = row.similar.filter((term) => editDistance(term, row.word, 1) <= 1);
      if (close.length > 0) alternatives.set(row.word, close.slice(0, 3));
    }
  }
  const { rows } = await pool.query<{ q: string; nodes: number }>(
    `SELECT q::text AS q, numnode(q) AS nodes FROM to_tsquery('english', $1) AS q`,
    [toTsQueryText(parsed, alternatives)],
  );
  const row = rows[0];
  return row && row.nodes > 0 ? expandPrefixes(pool, row.q, vocabulary) : null;
}

/** The ranking of one search (everything but the page), as far as it has been computed. */
interface RankedList {
  ids: number[];
  /** Every match is in `ids`: the total is exact. */
  complete: boolean;
}

/** Deeper pages than this compute the ranking to DEEP_RANKING at once, for the pages after them. */
const SHALLOW_RANKING = 100;
const DEEP_RANKING = 1000;
/** How deep a ranking is computed for a page that needs its first `need` ids. */
const rankingDepth = (need: number) => (need <= SHALLOW_RANKING ? need : Math.max(need, DEEP_RANKING));

interface Tuning {
  exactCountLimit: number;
  /** How many of the newest jobs a ranking tier looks through before it asks the GIN index. */
  recentWindow: number;
  /** How many matches among them a radius search's total is estimated from, at least (±10 % at 100). */
  radiusSample: number;
  /** How many of a place's newest jobs the estimate reads when too few of those among the newest jobs match. */
  areaSample: number;
  /** Matches PostgreSQL must expect per wanted row for a tier to read on through the newest jobs instead of collecting every match. */
  commonPerRow: number;
  /** How many candidate rows the description tier's first probe reads at most. */
  firstProbe: number;
  /** What reading a candidate's row costs, in rows collecting matches reads. */
  probePerMatch: number;
  /** Where a radius search's total is counted, rank every match in the counting pass (tests turn it off to reach the tiers' walks). */
  rankWhileCounting: boolean;
}

interface SearchCaches {
  counts: LRUCache<string, number>;
  ranked: LRUCache<string, RankedList>;
  /** Runs a search's computing of its ranking and total in its turn (COMPUTING_AT_ONCE). */
  computing: LimitFunction;
  /**
   * Searches in their turn (or waiting for it), by ranking, with the depth they compute: a
   * page that ranking holds waits for it, so a search asked many times computes once.
   */
  turns: Map<string, { depth: number; promise: Promise<unknown> }>;
  /** Bumped when jobs change: what was computed before is not kept. */
  generation: () => number;
  tableRows: () => Promise<number>;
  /** Where the newest `recentWindow` jobs begin, as SQL. */
  windowStart: () => Promise<string>;
}

async function runSearch(
  pool: pg.Pool,
  request: SearchRequest,
  tsquery: string | null,
  location: ResolvedLocation | undefined,
  area: Area | undefined,
  caches: SearchCaches,
  tuning: Tuning,
): Promise<SearchResponse> {
  const window = tuning.recentWindow;
  const params = new SqlParams();
  const q = tsquery === null ? undefined : `${params.add(tsquery)}::tsquery`;
  const filters = filterClauses(request, location, params);
  /** WHERE for a query PostgreSQL may answer through GIN indexes. */
  const where = (...extra: string[]) => [...extra, ...filters.gin].join(' AND ') || 'TRUE';
  const rows = await caches.tableRows();
  const windowStart = await caches.windowStart();
  const recent = `j.posted_at >= ${windowStart}`;
  /**
   * Is walking the newest-first index for `wanted` jobs that a `share` of the jobs pass
   * (about 0.6 µs a job passed, index-only) cheaper than collecting every one of them through
   * an index and sorting them (about 30 µs each, which needs its row)?
   */
  const walkBeatsCollecting = (wanted: number, share: number) =>
    share > 0 && (wanted / share) * WALK_COST_US < share * rows * MATCH_COST_US;
  /**
   * The share of the newest jobs that a radius search's place holds (about 4 % around
   * Seattle, none for a small town): how many jobs walking the newest-first index passes per
   * job of the place.
   */
  const areaShare = area && area.recentIds.length / window;
  /** Is walking for `n` jobs of the radius search's place cheaper than collecting them all? */
  const walkPlace = (n: number) => areaShare !== undefined && walkBeatsCollecting(n, areaShare);
  /** WHERE for walking the covering newest-first index. */
  const whereScan = (...extra: string[]) => [...extra, ...filters.scan].join(' AND ') || 'TRUE';
  /** The same, with the radius search's place and the text match in forms no index matches: a walk the costs chose. */
  const whereWalk = (...extra: string[]) => [...extra.map(unindexedMatch), ...filters.walk].join(' AND ') || 'TRUE';
  const radius = location?.center !== undefined;
  const offset = (request.page - 1) * SEARCH_PAGE_SIZE;
  const sort = request.sort ?? (q ? 'relevance' : 'date');

  const matchSql = `FROM jobs j WHERE ${where(...(q ? [`j.search_vector @@ ${q}`] : []))}`;
  const countKey = JSON.stringify([matchSql, params.values]);
  const ids = (sql: string) => pool.query<{ id: number }>(sql, params.values).then((r) => r.rows.map((row) => row.id));

  /** The first `depth` ids of the ranking. */
  const rank = async (depth: number): Promise<RankedList> => {
    let found: number[];
    if (q && sort === 'relevance') {
      // Without negations a title or company/tag match implies a whole-document match.
      const doc = tsquery?.includes('!') ? [`j.search_vector @@ ${q}`] : [];
      found = await tieredList(
        [
          [`j.title_vector @@ ${q}`, ...doc],
          [`j.meta_vector @@ ${q}`, `NOT (j.title_vector @@ ${q})`, ...doc],
          [`j.search_vector @@ ${q}`, `NOT (j.title_vector @@ ${q})`, `NOT (j.meta_vector @@ ${q})`],
        ].map((match) => (limit: number) => tierRows(match, limit)),
        depth,
      );
    } else {
      const order =
        sort === 'company'
          ? `j.company ASC, ${NEWEST}`
          : sort === 'salary'
            ? `j.salary_annual_max DESC NULLS LAST, ${NEWEST}`
            : NEWEST;
      found = await ids(`SELECT j.id ${matchSql} ORDER BY ${order} LIMIT ${depth}`);
    }
    return { ids: found, complete: found.length < depth };
  };

  /**
   * The first `depth` of every match in relevance order (the tiers, newest first in each)
   * and how many there are, in one pass over `from` (the matches' FROM ... WHERE).
   */
  const rankEveryMatch = async (from: string, depth: number): Promise<{ list: RankedList; total: number }> => {
    const tier = `CASE WHEN j.title_vector @@ ${q} THEN 0 WHEN j.meta_vector @@ ${q} THEN 1 ELSE 2 END`;
    const { rows: ranked } = await pool.query<{ id: number; total: number }>(
      `SELECT j.id, count(*) OVER ()::int AS total ${from} ORDER BY ${tier}, ${NEWEST} LIMIT ${depth}`,
      params.values,
    );
    const total = ranked[0]?.total ?? 0;
    return { list: { ids: ranked.map((r) => r.id), complete: total <= depth }, total };
  };

  /** One tier's newest `limit` matches. */
  const tierRows = async (match: string[], limit: number): Promise<number[]> => {
    // Title and company/tag tiers are answered from the covering index alone (index-only),
    // description matches need the row. With a radius, only where the place is common
    // enough among the newest jobs (a city, not a small town) for walking them to pay.
    const indexOnly = !match.some((m) => m.includes('search_vector'));
    // j.slug is not in the covering index: without it PostgreSQL, expecting many matches
    // (filters it takes for independent), may filter the whole covering index instead of
    // collecting the few there are ("manager" in Technology: 248 ms, against 0.07 ms).
    const bitmap = `SELECT j.id, j.slug FROM jobs j WHERE ${where(...match)} ORDER BY j.posted_at + interval '0 s' DESC, j.id DESC LIMIT ${limit}`;
    // The text in a form no GIN index matches: where the costs chose a walk, PostgreSQL,
    // expecting few matches, would otherwise collect every title match of the whole table
    // and filter them ("developer" in Sales: 63,000 read for 1,000, 360 ms against 24 ms).
    const walk = (scan: typeof whereScan, from = '', wanted = limit) =>
      `SELECT j.id FROM jobs j WHERE ${scan(...match.map(unindexedMatch), ...(from ? [from] : []))} ORDER BY ${NEWEST} LIMIT ${wanted}`;
    if (indexOnly && (!radius || walkPlace(window * areaShare!))) {
      const scan = radius ? whereWalk : whereScan;
      // 1. Among the newest jobs, bounded by position in the whole table (not by matches):
      //    the scan stays short however selective the filters are. Words that go together
      //    are walked too: PostgreSQL multiplies their shares as if independent, takes
      //    "account executive" for rare and collected all 6,900 title matches (120 ms).
      const together = tsquery !== null && tsquery.includes('&');
      const found = await ids(
        `SELECT j.id FROM jobs j WHERE ${scan(...(together ? match.map(unindexedMatch) : match))} AND ${recent} ORDER BY ${NEWEST} LIMIT ${limit}`,
      );
      if (found.length >= limit) return found;
      // 2. Walk on through the index, or collect every match through GIN and sort them?
      //    The window measured how common matches are: this sees filters that go together,
      //    which PostgreSQL's estimate multiplies as if they were independent.
      if (!walkBeatsCollecting(limit, found.length / window)) return ids(bitmap);
      // On from where the window ends.
      return [...found, ...(await ids(walk(scan, `j.posted_at < ${windowStart}`, limit - found.length)))];
    }
    // Whole-document matches need the row (a description match, or an exclusion checked
    // against the whole job): the newest `candidates` jobs that pass everything the covering
    // index can test (filters, the title and company/tag tests), then their rows.
    const indexed = match.filter((m) => !m.includes('search_vector'));
    const needsRow = match.filter((m) => m.includes('search_vector')).join(' AND ');
    const probe = (candidates: number, scan: typeof whereScan, tests = indexed) =>
      ids(
        `SELECT c.id FROM (
           SELECT j.id, j.posted_at FROM jobs j WHERE ${scan(...tests)} ORDER BY ${NEWEST} LIMIT ${candidates}
         ) c JOIN jobs d ON d.id = c.id
         WHERE ${needsRow.replaceAll('j.', 'd.')} ORDER BY c.posted_at DESC, c.id DESC LIMIT ${limit}`,
      );
    // (Its own match is one of them; the description tier's are exclusions of the other two.)
    const textTier = !indexOnly && indexed.some((m) => /^j\.\w+_vector @@/.test(m));
    if (textTier) {
      // A title or company/tag tier with an exclusion: its candidates are that tier's matches,
      // which a narrow filter makes rare, and walking on for them passed most of the table
      // ("engineer -senior" in Marketing: 680 ms a probe, and as much again reading on). Among
      // the newest jobs only (a walk of the window at most), then every match through GIN.
      const windowed = await probe(limit * DESCRIPTION_PROBE, radius ? whereWalk : whereScan, [
        ...indexed.map(unindexedMatch),
        recent,
      ]);
      if (windowed.length >= limit) return windowed;
    }
    /** How common the probes found the tier's matches among their candidates. */
    let probedDensity: number | undefined;
    if (!indexOnly && !textTier) {
      // First the newest DESCRIPTION_PROBE × limit candidates (as many as a whole page takes
      // when the tier fills its last few rows: 8 tell nothing), and no more than FIRST_PROBE:
      // enough when the word is common among them. A deep ranking's probe read all 4,000 at
      // once (140-170 ms) and, for a word rare there ("engineer" in Marketing), collected the
      // matches after all. A radius search's place walked only where that beats collecting it.
      const candidates = Math.min(Math.max(limit, SEARCH_PAGE_SIZE) * DESCRIPTION_PROBE, tuning.firstProbe);
      const probed = await probe(candidates, radius && walkPlace(candidates) ? whereWalk : whereScan);
      if (probed.length >= limit) return probed;
      const density = probed.length / candidates;
      probedDensity = density;
      // The probe measured how common the word is among them: read as many more as that says
      // `limit` matches take (a little more, for luck). Around a city, where that is fewer
      // rows than the place's matches that collecting them all reads. Elsewhere, where it is
      // no more than DESCRIPTION_PROBE × limit, or where collecting the matches reads
      // PROBE_PER_MATCH times as many rows (as many as the probe's share says the jobs that
      // pass the other tests hold): PostgreSQL's own estimate takes a word outside its most
      // common ones for rare ("driver": 300 ms to collect, for a page 400 more rows find).
      if (density > 0) {
        const more = Math.ceil((limit / density) * (radius ? 1.5 : 1.2));
        const worth = radius
          ? walkPlace(more) && more < density * areaShare! * rows
          : more <= limit * DESCRIPTION_PROBE ||
            more * tuning.probePerMatch <=
              density * (await estimateRows(pool, `FROM jobs j WHERE ${where(...indexed)}`, params.values));
        if (worth) {
          const reprobed = await probe(more, radius ? whereWalk : whereScan);
          if (reprobed.length >= limit) return reprobed;
          probedDensity = reprobed.length / more;
        }
      }
    }
    // Otherwise every match through GIN (per category when there is one), sorted: unless
    // PostgreSQL expects matches to be very common (a common word, no narrow filter).
    const matches = await estimateRows(pool, `FROM jobs j WHERE ${where(...match)}`, params.values);
    if (matches < limit * tuning.commonPerRow || textTier) return ids(bitmap);
    if (indexOnly) return ids(walk(whereScan));
    // Description matches: read on through the newest candidates, but no further than the
    // matches that collecting them all would read. An estimate that filters fooled ("nurse"
    // in Technology, which has none) would otherwise walk the whole table, row by row (1.7 s).
    // And only where no filter narrows the candidates: the walk for them passes every job the
    // filters exclude, and PostgreSQL, multiplying the filters' shares as if independent,
    // expects matches where there are few ("designer" in Administrative, remote, $150k+: 780 ms
    // reading on, then 85 ms collecting 19). Where the probes found some, as far as they say
    // the page takes (half again, for luck); where they found none among the newest 80
    // (20,000 "kafka engineer" matches in all), as PostgreSQL expects.
    if (filters.scan.length > 0) return ids(bitmap);
    let readOn = Math.min(matches, limit * DESCRIPTION_WALK);
    if (probedDensity !== undefined && probedDensity > 0) {
      if (probedDensity * readOn < limit) return ids(bitmap);
      readOn = Math.min(readOn, Math.ceil((limit / probedDensity) * 1.5));
    }
    const reprobed = await probe(readOn, whereScan);
    return reprobed.length >= limit ? reprobed : ids(bitmap);
  };

  /**
   * A small place (at most SMALL_PLACE_SAMPLES × areaSample jobs) is counted, never estimated
   * from a sample walked past the window: that walk passes 1/share jobs for each of its own
   * (around 29201, 6,000 jobs: 142 ms the first time), and reading all its jobs costs less.
   * PostgreSQL takes any box for a thousandth of the table and ANDs the word's GIN bitmap with
   * the place's, right for a rare word; for a common one, the place alone is read: "product
   * manager" around 29201 read 270,000 GIN entries, 105 ms, where the place's jobs take 11 ms.
   */
  const smallPlace = areaShare !== undefined && areaShare * rows <= SMALL_PLACE_SAMPLES * tuning.areaSample;
  /** Where a search's matches are read from: a small place's own jobs where the word is common beside them. */
  const matchesFrom = async () => {
    const throughPlace =
      smallPlace &&
      tsquery !== null &&
      areaShare * rows * AREA_ROW_PER_GIN_ENTRY <
        (await estimateRows(pool, 'FROM jobs j WHERE j.search_vector @@ $1::tsquery', [tsquery]));
    return throughPlace ? unindexedMatch(matchSql) : matchSql;
  };

  /**
   * A radius search's matches estimated from the place's newest jobs: those that match,
   * scaled to the table (the whole count when the sample holds every job of the place).
   * First the place's jobs among the newest `window`; where fewer than `radiusSample` of
   * them match, up to `areaSample` of its newest jobs. PostgreSQL's own estimate takes any
   * box for a thousandth of the table, so it would count every match up to the 500 pages,
   * reading every job of the area (a city's 24,000: 170-190 ms). Undefined when too few
   * matched to tell.
   */
  const radiusEstimate = async (place: Area): Promise<number | undefined> => {
    // The sample's rows by id, tested in full: the text and every filter.
    const matching = async (sample: number[]) => {
      if (sample.length === 0) return 0;
      const at = `$${params.values.length + 1}`;
      const { rows: counted } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM jobs j WHERE j.id = ANY(${at}::int[]) AND ${whereWalk(...(q ? [`j.search_vector @@ ${q}`] : []))}`,
        [...params.values, sample],
      );
      return counted[0]?.n ?? 0;
    };
    const recentMatches = await matching(place.recentIds);
    if (recentMatches >= tuning.radiusSample) return Math.round((recentMatches * rows) / Math.min(window, rows));
    // Would the wider sample hold enough of the place's jobs to tell?
    if (place.recentIds.length * AREA_WALK_WINDOWS < tuning.radiusSample && rows > window) return undefined;
    if (smallPlace) return undefined; // counted instead
    // Would it hold enough matches? Where even twice the window's rate of them would leave too
    // few, walking it only delays the count ("python developer" around Atlanta: 114 ms).
    if (2 * recentMatches * tuning.areaSample < tuning.radiusSample * place.recentIds.length) return undefined;
    const wider = await place.wider();
    if (!wider) return undefined;
    const matches = recentMatches + (await matching(wider.ids));
    if (wider.whole) return matches;
    return matches >= tuning.radiusSample ? Math.round((matches * rows) / wider.span) : undefined;
  };

  const need = offset + SEARCH_PAGE_SIZE;
  const listKey = JSON.stringify([sort, matchSql, params.values]);
  /** Does this ranking reach the page (or hold every match)? */
  const reaches = (list: RankedList | undefined): list is RankedList =>
    list !== undefined && (list.complete || list.ids.length >= need);
  /** The ranking as deep as the page needs, and the total: kept, or computed and kept. */
  const rankAndCount = async (): Promise<{ list: RankedList; totalResults: number }> => {
    let list = caches.ranked.get(listKey);
    let counted = caches.counts.get(countKey);
    // A radius search's total is estimated from the place's newest jobs: undefined when too
    // few of them match to tell (then counted), measured once.
    let estimated: Promise<number | undefined> | undefined;
    const estimate = () => (estimated ??= area ? radiusEstimate(area) : Promise.resolve(undefined));
    if (!reaches(list)) {
      const startedIn = caches.generation();
      const depth = rankingDepth(need);
      if (
        tuning.rankWhileCounting &&
        q &&
        sort === 'relevance' &&
        area &&
        counted === undefined &&
        (await estimate()) === undefined
      ) {
        // Counting reads every match anyway: rank them all in the same pass, where the tiers
        // would each collect theirs again ("kafka engineer" around New York: three tiers'
        // 35-71 ms collects, then a 40 ms count of its 1,082 matches).
        const all = await rankEveryMatch(await matchesFrom(), depth);
        list = all.list;
        counted = all.total;
      } else {
        list = await rank(depth);
      }
      if (startedIn === caches.generation()) caches.ranked.set(listKey, list);
    }
    let totalResults: number;
    if (list.complete) {
      totalResults = list.ids.length;
    } else {
      if (counted === undefined) {
        const total = await estimate();
        counted =
          total === undefined && smallPlace
            ? await countMatches(pool, await matchesFrom(), params.values, tuning.exactCountLimit, 0)
            : await countMatches(pool, matchSql, params.values, tuning.exactCountLimit, total);
      }
      caches.counts.set(countKey, counted);
      // An estimate must still reach past what the ranking already holds; a count equal to it
      // is every match (a ranking exactly as deep as the matches: "Page 2 of 3" had no page 3).
      totalResults = Math.min(
        MAX_TOTAL,
        counted === list.ids.length ? counted : Math.max(counted, list.ids.length + 1),
      );
    }
    return { list, totalResults };
  };
  // A search whose ranking and total are kept answers at once; one that computes either
  // waits for a turn among the few computed at a time (caches.computing). Another page of
  // a search whose turn is under way waits for that turn instead, not for one of its own
  // behind every search queued meanwhile.
  const answered = () => {
    const kept = caches.ranked.get(listKey);
    return reaches(kept) && (kept.complete || caches.counts.has(countKey));
  };
  const underWay = caches.turns.get(listKey);
  if (!answered() && underWay && underWay.depth >= need) await underWay.promise.catch(() => undefined);
  let result: Promise<{ list: RankedList; totalResults: number }>;
  if (answered()) {
    result = rankAndCount();
  } else {
    result = caches.computing(rankAndCount);
    const turn = { depth: rankingDepth(need), promise: result };
    caches.turns.set(listKey, turn);
    void result
      .finally(() => caches.turns.get(listKey) === turn && caches.turns.delete(listKey))
      .catch(() => undefined);
  }
  const { list, totalResults } = await result;
  // The page's jobs, in the ranking's order (one deleted meanwhile is left out).
  const order = list.ids.slice(offset, offset + SEARCH_PAGE_SIZE);
  const jobs = order.length === 0 ? [] : await jobsIn(pool, order);
  return { jobs: jobs.filter((job): job is Job => job !== undefined), totalResults };
}

/** These jobs, in the order asked (undefined for an id no job has). */
async function jobsIn(pool: Pick<pg.Pool, 'query'>, ids: readonly number[]): Promise<Array<Job | undefined>> {
  const byId = new Map((await jobRows(pool, ids)).map((row) => [row.id, toJob(row)]));
  return ids.map((id) => byId.get(id));
}

/**
 * Opens every connection of the pool and runs on each what a first search asks PostgreSQL
 * (the text's normalization with its typo and prefix look-ups, the page's rows by id). A
 * new connection's first queries read the catalogs (the jobs table has some fifty indexes):
 * from a cold start, 16 clients' first searches waited on that, 50-450 ms each.
 */
async function warmUp(pool: pg.Pool, connections: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
  try {
    await Promise.all(
      clients.map(async (client) => {
        await correctedTsQuery(client, parseQuery('warmup'));
        await jobRows(client, [0]);
      }),
    );
  } finally {
    for (const client of clients) client.release();
  }
}

/**
 * The rows of these jobs (any order). A named statement: each connection plans it once,
 * where planning it again (the table has some fifty indexes, most of them partial) cost
 * more than running it.
 */
async function jobRows(pool: Pick<pg.Pool, 'query'>, ids: readonly number[]): Promise<JobRow[]> {
  const { rows } = await pool.query<JobRow>({
    name: 'jobs-by-ids',
    text: `SELECT ${JOB_COLUMNS} FROM jobs j WHERE j.id = ANY($1::int[])`,
    values: [ids],
  });
  return rows;
}

/**
 * Relevance as tiers, newest first inside each: asks each tier only for the rows the
 * ranking still needs, so a ranking the first tier fills never touches the description tier.
 */
async function tieredList(tiers: Array<(limit: number) => Promise<number[]>>, depth: number): Promise<number[]> {
  const list: number[] = [];
  for (const tier of tiers) {
    list.push(...(await tier(depth - list.length)));
    if (list.length >= depth) break;
  }
  return list.slice(0, depth);
}

/** How many jobs there are, as PostgreSQL keeps it (pg_class.reltuples), asked at most once a minute. */
function tableRowsOf(pool: pg.Pool): () => Promise<number> {
  let known: { rows: number; at: number } | undefined;
  return async () => {
    if (known && Date.now() - known.at < 60_000) return known.rows;
    const { rows } = await pool.query<{ n: number }>(
      `SELECT GREATEST(reltuples, 1)::float8 AS n FROM pg_class WHERE oid = 'jobs'::regclass`,
    );
    known = { rows: rows[0]?.n ?? 1, at: Date.now() };
    return known.rows;
  };
}

/**
 * Where the newest `window` jobs begin (the posted time of the one after them), as a SQL
 * literal, kept until jobs change or for a minute. Asked in every window query, it read
 * 20,000 entries of the covering index each time (5 ms).
 */
function windowStartOf(pool: pg.Pool, window: number): { (): Promise<string>; forget(): void } {
  let known: { sql: Promise<string>; at: number } | undefined;
  const start = () => {
    if (known && Date.now() - known.at < CACHE_TTL_MS) return known.sql;
    const sql = pool
      .query<{ t: string }>(
        `SELECT to_char(r.posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS t
           FROM jobs r ORDER BY r.posted_at DESC, r.id DESC OFFSET ${window} LIMIT 1`,
      )
      .then(({ rows }) => {
        const t = rows[0]?.t ?? '-infinity';
        if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$|^-infinity$/.test(t))
          throw new Error(`unexpected timestamp ${t}`);
        return `'${t}'::timestamptz`;
      });
    known = { sql, at: Date.now() };
    sql.catch(() => {
      if (known?.sql === sql) known = undefined;
    });
    return sql;
  };
  return Object.assign(start, { forget: () => (known = undefined) });
}

/** PostgreSQL's estimate of how many rows `FROM ... WHERE ...` matches. */
async function estimateRows(pool: pg.Pool, fromSql: string, values: unknown[]): Promise<number> {
  const plan = await pool.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 ${fromSql}`,
    values,
  );
  return Math.round(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * Exact up to `exactLimit` matches; past it the larger of what was counted and
 * PostgreSQL's estimate, capped at what paging can reach.
 */
async function countMatches(
  pool: pg.Pool,
  matchSql: string,
  values: unknown[],
  exactLimit: number,
  estimated?: number,
): Promise<number> {
  const estimate = estimated ?? (await estimateRows(pool, matchSql, values));
  if (estimate > exactLimit * 2) return Math.min(MAX_TOTAL, estimate);
  const count = async (limit: number) =>
    (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 ${matchSql} LIMIT ${limit}) t`, values))
      .rows[0]?.n ?? 0;
  // Expected within the exact limit: either the count stays within it (exact), or there are
  // more matches than the estimate said: filters that go together (it multiplies them as if
  // independent), and the estimate is no guide. Either way, count up to what paging can reach.
  if (estimate <= exactLimit + 1) return Math.min(MAX_TOTAL, await count(MAX_TOTAL + 1));
  const counted = await count(exactLimit + 1);
  return counted <= exactLimit ? counted : Math.min(MAX_TOTAL, estimate);
}
