// Search on an engine (Elasticsearch or OpenSearch): the query is built by engine-query.ts and
// answered from the index alias, which holds listed jobs only; a job by id (closed ones too)
// and the most recent jobs come from PostgreSQL, the source of truth, so a job's page works
// the moment it is written.
import { AppError, LISTED } from '@highpay/common';
import type { SearchResponse } from '@highpay/contracts';
import type pg from 'pg';
import { readJobById, readRecentJobs } from '@highpay/common/search/job-row';
import {
  createPostgresPlaceResolver,
  resolveLocation,
  type PlaceResolver,
} from '@highpay/common/search/place-resolver';
import type { SearchBackend } from '../search.backend.js';
import { parseQuery } from '@highpay/common/search/query.parser';
import {
  EngineFieldMissingError,
  EngineUnavailableError,
  type EngineClient,
} from '@highpay/common/search/engine.client';
import { aliasMapping, documentToJob } from '@highpay/common/search/engine-mapping';
import {
  buildSearchBody,
  correctionSuggesters,
  EACH_FIELD,
  GATHERED_FIELDS,
  typoCandidates,
  type TierFields,
  type Typos,
} from '@highpay/common/search/engine-query';

/** How long the search trusts what it last learned of the mapping the alias's index was built with. */
const MAPPING_CHECK_MS = 30_000;

export interface EngineSearchBackendOptions {
  client: EngineClient;
  /** The alias searches go to (SEARCH_INDEX). */
  index: string;
  pool: Pick<pg.Pool, 'query'>;
  places?: PlaceResolver;
  /** Matches counted exactly up to this many (SEARCH_COUNT_UP_TO); beyond, the total is a lower bound. */
  countUpTo?: number;
  /** How often to ask which mapping the index was built with (MAPPING_CHECK_MS). */
  mappingCheckMs?: number;
}

export function createEngineSearchBackend(options: EngineSearchBackendOptions): SearchBackend {
  const { client, index, pool } = options;
  const places = options.places ?? createPostgresPlaceResolver(pool);

  /**
   * The search's typo corrections, looked up once before it runs (its words are then matched
   * exactly, which costs the engine far less than fuzzy matching every word). An index built
   * before the vocabulary field has none to look up: it matches fuzzily until its rebuild.
   */
  async function lookUpTypos(query: string | undefined): Promise<Typos> {
    const { words, prefixes } = typoCandidates(parseQuery(query ?? ''), true);
    if (words.length === 0) return new Map();
    try {
      const suggested = await client.suggest(index, correctionSuggesters(words, prefixes));
      return new Map(words.map((word, i) => [word, suggested[`w${i}`] ?? []]));
    } catch (error) {
      if (error instanceof EngineFieldMissingError) return 'fuzzy';
      throw error;
    }
  }

  /**
   * The gathered fields when every index behind the alias was built with this code's mapping;
   * field by field (slower, with the same matches) while an older index awaits its rebuild.
   * Asked again every MAPPING_CHECK_MS; a failed check counts as older.
   */
  let learned: { at: number; fields: Promise<TierFields> } | undefined;
  function tierFields(): Promise<TierFields> {
    if (!learned || Date.now() - learned.at >= (options.mappingCheckMs ?? MAPPING_CHECK_MS)) {
      learned = {
        at: Date.now(),
        fields: aliasMapping(client, index).then(
          (behind) => (behind === 'current' ? GATHERED_FIELDS : EACH_FIELD),
          () => EACH_FIELD,
        ),
      };
    }
    return learned.fields;
  }

  return {
    name: client.product,
    async search(request): Promise<SearchResponse> {
      const [location, typos, fields] = await Promise.all([
        resolveLocation(places, request.location),
        unavailableOnFailure(() => lookUpTypos(request.query)),
        request.query ? tierFields() : EACH_FIELD,
      ]);
      const body = buildSearchBody(request, location, typos, options.countUpTo, fields, true);
      if (!body) return { jobs: [], totalResults: 0 };
      const { total, totalIsLowerBound, documents } = await unavailableOnFailure(() => client.search(index, body));
      return {
        jobs: documents.map(documentToJob),
        totalResults: total,
        ...(totalIsLowerBound ? { totalIsLowerBound } : {}),
      };
    },
    jobById: (id) => readJobById(pool, id),
    recentJobs: (limit) => readRecentJobs(pool, limit),
    async ready() {
      const indexed = await client.count(index);
      if (indexed === 0) {
        const { rows } = await pool.query<{ any: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM jobs j WHERE ${LISTED}) AS any`,
        );
        if (rows[0]?.any) throw new Error(`the search index ${index} is being built`);
      }
      return `${indexed} jobs in ${index}`;
    },
    close: () => client.close(),
  };
}

/** An engine that cannot answer is a 503 for the user, never a stack trace. */
async function unavailableOnFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof EngineUnavailableError) {
      throw new AppError('UNAVAILABLE', 'Search is temporarily unavailable. Please try again in a moment.', {
        cause: error,
      });
    }
    throw error;
  }
}
