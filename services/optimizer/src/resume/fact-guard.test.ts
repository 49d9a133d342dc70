import { describe, expect, it } from 'vitest';
import { guardContext, reviewChange } from './change-guard.js';
import { draftRewriter } from './draft-aligner.js';
import { findViolations } from './fact-guard.js';
import { parseSections } from './sections.js';
import { buildTrace, guardTrace, renderTrace } from './trace.js';
import { fill, LONG, LONG_LINES } from '../../test/support/long-lines.js';

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

const kindsOf = (violations: ReturnType<typeof findViolations>) => violations.map((v) => `${v.kind}:${v.value}`);
const kinds = (draft: string) => kindsOf(findViolations(draft, RESUME));

describe('the fact guard', () => {
  it('accepts a draft that only restates the resume, even reworded and reformatted', () => {
    const draft = RESUME.replace('Mar 2018 – Present', '03/2018 - present')
      .replace('Grew newsletter subscribers', 'Increased newsletter subscribers')
      .replace('five channels', '5 channels')
      .replace('$50K', '$50,000');
    expect(kinds(draft)).toEqual([]);
  });

  it.each([
    [
      '"Assoc. of Arts" as an associate degree',
      'Assoc. of Arts, General Studies, 2014',
      'Associate of Arts, General Studies, 2014',
    ],
    ['"HubSpot certified" as a HubSpot Certification', 'HubSpot certified', 'HubSpot Certification'],
  ])('reads %s', (_label, held, written) => {
    const resume = RESUME.replace('SKILLS', `${held}\n\nSKILLS`);
    // Names aside: the guard reads "Assoc." out as "Associate" (change-guard.ts).
    const kinds = findViolations(resume.replace(held, written), resume).map((v) => v.kind);
    expect(kinds.filter((k) => k !== 'employer')).toEqual([]);
  });

  it('reads a figure with its unit on it whole, grouped or not: "2000A" as "2,000A"', () => {
    const resume = RESUME.replace('with HubSpot', 'with HubSpot, panels up to 2000A');
    expect(findViolations(resume.replace('2000A', '2,000A'), resume)).toEqual([]);
  });

  it('reads an acronym of the resume written out as no new name, and a new name still as one', () => {
    const resume = RESUME.replace('SKILLS', 'CERTIFICATIONS\nBLS (AHA), 2014\n\nSKILLS');
    const written = resume.replace('BLS (AHA), 2014', 'Basic Life Support (BLS), American Heart Association, 2014');
    expect(findViolations(written, resume)).toEqual([]);
    const other = resume.replace('BLS (AHA), 2014', 'Basic Life Support (BLS), American Red Cross, 2014');
    expect(kindsOf(findViolations(other, resume))).toContain('employer:Red');
  });

  it('reads a short name as the tool it stands for: "Adobe CC" as Adobe Creative Cloud', () => {
    const resume = RESUME.replace('SEO, Google Analytics', 'SEO, Google Analytics, Adobe CC');
    const draft = resume.replace('Adobe CC', 'Adobe Creative Cloud');
    expect(findViolations(draft, resume)).toEqual([]);
  });

  it.each([
    ['an employer', RESUME.replace('Brightwave LLC', 'Initech Inc'), 'employer:Initech'],
    ['a school', RESUME.replace('University of Colorado Boulder', 'Stanford University'), 'school:Stanford'],
    ['an upgraded degree', RESUME.replace('B.A. in Communications', 'Master of Communications'), 'degree:master'],
    ['an MBA', RESUME.replace('2014', '2014\nMBA, University of Colorado Boulder, 2016'), 'degree:mba'],
    ['a moved start date', RESUME.replace('Mar 2018', 'Jan 2017'), 'date:1/2017'],
    ['a month where the resume has a year only', RESUME.replace(', 2014', ', May 2014'), 'date:5/2014'],
    ['a bigger number', RESUME.replace('15,000', '25,000'), 'number:25000'],
    ['a number in words', RESUME.replace('with HubSpot', 'with HubSpot, doubling revenue'), 'number:~2'],
    [
      'a figure with its unit on it',
      RESUME.replace('with HubSpot', 'with HubSpot, panels up to 2,500A'),
      'number:2500',
    ],
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

  /** A draft traced to the resume and held to the guard: the paid text and what was withdrawn. */
  const guarded = (draft: string) => {
    const trace = guardTrace(buildTrace(parseSections(RESUME), draftRewriter(draft), { keywords: [] }), RESUME);
    return { text: renderTrace(trace), withdrawn: trace.withdrawn ?? [] };
  };

  it('withdraws a bullet that adds facts, keeping the resume’s own line and the rest of the rewrite', () => {
    const draft = RESUME.replace('with HubSpot', 'with HubSpot, reaching 2M viewers on TikTok').replace(
      'Managed a $50K quarterly ad budget across five channels',
      'Managed a $50,000 quarterly ad budget across 5 channels',
    );
    const result = guarded(draft);
    expect(result.text).not.toContain('TikTok');
    expect(result.text).toContain('• Grew newsletter subscribers from 2,000 to 15,000 with HubSpot');
    expect(result.text).toContain('Managed a $50,000 quarterly ad budget across 5 channels');
    expect(result.withdrawn.map((w) => w.kind)).toEqual(['number']);
  });

  it('withdraws a heading with another employer instead of refusing the draft, with its reason', () => {
    const result = guarded(RESUME.replace('Brightwave LLC', 'Initech Corp'));
    expect(result.text).toContain('Marketing Manager, Brightwave LLC | Mar 2018 – Present');
    expect(result.text).not.toContain('Initech');
    expect(result.withdrawn[0]?.reason).toContain('Initech');
  });
});

// How long these take is measured by `npm run bench:fact-guard`; here, what the guard finds in them.
describe("a product's figure glued to its letters", () => {
  const resume =
    'EXPERIENCE\nIT Support Technician, Cascadia IT | 2023 – Present\n* Onboarding in AD & M365, Intune enrollment';
  const bullet = (after: string) =>
    reviewChange(
      { section: 'EXPERIENCE', before: ['* Onboarding in AD & M365, Intune enrollment'], after: [after] },
      guardContext(resume),
    );

  it('may be written apart, "M365" as "Microsoft 365"', () => {
    expect(bullet('• Handle onboarding in Active Directory and Microsoft 365, plus Intune enrollment')).toBeUndefined();
  });

  it('vouches for no figure of anything else', () => {
    expect(bullet('• Handle onboarding for 365 users in Active Directory, plus Intune enrollment')?.kind).toBe(
      'number',
    );
    expect(bullet('• Handle onboarding for 36 users in Microsoft 365, plus Intune enrollment')?.kind).toBe('number');
  });
});

describe('the fact guard on a 50,000-character line', () => {
  it.each(LONG_LINES.map((c) => [c.label, c] as const))(
    'finds exactly what %s states, in the draft, and nothing when the resume has it',
    (_label, { line, finds }) => {
      expect(line.length).toBeGreaterThanOrEqual(LONG);
      for (const draft of [`SKILLS\n${line}`, `PROFESSIONAL SUMMARY\n${line}`])
        expect([...new Set(kindsOf(findViolations(draft, RESUME)))]).toEqual(finds);
      expect(findViolations(RESUME, `${RESUME}\n${line}`)).toEqual([]);
    },
  );

  it('still catches a made-up email at the end of such a line', () => {
    expect(kinds(`${fill('a')} maria@gmail.com`)).toEqual(['contact:maria@gmail.com']);
  });
});

describe('a value of the resume written another way', () => {
  const facts = (resume: string, draft: string) => kindsOf(findViolations(draft, resume));

  it('reads "100s" as "hundreds" and "q4h" as "every 4 hours", and no other figure', () => {
    expect(facts('• Prepress & file prep; 100s of jobs per year', '• Prepress for hundreds of jobs a year')).toEqual(
      [],
    );
    expect(facts('• Prepress & file prep; 100s of jobs per year', '• Prepress for 300 jobs a year')).toEqual([
      'number:300',
    ]);
    expect(facts('• Fluid pump setup, TPRs q4h', '• Set up fluid pumps and take TPRs every 4 hours')).toEqual([]);
    expect(facts('• Fluid pump setup, TPRs q4h', '• Set up fluid pumps and take TPRs every 2 hours')).toEqual([
      'number:2',
    ]);
  });

  it('reads a word written short ("Mech. Eng.") written out as no new name, and no other word', () => {
    expect(facts('Research Aide, Mech. Eng. Lab', 'Research Aide, Mechanical Engineering Lab')).toEqual([]);
    expect(facts('Research Aide, Mech. Eng. Lab', 'Research Aide, Mech. Eng. Lab at Meridian')).toEqual([
      'name:Meridian',
    ]);
  });

  it("reads an acronym's name written out, letters from inside its words and all, and a school's kind", () => {
    expect(facts('ACLS, PALS, PHTLS (current)', 'Prehospital Trauma Life Support (PHTLS), current')).toEqual([]);
    expect(facts('B.B.A. Management, UNM Anderson', 'B.B.A. Management, UNM Anderson School of Management')).toEqual(
      [],
    );
    expect(facts('B.B.A. Management, UNM Anderson', 'B.B.A. Management, Harvard School of Management')).toEqual([
      'school:Harvard',
    ]);
  });
});

describe('a slashed abbreviation written out as one word', () => {
  const resume = 'CERTIFICATIONS\nMarine VHF R/T licence; A/C service cert (2019)';
  it('names nothing new ("R/T" as "Radiotelephone", "A/C" as "Airconditioning")', () => {
    expect(findViolations('Marine VHF Radiotelephone licence', resume)).toEqual([]);
    expect(findViolations('Airconditioning service cert (2019)', resume)).toEqual([]);
  });
  it('still flags a word the letters do not open', () => {
    expect(kindsOf(findViolations('Marine VHF Radar licence', resume))).toEqual(['name:Radar']);
  });
});
