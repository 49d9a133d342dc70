// The benchmark's query mix: what job seekers type, in the proportions of a busy board.
import type { SearchRequestInput } from '@highpay/contracts';

const common = [
  'engineer',
  'manager',
  'developer',
  'nurse',
  'sales',
  'analyst',
  'designer',
  'remote',
  'senior',
  'marketing',
];
const twoTerms = [
  'senior engineer',
  'kafka engineer',
  'react developer',
  'product manager',
  'data analyst',
  'registered nurse',
  'account executive',
  'python developer',
  'staff engineer',
  'financial analyst',
];
const places = [
  'Austin, TX',
  'Seattle, WA',
  'New York, NY',
  'Denver, CO',
  'Chicago, IL',
  '29201',
  '98101',
  'Boston, MA',
  'Atlanta, GA',
  'san francisco ca',
];
const typos = ['enginer', 'mangaer', 'develper', 'analsyt', 'desinger', 'nurze', 'acountant', 'recruter'];
const categories = [
  'Technology',
  'Healthcare',
  'Marketing',
  'Finance',
  'Engineering',
  'Sales',
  'Customer Service',
  'Administrative',
  'Design',
  'Legal',
];
const settings = ['remote', 'hybrid', 'on-site'] as const;

/** Every word × place the mix's text + location searches choose from (200 searches). */
export function textLocationPairs(): Array<{ query: string; location: string }> {
  return places.flatMap((location) => [...common, ...twoTerms].map((query) => ({ query, location })));
}

export type MixKind = 'single term' | 'two terms' | 'text + location' | 'filters only' | 'typo' | 'deep page';

/** A deterministic stream of requests, round-robin over the kinds. */
export function queryMix(seed = 1): () => { kind: MixKind; body: SearchRequestInput } {
  // mulberry32: a plain LCG's low bits repeat in short cycles, and taken modulo these
  // short lists they left only 38 of the 200 text + location searches and 2 of the 8 typos.
  let state = seed >>> 0;
  const rand = (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const pick = <T>(xs: readonly T[]) => xs[rand(xs.length)]!;
  const base = { query: '', location: '', category: '', jobTypes: [] as never[], page: 1 };
  const makers: Array<[MixKind, () => SearchRequestInput]> = [
    ['single term', () => ({ ...base, query: pick(common) })],
    ['two terms', () => ({ ...base, query: pick(twoTerms) })],
    ['text + location', () => ({ ...base, query: pick([...common, ...twoTerms]), location: pick(places) })],
    [
      'filters only',
      () => ({
        ...base,
        category: pick(categories),
        workSetting: pick(settings),
        ...(rand(2) ? { salaryMin: 120_000 } : {}),
      }),
    ],
    ['typo', () => ({ ...base, query: pick(typos) })],
    [
      'deep page',
      () => ({ ...base, query: pick([...common, '']), category: rand(2) ? '' : pick(categories), page: 5 + rand(45) }),
    ],
  ];
  let i = 0;
  return () => {
    const [kind, make] = makers[i++ % makers.length]!;
    return { kind, body: make() };
  };
}
