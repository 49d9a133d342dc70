// The search index of jobs, the same on Elasticsearch and OpenSearch: explicit settings and
// mapping, and the document a job row becomes. Text is split into words as query.parser.ts
// splits what people type (letters and digits), so query words meet index words of one shape.
// Only listed jobs have a document (engine-indexer.ts).
import { createHash } from 'node:crypto';
import type { estypes } from '@elastic/elasticsearch';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE, type Job } from '@highpay/contracts';
import { JOB_COLUMNS, toJob, type JobRow } from './job-row.js';
import { plainSnippet } from './snippet.js';
import type { EngineClient, EngineProduct } from './engine.client.js';
import { openSearchSynonymFilter } from './synonyms.js';
import { titleHeadText } from './title-head.js';

/** PostgreSQL's English stop words (tsearch_data/english.stop), so both backends ignore the same words. */
export const ENGLISH_STOP_WORDS: readonly string[] = `i me my myself we our ours ourselves you your yours yourself
  yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom
  this that these those am is are was were be been being have has had having do does did doing a an the and but if or
  because as until while of at by for with about against between into through during before after above below to from up
  down in out on off over under again further then once here there when where why how all any both each few more most
  other some such no nor not only own same so than too very s t can will just don should now`
  .split(/\s+/)
  .filter(Boolean);

const STOP_WORDS = new Set(ENGLISH_STOP_WORDS);
export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** Prefixes longer than this are matched as whole words only. */
export const MAX_PREFIX_LENGTH = 20;

/** Text fields searched by words; each has `.plain` (unstemmed, for typos) beside its English analysis. */
export const TEXT_FIELDS = {
  title: 'title',
  company: 'company',
  tags: 'tags.name',
  description: 'description',
} as const;

/**
 * The same words gathered, so that a word is one lookup rather than one per field: company
 * and tag words in `company_tags`, every word of the job in `everything`; each with its words'
 * beginnings in `.prefix`. Copied values keep a gap between them, so phrases stay in one field.
 */
export const COMBINED_FIELDS = {
  companyTags: 'company_tags',
  everything: 'everything',
} as const;
export type TextField =
  (typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS] | (typeof COMBINED_FIELDS)[keyof typeof COMBINED_FIELDS];

/** The title's heads (title-head.ts), each followed by HEAD_END: what the job is. */
export const TITLE_HEAD = 'title_head';

/** Every word of titles, companies and tags (copied there), with their beginnings in `.prefix`: what typos are corrected to. */
export const VOCABULARY = 'vocabulary';

/**
 * Jobs lie on disk newest first, so a search sorted newest first (every list without text)
 * stops reading once its page is full and its count reached, rather than sorting every match.
 */
const INDEX_SORT: estypes.IndicesIndexSegmentSort = { field: ['posted_at', 'id'], order: ['desc', 'desc'] };

const WORDS_TOKENIZER = 'words';

/** The search-time analyzer of the English fields with the synonym list (@highpay/common's synonyms.ts). */
export const SYNONYM_ANALYZER = 'english_synonyms';

const analysis: estypes.IndicesIndexSettingsAnalysis = {
  tokenizer: {
    // The same words as query.parser.ts: runs of letters and digits ("node.js" → node, js).
    [WORDS_TOKENIZER]: { type: 'pattern', pattern: '[^\\p{L}\\p{N}]+' },
  },
  filter: {
    english_possessive: { type: 'stemmer', language: 'possessive_english' },
    english_stop: { type: 'stop', stopwords: [...ENGLISH_STOP_WORDS] },
    // Porter2 is PostgreSQL's "english" Snowball stemmer too.
    english_stemmer: { type: 'stemmer', language: 'porter2' },
    prefixes: { type: 'edge_ngram', min_gram: 1, max_gram: MAX_PREFIX_LENGTH },
    // After stop words (the list has none) and before stemming, so each term is stemmed as indexed words are.
    synonyms: openSearchSynonymFilter(),
  },
  normalizer: {
    folded: { type: 'custom', filter: ['lowercase', 'asciifolding'] },
  },
  analyzer: {
    english_text: {
      type: 'custom',
      tokenizer: WORDS_TOKENIZER,
      filter: ['english_possessive', 'lowercase', 'asciifolding', 'english_stop', 'english_stemmer'],
    },
    [SYNONYM_ANALYZER]: {
      type: 'custom',
      tokenizer: WORDS_TOKENIZER,
      filter: ['english_possessive', 'lowercase', 'asciifolding', 'english_stop', 'synonyms', 'english_stemmer'],
    },
    english_html: {
      type: 'custom',
      char_filter: ['html_strip'],
      tokenizer: WORDS_TOKENIZER,
      filter: ['english_possessive', 'lowercase', 'asciifolding', 'english_stop', 'english_stemmer'],
    },
    plain_text: { type: 'custom', tokenizer: WORDS_TOKENIZER, filter: ['lowercase', 'asciifolding'] },
    plain_html: {
      type: 'custom',
      char_filter: ['html_strip'],
      tokenizer: WORDS_TOKENIZER,
      filter: ['lowercase', 'asciifolding'],
    },
    // Index side of the last-word prefix: "developer" → d, de, dev, … (searched with plain_text).
    autocomplete: { type: 'custom', tokenizer: WORDS_TOKENIZER, filter: ['lowercase', 'asciifolding', 'prefixes'] },
    autocomplete_html: {
      type: 'custom',
      char_filter: ['html_strip'],
      tokenizer: WORDS_TOKENIZER,
      filter: ['lowercase', 'asciifolding', 'prefixes'],
    },
  },
};

/** Edge n-grams of a field's words (the word being typed), searched with the words as typed. */
const PREFIX_FIELD = {
  type: 'text',
  analyzer: 'autocomplete',
  search_analyzer: 'plain_text',
  index_options: 'docs',
  norms: false,
} as const;

/**
 * A short text field: English words, unstemmed words (typos), and edge n-grams (the word being
 * typed); its words join the vocabulary and `copyTo`.
 */
function shortText(
  copyTo: readonly string[],
  extra: Record<string, estypes.MappingProperty> = {},
  similarity?: string,
): estypes.MappingProperty {
  return {
    type: 'text',
    analyzer: 'english_text',
    ...(similarity ? { similarity } : {}),
    copy_to: [VOCABULARY, ...copyTo],
    fields: { plain: { type: 'text', analyzer: 'plain_text' }, prefix: PREFIX_FIELD, ...extra },
  };
}

/** A field of copied words, matched (never scored by frequency) and phrased; with edge n-grams. */
function gatheredText(analyzer: string, prefixAnalyzer: string): estypes.MappingProperty {
  return {
    type: 'text',
    analyzer,
    norms: false,
    fields: { prefix: { ...PREFIX_FIELD, analyzer: prefixAnalyzer } },
  };
}

/**
 * BM25 without length normalization, for company and tags: a job with more tags is no less
 * about each. The description's is gentler than BM25's default, so a short description that
 * mentions a word does not outrank a job tagged with it.
 */
const UNNORMED_BM25 = 'bm25_unnormed';
const DESCRIPTION_BM25 = 'bm25_description';
const SIMILARITY: Record<string, estypes.IndicesSettingsSimilarity> = {
  [UNNORMED_BM25]: { type: 'BM25', b: 0, k1: 1.2, discount_overlaps: true },
  [DESCRIPTION_BM25]: { type: 'BM25', b: 0.3, k1: 1.2, discount_overlaps: true },
};

const stored = { type: 'keyword', index: false, doc_values: false } as const;
/** An object kept as it is in the document, neither parsed nor searchable. */
const storedObject = { type: 'object', enabled: false } as const;

export const JOB_MAPPINGS: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  // The description is searched, never shown from the index (answers carry the snippet):
  // not kept in _source, so hits stay small whatever a feed's description weighs.
  _source: { excludes: ['description', TITLE_HEAD] },
  properties: {
    id: { type: 'long' },
    slug: stored,
    title: shortText([COMBINED_FIELDS.everything]),
    // Searched as phrases ending in HEAD_END, never scored by frequency.
    [TITLE_HEAD]: { type: 'text', analyzer: 'english_text', norms: false },
    company: shortText(
      [COMBINED_FIELDS.companyTags, COMBINED_FIELDS.everything],
      { keyword: { type: 'keyword' } },
      UNNORMED_BM25,
    ),
    tags: {
      type: 'object',
      properties: {
        name: shortText([COMBINED_FIELDS.companyTags, COMBINED_FIELDS.everything], {}, UNNORMED_BM25),
        color: stored,
      },
    },
    // Long HTML: no n-grams of its own (everything.prefix has its words' beginnings); field by
    // field (alerts' stored queries), the word being typed is a prefix query on `.plain`.
    description: {
      type: 'text',
      analyzer: 'english_html',
      similarity: DESCRIPTION_BM25,
      copy_to: [COMBINED_FIELDS.everything],
      fields: { plain: { type: 'text', analyzer: 'plain_html' } },
    },
    [COMBINED_FIELDS.companyTags]: gatheredText('english_text', 'autocomplete'),
    [COMBINED_FIELDS.everything]: gatheredText('english_html', 'autocomplete_html'),
    [VOCABULARY]: {
      type: 'text',
      analyzer: 'plain_text',
      index_options: 'docs',
      norms: false,
      fields: { prefix: PREFIX_FIELD },
    },
    snippet: { type: 'text', index: false },
    location: { type: 'keyword', normalizer: 'folded' },
    city: { type: 'keyword', normalizer: 'folded' },
    state: { type: 'keyword' },
    zip: { type: 'keyword' },
    geo: { type: 'geo_point' },
    job_type: { type: 'keyword' },
    work_setting: { type: 'keyword' },
    category: { type: 'keyword' },
    salary_min: { type: 'integer', index: false },
    salary_max: { type: 'integer', index: false },
    salary_currency: stored,
    salary_period: stored,
    // Top of the pay range per year in USD: what pay filters and sorts use.
    salary_yearly_usd: { type: 'integer' },
    salary_yearly_usd_rate_date: stored,
    remote_eligibility: storedObject,
    // Countries a remote job is open to, regions expanded; '*' for any.
    open_to: { type: 'keyword' },
    apply_url: stored,
    attribution: storedObject,
    // employer | aggregator: the search page's source filter.
    source_type: { type: 'keyword' },
    search_engines: stored,
    sample: { type: 'boolean' },
    url: stored,
    posted_at: { type: 'date' },
  },
};

/**
 * The job fields alerts' stored queries are matched on: field by field, so without the
 * gathered fields (n-grams of every description would slow each percolated batch for nothing).
 */
const gathered: readonly string[] = Object.values(COMBINED_FIELDS);
export const STORED_QUERY_PROPERTIES = JSON.parse(
  JSON.stringify(JOB_MAPPINGS.properties),
  (key: string, value: unknown) => {
    if (key === 'copy_to') return (value as string[]).filter((target) => !gathered.includes(target));
    if (gathered.includes(key)) return undefined;
    return value;
  },
) as Record<string, estypes.MappingProperty>;

/**
 * Names the analysis and mapping a physical index is built with: an index built with
 * others is rebuilt at start (ensureIndex answers 'outdated'), so a change here needs no
 * hand-made version bump.
 */
export const MAPPING_VERSION = createHash('sha256')
  .update(JSON.stringify({ analysis, similarity: SIMILARITY, mappings: JOB_MAPPINGS, sort: INDEX_SORT }))
  .digest('hex')
  .slice(0, 16);

/**
 * What is behind an alias: 'none' (no index yet), 'current' (every index built with this
 * mapping), or 'outdated' (one awaits its rebuild).
 */
export async function aliasMapping(
  client: Pick<EngineClient, 'aliasTargets' | 'mappingMeta'>,
  alias: string,
): Promise<'none' | 'current' | 'outdated'> {
  const targets = await client.aliasTargets(alias);
  if (targets.length === 0) return 'none';
  const metas = await Promise.all(targets.map((index) => client.mappingMeta(index)));
  return metas.every((meta) => meta.mapping_version === MAPPING_VERSION) ? 'current' : 'outdated';
}

/** The mapping a physical index is created with: JOB_MAPPINGS, marked with its version. */
export const JOB_INDEX_MAPPINGS: estypes.MappingTypeMapping = {
  ...JOB_MAPPINGS,
  _meta: { mapping_version: MAPPING_VERSION },
};

/** Settings an index of jobs shares with the alerts' stored queries. */
export function indexSettings(): estypes.IndicesIndexSettings {
  return {
    number_of_shards: 1,
    // One replica when the cluster has a second node; a single node stays green.
    auto_expand_replicas: '0-1',
    refresh_interval: '1s',
    max_result_window: MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE,
    analysis,
    similarity: SIMILARITY,
  };
}

/**
 * A refresh that never waits for merges. OpenSearch lets a refresh wait up to 10 s for merges
 * of small segments, holding a written job back from searches all that time; Elasticsearch
 * never waits, and rejects the setting.
 */
export function refreshSettings(product: EngineProduct): estypes.IndicesIndexSettings | undefined {
  return product === 'opensearch' ? { merge_on_flush: { enabled: false } } : undefined;
}

/** Settings of the jobs' serving index: sorted newest first (fixed when it is created). */
export function jobIndexSettings(product: EngineProduct): estypes.IndicesIndexSettings {
  return { ...indexSettings(), sort: INDEX_SORT, ...refreshSettings(product) };
}

/** Settings while a new index is bulk-loaded: no refreshes, no replicas, no fsync per request. */
export function bulkLoadSettings(product: EngineProduct): estypes.IndicesIndexSettings {
  return {
    ...jobIndexSettings(product),
    auto_expand_replicas: 'false',
    number_of_replicas: 0,
    refresh_interval: '-1',
    translog: { durability: 'async' },
  };
}

/** What changes back once the load is done (analysis cannot change on an open index). */
export function servingSettings(product: EngineProduct): estypes.IndicesIndexSettings {
  return {
    auto_expand_replicas: '0-1',
    refresh_interval: '1s',
    translog: { durability: 'request' },
    ...refreshSettings(product),
  };
}

/** A job row as the indexer reads it: the API's columns plus what filters and versions need. */
export interface IndexedJobRow extends JobRow {
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  open_to: string[] | null;
  /** updated_at in epoch milliseconds (bigint as text): the document's external version. */
  version: string;
}

export const INDEXED_JOB_COLUMNS = `${JOB_COLUMNS}, j.city, j.state, j.zip, j.latitude, j.longitude, j.open_to,
  (extract(epoch FROM j.updated_at) * 1000)::bigint AS version`;

/** The row's columns as the jobs table holds them, and what the index adds or holds otherwise. */
export interface JobDocument extends Pick<
  JobRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'company'
  | 'location'
  | 'job_type'
  | 'work_setting'
  | 'category'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
  | 'salary_yearly_usd'
  | 'salary_yearly_usd_rate_date'
  | 'remote_eligibility'
  | 'apply_url'
  | 'attribution'
  | 'source_type'
  | 'search_engines'
  | 'sample'
  | 'url'
> {
  tags: Array<{ name: string; color: string }>;
  /** Written to the index (searched) but not kept in _source: hits come back without it. */
  description?: string;
  /** The title's heads (titleHeadText), searched only, as the description. */
  title_head?: string;
  snippet: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  geo: { lat: number; lon: number } | null;
  open_to: string[];
  posted_at: string;
}

export function toDocument(row: IndexedJobRow): JobDocument {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    company: row.company,
    tags: row.tags ?? [],
    description: row.description,
    title_head: titleHeadText(row.title),
    snippet: plainSnippet(row.description),
    location: row.location,
    city: row.city,
    state: row.state,
    zip: row.zip,
    geo: row.latitude != null && row.longitude != null ? { lat: row.latitude, lon: row.longitude } : null,
    job_type: row.job_type,
    work_setting: row.work_setting,
    category: row.category,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_currency: row.salary_currency,
    salary_period: row.salary_period,
    salary_yearly_usd: row.salary_yearly_usd,
    salary_yearly_usd_rate_date: row.salary_yearly_usd_rate_date,
    remote_eligibility: row.remote_eligibility,
    open_to: row.open_to ?? [],
    apply_url: row.apply_url,
    attribution: row.attribution,
    source_type: row.source_type,
    search_engines: row.search_engines,
    sample: row.sample,
    url: row.url,
    posted_at: row.posted_at.toISOString(),
  };
}

/**
 * A search hit back to the API's Job, through the same mapping the PostgreSQL backend uses.
 * Only listed jobs are indexed, so none is closed. A document written before a field existed
 * (an index awaiting its rebuild) lacks it: read as not stated.
 */
export function documentToJob(doc: JobDocument): Job {
  const { description: _none, ...job } = toJob({
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    company: doc.company,
    location: doc.location,
    job_type: doc.job_type,
    work_setting: doc.work_setting,
    category: doc.category,
    salary_min: doc.salary_min,
    salary_max: doc.salary_max,
    salary_currency: doc.salary_currency,
    salary_period: doc.salary_period,
    description: doc.description ?? '',
    url: doc.url,
    posted_at: new Date(doc.posted_at),
    salary_yearly_usd: doc.salary_yearly_usd ?? null,
    salary_yearly_usd_rate_date: doc.salary_yearly_usd_rate_date ?? null,
    remote_eligibility: doc.remote_eligibility ?? null,
    apply_url: doc.apply_url ?? null,
    attribution: doc.attribution ?? null,
    source_type: doc.source_type ?? 'employer',
    search_engines: doc.search_engines ?? true,
    sample: doc.sample === true,
    closed_at: null,
    tags: doc.tags,
  });
  // A document indexed before snippets existed has none: an empty one until the rebuild.
  return { ...job, snippet: doc.snippet ?? '' };
}
