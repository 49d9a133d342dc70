// Turns a parsed query (with typo alternatives) into tsquery text, and a search request
// into SQL filters. Words are letters and digits only (query.parser.ts), so nothing
// here needs escaping; values still travel as parameters.
import { CATEGORY_FILTERS, isAllCategories, type SearchRequest } from '@highpay/contracts';
import { boundingBox, RADIUS_MILES, type GeoPoint, type LocationFilter } from '../../shared/location.js';
import type { ParsedQuery } from '../../shared/query.parser.js';

export function toTsQueryText(
  query: ParsedQuery,
  alternatives: ReadonlyMap<string, readonly string[]> = new Map(),
): string {
  return query.clauses
    .map((clause) => {
      let term: string;
      if (clause.words.length > 1) {
        term = `(${clause.words.join(' <-> ')})`;
      } else {
        const word = clause.words[0]!;
        const alts = [word, ...(alternatives.get(word) ?? [])].map((w) => (clause.prefix ? `${w}:*` : w));
        term = alts.length > 1 ? `(${alts.join(' | ')})` : alts[0]!;
      }
      return clause.negated ? `!${term}` : term;
    })
    .join(' & ');
}

export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface ResolvedLocation {
  filter: LocationFilter;
  center?: GeoPoint;
}

/**
 * Every filter but the text match, as SQL over `jobs j`, for the ways a search reads the
 * table. `gin`: the category as equalities, which PostgreSQL matches to the per-category
 * GIN indexes (migration 20261122220000_search_by_category). `scan`: the same test in a form
 * no index matches, for walking the covering newest-first index (index-only), where the
 * planner would otherwise trade the walk for a per-category bitmap of every match. `walk`:
 * as `scan`, and a radius search's place too, for when the place is common enough among
 * the newest jobs that walking them beats collecting every job of the area (PostgreSQL
 * estimates any box at a thousandth of the table: it holds 4 % of it around Seattle).
 */
export function filterClauses(
  request: SearchRequest,
  location: ResolvedLocation | undefined,
  params: SqlParams,
): { gin: string[]; scan: string[]; walk: string[] } {
  // The place first, then the other filters, then the category (the category in two forms).
  const place = location ? locationClause(location, params) : undefined;
  const others: string[] = [];
  if (request.workSetting) others.push(`j.work_setting = ${params.add(request.workSetting)}::work_setting`);
  if (request.jobTypes.length > 0) others.push(`j.job_type = ANY(${params.add(request.jobTypes)}::text[])`);
  if (request.salaryMin !== undefined) {
    const floor = params.add(request.salaryMin);
    others.push(
      request.salaryRequired
        ? `j.salary_annual_max >= ${floor}`
        : `(j.salary_annual_max >= ${floor} OR j.salary_annual_max IS NULL)`,
    );
  }
  const category = categoryClause(request.category, params);
  const withPlace = (placeSql: string | undefined, categorySql: string | undefined) => [
    ...(placeSql ? [placeSql] : []),
    ...others,
    ...(categorySql ? [categorySql] : []),
  ];
  return {
    gin: withPlace(place?.indexed, category?.gin),
    scan: withPlace(place?.indexed, category?.scan),
    walk: withPlace(place?.walked, category?.scan),
  };
}

/** The category as equalities (`gin`) and as the same test no index matches (`scan`); none for all categories. */
function categoryClause(category: string, params: SqlParams): { gin: string; scan: string } | undefined {
  if (isAllCategories(category)) return undefined;
  const slugs = (CATEGORY_FILTERS[category.toLowerCase()] ?? []).map((slug) => params.add(slug));
  if (slugs.length === 0) return { gin: 'FALSE', scan: 'FALSE' };
  return {
    gin: `(${slugs.map((p) => `j.category = ${p}`).join(' OR ')})`,
    scan: `(j.category || '') IN (${slugs.join(', ')})`,
  };
}

/**
 * The place as SQL: `indexed` as the GiST, ZIP and city indexes match it; `walked` the same
 * test (the same parameters) in a form no index matches.
 */
export function locationClause(
  { filter, center }: ResolvedLocation,
  params: SqlParams,
): { indexed: string; walked: string } {
  const within = (c: GeoPoint) => {
    const box = boundingBox(c);
    const lat = params.add(c.lat);
    const lon = params.add(c.lon);
    const corners = `box(point(${params.add(box.minLon)}, ${params.add(box.minLat)}), point(${params.add(box.maxLon)}, ${params.add(box.maxLat)}))`;
    const rest = `j.latitude IS NOT NULL
      AND 2 * 3958.8 * asin(sqrt(power(sin(radians(j.latitude - ${lat}) / 2), 2)
          + cos(radians(${lat})) * cos(radians(j.latitude)) * power(sin(radians(j.longitude - ${lon}) / 2), 2))) <= ${RADIUS_MILES}`;
    return {
      indexed: `(point(j.longitude, j.latitude) <@ ${corners} AND ${rest})`,
      walked: `(point(j.longitude + 0, j.latitude) <@ ${corners} AND ${rest})`,
    };
  };
  const either = (a: { indexed: string; walked: string }, b: { indexed: string; walked: string }) => ({
    indexed: `(${a.indexed} OR ${b.indexed})`,
    walked: `(${a.walked} OR ${b.walked})`,
  });
  const same = (sql: string) => ({ indexed: sql, walked: sql });
  switch (filter.kind) {
    case 'zip': {
      const zip = params.add(filter.zip);
      const exact = { indexed: `j.zip = ${zip}`, walked: `(j.zip || '') = ${zip}` };
      return center ? either(within(center), exact) : same(exact.indexed);
    }
    case 'city': {
      const city = params.add(filter.city);
      const state = params.add(filter.state);
      const exact = {
        indexed: `(lower(j.city) = lower(${city}) AND j.state = ${state})`,
        walked: `(lower(j.city || '') = lower(${city}) AND j.state = ${state})`,
      };
      return center ? either(within(center), exact) : same(exact.indexed);
    }
    case 'state':
      return same(`j.state = ${params.add(filter.state)}`);
    case 'text':
      return same(`j.location ILIKE ${params.add(`%${filter.text.replace(/[%_\\]/g, '\\$&')}%`)}`);
    default: {
      const unreachable: never = filter;
      throw new Error(`unknown location ${JSON.stringify(unreachable)}`);
    }
  }
}
