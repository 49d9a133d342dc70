import { describe, expect, it } from 'vitest';
import { FactGuardError, findViolations, guardDraft } from './fact-guard.js';

const RESUME = `Maria Garcia
maria@garcia.io | (512) 555-0199 | Denver, CO

EXPERIENCE
Marketing Manager, Brightwave LLC | Mar 2018 – Present
• Grew newsletter subscribers from 2,000 to 15,000 with HubSpot
• Managed a $50K quarterly ad budget across five channels

EDUCATION
B.A. in Communications, University of Colorado Boulder, 2014

SKILLS
HubSpot, SEO, Google Analytics`;

const kinds = (draft: string) => findViolations(draft, RESUME).map((v) => `${v.kind}:${v.value}`);

describe('the fact guard', () => {
  it('accepts a draft that only restates the resume, even reworded and reformatted', () => {
    const draft = RESUME.replace('Mar 2018 – Present', '03/2018 - present')
      .replace('Grew newsletter subscribers', 'Increased newsletter subscribers')
      .replace('five channels', '5 channels')
      .replace('$50K', '$50,000');
    expect(kinds(draft)).toEqual([]);
  });

  it.each([
    ['an employer', RESUME.replace('Brightwave LLC', 'Initech Inc'), 'employer:Initech'],
    ['a school', RESUME.replace('University of Colorado Boulder', 'Stanford University'), 'school:Stanford'],
    ['an upgraded degree', RESUME.replace('B.A. in Communications', 'Master of Communications'), 'degree:master'],
    ['an MBA', RESUME.replace('2014', '2014\nMBA, University of Colorado Boulder, 2016'), 'degree:mba'],
    ['a moved start date', RESUME.replace('Mar 2018', 'Jan 2017'), 'date:1/2017'],
    ['a month where the resume has a year only', RESUME.replace(', 2014', ', May 2014'), 'date:5/2014'],
    ['a bigger number', RESUME.replace('15,000', '25,000'), 'number:25000'],
    ['a number in words', RESUME.replace('with HubSpot', 'with HubSpot, doubling revenue'), 'number:2'],
    ['a percentage', RESUME.replace('with HubSpot', 'with HubSpot (40% open rate)'), 'number:40'],
    ['a skill', RESUME.replace('SEO, Google Analytics', 'SEO, Google Analytics, Salesforce'), 'skill:Salesforce'],
    ['an email', RESUME.replace('maria@garcia.io', 'maria@gmail.com'), 'contact:maria@gmail.com'],
    [
      'a seniority the title never had',
      RESUME.replace('Marketing Manager,', 'Senior Marketing Manager,'),
      'employer:Senior',
    ],
  ])('catches %s', (_label, draft, expected) => {
    expect(kinds(draft)).toContain(expected);
  });

  it('repairs a draft by taking out a bullet that adds facts, and keeps the rest', () => {
    const draft = RESUME.replace(
      'across five channels',
      'across five channels\n• Launched a TikTok campaign reaching 2M viewers',
    );
    const result = guardDraft(draft, RESUME, { repair: true });
    expect(result.removedLines).toBe(1);
    expect(result.text).not.toContain('TikTok');
    expect(result.text).toContain('Managed a $50K quarterly ad budget');
  });

  it('strikes an added skill from a skills line instead of dropping the line', () => {
    const draft = RESUME.replace('SEO, Google Analytics', 'Marketo, SEO, Google Analytics');
    const result = guardDraft(draft, RESUME, { repair: true });
    expect(result.text).toContain('HubSpot, SEO, Google Analytics');
    expect(result.text).not.toContain('Marketo');
  });

  it('rejects a draft whose entry headings add facts: they cannot be repaired', () => {
    const draft = RESUME.replace('Brightwave LLC', 'Initech Corp');
    expect(() => guardDraft(draft, RESUME, { repair: true })).toThrow(FactGuardError);
  });

  it('rejects a draft that would lose too much to repairs', () => {
    const draft = RESUME.replace(/• .*/g, (line) => `${line} at Google in 2011`);
    expect(() => guardDraft(draft, RESUME, { repair: true })).toThrow(FactGuardError);
  });

  it('without repair, any added fact rejects the draft', () => {
    expect(() => guardDraft(RESUME.replace('five', 'six'), RESUME, { repair: false })).toThrow(/1 number/);
  });

  it('names the kinds of facts it rejects a draft for and how many, never the facts themselves', () => {
    const draft = RESUME.replace('Brightwave LLC', 'Initech LLC').replace('maria@garcia.io', 'maria@initech.com');
    const error = captureError(() => guardDraft(draft, RESUME, { repair: false }));
    expect(error.message).toBe('the draft states facts the resume does not: 1 contact, 1 employer');
    expect(error.violations.map((v) => v.value)).toEqual(['maria@initech.com', 'Initech']);
  });
});

function captureError(run: () => unknown): FactGuardError {
  try {
    run();
  } catch (error) {
    if (error instanceof FactGuardError) return error;
    throw error;
  }
  throw new Error('no FactGuardError');
}

// Generous for a noisy machine; a check that scans a line again from each character is far slower.
const FAST_MS = 200;
const LONG = 50_000;

/** `unit` repeated to at least LONG characters. */
const fill = (unit: string) => unit.repeat(Math.ceil(LONG / unit.length));

function timed<T>(run: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}

describe('the fact guard on a 50,000-character line', () => {
  const lines: Array<[string, string]> = [
    ['one long word ending in "@"', `${fill('a')}@`],
    ['"@" before one long word', `@${fill('a')}`],
    ['"a@" over and over', fill('a@')],
    ['a long dotted word after "@"', `@ ${fill('a.')}`],
    ['a long hyphenated word after "@"', `@ ${fill('a-')}`],
    ['"+" between emails', fill('a@b.io+')],
    ['a run of spaces between a skill and one the resume lacks', `HubSpot${fill(' ')}Marketo`],
    [
      'thousands of made-up capitalized words',
      `Led ${Array.from({ length: LONG / 5 }, (_, i) => `Zq${i.toString(36)}`).join(' ')}`,
    ],
    ['thousands of skills', `Led ${fill('HubSpot ')}`],
    ['a date followed by spaces', `Mar 2018 -${fill(' ')}x`],
    ['a number followed by spaces', `5${fill(' ')}x`],
    ['a degree followed by spaces', `Master${fill(' ')}x`],
  ];

  it.each(lines)('finishes in well under a second for %s, in the draft or in the resume', (_label, line) => {
    expect(line.length).toBeGreaterThanOrEqual(LONG);
    for (const [draft, resume] of [
      [`SKILLS\n${line}`, RESUME],
      [`PROFESSIONAL SUMMARY\n${line}`, RESUME],
      [RESUME, `${RESUME}\n${line}`],
    ] as const) {
      const { ms } = timed(() => {
        try {
          guardDraft(draft, resume, { repair: true });
        } catch (error) {
          if (!(error instanceof FactGuardError)) throw error;
        }
      });
      expect(ms).toBeLessThan(FAST_MS);
    }
  });

  it('still catches a made-up email at the end of such a line', () => {
    const { result, ms } = timed(() => kinds(`${fill('a')} maria@gmail.com`));
    expect(result).toEqual(['contact:maria@gmail.com']);
    expect(ms).toBeLessThan(FAST_MS);
  });
});
