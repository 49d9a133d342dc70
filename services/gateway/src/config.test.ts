import { describe, expect, it } from 'vitest';
import { parseConfig } from '@highpay/common';
import { gatewayEnvSchema } from './config.js';

const production = (env: Record<string, string>) =>
  parseConfig(gatewayEnvSchema, {
    NODE_ENV: 'production',
    ...env,
  });

describe('gateway configuration', () => {
  it('in production, refuses a PUBLIC_BASE_URL that is not https: mail links must be signed https URLs', () => {
    expect(() => production({})).toThrow(/PUBLIC_BASE_URL: production needs the public https URL/);
    expect(() => production({ PUBLIC_BASE_URL: 'http://jobs.example.com' })).toThrow(/PUBLIC_BASE_URL/);
    expect(production({ PUBLIC_BASE_URL: 'https://jobs.example.com' }).PUBLIC_BASE_URL).toBe(
      'https://jobs.example.com',
    );
  });

  it('outside production, takes http://localhost', () => {
    expect(parseConfig(gatewayEnvSchema, {}).PUBLIC_BASE_URL).toBe('http://localhost:8080');
  });
});
