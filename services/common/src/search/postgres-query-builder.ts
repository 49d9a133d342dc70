// Turns a search request into the one SQL query that answers it: the page's jobs, ranked,
// and the number of matches, counted up to one past a limit. Words are letters and digits only (query.parser.ts), so
// the tsquery text built here needs no escaping; values still travel as parameters.
import {
  CATEGORY_FILTERS,
  EXACT_TOTAL_LIMIT,
  SEARCH_PAGE_SIZE,
  isAllCategories,
  type SearchRequest,
} from '@highpay/contracts';
import { boundingBox, RADIUS_MILES, type GeoPoint } from './location.js';
import { LISTED } from '../jobs/listed-jobs.js';
import { LIST_JOB_COLUMNS, openToValues } from './job-row.js';
import type { ResolvedLocation } from './place-resolver.js';
import { mayCarryTypo, type ParsedQuery, type QueryClause } from './query.parser.js';
import { queryUnits, type QueryUnit } from './query-units.js';
import { HEAD_END } from './title-head.js';

/**
 * A unit's alternatives as tsquery text, each word written by `word`; never inside its false
 * friends. With `apart`, a known span of several words is also its words anywhere in the job
 * (a "Manager, Customer Success" for "customer success manager"), which finds but scores less.
 */
function renderUnit(
  unit: QueryUnit,
  word: (word: string, prefix: boolean, clause: QueryClause | null) => string,
  apart = false,
  related = false,
): string {
  if (unit.clause) {
    const { clause } = unit;
    return clause.words.length > 1
      ? `(${clause.words.map((w) => word(w, false, clause)).join(' <-> ')})`
      : word(clause.words[0]!, clause.prefix, clause);
  }
  const alternatives = unit.alternatives.map((alt) => `(${alt.map((w) => word(w, false, null)).join(' <-> ')})`);
  if (apart && unit.words.length > 1) alternatives.push(`(${unit.words.map((w) => word(w, false, null)).join(' & ')})`);
  if (related)
    alternatives.push(...unit.related.map((alt) => `(${alt.map((w) => word(w, false, null)).join(' <-> ')})`));
  const excluded = unit.notIn.map((phrase) => ` & !(${phrase.join(' <-> ')})`).join('');
  return excluded ? `((${alternatives.join(' | ')})${excluded})` : `(${alternatives.join(' | ')})`;
}

/** The search as to_tsquery text from its units' texts: any unit, or every one; -exclusions as !. */
function renderTsQuery(parts: readonly string[], negated: readonly QueryClause[], every = false): string {
  const excluded = negated.map((clause) => {
    const term = clause.words.length > 1 ? `(${clause.words.join(' <-> ')})` : clause.words[0]!;
    return `!${term}`;
  });
  if (every) return [...parts, ...excluded].join(' & ');
  const any = parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`;
  return [any, ...excluded].join(' & ');
}

/** Where each operand's weight goes in tsquery text: none (anywhere), A (title) or B (company and tags). */
const WEIGHT = '{w}';
const operand = (word: string, prefix: boolean) => `${word}:${prefix ? '*' : ''}${WEIGHT}`;
/** The text for each place a search looks: anywhere, in the title, in company or tags, in the description. */
const weighted = (text: string) => ({
  anywhere: text.replaceAll(WEIGHT, ''),
  title: text.replaceAll(WEIGHT, 'A'),
  meta: text.replaceAll(WEIGHT, 'B'),
  description: text.replaceAll(WEIGHT, 'C'),
});

/** The units of a search (query-units.ts) and its exclusions. */
export function searchUnits(query: ParsedQuery, synonyms: boolean): { units: QueryUnit[]; negated: QueryClause[] } {
  return {
    // PostgreSQL's English configuration drops stop words itself.
    units: queryUnits(query, { synonyms, isStopWord: () => false }),
    negated: query.clauses.filter((c) => c.negated),
  };
}

/**
 * The query as to_tsquery text with each operand's weight marked: as typed, and as a format()
 * template in which each word that may carry a typo is a slot (`%1$s`, …) for the SQL to fill
 * with the word and its alternatives.
 */
export function tsQueryTexts(
  query: ParsedQuery,
  synonyms = true,
): {
  /** Any unit but a seniority beside others (QueryUnit.qualifier), exclusions apart, as typed and as a template. */
  typed: string;
  template: string;
  /** Every such unit, as typed and as a template. */
  typedAll: string;
  templateAll: string;
  typoWords: string[];
  typoPrefix: boolean[];
  /** Each unit's text as typed (its alternatives with it), to score it alone. */
  units: string[];
  /** Each unit's text as matched (the word being typed as a prefix; a span's words apart too), and as a template. */
  matchUnits: string[];
  unitTemplates: string[];
  /** Each unit's text in a title, company or tag: a span as a span only. */
  titledUnits: string[];
  /** Each unit's related jobs as typed, to score them a fraction of the unit (null for none). */
  relatedUnits: (string | null)[];
  /** Every unit's typed words as one phrase (null for a single word). */
  phrase: string | null;
  /** Each known span's words as typed, as a phrase. */
  spans: string[];
  /** Per unit: whether it is a seniority beside others, which ranks but finds nothing. */
  qualifiers: boolean[];
  /** Per unit: phrases ending a title's head (title_head_vector) that earn it HEAD_COVERAGE, or null; LONE_HEAD_COVERAGE alone. */
  heads: (string | null)[];
  lone: (string | null)[];
} {
  const { units, negated } = searchUnits(query, synonyms);
  // Beside other units, a span's words apart find too (renderUnit): coverage then ranks them.
  const apart = units.filter((u) => !u.qualifier).length > 1;
  const typoWords: string[] = [];
  const typoPrefix: boolean[] = [];
  const unitTemplates = units.map((unit) =>
    renderUnit(
      unit,
      (word, prefix, clause) => {
        if (!clause || !mayCarryTypo(clause)) return operand(word, prefix);
        typoWords.push(word);
        typoPrefix.push(prefix);
        return `(%${typoWords.length}$s)`;
      },
      apart,
      true,
    ),
  );
  // A span's related jobs (synonyms.ts, after "~") are found, and scored apart (relatedUnits).
  const matchUnits = units.map((unit) => renderUnit(unit, operand, apart, true));
  const words = units.flatMap((u) => u.words);
  const core = <T>(list: T[]) => list.filter((_, i) => !units[i]!.qualifier);
  const plain = units.map((unit) => renderUnit(unit, (w) => w));
  const { heads, lone } = headTexts(
    plain,
    units.map((u) => u.qualifier),
  );
  return {
    typed: renderTsQuery(core(matchUnits), negated),
    template: renderTsQuery(core(unitTemplates), negated),
    typedAll: renderTsQuery(core(matchUnits), negated, true),
    templateAll: renderTsQuery(core(unitTemplates), negated, true),
    typoWords,
    typoPrefix,
    matchUnits,
    unitTemplates,
    titledUnits: units.map((unit) => renderUnit(unit, operand)),
    relatedUnits: units.map((unit) =>
      unit.related.length === 0
        ? null
        : `(${unit.related.map((alt) => `(${alt.map((w) => operand(w, false)).join(' <-> ')})`).join(' | ')})`,
    ),
    // Scored without the prefix of the word being typed, as on the engine.
    units: units.map((unit) => renderUnit(unit, (w) => operand(w, false))),
    phrase: words.length > 1 ? words.map((w) => `${w}:${WEIGHT}`).join(' <-> ') : null,
    spans: units.filter((u) => !u.clause).map((u) => u.words.map((w) => `${w}:${WEIGHT}`).join(' <-> ')),
    qualifiers: units.map((u) => u.qualifier),
    heads,
    lone,
  };
}

/**
 * As headQueries of engine-query.ts: per unit (null for a seniority beside others), a tsquery
 * of its ending a head with the units after it, or as the whole search; and of its ending one
 * alone, beside other units.
 */
function headTexts(plain: readonly string[], qualifiers: readonly boolean[]) {
  const order = plain.flatMap((_, i) => (qualifiers[i] ? [] : [i]));
  const phrase = (at: readonly number[]) => [...at.map((i) => plain[i]!), HEAD_END].join(' <-> ');
  const heads: (string | null)[] = plain.map(() => null);
  const lone: (string | null)[] = plain.map(() => null);
  if (order.length === 1) {
    heads[order[0]!] = phrase(order);
    return { heads, lone };
  }
  order.forEach((unit, k) => {
    const phrases: string[] = [];
    for (let end = k + 2; end <= Math.min(order.length, k + MAX_HEAD_UNITS); end += 1) {
      phrases.push(`(${phrase(order.slice(k, end))})`);
    }
    if (phrases.length > 0) heads[unit] = phrases.join(' | ');
    lone[unit] = phrase([unit]);
  });
  return { heads, lone };
}

/** Jobs first written after `after` (all when absent) and up to `through`: a job alert's digest window. */
export interface WrittenWindow {
  after?: Date;
  through: Date;
}

class SqlParams {
  readonly values: unknown[];
  /** `values`: parameters the statement already holds, before these. */
  constructor(values: unknown[] = []) {
    this.values = values;
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Every filter but the text match, as SQL conditions on `jobs j`: listed jobs only, always. */
function filterClauses(
  request: SearchRequest,
  location: ResolvedLocation | undefined,
  params: SqlParams,
  written?: WrittenWindow,
): string[] {
  const clauses: string[] = [LISTED];
  // A job alert's digest: only the jobs first written within its window.
  if (written) {
    if (written.after) clauses.push(`j.created_at > ${params.add(written.after)}`);
    clauses.push(`j.created_at <= ${params.add(written.through)}`);
  }
  if (location) clauses.push(locationClause(location, params));
  if (request.workSetting) clauses.push(`j.work_setting = ${params.add(request.workSetting)}::work_setting`);
  if (request.sourceType) clauses.push(`j.source_type = ${params.add(request.sourceType)}`);
  // "Remote jobs open to": remote jobs whose open_to holds the country or '*' (GIN on open_to).
  if (request.openTo)
    clauses.push(`j.work_setting = 'remote' AND j.open_to && ${params.add(openToValues(request.openTo))}::text[]`);
  if (request.jobTypes.length > 0) clauses.push(`j.job_type = ANY(${params.add(request.jobTypes)}::text[])`);
  if (request.salaryMin !== undefined) {
    const floor = params.add(request.salaryMin);
    clauses.push(
      request.salaryRequired
        ? `j.salary_yearly_usd >= ${floor}`
        : `(j.salary_yearly_usd >= ${floor} OR j.salary_yearly_usd IS NULL)`,
    );
  }
  if (!isAllCategories(request.category)) {
    const slugs = CATEGORY_FILTERS[request.category.toLowerCase()] ?? [];
    clauses.push(slugs.length > 0 ? `j.category = ANY(${params.add(slugs)}::text[])` : 'FALSE');
  }
  return clauses;
}

/** A ZIP or city: that place, or within RADIUS_MILES of its centre; a state; or words of the location text. */
function locationClause({ filter, center }: ResolvedLocation, params: SqlParams): string {
  const within = (c: GeoPoint) => {
    const box = boundingBox(c);
    const lat = params.add(c.lat);
    const lon = params.add(c.lon);
    // The box lets the GiST index on point(longitude, latitude) find candidates; the distance decides.
    const corners = `box(point(${params.add(box.minLon)}, ${params.add(box.minLat)}), point(${params.add(box.maxLon)}, ${params.add(box.maxLat)}))`;
    return `(point(j.longitude, j.latitude) <@ ${corners} AND j.latitude IS NOT NULL
      AND 2 * 3958.8 * asin(sqrt(power(sin(radians(j.latitude - ${lat}) / 2), 2)
          + cos(radians(${lat})) * cos(radians(j.latitude)) * power(sin(radians(j.longitude - ${lon}) / 2), 2))) <= ${RADIUS_MILES})`;
  };
  switch (filter.kind) {
    case 'zip': {
      const exact = `j.zip = ${params.add(filter.zip)}`;
      return center ? `(${within(center)} OR ${exact})` : exact;
    }
    case 'city': {
      const exact = `(lower(j.city) = lower(${params.add(filter.city)}) AND j.state = ${params.add(filter.state)})`;
      return center ? `(${within(center)} OR ${exact})` : exact;
    }
    case 'state':
      return `j.state = ${params.add(filter.state)}`;
    case 'text':
      return `j.location ILIKE ${params.add(`%${filter.text.replace(/[%_\\]/g, '\\$&')}%`)}`;
    default: {
      const unreachable: never = filter;
      throw new Error(`unknown location ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * The search's words with typos corrected (CTE `q`). A word of 5+ letters that no title,
 * company or tag holds (and, typed last, begins none) gets up to three words of that
 * vocabulary one edit away (search_terms, through its trigram index). `every` and `any`: every
 * unit, or any, with the corrections; `units`: each unit with its corrections; `title` and
 * `meta`: every corrected unit in the title, and in company or tags; `corrected`: whether any
 * word got alternatives.
 */
function correctedCte(texts: ReturnType<typeof tsQueryTexts>, params: SqlParams): string {
  const words = params.add(texts.typoWords);
  const prefixes = params.add(texts.typoPrefix);
  const template = params.add(texts.templateAll);
  const anyTemplate = params.add(texts.template);
  const unitTemplates = texts.unitTemplates.map((u) => params.add(u));
  const tsquery = (weight: string) => `to_tsquery('english', replace(t.fixed, '${WEIGHT}', '${weight}'))`;
  return `words AS MATERIALIZED (
    SELECT w.n, w.word, CASE WHEN w.prefix THEN ':*${WEIGHT}' ELSE ':${WEIGHT}' END AS mark,
           -- A word the vocabulary holds (or, typed last, begins) is taken as typed.
           CASE WHEN EXISTS (SELECT 1 FROM search_terms s WHERE s.term = w.word)
                  OR (w.prefix AND EXISTS (SELECT 1 FROM search_terms s WHERE s.term LIKE w.word || '%'))
                THEN '{}'::text[]
                -- One edit away (a letter added, dropped or changed, or two neighbours swapped),
                -- and not the word's own stem, which the words as typed already find.
                ELSE ARRAY(SELECT s.term FROM search_terms s
                            WHERE s.term % w.word
                              AND (levenshtein_less_equal(s.term, w.word, 1) <= 1
                                   OR EXISTS (SELECT 1 FROM generate_series(1, length(w.word) - 1) AS i
                                               WHERE overlay(w.word PLACING substr(w.word, i + 1, 1) || substr(w.word, i, 1)
                                                             FROM i FOR 2) = s.term))
                              AND ts_lexize('english_stem', s.term) IS DISTINCT FROM ts_lexize('english_stem', w.word)
                            ORDER BY similarity(s.term, w.word) DESC, s.term LIMIT 3)
           END AS alternatives
      FROM unnest(${words}::text[], ${prefixes}::boolean[]) WITH ORDINALITY AS w(word, prefix, n)
  ),
  q AS MATERIALIZED (
    SELECT ${tsquery('')} AS every, ${tsquery('A')} AS title, ${tsquery('B')} AS meta, t.corrected,
           to_tsquery('english', replace(format(${anyTemplate}, VARIADIC t.fixed_words), '${WEIGHT}', '')) AS any,
           ARRAY[${unitTemplates
             .map((u) => `to_tsquery('english', replace(format(${u}, VARIADIC t.fixed_words), '${WEIGHT}', ''))`)
             .join(', ')}]::tsquery[] AS units
      FROM (SELECT format(${template}, VARIADIC f.fixed_words) AS fixed, f.fixed_words, f.corrected
              FROM (SELECT array_agg(array_to_string(w.word || w.alternatives, w.mark || ' | ') || w.mark
                                     ORDER BY w.n) AS fixed_words,
                           bool_or(cardinality(w.alternatives) > 0) AS corrected
                      FROM words w) f) t
  )`;
}

/** The keys each sort but relevance orders by, and the order of each, over `matches m`; ties newest first. */
const SORT_KEYS = { date: '', company: ', j.company', salary: ', j.salary_yearly_usd AS salary' } as const;
const ORDERS = {
  relevance: 'm.score DESC, m.posted_at DESC, m.id DESC',
  date: 'm.posted_at DESC, m.id DESC',
  company: 'm.company, m.posted_at DESC, m.id DESC',
  salary: 'm.salary DESC NULLS LAST, m.posted_at DESC, m.id DESC',
} as const;

/** Weights as on the engine (engine-query.ts): the title, company and tags (one weight here), the description. */
const WEIGHTS = { title: 4, meta: 2, description: 1.5, tie: 0.3, phraseTitle: 6, phraseDescription: 1 } as const;
/** The description's ts_rank (occurrences over the log of the length) scaled to about a word's worth. */
const DESCRIPTION_RANK_SCALE = 10;
/** A match only typo corrections make ranks below every match as typed, title and company ones first. */
const CORRECTED = 0.005;
/** A known span as typed counts this much more than by its alternatives, as on the engine. */
const TYPED_SPAN_BONUS = 1;
/** A related job scores this fraction of a match of the span itself (RELATED_MATCH on the engine). */
const RELATED_MATCH = 0.3;

/**
 * Freshness as the engine's gauss decay (FRESHNESS in engine-query.ts): 1 when new, 0.85 at a
 * month, never below half.
 */
const FRESHNESS = `(0.5 + 0.5 * exp(ln(0.7) * power(greatest(0, extract(epoch FROM now() - j.posted_at) / 86400 - 3) / 45, 2)))`;

/**
 * One unit's score: its best place (title, company or tags, the description by ts_rank) plus
 * a little of the others, as the engine's dis_max of field-weighted BM25.
 */
function unitScore(title: string, meta: string, anywhere: string): string {
  const parts = [
    `${WEIGHTS.title} * (j.search_vector @@ ${title})::int`,
    `${WEIGHTS.meta} * (j.search_vector @@ ${meta})::int`,
    `least(${WEIGHTS.description}, ${DESCRIPTION_RANK_SCALE} * ts_rank('{0, 1, 0, 0}', j.search_vector, ${anywhere}, 1))`,
  ];
  return `(SELECT max(v) + ${WEIGHTS.tie} * (sum(v) - max(v)) FROM (VALUES (${parts.join('), (')})) AS s(v))`;
}

/**
 * Relevance as a score, the engine's ranking as closely as a tsvector allows: each unit's
 * field-weighted score, the whole search as a phrase in the title or description, times freshness.
 */
function relevanceScore(texts: ReturnType<typeof tsQueryTexts>, params: SqlParams, coverage: string): string {
  const tsquery = (text: string) => `to_tsquery('english', ${params.add(text)})`;
  const terms = texts.units.map((unit) => {
    const w = weighted(unit);
    return unitScore(tsquery(w.title), tsquery(w.meta), tsquery(w.anywhere));
  });
  for (const related of texts.relatedUnits) {
    if (!related) continue;
    const w = weighted(related);
    terms.push(`${RELATED_MATCH} * ${unitScore(tsquery(w.title), tsquery(w.meta), tsquery(w.anywhere))}`);
  }
  for (const span of texts.spans) {
    terms.push(`${TYPED_SPAN_BONUS} * (j.search_vector @@ ${tsquery(weighted(span).title)})::int`);
  }
  if (texts.phrase) {
    const w = weighted(texts.phrase);
    terms.push(
      `${WEIGHTS.phraseTitle} * (j.search_vector @@ ${tsquery(w.title)})::int`,
      `${WEIGHTS.phraseDescription} * (j.search_vector @@ ${tsquery(w.description)})::int`,
    );
  }
  return `${coverage} + (${terms.join(' + ')}) * ${FRESHNESS}`;
}

/** The score of a match only typo corrections find: where the corrected words are, a fraction of a typed match. */
function correctedScore(coverage: string): string {
  return `${coverage} + ${CORRECTED} * (${WEIGHTS.title} * (j.search_vector @@ q.title)::int + ${WEIGHTS.meta} * (j.search_vector @@ q.meta)::int + 1) * ${FRESHNESS}`;
}

/**
 * What each unit a job holds adds to its score, as on the engine (COVERAGE and TITLED_COVERAGE
 * in engine-query.ts): more than any relevance score reaches, so fuller matches rank first,
 * and, a little, each unit in the title, company or tags. A unit counts by its typo corrections
 * too (`q.units`) when the search has words that may carry one. `every`: the jobs hold every unit.
 */
const COVERAGE = 1000;
const TITLED_COVERAGE = 100;
/** A seniority beside other units, in the title, company or tags (LEVEL_COVERAGE on the engine). */
const LEVEL_COVERAGE = 100;
/** A unit ending a head of the title, with the units after it or alone (as on the engine). */
const HEAD_COVERAGE = 100;
const LONE_HEAD_COVERAGE = 50;
const MAX_HEAD_UNITS = 4;
function coverageScore(texts: ReturnType<typeof tsQueryTexts>, params: SqlParams, every = false): string {
  const core = texts.matchUnits.flatMap((unit, i) => (texts.qualifiers[i] ? [] : [i]));
  const count = core.length;
  const titled = texts.titledUnits.map(
    (unit, i) =>
      `${texts.qualifiers[i] ? LEVEL_COVERAGE : TITLED_COVERAGE} * (j.search_vector @@ to_tsquery('english', ${params.add(unit.replaceAll(WEIGHT, 'AB'))}))::int`,
  );
  const held = () =>
    core.map((i) =>
      texts.typoWords.length > 0
        ? `(j.search_vector @@ q.units[${i + 1}])::int`
        : `(j.search_vector @@ to_tsquery('english', ${params.add(weighted(texts.matchUnits[i]!).anywhere)}))::int`,
    );
  const head = (text: string | null, weight: number) =>
    text ? [`${weight} * (j.title_head_vector @@ to_tsquery('english', ${params.add(text)}))::int`] : [];
  const heads = [
    ...texts.heads.flatMap((text) => head(text, HEAD_COVERAGE)),
    ...texts.lone.flatMap((text) => head(text, LONE_HEAD_COVERAGE)),
  ];
  // A job holding every unit has every unit's coverage: no need to test each unit again.
  const coverage = count < 2 ? '0' : every ? String(COVERAGE * count) : `${COVERAGE} * (${held().join(' + ')})`;
  return `${coverage} + (${[...titled, ...heads].join(' + ')})`;
}

/**
 * One query: every match (id and sort key, kept once: CTE `matches`), how many there are
 * up to `countUpTo` + 1, and the page's jobs in order. A page past the last still answers one row, with the total
 * and no job (its columns null). With words, the matches are those holding every unit as
 * typed, then, where a word got typo alternatives, those only the alternatives find
 * (PostgreSQL plans the first part knowing the words); then those holding some units only:
 * always with `widen` 'always' (an alert, as its percolator query matches), else only when
 * the first do not fill a page.
 */
export function searchSql(
  request: SearchRequest,
  query: ParsedQuery | undefined,
  location: ResolvedLocation | undefined,
  countUpTo: number = EXACT_TOTAL_LIMIT,
  written?: WrittenWindow,
  synonyms = true,
  widen: 'when-few' | 'always' = 'when-few',
): { text: string; values: unknown[] } {
  const params = new SqlParams();
  const filters = filterClauses(request, location, params, written);
  // Relevance needs words: without any, newest first.
  const sortName = !query && (request.sort ?? 'relevance') === 'relevance' ? 'date' : (request.sort ?? 'relevance');
  /** What a match keeps: its id and what its sort orders by (for relevance `score`, made only then). */
  const keep = (score: () => string) =>
    `j.id, j.posted_at${sortName === 'relevance' ? `, ${score()}` : SORT_KEYS[sortName]}`;
  const where = (...match: string[]) => [...match, ...filters].join(' AND ');
  const ctes: string[] = [];
  let matches: string;
  if (!query) {
    matches = `SELECT ${keep(() => '')} FROM jobs j WHERE ${where()}`;
  } else {
    const texts = tsQueryTexts(query, synonyms);
    const typos = texts.typoWords.length > 0;
    if (typos) ctes.push(correctedCte(texts, params));
    const from = typos ? 'q, jobs j' : 'jobs j';
    const every = `to_tsquery('english', ${params.add(weighted(texts.typedAll).anywhere)})`;
    // Made only when relevance sorts (their parameters unused otherwise), once for every part.
    const once = <T>(make: () => T) => {
      let made: T | undefined;
      return () => (made ??= make());
    };
    const coverage = once(() => coverageScore(texts, params));
    const relevance = once(() => relevanceScore(texts, params, coverage()));
    const full = once(() => coverageScore(texts, params, true));
    // Every unit first: as typed, then (where a word got typo alternatives) only by them.
    let first = `SELECT ${keep(() => `${relevanceScore(texts, params, full())} AS score`)}
      FROM ${from} WHERE ${where(`j.search_vector @@ ${every}`)}`;
    if (typos) {
      first += `
    UNION ALL
    SELECT ${keep(() => `${correctedScore(full())} AS score`)}
      FROM q, jobs j
     WHERE ${where('q.corrected', `j.search_vector @@ (q.every && !!${every})`)}`;
    }
    matches = first;
    if (texts.qualifiers.filter((q) => !q).length > 1) {
      // Then the jobs holding some units only, ranked below (coverage); on a search's page
      // (widen 'when-few') only when those holding every unit do not fill the first page,
      // as an any-word match costs PostgreSQL several times an every-word one.
      ctes.push(`every_unit AS MATERIALIZED (\n    ${first}\n  )`);
      const any = once(() => `to_tsquery('english', ${params.add(weighted(texts.typed).anywhere)})`);
      const [anyQuery, everyQuery] = typos ? ['q.any', `(${every} || q.every)`] : [any(), every];
      const few =
        widen === 'when-few'
          ? [`(SELECT count(*) FROM (SELECT 1 FROM every_unit LIMIT ${SEARCH_PAGE_SIZE}) x) < ${SEARCH_PAGE_SIZE}`]
          : [];
      const score = () =>
        typos
          ? `CASE WHEN j.search_vector @@ ${any()} THEN ${relevance()} ELSE ${correctedScore(coverage())} END`
          : relevance();
      matches = `SELECT * FROM every_unit
    UNION ALL
    SELECT ${keep(() => `${score()} AS score`)}
      FROM ${from}
     WHERE ${where(...few, `j.search_vector @@ ${anyQuery}`, `NOT j.search_vector @@ ${everyQuery}`)}`;
    }
  }
  ctes.push(`matches AS MATERIALIZED (\n    ${matches}\n  )`);
  const order = ORDERS[sortName];
  const offset = params.add((request.page - 1) * SEARCH_PAGE_SIZE);
  const text = `WITH ${ctes.join(',\n  ')}
SELECT c.total, ${LIST_JOB_COLUMNS}
  FROM (SELECT count(*)::int AS total FROM (SELECT 1 FROM matches LIMIT ${params.add(countUpTo + 1)}) x) c
  LEFT JOIN (SELECT * FROM matches m ORDER BY ${order} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}) m ON TRUE
  LEFT JOIN jobs j ON j.id = m.id
 ORDER BY ${order}`;
  return { text, values: params.values };
}

/**
 * A search's relevance as an SQL expression over `jobs j` (coverage, then field-weighted
 * relevance times freshness; a match only typo corrections make below, as searchSql ranks),
 * to order jobs found some other way (an alert's percolated matches). `ctes` go in the
 * statement's WITH and `from` before `jobs j`; parameters are appended to `values`. Null when
 * the search has no words: such jobs go newest first.
 */
export function relevanceSql(
  query: ParsedQuery | undefined,
  values: unknown[],
  synonyms = true,
): { ctes: string[]; from: string; score: string } | null {
  if (!query) return null;
  const texts = tsQueryTexts(query, synonyms);
  if (texts.matchUnits.length === 0) return null;
  const params = new SqlParams(values);
  const coverage = coverageScore(texts, params);
  const score = relevanceScore(texts, params, coverage);
  if (texts.typoWords.length === 0) return { ctes: [], from: '', score };
  const typed = `to_tsquery('english', ${params.add(weighted(texts.typed).anywhere)})`;
  return {
    ctes: [correctedCte(texts, params)],
    from: 'q, ',
    score: `CASE WHEN j.search_vector @@ ${typed} THEN ${score} ELSE ${correctedScore(coverage)} END`,
  };
}
