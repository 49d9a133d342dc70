// Turns a search request into an engine search body, the same for Elasticsearch and OpenSearch.
// Relevance is a handful of tiers scored as constants (title, then company/tags, then anywhere;
// exact words before typo-corrected ones), ties newest first, as on PostgreSQL.
import type { estypes } from '@elastic/elasticsearch';
import {
  CATEGORY_FILTERS,
  EXACT_TOTAL_LIMIT,
  SEARCH_PAGE_SIZE,
  isAllCategories,
  type SearchRequest,
  type SortOrder,
} from '@highpay/contracts';
import type { EngineSearchBody } from './engine.client.js';
import { isStopWord, MAX_PREFIX_LENGTH, TEXT_FIELDS, type TextField } from './engine-mapping.js';
import { RADIUS_MILES, type GeoPoint } from '../../shared/location.js';
import { openToValues } from '../../shared/job-row.js';
import type { ResolvedLocation } from '../../shared/place-resolver.js';
import { MIN_TYPO_WORD_LENGTH, parseQuery, type ParsedQuery, type QueryClause } from '../../shared/query.parser.js';

type Query = estypes.QueryDslQueryContainer;
type Sort = estypes.SortCombinations[];

/** Scores of the tiers; a match in none of them (typo-corrected, anywhere) scores 0. */
export const TIER_SCORES = {
  titleExact: 6,
  metaExact: 5,
  anywhereExact: 4,
  titleFuzzy: 3,
  metaFuzzy: 2,
} as const;

const TITLE: readonly TextField[] = [TEXT_FIELDS.title];
const META: readonly TextField[] = [TEXT_FIELDS.company, TEXT_FIELDS.tags];
const ANYWHERE: readonly TextField[] = [...TITLE, ...META, TEXT_FIELDS.description];

const NEWEST: Sort = [{ posted_at: { order: 'desc' } }, { id: { order: 'desc' } }];

/** The words that count: stop words are dropped, as PostgreSQL's English configuration drops them. */
export function searchableClauses(parsed: ParsedQuery): QueryClause[] {
  return parsed.clauses.filter((c) => c.words.length > 1 || !isStopWord(c.words[0]!));
}

/** One clause (a word or a phrase) matched in any of `fields`; `fuzzy` lets words of 5+ letters carry one typo. */
export function clauseQuery(clause: QueryClause, fields: readonly TextField[], fuzzy: boolean): Query {
  const should: Query[] = [];
  if (clause.words.length > 1) {
    const phrase = clause.words.join(' ');
    for (const field of fields) should.push({ match_phrase: { [field]: phrase } });
  } else {
    const word = clause.words[0]!;
    for (const field of fields) should.push({ match: { [field]: word } });
    if (clause.prefix) {
      for (const field of fields) {
        if (field === TEXT_FIELDS.description) should.push({ prefix: { [`${field}.plain`]: word } });
        else if (word.length <= MAX_PREFIX_LENGTH) should.push({ match: { [`${field}.prefix`]: word } });
      }
    }
    if (fuzzy && word.length >= MIN_TYPO_WORD_LENGTH) {
      // Few expansions: a typo has few real neighbours, and every one counts against the
      // cluster's limit on clauses per query.
      for (const field of fields) {
        should.push({
          match: { [`${field}.plain`]: { query: word, fuzziness: 1, prefix_length: 1, max_expansions: 10 } },
        });
      }
    }
  }
  return should.length === 1 ? should[0]! : { bool: { should, minimum_should_match: 1 } };
}

function allClauses(clauses: readonly QueryClause[], fields: readonly TextField[], fuzzy: boolean): Query {
  return { bool: { filter: clauses.map((c) => clauseQuery(c, fields, fuzzy)) } };
}

const tier = (boost: number, filter: Query): Query => ({ constant_score: { filter, boost } });

export interface TextQuery {
  /** Every positive clause somewhere in the job (words of 5+ letters may carry a typo). */
  filter: Query[];
  mustNot: Query[];
  /** The tier a match falls in, as its score. */
  score: Query;
}

/** Null when nothing searchable is left (only stop words, or only exclusions). */
export function textQuery(parsed: ParsedQuery): TextQuery | null {
  const clauses = searchableClauses(parsed);
  const positive = clauses.filter((c) => !c.negated);
  if (positive.length === 0) return null;
  const anyFuzzy = positive.some((c) => c.words.length === 1 && c.words[0]!.length >= MIN_TYPO_WORD_LENGTH);
  const tiers = [
    tier(TIER_SCORES.titleExact, allClauses(positive, TITLE, false)),
    tier(TIER_SCORES.metaExact, allClauses(positive, META, false)),
    tier(TIER_SCORES.anywhereExact, allClauses(positive, ANYWHERE, false)),
    ...(anyFuzzy
      ? [
          tier(TIER_SCORES.titleFuzzy, allClauses(positive, TITLE, true)),
          tier(TIER_SCORES.metaFuzzy, allClauses(positive, META, true)),
        ]
      : []),
  ];
  return {
    filter: positive.map((c) => clauseQuery(c, ANYWHERE, true)),
    mustNot: clauses.filter((c) => c.negated).map((c) => clauseQuery(c, ANYWHERE, false)),
    score: { dis_max: { queries: tiers, tie_breaker: 0 } },
  };
}

/** Every filter but the text: location, category, work setting, remote jobs open to a country, job types, salary floor. */
export function filterQueries(request: SearchRequest, location: ResolvedLocation | undefined): Query[] {
  const filters: Query[] = [];
  if (location) filters.push(locationQuery(location));
  if (!isAllCategories(request.category)) {
    filters.push({ terms: { category: [...(CATEGORY_FILTERS[request.category.toLowerCase()] ?? [])] } });
  }
  if (request.workSetting) filters.push({ term: { work_setting: request.workSetting } });
  if (request.openTo) {
    filters.push({ term: { work_setting: 'remote' } }, { terms: { open_to: openToValues(request.openTo) } });
  }
  if (request.jobTypes.length > 0) filters.push({ terms: { job_type: [...request.jobTypes] } });
  if (request.salaryMin !== undefined) {
    const paysEnough: Query = { range: { salary_yearly_usd: { gte: request.salaryMin } } };
    filters.push(
      request.salaryRequired
        ? paysEnough
        : {
            bool: {
              should: [paysEnough, { bool: { must_not: [{ exists: { field: 'salary_yearly_usd' } }] } }],
              minimum_should_match: 1,
            },
          },
    );
  }
  return filters;
}

export function locationQuery({ filter, center }: ResolvedLocation): Query {
  const within = (c: GeoPoint): Query => ({
    geo_distance: { distance: `${RADIUS_MILES}mi`, geo: { lat: c.lat, lon: c.lon } },
  });
  const either = (a: Query, b: Query): Query => ({ bool: { should: [a, b], minimum_should_match: 1 } });
  switch (filter.kind) {
    case 'zip': {
      const exact: Query = { term: { zip: filter.zip } };
      return center ? either(within(center), exact) : exact;
    }
    case 'city': {
      const exact: Query = {
        bool: { filter: [{ term: { city: filter.city.toLowerCase() } }, { term: { state: filter.state } }] },
      };
      return center ? either(within(center), exact) : exact;
    }
    case 'state':
      return { term: { state: filter.state } };
    case 'text':
      return {
        wildcard: { location: { value: `*${escapeWildcard(filter.text.toLowerCase())}*`, case_insensitive: true } },
      };
    default: {
      const unreachable: never = filter;
      throw new Error(`unknown location ${JSON.stringify(unreachable)}`);
    }
  }
}

function escapeWildcard(text: string): string {
  return text.replace(/[\\*?]/g, '\\$&');
}

export function sortFor(sort: SortOrder, hasText: boolean): Sort {
  switch (sort) {
    case 'relevance':
      return hasText ? [{ _score: { order: 'desc' } }, ...NEWEST] : NEWEST;
    case 'date':
      return NEWEST;
    case 'company':
      return [{ 'company.keyword': { order: 'asc' } }, ...NEWEST];
    case 'salary':
      // unmapped_type: an index built before the field (until its rebuild) sorts instead of failing.
      return [{ salary_yearly_usd: { order: 'desc', missing: '_last', unmapped_type: 'integer' } }, ...NEWEST];
    default: {
      const unreachable: never = sort;
      throw new Error(`unknown sort ${String(unreachable)}`);
    }
  }
}

export type SearchBody = EngineSearchBody;

/**
 * The search body for a request, or null when the text leaves nothing to look for
 * (only stop words, punctuation or exclusions): such a search finds nothing, as on PostgreSQL.
 * Matches are counted up to `countUpTo` only: an exact total of a million costs the engine
 * about half its throughput, and no one pages past the 10,000th job.
 */
export function buildSearchBody(
  request: SearchRequest,
  location: ResolvedLocation | undefined,
  countUpTo: number = EXACT_TOTAL_LIMIT,
): SearchBody | null {
  const text = request.query ? textQuery(parseQuery(request.query)) : undefined;
  if (text === null) return null;
  const sort = request.sort ?? (text ? 'relevance' : 'date');
  const scored = text !== undefined && sort === 'relevance';
  const filter = [...(text?.filter ?? []), ...filterQueries(request, location)];
  const bool: estypes.QueryDslBoolQuery = {};
  if (filter.length > 0) bool.filter = filter;
  if (text && text.mustNot.length > 0) bool.must_not = text.mustNot;
  if (scored) bool.should = [text.score];
  return {
    query: Object.keys(bool).length > 0 ? { bool } : { match_all: {} },
    sort: sortFor(sort, scored),
    from: (request.page - 1) * SEARCH_PAGE_SIZE,
    size: SEARCH_PAGE_SIZE,
    track_total_hits: countUpTo,
  };
}
