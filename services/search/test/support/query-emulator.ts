// Evaluates the subset of the Elasticsearch query DSL that elasticsearch-query.ts builds,
// over documents in memory, with the index's analysis imitated (words of letters and
// digits, PostgreSQL's stop words, a crude English stemmer, edge n-grams, one-edit
// fuzziness). It lets the shared contract suite check the query's logic — tiers, filters,
// sorts, paging — where no cluster runs; it is no substitute for a real Elasticsearch.
import { ENGLISH_STOP_WORDS } from '../../src/backends/engine/engine-mapping.js';
import { editDistance } from '../../src/shared/query.parser.js';
import type { SearchAnswer } from './fake-elasticsearch.js';

type Doc = Record<string, unknown>;
type Q = Record<string, any>;

const STOP = new Set(ENGLISH_STOP_WORDS);
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const stripHtml = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ');

/** Not Porter2: just enough to fold plurals and -ing/-ed/-er forms onto one stem. */
export function crudeStem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  for (const suffix of ['ing', 'ed', 'er']) {
    if (w.length > suffix.length + 3 && w.endsWith(suffix)) return w.slice(0, -suffix.length);
  }
  return w;
}

interface Token {
  term: string;
  position: number;
}

/** The values of a dotted field path (arrays of objects flattened, as Elasticsearch does). */
function values(doc: Doc, path: string): unknown[] {
  let current: unknown[] = [doc];
  for (const key of path.split('.')) {
    current = current
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .flatMap((v) => (v && typeof v === 'object' && key in v ? [(v as Doc)[key]] : []));
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v) => v !== null && v !== undefined);
}

/** Field name → [source path, analysis]. */
function analysisOf(field: string): { path: string; kind: 'english' | 'plain' | 'prefix' } {
  if (field.endsWith('.plain')) return { path: field.slice(0, -6), kind: 'plain' };
  if (field.endsWith('.prefix')) return { path: field.slice(0, -7), kind: 'prefix' };
  return { path: field, kind: 'english' };
}

function tokens(doc: Doc, field: string): Token[] {
  const { path, kind } = analysisOf(field);
  const out: Token[] = [];
  let position = 0;
  for (const value of values(doc, path)) {
    const text = path === 'description' ? stripHtml(String(value)) : String(value);
    for (const word of words(text)) {
      position += 1;
      if (kind === 'english') {
        if (!STOP.has(word)) out.push({ term: crudeStem(word), position });
      } else {
        out.push({ term: word, position });
      }
    }
    position += 100; // position_increment_gap between array values
  }
  return out;
}

const matchesWord = (doc: Doc, field: string, word: string, fuzziness = 0, prefixLength = 0): boolean => {
  const { kind } = analysisOf(field);
  const [term] =
    kind === 'english'
      ? words(word)
          .filter((w) => !STOP.has(w))
          .map(crudeStem)
      : words(word);
  if (term === undefined) return false;
  return tokens(doc, field).some((t) => {
    if (kind === 'prefix') return term.length <= 20 && t.term.startsWith(term);
    if (t.term === term) return true;
    return (
      fuzziness > 0 &&
      t.term.slice(0, prefixLength) === term.slice(0, prefixLength) &&
      editDistance(t.term, term, fuzziness) <= fuzziness
    );
  });
};

function matchesPhrase(doc: Doc, field: string, phrase: string): boolean {
  const wanted: Token[] = [];
  let position = 0;
  for (const word of words(phrase)) {
    position += 1;
    if (!STOP.has(word)) wanted.push({ term: crudeStem(word), position });
  }
  if (wanted.length === 0) return false;
  const have = tokens(doc, field);
  return have.some(
    (start) =>
      start.term === wanted[0]!.term &&
      wanted.every((w) =>
        have.some((h) => h.term === w.term && h.position - start.position === w.position - wanted[0]!.position),
      ),
  );
}

function haversineMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6_371_008.7714 * Math.asin(Math.sqrt(h));
}

const normalized = (field: string, value: unknown) =>
  ['city', 'location'].includes(field) ? String(value).toLowerCase() : value;

/** The score of `doc` under `query`, or null when it does not match. */
export function evaluate(query: Q, doc: Doc): number | null {
  const [kind, arg] = Object.entries(query)[0] as [string, Q];
  switch (kind) {
    case 'match_all':
      return 1;
    case 'bool': {
      let score = 0;
      for (const q of [...(arg.filter ?? []), ...(arg.must ?? [])]) {
        const s = evaluate(q, doc);
        if (s === null) return null;
        if ((arg.must ?? []).includes(q)) score += s;
      }
      if ((arg.must_not ?? []).some((q: Q) => evaluate(q, doc) !== null)) return null;
      const should = (arg.should ?? [])
        .map((q: Q) => evaluate(q, doc))
        .filter((s: number | null) => s !== null) as number[];
      const required = arg.minimum_should_match ?? (arg.filter || arg.must ? 0 : arg.should?.length ? 1 : 0);
      if (should.length < required) return null;
      return score + should.reduce((a, b) => a + b, 0);
    }
    case 'constant_score':
      return evaluate(arg.filter, doc) === null ? null : (arg.boost ?? 1);
    case 'dis_max': {
      const queries: Q[] = arg.queries;
      const scores = queries.map((q) => evaluate(q, doc)).filter((s): s is number => s !== null);
      return scores.length ? Math.max(...scores) : null;
    }
    case 'match': {
      const [field, spec] = Object.entries(arg)[0] as [string, string | Q];
      const ok =
        typeof spec === 'string'
          ? matchesWord(doc, field, spec)
          : matchesWord(doc, field, spec.query, Number(spec.fuzziness ?? 0), spec.prefix_length ?? 0);
      return ok ? 1 : null;
    }
    case 'match_phrase': {
      const [field, phrase] = Object.entries(arg)[0] as [string, string];
      return matchesPhrase(doc, field, phrase) ? 1 : null;
    }
    case 'prefix': {
      const [field, value] = Object.entries(arg)[0] as [string, string];
      return tokens(doc, field).some((t) => t.term.startsWith(value)) ? 1 : null;
    }
    case 'term': {
      const [field, value] = Object.entries(arg)[0] as [string, unknown];
      return values(doc, field).some((v) => normalized(field, v) === normalized(field, value)) ? 1 : null;
    }
    case 'terms': {
      const [field, list] = Object.entries(arg)[0] as [string, unknown[]];
      return values(doc, field).some((v) => list.includes(v)) ? 1 : null;
    }
    case 'range': {
      const [field, bounds] = Object.entries(arg)[0] as [string, { gte: number }];
      return values(doc, field).some((v) => Number(v) >= bounds.gte) ? 1 : null;
    }
    case 'exists':
      return values(doc, arg.field).length > 0 ? 1 : null;
    case 'geo_distance': {
      const { distance, ...rest } = arg as { distance: string } & Record<string, { lat: number; lon: number }>;
      const [field, center] = Object.entries(rest)[0]!;
      const miles = Number(/^(\d+(?:\.\d+)?)mi$/.exec(distance)![1]);
      return values(doc, field).some(
        (p) => haversineMeters(center, p as { lat: number; lon: number }) <= miles * 1609.344,
      )
        ? 1
        : null;
    }
    case 'wildcard': {
      const [field, spec] = Object.entries(arg)[0] as [string, { value: string; case_insensitive?: boolean }];
      const pattern = spec.value.replace(
        /\\([*?\\])|([*?])|([^*?\\])/g,
        (_, escaped: string, wild: string, plain: string) =>
          escaped ? `\\${escaped}` : wild ? (wild === '*' ? '.*' : '.') : plain.replace(/[.+^${}()|[\]]/g, '\\$&'),
      );
      const re = new RegExp(`^${pattern}$`, spec.case_insensitive ? 'i' : '');
      return values(doc, field).some((v) => re.test(String(v))) ? 1 : null;
    }
    default:
      throw new Error(`query emulator does not know ${kind}`);
  }
}

/** Answers a search body over the documents, as Elasticsearch would sort and page it. */
export function emulateSearch(docs: Map<string, { source: Doc }>, body: Q): SearchAnswer {
  const hits: Array<{ id: string; source: Doc; score: number }> = [];
  for (const [id, { source }] of docs) {
    const score = evaluate(body.query ?? { match_all: {} }, source);
    if (score !== null) hits.push({ id, source, score });
  }
  const sorts = (body.sort ?? [{ _score: { order: 'desc' } }]) as Array<
    Record<string, { order: 'asc' | 'desc'; missing?: '_last' }>
  >;
  hits.sort((a, b) => {
    for (const spec of sorts) {
      const [field, { order }] = Object.entries(spec)[0]!;
      const value = (h: (typeof hits)[number]) =>
        field === '_score' ? h.score : field === 'company.keyword' ? h.source.company : h.source[field];
      const [x, y] = [value(a), value(b)];
      if (x === y) continue;
      // Missing values last whatever the order.
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      const cmp =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : Buffer.compare(Buffer.from(JSON.stringify(x)), Buffer.from(JSON.stringify(y)));
      if (cmp !== 0) return order === 'desc' ? -cmp : cmp;
    }
    return 0;
  });
  const from = Number(body.from ?? 0);
  return { total: hits.length, hits: hits.slice(from, from + Number(body.size ?? 10)) };
}
