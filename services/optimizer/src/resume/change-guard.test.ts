import { describe, expect, it } from 'vitest';
import { countChanges } from '@highpay/contracts';
import { guardContext, reviewChange } from './change-guard.js';
import { localRewriter } from './local-rewriter.js';
import { parseSections } from './sections.js';
import { buildTrace, groupFormatting, guardTrace, renderTrace } from './trace.js';

const RESUME = `Dana Brooks
dana@brooks.dev | Reno, NV

EXPERIENCE
Operations Lead — Sierra Crest Fulfillment, Sparks NV
03/2019 – Present
- Helped with the annual inventory audit
- Team of 4 shift supervisors, 22 associates
- Cut costs by a quarter after re-slotting fast movers
- Rebuilt onboarding, which cut churn 18%
- Handled ~1.2k orders/day on Win 10 scanners
- Wrote dozens of SOPs for receiving & shipping

Director — Harbor Freight Partners
2015 – 2019
- Ran the Reno warehouse

EDUCATION
Coursework toward B.S. Supply Chain Management — University of Nevada (2012–2014)

CERTIFICATIONS
Forklift Cert. (2016)
TNCC (ENA), 2016
APICS CSCP — exam scheduled for 2027`;

const ctx = guardContext(RESUME);
const review = (section: string, before: string[], after: string[]) => reviewChange({ section, before, after }, ctx);

describe('the guard reads identity facts as structure', () => {
  it.each([
    [
      'a title taken from another line',
      'EXPERIENCE',
      ['Operations Lead — Sierra Crest Fulfillment, Sparks NV', '03/2019 – Present'],
      ['Operations Manager, Sierra Crest Fulfillment, Sparks, NV | Mar 2019 – Present'],
      'title',
    ],
    [
      'a title that gains a rank',
      'EXPERIENCE',
      ['Director — Harbor Freight Partners', '2015 – 2019'],
      ['Vice President & Director, Harbor Freight Partners | 2015 – 2019'],
      'title',
    ],
    [
      'a weak verb made a lead one',
      'EXPERIENCE',
      ['- Helped with the annual inventory audit'],
      ['• Led the annual inventory audit'],
      'scope',
    ],
    [
      'a team one was part of, now led',
      'EXPERIENCE',
      ['- Team of 4 shift supervisors, 22 associates'],
      ['• Led a team of 4 shift supervisors and 22 associates'],
      'scope',
    ],
    [
      'freelancers hired as needed made a team one manages',
      'EXPERIENCE',
      ['- Manage freelance writers as needed (3-4 per year)'],
      ['• Manage a team of 3-4 freelance writers'],
      'scope',
    ],
    [
      'a lead verb later in the line',
      'EXPERIENCE',
      ['- Schedule shifts for 22 associates'],
      ['• Schedule shifts and manage 22 associates'],
      'scope',
    ],
    [
      'a lead verb after a comma',
      'EXPERIENCE',
      ['- Schedule shifts for 22 associates'],
      ['• Schedule shifts for the warehouse, lead the 22 associates'],
      'scope',
    ],
    [
      'support made driving an effort, later in the line',
      'EXPERIENCE',
      ['- Supported the re-slotting rollout as shift trainer'],
      ['• Served as shift trainer and drove the re-slotting rollout'],
      'scope',
    ],
    [
      'help made being in charge',
      'EXPERIENCE',
      ['- Helped with the annual inventory audit'],
      ['• In charge of the annual inventory audit'],
      'scope',
    ],
    [
      '"management" as a modifier made "managed"',
      'EXPERIENCE',
      ['- Supported the management team with weekly reports'],
      ['• Managed the weekly reports'],
      'scope',
    ],
    [
      'coursework toward a degree made the degree',
      'EDUCATION',
      ['Coursework toward B.S. Supply Chain Management — University of Nevada (2012–2014)'],
      ['B.S. Supply Chain Management, University of Nevada | 2012 – 2014'],
      'title',
    ],
    [
      'a scheduled exam made the certification',
      'CERTIFICATIONS',
      ['APICS CSCP — exam scheduled for 2027'],
      ['APICS CSCP (2027)'],
      'title',
    ],
    [
      '"a quarter" made 25%',
      'EXPERIENCE',
      ['- Cut costs by a quarter after re-slotting fast movers'],
      ['• Cut costs 25% by re-slotting fast movers'],
      'number',
    ],
    [
      '"dozens" made 40',
      'EXPERIENCE',
      ['- Wrote dozens of SOPs for receiving & shipping'],
      ['• Wrote 40 SOPs for receiving and shipping'],
      'number',
    ],
    [
      'a changed start date',
      'EXPERIENCE',
      ['Director — Harbor Freight Partners', '2015 – 2019'],
      ['Director, Harbor Freight Partners | 2014 – 2019'],
      'dates',
    ],
  ])('withdraws %s', (_label, section, before, after, kind) => {
    expect(review(section, before, after)?.kind).toBe(kind);
  });

  it.each([
    [
      'the result put first',
      ['- Rebuilt onboarding, which cut churn 18%'],
      ['• Cut churn by 18% by rebuilding onboarding'],
    ],
    [
      'figures and names written out: 1.2k as 1,200, Win 10 as Windows 10, & as and',
      ['- Handled ~1.2k orders/day on Win 10 scanners'],
      ['• Handled approximately 1,200 orders per day on Windows 10 scanners'],
    ],
    [
      'a heading and its dates on one line, 03/2019 as Mar 2019',
      ['Operations Lead — Sierra Crest Fulfillment, Sparks NV', '03/2019 – Present'],
      ['Operations Lead, Sierra Crest Fulfillment, Sparks, NV | Mar 2019 – Present'],
    ],
    ['"Cert." as "Certificate"', ['Forklift Cert. (2016)'], ['Forklift Certificate (2016)']],

    [
      'acronyms written out: "TNCC (ENA)" as "Trauma Nursing Core Course (TNCC), Emergency Nurses Association"',
      ['TNCC (ENA), 2016'],
      ['Trauma Nursing Core Course (TNCC), Emergency Nurses Association, 2016'],
    ],
    [
      'a state written out',
      ['Operations Lead — Sierra Crest Fulfillment, Sparks NV', '03/2019 – Present'],
      ['Operations Lead, Sierra Crest Fulfillment, Sparks, Nevada | Mar 2019 – Present'],
    ],
    [
      "an employer's legal form left out",
      ['Director — Harbor Freight Partners, LLC', '2015 – 2019'],
      ['Director, Harbor Freight Partners | 2015 – 2019'],
    ],
    [
      'a degree written out: B.S. as Bachelor of Science',
      ['B.S. Supply Chain Management — University of Nevada, 2014'],
      ['Bachelor of Science in Supply Chain Management, University of Nevada | 2014'],
    ],
    ['a label of heading words left out', ['Training: Forklift Cert. (2016)'], ['Forklift Certificate (2016)']],
    [
      'a qualifier added, which says less',
      ['B.S. Supply Chain Management — University of Nevada, 2014'],
      ['B.S. Supply Chain Management coursework, University of Nevada | 2014'],
    ],
    [
      '"~" as "approximately"',
      ['Forklift Cert. (2016), ~22 hrs'],
      ['Forklift Certificate (2016), approximately 22 hours'],
    ],
    [
      'the noun of a lead verb made the verb',
      ['- Night audit oversight; carrier mgmt'],
      ['• Oversee night audit and manage carriers'],
    ],
    [
      '"drove" a result, not an effort',
      ['- Rebuilt onboarding, which cut churn 18%'],
      ['• Drove churn down 18% by rebuilding onboarding'],
    ],
    [
      'a team lead named as a noun made the verb',
      ['- Team lead for 4 shift supervisors'],
      ['• Lead a team of 4 shift supervisors'],
    ],
    [
      'the role a line opens with made its verb',
      ['- PM on the Reno warehouse re-slotting, 22 associates'],
      ['• Manage the Reno warehouse re-slotting with 22 associates'],
    ],
    [
      'one bullet split in two, every fact kept',
      ['- Team of 4 shift supervisors, 22 associates'],
      ['• Worked in a team of 4 shift supervisors', '• Worked alongside 22 associates'],
    ],
  ])('keeps %s', (_label, before, after) => {
    const section = /^(?:Forklift|B\.S\.|TNCC)/.test(before[0]!) ? 'CERTIFICATIONS' : 'EXPERIENCE';
    expect(review(section, before, after)).toBeUndefined();
  });

  it('keeps names written out from their abbreviations, "2x" as "twice" and "→" as "then"', () => {
    const lines = {
      cert: 'CPR/BLS – American Heart Assn, lic. #H-4471, renewed 01/2026',
      role: 'Youth Advocate (part-time), Running Rebels Community Org. 2017–2019',
      unit: 'US Air Force — Crew Chief, 22nd Aircraft Maintenance Sqn, 2011 – 2015',
      bullet: '- Deployed 2x (Al Udeid AB, 2013 & 2014)',
      dom: '- Assisted DOM with the FAA surveillance audit',
      pm: '- Assist PM w/ budget tracking',
      arrow: 'Kennel Attendant → Vet Assistant, Larimer Paws Clinic 2019–2022',
    };
    const own = guardContext(`${RESUME}\n${Object.values(lines).join('\n')}`);
    const keep = (section: string, before: string, after: string) =>
      expect(reviewChange({ section, before: [before], after: [after] }, own)).toBeUndefined();
    keep('CERTIFICATIONS', lines.cert, 'CPR/BLS, American Heart Association, License #H-4471, renewed Jan 2026');
    keep('EXPERIENCE', lines.role, 'Youth Advocate (part-time), Running Rebels Community Organization | 2017 – 2019');
    keep('EXPERIENCE', lines.unit, 'Crew Chief, US Air Force, 22nd Aircraft Maintenance Squadron | 2011 – 2015');
    keep('EXPERIENCE', lines.bullet, '• Deployed twice to Al Udeid AB (2013 and 2014)');
    keep('EXPERIENCE', lines.arrow, 'Kennel Attendant, then Veterinary Assistant, Larimer Paws Clinic | 2019 – 2022');
    // An acronym written out gives no rank: "DOM" is the Director of Maintenance, "PM" the project manager.
    keep('EXPERIENCE', lines.dom, '• Assisted the Director of Maintenance with the FAA surveillance audit');
    keep('EXPERIENCE', lines.pm, '• Assist the project manager with budget tracking');
    expect(
      reviewChange(
        { section: 'EXPERIENCE', before: [lines.pm], after: ['• Assist the senior manager with budget tracking'] },
        own,
      )?.kind,
    ).toBe('title');
  });

  it('keeps years listed one by one written as their range, and only as that range', () => {
    const line = 'Seasonal Mechanic, Maritime Helicopters, Homer AK — summers 2016, 2017, 2018';
    const own = guardContext(`${RESUME}\n${line}\nRetired 2019`);
    const review = (after: string) => reviewChange({ section: 'EXPERIENCE', before: [line], after: [after] }, own);
    expect(review('Seasonal Mechanic, Maritime Helicopters, Homer, AK | Summers 2016 – 2018')).toBeUndefined();
    expect(review('Seasonal Mechanic, Maritime Helicopters, Homer, AK | Summers 2016 – 2019')?.kind).toBe('dates');
  });

  it('keeps a summary that gives a title as the resume writes it, "of" and all', () => {
    const resume = RESUME.replace(
      'Director — Harbor Freight Partners',
      'Director of Operations, Harbor Freight Partners',
    );
    const summary = 'Director of Operations at Harbor Freight Partners who ran the Reno warehouse.';
    expect(
      reviewChange({ section: 'PROFESSIONAL SUMMARY', before: [], after: [summary] }, guardContext(resume)),
    ).toBeUndefined();
    const upgraded = 'Director of Sales at Harbor Freight Partners who ran the Reno warehouse.';
    expect(
      reviewChange({ section: 'PROFESSIONAL SUMMARY', before: [], after: [upgraded] }, guardContext(resume))?.kind,
    ).toBe('title');
  });

  it('withdraws a summary that opens with a title in lower case the resume does not give, not a rank word as a modifier', () => {
    const review = (sentence: string) =>
      reviewChange({ section: 'PROFESSIONAL SUMMARY', before: [], after: [sentence] }, ctx);
    expect(review('Warehouse operations manager and forklift-certified lead at Sierra Crest Fulfillment.')?.kind).toBe(
      'title',
    );
    expect(review('Former staff operations lead at Sierra Crest Fulfillment.')).toBeUndefined();
    expect(review('Operations lead at Sierra Crest Fulfillment who supports the warehouse manager.')).toBeUndefined();
  });

  it('keeps a summary sentence that states the part of an exam the resume gives as passed, not the part to come', () => {
    const resume = RESUME.replace(
      'APICS CSCP — exam scheduled for 2027',
      'CPA Exam: passed AUD and FAR; REG scheduled for 2027',
    );
    const review = (sentence: string) =>
      reviewChange({ section: 'PROFESSIONAL SUMMARY', before: [], after: [sentence] }, guardContext(resume));
    expect(review('Has passed the AUD and FAR sections of the CPA Exam.')).toBeUndefined();
    expect(review('Has passed the AUD, FAR and REG sections of the CPA Exam.')?.kind).toBe('credential');
    expect(review('Has passed the CPA Exam.')?.kind).toBe('credential');
  });

  it('withdraws a summary sentence naming a held degree and, by its acronym, an exam still to sit', () => {
    const resume = `Hannah Lind
hannah@lind.dev

Objective: Credentialed vet tech role after I sit the VTNE.

EXPERIENCE
Veterinary Assistant, Poudre Valley Animal Emergency | Jun 2022 – Present
- Place IV catheters under supervision

EDUCATION & CREDENTIALS
A.A.S. Veterinary Technology, Front Range Community College, May 2026
VTNE — scheduled for Jan 2027`;
    const review = (sentence: string) =>
      reviewChange({ section: 'PROFESSIONAL SUMMARY', before: [], after: [sentence] }, guardContext(resume));
    expect(review('Holds an A.A.S. in Veterinary Technology (May 2026) and a passed VTNE.')?.kind).toBe('credential');
    expect(review('Holds an A.A.S. in Veterinary Technology (May 2026), VTNE scheduled for Jan 2027.')).toBeUndefined();
  });

  it('withdraws a summary sentence that states a credential the resume gives as in progress, and keeps the rest', () => {
    const model = parseSections(RESUME);
    const trace = guardTrace(
      buildTrace(model, () => [], {
        keywords: [],
        summary: {
          line: 'Operations Lead at Sierra Crest Fulfillment. Holds a B.S. in Supply Chain Management from the University of Nevada.',
          reason: 'Added a summary',
        },
      }),
      RESUME,
    );
    const text = renderTrace(trace);
    expect(text).toContain('Operations Lead at Sierra Crest Fulfillment.');
    expect(text).not.toContain('Holds a B.S.');
    expect(trace.withdrawn?.map((w) => w.kind)).toEqual(['credential']);
  });
});

describe('a credential line written another way, with the same value', () => {
  const lines = ['OSHA 40-hr HAZWOPER; 8-hr refresher', 'Peakline initial training (7 wks), Feb 2025'];
  const gis = 'Graduate certificate in GIS — coursework toward, 2 of 4 courses done';
  const own = guardContext(`CERTIFICATIONS\n${[...lines, gis].join('\n')}`);
  const review = (before: string, after: string[]) =>
    reviewChange({ section: 'CERTIFICATIONS', before: [before], after }, own);

  it('keeps "hr" and "wks" written out', () => {
    expect(review(lines[0]!, ['OSHA 40-hour HAZWOPER with 8-hour refresher'])).toBeUndefined();
    expect(review(lines[1]!, ['Peakline Initial Training (7 weeks), Feb 2025'])).toBeUndefined();
  });

  it('keeps one qualifier for another and "done" as "completed"', () => {
    expect(
      review(gis, ['Graduate Certificate in GIS (coursework in progress)', '• 2 of 4 courses completed']),
    ).toBeUndefined();
  });

  it('still withdraws the certificate stated with its qualifier dropped, or a number changed', () => {
    expect(review(gis, ['Graduate Certificate in GIS', '• 2 of 4 courses completed'])).toBeDefined();
    expect(review(lines[0]!, ['OSHA 40-hour HAZWOPER with 24-hour refresher'])?.kind).toBe('number');
  });
});

describe('a promotion written with an arrow', () => {
  const before = [
    'Logistics Coordinator → Logistics Supervisor, Gulf Meridian',
    'Coordinator 2012–2017; Supervisor 2017–2022',
  ];
  const own = guardContext(`EXPERIENCE\n${before.join('\n')}\n- Ran dispatch`);
  const review = (after: string[]) => reviewChange({ section: 'EXPERIENCE', before, after }, own);

  it('may become one heading per role', () => {
    expect(
      review([
        'Logistics Supervisor, Gulf Meridian | 2017 – 2022',
        'Logistics Coordinator, Gulf Meridian | 2012 – 2017',
      ]),
    ).toBeUndefined();
  });

  it('still gives the earlier role no later title and drops no role', () => {
    expect(
      review([
        'Logistics Supervisor, Gulf Meridian | 2017 – 2022',
        'Logistics Supervisor, Gulf Meridian | 2012 – 2017',
      ]),
    ).toBeDefined();
    expect(
      review(['Logistics Supervisor, Gulf Meridian | 2017 – 2022', 'Logistics, Gulf Meridian | 2012 – 2017']),
    ).toBeDefined();
  });
});

describe("a credential heading's date moved to a line of its own", () => {
  const before = ['M.B.A. (part-time), Carlson School — in progress, expected 2027'];
  const own = guardContext(`EDUCATION\n${before[0]}`);
  const review = (after: string[]) => reviewChange({ section: 'EDUCATION', before, after }, own);

  it('keeps every date and the qualifier on the heading', () => {
    expect(review(['M.B.A. (part-time), Carlson School, in progress', '• Expected 2027'])).toBeUndefined();
  });

  it('withdraws the heading that drops its qualifier or moves the date', () => {
    expect(review(['M.B.A. (part-time), Carlson School', '• Expected 2027'])).toBeDefined();
    expect(review(['M.B.A. (part-time), Carlson School, in progress', '• Expected 2026'])?.kind).toBe('dates');
  });
});

describe('a degree line written with its abbreviation and its status', () => {
  const lines = [
    'Associate of Applied Science, Graphic Design — Portland Community College, 2018',
    'Bachelor of Applied Science, Cloud Computing — Pierce Valley College, in progress (exp. 2028)',
  ];
  const own = guardContext(`EDUCATION\n${lines.join('\n')}`);
  const review = (before: string, after: string) =>
    reviewChange({ section: 'EDUCATION', before: [before], after: [after] }, own);

  it('keeps "A.A.S." for "Associate of Applied Science" and "In Progress, Expected 2028"', () => {
    expect(review(lines[0]!, 'A.A.S. Graphic Design, Portland Community College | 2018')).toBeUndefined();
    expect(
      review(
        lines[1]!,
        'Bachelor of Applied Science, Cloud Computing, Pierce Valley College | In Progress, Expected 2028',
      ),
    ).toBeUndefined();
  });

  it('still withdraws another degree or another school', () => {
    expect(review(lines[0]!, 'B.S. Graphic Design, Portland Community College | 2018')).toBeDefined();
    expect(
      review(
        lines[1]!,
        'Bachelor of Applied Science, Cloud Computing, Pierce Valley State University | In Progress, Expected 2028',
      ),
    ).toBeDefined();
  });
});

describe('a role heading that adds what the resume states elsewhere', () => {
  const own = guardContext(`Aarav K.
Pittsburgh, PA — aarav@k.dev

EXPERIENCE
City of Cedar Bluff, Community Development Dept.
Planner I, Jan 2024 – present
- Review permits
Planning Technician, Jun 2022 – Dec 2023
- GIS mapping

Software Engineer, Tessellate Analytics, Pittsburgh
2019 – 2021
- Python ETL jobs`);
  const review = (before: string[], after: string) =>
    reviewChange({ section: 'EXPERIENCE', before, after: [after] }, own);
  const tessellate = ['Software Engineer, Tessellate Analytics, Pittsburgh', '2019 – 2021'];

  it('adds the state of the city\'s other line, and the department of a group heading ending in "Dept."', () => {
    expect(review(tessellate, 'Software Engineer, Tessellate Analytics, Pittsburgh, PA | 2019 – 2021')).toBeUndefined();
    expect(
      review(
        ['Planning Technician, Jun 2022 – Dec 2023'],
        'Planning Technician, City of Cedar Bluff Community Development Department | Jun 2022 – Dec 2023',
      ),
    ).toBeUndefined();
  });

  it('adds no state the resume never gives that city, nor another department', () => {
    expect(review(tessellate, 'Software Engineer, Tessellate Analytics, Pittsburgh, OH | 2019 – 2021')).toBeDefined();
    expect(
      review(
        ['Planning Technician, Jun 2022 – Dec 2023'],
        'Planning Technician, City of Cedar Bluff Public Works | Jun 2022 – Dec 2023',
      ),
    ).toBeDefined();
  });
});

describe('a number given as an identifier', () => {
  const before = ['CA RN License #95xxxx'];
  const own = guardContext(`LICENSES\n${before[0]}`);
  const review = (after: string) => reviewChange({ section: 'LICENSES', before, after: [after] }, own);

  it('stays, masked as the resume masks it', () => {
    expect(review('California RN License #95xxxx')).toBeUndefined();
    expect(review('California RN License')?.kind).toBe('lost-fact');
  });
});

describe('a lead verb the resume line states itself', () => {
  const lines = [
    '- ETL: oversee front end & guest service; team of 38',
    '- part of a 4-person team; I own the calendar',
  ];
  const own = guardContext(`EXPERIENCE\nStore Lead, Target | 2019 – 2022\n${lines.join('\n')}`);
  const review = (before: string, after: string) =>
    reviewChange({ section: 'EXPERIENCE', before: [before], after: [after] }, own);

  it('may lead the rewrite, after a label or "I" as well', () => {
    expect(review(lines[0]!, '• Oversee the front end and guest service with a team of 38')).toBeUndefined();
    expect(review(lines[1]!, '• Own the calendar as part of a 4-person team')).toBeUndefined();
  });

  it('never vouches for leading the team the line was part of', () => {
    expect(review(lines[1]!, '• Led a 4-person team and its calendar')?.kind).toBe('scope');
  });
});

describe('formatting applied to many lines is one change per kind', () => {
  it('writes dates one way as one change, reviewable as one, and counts it apart from the rewrites', () => {
    const text =
      'Ana Ruiz\n\nEXPERIENCE\nAnalyst, Acme — 01/2020 - 03/2022\n• Built reports\nClerk, Initech — 06/2018 - 12/2019\n• Helped with filing';
    const trace = groupFormatting(guardTrace(buildTrace(parseSections(text), localRewriter, { keywords: [] }), text));
    const dates = trace.changes.filter((c) => c.kind === 'dates');
    expect(dates).toHaveLength(1);
    expect(dates[0]!.reason).toBe('Wrote dates one way, 2 lines');
    expect(dates[0]!.parts).toHaveLength(2);
    expect(countChanges(trace.changes)).toEqual({ rewrites: 1, formatting: 1 });
    const out = renderTrace(trace);
    expect(out).toContain('Analyst, Acme — Jan 2020 – Mar 2022\n• Built reports\nClerk, Initech — Jun 2018 – Dec 2019');
    // Rejected, both lines come back as the resume wrote them, each in its place.
    expect(renderTrace(trace, new Set([dates[0]!.id]))).toContain(
      'Analyst, Acme — 01/2020 - 03/2022\n• Built reports\nClerk, Initech — 06/2018 - 12/2019',
    );
  });
});

describe("a heading's parenthetical detail", () => {
  const resume = 'EXPERIENCE\nLine Cook, Olympia House (seasonal, wood-fired) 2017 – 2020\n- Worked the grill';
  const ctx = guardContext(resume);
  const change = {
    section: 'EXPERIENCE',
    before: ['Line Cook, Olympia House (seasonal, wood-fired) 2017 – 2020'],
    after: ['Line Cook, Olympia House | 2017 – 2020'],
  };
  it('may be left out of the rebuilt heading, or kept whole', () => {
    expect(reviewChange(change, ctx)).toBeUndefined();
    expect(
      reviewChange({ ...change, after: ['Line Cook, Olympia House (Seasonal, Wood-Fired) | 2017 – 2020'] }, ctx),
    ).toBeUndefined();
  });
  it('is withdrawn when the heading states it only in part, as another name', () => {
    const staffed = {
      section: 'EXPERIENCE',
      before: ['Environmental Tech (contract via Kestrel Staffing), Bayou Refining Co. Mar 2019 – Jun 2021'],
      after: ['Environmental Technician, Kestrel Environmental, Bayou Refining Co. | Mar 2019 – Jun 2021'],
    };
    const own = guardContext(`EXPERIENCE\n${staffed.before[0]}\n- Sampled stacks`);
    expect(reviewChange(staffed, own)?.kind).toBe('title');
    const faithful = {
      ...staffed,
      after: ['Environmental Technician (contract through Kestrel Staffing), Bayou Refining Co. | Mar 2019 – Jun 2021'],
    };
    expect(reviewChange(faithful, own)).toBeUndefined();
  });
  it('keeps a rank in parentheses with the heading', () => {
    const ranked = { ...change, before: ['Line Cook, Olympia House (Lead, grill) 2017 – 2020'] };
    expect(reviewChange(ranked, ctx)?.kind).toBe('title');
  });
});

describe('a heading that names its employer as the entry above', () => {
  const resume =
    'EXPERIENCE\nSous Chef — Ember & Alder (120 covers/night, wood-fired) May 2022 – Present\n- Run the line\n\nJr. Sous Chef, same restaurant     Aug 2020 – Apr 2022\n- Ran the pass';
  it('may be written with that employer, and no other', () => {
    const before = ['Jr. Sous Chef, same restaurant     Aug 2020 – Apr 2022'];
    const change = (after: string) => ({ section: 'EXPERIENCE', before, after: [after] });
    expect(reviewChange(change('Junior Sous Chef, Ember & Alder | Aug 2020 – Apr 2022'), guardContext(resume))).toBe(
      undefined,
    );
    expect(
      reviewChange(change('Junior Sous Chef, Olympia House | Aug 2020 – Apr 2022'), guardContext(resume)),
    ).toBeDefined();
  });
  it("lets a heading's figure go with its parenthetical, and holds one outside it", () => {
    const change = {
      section: 'EXPERIENCE',
      before: ['Sous Chef — Ember & Alder (120 covers/night, wood-fired) May 2022 – Present'],
      after: ['Sous Chef, Ember & Alder | May 2022 – Present'],
    };
    expect(reviewChange(change, guardContext(resume))).toBeUndefined();
    const counted = { ...change, before: ['Sous Chef — Ember & Alder, 120 covers/night, May 2022 – Present'] };
    expect(reviewChange(counted, guardContext(resume))).toBeDefined();
  });
});

describe('military ranks, "U.S." and "FT" written out', () => {
  const resume =
    'EXPERIENCE\nUS Army — 68W Combat Medic, SGT (E-5), 2012–2017\n- Ran the aid station\n\nAssistant Manager (part-time → FT), Old Navy, 2016 - 2019\n- Floor sets';
  const ctx = guardContext(resume);
  const medic = (after: string) => ({
    section: 'EXPERIENCE',
    before: ['US Army — 68W Combat Medic, SGT (E-5), 2012–2017'],
    after: [after],
  });
  it('keeps the rank and the country written out, and no higher rank', () => {
    expect(reviewChange(medic('68W Combat Medic, Sergeant (E-5), U.S. Army | 2012 – 2017'), ctx)).toBeUndefined();
    expect(reviewChange(medic('68W Combat Medic, Staff Sergeant (E-6), U.S. Army | 2012 – 2017'), ctx)).toBeDefined();
  });
  it('keeps "FT" written as "Full-Time"', () => {
    const change = {
      section: 'EXPERIENCE',
      before: ['Assistant Manager (part-time → FT), Old Navy, 2016 - 2019'],
      after: ['Assistant Manager (Part-Time to Full-Time), Old Navy | 2016 – 2019'],
    };
    expect(reviewChange(change, ctx)).toBeUndefined();
  });
});

describe('a summary naming an unheld credential among held ones', () => {
  const resume =
    'LICENSES\nIdaho Real Estate Salesperson License SP51xxx (2020)\nAssociate Broker course — in progress, exam not scheduled yet\nABR® designation (2022), e-PRO® (2023)';
  const summary = (after: string) =>
    reviewChange({ section: 'PROFESSIONAL SUMMARY', before: [], after: [after] }, guardContext(resume));
  it('is withdrawn by the words only that credential has', () => {
    expect(
      summary('Agent who holds the ABR® and e-PRO® designations and an Idaho Associate Broker license.')?.kind,
    ).toBe('credential');
    expect(
      summary('Agent who holds the ABR® and e-PRO® designations and an Idaho Salesperson license.'),
    ).toBeUndefined();
  });
});

describe('a summary calling a role "acting"', () => {
  const resume = (line: string) =>
    `EXPERIENCE\nExecutive Team Leader, Target | Mar 2022 – Present\n- Backup to Store Director for weekly P&L review\n- ${line}`;
  const summary = (text: string, r: string) =>
    reviewChange({ section: 'PROFESSIONAL SUMMARY', before: [], after: [text] }, guardContext(r));
  const text = 'Retail leader with weekly P&L review, serving as acting Store Director at Target.';
  it('is withdrawn unless the resume says the role was held in acting', () => {
    expect(summary(text, resume('Ran the Drive Up program'))?.kind).toBe('title');
    expect(summary(text, resume('Acting Store Director during the 2023 vacancy'))).toBeUndefined();
  });
});

describe('the employer a role stands under, with its sibling roles', () => {
  const resume = `EXPERIENCE
Alamo Heights Federal Credit Union
Assistant Branch Manager (Operations), 01/2022 - present
- Oversee vault & ATM cash
Head Teller, 03/2019 - 12/2021
- Balanced teller drawers

Keller Williams Realty Boise — REALTOR®     2020 – Present
Team Lead (The Moreau Group, 3 agents)     Jan 2024 – Present

Store Manager, Osterhaus Ace     2015 – 2019
- Ran the store
Cashier, Fred Meyer     2012 – 2015
- Ran a register`;
  const ctx = guardContext(resume);
  const heading = (before: string, after: string) =>
    reviewChange({ section: 'EXPERIENCE', before: [before], after: [after] }, ctx);

  it('may be written into the heading of each role under it', () => {
    expect(
      heading(
        'Head Teller, 03/2019 - 12/2021',
        'Head Teller, Alamo Heights Federal Credit Union | Mar 2019 – Dec 2021',
      ),
    ).toBeUndefined();
  });

  it('includes a heading right above whose dates span the role', () => {
    expect(
      heading(
        'Team Lead (The Moreau Group, 3 agents) Jan 2024 – Present',
        'Team Lead, The Moreau Group (3 Agents), Keller Williams Realty Boise | Jan 2024 – Present',
      ),
    ).toBeUndefined();
  });

  it("is never a sibling role's title or employer", () => {
    expect(
      heading(
        'Head Teller, 03/2019 - 12/2021',
        'Assistant Branch Manager, Alamo Heights Federal Credit Union | Mar 2019 – Dec 2021',
      )?.kind,
    ).toBe('title');
    expect(heading('Cashier, Fred Meyer 2012 – 2015', 'Cashier, Osterhaus Ace | 2012 – 2015')?.kind).toBe('employer');
  });

  describe('on its own line right above the role', () => {
    const own = guardContext(`EXPERIENCE
Brightline Staffing (contract, placed at Solara Networks), San Diego
Executive Assistant (contract) | 2014–2017
- Supported 2 SVPs

EDUCATION
M.S. Mechanical Engineering — Old Dominion University — coursework completed
B.S. Mechanical Engineering — Old Dominion University, 2016`);
    const review = (section: string, before: string, after: string) =>
      reviewChange({ section, before: [before], after: [after] }, own);

    it('may be written into the heading when another change rewrites that line', () => {
      expect(
        review(
          'EXPERIENCE',
          'Executive Assistant (contract) | 2014–2017',
          'Executive Assistant (Contract), Brightline Staffing, San Diego | 2014 – 2017',
        ),
      ).toBeUndefined();
    });

    it('never lends the client in its parenthetical as the employer', () => {
      expect(
        review(
          'EXPERIENCE',
          'Executive Assistant (contract) | 2014–2017',
          'Executive Assistant (Contract), Solara Networks | 2014 – 2017',
        )?.reason,
      ).toMatch(/solara/);
    });

    it('is never a credential line lending its degree to the one below', () => {
      expect(
        review(
          'EDUCATION',
          'B.S. Mechanical Engineering — Old Dominion University, 2016',
          'M.S. Mechanical Engineering, Old Dominion University | 2016',
        ),
      ).toBeDefined();
    });
  });
});

describe('a heading rebuilt from the lines of its entry', () => {
  const title =
    'Liability Adjuster II, Canyon State Risk Services (TPA) - clients incl. Harrow Regional Transit, Sonoran Freight Lines';
  const ctx = guardContext(`EXPERIENCE\n${title}\nJan 2020 - present\n- Handled 140 files`);
  it('holds each line of them to the heading rules: a client made the employer is withdrawn', () => {
    const change = (after: string) => ({
      section: 'EXPERIENCE',
      before: [title, 'Jan 2020 - present'],
      after: [after],
    });
    expect(reviewChange(change('Liability Adjuster II, Harrow Regional Transit | Jan 2020 – Present'), ctx)?.kind).toBe(
      'title',
    );
  });
});

describe('a summary, held to what the resume states as held and as a percentage', () => {
  const resume = `EXPERIENCE
HVAC Technician, Badger State Mechanical 2019 – Present
- Chiller PMs on 40+ sites

CERTIFICATIONS
OSHA 30
Qualified Environmental Professional (QEP) — eligible, exam registered for spring 2027`;
  const summary = (sentence: string) =>
    reviewChange({ section: 'PROFESSIONAL SUMMARY', before: [], after: [sentence] }, guardContext(resume));
  it('withdraws a percentage the resume never states as one, whatever figure it has', () => {
    expect(summary('HVAC technician on 40+ sites, cutting callbacks by 30%.')?.kind).toBe('number');
    expect(summary('HVAC technician on 40+ sites with OSHA 30.')).toBeUndefined();
  });
  it('reads a year before "to 71%" as a year, and a falling range as no range', () => {
    const ctx = guardContext('EXPERIENCE\nMath Teacher 2019 – Present\n- EOC pass rate: 54% (2021) → 71% (2023)');
    const line = (after: string) => reviewChange({ section: 'PROFESSIONAL SUMMARY', before: [], after: [after] }, ctx);
    expect(line('Pass rate rose from 54% in 2021 to 71% in 2023.')).toBeUndefined();
    expect(line('Pass rate rose from 54% in 2021 to 75% in 2023.')?.kind).toBe('number');
  });
  it('withdraws a scheduled credential named as held, though the sentence pursues something else', () => {
    expect(summary('QEP-credentialed technician pursuing an environmental role.')?.kind).toBe('credential');
    expect(summary('Technician pursuing the QEP, exam registered for spring 2027.')).toBeUndefined();
  });
});

describe('a weak verb whose object the rewrite makes its own verb', () => {
  const change = (before: string, after: string) => review('EXPERIENCE', [before], [after]);
  it('withdraws "assisted with a launch" written as "launched" and "helped with the audit" as "audited"', () => {
    expect(
      change('- Assisted w/ the store newsletter launch (2019)', '• Launched the store newsletter (2019)')?.kind,
    ).toBe('scope');
    expect(change('- Helped with the annual inventory audit', '• Audited the annual inventory')?.kind).toBe('scope');
  });
  it('withdraws the action a weak verb governs made the lead verb ("assisted with building" as "built")', () => {
    expect(
      change('- Assisted with building the clinic intake workflow', '• Built the clinic intake workflow')?.kind,
    ).toBe('scope');
    expect(
      change('- Worked on revising the cold-weather checklist', '• Revised the cold-weather checklist')?.kind,
    ).toBe('scope');
    expect(change('- Helped updating the diet handouts', '• Updated the diet handouts')?.kind).toBe('scope');
    expect(
      change('- Assisted with building the clinic intake workflow', '• Helped build the clinic intake workflow'),
    ).toBeUndefined();
  });
  it('keeps the help, and a verb the line states itself', () => {
    expect(
      change(
        '- Assisted w/ the store newsletter launch (2019)',
        '• Supported the launch of the store newsletter (2019)',
      ),
    ).toBeUndefined();
    expect(
      change('- Supported the night crew; trained 3 new hires', '• Trained 3 new hires for the night crew'),
    ).toBeUndefined();
  });
});

describe('a team the line was part of', () => {
  const change = (after: string) =>
    review('EXPERIENCE', ['- Cut pick errors by re-slotting fast movers (part of the audit team w/ Reno DC)'], [after]);
  it('is withdrawn when the rewrite makes one its leader or head', () => {
    expect(change('• Cut pick errors by re-slotting fast movers as leader of the audit team with Reno DC')?.kind).toBe(
      'scope',
    );
    expect(change('• Cut pick errors by re-slotting fast movers as head of the audit team with Reno DC')?.kind).toBe(
      'scope',
    );
  });
  it('is kept as a member of it', () => {
    expect(
      change('• Cut pick errors by re-slotting fast movers as part of the audit team with Reno DC'),
    ).toBeUndefined();
    expect(
      change('• Cut pick errors by re-slotting fast movers as a member of the audit team with Reno DC'),
    ).toBeUndefined();
  });
});

describe('a summary naming a degree the resume says one is finishing', () => {
  const resume = `Tess Alder
tess@alder.dev

Summary
Billing specialist, four years in A/R follow-up. CPC certified, finishing my AAS in Health Information Technology.

EDUCATION
A.A.S. Health Information Technology — Delta Community College, 2027`;
  const summary = (after: string) =>
    reviewChange({ section: 'PROFESSIONAL SUMMARY', before: [], after: [after] }, guardContext(resume));
  it('is withdrawn when it says the degree is held', () => {
    expect(summary('Billing specialist who holds an A.A.S. in Health Information Technology.')?.kind).toBe(
      'credential',
    );
  });
  it('is kept when it says the degree is being finished or completed', () => {
    expect(summary('Billing specialist finishing an A.A.S. in Health Information Technology.')).toBeUndefined();
    expect(summary('Billing specialist completing an A.A.S. in Health Information Technology.')).toBeUndefined();
  });
});

describe('credential lines and part-time headings written another way', () => {
  const resume = `Rae Moss
rae@moss.dev

EXPERIENCE
Lifeguard (PT), City of Clovis Aquatics 2017-2019
- Work A/R 90+ days for TennCare MCOs
- Plan 20 exec offsites a year

EDUCATION
A.A.S. Surveying Technology — Front Range Community College, in progress (42 of 64 cr.), exp. Spring 2027
FS exam — planning to sit after AAS
ALA CPLA program — 3 of 5 courses done
Event Planning Certificate, Metro Community College Continuing Ed, 2022
Every Child Ready to Read 2nd ed. (state workshop, 2023)
Forklift Cert. (2016)`;
  const ctx = guardContext(resume);
  const review = (section: string, before: string, after: string[]) =>
    reviewChange({ section, before: [before], after }, ctx);
  it.each([
    [
      'EXPERIENCE',
      'Lifeguard (PT), City of Clovis Aquatics 2017-2019',
      ['Lifeguard (part-time), City of Clovis Aquatics | 2017 – 2019'],
    ],
    [
      'EXPERIENCE',
      '- Work A/R 90+ days for TennCare MCOs',
      ['• Work A/R aged 90+ days for TennCare managed care organizations (MCOs)'],
    ],
    ['EXPERIENCE', '- Plan 20 exec offsites a year', ['• Plan 20 executive offsites a year']],
    [
      'EDUCATION',
      'A.A.S. Surveying Technology — Front Range Community College, in progress (42 of 64 cr.), exp. Spring 2027',
      [
        'A.A.S. Surveying Technology, Front Range Community College | Expected Spring 2027',
        '• In progress: 42 of 64 credits completed',
      ],
    ],
    [
      'EDUCATION',
      'FS exam — planning to sit after AAS',
      ['FS exam: planning to sit after completing the A.A.S. degree'],
    ],
    ['EDUCATION', 'ALA CPLA program — 3 of 5 courses done', ['ALA CPLA program: 3 of 5 courses completed']],
    [
      'EDUCATION',
      'Event Planning Certificate, Metro Community College Continuing Ed, 2022',
      ['Event Planning Certificate, Metro Community College Continuing Education, 2022'],
    ],
    [
      'EDUCATION',
      'Every Child Ready to Read 2nd ed. (state workshop, 2023)',
      ['Every Child Ready to Read, 2nd edition (state workshop, 2023)'],
    ],
  ])('keeps %s "%s" written out', (section, before, after) => {
    expect(review(section, before, after)).toBeUndefined();
  });
  it('still withdraws another role, a lead verb, a certificate made a degree or the qualifier dropped', () => {
    expect(
      review('EXPERIENCE', 'Lifeguard (PT), City of Clovis Aquatics 2017-2019', [
        'Lifeguard (full-time), City of Clovis Aquatics | 2017 – 2019',
      ]),
    ).toBeDefined();
    expect(
      review('EXPERIENCE', '- Work A/R 90+ days for TennCare MCOs', ['• Managed A/R 90+ days for TennCare MCOs'])?.kind,
    ).toBe('scope');
    expect(review('EDUCATION', 'Forklift Cert. (2016)', ['Forklift degree (2016)'])).toBeDefined();
    expect(
      review('EDUCATION', 'FS exam — planning to sit after AAS', ['FS exam, passed after the A.A.S. degree']),
    ).toBeDefined();
  });
});

describe('a line written another way by a strong model, with the same value', () => {
  const review = (section: string, before: string | string[], after: string[], resume?: string) => {
    const lines = Array.isArray(before) ? before : [before];
    return reviewChange({ section, before: lines, after }, guardContext(resume ?? `${section}\n${lines.join('\n')}`));
  };

  it('keeps a heading whose dates leave their months out, not one whose years move', () => {
    const before = 'Installer, Blue Ridge Mechanical          Apr 2017 – Jun 2019';
    expect(review('EXPERIENCE', before, ['Installer, Blue Ridge Mechanical | 2017 – 2019'])).toBeUndefined();
    expect(review('EXPERIENCE', before, ['Installer, Blue Ridge Mechanical | 2016 – 2019'])?.kind).toBe('dates');
  });

  it.each([
    [
      'CERTIFICATIONS',
      'ACLS, PALS, PHTLS (current)',
      'ACLS, PALS and Prehospital Trauma Life Support (PHTLS), current',
    ],
    ['CERTIFICATIONS', 'SOLIDWORKS CSWA (2016)', 'Certified SOLIDWORKS Associate (CSWA), 2016'],
    ['CERTIFICATIONS', 'CRC - AAPC (2019)', 'Certified Risk Adjustment Coder (CRC), AAPC, 2019'],
    ['CERTIFICATIONS', 'ABR® designation (2022)', "Accredited Buyer's Representative (ABR®) designation, 2022"],
    ['CERTIFICATIONS', 'ICAR I-CAR Non-Structural Technician, 2017', 'I-CAR Non-Structural Technician, 2017'],
  ])('keeps %s "%s" with its acronym written out', (section, before, after) => {
    expect(review(section, before, [after])).toBeUndefined();
  });

  it('still withdraws a name the acronym does not spell, or one it spells only with words left out and no brackets', () => {
    expect(
      review('CERTIFICATIONS', 'CRC - AAPC (2019)', ['Certified Professional Coder (CRC), AAPC, 2019']),
    ).toBeDefined();
    expect(
      review('CERTIFICATIONS', 'CRC - AAPC (2019)', ['Certified Risk Adjustment Coder, AAPC, 2019']),
    ).toBeDefined();
  });

  it('keeps words written short written out, and the kind of school a school is', () => {
    expect(
      review('EXPERIENCE', 'Graduate Research Asst (part-time), ODU Dept. of Mech. Eng., Fall 2016 – Spring 2017', [
        'Graduate Research Assistant (Part-Time), ODU Department of Mechanical Engineering | Fall 2016 – Spring 2017',
      ]),
    ).toBeUndefined();
    expect(
      review('EDUCATION', 'BSN — Sac State RN-to-BSN program, 2019', [
        'BSN, Sacramento State RN-to-BSN Program | 2019',
      ]),
    ).toBeUndefined();
    expect(
      review('EDUCATION', 'B.B.A. Management — UNM Anderson, 2020', [
        'B.B.A. Management, UNM Anderson School of Management | 2020',
      ]),
    ).toBeUndefined();
  });

  it('still withdraws a school or a word the resume never wrote', () => {
    expect(
      review('EDUCATION', 'B.B.A. Management — UNM Anderson, 2020', ['B.B.A. Management, Harvard University | 2020']),
    ).toBeDefined();
    expect(
      review('EDUCATION', 'BSN — Sac State RN-to-BSN program, 2019', [
        'BSN, Sac Valley State RN-to-BSN Program | 2019',
      ]),
    ).toBeDefined();
  });

  it('keeps an acronym written out in lower case and one qualifier of a credential for another', () => {
    expect(
      review('PROJECTS', 'Home lab: Proxmox host, pfSense firewall, Windows Server 2022 DC, Wazuh SIEM', [
        'Home Lab',
        '• Built a home lab with a Proxmox host, pfSense firewall, Windows Server 2022 domain controller and Wazuh SIEM',
      ]),
    ).toBeUndefined();
    const culinary =
      'Culinary Arts A.A.S. — Portland Community College, coursework 2015-2016 (did not finish, 38 of 60 credits)';
    expect(
      review('EDUCATION', culinary, [
        'Culinary Arts A.A.S. Coursework, Portland Community College | 2015 – 2016',
        '• 38 of 60 credits completed',
      ]),
    ).toBeUndefined();
    // "Did not finish" states the degree as not held: dropped with no other qualifier, it is withdrawn.
    expect(
      review('EDUCATION', culinary, [
        'Culinary Arts A.A.S., Portland Community College | 2015 – 2016',
        '• 38 of 60 credits completed',
      ]),
    ).toBeDefined();
  });
});

describe('"manage" for a scope the line states as the person\'s own', () => {
  const review = (before: string, after: string) =>
    reviewChange({ section: 'EXPERIENCE', before: [before], after: [after] }, guardContext(`EXPERIENCE\n${before}`));

  it.each([
    [
      '- Territory of ~85 accounts; $4.2M book of business',
      '• Manage a territory of approximately 85 accounts and a $4.2M book of business',
    ],
    ['- Carry caseload of approx. 14 pts/day', '• Manage a caseload of approximately 14 patients per day'],
    [
      "- Run 2 field crews' schedules; QC all field data",
      '• Manage the schedules of 2 field crews and QC all field data',
    ],
  ])('keeps "%s" as "%s"', (before, after) => {
    expect(review(before, after)).toBeUndefined();
  });

  it('still withdraws "manage" for a hand lent, a team, or a line doing the work', () => {
    expect(
      review(
        '- Assisted with onboarding for new hires in 4 terminals',
        '• Managed onboarding for new hires in 4 terminals',
      )?.kind,
    ).toBe('scope');
    expect(
      review('- Team of 3 analysts; I review their monthly flash reports', '• Manage a team of 3 analysts')?.kind,
    ).toBe('scope');
    expect(review('- Work A/R 90+ days for TennCare MCOs', '• Managed A/R 90+ days for TennCare MCOs')?.kind).toBe(
      'scope',
    );
  });
});

describe("a rank word that is no rank of the person's", () => {
  const review = (before: string, after: string) =>
    reviewChange({ section: 'EXPERIENCE', before: [before], after: [after] }, guardContext(`EXPERIENCE\n${before}`));

  it('keeps someone else\'s title and "staff" as a verb', () => {
    expect(
      review(
        '- Bed flow w/ house sup; assignments for 6 RNs',
        '• Handle bed flow with the house supervisor and make assignments for 6 RNs',
      ),
    ).toBeUndefined();
    expect(
      review(
        '* Trauma bay & resus rooms; massive transfusion protocol',
        '• Staff the trauma bay and resuscitation rooms, including massive transfusion protocol',
      ),
    ).toBeUndefined();
  });

  it('still withdraws a rank given to the person', () => {
    expect(review('- Ran bed flow for the unit', '• Ran bed flow for the unit as shift supervisor')?.kind).toBe(
      'title',
    );
    expect(review('* Trauma bay & resus rooms', '• Staff nurse for the trauma bay and resuscitation rooms')?.kind).toBe(
      'title',
    );
  });
});

describe('a detail of a heading placed where a reply puts it', () => {
  const review = (section: string, before: string, after: string[], resume = `${section}\n${before}`) =>
    reviewChange({ section, before: [before], after }, guardContext(resume));

  it('keeps a month the heading names without its year, dated in the year its range ends', () => {
    const before = 'Journeyman Welder | Three Rivers Contractors | Pittsburgh PA | 2012 – 2026 (contract ended Oct)';
    const heading = 'Journeyman Welder, Three Rivers Contractors, Pittsburgh, PA | 2012 – 2026';
    expect(review('EXPERIENCE', before, [heading, '• Contract ended Oct 2026'])).toBeUndefined();
    expect(review('EXPERIENCE', before, [heading, '• Contract ended Nov 2026'])?.kind).toBe('dates');
  });

  it('keeps a promotion arrow written as a slash, each role kept', () => {
    const before = 'Scientist II -> Scientist III, Pellucid Therapeutics, Waltham MA, 2015 - 2020';
    expect(
      review('EXPERIENCE', before, ['Scientist II / Scientist III, Pellucid Therapeutics, Waltham, MA | 2015 – 2020']),
    ).toBeUndefined();
    expect(
      review('EXPERIENCE', before, ['Scientist III, Pellucid Therapeutics, Waltham, MA | 2015 – 2020']),
    ).toBeDefined();
  });

  it('keeps a summary naming a credential with its scheduled exam later in the sentence', () => {
    const resume = `SUMMARY\nEvent planner.\n\nCERTIFICATIONS\nCMP (Certified Meeting Professional) - application approved, exam scheduled Jan 2027`;
    const summary = (sentence: string) =>
      reviewChange({ section: 'SUMMARY', before: [], after: [sentence] }, guardContext(resume));
    expect(
      summary('Certified Meeting Professional (CMP) application approved, with the exam scheduled for Jan 2027.'),
    ).toBeUndefined();
    expect(summary('Certified Meeting Professional (CMP) planning corporate events.')?.kind).toBe('credential');
  });
});

describe('an arrow or a triangle opening a line of the resume', () => {
  const resume = `EXPERIENCE
Assistant Manager, Greystar — Tempe AZ | 2013 - 2017
→ Leasing, renewals, resident events; promoted to asst manager 2015
▸ Rent roll of 3 sites — audits, recerts
➜ Worked on the Yardi to RealPage conversion`;
  const review = (before: string, after: string) =>
    reviewChange({ section: 'EXPERIENCE', before: [before], after: [after] }, guardContext(resume));
  it('is a bullet: its rewrite as a bullet is kept', () => {
    expect(
      review(
        '→ Leasing, renewals, resident events; promoted to asst manager 2015',
        '• Handled leasing, renewals and resident events; promoted to assistant manager in 2015',
      ),
    ).toBeUndefined();
    expect(
      review(
        '▸ Rent roll of 3 sites — audits, recerts',
        '• Manage the rent roll of 3 sites, including audits and recertifications',
      ),
    ).toBeUndefined();
  });
  it('still lets no rewrite direct what the line only worked on', () => {
    expect(
      review('➜ Worked on the Yardi to RealPage conversion', '• Directed the Yardi to RealPage conversion')?.kind,
    ).toBe('scope');
  });
});

describe('a qualifier of a credential written another way', () => {
  const resume = `SUMMARY
Court interpreter, 9 years.

CERTIFICATIONS
State Certified Court Interpreter (CCI), 1st attempt 2016
ATA certification — in progress, MP ends Aug 2026 (written exam passed 2025)
Currently taking: NAJIT CMI (Certified Medical Interpreter) course, exam scheduled May 2027`;
  const ctx7 = guardContext(resume);
  const review = (section: string, before: string[], after: string[]) => reviewChange({ section, before, after }, ctx7);
  it('keeps "1st attempt" of a held credential as "passed on first attempt"', () => {
    expect(
      review(
        'CERTIFICATIONS',
        ['State Certified Court Interpreter (CCI), 1st attempt 2016'],
        ['State Certified Court Interpreter (CCI), passed on first attempt, 2016'],
      ),
    ).toBeUndefined();
  });
  it('keeps an acronym of the line written out in lower case ("MP" as "mentorship program")', () => {
    expect(
      review(
        'CERTIFICATIONS',
        ['ATA certification — in progress, MP ends Aug 2026 (written exam passed 2025)'],
        ['ATA certification, in progress; mentorship program ends Aug 2026 (written exam passed 2025)'],
      ),
    ).toBeUndefined();
  });
  it('reads "currently taking" a course as "in progress", and "is taking" it as not holding it', () => {
    expect(
      review(
        'CERTIFICATIONS',
        ['Currently taking: NAJIT CMI (Certified Medical Interpreter) course, exam scheduled May 2027'],
        ['NAJIT CMI (Certified Medical Interpreter) course, in progress', '• Exam scheduled May 2027'],
      ),
    ).toBeUndefined();
    expect(
      review(
        'SUMMARY',
        ['Court interpreter, 9 years.'],
        ['Court interpreter of 9 years who is taking the CMI course.'],
      ),
    ).toBeUndefined();
    expect(
      review('SUMMARY', ['Court interpreter, 9 years.'], ['Court interpreter of 9 years who holds the CMI.'])?.kind,
    ).toBe('credential');
  });
});

describe('a slashed abbreviation of a credential line written out', () => {
  const resume = 'CERTIFICATIONS\nPrivate Pilot (current); Marine VHF R/T licence';
  const review = (after: string[]) =>
    reviewChange(
      { section: 'CERTIFICATIONS', before: ['Private Pilot (current); Marine VHF R/T licence'], after },
      guardContext(resume),
    );
  it('keeps "R/T" as "Radiotelephone", the line split in two', () => {
    expect(review(['Private Pilot (current)', 'Marine VHF Radiotelephone licence'])).toBeUndefined();
  });
  it('withdraws a word the letters do not open', () => {
    expect(review(['Private Pilot (current)', 'Marine VHF Radar licence'])).toBeDefined();
  });
});
