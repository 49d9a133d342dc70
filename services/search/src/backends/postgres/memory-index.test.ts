import { describe, expect, it } from 'vitest';
import { difference, intersect, parseTsQuery, union } from './memory-index.js';

/** A sorted list of distinct numbers below `size`, each present with probability `share`. */
function randomList(size: number, share: number, random: () => number): Int32Array {
  const out: number[] = [];
  for (let n = 0; n < size; n++) if (random() < share) out.push(n);
  return Int32Array.from(out);
}

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('sorted lists of job numbers', () => {
  // Shares far apart take the sought (galloping) paths, close ones the merges.
  const shares = [0.0005, 0.01, 0.2, 0.6];
  it('intersect, difference and union agree with sets, for lists of any sizes', () => {
    const random = seeded(7);
    for (const a of shares) {
      for (const b of shares) {
        const x = randomList(20_000, a, random);
        const y = randomList(20_000, b, random);
        const ys = new Set(y);
        expect([...intersect(x, y)]).toEqual([...x].filter((v) => ys.has(v)));
        expect([...difference(x, y)]).toEqual([...x].filter((v) => !ys.has(v)));
        const z = randomList(20_000, a, random);
        expect([...union([x, y], 20_000)]).toEqual([...new Set([...x, ...y])].sort((p, q) => p - q));
        expect([...union([x, y, z], 20_000)]).toEqual([...new Set([...x, ...y, ...z])].sort((p, q) => p - q));
      }
    }
  });
});

describe('tsquery text as PostgreSQL prints it', () => {
  it('reads words, prefixes, alternatives and exclusions', () => {
    expect(parseTsQuery(`'engin' & !'senior'`)).toEqual({
      op: 'and',
      args: [
        { op: 'lexeme', lexeme: 'engin', prefix: false },
        { op: 'not', arg: { op: 'lexeme', lexeme: 'senior', prefix: false } },
      ],
    });
    expect(parseTsQuery(`( 'devel' | 'develop' ) & 'o''neil':*`)).toEqual({
      op: 'and',
      args: [
        {
          op: 'or',
          args: [
            { op: 'lexeme', lexeme: 'devel', prefix: false },
            { op: 'lexeme', lexeme: 'develop', prefix: false },
          ],
        },
        { op: 'lexeme', lexeme: "o'neil", prefix: true },
      ],
    });
  });

  it('leaves phrases and weights to PostgreSQL', () => {
    expect(parseTsQuery(`'product' <-> 'manag'`)).toBeUndefined();
    expect(parseTsQuery(`'a' <2> 'b'`)).toBeUndefined();
    expect(parseTsQuery(`'engin':A`)).toBeUndefined();
  });
});
