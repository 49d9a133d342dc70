// Picks the engine client for SEARCH_BACKEND: the only place that knows both products.
import { createElasticsearchClient } from './elasticsearch.client.js';
import type { EngineClient, EngineClientOptions, EngineProduct } from './engine.client.js';
import { createOpenSearchClient } from './opensearch.client.js';

/** For index writes (a rebuild's bulks above all): a busy node may take minutes to answer one. */
export const INDEX_CLIENT_OPTIONS: EngineClientOptions = { requestTimeoutMs: 120_000, maxRetries: 3 };

/** `nodes`: the engine's URL, or each of its nodes' URLs (a request fails over among them). */
export function createEngineClient(
  product: EngineProduct,
  nodes: string | string[],
  options?: EngineClientOptions,
): EngineClient {
  switch (product) {
    case 'elasticsearch':
      return createElasticsearchClient(nodes, options);
    case 'opensearch':
      return createOpenSearchClient(nodes, options);
    default: {
      const unreachable: never = product;
      throw new Error(`unknown search engine ${String(unreachable)}`);
    }
  }
}
