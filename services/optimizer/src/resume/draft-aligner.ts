// Lines up an engine's draft (Claude's) with the resume's section model: each draft line
// is matched to the resume line it rewrites, within the section of the same name, else (a
// line moved to another section) in any section. What the draft dropped stays as the
// resume has it, what it made up matches nothing and is left out, and the resume's
// section order holds.
import { wordsOf } from './change-guard.js';
import { isBulletLine } from './bullets.js';
import { containsDate, extractDates, normalizeDates } from './dates.js';
import { numbersIn } from './fact-guard.js';
import { contentLines, parseSections, type ResumeSection, type SectionModel } from './sections.js';
import type { Group, SectionRewriter } from './trace.js';

/** A line's words, stemmed and with abbreviations read out, and its figures by value ("1.2k" is "#1200"). */
function tokens(line: string): Set<string> {
  const dated = normalizeDates(line).text;
  const out = new Set([...wordsOf(dated)].filter((w) => w.length > 1 && !/^\d/.test(w)));
  for (const n of numbersIn(dated)) out.add(`#${n}`);
  for (const d of dated.match(/\b(?:19|20)\d\d\b/g) ?? []) out.add(`#${d}`);
  return out;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}

const sameHeading = (a: string, b: string) =>
  a.toLowerCase().replace(/[^\p{L}]+/gu, '') === b.toLowerCase().replace(/[^\p{L}]+/gu, '');

/** The draft's lines that may rewrite this section: those of its section of the same kind and name. */
function draftLinesFor(section: ResumeSection, draft: SectionModel, claimed: Set<ResumeSection>): string[] {
  let matches = draft.sections.filter((d) =>
    section.kind === 'other' ? d.kind === 'other' && sameHeading(d.heading, section.heading) : d.kind === section.kind,
  );
  // "Training / Certs", "Teaching Experience": a known section under a heading of the resume's own.
  const known = /experience|employment|work history/i.test(section.heading)
    ? 'experience'
    : /cert|licen|training|credential/i.test(section.heading)
      ? 'certifications'
      : undefined;
  if (matches.length === 0 && section.kind === 'other' && known)
    matches = draft.sections.filter((d) => d.kind === known && !claimed.has(d));
  for (const d of matches) claimed.add(d);
  return matches.flatMap((d) => d.lines.map((i) => draft.lines[i]!));
}

export interface DraftAlignment {
  rewrite: SectionRewriter;
  /** The draft's summary, taken as a summary added to a resume without one. */
  takeSummary(): string | undefined;
  /** After the trace is built: draft lines that rewrite no line of the resume (invented, or moved elsewhere). */
  unmatched(): string[];
}

export function alignDraft(draftText: string): DraftAlignment {
  const draft = parseSections(draftText);
  const claimed = new Set<ResumeSection>();
  const unmatched: string[] = [];
  let plan: Map<ResumeSection, Group[]> | undefined;
  const rewrite: SectionRewriter = (section, model) => {
    plan ??= alignAll(model);
    return plan.get(section) ?? [];
  };

  /**
   * Every draft line matched to the resume line it rewrites: first within the section of the
   * same name, then, for a line the draft moved to another section (or under another heading),
   * among the resume's lines of any section that no draft line rewrites yet. The change stays
   * in the resume's section, so the guard holds it to the line it came from.
   */
  function alignAll(model: SectionModel): Map<ResumeSection, Group[]> {
    const out = new Map<ResumeSection, Group[]>();
    const sections = model.sections.filter((s) => s.kind !== 'contact' && s.kind !== 'skills');
    const assigned = new Map<ResumeSection, Map<number, string[]>>(); // input position -> draft lines
    const pending: string[] = [];
    for (const section of sections) {
      const candidates = draftLinesFor(section, draft, claimed);
      if (candidates.length === 0) continue;
      if (section.kind === 'summary') {
        // An inline one ("Objective: …") gives its line, heading and all: the summary takes a heading of its own.
        const after = section.inline ? [section.heading, ...candidates] : candidates;
        out.set(section, [{ before: contentLines(section), after }]);
        continue;
      }
      const inputTokens = contentLines(section).map((i) => tokens(model.lines[i]!));
      const years = contentLines(section).map((i) => entryYears(model, i));
      const own = contentLines(section).map((i) => headingYears(model.lines[i]!));
      const mine = new Map<number, string[]>();
      assigned.set(section, mine);
      for (const line of candidates) {
        const t = tokens(line);
        if (t.size === 0) continue;
        const { best, score } = bestMatch(t, inputTokens, () => true, headingYears(line), years, own);
        if (best < 0 || score < 0.45) pending.push(line);
        else mine.set(best, [...(mine.get(best) ?? []), line]);
      }
    }
    // Lines of draft sections no resume section took (a "Work" section written as EXPERIENCE).
    for (const d of draft.sections)
      if (!claimed.has(d) && !['contact', 'skills', 'summary'].includes(d.kind))
        pending.push(...d.lines.map((i) => draft.lines[i]!));
    const targets = sections.filter((s) => s.kind !== 'summary');
    for (const line of pending) {
      const t = tokens(line);
      let found: { section: ResumeSection; best: number; score: number } | undefined;
      for (const section of targets) {
        const taken = assigned.get(section);
        // A line some draft lines already rewrite offers what they left out (the other half of a split).
        const { best, score } = bestMatch(
          t,
          contentLines(section).map((i, p) => leftOver(tokens(model.lines[i]!), taken?.get(p))),
          (p) =>
            !taken?.has(p) || overlap(t, leftOver(tokens(model.lines[contentLines(section)[p]!]!), taken.get(p))) >= 2,
          headingYears(line),
          contentLines(section).map((i) => entryYears(model, i)),
          contentLines(section).map((i) => headingYears(model.lines[i]!)),
        );
        if (best >= 0 && score >= 0.45 && score > (found?.score ?? 0)) found = { section, best, score };
      }
      if (!found) {
        unmatched.push(line);
        continue;
      }
      const mine = assigned.get(found.section) ?? new Map<number, string[]>();
      assigned.set(found.section, mine);
      mine.set(found.best, [...(mine.get(found.best) ?? []), line]);
    }
    for (const [section, mine] of assigned) out.set(section, groupsOf(section, model, mine));
    return out;
  }

  return {
    rewrite,
    takeSummary() {
      const summary = draft.sections.find((d) => d.kind === 'summary' && !claimed.has(d));
      if (!summary) return undefined;
      claimed.add(summary);
      return summary.lines.map((i) => draft.lines[i]!).join(' ');
    },
    unmatched: () => unmatched,
  };
}

/** A line's tokens that none of the draft lines rewriting it state. */
function leftOver(line: Set<string>, drafted: readonly string[] | undefined): Set<string> {
  if (!drafted) return line;
  const said = tokens(drafted.join(' '));
  return new Set([...line].filter((w) => !said.has(w)));
}

/** The years a draft heading states ("Customer Care Rep II, Sooner Wireless | Jan 2019 – May 2021"). */
function headingYears(line: string): number[] {
  return isBulletLine(line) ? [] : extractDates(line).dates.map((d) => d.year);
}

/** The years the heading lines of a line's entry state (the lines around it up to a blank line). */
function entryYears(model: SectionModel, at: number): Set<number> {
  const years = new Set<number>();
  let start = at;
  while (start > 0 && model.lines[start - 1] !== '') start--;
  for (let i = start; i < model.lines.length && model.lines[i] !== ''; i++)
    if (!isBulletLine(model.lines[i]!)) for (const d of extractDates(model.lines[i]!).dates) years.add(d.year);
  return years;
}

const sameYears = (a: readonly number[], b: readonly number[] = []) =>
  a.length > 0 && [...a].sort().join() === [...b].sort().join();

/**
 * The input line a draft line rewrites best, among those `open` allows, and how well. A
 * heading with dates leans to the entry of those dates, and most to the line stating exactly
 * those dates: two roles at one employer share their employer line, not their years.
 */
function bestMatch(
  t: Set<string>,
  inputTokens: readonly Set<string>[],
  open: (p: number) => boolean,
  years: readonly number[] = [],
  inputYears: readonly Set<number>[] = [],
  ownYears: readonly number[][] = [],
): { best: number; score: number } {
  let best = -1;
  let bestScore = 0;
  if (t.size === 0) return { best, score: 0 };
  inputTokens.forEach((it, p) => {
    if (!open(p)) return;
    const common = overlap(t, it);
    // Mostly the same words; or a part of the line's words (a line split in two, a detail moved out).
    const mutual = (common / Math.max(1, it.size) + common / t.size) / 2;
    const words = [...t].filter((w) => !w.startsWith('#') && it.has(w)).length;
    const dated =
      common > 0 && years.length > 0 && years.every((y) => inputYears[p]?.has(y))
        ? words > 0 && sameYears(years, ownYears[p])
          ? 0.6
          : 0.1
        : 0;
    const score = Math.max(mutual, common >= 2 && common / t.size >= 0.66 ? 0.5 + common / 1000 : 0) + dated;
    if (score > bestScore) {
      bestScore = score;
      best = p;
    }
  });
  return { best, score: bestScore };
}

/** The section's changes: each matched input line with its draft lines, and the neighbours they absorbed. */
function groupsOf(section: ResumeSection, model: SectionModel, assigned: Map<number, string[]>): Group[] {
  const lines = contentLines(section);
  const inputTokens = lines.map((i) => tokens(model.lines[i]!));
  // A draft line that joined a neighbour's words takes that neighbour with it.
  const groups: Group[] = [];
  const taken = new Set<number>();
  for (const [p, after] of [...assigned].sort((a, b) => a[0] - b[0])) {
    const before = [lines[p]!];
    taken.add(p);
    const words = tokens(after.join(' '));
    // Its neighbours, and further lines of the same entry (no blank line between) of three words or more.
    const sameEntry = (q: number) => {
      const [a, b] = [Math.min(p, q), Math.max(p, q)];
      return lines[b]! - lines[a]! === b - a;
    };
    for (const q of [p + 1, p - 1, p + 2, p - 2, p + 3, p - 3]) {
      if (q < 0 || q >= lines.length || assigned.has(q) || taken.has(q)) continue;
      const it = inputTokens[q]!;
      // Two lines off, a short line is taken only whole and only as a heading line ("SOC Analyst I" above employer and dates).
      const headingLine = !isBulletLine(model.lines[lines[q]!]!) && after.some((l) => !isBulletLine(l));
      const small = it.size < 3 && !(headingLine && overlap(it, words) === it.size);
      if (Math.abs(q - p) > 1 && (small || !sameEntry(q))) continue;
      if (it.size > 0 && overlap(it, words) / it.size >= 0.8) {
        before.push(lines[q]!);
        taken.add(q);
      }
    }
    // A heading rebuilt on one line takes the lines of its entry's heading block that it restates
    // (the employer above the title, the title above the dates), up to a sibling's dated title.
    const rebuilt = after.find((l) => !isBulletLine(l) && containsDate(l));
    for (const step of [-1, 1]) {
      for (let q = p + step; rebuilt && q >= 0 && q < lines.length && Math.abs(q - p) <= 3; q += step) {
        const line = model.lines[lines[q]!]!;
        if (!sameEntry(q) || isBulletLine(line) || (containsDate(line) && !containsDate(model.lines[lines[p]!]!)))
          break;
        if (containsDate(line) || taken.has(q)) break;
        if (assigned.has(q)) continue;
        if (overlap(inputTokens[q]!, words) * (step < 0 ? 1 : 2) < (step < 0 ? 1 : inputTokens[q]!.size)) break;
        before.push(lines[q]!);
        taken.add(q);
      }
    }
    // A heading's dates on a line below it ("Jan 2023 - Present", "Acme Lab — 2013–2015"), past a line between.
    const heading = after.find((l) => !isBulletLine(l) && containsDate(l));
    for (let q = p + 1; heading && q <= p + 3 && q < lines.length; q++) {
      const line = model.lines[lines[q]!]!;
      if (isBulletLine(line)) break;
      if (taken.has(q) || assigned.has(q) || !containsDate(line)) continue;
      if (extractDates(line).dates.every((d) => extractDates(heading).dates.some((h) => h.year === d.year))) {
        before.push(lines[q]!);
        taken.add(q);
      }
      break;
    }
    groups.push({ before, after });
  }
  return groups;
}

/** The rewriter alone, for callers that do not ask what was left out. */
export function draftRewriter(draftText: string): SectionRewriter {
  return alignDraft(draftText).rewrite;
}
