import { describe, expect, it } from 'vitest';
import { guardContext, reviewChange } from './change-guard.js';
import { extractDates, normalizeDates } from './dates.js';

describe('a year cut to two digits', () => {
  it.each([
    ["Jan '22 – now", 'Jan 2022 – Present'],
    ['Sept. ’19 to present', 'Sep 2019 – Present'],
    ["'19 – '22", '2019 – 2022'],
    ["Closed in Q2 '24 ($186k ACV)", 'Closed in Q2 2024 ($186k ACV)'],
  ])('reads "%s" as "%s"', (text, read) => {
    expect(normalizeDates(text).text).toBe(read);
  });

  it('is no year in a quotation or a contraction', () => {
    expect(extractDates("he worked '24 hours' straight, rock 'n' roll").dates).toEqual([]);
  });

  it('lets a rewrite write the year out, and still withdraws another year', () => {
    const before = ["- Closed largest new-logo deal in Q2 '24 ($186k ACV)"];
    const ctx = guardContext(`EXPERIENCE\nAccount Executive, LedgerLoop | Jan '22 – now\n${before[0]}`);
    const review = (after: string) => reviewChange({ section: 'EXPERIENCE', before, after: [after] }, ctx);
    expect(review("• Closed the region's largest new-logo deal in Q2 2024 at $186k ACV")).toBeUndefined();
    expect(review("• Closed the region's largest new-logo deal in Q2 2023 at $186k ACV")?.kind).toBe('dates');
  });
});

describe('two months of one year', () => {
  it('reads "Jul–Dec 2023" as "Jul 2023 – Dec 2023"', () => {
    expect(normalizeDates('Acting Supervisor, Jul–Dec 2023 (leave coverage)').text).toBe(
      'Acting Supervisor, Jul 2023 – Dec 2023 (leave coverage)',
    );
  });

  it('lets a heading write both years out, and still withdraws another month', () => {
    const before = ['Lab Technician (co-op), Great Lakes Polymer — Jan–Aug 2021'];
    const ctx = guardContext(`EXPERIENCE\n${before[0]}\n- Ran titrations`);
    const review = (after: string) => reviewChange({ section: 'EXPERIENCE', before, after: [after] }, ctx);
    expect(review('Lab Technician (Co-op), Great Lakes Polymer | Jan 2021 – Aug 2021')).toBeUndefined();
    expect(review('Lab Technician (Co-op), Great Lakes Polymer | Jan 2021 – Dec 2021')).toBeDefined();
  });

  it('leaves a range across a new year as it is', () => {
    expect(normalizeDates('Nov–Feb 2021').text).toBe('Nov–Feb 2021');
  });
});

describe('a range ending in two digits', () => {
  it('reads "2023-24" as "2023 – 2024", and "2023-05" still as a month', () => {
    expect(normalizeDates('M.A. coursework (2023-24), on hold').text).toBe('M.A. coursework (2023 – 2024), on hold');
    expect(normalizeDates('Started 2023-05').text).toBe('Started May 2023');
  });
});
