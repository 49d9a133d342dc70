// Picks the engine client for SEARCH_BACKEND: the only place that knows both products.
import { createElasticsearchClient } from './elasticsearch.client.js';
import type { EngineClient, EngineClientOptions, EngineProduct } from './engine.client.js';
import { createOpenSearchClient } from './opensearch.client.js';

export function createEngineClient(product: EngineProduct, url: string, options?: EngineClientOptions): EngineClient {
  switch (product) {
    case 'elasticsearch':
      return createElasticsearchClient(url, options);
    case 'opensearch':
      return createOpenSearchClient(url, options);
    default: {
      const unreachable: never = product;
      throw new Error(`unknown search engine ${String(unreachable)}`);
    }
  }
}
