import { JOB_CATEGORIES } from '@highpay/contracts';
import { CATEGORY_PROFILES } from '@highpay/common/reference/categories';
import { describe, expect, it } from 'vitest';
import { categorize, jobTypeOf } from './category.js';
import { pickTags } from './tags.js';

describe('categories, job types and tags', () => {
  it('every role the demo board hires for lands in its own category', () => {
    const wrong = CATEGORY_PROFILES.flatMap((c) =>
      c.roles.map((r) => ({ title: r.title, expected: c.slug, got: categorize({ title: r.title }, 'administrative') })),
    ).filter((r) => r.got !== r.expected);
    expect(wrong).toEqual([]);
  });

  it('a Sales Engineer is sales, an Engineering Manager management and a Firmware Engineer engineering', () => {
    expect(categorize({ title: 'Sales Engineer' })).toBe('sales');
    expect(categorize({ title: 'Engineering Manager, Payments' })).toBe('management');
    expect(categorize({ title: 'Senior Firmware Engineer' })).toBe('engineering');
    expect(categorize({ title: 'Senior Rails Engineer' })).toBe('development');
  });

  it('a title that says nothing takes the team’s category, then the source’s', () => {
    expect(categorize({ title: 'Ninja', departments: ['Marketing'] })).toBe('marketing');
    expect(categorize({ title: 'Ninja' }, 'finance')).toBe('finance');
  });

  it('categories are the board’s own slugs', () => {
    const slugs: string[] = JOB_CATEGORIES.map((c) => c.slug);
    expect(slugs).toContain(categorize({ title: 'Paralegal' }));
  });

  it('reads job types from feed fields and titles', () => {
    expect(jobTypeOf(['FullTime'], 'Engineer')).toBe('Full Time');
    expect(jobTypeOf(['Intern'], 'Engineer')).toBe('Internship');
    expect(jobTypeOf(['Part-time'], 'Engineer')).toBe('Part Time');
    expect(jobTypeOf([null], 'Data Engineer (Contract)')).toBe('Contract');
    expect(jobTypeOf([], 'Engineer')).toBe('Full Time');
  });

  it('tags a job with the feed’s tags, then the skills its title and text name, four at most', () => {
    const tags = pickTags({
      feedTags: ['golang'],
      title: 'Senior Backend Engineer (TypeScript)',
      text: 'Node.js and PostgreSQL on AWS, with Redis. Operations and documentation.',
    });
    expect(tags.map((t) => t.name)).toEqual(['Golang', 'TypeScript', 'Node.js', 'PostgreSQL']);
    expect(tags.every((t) => t.color.length > 0)).toBe(true);
  });

  it('"Go" in a sentence is not the Go language', () => {
    expect(pickTags({ title: 'Product Manager', text: 'Go to market with us.' })).toEqual([]);
  });
});
