import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderClaudeResume } from '../engines/anthropic.engine.js';
import { draftRewriter } from './draft-aligner.js';
import { localRewriter } from './local-rewriter.js';
import { parseSections, resumeLines } from './sections.js';
import { skillKey, splitSkillItems } from './skills-merge.js';
import { buildTrace, guardTrace, renderTrace, traceProblems, type Trace } from './trace.js';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}.txt`, import.meta.url), 'utf8');

function local(text: string, keywords: string[] = []): { trace: Trace; out: string } {
  const trace = guardTrace(buildTrace(parseSections(text), localRewriter, { keywords }), text);
  expect(trace.withdrawn).toEqual([]);
  return { trace, out: renderTrace(trace) };
}

/** A resume traced against a draft, guarded, and rendered. */
function viaDraft(text: string, draft: string): { trace: Trace; out: string } {
  const trace = guardTrace(buildTrace(parseSections(text), draftRewriter(draft), { keywords: [] }), text);
  return { trace, out: renderTrace(trace) };
}

/** The output's sections as heading → lines. */
function sectionsOf(out: string): Array<{ heading: string; kind: string; lines: string[] }> {
  const m = parseSections(out);
  return m.sections.map((s) => ({
    heading: s.headingLine === null ? '' : m.lines[s.headingLine]!,
    kind: s.kind,
    lines: s.lines.map((i) => m.lines[i]!),
  }));
}

function skillItems(out: string): string[] {
  const skills = sectionsOf(out).filter((s) => s.kind === 'skills');
  expect(skills).toHaveLength(1);
  return skills[0]!.lines.flatMap((l) => splitSkillItems(l.replace(/^[A-Za-z &/-]{1,40}:\s*/, '')));
}

/** Every input line is in the output, or is a `before` line of a change whose `after` is. */
function expectNothingDropped(text: string, trace: Trace, out: string) {
  const outLines = new Set(out.split('\n'));
  const rewritten = new Set(trace.changes.flatMap((c) => c.before));
  for (const line of resumeLines(text).filter(Boolean)) {
    expect(outLines.has(line) || rewritten.has(line), `input line kept or rewritten: ${line}`).toBe(true);
  }
  expect(traceProblems(trace, resumeLines(text))).toEqual([]);
}

describe('the section model keeps every section of the resume under its own heading', () => {
  it("keeps a data scientist's Teaching and Publications sections out of SKILLS, and Python once", () => {
    const text = fixture('data-scientist');
    const { trace, out } = local(text, ['PyTorch', 'Spark']);
    const headings = sectionsOf(out).map((s) => s.heading);
    expect(headings).toEqual([
      '',
      'PROFESSIONAL SUMMARY',
      'SKILLS',
      'EXPERIENCE',
      'Teaching and community',
      'Publications (selected)',
      'EDUCATION',
    ]);
    const skills = skillItems(out);
    expect(skills.join(' | ')).not.toMatch(/Teaching|Publications|Okafor|41\(3\)|cohorts/);
    expect(skills.filter((s) => skillKey(s) === 'python')).toEqual(['Python (pandas, scikit-learn, PyTorch)']);
    expect(out).toContain('Vasquez-Lund, M. and Okafor, T. (2021). Hierarchical demand forecasting at scale.');
    expectNothingDropped(text, trace, out);
  });

  it("keeps a nurse's PROFESSIONAL ACTIVITIES as a section, not as skills", () => {
    const text = fixture('nurse');
    const { trace, out } = local(text);
    const activities = sectionsOf(out).find((s) => s.heading === 'PROFESSIONAL ACTIVITIES');
    expect(activities?.lines).toEqual([
      'Member, American Association of Critical-Care Nurses (AACN), since 2016',
      'Volunteer nurse, Chicago Free Clinic, monthly Saturday shifts',
    ]);
    expect(skillItems(out).join(' | ')).not.toMatch(/PROFESSIONAL ACTIVITIES|Member|Volunteer/);
    expectNothingDropped(text, trace, out);
  });

  it('gives a UX designer one skills section with Figma and Sketch once, and Languages apart', () => {
    const text = fixture('ux-designer');
    const { trace, out } = local(text, ['Figma']);
    const skills = skillItems(out);
    expect(skills.filter((s) => s === 'Figma')).toHaveLength(1);
    expect(skills.filter((s) => s === 'Sketch')).toHaveLength(1);
    expect(skills).toContain('Miro');
    expect(skills).toContain('Jira');
    expect(sectionsOf(out).find((s) => /^Languages/.test(s.heading))?.lines).toEqual([
      'German (native), English (fluent), Swedish (conversational)',
    ]);
    expectNothingDropped(text, trace, out);
  });

  it('counts "Python" and "Python (pandas, …)" as one skill and says which it kept', () => {
    const text =
      'Ana Ruiz\nana@example.com\n\nSKILLS\nPython, SQL, Python (pandas, NumPy), R\n\nEXPERIENCE\nAnalyst, Acme | 2019 – 2021\n';
    const { trace, out } = local(text);
    expect(skillItems(out)).toEqual(['Python (pandas, NumPy)', 'SQL', 'R']);
    expect(trace.changes.find((c) => c.section === 'SKILLS')?.reason).toContain(
      'Listed "Python (pandas, NumPy)" once instead of also as "Python"',
    );
  });

  it('reads headings in capitals, with colons and in title case', () => {
    const text =
      'Lea Roth\nlea@example.com\n\nBOARD SERVICE\nTreasurer, Open Books e.V., 2020 – 2023\n\nVolunteering:\nTutor, Lernhaus Berlin\n\nProfessional Activities\nReviewer, CHI 2023\n\nSkills\nFigma, Miro\n';
    const headings = sectionsOf(local(text).out).map((s) => s.heading);
    expect(headings).toEqual(['', 'BOARD SERVICE', 'Volunteering:', 'Professional Activities', 'SKILLS']);
  });

  it('reads "Languages: …" after a blank line under skills as its own section, right under them as a group', () => {
    const apart = parseSections('Skills\nSEO, GA4, WordPress\n\nLanguages: English, Arabic (native)\n');
    expect(apart.sections.map((s) => s.kind)).toEqual(['contact', 'skills', 'other']);
    const grouped = parseSections('Skills\nSEO, GA4, WordPress\nLanguages: English, Arabic (native)\n');
    expect(grouped.sections.map((s) => s.kind)).toEqual(['contact', 'skills']);
  });
});

describe('every change is traced and can be undone', () => {
  it('gives each change its input lines, its output lines and a specific reason', () => {
    const text = fixture('data-scientist');
    const { trace } = local(text, ['Spark']);
    const verb = trace.changes.find((c) => c.before[0]?.includes('Responsible for building'));
    expect(verb).toMatchObject({
      section: 'EXPERIENCE',
      before: ['- Responsible for building the demand forecasting model used by 14 regional teams'],
      after: ['• Built the demand forecasting model used by 14 regional teams'],
    });
    expect(verb!.reason).toContain('Led with the verb "Built" instead of "Responsible for"');
    const skills = trace.changes.find((c) => c.section === 'SKILLS')!;
    expect(skills.reason).toMatch(
      /Moved "Spark" to the front: the job asks for it and line \d+ of your resume shows it/,
    );
    expect(skills.keywords).toContain('Spark');
    expect(trace.changes.map((c) => c.id)).toEqual(trace.changes.map((_, i) => `c${i + 1}`));
  });

  it('puts the input lines of rejected changes back, and only those', () => {
    const text = fixture('nurse');
    const { trace } = local(text);
    const [first, second] = trace.changes;
    const reviewed = renderTrace(trace, new Set([first!.id]));
    for (const l of first!.before) expect(reviewed).toContain(l);
    for (const l of first!.after) expect(reviewed).not.toContain(l);
    for (const l of second!.after) expect(reviewed).toContain(l);
    expect(renderTrace(trace, new Set(trace.changes.map((c) => c.id)))).toBe(
      `${resumeLines(text)
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')}\n`,
    );
  });
});

/** An honest Claude reply for the data scientist's resume, in the tool's structure. */
function claudeReply() {
  return {
    contact: ['Marisol Vasquez-Lund', 'marisol.vl@example.com', '+1 415 555 0142', 'San Francisco, CA'],
    summary: 'Data scientist with 6 years of experience building forecasting and ranking models.',
    skills: [{ items: ['Python', 'SQL', 'Spark', 'Airflow'] }],
    experience: [
      {
        heading: 'Senior Data Scientist, Lumen Analytics | 03/2020 – Present',
        bullets: [
          'Built the demand forecasting model used by 14 regional teams',
          'Cut model training time by 38% by moving feature jobs to Spark',
        ],
      },
      {
        heading: 'Data Analyst, Brightwater Bank | 2016 – 2020',
        bullets: ['Built churn dashboards in Tableau for 3 product lines'],
      },
    ],
    projects: [],
    education: [{ heading: 'M.S. Statistics, University of Washington, 2016', bullets: [] }],
    certifications: [],
    other: [
      {
        heading: 'Teaching and community',
        lines: [
          'Mentor, Data Science Bootcamp, 4 cohorts of about 20 people',
          'Organizer, PyData Oakland meetup (2019 – 2022)',
        ],
      },
      {
        heading: 'Publications (selected)',
        lines: [
          'Vasquez-Lund, M. and Okafor, T. (2021). Hierarchical demand forecasting at scale. Journal of Forecasting, 41(3), 210–228.',
        ],
      },
    ],
  };
}
type Reply = ReturnType<typeof claudeReply>;

function viaClaude(reply: Reply) {
  const text = fixture('data-scientist');
  const draft = renderClaudeResume({ ...reply, projects: reply.projects, certifications: reply.certifications });
  const trace = guardTrace(buildTrace(parseSections(text), draftRewriter(draft), { keywords: ['Spark'] }), text);
  return { text, trace, out: renderTrace(trace), withdrawn: trace.withdrawn?.length ?? 0 };
}

describe('a Claude reply that drops, merges, reorders, duplicates or invents is repaired', () => {
  const expectSound = ({ text, trace, out }: ReturnType<typeof viaClaude>) => {
    expect(sectionsOf(out).map((s) => s.heading)).toEqual([
      '',
      'PROFESSIONAL SUMMARY',
      'SKILLS',
      'EXPERIENCE',
      'Teaching and community',
      'Publications (selected)',
      'EDUCATION',
    ]);
    expect(skillItems(out).join(' | ')).not.toMatch(/Teaching|Publications|Okafor|Mentor|cohorts/);
    expectNothingDropped(text, trace, out);
  };

  it('takes an honest reply line by line', () => {
    const result = viaClaude(claudeReply());
    expectSound(result);
    expect(result.out).toContain('• Built churn dashboards in Tableau for 3 product lines');
    expect(
      result.trace.changes.find((c) => c.after.includes('• Built churn dashboards in Tableau for 3 product lines'))
        ?.before,
    ).toEqual(['- Worked on churn dashboards in Tableau for 3 product lines']);
  });

  it('puts back sections the reply dropped', () => {
    const reply = claudeReply();
    reply.other = [];
    expectSound(viaClaude(reply));
  });

  it('keeps sections the reply merged into skills out of skills', () => {
    const reply = claudeReply();
    reply.skills[0]!.items.push(
      'Teaching and community',
      'Mentor, Data Science Bootcamp',
      'Publications (selected)',
      'Okafor, 41(3), 210–228',
    );
    reply.other = [];
    expectSound(viaClaude(reply));
  });

  it('keeps the resume order when the reply reorders sections, and one skills section when it sends two', () => {
    const reply = claudeReply();
    reply.other.reverse();
    reply.skills.push({ label: 'Skills', items: ['Python', 'Spark'] } as never);
    expectSound(viaClaude(reply));
  });

  it('withdraws a bullet that invents a fact, keeping the line as the resume has it', () => {
    const reply = claudeReply();
    reply.experience[1]!.bullets[0] = 'Built churn dashboards in Tableau and Looker for 3 product lines, saving $2M';
    const result = viaClaude(reply);
    expectSound(result);
    expect(result.withdrawn).toBe(1);
    expect(result.out).not.toMatch(/Looker|\$2M/);
    expect(result.out).toContain('- Worked on churn dashboards in Tableau for 3 product lines');
  });
});

describe('a line the reply moved to another section is traced to the line it came from', () => {
  const text = `Jo Lane
jo@lane.dev

Work
UX Designer — Cascade Payments
Feb 2022 – Present
- Ran 20+ usability sessions per quarter w/ PM & research

Certifications
Google UX Design Certificate, 2019

Education
B.F.A. Graphic Design, Cornish College of the Arts, 2017`;

  const run = (draft: string) => viaDraft(text, draft);

  it('takes the rewrites of a "Work" section that the reply wrote under EXPERIENCE', () => {
    const { trace, out } = run(
      'Jo Lane\n\nEXPERIENCE\nUX Designer, Cascade Payments | Feb 2022 – Present\n• Ran 20+ usability sessions per quarter with PM and research',
    );
    expect(out).toContain('UX Designer, Cascade Payments | Feb 2022 – Present');
    expect(out).toContain('• Ran 20+ usability sessions per quarter with PM and research');
    expect(trace.withdrawn).toEqual([]);
    expectNothingDropped(text, trace, out);
  });

  describe('roles under an Objective line, with no Experience heading', () => {
    const resume = `Greg Lind
greg@lind.dev

Objective: PMO analyst position in financial services.

Northstar Mutual — Minneapolis, MN
Business Analyst | 2019-2022
• Requirements & UAT for claims system enhancements

Education
B.A. Economics — University of Minnesota Duluth — 2017`;
    const runRoles = (draft: string) => viaDraft(resume, draft);

    it("takes the reply's EXPERIENCE rewrites of them", () => {
      const { trace, out } = runRoles(
        'Greg Lind\n\nEXPERIENCE\nBusiness Analyst, Northstar Mutual, Minneapolis, MN | 2019 – 2022\n• Gathered requirements and ran UAT for claims system enhancements',
      );
      expect(out).toContain('• Gathered requirements and ran UAT for claims system enhancements');
      expect(trace.withdrawn).toEqual([]);
      expectNothingDropped(resume, trace, out);
    });

    it('still withdraws a rewrite of them that gains rank', () => {
      const { trace, out } = runRoles(
        'Greg Lind\n\nEXPERIENCE\nSenior Business Analyst, Northstar Mutual, Minneapolis, MN | 2019 – 2022\n• Requirements and UAT for claims system enhancements',
      );
      expect(out).not.toContain('Senior');
      expect(out).toContain('Business Analyst | 2019-2022');
      expect(trace.withdrawn?.map((w) => w.kind)).toContain('title');
    });
  });

  it("takes a certificate the reply moved into EDUCATION, in the resume's own section", () => {
    const { trace, out } = run(
      'Jo Lane\n\nEDUCATION\nB.F.A. Graphic Design, Cornish College of the Arts | 2017\nGoogle UX Design Certificate | 2019',
    );
    expect(out).toContain('Google UX Design Certificate | 2019');
    expect(sectionsOf(out).find((s) => s.heading === 'CERTIFICATIONS')?.lines).toEqual([
      'Google UX Design Certificate | 2019',
    ]);
    expect(trace.withdrawn).toEqual([]);
  });

  const entry = `Kim Reyes
kim@reyes.dev

EXPERIENCE
Lab Scientist
North Lakes Medical Center — 2019–2024
- Maintain QC records for 12 analyzers
- Coordinated CAP inspection prep
- Prepared monthly QC summaries for 12 analyzers

Lab Assistant (phlebotomy)
Hennepin Valley Clinic — 2013–2015
- Drew 40+ patients per shift`;
  const runEntry = (draft: string) => viaDraft(entry, draft);

  it('holds a heading to its employer when the employer and dates sit on the line below the title', () => {
    const { trace, out } = runEntry(
      'Kim Reyes\n\nEXPERIENCE\nLab Assistant (phlebotomy), North Lakes Medical Center | 2013 – 2015\n• Drew 40+ patients per shift',
    );
    expect(out).not.toContain('Lab Assistant (phlebotomy), North Lakes Medical Center');
    expect(out).toContain('Lab Assistant (phlebotomy)\nHennepin Valley Clinic — 2013–2015');
    expect(trace.withdrawn?.map((w) => w.kind)).toEqual(['employer']);
  });

  it('traces a heading to the entry of its dates when two roles share an employer line', () => {
    const text = `Kevin Tran
kevin@tran.dev

EXPERIENCE
Shift Supervisor
Sooner Wireless, Tulsa OK
June 2021 to present
* Supervise 14 agents

Care Rep
Sooner Wireless, Tulsa OK
Jan 2019 - May 2021
* Top 10% QA scores`;
    const draft =
      'Kevin Tran\n\nEXPERIENCE\nShift Supervisor, Sooner Wireless, Tulsa, OK | Jun 2021 – Present\n• Supervise 14 agents\n\nCare Rep, Sooner Wireless, Tulsa, OK | Jan 2019 – May 2021\n• Top 10% QA scores';
    const { trace, out } = viaDraft(text, draft);
    expect(trace.withdrawn).toEqual([]);
    expect(
      trace.changes.find((c) => c.after.includes('Care Rep, Sooner Wireless, Tulsa, OK | Jan 2019 – May 2021'))?.before,
    ).toEqual(['Care Rep', 'Sooner Wireless, Tulsa OK', 'Jan 2019 - May 2021']);
    expectNothingDropped(text, trace, out);
  });

  it('takes a short title line two lines above the dates into the heading that joins them', () => {
    const text = `Tom Nguyen
tom@nguyen.dev

EXPERIENCE
SOC Analyst II
Alamo Cyber Defense (MSSP)
Feb 2023 – Present
- Wrote 14 KQL analytics rules

SOC Analyst I
Alamo Cyber Defense
Aug 2021 – Jan 2023
- Triaged alerts in ServiceNow`;
    const draft =
      'Tom Nguyen\n\nEXPERIENCE\nSOC Analyst II, Alamo Cyber Defense (MSSP) | Feb 2023 – Present\n• Wrote 14 KQL analytics rules\n\nSOC Analyst I, Alamo Cyber Defense | Aug 2021 – Jan 2023\n• Triaged alerts in ServiceNow';
    const { trace, out } = viaDraft(text, draft);
    expect(out).toContain('SOC Analyst I, Alamo Cyber Defense | Aug 2021 – Jan 2023');
    expect(trace.withdrawn).toEqual([]);
    expectNothingDropped(text, trace, out);
  });

  it('takes two bullets of one entry joined into one, with a line between them', () => {
    const { trace, out } = runEntry(
      'Kim Reyes\n\nEXPERIENCE\nLab Scientist, North Lakes Medical Center | 2019 – 2024\n• Maintain QC records for 12 analyzers and prepare monthly QC summaries\n• Coordinated CAP inspection prep',
    );
    expect(out).toContain('• Maintain QC records for 12 analyzers and prepare monthly QC summaries');
    const merged = '• Maintain QC records for 12 analyzers and prepare monthly QC summaries';
    expect(trace.changes.find((c) => c.after.includes(merged))?.before).toEqual([
      '- Maintain QC records for 12 analyzers',
      '- Prepared monthly QC summaries for 12 analyzers',
    ]);
    expect(trace.withdrawn).toEqual([]);
    expectNothingDropped(entry, trace, out);
  });
});

describe('a volunteer or awards line written under the skills list', () => {
  const text = `Sam Ortiz
sam@ortiz.dev

Experience
Field Technician — Basin Water Co.
2019 – Present
- Read 400 meters a week

Skills
SCADA, GIS, Excel
Volunteer: Little League scorekeeper (2021–present); food bank driver
Awards: Basin Water Rookie of the Year 2020`;

  it('is a section of its own, not a group of skills', () => {
    const m = parseSections(text);
    expect(m.sections.map((s) => s.heading)).toEqual(expect.arrayContaining(['Volunteer', 'Awards']));
  });
  it('is traced to the lines the reply moved to a section of that name, and shown once', () => {
    const { trace, out } = viaDraft(
      text,
      'Sam Ortiz\n\nEXPERIENCE\nField Technician, Basin Water Co. | 2019 – Present\n• Read 400 meters a week\n\nSKILLS\nSCADA, GIS, Excel\n\nVolunteer\nLittle League scorekeeper (2021 – Present)\nFood bank driver\n\nAwards\nBasin Water Rookie of the Year, 2020',
    );
    expect(trace.withdrawn).toEqual([]);
    expect(out).toContain('Little League scorekeeper (2021 – Present)\nFood bank driver');
    expect(out).toContain('Basin Water Rookie of the Year, 2020');
    expect(out.match(/scorekeeper/g)).toHaveLength(1);
    expect(out.match(/Rookie/g)).toHaveLength(1);
    expectNothingDropped(text, trace, out);
  });
});

describe('a line the reply split in two is traced whole', () => {
  const text = `Meg Albright
meg@albright.dev

EXPERIENCE
Dental Hygienist, Treasure Valley Dental | 2021 – Present
- Place sealants & fluoride varnish; take FMX and pano on Planmeca
- Member of office OSHA committee`;

  it('takes both halves, the second written out, as one change of the line', () => {
    const draft =
      'Meg Albright\n\nEXPERIENCE\nDental Hygienist, Treasure Valley Dental | 2021 – Present\n• Place sealants and fluoride varnish\n• Take full-mouth series (FMX) and panoramic X-rays on Planmeca\n• Serve on the office OSHA committee';
    const { trace, out } = viaDraft(text, draft);
    expect(trace.changes.find((c) => c.kind === 'split')?.after).toEqual([
      '• Place sealants and fluoride varnish',
      '• Take full-mouth series (FMX) and panoramic X-rays on Planmeca',
    ]);
    expect(trace.withdrawn).toEqual([]);
    expectNothingDropped(text, trace, out);
  });
});

describe('the line of an inline heading is content the reply may rewrite', () => {
  const text = `Ana Ruiz
ana@ruiz.dev

Objective: Grade 3-5 classroom teacher position

EXPERIENCE
3rd Grade Teacher, Brushy Creek Elementary | Aug 2020 – Present
- Self-contained class of 22 students

EDUCATION
B.A. Interdisciplinary Studies, Texas State University, 2019
Honors: Dean's List x5`;
  const run = (draft: string) => viaDraft(text, draft);

  it('takes the summary the reply wrote for an "Objective:" line, under a heading of its own', () => {
    const summary = '3rd Grade Teacher at Brushy Creek Elementary teaching a self-contained class of 22 students.';
    const { trace, out } = run(
      `Ana Ruiz\n\nPROFESSIONAL SUMMARY\n${summary}\n\nEXPERIENCE\n3rd Grade Teacher, Brushy Creek Elementary | Aug 2020 – Present\n• Self-contained class of 22 students`,
    );
    expect(out).toContain(`PROFESSIONAL SUMMARY\n${summary}`);
    expect(trace.changes.find((c) => c.kind === 'summary')?.before).toEqual([
      'Objective: Grade 3-5 classroom teacher position',
    ]);
    expect(trace.withdrawn).toEqual([]);
  });

  it('takes an honor the reply moved under the degree, "x5" written as "(5 times)"', () => {
    const { trace, out } = run(
      "Ana Ruiz\n\nEDUCATION\nB.A. Interdisciplinary Studies, Texas State University | 2019\n• Dean's List (5 times)",
    );
    expect(out).toContain("• Dean's List (5 times)");
    expect(out).not.toContain('Honors: Dean');
    expect(trace.withdrawn).toEqual([]);
    expectNothingDropped(text, trace, out);
  });
});

describe("a role heading the reply rebuilt on one line, from the lines of the resume's entry", () => {
  const text = `Pat Lindqvist
pat@lindqvist.io

EXPERIENCE
Triangle Health System — Enterprise PMO
PMO Analyst II      Feb 2023 – present
- Maintain the portfolio tracker for 80 projects

Project Coordinator      Jun 2021 – Jan 2023
- Kept RAID logs for 5 projects

Staff Engineer I
Sierra Pacific Civil Group (on assignment to Placer County DPW)
06/2020 – 08/2022
- Reviewed encroachment permits`;
  const guarded = (headings: [string, string, string]) => {
    const draft = `Pat Lindqvist\n\nEXPERIENCE\n${headings[0]}\n• Maintain the portfolio tracker for 80 projects\n\n${headings[1]}\n• Kept RAID logs for 5 projects\n\n${headings[2]}\n• Reviewed encroachment permits`;
    return viaDraft(text, draft);
  };

  it('is kept, with the employer of the group it stands under and its detail in brackets left out', () => {
    const { trace, out } = guarded([
      'PMO Analyst II, Triangle Health System, Enterprise PMO | Feb 2023 – Present',
      'Project Coordinator, Triangle Health System, Enterprise PMO | Jun 2021 – Jan 2023',
      'Staff Engineer I, Sierra Pacific Civil Group | Jun 2020 – Aug 2022',
    ]);
    expect(trace.withdrawn).toEqual([]);
    expect(out).toContain('Project Coordinator, Triangle Health System, Enterprise PMO | Jun 2021 – Jan 2023');
    // The lines the one-line heading restates are part of its change, not left above it.
    expect(out).not.toContain('Sierra Pacific Civil Group (on assignment');
    expect(out).not.toContain('\nTriangle Health System — Enterprise PMO');
  });

  it('is withdrawn when it makes the client its employer, the lines of the entry standing in its place', () => {
    const { trace, out } = guarded([
      'PMO Analyst II, Triangle Health System, Enterprise PMO | Feb 2023 – Present',
      'Project Coordinator, Triangle Health System, Enterprise PMO | Jun 2021 – Jan 2023',
      'Staff Engineer I, Placer County DPW | Jun 2020 – Aug 2022',
    ]);
    expect(trace.withdrawn?.map((w) => w.kind)).toEqual(['title']);
    expect(out).toContain(
      'Staff Engineer I\nSierra Pacific Civil Group (on assignment to Placer County DPW)\n06/2020 – 08/2022',
    );
  });
});

describe('roles under one employer line, each rebuilt on a heading of its own', () => {
  const text = `Ana Ruiz
ana@ruiz.net

EXPERIENCE
Analyst II, Quality Control — Lakeshore Pharma Services (contract testing lab), Kalamazoo MI
2023 – present
- Wrote 8 SOPs for dissolution

Analyst I, 2022 – 2023 (same lab)
- Raw material testing per USP monographs`;
  const draft = (second: string) =>
    `Ana Ruiz\n\nEXPERIENCE\nAnalyst II, Quality Control, Lakeshore Pharma Services, Kalamazoo, MI | 2023 – Present\n• Wrote 8 SOPs for dissolution\n\n${second}\n• Raw material testing per USP monographs`;

  it('keeps each heading, traced to the role of its own dates', () => {
    const { trace, out } = viaDraft(text, draft('Analyst I, Lakeshore Pharma Services, Kalamazoo, MI | 2022 – 2023'));
    expect(trace.withdrawn).toEqual([]);
    expect(out).toContain('Analyst I, Lakeshore Pharma Services, Kalamazoo, MI | 2022 – 2023');
  });

  it('still withdraws a heading whose dates grew', () => {
    const { trace, out } = viaDraft(text, draft('Analyst I, Lakeshore Pharma Services, Kalamazoo, MI | 2021 – 2023'));
    expect(trace.withdrawn?.map((w) => w.kind)).toEqual(['dates']);
    expect(out).toContain('Analyst I, 2022 – 2023 (same lab)');
  });
});

describe('a proper name of a bullet', () => {
  const text = `Tom Wierzbicki
tom@example.com

EXPERIENCE
U.S. Navy — Machinist's Mate (MM3)   2010–2014
- Maintained ship A/C plants & refrigeration; USS Bataan
- Kept the plant's schedule in MS Project`;

  it('stays: a rewrite that drops it, with no other line stating it, is withdrawn', () => {
    const draft = `Tom Wierzbicki\n\nEXPERIENCE\nU.S. Navy — Machinist's Mate (MM3)   2010–2014\n• Maintained air conditioning plants and refrigeration\n• Kept the plant's schedule in Microsoft Project`;
    const { trace, out } = viaDraft(text, draft);
    expect(trace.withdrawn?.map((w) => [w.kind, w.reason])).toEqual([
      ['lost-fact', 'It left out a name of your resume ("USS Bataan")'],
    ]);
    expect(out).toContain('USS Bataan');
    // A name written out ("MS Project" as "Microsoft Project") is no name lost.
    expect(out).toContain("Kept the plant's schedule in Microsoft Project");
  });

  it('may move to another line of the output', () => {
    const draft = `Tom Wierzbicki\n\nEXPERIENCE\nU.S. Navy — Machinist's Mate (MM3)   2010–2014\n• Maintained air conditioning plants and refrigeration\n• Kept the plant's schedule aboard USS Bataan in MS Project`;
    const { trace, out } = viaDraft(text, draft);
    expect(trace.withdrawn).toEqual([]);
    expect(out).toContain('• Maintained air conditioning plants and refrigeration');
  });
});
