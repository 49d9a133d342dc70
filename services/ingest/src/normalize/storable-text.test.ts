import { describe, expect, it } from 'vitest';
import { storableText, storableValue } from './storable-text.js';

describe('text PostgreSQL can store', () => {
  it('drops NUL and lone surrogates, keeps pairs (emoji) and everything else', () => {
    expect(storableText('Data\u0000 Engineer')).toBe('Data Engineer');
    expect(storableText('a\uD800b\uDC00c')).toBe('abc');
    expect(storableText('Rocket 🚀 Engineer — Zürich')).toBe('Rocket 🚀 Engineer — Zürich');
    expect(storableText('\uDC00\uD800')).toBe('');
  });

  it('cleans every string of an item, keys included, and says whether it did', () => {
    const item = { id: 1, title: 'A\u0000', tags: ['ok', 'b\uD83D'], nested: { 'k\u0000': 'v' } };
    expect(storableValue(item)).toEqual({
      value: { id: 1, title: 'A', tags: ['ok', 'b'], nested: { k: 'v' } },
      changed: true,
    });
    const clean = { id: 2, title: 'fine', tags: ['x'] };
    const result = storableValue(clean);
    expect(result.changed).toBe(false);
    expect(result.value).toBe(clean);
  });
});
