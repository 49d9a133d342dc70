// PostgreSQL refuses two things a JSON feed can carry: the NUL character (in text and in
// jsonb) and UTF-16 surrogates without their pair. Both are dropped from every string of an
// item before it is read, so one such posting is written (and counted) instead of failing
// the whole batch it is in.

// Any surrogate at all: the quick test before the exact one below.
const SURROGATE = /[\uD800-\uDFFF]/;
// A NUL, a high surrogate with no low one after it, or a low one with no high one before it.
// eslint-disable-next-line no-control-regex -- NUL is the very character to find.
const REFUSED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters PostgreSQL refuses. */
export function storableText(text: string): string {
  return text.includes('\u0000') || SURROGATE.test(text) ? text.replace(REFUSED, '') : text;
}

/**
 * A parsed JSON value with every string (keys too) made storable, and whether anything
 * had to go. Values that need no change are returned as they are, not copied.
 */
export function storableValue(value: unknown): { value: unknown; changed: boolean } {
  let changed = false;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const clean = storableText(v);
      if (clean !== v) changed = true;
      return clean;
    }
    if (Array.isArray(v)) {
      const list: readonly unknown[] = v;
      let copy: unknown[] | null = null;
      list.forEach((item, i) => {
        const clean = walk(item);
        if (clean !== item) (copy ??= [...list])[i] = clean;
      });
      return copy ?? list;
    }
    if (typeof v === 'object' && v !== null) {
      let copy: Record<string, unknown> | null = null;
      for (const [key, item] of Object.entries(v)) {
        const cleanKey = storableText(key);
        const clean = walk(item);
        if (clean !== item || cleanKey !== key) {
          copy ??= { ...(v as Record<string, unknown>) };
          if (cleanKey !== key) {
            delete copy[key];
            changed = true;
          }
          copy[cleanKey] = clean;
        }
      }
      return copy ?? v;
    }
    return v;
  };
  const clean = walk(value);
  return { value: clean, changed };
}
