// The Elasticsearch client the search service uses, with its timeouts and retries.
import { Client } from '@elastic/elasticsearch';

export function createElasticsearchClient(
  node: string,
  options: { requestTimeoutMs?: number; maxRetries?: number } = {},
): Client {
  return new Client({
    node,
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    // The queue retries index work with backoff; a search retries once on another try.
    maxRetries: options.maxRetries ?? 1,
  });
}
