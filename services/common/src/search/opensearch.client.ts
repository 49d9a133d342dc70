// The engine interface on @opensearch-project/opensearch (OpenSearch 2.x and 3.x).
import { Client, errors } from '@opensearch-project/opensearch';
import type { JobDocument } from './engine-mapping.js';
import {
  allIdPages,
  bulkFailures,
  bulkOperations,
  engineCaller,
  engineClientSettings,
  readSuggestions,
  readTotal,
  suggestBody,
  versionedWrite,
  type EngineClient,
  type EngineClientOptions,
} from './engine.client.js';

interface SearchAnswer {
  hits: { total?: number | { value: number; relation?: string }; hits: Array<{ _source?: JobDocument }> };
}
interface IdSearchAnswer {
  hits: { hits: Array<{ _id?: string | null; fields?: Record<string, unknown[]> }> };
}
interface BulkAnswer {
  errors: boolean;
  items: Array<Record<string, { _id?: string | null; status: number; error?: unknown }>>;
}

/** `node`: one URL, or every node's so a request fails over to another node when one is down. */
export function createOpenSearchClient(node: string | string[], options: EngineClientOptions = {}): EngineClient {
  const client = new Client(engineClientSettings(node, options));

  const call = engineCaller(errors);

  return {
    product: 'opensearch',
    search: (index, body) =>
      call(async () => {
        const { body: answer } = await client.search({ index, body: body as Record<string, unknown> });
        const { hits } = answer as unknown as SearchAnswer;
        return {
          ...readTotal(hits.total),
          documents: hits.hits.flatMap((hit) => (hit._source ? [hit._source] : [])),
        };
      }),
    suggest: (index, suggesters) =>
      call(async () => {
        const { body: answer } = await client.search({ index, body: suggestBody(suggesters) });
        return readSuggestions((answer as unknown as { suggest?: Parameters<typeof readSuggestions>[0] }).suggest);
      }),
    count: (index) => call(async () => (await client.count({ index })).body.count),
    indexDocument: (index, doc) =>
      call(async () => {
        await client.index({ ...versionedWrite(index, doc), body: doc.document });
        return 'indexed' as const;
      }),
    deleteDocument: (index, id, version) =>
      call(async () => {
        const { body } = await client.delete({ index, id, version, version_type: 'external_gte' }, { ignore: [404] });
        return (body as { result?: string }).result === 'deleted' ? 'deleted' : 'absent';
      }),
    bulkIndex: (index, docs) =>
      call(async () => {
        const { body } = await client.bulk({ body: bulkOperations(index, docs) as Record<string, unknown>[] });
        const answer = body as unknown as BulkAnswer;
        return answer.errors ? bulkFailures(answer.items) : [];
      }),
    bulk: (operations) =>
      call(async () => {
        const { body } = await client.bulk({ body: operations as Record<string, unknown>[] });
        const answer = body as unknown as BulkAnswer;
        return answer.errors ? bulkFailures(answer.items, 'document') : [];
      }),
    searchIds: (index, body, pageSize) =>
      allIdPages(
        (page) =>
          call(async () => {
            const { body: answer } = await client.search({ index, body: page as Record<string, unknown> });
            return (answer as unknown as IdSearchAnswer).hits.hits;
          }),
        body,
        pageSize,
      ),
    documentExists: (index, id) => call(async () => (await client.exists({ index, id })).body),
    putDocument: (index, id, document) =>
      call(async () => {
        await client.index({ index, id, body: document });
      }),
    removeDocument: (index, id) =>
      call(async () => {
        await client.delete({ index, id }, { ignore: [404] });
      }),
    aliasTargets: (alias) =>
      call(async () => {
        const { body: exists } = await client.indices.existsAlias({ name: alias });
        if (!exists) return [];
        return Object.keys((await client.indices.getAlias({ name: alias })).body);
      }),
    indexExists: (index) => call(async () => (await client.indices.exists({ index })).body),
    indicesStartingWith: (prefix) =>
      call(async () => {
        const { body } = await client.cat.indices({ index: [`${prefix}*`], format: 'json', h: ['index'] });
        return (body as unknown as Array<{ index: string }>).map((i) => i.index);
      }),
    mappingMeta: (index) =>
      call(async () => {
        const { body } = await client.indices.getMapping({ index });
        const answer = body as unknown as Record<string, { mappings?: { _meta?: Record<string, unknown> } }>;
        return answer[index]?.mappings?._meta ?? {};
      }),
    createIndex: (index, definition) =>
      call(async () => {
        await client.indices.create({ index, body: definition as unknown as Record<string, unknown> });
      }),
    putSettings: (index, settings) =>
      call(async () => {
        await client.indices.putSettings({ index, body: settings as Record<string, unknown> });
      }),
    refresh: (index) =>
      call(async () => {
        await client.indices.refresh({ index });
      }),
    updateAliases: (actions) =>
      call(async () => {
        await client.indices.updateAliases({ body: { actions } });
      }),
    deleteIndex: (index) =>
      call(async () => {
        await client.indices.delete({ index }, { ignore: [404] });
      }),
    close: () => client.close(),
  };
}
