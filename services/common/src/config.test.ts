import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, baseEnvSchema, parseConfig, portSchema } from './config.js';

const schema = baseEnvSchema.extend({ PORT: portSchema(8080), API_KEY: z.string().startsWith('sk_').optional() });

describe('configuration', () => {
  it('needs no variable on a machine with PostgreSQL and Redis at localhost', () => {
    const config = parseConfig(schema, {});
    expect(config.DATABASE_URL).toBe('postgresql://postgres@localhost:5432/highpay');
    expect(config.REDIS_URL).toBe('redis://localhost:6379');
    expect(config.PORT).toBe(8080);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('stops with a message naming a malformed variable', () => {
    expect(() => parseConfig(schema, { PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig(schema, { PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig(schema, { DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgresql:\/\/ URL/,
    );
    expect(() => parseConfig(schema, { API_KEY: 'pk_live' })).toThrow(/API_KEY/);
  });

  it('treats an empty variable as unset, as docker-compose passes them', () => {
    expect(parseConfig(schema, { API_KEY: '', PORT: '' }).PORT).toBe(8080);
  });
});
