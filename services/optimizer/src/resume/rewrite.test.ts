import { describe, expect, it } from 'vitest';
import { SAMPLE_RESUME } from '../../test/support/sample-resume.js';
import { findViolations } from './fact-guard.js';
import { parseResume } from './resume.parser.js';
import { rewriteResume } from './rewrite.js';
import { keywordsForTitle } from './skills.js';

const backend = keywordsForTitle('Senior Backend Engineer');

describe('the local rewrite', () => {
  const { text, improvements } = rewriteResume(SAMPLE_RESUME, backend);

  it('finds sections under unusual headings and gives them the standard names', () => {
    expect(parseResume(SAMPLE_RESUME).sections.map((s) => s.kind)).toEqual([
      'contact',
      'experience',
      'skills',
      'education',
    ]);
    expect(text).toMatch(/^EXPERIENCE$/m);
    expect(text).not.toContain("Where I've worked");
    expect(improvements[0]).toContain('"Where I\'ve worked" → "EXPERIENCE"');
  });

  it('writes dates one way and bullets with one glyph', () => {
    expect(text).toContain('Software Engineer, Acme Corp — Jan 2019 – Present');
    expect(text).toContain('Junior Developer at Globex Inc (Jun 2016 – Dec 2018)');
    expect(text).not.toMatch(/^[-*] /m);
  });

  it('strengthens weak openings without claiming more than the resume does', () => {
    expect(text).toContain('• Maintained the billing service in Node.js and PostgreSQL');
    expect(text).toContain('• Contributed to the migration to AWS, cutting hosting costs by 30% and improving uptime');
    expect(text).toContain('• Led the release process');
    expect(text).toContain('• Wrote unit tests and reviewed code');
    expect(text).not.toMatch(/responsible for|helped with/i);
  });

  it('turns a paragraph into bullets', () => {
    expect(text).toContain('• Contributed to internal tools using Python and Django');
  });

  it('moves the skills the role wants to the front and lists those the experience shows', () => {
    const skills = text.split('\n')[text.split('\n').indexOf('SKILLS') + 1];
    expect(skills).toBe('Python, Node.js, PostgreSQL, Docker, Kubernetes, AWS, Django, Excel');
  });

  it("adds a summary made only of the resume's own title and skills", () => {
    expect(text).toContain('PROFESSIONAL SUMMARY\nSoftware Engineer with hands-on experience in');
  });

  it('states no fact the resume does not, and gives the same draft every time', () => {
    expect(findViolations(text, SAMPLE_RESUME)).toEqual([]);
    expect(rewriteResume(SAMPLE_RESUME, backend).text).toBe(text);
  });

  it('finds the sections of a PDF that arrived as one long line', () => {
    const blob =
      'JOHN SMITH john@smith.dev 555-010-2000 SUMMARY Data analyst who builds dashboards in Tableau and SQL for finance teams. EXPERIENCE Data Analyst, Initech 2019 - 2023 • Responsible for building weekly revenue dashboards in Tableau • Helped with SQL data quality checks EDUCATION B.A. Economics, Ohio State University, 2018 SKILLS Excel, SQL, Tableau';
    const parsed = parseResume(blob);
    expect(parsed.sections.map((s) => s.kind)).toEqual(['contact', 'summary', 'experience', 'education', 'skills']);
    const out = rewriteResume(blob, keywordsForTitle('Data Analyst')).text;
    expect(out).toContain('• Built weekly revenue dashboards in Tableau');
    expect(out).toContain('2019 – 2023');
    expect(out.split('\n')[out.split('\n').indexOf('SKILLS') + 1]).toBe('SQL, Excel, Tableau');
    expect(findViolations(out, blob)).toEqual([]);
  });

  it.each([
    ['an empty-looking resume', '   \n\n  Jane  \n'],
    [
      'prose without headings',
      'I have been a teacher for years. I like kids. I was responsible for grading papers and planning lessons.',
    ],
    ['headings only', 'EXPERIENCE\nEDUCATION\nSKILLS'],
    [
      'hostile markup',
      '<script>alert(1)</script>\nEXPERIENCE\n- <b>Responsible for</b> ${process.env.SECRET} 10x growth at {{Company}}',
    ],
    ['numbers everywhere', 'Skills: 10 years Python 3.11, 99.9% uptime, $1.2M budget, 24/7 on-call, 1,000,000 users'],
  ])('never invents a fact, even for %s', (_label, resume) => {
    const out = rewriteResume(resume, keywordsForTitle('Software Engineer')).text;
    expect(findViolations(out, resume)).toEqual([]);
  });

  // Text from PDF and Word files can hold spaces the cleanup keeps (form feeds, line
  // separators); a check that scans such a run again from each character is far slower.
  it.each([
    ['a run of form feeds in the contact line', `Jane Doe\njane@doe.dev a${'\f'.repeat(50_000)}b | Denver`],
    ['a run of line separators in the contact line', `Jane Doe\njane@doe.dev a${'\u2028'.repeat(50_000)}b | Denver`],
    [
      'a run of form feeds after a job title',
      `Jane Doe\nEXPERIENCE\nSenior Engineer${'\f'.repeat(50_000)}x\n• Built APIs`,
    ],
  ])('rewrites a resume with %s in well under a second', (_label, resume) => {
    const started = performance.now();
    const out = rewriteResume(resume, keywordsForTitle('Software Engineer')).text;
    expect(performance.now() - started).toBeLessThan(200);
    expect(out).toContain('Jane Doe');
  });
});
