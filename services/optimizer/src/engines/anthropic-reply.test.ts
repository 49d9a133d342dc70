import { describe, expect, it } from 'vitest';
import { readClaudeReply } from './anthropic-reply.js';

const reply = () => ({
  contact: ['Ada Park', 'ada@park.io'],
  summary: 'Support lead for a 6-person team.',
  skills: [{ items: ['Zendesk', 'SQL'] }],
  experience: [{ heading: 'Support Lead, Ledgerly | 2023 – Present', bullets: ['Ran the weekly QA review'] }],
  education: [{ heading: 'B.A. English, Portland State University, 2016', bullets: [] }],
  certifications: ['HDI Support Center Analyst, 2019'],
  other: [{ heading: 'Languages', lines: ['Korean (fluent)'] }],
});

const read = (input: unknown) => {
  const r = readClaudeReply(input);
  if ('error' in r) throw new Error(r.error);
  return r;
};

describe("reading Claude's resume tool call", () => {
  it('reads a reply on the schema as it is, with nothing repaired', () => {
    expect(read(reply()).repairs).toEqual([]);
  });

  it('keeps the lines of a reply that put bare strings where sections belong, each under its own label', () => {
    const r = read({
      ...reply(),
      other: ['Languages: Yoruba (heritage speaker), English', 'Swedish (conversational)'],
    });
    expect(r.resume.other).toEqual([
      { heading: 'Languages', lines: ['Yoruba (heritage speaker), English'] },
      { heading: 'Additional Information', lines: ['Swedish (conversational)'] },
    ]);
    expect(r.repairs).toEqual(['other: sections not shaped {heading, lines}']);
  });

  it('keeps entries, certifications and skills given in another shape', () => {
    const r = read({
      ...reply(),
      experience: [
        { title: 'Support Lead, Ledgerly | 2023 – Present', lines: 'Ran the weekly QA review\nWrote macros' },
      ],
      education: ['B.A. English, Portland State University, 2016'],
      certifications: [{ name: 'HDI Support Center Analyst, 2019' }],
      other: [{ heading: 'Languages', bullets: ['Korean (fluent)'] }],
      skills: ['Zendesk, SQL'],
    });
    expect(r.resume.experience).toEqual([
      { heading: 'Support Lead, Ledgerly | 2023 – Present', bullets: ['Ran the weekly QA review', 'Wrote macros'] },
    ]);
    expect(r.resume.education).toEqual([{ heading: 'B.A. English, Portland State University, 2016', bullets: [] }]);
    expect(r.resume.certifications).toEqual(['HDI Support Center Analyst, 2019']);
    expect(r.resume.other).toEqual([{ heading: 'Languages', lines: ['Korean (fluent)'] }]);
    expect(r.resume.skills).toEqual([{ items: ['Zendesk', 'SQL'] }]);
  });

  it.each([
    ['a tool input that holds no resume', { resume: 'plain text' }],
    ['a reply without contact lines', { ...reply(), contact: undefined }],
    ['a reply without its experience', { ...reply(), experience: undefined }],
    ['a text instead of an object', 'Here is your resume'],
  ])('does not make a resume of %s', (_label, input) => {
    expect(readClaudeReply(input)).toHaveProperty('error');
  });
});
