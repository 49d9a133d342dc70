// The traced rewrite: the output is the resume's own section model, each line either kept
// as it was or the `after` of exactly one change whose `before` lines are the resume's.
// Rejecting a change puts its `before` lines back; the layout makes that mechanical.
import {
  isFormatting,
  renderReviewed,
  type ChangeKind,
  type LayoutItem,
  type ResumeChange,
  type WithdrawnChange,
} from '@highpay/contracts';
import { BULLET, hasWeakOpening, isBulletLine, splitSentences, stripBullet } from './bullets.js';
import { guardContext, reviewChange, wordsOf } from './change-guard.js';
import { lostNameIn } from './lost-names.js';
import { normalizeDates } from './dates.js';
import { mergeSkills } from './skills-merge.js';
import { findSkills } from './skills.js';
import { contentLines, headingCore, sectionName, type ResumeSection, type SectionModel } from './sections.js';

export type { LayoutItem };

export interface Trace {
  layout: LayoutItem[];
  changes: ResumeChange[];
  /** Changes of the draft withdrawn by the guard: the resume's lines stand in their place. */
  withdrawn?: WithdrawnChange[];
}

/** A rewrite of some lines of one section: indices into the model's lines, and what replaces them. */
export interface Group {
  before: number[];
  after: string[];
  /** Set when the rewriter knows better than explainChange why. */
  reason?: string;
  kind?: ChangeKind;
}

export type SectionRewriter = (section: ResumeSection, model: SectionModel) => Group[];

export interface TraceOptions {
  /** The job's keywords, most important first. */
  keywords: readonly string[];
  /** A summary to add under the contact lines of a resume without one. */
  summary?: { line: string; reason: string };
}

export function buildTrace(model: SectionModel, rewrite: SectionRewriter, options: TraceOptions): Trace {
  const layout: LayoutItem[] = [];
  const changes: ResumeChange[] = [];
  const wanted = new Set(options.keywords.map((k) => k.toLowerCase()));
  const keywordsIn = (lines: readonly string[]) =>
    [...findSkills(lines.join('\n'))].filter((s) => wanted.has(s.toLowerCase()));

  const emit = (
    section: string,
    beforeIdx: readonly number[],
    after: readonly string[],
    reason?: string,
    kind?: ChangeKind,
  ) => {
    const before = beforeIdx.map((i) => model.lines[i]!);
    if (before.length === after.length && before.every((l, i) => l === after[i])) {
      for (const l of before) layout.push({ keep: l });
      return;
    }
    const id = `c${changes.length + 1}`;
    changes.push({
      id,
      section,
      before,
      after: [...after],
      reason: reason ?? explainChange(before, after, options.keywords),
      keywords: keywordsIn(after),
      kind: kind ?? classifyChange(section, before, after, options.keywords),
    });
    layout.push({ change: id });
  };

  const skillSections = model.sections.filter((s) => s.kind === 'skills');
  const addSummary = options.summary && !model.sections.some((s) => s.kind === 'summary') ? options.summary : undefined;
  for (const section of model.sections) {
    if (addSummary && section.kind !== 'contact' && !changes.some((c) => c.before.length === 0)) {
      if (layout.length > 0) layout.push({ blank: true });
      emit('PROFESSIONAL SUMMARY', [], ['PROFESSIONAL SUMMARY', addSummary.line], addSummary.reason, 'summary');
    }
    if (section.kind === 'skills' && section !== skillSections[0]) continue; // merged into the first
    if (layout.length > 0) layout.push({ blank: true });
    const name = sectionName(section);

    if (section.kind === 'skills') {
      emitSkills(section, skillSections, model, options.keywords, emit);
      continue;
    }
    // An inline heading's line is content ("Objective: …"): the rewrite may take it, like any other.
    const content = contentLines(section);
    if (section.headingLine !== null && !section.inline) {
      const line = model.lines[section.headingLine]!;
      if (headingCore(line) === section.heading) layout.push({ keep: line });
      else
        emit(
          name,
          [section.headingLine],
          [section.heading],
          `Renamed the heading "${headingCore(line)}" to "${section.heading}", the name ATS software looks for`,
          'heading',
        );
    }

    const groups = rewrite(section, model);
    const owner = new Map<number, Group>();
    for (const g of groups) {
      const fresh = g.before.filter((i) => content.includes(i) && !owner.has(i));
      if (fresh.length !== g.before.length || fresh.length === 0) continue; // overlapping or foreign: ignored
      for (const i of fresh) owner.set(i, g);
    }
    let first = true;
    for (const i of content) {
      if (
        !first &&
        model.lines[i - 1] === '' &&
        section.kind !== 'summary' &&
        layout.at(-1) &&
        !('blank' in layout.at(-1)!)
      )
        layout.push({ blank: true });
      first = false;
      const group = owner.get(i);
      if (!group) {
        layout.push({ keep: model.lines[i]! });
        continue;
      }
      if (Math.min(...group.before) !== i) continue;
      emit(
        name,
        [...group.before].sort((a, b) => a - b),
        group.after,
        group.reason,
        group.kind,
      );
    }
  }
  return { layout, changes };
}

function emitSkills(
  first: ResumeSection,
  all: readonly ResumeSection[],
  model: SectionModel,
  keywords: readonly string[],
  emit: (
    section: string,
    before: readonly number[],
    after: readonly string[],
    reason?: string,
    kind?: ChangeKind,
  ) => void,
): void {
  const before: number[] = [];
  const lists = all.map((s, n) => {
    const lines = s.lines.map((i) => model.lines[i]!);
    if (s.inline) lines.unshift(model.lines[s.headingLine!]!.replace(/^[^:]*:\s*/, ''));
    // The first section keeps its heading line unless it is inline; later ones are folded in.
    if (s.headingLine !== null && (n > 0 || s.inline)) before.push(s.headingLine);
    before.push(...s.lines);
    return { label: n === 0 ? '' : headingCore(model.lines[s.headingLine ?? -1] ?? ''), lines };
  });
  const headingLine = first.headingLine;
  if (headingLine !== null && !first.inline) {
    const line = model.lines[headingLine]!;
    const same = headingCore(line) === first.heading;
    emit(
      first.heading,
      [headingLine],
      [same ? line : first.heading],
      `Renamed the heading "${headingCore(line)}" to "${first.heading}", the name ATS software looks for`,
      'heading',
    );
  }
  const merged = mergeSkills(lists, keywords);
  const after = first.inline ? [first.heading, ...merged.lines] : merged.lines;
  const reasons: string[] = [];
  if (merged.movedForward.length > 0) {
    const shown = merged.movedForward.map((s) => `"${s}"`).join(', ');
    // The line that shows it: outside the skills lists when the resume has one.
    const inSkills = new Set(before);
    const mentions = (l: string) => merged.movedForward.some((s) => l.toLowerCase().includes(s.toLowerCase()));
    let lineNo = model.lines.findIndex((l, i) => !inSkills.has(i) && mentions(l));
    if (lineNo < 0) lineNo = model.lines.findIndex(mentions);
    reasons.push(
      `Moved ${shown} to the front: the job asks for ${merged.movedForward.length === 1 ? 'it' : 'them'} and line ${lineNo + 1} of your resume shows ${merged.movedForward.length === 1 ? 'it' : 'them'}`,
    );
  }
  for (const [dropped, kept] of merged.duplicates)
    reasons.push(
      dropped === kept ? `Listed "${kept}" once, not twice` : `Listed "${kept}" once instead of also as "${dropped}"`,
    );
  if (all.length > 1)
    reasons.push(
      `Brought ${all
        .slice(1)
        .map((s) => `"${headingCore(model.lines[s.headingLine ?? -1] ?? '')}"`)
        .join(', ')} into the one skills section`,
    );
  if (reasons.length === 0) reasons.push('Wrote the skills as comma-separated lists, one group a line');
  emit(first.heading, before, after, reasons.join('; '), 'skills-order');
}

/** Only the bullet glyph, the date style or the layout of the same words changed. */
function formattingKind(before: readonly string[], after: readonly string[]): ChangeKind | undefined {
  const key = (l: string) => stripBullet(l).replace(/\s+/g, ' ').replace(/[.;]$/, '');
  if (before.length === after.length && before.every((l, i) => key(l) === key(after[i]!))) return 'bullets';
  const dated = (l: string) => normalizeDates(key(l)).text;
  if (before.length === after.length && before.every((l, i) => dated(l) === dated(after[i]!))) return 'dates';
  const b = wordsOf(before.map(dated).join(' '));
  const a = wordsOf(after.map(dated).join(' '));
  if (b.size === a.size && [...b].every((w) => a.has(w)) && before.some((l) => !isBulletLine(l))) return 'layout';
  return undefined;
}

/** What kind of change turned these lines into those. */
export function classifyChange(
  section: string,
  before: readonly string[],
  after: readonly string[],
  keywords: readonly string[],
): ChangeKind {
  if (before.length === 0 || /SUMMARY/.test(section)) return 'summary';
  const format = formattingKind(before, after);
  if (format) return format;
  if (before.length === 1 && after.length > 1) return 'split';
  if (before.length > 1 && after.length === 1) return 'merge';
  if (WEAK.test(stripBullet(before[0] ?? '')) && !hasWeakOpening(stripBullet(after[0] ?? ''))) return 'verb';
  const wanted = new Set(keywords.map((k) => k.toLowerCase()));
  const b = before.join(' ').toLowerCase();
  if ([...findSkills(after.join(' '))].some((s) => wanted.has(s.toLowerCase()) && !b.includes(s.toLowerCase())))
    return 'keywords';
  const words = (lines: readonly string[]) => lines.join(' ').split(/\s+/).length;
  return words(after) < words(before) ? 'shortened' : 'reworded';
}

const WEAK =
  /^(?:i |we )?(?:was |were )?(?:responsible for|accountable for|in charge of|helped with|helped|assisted with|assisted|worked on|involved in|participated in|tasked with|duties included|responsibilities included)\b/i;
const DATE_RANGE = /(?:[A-Z][a-z]{2} )?\d{4} – (?:(?:[A-Z][a-z]{2} )?\d{4}|Present)/;
const FIRST_WORD = /^[A-Za-z][\w-]*/;

/** Why a group of lines became another: specific to the edit, in the buyer's words. */
export function explainChange(
  before: readonly string[],
  after: readonly string[],
  keywords: readonly string[],
): string {
  const parts: string[] = [];
  const b = before.join(' ');
  const a = after.join(' ');
  if (before.length === 1 && after.length > 1) parts.push(`Split the paragraph into ${after.length} bullets`);
  else if (before.length > 1 && after.length === 1) parts.push(`Joined ${before.length} lines into one bullet`);
  const weak = WEAK.exec(stripBullet(before[0] ?? ''));
  const verb = FIRST_WORD.exec(stripBullet(after[0] ?? ''))?.[0];
  if (weak && verb && !hasWeakOpening(stripBullet(after[0] ?? '')))
    parts.push(`Led with the verb "${verb}" instead of "${capitalize(weak[0])}"`);
  const date = DATE_RANGE.exec(a)?.[0];
  if (date && !b.includes(date)) parts.push(`Wrote the dates as "${date}", one way throughout`);
  if (
    before.some((l) => isBulletLine(l) && !l.startsWith(BULLET)) &&
    after.every((l) => !isBulletLine(l) || l.startsWith(BULLET))
  )
    parts.push(`Used the one bullet style "${BULLET}"`);
  const wanted = new Set(keywords.map((k) => k.toLowerCase()));
  const newWords = [...findSkills(a)].filter(
    (s) => wanted.has(s.toLowerCase()) && !b.toLowerCase().includes(s.toLowerCase()),
  );
  if (newWords.length > 0)
    parts.push(`Used the job's wording ${newWords.map((w) => `"${w}"`).join(', ')} for what the line states`);
  // Glyph and dates aside, the words changed too: say so.
  const plain = (lines: readonly string[]) =>
    normalizeDates(lines.map(stripBullet).join(' ')).text.replace(/\s+/g, ' ');
  const worded = parts.some((p) => /^(?:Split|Joined|Led with|Used the job)/.test(p));
  if (parts.length === 0 || (!worded && plain(before) !== plain(after))) {
    const wb = b.split(/\s+/).length;
    const wa = a.split(/\s+/).length;
    parts.push(
      wa < wb
        ? `Tightened the wording from ${wb} to ${wa} words, keeping its facts`
        : `Reworded the line (${wb} → ${wa} words), keeping its facts`,
    );
  }
  return parts.join('; ');
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The text of a trace, with the rejected changes' `before` lines in place of their `after`. */
export function renderTrace(trace: Trace, rejected: ReadonlySet<string> = new Set()): string {
  return renderReviewed(trace, rejected);
}

/**
 * Holds each change to the guard (change-guard.ts). An offending change is withdrawn: its
 * `before` lines stay as the resume has them, the rest of the rewrite is kept, and the
 * withdrawal is listed with its reason. A summary loses only its offending sentences.
 */
export function guardTrace(trace: Trace, resumeText: string): Trace {
  const ctx = guardContext(resumeText);
  const withdrawn: WithdrawnChange[] = [...(trace.withdrawn ?? [])];
  const bad = new Set<string>();
  const changes = trace.changes.map((change) => {
    if (change.kind === 'skills-order' || change.kind === 'heading') return change;
    const finding = reviewChange(change, ctx);
    if (!finding) return change;
    if (change.kind === 'summary') {
      const kept = salvageSummary(change, ctx, withdrawn);
      if (kept) return kept;
    } else withdrawn.push({ section: change.section, before: change.before, after: change.after, ...finding });
    bad.add(change.id);
    return change;
  });
  // A name of a rewritten line that no line of the output states any more: its line goes back.
  // The output is read again only after a withdrawal, which puts lines back.
  const readOutput = () =>
    lostNameIn(
      [
        ...trace.layout.flatMap((item) => ('keep' in item ? [item.keep] : [])),
        ...changes.flatMap((c) => (bad.has(c.id) ? c.before : c.after)),
      ].join('\n'),
    );
  let lostName = readOutput();
  for (const change of changes) {
    if (bad.has(change.id) || change.kind === 'summary' || change.kind === 'skills-order' || change.kind === 'heading')
      continue;
    const name = lostName(change.before);
    if (!name) continue;
    const reason = `It left out a name of your resume ("${name}")`;
    withdrawn.push({ section: change.section, before: change.before, after: change.after, kind: 'lost-fact', reason });
    bad.add(change.id);
    lostName = readOutput();
  }
  if (bad.size === 0 && withdrawn.length === (trace.withdrawn ?? []).length) return { ...trace, changes, withdrawn };
  const byId = new Map(changes.map((c) => [c.id, c]));
  const layout = trace.layout.flatMap((item): LayoutItem[] =>
    'change' in item && bad.has(item.change) ? byId.get(item.change)!.before.map((keep) => ({ keep })) : [item],
  );
  // Ids are renumbered so they stay c1, c2, … in reading order.
  return { ...renumber({ layout, changes: changes.filter((c) => !bad.has(c.id)) }), withdrawn };
}

/** The summary without its offending sentences; undefined when none is left. */
function salvageSummary(
  change: ResumeChange,
  ctx: ReturnType<typeof guardContext>,
  withdrawn: WithdrawnChange[],
): ResumeChange | undefined {
  const after = change.after.map((line) => {
    if (/^[A-Z ]+$/.test(line)) return line; // the added summary's heading
    const sentences = splitSentences(line);
    return sentences
      .filter((sentence) => {
        const finding = reviewChange({ section: change.section, before: change.before, after: [sentence] }, ctx);
        if (finding) withdrawn.push({ section: change.section, before: [], after: [sentence], ...finding });
        return !finding;
      })
      .join(' ');
  });
  const text = after.filter((l) => l && !/^[A-Z ]+$/.test(l));
  if (text.length === 0) return undefined;
  return { ...change, after: after.filter(Boolean) };
}

const FORMAT_REASONS: Partial<Record<ChangeKind, (n: number) => string>> = {
  dates: (n) => `Wrote dates one way, ${n} lines`,
  bullets: (n) => `Used the one bullet style "${BULLET}", ${n} lines`,
  heading: (n) => `Renamed ${n} section headings to the names ATS software looks for`,
  layout: (n) =>
    `Laid out the same words one way (an entry's title, employer and dates on one line; one item a line), ${n} places`,
};

/**
 * Formatting applied in many places (dates, bullet glyphs, headings, entry layout) becomes
 * one change per kind, reviewed as one: each place is a part, placed where its lines were.
 */
export function groupFormatting(trace: Trace): Trace {
  const byKind = new Map<ChangeKind, ResumeChange[]>();
  for (const c of trace.changes)
    if (c.kind && isFormatting(c.kind)) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  const into = new Map<string, { id: string; part: number }>();
  const grouped = new Map<string, ResumeChange>();
  for (const [kind, list] of byKind) {
    if (list.length < 2) continue;
    const first = list[0]!;
    list.forEach((c, part) => into.set(c.id, { id: first.id, part }));
    grouped.set(first.id, {
      ...first,
      section: [...new Set(list.map((c) => c.section))].join(', '),
      before: list.flatMap((c) => c.before),
      after: list.flatMap((c) => c.after),
      reason: FORMAT_REASONS[kind]?.(list.length) ?? first.reason,
      keywords: [...new Set(list.flatMap((c) => c.keywords))],
      parts: list.map((c) => ({ before: c.before, after: c.after })),
    });
  }
  if (into.size === 0) return trace;
  const changes = trace.changes.flatMap((c) =>
    into.has(c.id) ? (grouped.has(c.id) ? [grouped.get(c.id)!] : []) : [c],
  );
  const layout = trace.layout.map((item) => {
    if (!('change' in item)) return item;
    const target = into.get(item.change);
    return target ? { change: target.id, part: target.part } : item;
  });
  return renumber({ ...trace, layout, changes });
}

function renumber<T extends Trace>(trace: T): T {
  const ids = new Map<string, string>();
  const changes = trace.changes.map((c, i) => {
    ids.set(c.id, `c${i + 1}`);
    return { ...c, id: `c${i + 1}` };
  });
  return {
    ...trace,
    changes,
    layout: trace.layout.map((item) => ('change' in item ? { ...item, change: ids.get(item.change)! } : item)),
  };
}

/** The rules a trace keeps, as a list of broken ones (empty when it keeps them all). */
export function traceProblems(trace: Trace, inputLines: readonly string[]): string[] {
  const problems: string[] = [];
  const input = new Set(inputLines);
  const used = new Map<string, number>();
  for (const item of trace.layout) {
    if ('keep' in item && !input.has(item.keep)) problems.push(`kept line not in the input: ${item.keep}`);
    if ('change' in item) used.set(item.change, (used.get(item.change) ?? 0) + 1);
  }
  for (const c of trace.changes) {
    const places = c.parts?.length ?? 1;
    if ((used.get(c.id) ?? 0) !== places) problems.push(`change ${c.id} placed ${used.get(c.id) ?? 0} times`);
    for (const l of c.before) if (!input.has(l)) problems.push(`change ${c.id} before line not in the input: ${l}`);
  }
  return problems;
}
