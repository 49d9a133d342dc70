// How often the pay and remote-eligibility parsers read a collected string right, with
// the strings they missed. The tests hold both at 97 % or better; the bench prints them.
import { readFileSync } from 'node:fs';
import { parsePay, type ParsedPay } from '../normalize/pay.parser.js';
import { parseEligibilityText, type EligibilityParts } from '../normalize/remote-eligibility.parser.js';

export interface PayCase {
  input: string;
  expected: ParsedPay | null;
}

export interface EligibilityCase {
  input: string;
  expected: EligibilityParts;
}

export interface Miss<T> {
  input: string;
  expected: T;
  actual: T;
}

export interface Score<T> {
  total: number;
  correct: number;
  /** correct / total, 0 to 1. */
  accuracy: number;
  misses: Miss<T>[];
}

export interface AccuracyReport {
  pay: Score<ParsedPay | null>;
  eligibility: Score<EligibilityParts>;
}

const FIXTURES = new URL('../../test/fixtures/', import.meta.url);

export function loadPayCases(): PayCase[] {
  return (JSON.parse(readFileSync(new URL('pay-strings.json', FIXTURES), 'utf8')) as { cases: PayCase[] }).cases;
}

export function loadEligibilityCases(): EligibilityCase[] {
  const { cases } = JSON.parse(readFileSync(new URL('eligibility-strings.json', FIXTURES), 'utf8')) as {
    cases: EligibilityCase[];
  };
  return cases;
}

/** Both parsers over the collected strings (or the cases given). */
export function accuracyReport(
  cases: { pay?: readonly PayCase[]; eligibility?: readonly EligibilityCase[] } = {},
): AccuracyReport {
  return {
    pay: score(cases.pay ?? loadPayCases(), (c) => parsePay(c.input), samePay),
    eligibility: score(
      cases.eligibility ?? loadEligibilityCases(),
      (c) => parseEligibilityText(c.input),
      sameEligibility,
    ),
  };
}

function score<C extends { input: string; expected: T }, T>(
  cases: readonly C[],
  run: (c: C) => T,
  same: (a: T, b: T) => boolean,
): Score<T> {
  const misses: Miss<T>[] = [];
  for (const c of cases) {
    const actual = run(c);
    if (!same(actual, c.expected)) misses.push({ input: c.input, expected: c.expected, actual });
  }
  const total = cases.length;
  return { total, correct: total - misses.length, accuracy: total ? (total - misses.length) / total : 1, misses };
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

/** The report as lines for a terminal: the two figures, then each miss. */
export function formatAccuracyReport(report: AccuracyReport): string {
  const lines: string[] = [];
  for (const [name, s] of [
    ['pay', report.pay],
    ['remote eligibility', report.eligibility],
  ] as const) {
    lines.push(`${name}: ${s.correct}/${s.total} right (${(s.accuracy * 100).toFixed(1)} %)`);
    for (const m of s.misses) {
      lines.push(
        `  miss ${JSON.stringify(m.input)}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual)}`,
      );
    }
  }
  return lines.join('\n');
}
