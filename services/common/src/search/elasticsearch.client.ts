// The engine interface on @elastic/elasticsearch (Elasticsearch 8).
import { Client, errors } from '@elastic/elasticsearch';
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

/** `node`: one URL, or every node's so a request fails over to another node when one is down. */
export function createElasticsearchClient(node: string | string[], options: EngineClientOptions = {}): EngineClient {
  const client = new Client(engineClientSettings(node, options));

  const call = engineCaller(errors);

  return {
    product: 'elasticsearch',
    search: (index, body) =>
      call(async () => {
        const result = await client.search<JobDocument>({ index, ...body });
        return {
          ...readTotal(result.hits.total),
          documents: result.hits.hits.flatMap((hit) => (hit._source ? [hit._source] : [])),
        };
      }),
    suggest: (index, suggesters) =>
      call(async () => readSuggestions((await client.search({ index, ...suggestBody(suggesters) })).suggest)),
    count: (index) => call(async () => (await client.count({ index })).count),
    indexDocument: (index, doc) =>
      call(async () => {
        await client.index({ ...versionedWrite(index, doc), document: doc.document });
        return 'indexed' as const;
      }),
    deleteDocument: (index, id, version) =>
      call(async () => {
        const result = await client.delete({ index, id, version, version_type: 'external_gte' }, { ignore: [404] });
        return result.result === 'deleted' ? 'deleted' : 'absent';
      }),
    bulkIndex: (index, docs) =>
      call(async () => {
        const result = await client.bulk({ operations: bulkOperations(index, docs) });
        return result.errors ? bulkFailures(result.items) : [];
      }),
    bulk: (operations) =>
      call(async () => {
        const result = await client.bulk({ operations: [...operations] });
        return result.errors ? bulkFailures(result.items, 'document') : [];
      }),
    searchIds: (index, body, pageSize) =>
      allIdPages(
        (page) =>
          call(
            async () =>
              (await client.search({ index, ...page })).hits.hits as Array<{
                _id?: string | null;
                fields?: Record<string, unknown[]>;
              }>,
          ),
        body,
        pageSize,
      ),
    documentExists: (index, id) => call(() => client.exists({ index, id })),
    putDocument: (index, id, document) =>
      call(async () => {
        await client.index({ index, id, document });
      }),
    removeDocument: (index, id) =>
      call(async () => {
        await client.delete({ index, id }, { ignore: [404] });
      }),
    aliasTargets: (alias) =>
      call(async () => {
        if (!(await client.indices.existsAlias({ name: alias }))) return [];
        return Object.keys(await client.indices.getAlias({ name: alias }));
      }),
    indexExists: (index) => call(() => client.indices.exists({ index })),
    indicesStartingWith: (prefix) =>
      call(async () => {
        const rows = await client.cat.indices({ index: `${prefix}*`, format: 'json', h: 'index' });
        return rows.flatMap((row) => (row.index ? [row.index] : []));
      }),
    mappingMeta: (index) =>
      call(async () => {
        const answer = await client.indices.getMapping({ index });
        return answer[index]?.mappings._meta ?? {};
      }),
    createIndex: (index, definition) =>
      call(async () => {
        await client.indices.create({ index, ...definition });
      }),
    putSettings: (index, settings) =>
      call(async () => {
        await client.indices.putSettings({ index, settings });
      }),
    refresh: (index) =>
      call(async () => {
        await client.indices.refresh({ index });
      }),
    updateAliases: (actions) =>
      call(async () => {
        await client.indices.updateAliases({ actions });
      }),
    deleteIndex: (index) =>
      call(async () => {
        await client.indices.delete({ index }, { ignore: [404] });
      }),
    close: () => client.close(),
  };
}
