// The jobs' words, filters, order and JSON, kept in the search service's memory: a search that
// PostgreSQL answers in 5-60 ms the first time (its tiers walk, probe and count through
// GIN, then its total is counted or estimated) is answered here in about a millisecond,
// with every match counted exactly. PostgreSQL stays the source of truth: the index is
// read from it (the stored tsvectors, so words, stemming and prefixes match as `@@`
// matches them) and read again when jobs change; until it is current, and for what it does
// not evaluate ("quoted phrases", a free-text location), the PostgreSQL backend answers.
//
// Jobs are numbered newest first (posted_at DESC, id DESC), so a sorted list of numbers is
// a list of jobs in the board's order. Each lexeme has the sorted numbers of the jobs whose
// title, company/tags or whole text holds it (the three stored vectors). Each job's JSON,
// as the API sends it, makes up the pages and look-ups answered from here.
import { StringDecoder } from 'node:string_decoder';
import {
  CATEGORY_FILTERS,
  isAllCategories,
  MAX_SEARCH_PAGE,
  SEARCH_PAGE_SIZE,
  ZSearchRequest,
  type SearchRequest,
} from '@highpay/contracts';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { answerParts, JOB_COLUMNS, toJob, type JobRow } from '../../shared/job-row.js';
import { boundingBox, RADIUS_MILES } from '../../shared/location.js';
import type { ResolvedLocation } from './postgres-query-builder.js';

const MAX_TOTAL = MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE;
const EARTH_RADIUS_MILES = 3958.8;
const EMPTY = new Int32Array(0);

type Field = 'title' | 'meta' | 'doc';

/** The jobs as one load read them. Never changed: a reload builds a new one. */
export interface Snapshot {
  size: number;
  /** By number: the job's id. */
  ids: Int32Array;
  /** By number: the job as the API sends it (its JSON). */
  jobs: JobTexts;
  category: Uint8Array;
  workSetting: Uint8Array;
  jobType: Uint8Array;
  /** salary_annual_max; NaN where there is none. */
  salary: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
  /** Codes of lower(city) + state, zip and state; -1 where there is none. */
  city: Int32Array;
  zip: Int32Array;
  state: Int32Array;
  codes: Record<'category' | 'workSetting' | 'jobType' | 'city' | 'zip' | 'state', Map<string, number>>;
  lexemes: Map<string, number>;
  /** The lexemes in code-unit order, for prefixes. */
  sortedLexemes: string[];
  /** search_terms (the typo vocabulary) and search_lexemes (what a prefix is named as), in code point order. */
  terms: string[];
  prefixLexemes: string[];
  postings: Record<Field, Int32Array[]>;
  /** The same, split by category: [field][category code][lexeme code]. */
  categoryPostings: Record<Field, Int32Array[][]>;
  /** By category code: its jobs' numbers. */
  byCategory: Int32Array[];
  /** The jobs of each city, ZIP and state code, in number order. */
  byCity: Grouped;
  byZip: Grouped;
  byState: Grouped;
  /** The jobs with coordinates ordered by latitude, and their coordinates in that order. */
  byLatitude: Int32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** Every job's number, ordered by company (PostgreSQL's collation), then newest first. */
  byCompany: Int32Array;
  /** Ordered by salary_annual_max, highest first, those without last, then newest first. */
  bySalary: Int32Array;
}

/** Numbers grouped by a code: the code c's are order[starts[c + 1] .. starts[c + 2]) (c = -1: none). */
export interface Grouped {
  order: Int32Array;
  starts: Int32Array;
}

function grouped(codes: Int32Array): Grouped {
  const keys = Int32Array.from(codes, (c) => c + 1);
  const order = stableOrder(keys);
  let max = 0;
  for (let i = 0; i < keys.length; i++) if (keys[i]! > max) max = keys[i]!;
  const starts = new Int32Array(max + 2);
  for (let i = 0; i < keys.length; i++) starts[keys[i]! + 1]!++;
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  return { order, starts };
}

function groupOf(group: Grouped, code: number): Int32Array {
  const key = code + 1;
  if (key < 0 || key + 1 >= group.starts.length) return EMPTY;
  return group.order.subarray(group.starts[key], group.starts[key + 1]);
}

/** A search's matches (job numbers), filtered, in its order; the page is a slice of it. */
export interface MemoryRanking {
  numbers: Int32Array;
  total: number;
}

// ---------------------------------------------------------------------------------------
// Loading

/** One row of the load: the columns in COPY's text format, in this order. */
const LOAD_SQL = `COPY (
  SELECT j.id, j.category, j.work_setting, j.job_type, j.salary_annual_max, j.latitude, j.longitude,
         lower(j.city), j.state, j.zip, dense_rank() OVER (ORDER BY j.company) - 1,
         array_to_string(tsvector_to_array(j.title_vector), ' '),
         array_to_string(tsvector_to_array(j.meta_vector), ' '),
         array_to_string(tsvector_to_array(j.search_vector), ' ')
    FROM jobs j ORDER BY j.posted_at DESC, j.id DESC
) TO STDOUT`;

/** A list of numbers that grows (appends in increasing order keep it sorted): whole numbers, or with `Float64Array`, any. */
class Growing<A extends Int32Array | Float64Array = Int32Array> {
  private items: A;
  length = 0;
  constructor(private readonly make: (length: number) => A = (length) => new Int32Array(length) as A) {
    this.items = make(8);
  }
  push(value: number): void {
    if (this.length === this.items.length) {
      const bigger = this.make(this.items.length * 2);
      bigger.set(this.items);
      this.items = bigger;
    }
    this.items[this.length++] = value;
  }
  at(index: number): number {
    return this.items[index]!;
  }
  done(): A {
    return this.items.slice(0, this.length) as A;
  }
}

const floats = () => new Growing<Float64Array>((length) => new Float64Array(length));

/** COPY text format: `\N` is NULL; backslash escapes the rest. */
function unescapeCopy(value: string): string {
  if (!value.includes('\\')) return value;
  return value.replace(/\\(.)/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' })[c] ?? c);
}

/** Reads every job from PostgreSQL (one COPY, newest first) into a snapshot. */
export async function loadSnapshot(pool: pg.Pool): Promise<Snapshot> {
  const client = await pool.connect();
  const rowsClient = await pool.connect();
  try {
    // One snapshot of the jobs and the vocabularies; it reads the whole table: longer than a search may run.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('SET LOCAL statement_timeout = 0');
    // The jobs' JSON is read on a second connection in the same snapshot, so that PostgreSQL
    // builds those rows while this process reads the words.
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    await rowsClient.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await rowsClient.query(`SET TRANSACTION SNAPSHOT '${rows[0]!.id.replaceAll("'", "''")}'`);
    await rowsClient.query('SET LOCAL statement_timeout = 0');
    const [index, texts] = await Promise.all([readIndex(client), readJobTexts(rowsClient)]);
    await Promise.all([client.query('COMMIT'), rowsClient.query('COMMIT')]);
    return { ...index, jobs: texts.done(index.ids) };
  } catch (error) {
    await Promise.all([client, rowsClient].map((c) => c.query('ROLLBACK').catch(() => undefined)));
    throw error;
  } finally {
    client.release();
    rowsClient.release();
  }
}

/** The words, filters and order of every job, and the vocabularies (in the caller's transaction). */
async function readIndex(client: pg.PoolClient): Promise<Omit<Snapshot, 'jobs'>> {
  const stream = client.query(copyTo(LOAD_SQL));
  const builder = new SnapshotBuilder();
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const text = rest + decoder.write(chunk);
    let start = 0;
    let end: number;
    while ((end = text.indexOf('\n', start)) !== -1) {
      builder.row(text.slice(start, end));
      start = end + 1;
    }
    rest = text.slice(start);
  }
  if (rest) builder.row(rest);
  // Ordered as the SQL reads them ("C": by code point).
  const words = async (sql: string) => (await client.query<{ w: string }>(sql)).rows.map((r) => r.w);
  const terms = await words('SELECT term AS w FROM search_terms ORDER BY term COLLATE "C"');
  const prefixLexemes = await words('SELECT lexeme AS w FROM search_lexemes ORDER BY lexeme COLLATE "C"');
  return { ...builder.done(), terms, prefixLexemes };
}

class SnapshotBuilder {
  private readonly ids = new Growing();
  private readonly category = new Growing();
  private readonly workSetting = new Growing();
  private readonly jobType = new Growing();
  private readonly salary = floats();
  private readonly lat = floats();
  private readonly lon = floats();
  private readonly city = new Growing();
  private readonly zip = new Growing();
  private readonly state = new Growing();
  private readonly companyRank = new Growing();
  private readonly codes: Snapshot['codes'] = {
    category: new Map(),
    workSetting: new Map(),
    jobType: new Map(),
    city: new Map(),
    zip: new Map(),
    state: new Map(),
  };
  private readonly lexemes = new Map<string, number>();
  private readonly postings: Record<Field, Growing[]> = { title: [], meta: [], doc: [] };
  private size = 0;

  private code(kind: keyof Snapshot['codes'], value: string): number {
    const codes = this.codes[kind];
    let code = codes.get(value);
    if (code === undefined) {
      code = codes.size;
      codes.set(value, code);
    }
    return code;
  }

  private words(field: Field, text: string, number: number): void {
    if (text === '' || text === '\\N') return;
    const lists = this.postings[field];
    for (const word of text.split(' ')) {
      const lexeme = word.includes('\\') ? unescapeCopy(word) : word;
      let code = this.lexemes.get(lexeme);
      if (code === undefined) {
        code = this.lexemes.size;
        this.lexemes.set(lexeme, code);
      }
      (lists[code] ??= new Growing()).push(number);
    }
  }

  row(line: string): void {
    const c = line.split('\t');
    if (c.length !== 14) throw new Error(`memory index: a row of ${c.length} columns`);
    const number = this.size++;
    const float = (v: string) => (v === '\\N' ? Number.NaN : Number(v));
    this.ids.push(Number(c[0]));
    const text = (v: string) => (v === '\\N' ? undefined : unescapeCopy(v));
    const coded = (kind: keyof Snapshot['codes'], v: string | undefined) => (v === undefined ? -1 : this.code(kind, v));
    const [city, state] = [text(c[7]!), text(c[8]!)];
    this.category.push(coded('category', text(c[1]!)));
    this.workSetting.push(coded('workSetting', text(c[2]!)));
    this.jobType.push(coded('jobType', text(c[3]!)));
    this.salary.push(float(c[4]!));
    this.lat.push(float(c[5]!));
    this.lon.push(float(c[6]!));
    this.city.push(city === undefined || state === undefined ? -1 : this.code('city', `${city}|${state}`));
    this.state.push(coded('state', state));
    this.zip.push(coded('zip', text(c[9]!)));
    this.companyRank.push(Number(c[10]));
    this.words('title', c[11]!, number);
    this.words('meta', c[12]!, number);
    this.words('doc', c[13]!, number);
  }

  done(): Omit<Snapshot, 'terms' | 'prefixLexemes' | 'jobs'> {
    const size = this.size;
    const salary = this.salary.done();
    const companyRank = this.companyRank.done();
    // Numbers are newest first, so a stable order by company or salary keeps ties newest first.
    const byCompany = stableOrder(companyRank);
    const salaries = [...new Set(salary)].filter((v) => !Number.isNaN(v)).sort((a, b) => b - a);
    const salaryRank = new Map(salaries.map((v, i) => [v, i]));
    const bySalary = stableOrder(Int32Array.from(salary, (v) => salaryRank.get(v) ?? salaries.length));
    const category = Uint8Array.from(this.category.done());
    const byCategory = Array.from({ length: this.codes.category.size }, () => new Growing());
    for (let n = 0; n < size; n++) if (category[n]! < byCategory.length) byCategory[category[n]!]!.push(n);
    const lat = this.lat.done();
    const latitudesSeen = [...new Set(lat)].filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
    const latitudeRank = new Map(latitudesSeen.map((v, i) => [v, i]));
    const byLatitude = stableOrder(Int32Array.from(lat, (v) => latitudeRank.get(v) ?? latitudesSeen.length)).subarray(
      0,
      lat.reduce((n, v) => (Number.isNaN(v) ? n : n + 1), 0),
    );
    const city = this.city.done();
    const zip = this.zip.done();
    const state = this.state.done();
    const finish = (lists: Growing[]) => Array.from({ length: this.lexemes.size }, (_, i) => lists[i]?.done() ?? EMPTY);
    const postings = {
      title: finish(this.postings.title),
      meta: finish(this.postings.meta),
      doc: finish(this.postings.doc),
    };
    const bySplit = (lists: Int32Array[]) => splitByCategory(lists, category, byCategory.length);
    return {
      size,
      ids: this.ids.done(),
      category,
      byCategory: byCategory.map((g) => g.done()),
      workSetting: Uint8Array.from(this.workSetting.done()),
      jobType: Uint8Array.from(this.jobType.done()),
      salary,
      lat,
      byLatitude,
      latitudes: Float64Array.from(byLatitude, (n) => lat[n]!),
      longitudes: Float64Array.from(byLatitude, (n) => this.lon.at(n)),
      byCity: grouped(city),
      byZip: grouped(zip),
      byState: grouped(state),
      lon: this.lon.done(),
      city,
      zip,
      state,
      codes: this.codes,
      lexemes: this.lexemes,
      sortedLexemes: [...this.lexemes.keys()].sort(),
      postings,
      categoryPostings: { title: bySplit(postings.title), meta: bySplit(postings.meta), doc: bySplit(postings.doc) },
      byCompany,
      bySalary,
    };
  }
}

// ---------------------------------------------------------------------------------------
// The jobs themselves

/**
 * Every job's JSON, as the API sends it, by number: a page or a look-up answered from memory
 * reads no row from PostgreSQL (from a cold start, reading the pages' rows at about 100 µs
 * a row was most of the search service's queue) and encodes nothing again. The bytes live
 * in a few large buffers, outside the heap the garbage collector walks.
 */
export class JobTexts {
  /** The jobs' ids in increasing order, and the number of each. */
  private readonly sortedIds: Int32Array;
  private readonly numberOfSorted: Int32Array;

  constructor(
    ids: Int32Array,
    private readonly chunks: Buffer[],
    private readonly chunk: Uint16Array,
    private readonly start: Int32Array,
    private readonly end: Int32Array,
  ) {
    this.numberOfSorted = Int32Array.from(ids.keys()).sort((a, b) => ids[a]! - ids[b]!);
    this.sortedIds = Int32Array.from(this.numberOfSorted, (n) => ids[n]!);
  }

  /** The number of the job with this id (-1: the snapshot has none). */
  numberOf(id: number): number {
    const at = lowerBound(this.sortedIds, id);
    return this.sortedIds[at] === id ? this.numberOfSorted[at]! : -1;
  }

  /** The JSON of job number `n`. */
  text(n: number): Buffer {
    return this.chunks[this.chunk[n]!]!.subarray(this.start[n], this.end[n]);
  }
}

const JOB_TEXT_CHUNK = 64 * 2 ** 20;

/** Writes the jobs' JSON one after another into large buffers, in the snapshot's order. */
class JobTextsWriter {
  private readonly chunks: Buffer[] = [];
  private current = Buffer.alloc(0);
  private used = 0;
  private readonly ids = new Growing();
  private readonly chunk = new Growing();
  private readonly start = new Growing();
  private readonly end = new Growing();

  add(id: number, text: string): void {
    const length = Buffer.byteLength(text);
    if (this.used + length > this.current.length) {
      this.current = Buffer.allocUnsafeSlow(Math.max(JOB_TEXT_CHUNK, length));
      this.chunks.push(this.current);
      this.used = 0;
    }
    this.current.write(text, this.used);
    this.ids.push(id);
    this.chunk.push(this.chunks.length - 1);
    this.start.push(this.used);
    this.used += length;
    this.end.push(this.used);
  }

  /** The texts, numbered as `ids` numbers the jobs (the same order, checked). */
  done(ids: Int32Array): JobTexts {
    const read = this.ids.done();
    if (read.length !== ids.length || read.some((id, n) => id !== ids[n]))
      throw new Error('memory index: the jobs and their words were read in different orders');
    // The last buffer's unused tail is given back.
    if (this.chunks.length > 0) this.chunks[this.chunks.length - 1] = Buffer.from(this.current.subarray(0, this.used));
    return new JobTexts(ids, this.chunks, Uint16Array.from(this.chunk.done()), this.start.done(), this.end.done());
  }
}

/** Every job's JSON, newest first (the caller's transaction). */
async function readJobTexts(client: pg.PoolClient): Promise<JobTextsWriter> {
  const writer = new JobTextsWriter();
  await client.query(
    `DECLARE memory_index_jobs NO SCROLL CURSOR FOR SELECT ${JOB_COLUMNS} FROM jobs j ORDER BY j.posted_at DESC, j.id DESC`,
  );
  for (;;) {
    const { rows } = await client.query<JobRow>('FETCH 5000 FROM memory_index_jobs');
    if (rows.length === 0) break;
    for (const row of rows) writer.add(row.id, JSON.stringify(toJob(row)));
  }
  await client.query('CLOSE memory_index_jobs');
  return writer;
}

/** Each list split by the category of its numbers: [category][list]. */
function splitByCategory(lists: Int32Array[], category: Uint8Array, categories: number): Int32Array[][] {
  const split = Array.from({ length: categories }, () => new Array<Int32Array>(lists.length));
  const counts = new Int32Array(categories);
  lists.forEach((list, l) => {
    counts.fill(0);
    for (let i = 0; i < list.length; i++) counts[category[list[i]!]!]!++;
    const parts = Array.from(counts, (n) => new Int32Array(n));
    counts.fill(0);
    for (let i = 0; i < list.length; i++) {
      const c = category[list[i]!]!;
      parts[c]![counts[c]!++] = list[i]!;
    }
    for (let c = 0; c < categories; c++) split[c]![l] = parts[c]!;
  });
  return split;
}

/** The numbers 0..keys.length-1 ordered by their key (small integers), ties in number order: a counting sort. */
function stableOrder(keys: Int32Array): Int32Array {
  let max = 0;
  for (let i = 0; i < keys.length; i++) if (keys[i]! > max) max = keys[i]!;
  const starts = new Int32Array(max + 2);
  for (let i = 0; i < keys.length; i++) starts[keys[i]! + 1]!++;
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const order = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) order[starts[keys[i]!]!++] = i;
  return order;
}

// ---------------------------------------------------------------------------------------
// tsquery text, as PostgreSQL prints it ('engin' & !'senior' | 'dev':*)

export type QueryNode =
  | { op: 'lexeme'; lexeme: string; prefix: boolean }
  | { op: 'not'; arg: QueryNode }
  | { op: 'and' | 'or'; args: QueryNode[] };

/** The tsquery as a tree, or undefined where it holds what the index does not evaluate (phrases, weights). */
export function parseTsQuery(text: string): QueryNode | undefined {
  const tokens = text.match(/'(?:[^']|'')*'(?::[*A-Da-d]+)?|<\d*-?>|[&|!()]/g) ?? [];
  let at = 0;
  let supported = true;
  const peek = () => tokens[at];
  const unary = (): QueryNode => {
    const token = tokens[at++];
    if (token === '!') return { op: 'not', arg: unary() };
    if (token === '(') {
      const node = or();
      at++; // ')'
      return node;
    }
    if (!token || !token.startsWith("'")) {
      supported = false;
      return { op: 'and', args: [] };
    }
    const close = token.lastIndexOf("'");
    const suffix = token.slice(close + 1);
    if (suffix !== '' && suffix !== ':*') supported = false;
    return {
      op: 'lexeme',
      lexeme: token.slice(1, close).replaceAll("''", "'").replaceAll('\\\\', '\\'),
      prefix: suffix === ':*',
    };
  };
  const phrase = (): QueryNode => {
    const node = unary();
    while (peek()?.startsWith('<')) {
      supported = false;
      at++;
      unary();
    }
    return node;
  };
  /** Operands joined by one operator ('&' binds tighter than '|'). */
  const joined = (operator: '&' | '|', operand: () => QueryNode) => (): QueryNode => {
    const args = [operand()];
    while (peek() === operator) {
      at++;
      args.push(operand());
    }
    return args.length === 1 ? args[0]! : { op: operator === '&' ? 'and' : 'or', args };
  };
  const or = joined('|', joined('&', phrase));
  if (tokens.length === 0) return undefined;
  const tree = or();
  return supported && at === tokens.length ? tree : undefined;
}

// ---------------------------------------------------------------------------------------
// Sorted lists of numbers

/** The first index at or after `from` where `list` holds `value` or more (galloping, then binary search). */
function seek(list: Int32Array, value: number, from: number): number {
  let lo = from;
  let hi = from;
  let step = 1;
  while (hi < list.length && list[hi]! < value) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > list.length) hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) [a, b] = [b, a];
  if (a.length === 0) return EMPTY;
  const out = new Int32Array(a.length);
  let n = 0;
  if (a.length * 4 < b.length) {
    // Few against many: each of the few sought from where the last was found.
    let j = 0;
    for (let i = 0; i < a.length && j < b.length; i++) {
      j = seek(b, a[i]!, j);
      if (b[j] === a[i]) out[n++] = a[i]!;
    }
  } else {
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const x = a[i]!;
      const y = b[j]!;
      if (x === y) {
        out[n++] = x;
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
  }
  return out.subarray(0, n);
}

export function difference(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  const few = a.length * 4 < b.length;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (few) j = seek(b, x, j);
    else while (j < b.length && b[j]! < x) j++;
    if (j < b.length && b[j] === x) continue;
    out[n++] = x;
  }
  return out.subarray(0, n);
}

export function union(lists: Int32Array[], size: number): Int32Array {
  const nonEmpty = lists.filter((l) => l.length > 0);
  if (nonEmpty.length === 0) return EMPTY;
  if (nonEmpty.length === 1) return nonEmpty[0]!;
  const total = nonEmpty.reduce((sum, l) => sum + l.length, 0);
  if (nonEmpty.length === 2) {
    // Merged (typed arrays sort through a comparison per pair: 7 ms for 66,000 numbers).
    const [a, b] = nonEmpty as [Int32Array, Int32Array];
    const out = new Int32Array(total);
    let [i, j, n] = [0, 0, 0];
    while (i < a.length && j < b.length) {
      const x = a[i]!;
      const y = b[j]!;
      if (x <= y) i++;
      if (y <= x) j++;
      out[n++] = x <= y ? x : y;
    }
    while (i < a.length) out[n++] = a[i++]!;
    while (j < b.length) out[n++] = b[j++]!;
    return out.subarray(0, n);
  }
  if (total < 4096) {
    const all = new Int32Array(total);
    let at = 0;
    for (const l of nonEmpty) {
      all.set(l, at);
      at += l.length;
    }
    all.sort();
    let n = 0;
    for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!;
    return all.subarray(0, n);
  }
  const marks = new Uint8Array(size);
  for (const l of nonEmpty) for (let i = 0; i < l.length; i++) marks[l[i]!] = 1;
  return marked(marks, Math.min(total, size));
}

/** The numbers `marks` holds a 1 for, in order. */
function marked(marks: Uint8Array, atMost: number): Int32Array {
  const out = new Int32Array(atMost);
  let n = 0;
  for (let v = 0; v < marks.length; v++) if (marks[v]) out[n++] = v;
  return out.subarray(0, n);
}

// ---------------------------------------------------------------------------------------
// Searching

/**
 * Where a search looks: its categories' jobs (each word's jobs kept per category, so that
 * nothing is intersected for them) and its place's; `all` is every job it allows.
 */
interface Scope {
  categories?: number[];
  place?: Int32Array;
  all: () => Int32Array;
}

/** A lexeme's jobs in a field within the scope; a prefix's, the union of every lexeme it begins. */
function lexemeJobs(
  snapshot: Snapshot,
  field: Field,
  node: { lexeme: string; prefix: boolean },
  scope: Scope,
): Int32Array {
  const jobsOf = (code: number) => {
    const { categories, place } = scope;
    const list = categories
      ? categories.length === 1
        ? snapshot.categoryPostings[field][categories[0]!]![code]!
        : union(
            categories.map((c) => snapshot.categoryPostings[field][c]![code]!),
            snapshot.size,
          )
      : snapshot.postings[field][code]!;
    return place ? intersect(place, list) : list;
  };
  if (!node.prefix) {
    const code = snapshot.lexemes.get(node.lexeme);
    return code === undefined ? EMPTY : jobsOf(code);
  }
  const sorted = snapshot.sortedLexemes;
  const matching: Int32Array[] = [];
  for (let i = lowerBound(sorted, node.lexeme); i < sorted.length && sorted[i]!.startsWith(node.lexeme); i++)
    matching.push(jobsOf(snapshot.lexemes.get(sorted[i]!)!));
  return union(matching, snapshot.size);
}

/**
 * Evaluates a tsquery tree against one of the three vectors: the numbers of the jobs it
 * matches within the scope. Words that must all match are intersected smallest first,
 * starting from the place, each sought in the next (a city's 40,000 jobs against a word's
 * 500,000 reads about 40,000 × a few entries, not all 540,000).
 */
function evaluate(snapshot: Snapshot, field: Field, node: QueryNode, scope: Scope): Int32Array {
  const wide: Scope = { categories: scope.categories, all: scope.all };
  switch (node.op) {
    case 'lexeme':
      return lexemeJobs(snapshot, field, node, scope);
    case 'not':
      return difference(scope.all(), evaluate(snapshot, field, node.arg, wide));
    case 'or':
      return union(
        node.args.map((arg) => evaluate(snapshot, field, arg, scope)),
        snapshot.size,
      );
    case 'and': {
      const positive = node.args
        .filter((a) => a.op !== 'not')
        .map((a) =>
          a.op === 'lexeme' && !a.prefix ? lexemeJobs(snapshot, field, a, wide) : evaluate(snapshot, field, a, scope),
        )
        .sort((x, y) => x.length - y.length);
      let result = scope.place ?? positive.shift() ?? scope.all();
      for (const list of positive) if (result.length > 0) result = intersect(result, list);
      for (const arg of node.args) {
        if (arg.op === 'not' && result.length > 0)
          result = difference(result, evaluate(snapshot, field, arg.arg, wide));
      }
      return result;
    }
  }
}

/** A table of the codes a filter lets through (index: code). */
function allowed(codes: Map<string, number>, values: readonly string[]): Uint8Array {
  const table = new Uint8Array(codes.size + 1);
  for (const v of values) {
    const code = codes.get(v);
    if (code !== undefined) table[code] = 1;
  }
  return table;
}

/** The request's filters but the text and the place, as a test of a job's number; undefined where none. */
function filterTest(snapshot: Snapshot, request: SearchRequest): ((n: number) => boolean) | undefined {
  const ws = request.workSetting ? allowed(snapshot.codes.workSetting, [request.workSetting]) : undefined;
  const jt = request.jobTypes.length > 0 ? allowed(snapshot.codes.jobType, request.jobTypes) : undefined;
  const cat = isAllCategories(request.category)
    ? undefined
    : allowed(snapshot.codes.category, CATEGORY_FILTERS[request.category.toLowerCase()] ?? []);
  const floor = request.salaryMin;
  const required = request.salaryRequired;
  if (!ws && !jt && !cat && floor === undefined) return undefined;
  const { workSetting, jobType, category, salary } = snapshot;
  return (n) =>
    (ws === undefined || ws[workSetting[n]!] === 1) &&
    (jt === undefined || jt[jobType[n]!] === 1) &&
    (cat === undefined || cat[category[n]!] === 1) &&
    (floor === undefined || (required ? salary[n]! >= floor : !(salary[n]! < floor)));
}

/**
 * A place's jobs (its city or ZIP, and 25 miles around it), or undefined for a free-text
 * location: the code's jobs, and those in the latitude band of the bounding box that are
 * inside it and within the distance, as the SQL tests them (box, then haversine).
 */
function placeJobs(snapshot: Snapshot, location: ResolvedLocation): Int32Array | undefined {
  const { filter, center } = location;
  let exact: Int32Array;
  switch (filter.kind) {
    case 'zip':
      exact = groupOf(snapshot.byZip, snapshot.codes.zip.get(filter.zip) ?? -2);
      break;
    case 'city':
      exact = groupOf(snapshot.byCity, snapshot.codes.city.get(`${filter.city.toLowerCase()}|${filter.state}`) ?? -2);
      break;
    case 'state':
      exact = groupOf(snapshot.byState, snapshot.codes.state.get(filter.state) ?? -2);
      break;
    default:
      return undefined;
  }
  if (!center) return exact;
  const { minLat, maxLat, minLon, maxLon } = boundingBox(center);
  const { latitudes, longitudes, byLatitude } = snapshot;
  const rad = Math.PI / 180;
  const cosCenter = Math.cos(center.lat * rad);
  // Marked, then read in order: the band is in latitude order, and sorting numbers costs more.
  const marks = new Uint8Array(snapshot.size);
  for (let i = 0; i < exact.length; i++) marks[exact[i]!] = 1;
  let count = exact.length;
  // Jobs in one place share its coordinates: the distance is computed once for each run of them.
  let [lastLat, lastLon, lastInside] = [Number.NaN, Number.NaN, false];
  for (let i = lowerBound(latitudes, minLat); i < latitudes.length && latitudes[i]! <= maxLat; i++) {
    const a = latitudes[i]!;
    const o = longitudes[i]!;
    if (a !== lastLat || o !== lastLon) {
      const h =
        Math.sin(((a - center.lat) * rad) / 2) ** 2 +
        cosCenter * Math.cos(a * rad) * Math.sin(((o - center.lon) * rad) / 2) ** 2;
      [lastLat, lastLon, lastInside] = [
        a,
        o,
        o >= minLon && o <= maxLon && 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h)) <= RADIUS_MILES,
      ];
    }
    if (lastInside) {
      marks[byLatitude[i]!] = 1;
      count++;
    }
  }
  return marked(marks, Math.min(count, snapshot.size));
}

/**
 * Up to MAX_TOTAL of a search's matches (all a job seeker can page to) in its order, and how
 * many there are (exact, capped there); undefined where the index does not evaluate the search
 * (a phrase, a free-text location). `tsquery` is the text as PostgreSQL normalized it (null
 * for none); `places` keeps each place's (and category's) jobs for the snapshot. Every list is walked newest
 * first and left once MAX_TOTAL are found: "engineer" reads 10,000 of its 100,000 title
 * matches, not its 400,000 matches.
 */
export function rankInMemory(
  snapshot: Snapshot,
  request: SearchRequest,
  tsquery: string | null,
  location: ResolvedLocation | undefined,
  places: Map<string, Int32Array | undefined>,
): MemoryRanking | undefined {
  const query = tsquery === null ? undefined : parseTsQuery(tsquery);
  if (tsquery !== null && !query) return undefined;
  let place: Int32Array | undefined;
  if (location) {
    const key = JSON.stringify(location);
    if (!places.has(key)) places.set(key, placeJobs(snapshot, location));
    place = places.get(key);
    if (!place) return undefined;
  }
  // The jobs the place and the category allow (undefined: every job), so that every list
  // below is as short as they make it: "designer" in Customer Service reads that category's
  // lists, not the 450,000 jobs that mention design.
  let categories: number[] | undefined;
  let scope = place;
  if (!isAllCategories(request.category)) {
    categories = (CATEGORY_FILTERS[request.category.toLowerCase()] ?? []).flatMap((slug) => {
      const code = snapshot.codes.category.get(slug);
      return code === undefined ? [] : [code];
    });
    // Kept with the places: "Technology" is two categories' jobs, merged once.
    const key = `category ${categories.join(' ')}`;
    if (!places.has(key))
      places.set(
        key,
        union(
          categories.map((code) => snapshot.byCategory[code]!),
          snapshot.size,
        ),
      );
    const jobs = places.get(key)!;
    scope = scope ? intersect(scope, jobs) : jobs;
  }
  let everyone: Int32Array | undefined;
  const all = () => {
    if (scope) return scope;
    if (!everyone) {
      everyone = new Int32Array(snapshot.size);
      for (let i = 0; i < everyone.length; i++) everyone[i] = i;
    }
    return everyone;
  };
  const within: Scope = { categories, place, all };
  const test = filterTest(snapshot, request);
  const sort = request.sort ?? (query ? 'relevance' : 'date');
  const found = new Int32Array(MAX_TOTAL);
  let count = 0;
  /** Adds the numbers of `list` (all jobs if none) that pass the filters and none of `skip` (sorted lists) holds, up to MAX_TOTAL. */
  const collect = (list: Int32Array | undefined, skip: Int32Array[] = []) => {
    const at = skip.map(() => 0);
    const end = list ? list.length : snapshot.size;
    for (let i = 0; i < end && count < MAX_TOTAL; i++) {
      const n = list ? list[i]! : i;
      if (test && !test(n)) continue;
      let skipped = false;
      for (let k = 0; k < skip.length; k++) {
        const other = skip[k]!;
        let j = at[k]!;
        while (j < other.length && other[j]! < n) j++;
        at[k] = j;
        if (j < other.length && other[j] === n) skipped = true;
      }
      if (!skipped) found[count++] = n;
    }
  };
  const byOrder = (candidates: Int32Array) =>
    (count = ordered(snapshot, sort === 'company' ? snapshot.byCompany : snapshot.bySalary, candidates, test, found));
  const matching = (field: Field) => evaluate(snapshot, field, query!, within);
  if (!query) {
    if (sort === 'date') collect(scope);
    else byOrder(all());
  } else if (sort === 'relevance') {
    // Tiers: title, then company/tags, then the rest; newest first inside each. Each is
    // read only while the ranking is short of MAX_TOTAL (which is then its total too).
    // With an exclusion, a title or company/tag match may hold the excluded word elsewhere:
    // whole-document matches only.
    const doc = tsquery!.includes('!') ? matching('doc') : undefined;
    const title = doc ? intersect(matching('title'), doc) : matching('title');
    collect(title);
    const meta = count < MAX_TOTAL ? (doc ? intersect(matching('meta'), doc) : matching('meta')) : EMPTY;
    collect(meta, [title]);
    if (count < MAX_TOTAL) collect(doc ?? matching('doc'), [title, meta]);
  } else if (sort === 'date') {
    collect(matching('doc'));
  } else {
    byOrder(matching('doc'));
  }
  return { numbers: found.slice(0, count), total: count };
}

/** The matches (`candidates`, sorted, tested) in a whole-table order (by company, by salary), up to MAX_TOTAL; how many. */
function ordered(
  snapshot: Snapshot,
  order: Int32Array,
  candidates: Int32Array,
  test: ((n: number) => boolean) | undefined,
  found: Int32Array,
): number {
  const marks = new Uint8Array(snapshot.size);
  for (let i = 0; i < candidates.length; i++) if (!test || test(candidates[i]!)) marks[candidates[i]!] = 1;
  let count = 0;
  for (let i = 0; i < order.length && count < MAX_TOTAL; i++) if (marks[order[i]!] === 1) found[count++] = order[i]!;
  return count;
}

/**
 * Runs searches made up from the snapshot's own most common words, categories and city
 * (none kept), so that the code is compiled before the first job seeker's search: from a
 * cold start, the first searches took 30-40 ms each in code not yet compiled, then 3-8 ms.
 */
export function warmUp(snapshot: Snapshot): void {
  if (snapshot.size === 0) return;
  const common = (field: Field, count: number) =>
    [...snapshot.lexemes]
      .map(([lexeme, code]) => ({ lexeme, jobs: snapshot.postings[field][code]!.length }))
      .sort((a, b) => b.jobs - a.jobs)
      .slice(0, count)
      .map((l) => `'${l.lexeme.replaceAll("'", "''")}'`);
  const [first, second, ...more] = [...common('title', 6), ...common('doc', 2)];
  const queries = [
    first!,
    `${first} & ${second ?? first}`,
    `${first} & !${second ?? first}`,
    `${first!.slice(0, 4)}':*`,
    ...more,
  ];
  const categories = [...snapshot.codes.category.keys()].filter((c) => CATEGORY_FILTERS[c]).slice(0, 2);
  const city = [...snapshot.codes.city.keys()][0]?.split('|');
  const at = snapshot.city.indexOf(0);
  const place =
    city && at >= 0 && !Number.isNaN(snapshot.lat[at]!)
      ? {
          filter: { kind: 'city' as const, city: city[0]!, state: city[1]! },
          center: { lat: snapshot.lat[at]!, lon: snapshot.lon[at]! },
        }
      : undefined;
  const filters = [
    {},
    { category: categories[0] },
    { category: categories[1], workSetting: 'remote' },
    { salaryMin: 100_000 },
    { sort: 'date' },
    { sort: 'company' },
    { sort: 'salary' },
  ];
  for (let round = 0; round < 3; round++) {
    for (const tsquery of [null, ...queries]) {
      for (const filter of filters) {
        const request = ZSearchRequest.parse({ query: tsquery ? 'warm' : '', ...filter });
        rankInMemory(snapshot, request, tsquery, undefined, new Map());
      }
      if (place)
        rankInMemory(snapshot, ZSearchRequest.parse({ query: tsquery ? 'warm' : '' }), tsquery, place, new Map());
    }
  }
}

// ---------------------------------------------------------------------------------------
// Keeping it current

export interface MemoryIndex {
  /**
   * The search's answer, `{jobs, totalResults}` as JSON bytes in parts, from the snapshot: its ranking
   * (kept until jobs change) and its page's jobs as the snapshot holds them. Undefined while
   * the snapshot is not current, or where it does not evaluate the search: the caller asks
   * PostgreSQL.
   */
  answer(request: SearchRequest, tsquery: string | null, location: ResolvedLocation | undefined): Buffer[] | undefined;
  /** The job's JSON from the snapshot, null when it has no such job, undefined while it is not current (ask PostgreSQL). */
  job(id: number): Buffer | null | undefined;
  /** The vocabularies of the current snapshot (undefined while not current): the same answers as search_terms and search_lexemes. */
  vocabulary(): Vocabulary | undefined;
  /** Jobs changed: the snapshot is no longer used, and a new one is read. */
  changed(): void;
  /** Resolves once the index holds the jobs as they are now. */
  whenCurrent(): Promise<void>;
  /** Throws until the first load is done. */
  ready(): void;
  close(): void;
}

/** How long jobs must stay unchanged before the index reads them again. */
export const DEFAULT_QUIET_MS = 5000;

export interface Vocabulary {
  /** Does search_terms hold the word (or, for the word being typed, a term it begins)? */
  known(word: string, prefix: boolean): boolean;
  /** search_lexemes that begin with the prefix, in order, up to `limit`. */
  lexemesBeginning(prefix: string, limit: number): string[];
}

/** The first index of the sorted `values` holding `value` or more (numbers, or words in code-unit order). */
function lowerBound<T extends number | string>(values: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function vocabularyOf(snapshot: Snapshot): Vocabulary {
  return {
    known(word, prefix) {
      const at = snapshot.terms[lowerBound(snapshot.terms, word)];
      return at !== undefined && (at === word || (prefix && at.startsWith(word)));
    },
    lexemesBeginning(prefix, limit) {
      const out: string[] = [];
      for (
        let i = lowerBound(snapshot.prefixLexemes, prefix);
        i < snapshot.prefixLexemes.length && out.length < limit;
        i++
      ) {
        if (!snapshot.prefixLexemes[i]!.startsWith(prefix)) break;
        out.push(snapshot.prefixLexemes[i]!);
      }
      return out;
    },
  };
}

export function createMemoryIndex(
  pool: pg.Pool,
  options: {
    onError?: (error: unknown) => void;
    onLoaded?: (info: { jobs: number; ms: number }) => void;
    retryMs?: number;
    /**
     * After a change, how long jobs must stay unchanged before they are read again: a feed
     * writing jobs one by one would otherwise keep a core re-reading a million jobs. Until
     * then (and while they change on) PostgreSQL answers.
     */
    quietMs?: number;
  } = {},
): MemoryIndex {
  let snapshot: Snapshot | undefined;
  let isCurrent = false;
  let loading = false;
  let changes = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];
  let places = new Map<string, Int32Array | undefined>();
  const rankings = new LRUCache<string, MemoryRanking>({
    maxSize: 20_000_000,
    sizeCalculation: (r) => r.numbers.length + 1,
  });

  const load = () => {
    if (loading || closed) return;
    loading = true;
    const startedAt = changes;
    const began = performance.now();
    loadSnapshot(pool).then(
      (loaded) => {
        loading = false;
        // A change during the load may be missing from it: read again.
        if (changes !== startedAt) return loadWhenQuiet();
        try {
          warmUp(loaded);
        } catch (error) {
          options.onError?.(error); // slower first searches, nothing worse
        }
        snapshot = loaded;
        isCurrent = true;
        places = new Map();
        rankings.clear();
        options.onLoaded?.({ jobs: loaded.size, ms: Math.round(performance.now() - began) });
        const woken = waiters;
        waiters = [];
        for (const wake of woken) wake();
      },
      (error: unknown) => {
        loading = false;
        if (closed) return;
        options.onError?.(error);
        retry = setTimeout(load, options.retryMs ?? 5000);
        retry.unref();
      },
    );
  };
  const loadWhenQuiet = () => {
    clearTimeout(retry);
    retry = setTimeout(load, options.quietMs ?? DEFAULT_QUIET_MS);
    retry.unref();
  };
  load();

  /** The search's ranking from the snapshot, as `answer` says. */
  const rank = (
    request: SearchRequest,
    tsquery: string | null,
    location: ResolvedLocation | undefined,
  ): MemoryRanking | undefined => {
    if (!isCurrent || !snapshot) return undefined;
    const key = JSON.stringify([{ ...request, page: 0 }, tsquery, location]);
    const kept = rankings.get(key);
    if (kept) return kept;
    // Each place's jobs are kept for the snapshot; a thousand places at most.
    if (places.size > 1000) places = new Map();
    const ranking = rankInMemory(snapshot, request, tsquery, location, places);
    if (ranking) rankings.set(key, ranking);
    return ranking;
  };

  return {
    answer(request, tsquery, location) {
      const ranking = rank(request, tsquery, location);
      if (!ranking || !snapshot) return undefined;
      const offset = (request.page - 1) * SEARCH_PAGE_SIZE;
      const page = Array.from(ranking.numbers.subarray(offset, offset + SEARCH_PAGE_SIZE), (n) =>
        snapshot!.jobs.text(n),
      );
      return answerParts(page, ranking.total);
    },
    job(id) {
      if (!isCurrent || !snapshot) return undefined;
      const n = snapshot.jobs.numberOf(id);
      return n < 0 ? null : snapshot.jobs.text(n);
    },
    vocabulary: () => (isCurrent && snapshot ? vocabularyOf(snapshot) : undefined),
    changed() {
      changes += 1;
      isCurrent = false;
      rankings.clear();
      loadWhenQuiet();
    },
    whenCurrent: () => (isCurrent ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    ready() {
      if (!snapshot) throw new Error('the jobs are still being read into memory');
    },
    close() {
      closed = true;
      clearTimeout(retry);
    },
  };
}
