// Deterministic demo jobs: the same (seed, index) always gives the same job, so tests can
// rely on the data and a load can be split across streams. Plain objects, no database.
//
// Locations: on-site and hybrid jobs are in a real city ("Austin, TX") with its ZIP and
// coordinates. Most remote jobs say 'Remote (US)' and carry no city; a quarter are remote
// jobs anchored to a city ('Remote (Austin, TX)') and carry that city's fields, so a
// radius search around the city finds them too.
import {
  yearlyPay,
  type JobCategorySlug,
  type JobType,
  type RemoteEligibility,
  type SalaryPeriod,
} from '@highpay/contracts';
import { buildDescription } from './description.js';
import { US_CITIES, type City } from '../reference/cities.js';
import { MAX_TAGS_PER_JOB, slugify, tagColor } from '../reference/tags.js';
import { COMPANIES_BY_INDUSTRY, SEED_COMPANIES, type SeedCompany } from './companies.js';
import { createRandom, type Random } from './random.js';
import { LADDERS, CATEGORY_PROFILES, type CategoryProfile, type RoleProfile } from '../reference/categories.js';
import type { JobInput } from '../jobs/job.writer.js';

export const DEMO_SOURCE = 'demo';

// Big job markets and busy categories get more demo jobs.
const WEIGHTED_CITIES: readonly (readonly [City, number])[] = US_CITIES.map((c) => [c, c.weight]);
const WEIGHTED_CATEGORIES: readonly (readonly [CategoryProfile, number])[] = CATEGORY_PROFILES.map((c) => [
  c,
  c.weight,
]);

/** A JobInput the generator makes: its id reserved, its vocabularies the UI's. */
export interface SeedJob extends JobInput {
  id: number;
  country: 'US';
  jobType: JobType;
  category: JobCategorySlug;
  salaryCurrency: 'USD' | null;
  source: typeof DEMO_SOURCE;
  expiresAt: Date;
  sample: true;
}

export interface GenerateJobsOptions {
  count: number;
  seed?: string | number;
  /** Posted dates fall in the 60 days before this. */
  now?: Date;
  /** Id of the first job; the rest follow. Ids shape the slug, url and sourceId. */
  firstId?: number;
  /** Index of the first job in the seed's sequence (to generate a slice). */
  startIndex?: number;
  /**
   * How many jobs the whole seed holds. Given, the jobs are posted in index order, oldest
   * first, as a board receives them, so ids grow with the posted time and a table loaded in
   * index order keeps its newest jobs together; without it, each job's age is drawn at random.
   */
  of?: number;
}

export const DEFAULT_SEED = 'highpay';
/** Every job has 2 to 4 tags. */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const JOB_TYPES_WEIGHTED: readonly (readonly [JobType, number])[] = [
  ['Full Time', 80],
  ['Contract', 10],
  ['Part Time', 5],
  ['Internship', 3],
  ['Temporary', 2],
];

export function* generateJobs(options: GenerateJobsOptions): Generator<SeedJob> {
  const { count, seed = DEFAULT_SEED, now = new Date(), firstId = 1, startIndex = 0, of } = options;
  for (let i = 0; i < count; i++) yield generateJob({ seed, index: startIndex + i, id: firstId + i, now, of });
}

export function generateJob(options: {
  seed: string | number;
  index: number;
  id: number;
  now: Date;
  of?: number;
}): SeedJob {
  const { index, id, now } = options;
  const random = createRandom(options.seed, index);
  // The first jobs go round the categories so even a tiny seed fills every one.
  const category =
    index < CATEGORY_PROFILES.length
      ? (CATEGORY_PROFILES[index] as CategoryProfile)
      : random.weighted(WEIGHTED_CATEGORIES);
  const role = random.pick(category.roles);
  const company = pickCompany(random, category);

  let jobType = random.weighted(JOB_TYPES_WEIGHTED);
  if (jobType === 'Internship' && !category.internships) jobType = 'Full Time';
  const level =
    jobType === 'Internship'
      ? { prefix: '', payFactor: 0.45, minYears: 0 }
      : random.weighted(LADDERS[role.ladder].map((l) => [l, l.weight] as const));
  const specialty = role.specialties && random.chance(0.5) ? random.pick(role.specialties) : undefined;
  const title = jobTitle(role, level.prefix, specialty, jobType, category.slug);

  const workSetting = random.weighted(role.settings ?? category.settings);
  const city: City = random.weighted(WEIGHTED_CITIES);
  const anchored = workSetting !== 'remote' || random.chance(0.25);
  const place = anchored ? `${city.city}, ${city.state}` : null;
  const location = workSetting === 'remote' ? `Remote (${place ?? 'US'})` : (place as string);

  const salary = random.chance(0.8)
    ? salaryFor(random, role, level.payFactor, anchored ? city.payFactor : 1.08, jobType)
    : null;
  const skills = random.sample(role.skills, Math.min(role.skills.length, random.int(4, 6)));
  const tagCount = Math.min(skills.length, random.int(2, MAX_TAGS_PER_JOB));
  const tags = skills.slice(0, tagCount).map((name) => ({ name, color: tagColor(name) }));

  // The same spread either way (more recent jobs than old ones); in index order, the i-th of
  // n jobs takes a random point of the i-th of n equal slices of it, oldest first.
  const drawn = random.next();
  const share = options.of ? 1 - (index + drawn) / options.of : drawn;
  const ageMs = Math.floor(60 * DAY_MS * share ** 1.2);
  const postedAt = new Date(now.getTime() - ageMs);
  // 30–60 days after posting, but a demo board shows open jobs: none has expired at seed time.
  const expiresMs = Math.max(
    postedAt.getTime() + random.int(30, 60) * DAY_MS,
    now.getTime() + random.int(7 * 24, 30 * 24) * HOUR_MS,
  );

  const description = buildDescription(
    {
      title,
      baseTitle: role.title,
      company,
      category: category.slug,
      team: category.team,
      skills,
      minYears: level.minYears,
      workSetting,
      place,
      salaryLine: salary ? salaryLine(salary) : null,
    },
    random,
  );

  return {
    id,
    slug: slugify(`${title} ${company.name} ${id}`),
    title,
    company: company.name,
    location,
    city: anchored ? city.city : null,
    state: anchored ? city.state : null,
    zip: anchored ? city.zip : null,
    country: 'US',
    latitude: anchored ? city.latitude : null,
    longitude: anchored ? city.longitude : null,
    jobType,
    workSetting,
    category: category.slug,
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary ? 'USD' : null,
    salaryPeriod: salary?.period ?? null,
    description,
    // A sample links only to example.com: a made-up careers site may be someone's real domain.
    url: `https://example.com/sample-jobs/${id}`,
    source: DEMO_SOURCE,
    sourceId: `demo-${id}`,
    tags,
    postedAt,
    expiresAt: new Date(expiresMs),
    salaryYearlyUsd: salary ? Math.round(yearlyPay(salary.max, salary.period)) : null,
    remoteEligibility: workSetting === 'remote' ? US_ONLY : null,
    applyUrl: null,
    attribution: null,
    sample: true,
  };
}

/** Every remote sample job is open to people in the US (the board's sample places are US cities). */
const US_ONLY: RemoteEligibility = {
  anywhere: false,
  countries: ['US'],
  regions: [],
  utcOffsets: null,
  label: 'US only',
};

function pickCompany(random: Random, category: CategoryProfile): SeedCompany {
  if (random.chance(0.8)) return random.pick(COMPANIES_BY_INDUSTRY[random.pick(category.industries)]);
  return random.pick(SEED_COMPANIES);
}

function jobTitle(
  role: RoleProfile,
  prefix: string,
  specialty: string | undefined,
  jobType: JobType,
  category: JobCategorySlug,
): string {
  if (jobType === 'Internship') return `${role.title} Intern`;
  const base = prefix ? `${prefix} ${role.title}` : role.title;
  if (!specialty) return base;
  return category === 'healthcare' ? `${base} - ${specialty}` : `${base}, ${specialty}`;
}

interface Salary {
  min: number;
  max: number;
  period: SalaryPeriod;
}

function salaryFor(
  random: Random,
  role: RoleProfile,
  levelFactor: number,
  placeFactor: number,
  jobType: JobType,
): Salary {
  const yearly = role.salary * levelFactor * placeFactor * (0.9 + random.next() * 0.2);
  const low = 0.85 + random.next() * 0.07;
  const high = 1.08 + random.next() * 0.17;
  const period: SalaryPeriod =
    jobType === 'Full Time' ? 'year' : jobType === 'Contract' && random.chance(0.15) ? 'month' : 'hour';
  switch (period) {
    case 'year':
      return { min: roundTo(yearly * low, 1000), max: roundTo(yearly * high, 1000), period };
    case 'month': {
      const monthly = (yearly / 12) * 1.2;
      return { min: roundTo(monthly * low, 100), max: roundTo(monthly * high, 100), period };
    }
    case 'hour': {
      // Contractors bill more per hour than employees earn; part-timers about the same.
      const hourly = (yearly / 2080) * (jobType === 'Contract' ? 1.3 : 1);
      return {
        min: Math.round(hourly * low),
        max: Math.max(Math.round(hourly * low) + 1, Math.round(hourly * high)),
        period,
      };
    }
    default: {
      const unreachable: never = period;
      throw new Error(`unknown salary period ${String(unreachable)}`);
    }
  }
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function salaryLine(salary: Salary): string {
  return `The pay range for this role is ${usd.format(salary.min)} – ${usd.format(salary.max)} per ${salary.period}.`;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
