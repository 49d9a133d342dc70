import { describe, expect, it } from 'vitest';
import { parseConfig } from '@highpay/common';
import { alertsEnvSchema } from './config.js';

describe('alerts configuration', () => {
  it('matches job alerts on the percolator only where OpenSearch is named', () => {
    expect(() => parseConfig(alertsEnvSchema, { SEARCH_BACKEND: 'opensearch' })).toThrow(/OPENSEARCH_URL/);
    const config = parseConfig(alertsEnvSchema, {
      SEARCH_BACKEND: 'opensearch',
      OPENSEARCH_URL: 'http://a:9200,http://b:9200',
    });
    expect(config.OPENSEARCH_URL).toEqual(['http://a:9200', 'http://b:9200']);
    expect(Object.isFrozen(config)).toBe(true);
  });
});
