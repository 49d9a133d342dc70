// Lines of one column into paragraphs: a wrapped line joins the one before it, bullets
// (a glyph or a hanging indent) come out as "- ", headings stand alone after a blank line.
import type { PdfRun } from './pdf-layout.js';

export interface Line {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  firstFont: string;
  lastFont: string;
  runs: PdfRun[];
  /** The first line of a page that goes on from the column the page before closed with. */
  pageTop?: boolean;
}

interface Options {
  /** The size most of the document's text is set in. */
  body: number;
  /** Lower-cased words of the whole document, to tell a broken compound from a hyphenated word. */
  vocabulary: Set<string>;
  /** The gutter that bounds the column on the right, if any. */
  right?: number;
}

interface Paragraph {
  text: string;
  bullet: boolean;
  heading: boolean;
  /** Where the paragraph's text starts, after any bullet glyph, and where its first line starts. */
  left: number;
  firstX: number;
  last: Line;
  lines: number;
  /** A bullet drawn as a shape, seen from the indent alone: no glyph in the text. */
  shape: boolean;
  /** The earliest its text can start when `left` is estimated (a marker sharing a run with the text). */
  hangFrom?: number;
  /** The baseline step from the paragraph before into this one, when both are set in one size and font. */
  opened?: number;
}

const GLYPHS = '•▪◦‣–\\-*●■►▸◆➢➤✓✔○⦁⁃→➔›»';
/** The number of an ordered list's item ("1.", "2)", "[3]"): read as a bullet, as Word and browsers draw it. */
const LIST_NUMBER = '\\d{1,2}[.)]|\\[\\d{1,3}\\]';
const GLYPH_START = new RegExp(`^([${GLYPHS}]|${LIST_NUMBER})(\\s+|$)`);
const MARKER = new RegExp(`^([${GLYPHS}]|${LIST_NUMBER})$`);
/** First halves of compounds that resumes break at a line end ("cross-", "on-", "data-"). */
const COMPOUND_HEADS = new Set(
  (
    'cross end full real high low long short self non co multi cloud open front back user client server team ' +
    'year month day week fast cost time risk mission test peer world best state cutting award first second third ' +
    'in out up down off post pre re sub semi anti mid top large small two three four five six ten well hand ' +
    'data on data-driven customer burn plain life hands fine large one decision problem detail results goal ' +
    'fact company industry market e x event web research product design people process service security ' +
    'performance revenue growth student patient safety quality mobile game award forward hard part old new ' +
    'entry senior mid-level board face record follow check sign roll start trade break hands-on'
  ).split(' '),
);
/** The word ends the way a word split by a hyphenator does, on a suffix ("opti-mized", "devel-opment"). */
const SUFFIX =
  /(tion|sion|ment|ness|ing|ed|er|ity|ance|ence|able|ible|al|ally|ive|ous|ure|ize|ise|ism|ist|ful|less|ly|ary|ory|ic|ical|ate|ant|ent|age|ial|ology|ies)s?$/;

function glyphOf(line: Line): { glyph: boolean; textLeft: number; text: string; hangFrom?: number } {
  const first = line.runs[0]!;
  const firstText = first.text.trim();
  if (line.runs.length > 1 && MARKER.test(firstText)) {
    // The line's text may have lost the glyph already (an icon taken off a contact line).
    const text = line.text.startsWith(firstText) ? line.text.slice(firstText.length).trim() : line.text;
    return { glyph: true, textLeft: line.runs[1]!.x, text };
  }
  const m = GLYPH_START.exec(line.text);
  if (m && line.text.length > m[0].length) {
    const share = m[0].length / Math.max(1, first.text.length);
    // The share of the run's width is a guess (a number and its full stop are narrower than letters): the text
    // starts no further left than a quarter em a marker character.
    const hangFrom = first.x + 0.25 * first.size * m[1]!.length;
    return { glyph: true, textLeft: first.x + first.width * share, text: line.text.slice(m[0].length), hangFrom };
  }
  return { glyph: false, textLeft: line.x0, text: line.text };
}

function isHeading(line: Line, body: number): boolean {
  const t = line.text;
  if (t.length > 60 || /[.,;:]$/.test(t) || GLYPH_START.test(t)) return false;
  const letters = t.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3) return false;
  const caps = letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  return line.size >= body * 1.15 || (caps && t.split(/\s+/).length <= 5 && !/\d/.test(t));
}

/** Text of the first word of a line and its width, estimated from the line's runs. */
function firstWordWidth(line: Line): number {
  const word = line.text.split(' ')[0] ?? '';
  // The line's mean glyph width: a first run cut at a ligature ("fi" | "nance") is too short to go by.
  const width = line.runs.reduce((w, r) => w + r.width, 0);
  const chars = line.runs.reduce((n, r) => n + r.text.length, 0);
  return (width / Math.max(1, chars)) * word.length;
}

/**
 * The baseline step of lines within a paragraph (the low end of this column's steps: items add a gap),
 * and whether items stand clearly further apart than that.
 */
function lineStep(lines: Line[]): { step: number; itemsApart: boolean; tight: number } {
  const steps: number[] = [];
  let tight = Infinity;
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    const dy = b.y - a.y;
    // Only pairs that could be one paragraph (same size and font at the join) say how far a wrap steps.
    if (dy > 0.5 * b.size && dy < 2.5 * b.size && Math.abs(a.size - b.size) < 0.5 && a.lastFont === b.firstFont)
      steps.push(dy);
    if (dy > 0.5 * b.size && Math.abs(a.size - b.size) < 0.1) tight = Math.min(tight, dy);
  }
  steps.sort((x, y) => x - y);
  const step = steps[Math.floor(steps.length / 4)] ?? 1.3 * (lines[0]?.size ?? 10);
  const median = steps[Math.floor(steps.length / 2)] ?? step;
  return { step, itemsApart: median > step * 1.05 + 0.5, tight };
}

function joinWrapped(before: string, after: string, vocabulary: Set<string>): string {
  if (/[\u00ad\u2010]$/.test(before)) return before.slice(0, -1) + after;
  const next = /^\p{L}+/u.exec(after)?.[0];
  // A dash set close to the word before it ("Wisconsin–" / "Milwaukee") joins the next word closed up too.
  if (next && /\p{L}[–—]$/u.test(before)) return before + after;
  // A number's compound broken after its hyphen ("30-" / "day readmissions"): one word.
  if (next && /\d-$/.test(before)) return before + after;
  const m = /(\p{L}+)-$/u.exec(before);
  if (!m || !next) return `${before} ${after}`;
  const head = m[1]!.toLowerCase();
  const tail = next.toLowerCase();
  const keep = () => before + after;
  const mend = () => before.slice(0, -1) + after;
  // The last of a run of compounds sharing their second half ("Hmong- and Punjabi-" / "speaking").
  if (/\p{L}- (and|or|to) \p{L}+-$/u.test(before)) return keep();
  if (vocabulary.has(`${head}-${tail}`)) return keep();
  // The word written whole elsewhere, maybe in the singular or the plural ("Nonprofit" / "non-profits").
  const whole = head + tail;
  if ([whole, whole.replace(/s$/, ''), `${whole}s`].some((w) => vocabulary.has(w))) return mend();
  if (next[0] !== next[0]!.toLowerCase() || COMPOUND_HEADS.has(head)) return keep();
  // A participle heading a compound ("hearing-impaired", "billing-related"); a hyphenator leaves no
  // word of four letters after an "-ing" it split at ("Washing-ton").
  if (/\p{L}{3}ing$/u.test(head) && tail.length >= 4) return keep();
  // A long second half makes a compound likelier ("career-development"), unless the first half is no word:
  // not in the document, not ending as a word does, not a name ("decom-" / "missioning").
  const noWord = !vocabulary.has(head) && !SUFFIX.test(head) && /^\p{Ll}/u.test(m[1]!);
  return SUFFIX.test(whole) && (tail.length <= 8 || noWord) ? mend() : keep();
}

/**
 * An email, a web address or a phone number: a contact line, never half of a wrapped sentence. A web
 * address ends its host on a name that starts with a letter: "4.7/5" is a score, not an address.
 */
export const CONTACT = /^\S+@\S+\.\S+$|^(https?:\/\/)?([\w-]+\.)+[a-z][\w-]*(\/\S*)?$|^\+?[\d\s().-]{7,}$/i;
/** A line that starts in lower case, or with a licence or reference number ("#EL-52718"): no item starts so. */
const startsLower = (t: string) => /^\p{Ll}|^#[\p{Lu}\d-]*\d/u.test(t);
/** A line that cannot end an item: it stops on a comma or a word that needs the next ("University of"). */
const UNFINISHED = /(,|&|\b(of|the|and|or|in|for|at|to|with|a|an|on|by|from))$/i;

export function paragraphsText(lines: Line[], { body, vocabulary, right = Infinity }: Options): string {
  if (lines.length === 0) return '';
  const { step, itemsApart, tight } = lineStep(lines);
  // The tightest baseline step between lines of one size and font, by size.
  const tightAt = (size: number) =>
    Math.min(
      ...lines.flatMap((b, i) => {
        const a = lines[i - 1];
        const dy = a ? b.y - a.y : 0;
        return a && a.size === size && b.size === size && a.lastFont === b.firstFont && dy > 0.5 * size ? [dy] : [];
      }),
    );
  // A line that overflows into the gutter (a contact row spanning a header band) does not set the column's edge.
  const inside = lines.filter((l) => l.x1 <= right);
  const colRight = Math.max(...(inside.length > 0 ? inside : lines).map((l) => l.x1));
  const colMiddle = (Math.min(...lines.map((l) => l.x0)) + colRight) / 2;
  // A line centred in the column (a title under a centred name): its indent is the centring, not a list's.
  const centred = (l: Line) => Math.abs((l.x0 + l.x1) / 2 - colMiddle) <= 0.5 * l.size;
  // The word that starts a line would not have fitted at the end of the one before, within `slack` ems of the
  // column's edge (the word's width is an estimate).
  const full = (a: Line, line: Line, slack = 1) =>
    a.x1 + 0.28 * line.size + firstWordWidth(line) > colRight - slack * line.size;
  // A column where no wrapped line starts in lower case is a list (a short item such as "dbt" is no wrap):
  // unless its items stand further apart than wrapped lines, a line there continues the one before only
  // when it starts in lower case.
  const listColumn =
    !itemsApart &&
    !lines.some((l, i) => i > 0 && startsLower(l.text) && !CONTACT.test(l.text) && full(lines[i - 1]!, l));
  // Justified text: many lines end level with the column's edge. There a line that ends short of the edge is
  // the last of its paragraph or item, whatever the width of the word after it.
  const level = lines.filter((l) => Math.abs(l.x1 - colRight) <= 0.5).length;
  const justified = level >= 4 && level >= 0.25 * lines.length;
  // A dash opening a wrapped line in the text's own run ("Engineer" / "– Professional"), the only line of the
  // column opening with it, under a plain line it would not have fitted after: the title goes on, no list.
  const dashOpens = (l: Line) => /^[–-]\s/.test(l.text);
  const loneDash = (p: Paragraph | undefined, line: Line) =>
    !!p &&
    !p.bullet &&
    !p.heading &&
    dashOpens(line) &&
    line.runs[0]!.text.trim().length > 1 &&
    lines.filter((l) => dashOpens(l) && l.text[0] === line.text[0]).length === 1 &&
    Math.abs(line.x0 - p.left) <= 0.3 * line.size &&
    line.y - p.last.y <= step * 1.1 + 0.3 &&
    full(p.last, line);
  const paragraphs: Paragraph[] = [];
  for (const line of lines) {
    const before = paragraphs[paragraphs.length - 1];
    if (loneDash(before, line)) {
      before!.text = `${before!.text} ${line.text}`;
      before!.last = line;
      before!.lines++;
      continue;
    }
    const g = glyphOf(line);
    const p = paragraphs[paragraphs.length - 1];
    // A short line in capitals (an acronym) wrapped after a line that needs the next ("stroke and" / "TBI") is no heading.
    const wrappedOn =
      !!p &&
      !p.heading &&
      UNFINISHED.test(p.last.text) &&
      line.size === p.last.size &&
      line.y - p.last.y <= step * 1.1 + 0.3;
    const heading = !g.glyph && !wrappedOn && isHeading(line, body);
    if (p && !heading && !p.heading && !g.glyph && continues(p, line)) {
      // The hanging indent of a bullet drawn as a shape: the wrapped line sits right of the first.
      if (p.lines === 1 && line.x0 > p.left + 0.5 * line.size) p.bullet = true;
      p.text = joinWrapped(p.text, line.text, vocabulary);
      p.last = line;
      p.lines++;
      continue;
    }
    // A bullet drawn as a shape: one indent right of the heading or plain line before it, or level with the
    // bullet before it. A contact line under the name is indented by its sidebar's padding, and a line under a
    // contact line by the icon taken off its start: neither is a list item.
    const indent = p ? line.x0 - p.left : 0;
    // Nor is a line of a block set flush right (contact lines stacked at the right of a header), level at its end.
    const flushRight = !!p && !p.bullet && Math.abs(line.x1 - p.last.x1) <= 0.5 && Math.abs(indent) > 0.3 * line.size;
    // Nor is a line centred under a centred line.
    const centredPair = !!p && !p.bullet && centred(line) && centred(p.last);
    const shapeBullet =
      !heading &&
      !!p &&
      !CONTACT.test(line.text) &&
      !(CONTACT.test(p.text) && !p.bullet) &&
      !flushRight &&
      !centredPair &&
      (p.bullet ? Math.abs(indent) <= 0.3 * line.size : indent >= 0.8 * line.size && indent <= 3 * line.size);
    const sameType = !!p && !p.heading && p.last.size === line.size && p.last.lastFont === line.firstFont;
    paragraphs.push({
      opened: sameType ? line.y - p.last.y : undefined,
      text: g.text,
      bullet: g.glyph || shapeBullet,
      heading,
      left: g.textLeft,
      firstX: line.x0,
      last: line,
      lines: 1,
      shape: !g.glyph && shapeBullet,
      hangFrom: g.hangFrom,
    });
  }

  /**
   * A wrapped line of an item whose items stand further apart than their wrapped lines: the step is the
   * tightest of lines this size in the column, under `apart` (the step that opened the item, or the column's
   * usual one), and the line before is full.
   */
  function tighterThanItems(p: Paragraph, line: Line, apart: number): boolean {
    const dy = line.y - p.last.y;
    return dy <= tightAt(line.size) + 0.3 && dy < apart && full(p.last, line, 0.4);
  }

  function continues(p: Paragraph, line: Line): boolean {
    const a = p.last;
    const dy = line.y - a.y;
    // A sentence that runs over a page break, past the footer and header between: the step says nothing there.
    const overBreak = !!line.pageTop && (startsLower(line.text) || UNFINISHED.test(a.text));
    // A paragraph set looser than the column's lists (line-height 1.5 over lists at 1.15): a line in lower case
    // under a full one goes on from it, within a loose line's step.
    const looseWrap = startsLower(line.text) && dy <= 1.6 * line.size && full(a, line);
    if (dy <= 0.5 * line.size || (dy > step * 1.1 + 0.3 && !overBreak && !looseWrap)) return false;
    if (Math.abs(a.size - line.size) > 0.1 * line.size || a.lastFont !== line.firstFont) return false;
    const sameLeft =
      Math.abs(line.x0 - p.left) <= 0.3 * line.size ||
      (p.bullet && Math.abs(line.x0 - p.firstX) <= 0.3 * line.size) ||
      (p.hangFrom !== undefined && line.x0 >= p.hangFrom && line.x0 <= p.left + 0.3 * line.size);
    const hanging =
      p.lines === 1 && !p.bullet && line.x0 > p.left + 0.5 * line.size && line.x0 <= p.left + 3 * line.size;
    if (!sameLeft && !hanging) return false;
    // A row of contact items that wraps after a separator ("Austin, TX |") goes on, contact or not.
    if (/[|·]$/.test(a.text)) return full(a, line);
    if (justified && a.x1 < colRight - 0.5 * line.size) return false;
    // A row of fields (a title and its dates set flush right): the wide gap ends it, whatever reaches the edge.
    if (a.runs.some((r, i) => i > 0 && r.x - (a.runs[i - 1]!.x + a.runs[i - 1]!.width) > 2 * r.size)) return false;
    if (CONTACT.test(a.text) || CONTACT.test(line.text)) return false;
    // Where items stand further apart than wrapped lines, a capital a wider step down starts the next item.
    if (itemsApart && /^\p{Lu}/u.test(line.text) && !UNFINISHED.test(a.text) && dy > tightAt(line.size) + 0.5)
      return false;
    // Items of a narrow column's list drawn with shape bullets (a sidebar's skills) stand a little further
    // apart than the column's tightest lines (a wrapped line's step): a capital there starts the next item.
    const narrow = colRight - p.left < 20 * line.size;
    if (p.shape && narrow && !startsLower(line.text) && dy > 1.06 * tight) return false;
    // In justified text a line stretched to the edge is never the last of its paragraph, full stop or not.
    // So is a plain line that sets the column's edge in ragged text: the edge is where the writer wrapped it.
    const stretched = Math.abs(a.x1 - colRight) <= 0.5 && (justified || !p.bullet);
    if (
      !startsLower(line.text) &&
      /[.!?;]$/.test(a.text) &&
      !stretched &&
      !tighterThanItems(p, line, (p.opened ?? 0) - 0.5)
    )
      return false;
    // A list's items stand apart from its wrapped lines by more than a pixel's rounding (0.75 pt): 7 %.
    const listWrap = tighterThanItems(p, line, 0.93 * (p.opened ?? step));
    // A sentence that ends at the edge of a full measure (a profile over a list of contact lines, 30 ems or
    // more: no list's short items) wraps into the next all the same.
    const sentenceWraps = stretched && /[.!?]$/.test(a.text) && a.x1 - p.left >= 30 * a.size;
    if (!startsLower(line.text) && listColumn && !UNFINISHED.test(a.text) && !listWrap && !sentenceWraps) return false;
    // The word that starts this line would not have fitted at the end of the one before. A capital after a
    // finished line is more likely a new item (a list drawn with shape bullets): it must miss by a closer margin.
    return full(a, line, startsLower(line.text) || UNFINISHED.test(a.text) ? 1 : 0.4);
  }

  const out: string[] = [];
  for (const p of paragraphs) {
    if (p.heading && out.length > 0) out.push('');
    out.push(p.bullet ? `- ${p.text}` : p.text);
  }
  return out.join('\n');
}
