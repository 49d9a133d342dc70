// REQUIRE_OPENSEARCH=1 (CI) turns an engine test that would skip into a failure that says
// why; without it the reason is printed with the skip and the run goes on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenSearchUnavailableError, skipOrFail } from './opensearch-cluster.mjs';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('skipOrFail', () => {
  it('gives the reason to print with the skip when OpenSearch is not required', () => {
    vi.stubEnv('REQUIRE_OPENSEARCH', '');
    expect(skipOrFail('no Java 11+ found', 'the engine tests')).toBe('no Java 11+ found');
  });

  it('fails with the reason and what would have skipped when REQUIRE_OPENSEARCH=1', () => {
    vi.stubEnv('REQUIRE_OPENSEARCH', '1');
    const attempt = () => skipOrFail('no Java 11+ found', 'the engine tests');
    expect(attempt).toThrow(OpenSearchUnavailableError);
    expect(attempt).toThrow(
      'OpenSearch cannot run here: no Java 11+ found; REQUIRE_OPENSEARCH=1 forbids skipping the engine tests',
    );
  });

  it('lets the engine tests run when OpenSearch can, required or not', () => {
    for (const required of ['', '1']) {
      vi.stubEnv('REQUIRE_OPENSEARCH', required);
      expect(skipOrFail(null, 'the engine tests')).toBeNull();
    }
  });

  it('reads only "1" as required', () => {
    vi.stubEnv('REQUIRE_OPENSEARCH', '0');
    expect(skipOrFail('Maven failed', 'the engine tests')).toBe('Maven failed');
  });
});
