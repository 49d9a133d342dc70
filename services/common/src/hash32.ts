// A stable 32-bit hash of a string or number: the same on every machine and run, for
// choices that must not change (a tag's color, a demo job's random stream).

/** Mixes a string or number into 32 bits (FNV-1a then a murmur finaliser). */
export function hash32(value: string | number, salt = 0): number {
  const text = String(value);
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
