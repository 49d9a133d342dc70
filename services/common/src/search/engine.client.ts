// The few engine calls the search service makes, behind one interface: Elasticsearch 8 and
// OpenSearch 2.x/3.x answer the same REST API, but their Node clients differ in shape.
import type { estypes } from '@elastic/elasticsearch';
import type { JobDocument } from './engine-mapping.js';

export type EngineProduct = 'elasticsearch' | 'opensearch';

export type EngineSearchBody = Pick<
  estypes.SearchRequest,
  'query' | 'sort' | 'from' | 'size' | 'track_total_hits' | 'search_after'
>;

export interface EngineHits {
  total: number;
  /** The engine stopped counting at `total` (track_total_hits reached): there are more. */
  totalIsLowerBound: boolean;
  documents: JobDocument[];
}

export interface IndexedDocument {
  id: string;
  /** External version (the row's updated_at in ms): an older write never replaces a newer one. */
  version: number;
  document: JobDocument;
}

export type AliasAction =
  | { add: { index: string; alias: string } }
  | { remove: { index: string; alias: string } }
  | { remove_index: { index: string } };

export interface IndexDefinition {
  settings: estypes.IndicesIndexSettings;
  mappings: estypes.MappingTypeMapping;
  aliases?: Record<string, object>;
}

/** A search that answers ids (and asked-for fields), not documents: a percolation, a listing. */
export type EngineIdSearchBody = Pick<estypes.SearchRequest, 'query' | '_source' | 'size' | 'sort' | 'search_after'>;

export interface EngineIdHit {
  id: string;
  /** Fields the engine adds to a hit, e.g. `_percolator_document_slot`. */
  fields: Record<string, unknown[]>;
}

/** Term suggesters by name. */
export type EngineSuggesters = Record<string, estypes.SearchFieldSuggester>;

export interface EngineClient {
  readonly product: EngineProduct;
  search(index: string, body: EngineSearchBody): Promise<EngineHits>;
  /** The words each suggester suggests, best first, by its name. */
  suggest(index: string, suggesters: EngineSuggesters): Promise<Record<string, string[]>>;
  count(index: string): Promise<number>;
  /** Rejects with EngineVersionConflictError when the engine holds a newer version. */
  indexDocument(index: string, doc: IndexedDocument): Promise<'indexed'>;
  /** Rejects with EngineVersionConflictError when the engine holds a newer version. */
  deleteDocument(index: string, id: string, version: number): Promise<'deleted' | 'absent'>;
  /** Indexes a batch; answers the ids that failed with their reasons (version conflicts are not failures). */
  bulkIndex(index: string, docs: readonly IndexedDocument[]): Promise<string[]>;
  /** Runs any bulk body (index and delete lines); answers the failed items (a delete of a missing id is none). */
  bulk(operations: readonly object[]): Promise<string[]>;
  /** Every hit of `body` as ids, read `pageSize` at a time in _id order. */
  searchIds(index: string, body: EngineIdSearchBody, pageSize: number): Promise<EngineIdHit[]>;
  documentExists(index: string, id: string): Promise<boolean>;
  /** Stores a document under `id` (unversioned: the last write wins). */
  putDocument(index: string, id: string, document: object): Promise<void>;
  /** Deletes a document; one that does not exist is not an error. */
  removeDocument(index: string, id: string): Promise<void>;
  /** The indices behind an alias (none when it does not exist). */
  aliasTargets(alias: string): Promise<string[]>;
  indexExists(index: string): Promise<boolean>;
  /** The names of the indices whose name starts with `prefix`. */
  indicesStartingWith(prefix: string): Promise<string[]>;
  /** The `_meta` of a physical index's mapping (empty when it has none). */
  mappingMeta(index: string): Promise<Record<string, unknown>>;
  createIndex(index: string, definition: IndexDefinition): Promise<void>;
  putSettings(index: string, settings: estypes.IndicesIndexSettings): Promise<void>;
  refresh(index: string): Promise<void>;
  updateAliases(actions: AliasAction[]): Promise<void>;
  /** Deletes an index; one that does not exist is not an error. */
  deleteIndex(index: string): Promise<void>;
  close(): Promise<void>;
}

export interface EngineClientOptions {
  requestTimeoutMs?: number;
  maxRetries?: number;
}

/** What both products' Node clients are made with; `node`: one URL, or every node's for fail-over. */
export function engineClientSettings(node: string | string[], options: EngineClientOptions) {
  return {
    node,
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    // The index queue retries with backoff; a search retries once, on another node if there is one.
    maxRetries: options.maxRetries ?? 1,
  };
}

/** One document's write: an older version never replaces a newer one, and never auto-creates a concrete index where the alias should be. */
export function versionedWrite(index: string, doc: Pick<IndexedDocument, 'id' | 'version'>) {
  return { index, id: doc.id, version: doc.version, version_type: 'external_gte' as const, require_alias: true };
}

/** The engine could not answer (down, timed out, overloaded, or the alias is missing). */
export class EngineUnavailableError extends Error {
  override name = 'EngineUnavailableError';
}

/** The alias or index a write went to does not exist (the cluster lost its data, say). */
export class EngineIndexMissingError extends EngineUnavailableError {
  override name = 'EngineIndexMissingError';
}

/** The index has no such field: it was built with an older mapping and awaits its rebuild. */
export class EngineFieldMissingError extends Error {
  override name = 'EngineFieldMissingError';
}

/** The engine already holds a newer version of the document (an older write lost, as it should). */
export class EngineVersionConflictError extends Error {
  override name = 'EngineVersionConflictError';
}

type ErrorClass<T = unknown> = abstract new (...args: never) => T;
/** The error classes both Node clients export under the same names. */
export interface ClientErrors {
  ResponseError: ErrorClass<{ statusCode?: number; body?: unknown }>;
  ConnectionError: ErrorClass;
  TimeoutError: ErrorClass;
  NoLivingConnectionsError: ErrorClass;
}

/** Runs a call of a client whose errors are `errors`; a failure rejects with what it means for us. */
export function engineCaller(errors: ClientErrors): <T>(run: () => Promise<T>) => Promise<T> {
  return async (run) => {
    try {
      return await run();
    } catch (error) {
      const response = error instanceof errors.ResponseError ? error : undefined;
      const connection =
        error instanceof errors.ConnectionError ||
        error instanceof errors.TimeoutError ||
        error instanceof errors.NoLivingConnectionsError;
      throw engineFailure(error, response?.statusCode, connection, response?.body);
    }
  };
}

/** What a client's error means for us, whichever client raised it. */
function engineFailure(
  error: unknown,
  statusCode: number | undefined,
  connectionFailure: boolean,
  body: unknown,
): Error {
  if (statusCode === 409) {
    return new EngineVersionConflictError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (statusCode === 404 && JSON.stringify(body ?? null).includes('index_not_found_exception')) {
    return new EngineIndexMissingError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (statusCode === 400 && JSON.stringify(body ?? null).includes('no mapping found for field')) {
    return new EngineFieldMissingError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (
    connectionFailure ||
    (statusCode !== undefined && (statusCode === 404 || statusCode === 429 || statusCode >= 500))
  ) {
    return new EngineUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * A bulk answer's failed items, as the REST API shapes them for both engines: a version
 * conflict (an older write) and the delete of a missing id are not failures.
 */
export function bulkFailures(
  items: ReadonlyArray<Record<string, { _id?: string | null; status: number; error?: unknown }>>,
  noun = 'job',
): string[] {
  const failures: string[] = [];
  for (const item of items) {
    const [action, result] = Object.entries(item)[0] ?? [];
    if (!result || result.status < 300 || result.status === 409) continue;
    if (action === 'delete' && result.status === 404) continue;
    failures.push(`${noun} ${result._id ?? '?'}: ${JSON.stringify(result.error)}`);
  }
  return failures;
}

/** Reads every page of an id search, paging by `search_after` on _id. */
export async function allIdPages(
  search: (body: EngineIdSearchBody) => Promise<Array<{ _id?: string | null; fields?: Record<string, unknown[]> }>>,
  body: EngineIdSearchBody,
  pageSize: number,
): Promise<EngineIdHit[]> {
  const found: EngineIdHit[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await search({
      ...body,
      size: pageSize,
      sort: [{ _id: 'asc' }],
      ...(after === undefined ? {} : { search_after: [after] }),
    });
    for (const hit of page) if (hit._id) found.push({ id: hit._id, fields: hit.fields ?? {} });
    if (page.length < pageSize) return found;
    after = page[page.length - 1]?._id ?? undefined;
    if (after === undefined) return found;
  }
}

/** A search answer's `hits.total` as both engines shape it (a number, or {value, relation}). */
export function readTotal(total: number | { value: number; relation?: string } | undefined): {
  total: number;
  totalIsLowerBound: boolean;
} {
  if (typeof total === 'number') return { total, totalIsLowerBound: false };
  return { total: total?.value ?? 0, totalIsLowerBound: total?.relation === 'gte' };
}

/** A suggest-only search: no query, no count, no hits. */
export function suggestBody(suggesters: EngineSuggesters) {
  return { size: 0, track_total_hits: false, query: { match_none: {} }, suggest: suggesters };
}

/** A search answer's `suggest` as both engines shape it: per suggester, its entries' options. */
export function readSuggestions(
  suggest: Record<string, ReadonlyArray<{ options?: ReadonlyArray<{ text: string }> | { text: string } }>> | undefined,
): Record<string, string[]> {
  const words: Record<string, string[]> = {};
  for (const [name, entries] of Object.entries(suggest ?? {})) {
    words[name] = entries.flatMap((entry) => [entry.options ?? []].flat().map((option) => option.text));
  }
  return words;
}

/** The bulk body for a batch: an action line and a document line per job. */
export function bulkOperations(index: string, docs: readonly IndexedDocument[]): object[] {
  return docs.flatMap((doc) => [
    { index: { _index: index, _id: doc.id, version: doc.version, version_type: 'external_gte' } },
    doc.document,
  ]);
}
