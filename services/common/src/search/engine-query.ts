// Turns a search request into an engine search body, the same for Elasticsearch and OpenSearch.
// A job holding any unit of the search matches; those holding more units rank first (COVERAGE),
// then by field-weighted BM25 (title above tags and company, those above the description; the
// search as a phrase above its words apart) times a gentle freshness decay; ties newest first. Synonyms (@highpay/common's list) apply at search time through the synonym analyzer.
// Typos are corrected as on PostgreSQL: once per search, a word the vocabulary lacks gets its
// neighbours.
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
import {
  COMBINED_FIELDS,
  isStopWord,
  MAX_PREFIX_LENGTH,
  SYNONYM_ANALYZER,
  TEXT_FIELDS,
  TITLE_HEAD,
  VOCABULARY,
  type TextField,
} from './engine-mapping.js';
import { RADIUS_MILES, type GeoPoint } from './location.js';
import { openToValues } from './job-row.js';
import type { ResolvedLocation } from './place-resolver.js';
import { MIN_TYPO_WORD_LENGTH, mayCarryTypo, parseQuery, type ParsedQuery, type QueryClause } from './query.parser.js';
import { queryUnits, type QueryUnit } from './query-units.js';
import { HEAD_END } from './title-head.js';

type Query = estypes.QueryDslQueryContainer;
type Sort = estypes.SortCombinations[];

/** Per word that may carry a typo: the words it may have meant (none when the vocabulary holds it). */
export type Corrections = ReadonlyMap<string, readonly string[]>;

/**
 * How words that may carry a typo are matched: by the corrections looked up for this search,
 * or by the engine's fuzzy match where none were (an alert's stored query, which outlives
 * any lookup; an index built before the vocabulary field).
 */
export type Typos = Corrections | 'fuzzy';

/** Corrections a word gets at most, as on PostgreSQL. */
export const MAX_CORRECTIONS = 3;

/** Where a word is looked for: in the title, in the company or a tag, anywhere. */
export interface TierFields {
  title: readonly TextField[];
  meta: readonly TextField[];
  anywhere: readonly TextField[];
}

/** Field by field: what alerts' stored queries use, and an index built before the gathered fields. */
export const EACH_FIELD: TierFields = {
  title: [TEXT_FIELDS.title],
  meta: [TEXT_FIELDS.company, TEXT_FIELDS.tags],
  anywhere: [TEXT_FIELDS.title, TEXT_FIELDS.company, TEXT_FIELDS.tags, TEXT_FIELDS.description],
};

/** The gathered fields: a word is one lookup (two as the word being typed) wherever it is looked for. */
export const GATHERED_FIELDS: TierFields = {
  title: [TEXT_FIELDS.title],
  meta: [COMBINED_FIELDS.companyTags],
  anywhere: [COMBINED_FIELDS.everything],
};

const NEWEST: Sort = [{ posted_at: { order: 'desc' } }, { id: { order: 'desc' } }];

/** The words that count: stop words are dropped, as PostgreSQL's English configuration drops them. */
export function searchableClauses(parsed: ParsedQuery): QueryClause[] {
  return parsed.clauses.filter((c) => c.words.length > 1 || !isStopWord(c.words[0]!));
}

/** A word in any of `fields` (English stemming), and as a prefix when it is the word being typed. */
function wordQueries(word: string, prefix: boolean, fields: readonly TextField[]): Query[] {
  const should: Query[] = fields.map((field) => ({ match: { [field]: word } }));
  if (prefix) {
    for (const field of fields) {
      if (field === TEXT_FIELDS.description) should.push({ prefix: { [`${field}.plain`]: word } });
      else if (word.length <= MAX_PREFIX_LENGTH) should.push({ match: { [`${field}.prefix`]: word } });
    }
  }
  return should;
}

/**
 * One clause (a word or a phrase) matched in any of `fields`; with `typos`, a word that may
 * carry one also matches its corrections (or, 'fuzzy', any word one edit away).
 */
export function clauseQuery(clause: QueryClause, fields: readonly TextField[], typos: Typos | null): Query {
  const should: Query[] = [];
  if (clause.words.length > 1) {
    const phrase = clause.words.join(' ');
    for (const field of fields) should.push({ match_phrase: { [field]: phrase } });
  } else {
    const word = clause.words[0]!;
    should.push(...wordQueries(word, clause.prefix, fields));
    if (typos === 'fuzzy' && mayCarryTypo(clause)) {
      // Few expansions: a typo has few real neighbours, and every one counts against the
      // cluster's limit on clauses per query.
      for (const field of fields) {
        should.push({
          match: { [`${field}.plain`]: { query: word, fuzziness: 1, prefix_length: 1, max_expansions: 10 } },
        });
      }
    } else if (typos && typos !== 'fuzzy') {
      for (const alternative of typos.get(word) ?? []) should.push(...wordQueries(alternative, clause.prefix, fields));
    }
  }
  return should.length === 1 ? should[0]! : { bool: { should, minimum_should_match: 1 } };
}

/**
 * The lookup of a search's corrections, a term suggester per word that may carry a typo:
 * only where the vocabulary (every word of titles, companies and tags) lacks the word, or
 * for the word being typed any word beginning with it, up to three of its words one edit
 * away (a letter added, dropped or changed, or two neighbours swapped), as on PostgreSQL.
 * Named by the word's place in `words`; empty when no word may carry a typo.
 */
export function correctionSuggesters(words: readonly string[], prefixes: readonly boolean[]) {
  const suggesters: Record<string, estypes.SearchFieldSuggester> = {};
  words.forEach((word, i) => {
    const asPrefix = prefixes[i] === true && word.length <= MAX_PREFIX_LENGTH;
    suggesters[`w${i}`] = {
      text: word,
      term: {
        field: asPrefix ? `${VOCABULARY}.prefix` : VOCABULARY,
        suggest_mode: 'missing',
        max_edits: 1,
        prefix_length: 0,
        min_word_length: MIN_TYPO_WORD_LENGTH,
        size: MAX_CORRECTIONS,
      },
    };
  });
  return suggesters;
}

/** The words of a search's text that may carry a typo, and whether each is the word being typed. */
export function typoCandidates(parsed: ParsedQuery, synonyms = true): { words: string[]; prefixes: boolean[] } {
  // A word of a span the synonym list knows is spelled as the list spells it.
  const clauses = queryUnits(parsed, { synonyms, isStopWord })
    .flatMap((u) => (u.clause ? [u.clause] : []))
    .filter(mayCarryTypo);
  return { words: clauses.map((c) => c.words[0]!), prefixes: clauses.map((c) => c.prefix) };
}

/** Field weights of a match's score: the title above tags and company, those above the description. */
export const FIELD_WEIGHTS: Readonly<Record<'title' | 'tags' | 'company' | 'description', number>> = {
  title: 4,
  tags: 2.5,
  company: 1.5,
  description: 1,
};
const SCORED_FIELDS: ReadonlyArray<readonly [TextField, number]> = [
  [TEXT_FIELDS.title, FIELD_WEIGHTS.title],
  [TEXT_FIELDS.tags, FIELD_WEIGHTS.tags],
  [TEXT_FIELDS.company, FIELD_WEIGHTS.company],
  [TEXT_FIELDS.description, FIELD_WEIGHTS.description],
];
/** The whole search as a phrase in the title (or, less, in the description) adds this much again. */
export const PHRASE_BOOST = { title: 6, description: 1 } as const;
/** A match only a typo correction makes counts this fraction of a word's. */
const LESSER_MATCH = 0.3;
/** A known span as typed counts this much more than by its alternatives. */
const TYPED_SPAN = 1.25;
/** A related job (synonyms.ts, after "~") scores this fraction of a match of the span itself. */
export const RELATED_MATCH = 0.3;
/**
 * Freshness: a score is multiplied by 1 when the job is new, falling gently (0.85 at a month)
 * towards half, so a month-old job still leads when it is the best match.
 */
export const FRESHNESS = { scale: '45d', offset: '3d', decay: 0.7, floor: 0.5 } as const;

/** A known span (synonyms.ts) in `field`, by any of its alternatives, never inside a false friend. */
function spanQuery(unit: QueryUnit, field: TextField, boost?: number): Query {
  const match: Query = {
    match: {
      [field]: {
        query: unit.words.join(' '),
        analyzer: SYNONYM_ANALYZER,
        operator: 'and',
        ...(boost ? { boost } : {}),
      },
    },
  };
  if (unit.notIn.length === 0) return match;
  return {
    bool: { must: [match], must_not: unit.notIn.map((p) => ({ match_phrase: { [field]: p.join(' ') } })) },
  };
}

/** A known span's related jobs (synonyms.ts, after "~") in `field`, each as a phrase. */
function relatedQueries(unit: QueryUnit, field: TextField, boost?: number): Query[] {
  return unit.related.map((words) => ({
    match_phrase: { [field]: { query: words.join(' '), ...(boost ? { boost } : {}) } },
  }));
}

/**
 * A unit somewhere in `fields` (a typed word with its corrections or as a prefix, as
 * clauseQuery). With `apart`, a known span of several words is also its words anywhere in
 * `fields` (a "Manager, Customer Success" for "customer success manager"), which finds but scores less.
 * With `related`, a span's related jobs find too.
 */
function unitQuery(
  unit: QueryUnit,
  fields: readonly TextField[],
  typos: Typos | null,
  apart = false,
  related = false,
): Query {
  if (unit.clause) return clauseQuery(unit.clause, fields, typos);
  const should = fields.map((field) => spanQuery(unit, field));
  if (related) should.push(...fields.flatMap((field) => relatedQueries(unit, field)));
  if (apart && unit.words.length > 1) {
    const anywhere = (word: string): Query => ({
      bool: { should: fields.map((field) => ({ match: { [field]: word } })), minimum_should_match: 1 },
    });
    should.push({ bool: { must: unit.words.map(anywhere) } });
  }
  return should.length === 1 ? should[0]! : { bool: { should, minimum_should_match: 1 } };
}

/** How well a job matches one unit: its best field, by BM25 and the field's weight. */
function unitScore(unit: QueryUnit, typos: Typos | null): Query {
  const queries: Query[] = [];
  for (const [field, weight] of SCORED_FIELDS) {
    const clause = unit.clause;
    if (!clause) {
      queries.push(spanQuery(unit, field, weight));
      // The span as typed ranks a little above its alternatives ("developer" above "engineer").
      queries.push({
        match: { [field]: { query: unit.words.join(' '), operator: 'and', boost: weight * TYPED_SPAN } },
      });
      queries.push(...relatedQueries(unit, field, weight * RELATED_MATCH));
    } else if (clause.words.length > 1) {
      queries.push({ match_phrase: { [field]: { query: clause.words.join(' '), boost: weight } } });
    } else {
      // A prefix (the word being typed) filters but never scores: "java" typed ranks no JavaScript job.
      const word = clause.words[0]!;
      queries.push({ match: { [field]: { query: word, boost: weight } } });
      if (typos && typos !== 'fuzzy') {
        for (const alternative of typos.get(word) ?? []) {
          queries.push({ match: { [field]: { query: alternative, boost: weight * LESSER_MATCH } } });
        }
      }
    }
  }
  return { dis_max: { queries, tie_breaker: 0.3 } };
}

export interface TextQuery {
  /**
   * Each positive unit but a seniority beside others (QueryUnit.qualifier) somewhere in the job
   * (words of 5+ letters as corrected): a job needs any one.
   */
  units: Query[];
  /** Each of those units in the title, company or tags. */
  titled: Query[];
  /** Each seniority beside other units in the title, company or tags. */
  levels: Query[];
  /** Each of `units` ending a head of the title with units typed after it, or as the whole search (headQueries). */
  heads: Query[];
  /** Each of `units` ending a head of the title alone, beside other units. */
  lone: Query[];
  mustNot: Query[];
  /** How well a match matches: field-weighted BM25 of each unit, and the search as a phrase. */
  score: Query;
}

/**
 * What each unit a job holds adds to its score: more than any relevance score reaches, so a
 * job holding every unit of the search ranks above one holding fewer, whatever its age.
 */
export const COVERAGE = 1000;
/**
 * What each unit in the title, company or tags adds besides: among jobs holding as many units,
 * those naming them where a posting says what the job is rank first (a "Product Manager"
 * above an engineer whose description mentions product managers).
 */
export const TITLED_COVERAGE = 100;
/**
 * What a seniority beside other units adds in the title, company or tags (elsewhere nothing):
 * as much as a unit of the role there, as the rubric grades the role at another level and a
 * related role at the level alike (2 of 3); among the role's jobs, those at the level first.
 */
export const LEVEL_COVERAGE = 100;
/**
 * What each unit adds that ends a head of the title (title-head.ts) with the units typed after
 * it, or as the whole search: a job the search's words name ranks above one they qualify
 * ("School Nurse" above "Nurse Recruiter" for "nurse"; "Product Manager" above "Product
 * Marketing Manager").
 */
export const HEAD_COVERAGE = 100;
/**
 * What a unit adds that ends a head alone, beside other units: a generic last word says less
 * ("engineer" of "machine learning engineer" ends "Analytics Engineer" too).
 */
export const LONE_HEAD_COVERAGE = 50;
/** Units a head is matched by at most: the names of trades are short. */
export const MAX_HEAD_UNITS = 4;

/**
 * Per unit of `core` (the units that find jobs, in the order typed): whether it ends a head of
 * the title with the units typed after it ("data" and "engineer" of "data engineer snowflake"
 * in "Senior Data Engineer (Snowflake)"), or as the whole search; and whether it ends one alone.
 */
export function headQueries(core: readonly QueryUnit[], synonyms: boolean): { heads: Query[]; lone: Query[] } {
  const phrase = (units: readonly QueryUnit[]): Query => ({
    match_phrase: {
      [TITLE_HEAD]: {
        query: [...units.flatMap((u) => u.words), HEAD_END].join(' '),
        ...(synonyms ? { analyzer: SYNONYM_ANALYZER } : {}),
      },
    },
  });
  if (core.length === 1) return { heads: [phrase(core)], lone: [] };
  const heads: Query[] = [];
  core.forEach((_, i) => {
    const phrases: Query[] = [];
    for (let end = i + 2; end <= Math.min(core.length, i + MAX_HEAD_UNITS); end += 1) {
      phrases.push(phrase(core.slice(i, end)));
    }
    if (phrases.length > 0)
      heads.push(phrases.length === 1 ? phrases[0]! : { bool: { should: phrases, minimum_should_match: 1 } });
  });
  return { heads, lone: core.map((unit) => phrase([unit])) };
}

/**
 * Null when nothing searchable is left (only stop words, or only exclusions). With `synonyms`
 * (the default, alerts' stored queries too), spans the synonym list knows are found by any of
 * their alternatives through the synonym analyzer of indexSettings(): an index made before it
 * (a percolator index of older code) must be made again to hold such a query.
 */
export function textQuery(
  parsed: ParsedQuery,
  typos: Typos,
  fields: TierFields = EACH_FIELD,
  synonyms = true,
): TextQuery | null {
  // Fuzzy matching needs each field's unstemmed words (`.plain`), which gathered fields lack.
  const { anywhere, title, meta } = typos === 'fuzzy' ? EACH_FIELD : fields;
  const units = queryUnits(parsed, { synonyms, isStopWord });
  if (units.length === 0) return null;
  const corrected = units.some(
    (u) =>
      u.clause !== null &&
      mayCarryTypo(u.clause) &&
      (typos === 'fuzzy' || (typos.get(u.clause.words[0]!)?.length ?? 0) > 0),
  );
  const scores = units.map((u) => unitScore(u, corrected ? typos : null));
  const typed = units.flatMap((u) => u.words).join(' ');
  if (units.length > 1 || units[0]!.words.length > 1) {
    const phrase = (field: TextField, boost: number): Query => ({
      match_phrase: { [field]: { query: typed, boost, slop: 1, ...(synonyms ? { analyzer: SYNONYM_ANALYZER } : {}) } },
    });
    scores.push(
      phrase(TEXT_FIELDS.title, PHRASE_BOOST.title),
      phrase(TEXT_FIELDS.description, PHRASE_BOOST.description),
    );
  }
  const negated = searchableClauses(parsed).filter((c) => c.negated);
  const core = units.filter((u) => !u.qualifier);
  return {
    // Beside other units, a span's words apart find too: coverage then ranks them.
    // Related jobs are found, but are never the unit in a title, company or tag.
    units: core.map((u) => unitQuery(u, anywhere, corrected ? typos : null, core.length > 1, true)),
    titled: core.map((u) => unitQuery(u, [...title, ...meta], corrected ? typos : null)),
    levels: units.filter((u) => u.qualifier).map((u) => unitQuery(u, [...title, ...meta], corrected ? typos : null)),
    ...headQueries(core, synonyms),
    mustNot: negated.map((c) => clauseQuery(c, anywhere, null)),
    score: { bool: { should: scores } },
  };
}

/**
 * COVERAGE for each unit a job holds (none for a single unit, which every match holds),
 * TITLED_COVERAGE for each in its title, company or tags, LEVEL_COVERAGE for each seniority
 * there, and HEAD_COVERAGE or LONE_HEAD_COVERAGE for each ending a head of its title.
 */
export function coverageQueries(
  units: readonly Query[],
  titled: readonly Query[],
  levels: readonly Query[] = [],
  heads: { heads: readonly Query[]; lone: readonly Query[] } = { heads: [], lone: [] },
): Query[] {
  const each = (queries: readonly Query[], boost: number) =>
    queries.map((filter): Query => ({ constant_score: { filter, boost } }));
  return [
    ...(units.length < 2 ? [] : each(units, COVERAGE)),
    ...each(titled, TITLED_COVERAGE),
    ...each(levels, LEVEL_COVERAGE),
    ...each(heads.heads, HEAD_COVERAGE),
    ...each(heads.lone, LONE_HEAD_COVERAGE),
  ];
}

/** A relevance score times freshness: gently less the older the job (FRESHNESS). */
export function withFreshness(query: Query): Query {
  const { scale, offset, decay, floor } = FRESHNESS;
  return {
    function_score: {
      query,
      functions: [
        { gauss: { posted_at: { origin: 'now', scale, offset, decay } }, weight: 1 - floor },
        { weight: floor },
      ],
      score_mode: 'sum',
      boost_mode: 'multiply',
    },
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
  if (request.sourceType) filters.push({ term: { source_type: request.sourceType } });
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
  typos: Typos,
  countUpTo: number = EXACT_TOTAL_LIMIT,
  fields: TierFields = EACH_FIELD,
  synonyms = true,
): SearchBody | null {
  const text = request.query ? textQuery(parseQuery(request.query), typos, fields, synonyms) : undefined;
  if (text === null) return null;
  const sort = request.sort ?? (text ? 'relevance' : 'date');
  const scored = text !== undefined && sort === 'relevance';
  // Any unit finds a job (as BM25's any-word match does); coverage ranks the fuller matches first.
  const units = text?.units ?? [];
  const anyUnit: Query[] = units.length <= 1 ? units : [{ bool: { should: units, minimum_should_match: 1 } }];
  const filter = [...anyUnit, ...filterQueries(request, location)];
  const bool: estypes.QueryDslBoolQuery = {};
  if (filter.length > 0) bool.filter = filter;
  if (text && text.mustNot.length > 0) bool.must_not = text.mustNot;
  // Coverage is added outside the freshness decay, which multiplies relevance only.
  if (scored) bool.should = [withFreshness(text.score), ...coverageQueries(units, text.titled, text.levels, text)];
  const query: Query = Object.keys(bool).length > 0 ? { bool } : { match_all: {} };
  return {
    query,
    sort: sortFor(sort, scored),
    from: (request.page - 1) * SEARCH_PAGE_SIZE,
    size: SEARCH_PAGE_SIZE,
    track_total_hits: countUpTo,
  };
}
