// Scores one imported text against its expected text: bullets whole, lines in the right
// section, lines that mix columns, header and footer lines left in, characters lost.

export interface Meta {
  layout: string;
  generator: string;
  pages: number;
  columns: number;
  headerFooterLines: string[];
  sidebarLines: string[];
  notes?: string;
}

export interface Score {
  bullets: number;
  bulletsWhole: number;
  lines: number;
  linesInSection: number;
  mixedLines: number;
  headerFooterLeft: number;
  chars: number;
  charsLost: number;
}

const BULLET_GLYPH = /^[-•▪◦‣–*●■►]\s*/;

export function norm(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const key = (s: string) => norm(s).toLowerCase();

/** Expected blocks: split on blank lines; the first line of every block after the first is its section. */
function sections(expected: string): { heading: string; lines: string[] }[] {
  const blocks = expected
    .split(/\n\s*\n/)
    .map((b) => b.split('\n').map(norm).filter(Boolean))
    .filter((b) => b.length > 0);
  return blocks.map((b, i) => (i === 0 ? { heading: '', lines: b } : { heading: b[0]!, lines: b.slice(1) }));
}

function charCounts(s: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const ch of norm(s).replace(/\s/g, '')) m.set(ch, (m.get(ch) ?? 0) + 1);
  return m;
}

/** Pieces of an actual line, each the longest run found inside one expected line. */
function cover(line: string, expected: string[]): string[][] {
  const pieces: string[][] = [];
  let pos = 0;
  while (pos < line.length) {
    let end = line.length;
    let owners: string[] = [];
    for (; end > pos; end--) {
      const piece = line.slice(pos, end).trim();
      if (!piece) continue;
      owners = expected.filter((e) => e.includes(piece));
      if (owners.length > 0) break;
    }
    if (end === pos) {
      pos++;
      continue;
    }
    if (line.slice(pos, end).trim().length >= 4) pieces.push(owners);
    pos = end;
  }
  return pieces;
}

export function score(actual: string, expected: string, meta: Meta): Score {
  const actualLines = actual.split('\n').map(norm).filter(Boolean);
  const expectedLines = expected.split('\n').map(norm).filter(Boolean);
  const s: Score = { ...EMPTY };

  const actualBodies = new Set(actualLines.map((l) => key(l.replace(BULLET_GLYPH, ''))));
  for (const l of expectedLines) {
    if (!l.startsWith('- ')) continue;
    s.bullets++;
    if (actualBodies.has(key(l.slice(2)))) s.bulletsWhole++;
  }

  // Section spans in the actual text: from a heading's own line to the next heading's.
  const secs = sections(expected);
  const flat: string[] = [];
  const lineStart: number[] = [];
  let offset = 0;
  for (const l of actualLines) {
    lineStart.push(offset);
    const k = key(l.replace(BULLET_GLYPH, ''));
    flat.push(k);
    offset += k.length + 1;
  }
  const text = flat.join(' ');
  const headingAt = new Map<string, number>();
  for (const sec of secs.slice(1)) {
    const i = flat.findIndex((l, n) => l === key(sec.heading) && ![...headingAt.values()].includes(lineStart[n]!));
    if (i >= 0) headingAt.set(sec.heading, lineStart[i]!);
  }
  const starts = [...headingAt.values()].sort((a, b) => a - b);
  const spanOf = (heading: string): [number, number] | undefined => {
    const from = heading === '' ? 0 : headingAt.get(heading);
    if (from === undefined) return undefined;
    const next = starts.find((x) => x > from);
    return [from, next ?? text.length];
  };
  for (const sec of secs) {
    const span = spanOf(sec.heading);
    for (const l of sec.lines) {
      s.lines++;
      if (!span) continue;
      const k = key(l.replace(/^- /, ''));
      for (let at = text.indexOf(k); at >= 0; at = text.indexOf(k, at + 1)) {
        if (at >= span[0] && at + k.length <= span[1]) {
          s.linesInSection++;
          break;
        }
      }
    }
  }

  // A line mixes columns when it holds a piece only the sidebar has and a piece only the main column has.
  if (meta.sidebarLines.length > 0) {
    const side = new Set(meta.sidebarLines.map(key));
    const top = new Set((secs[0]?.lines ?? []).map(key));
    const all = expectedLines.map(key);
    for (const l of actualLines) {
      const owners = cover(key(l), all);
      const inSide = owners.some((o) => o.every((e) => side.has(e)));
      const inMain = owners.some((o) => o.every((e) => !side.has(e) && !top.has(e)));
      if (inSide && inMain) s.mixedLines++;
    }
  }

  const expectedKeys = new Set(expectedLines.map(key));
  const hf = meta.headerFooterLines.map(key).filter(Boolean);
  // A short running string (a bare page number "2", "1 / 2") is left only as a line of its own:
  // inside another line it is part of a date or a phone number.
  const left = (l: string, h: string) => (h.length >= 8 ? l.includes(h) : l === h);
  for (const l of actualLines.map(key)) {
    if (hf.some((h) => left(l, h) || (h.includes(l) && !expectedKeys.has(l)))) s.headerFooterLeft++;
  }

  const want = charCounts(expected);
  const got = charCounts(actual);
  for (const [ch, n] of want) {
    s.chars += n;
    s.charsLost += Math.max(0, n - (got.get(ch) ?? 0));
  }
  return s;
}

export function add(a: Score, b: Score): Score {
  const out = { ...a };
  for (const k of Object.keys(b) as (keyof Score)[]) out[k] += b[k];
  return out;
}

export const EMPTY: Score = {
  bullets: 0,
  bulletsWhole: 0,
  lines: 0,
  linesInSection: 0,
  mixedLines: 0,
  headerFooterLeft: 0,
  chars: 0,
  charsLost: 0,
};
