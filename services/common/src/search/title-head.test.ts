import { describe, expect, it } from 'vitest';
import { titleHeads, titleHeadText } from './title-head.js';

describe('the head of a job title', () => {
  it.each([
    ['Nurse Recruiter', ['Nurse Recruiter']],
    ['Registered Nurse - ICU Nights', ['Registered Nurse']],
    ['Frontend Engineer (React)', ['Frontend Engineer']],
    ['Software Engineer II, Payments', ['Software Engineer']],
    ['Software Engineer I (Full-Stack)', ['Software Engineer']],
    ['Director of Nursing', ['Director']],
    ['Front-End Developer', ['Front-End Developer']],
    ['Receptionist / Front Desk Coordinator', ['Receptionist', 'Front Desk Coordinator']],
    ['Tier 2 Support Engineer (Linux)', ['Tier 2 Support Engineer']],
  ])('of "%s" is %j', (title, heads) => {
    expect(titleHeads(title)).toEqual(heads);
  });

  it('is indexed with each head ended by a word no title holds', () => {
    expect(titleHeadText('Receptionist / Front Desk Coordinator')).toBe(
      'Receptionist zzend Front Desk Coordinator zzend',
    );
  });
});
