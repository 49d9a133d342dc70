// The traced rewrite: the output is the resume's own section model, each line either kept
// as it was or the `after` of exactly one change whose `before` lines are the resume's.
// Rejecting a change puts its `before` lines back; the layout makes that mechanical.
import { renderReviewed, type LayoutItem, type ResumeChange } from '@highpay/contracts';
import { BULLET, hasWeakOpening, isBulletLine, stripBullet } from './bullets.js';
import { extractFacts, FactGuardError, lineViolations, type Violation } from './fact-guard.js';
import { mergeSkills } from './skills-merge.js';
import { findSkills } from './skills.js';
import { headingCore, sectionName, type ResumeSection, type SectionModel } from './sections.js';

export type { LayoutItem };

export interface Trace {
  layout: LayoutItem[];
  changes: ResumeChange[];
}

/** A rewrite of some lines of one section: indices into the model's lines, and what replaces them. */
export interface Group {
  before: number[];
  after: string[];
  /** Set when the rewriter knows better than explainChange why. */
  reason?: string;
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

  const emit = (section: string, beforeIdx: readonly number[], after: readonly string[], reason?: string) => {
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
    });
    layout.push({ change: id });
  };

  const skillSections = model.sections.filter((s) => s.kind === 'skills');
  const addSummary = options.summary && !model.sections.some((s) => s.kind === 'summary') ? options.summary : undefined;
  for (const section of model.sections) {
    if (addSummary && section.kind !== 'contact' && !changes.some((c) => c.before.length === 0)) {
      if (layout.length > 0) layout.push({ blank: true });
      emit('PROFESSIONAL SUMMARY', [], ['PROFESSIONAL SUMMARY', addSummary.line], addSummary.reason);
    }
    if (section.kind === 'skills' && section !== skillSections[0]) continue; // merged into the first
    if (layout.length > 0) layout.push({ blank: true });
    const name = sectionName(section);

    if (section.kind === 'skills') {
      emitSkills(section, skillSections, model, options.keywords, emit);
      continue;
    }
    if (section.headingLine !== null) {
      const line = model.lines[section.headingLine]!;
      if (section.inline || headingCore(line) === section.heading) layout.push({ keep: line });
      else
        emit(
          name,
          [section.headingLine],
          [section.heading],
          `Renamed the heading "${headingCore(line)}" to "${section.heading}", the name ATS software looks for`,
        );
    }

    const groups = rewrite(section, model);
    const owner = new Map<number, Group>();
    for (const g of groups) {
      const fresh = g.before.filter((i) => section.lines.includes(i) && !owner.has(i));
      if (fresh.length !== g.before.length || fresh.length === 0) continue; // overlapping or foreign: ignored
      for (const i of fresh) owner.set(i, g);
    }
    let first = true;
    for (const i of section.lines) {
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
  emit: (section: string, before: readonly number[], after: readonly string[], reason?: string) => void,
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
  emit(first.heading, before, after, reasons.join('; '));
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
  if (parts.length === 0) {
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
 * Holds each change to the fact guard. With `repair` a change that states a fact the
 * resume does not is withdrawn (its lines stay as the resume has them); without, it throws.
 */
export function guardTrace(
  trace: Trace,
  resumeText: string,
  options: { repair: boolean },
): { trace: Trace; withdrawn: number; violations: Violation[] } {
  const facts = extractFacts(resumeText);
  const bad = new Map<string, Violation[]>();
  for (const change of trace.changes) {
    const v = change.after.flatMap((line, i) => lineViolations(line, i, facts));
    if (v.length > 0) bad.set(change.id, v);
  }
  const violations = [...bad.values()].flat();
  if (bad.size === 0) return { trace, withdrawn: 0, violations };
  if (!options.repair) throw new FactGuardError(violations);
  // A bullet or a summary can be withdrawn; a fact added to an entry's heading line (an
  // employer, a school, a degree, a date) means the draft misread the resume: refused.
  for (const change of trace.changes) {
    if (!bad.has(change.id)) continue;
    const withdrawable = change.after.every((l) => isBulletLine(l)) || /SUMMARY/.test(change.section);
    if (!withdrawable) throw new FactGuardError(bad.get(change.id)!);
  }
  const bullets = trace.changes.filter((c) => c.after.every((l) => isBulletLine(l))).length;
  if (bad.size > 1 && bad.size > bullets * 0.4) throw new FactGuardError(violations);
  const byId = new Map(trace.changes.map((c) => [c.id, c]));
  const layout = trace.layout.flatMap((item): LayoutItem[] =>
    'change' in item && bad.has(item.change) ? byId.get(item.change)!.before.map((keep) => ({ keep })) : [item],
  );
  // Ids are renumbered so they stay c1, c2, … in reading order.
  return {
    trace: renumber({ layout, changes: trace.changes.filter((c) => !bad.has(c.id)) }),
    withdrawn: bad.size,
    violations,
  };
}

function renumber(trace: Trace): Trace {
  const ids = new Map<string, string>();
  const changes = trace.changes.map((c, i) => {
    ids.set(c.id, `c${i + 1}`);
    return { ...c, id: `c${i + 1}` };
  });
  return {
    changes,
    layout: trace.layout.map((item) => ('change' in item ? { change: ids.get(item.change)! } : item)),
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
    if ((used.get(c.id) ?? 0) !== 1) problems.push(`change ${c.id} placed ${used.get(c.id) ?? 0} times`);
    for (const l of c.before) if (!input.has(l)) problems.push(`change ${c.id} before line not in the input: ${l}`);
  }
  return problems;
}
