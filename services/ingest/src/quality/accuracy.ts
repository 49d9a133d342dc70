// How often the pay and remote-eligibility parsers read a collected string right, per group
// of strings and overall, with every string they missed. The tests hold both sets at 97 % or
// better; the bench prints the report.
import { readFileSync } from 'node:fs';
import { parsePay, type ParsedPay } from '../normalize/pay.parser.js';
import { workSettingFromText } from '../normalize/work-setting.parser.js';
import type { WorkSetting } from '@highpay/contracts';
import {
  eligibilityLabel,
  parseEligibilityText,
  type EligibilityParts,
} from '../normalize/remote-eligibility.parser.js';

/**
 * "tuning": strings the parsers were built on. "held-out" and "fresh": strings collected
 * apart from them, each naming its source. "frozen": strings written apart from the parsers,
 * scored once and never used to fix them. The fixtures describe each group.
 */
export const CASE_GROUPS = ['tuning', 'held-out', 'fresh', 'frozen'] as const;
export type CaseGroup = (typeof CASE_GROUPS)[number];

interface Case<T> {
  input: string;
  expected: T;
  group: CaseGroup;
  /** Where the wording comes from. */
  source?: string;
}

export interface PayCase extends Case<ParsedPay | null> {
  /** The job's country (ISO alpha-2), as a feed gives it: what a bare "$" means. */
  country?: string;
}

export type EligibilityCase = Case<EligibilityParts>;

export interface Miss<T> {
  input: string;
  group: CaseGroup;
  source?: string;
  expected: T;
  actual: T;
}

export interface Tally {
  total: number;
  correct: number;
  /** correct / total, 0 to 1 (1 when there are no strings). */
  accuracy: number;
}

export interface Score<T> extends Tally {
  /** The same count for each group of strings. */
  groups: Record<CaseGroup, Tally>;
  misses: Miss<T>[];
}

export interface AccuracyReport {
  pay: Score<ParsedPay | null>;
  eligibility: Score<EligibilityParts>;
}

const FIXTURES = new URL('../../test/fixtures/', import.meta.url);

interface Fixture<C> {
  cases: C[];
  /** The frozen group's one scoring, recorded in the fixture: the figure never to fall below. */
  frozenScore: { scoredAt: string; correct: number; total: number };
}

function loadFixture<C>(file: string): Fixture<C> {
  return JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as Fixture<C>;
}

function loadCases<C>(file: string): C[] {
  return loadFixture<C>(file).cases;
}

/** The frozen groups' recorded scores (pay, remote eligibility). */
export function frozenScores(): { pay: Fixture<PayCase>['frozenScore']; eligibility: Fixture<PayCase>['frozenScore'] } {
  return {
    pay: loadFixture<PayCase>('pay-strings.json').frozenScore,
    eligibility: loadFixture<EligibilityCase>('eligibility-strings.json').frozenScore,
  };
}

export function loadPayCases(): PayCase[] {
  return loadCases<PayCase>('pay-strings.json');
}

export function loadEligibilityCases(): EligibilityCase[] {
  return loadCases<EligibilityCase>('eligibility-strings.json');
}

/** Both parsers over the collected strings (or the cases given). */
export function accuracyReport(
  cases: { pay?: readonly PayCase[]; eligibility?: readonly EligibilityCase[] } = {},
): AccuracyReport {
  return {
    pay: score(cases.pay ?? loadPayCases(), (c) => parsePay(c.input, { country: c.country }), samePay),
    eligibility: score(
      cases.eligibility ?? loadEligibilityCases(),
      (c) => parseEligibilityText(c.input),
      sameEligibility,
    ),
  };
}

function score<C extends Case<T>, T>(cases: readonly C[], run: (c: C) => T, same: (a: T, b: T) => boolean): Score<T> {
  const misses: Miss<T>[] = [];
  const counts = Object.fromEntries(CASE_GROUPS.map((g) => [g, { total: 0, correct: 0 }])) as Record<
    CaseGroup,
    { total: number; correct: number }
  >;
  for (const c of cases) {
    const actual = run(c);
    const count = counts[c.group];
    count.total++;
    if (same(actual, c.expected)) count.correct++;
    else misses.push({ input: c.input, group: c.group, source: c.source, expected: c.expected, actual });
  }
  const groups = Object.fromEntries(CASE_GROUPS.map((g) => [g, tally(counts[g].total, counts[g].correct)])) as Record<
    CaseGroup,
    Tally
  >;
  return { ...tally(cases.length, cases.length - misses.length), groups, misses };
}

function tally(total: number, correct: number): Tally {
  return { total, correct, accuracy: total ? correct / total : 1 };
}

function samePay(a: ParsedPay | null, b: ParsedPay | null): boolean {
  if (a === null || b === null) return a === b;
  return near(a.min, b.min) && near(a.max, b.max) && a.currency === b.currency && a.period === b.period;
}

function near(a: number | null, b: number | null): boolean {
  return a === null || b === null ? a === b : Math.abs(a - b) < 0.005;
}

function sameEligibility(a: EligibilityParts, b: EligibilityParts): boolean {
  const key = (e: EligibilityParts): string =>
    JSON.stringify([e.anywhere, [...e.countries].sort(), [...e.regions].sort(), e.utcOffsets]);
  return key(a) === key(b);
}

/** The report as lines for a terminal: each set's figures overall and per group, then each miss. */
export function formatAccuracyReport(report: AccuracyReport): string {
  const lines: string[] = [];
  section(lines, 'pay', report.pay, formatPay);
  section(lines, 'remote eligibility', report.eligibility, formatEligibility);
  return lines.join('\n');
}

function section<T>(lines: string[], name: string, s: Score<T>, show: (value: T) => string): void {
  const groups = CASE_GROUPS.filter((g) => s.groups[g].total > 0)
    .map((g) => `${g} ${figure(s.groups[g])}`)
    .join(', ');
  lines.push(`${name}: ${figure(s)} overall; ${groups}`);
  if (s.misses.length === 0) return;
  lines.push(`  ${s.misses.length} missed:`);
  for (const m of s.misses) {
    lines.push(`  - [${m.group}] ${JSON.stringify(m.input)}${m.source ? ` (${m.source})` : ''}`);
    lines.push(`      expected ${show(m.expected)}`);
    lines.push(`      got      ${show(m.actual)}`);
  }
}

function figure(t: Tally): string {
  return `${t.correct}/${t.total} right (${(t.accuracy * 100).toFixed(1)} %)`;
}

function formatPay(pay: ParsedPay | null): string {
  if (!pay) return 'no pay stated';
  const amount = (n: number | null): string => (n === null ? '…' : String(n));
  const range = pay.min === pay.max ? amount(pay.min) : `${amount(pay.min)}–${amount(pay.max)}`;
  return `${range} ${pay.currency ?? '(no currency)'} per ${pay.period}`;
}

function formatEligibility(e: EligibilityParts): string {
  const said = e.anywhere || e.countries.length > 0 || e.regions.length > 0 || e.utcOffsets;
  return said ? eligibilityLabel(e) : 'no limit named';
}

// Words that only join or frame the places a string names.
const CONNECTIVES = new Set(['or', 'and', 'in', 'the', 'within', 'of', 'to', 'from', 'only', 'remote']);

/**
 * A string's wording with punctuation, separators, case, accents, word order and
 * connectives dropped: two strings with the same wording test the same thing.
 */
export function wordingOf(input: string): string {
  const words = input
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return [...new Set(words ?? [])]
    .filter((w) => !CONNECTIVES.has(w))
    .sort()
    .join(' ');
}

export type WorkSettingCase = Case<WorkSetting | null>;

/** The work setting each description sentence states, read by workSettingFromText. */
export function workSettingReport(
  cases: readonly WorkSettingCase[] = loadWorkSettingCases(),
): Score<WorkSetting | null> {
  return score(
    cases,
    (c) => workSettingFromText(c.input),
    (a, b) => a === b,
  );
}

export function loadWorkSettingCases(): WorkSettingCase[] {
  return loadCases<WorkSettingCase>('work-setting-strings.json');
}

/** The work-setting frozen group's one scoring. */
export function workSettingFrozenScore(): Fixture<WorkSettingCase>['frozenScore'] {
  return loadFixture<WorkSettingCase>('work-setting-strings.json').frozenScore;
}
