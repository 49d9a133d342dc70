// Engine backends for tests, on the OpenSearch node the test run started: the OpenSearch
// client talks to it directly; the Elasticsearch client through elasticsearch-wire.ts.
import { randomBytes } from 'node:crypto';
import { describe, inject, it } from 'vitest';
import type pg from 'pg';
import { createEngineClient } from '@highpay/common/search/engine-clients';
import type { EngineClient, EngineProduct } from '@highpay/common/search/engine.client';
import { createEngineIndexer, type EngineIndexer } from '../../src/backends/engine/engine-indexer.js';
import { createEngineSearchBackend } from '../../src/backends/engine/engine-search.backend.js';
import type { SearchBackend } from '../../src/backends/search.backend.js';
import { skipOrFail } from '../../../../scripts/opensearch-cluster.mjs';
import { startElasticsearchWire } from './elasticsearch-wire.js';

export const ENGINE_PRODUCTS: readonly EngineProduct[] = ['opensearch', 'elasticsearch'];

/**
 * Registers `define` when OpenSearch runs here; otherwise one skipped test that prints why,
 * or, with REQUIRE_OPENSEARCH=1 (CI), an error that fails the file and says why.
 */
export function describeWithOpenSearch(name: string, define: (url: string) => void): void {
  const url = inject('openSearchUrl');
  if (url) {
    describe(name, () => define(url));
    return;
  }
  const reason = skipOrFail(inject('openSearchSkipReason') || 'no OpenSearch node was started', `"${name}"`)!;
  console.info(`${name}: skipped because ${reason}`);
  describe.skip(`${name} (skipped: ${reason})`, () => it('needs OpenSearch', () => undefined));
}

export interface EngineHarness {
  client: EngineClient;
  indexer: EngineIndexer;
  backend: SearchBackend;
  alias: string;
  /** Removes this harness's indices and closes what it opened. */
  close(): Promise<void>;
}

/** A backend on its own alias (so test files never share an index). */
export async function createEngineHarness(
  product: EngineProduct,
  openSearchUrl: string,
  pool: pg.Pool,
): Promise<EngineHarness> {
  const wire = product === 'elasticsearch' ? await startElasticsearchWire(openSearchUrl) : undefined;
  const client = createEngineClient(product, wire?.url ?? openSearchUrl);
  const alias = `test_${inject('runId')}_${randomBytes(3).toString('hex')}`;
  const indexer = createEngineIndexer({ client, pool, alias });
  const backend = createEngineSearchBackend({ client, index: alias, pool });
  return {
    client,
    indexer,
    backend,
    alias,
    async close() {
      for (const index of await client.aliasTargets(alias).catch(() => [])) await client.deleteIndex(index);
      await client.close();
      await wire?.close();
    },
  };
}
