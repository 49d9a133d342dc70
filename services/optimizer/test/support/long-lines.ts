// Lines built to make a careless scan quadratic: 50,000 characters each, shared by the fact
// guard's test (what it finds in them) and bench/fact-guard.bench.ts (how long it takes).

export const LONG = 50_000;

/** `unit` repeated to at least LONG characters. */
export const fill = (unit: string) => unit.repeat(Math.ceil(LONG / unit.length));

/** Each with what the fact guard finds in it as a draft line (its distinct `kind:value`s). */
export const LONG_LINES: Array<{ label: string; line: string; finds: string[] }> = [
  { label: 'one long word ending in "@"', line: `${fill('a')}@`, finds: [] },
  { label: '"@" before one long word', line: `@${fill('a')}`, finds: [] },
  { label: '"a@" over and over', line: fill('a@'), finds: [] },
  // "a.a." reads as the abbreviation of an associate degree.
  { label: 'a long dotted word after "@"', line: `@ ${fill('a.')}`, finds: ['degree:associate'] },
  { label: 'a long hyphenated word after "@"', line: `@ ${fill('a-')}`, finds: [] },
  { label: '"+" between emails', line: fill('a@b.io+'), finds: ['contact:a@b.io', 'contact:+a@b.io'] },
  {
    label: 'a run of spaces between a skill and one the resume lacks',
    line: `HubSpot${fill(' ')}Marketo`,
    finds: ['skill:Marketo'],
  },
  {
    label: 'thousands of made-up capitalized words',
    line: `Led ${Array.from({ length: LONG / 5 }, (_, i) => `Zq${i.toString(36)}`).join(' ')}`,
    finds: Array.from({ length: LONG / 5 }, (_, i) => `name:Zq${i.toString(36)}`),
  },
  { label: 'thousands of skills', line: `Led ${fill('HubSpot ')}`, finds: [] },
  { label: 'a date followed by spaces', line: `Mar 2018 -${fill(' ')}x`, finds: [] },
  { label: 'a number followed by spaces', line: `5${fill(' ')}x`, finds: [] },
  { label: 'a degree followed by spaces', line: `Master${fill(' ')}x`, finds: [] },
];
