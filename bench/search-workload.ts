// The search bench's workload: distinct searches of the kinds job seekers make (titles, a
// word and a skill, a skill in a city or ZIP, typos, a category with a pay floor, deep pages,
// sorts), shuffled, never the same search twice, so no cache answers a search it saw before.
import { JOB_CATEGORIES, SORT_ORDERS, WORK_SETTINGS, type SearchRequestInput } from '@highpay/contracts';
import { US_CITIES } from '@highpay/common/reference/cities';
import { createRandom } from '@highpay/common/seed/random';
import { CATEGORY_PROFILES } from '@highpay/common/reference/categories';

const SENIORITY = ['', 'Senior', 'Lead', 'Staff', 'Principal', 'Junior'];

export type SearchKind =
  | 'title'
  | 'word + skill'
  | 'skill in a city'
  | 'skill in a ZIP'
  | 'typo'
  | 'category + pay floor'
  | 'deep page'
  | 'sorted';

export interface WorkloadSearch {
  kind: SearchKind;
  body: SearchRequestInput;
}

/** One typo a person makes: two neighbouring letters swapped, or one letter dropped. */
function typo(word: string, next: () => number): string {
  const i = 1 + Math.floor(next() * (word.length - 2));
  return next() < 0.5
    ? word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2)
    : word.slice(0, i) + word.slice(i + 1);
}

/** `count` distinct searches in a shuffled order (deterministic for a seed). */
export function searchWorkload(count: number, seed = 1): WorkloadSearch[] {
  const random = createRandom(`bench-search-${seed}`);
  const next = () => random.next();
  const pick = <T>(items: readonly T[]): T => random.pick(items);
  const roles = CATEGORY_PROFILES.flatMap((c) => c.roles);
  const titleWords = [...new Set(roles.flatMap((r) => r.title.toLowerCase().split(/\s+/)))].filter(
    (w) => w.length >= 5,
  );
  const skills = [...new Set(roles.flatMap((r) => r.skills))];
  const makers: Array<() => WorkloadSearch> = [
    () => ({
      kind: 'title',
      body: { query: `${pick(SENIORITY)} ${pick(roles).title}`.trim(), workSetting: pick(['', ...WORK_SETTINGS]) },
    }),
    () => ({ kind: 'word + skill', body: { query: `${pick(titleWords)} ${pick(skills)}` } }),
    () => {
      const city = pick(US_CITIES);
      return { kind: 'skill in a city', body: { query: pick(skills), location: `${city.city}, ${city.state}` } };
    },
    () => ({ kind: 'skill in a ZIP', body: { query: pick(skills), location: pick(US_CITIES).zip } }),
    () => ({ kind: 'typo', body: { query: typo(pick(titleWords), next) } }),
    () => ({
      kind: 'category + pay floor',
      body: {
        category: pick(JOB_CATEGORIES).label,
        salaryMin: 50_000 + Math.floor(next() * 40) * 5_000,
        workSetting: pick(['', ...WORK_SETTINGS]),
        salaryRequired: next() < 0.3,
      },
    }),
    () => ({ kind: 'deep page', body: { query: pick(titleWords), page: 5 + Math.floor(next() * 200) } }),
    () => ({
      kind: 'sorted',
      body: { query: pick(skills), sort: pick(SORT_ORDERS), page: 1 + Math.floor(next() * 3) },
    }),
  ];
  const seen = new Set<string>();
  const out: WorkloadSearch[] = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const search = makers[tries % makers.length]!();
    const key = JSON.stringify(search.body);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(search);
  }
  if (out.length < count) throw new Error(`only ${out.length} distinct searches could be made`);
  return random.sample(out, out.length);
}
