// Hand-made jobs that pin down relevance, filters and sorting for every search backend.
import { upsertJobs, writeOutbox, type JobInput } from '@highpay/common';
import { yearlyPay, type RemoteEligibility } from '@highpay/contracts';
import type pg from 'pg';

const NOW = Date.now();
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000);

const AUSTIN = {
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  latitude: 30.2672,
  longitude: -97.7431,
  location: 'Austin, TX',
};
const ROUND_ROCK = {
  city: 'Round Rock',
  state: 'TX',
  zip: '78664',
  latitude: 30.5083,
  longitude: -97.6789,
  location: 'Round Rock, TX',
};
const SAN_ANTONIO = {
  city: 'San Antonio',
  state: 'TX',
  zip: '78205',
  latitude: 29.4241,
  longitude: -98.4936,
  location: 'San Antonio, TX',
};
const SEATTLE = {
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  latitude: 47.6062,
  longitude: -122.3321,
  location: 'Seattle, WA',
};
const COLUMBIA = {
  city: 'Columbia',
  state: 'SC',
  zip: '29201',
  latitude: 34.0007,
  longitude: -81.0348,
  location: 'Columbia, SC',
};
const REMOTE = { city: null, state: null, zip: null, latitude: null, longitude: null, location: 'Remote (US)' };
const NOWHERE = { city: null, state: null, zip: null, latitude: null, longitude: null };

/** How the fixture's remote US jobs are open: to people in the US only. */
export const US_ONLY: RemoteEligibility = {
  anywhere: false,
  countries: ['US'],
  regions: [],
  utcOffsets: null,
  label: 'US only',
};
export const EUROPE: RemoteEligibility = {
  anywhere: false,
  countries: [],
  regions: ['europe'],
  utcOffsets: { min: -1, max: 3 },
  label: 'Europe (UTC-1 to UTC+3)',
};
export const ANYWHERE: RemoteEligibility = {
  anywhere: true,
  countries: [],
  regions: [],
  utcOffsets: null,
  label: 'Anywhere',
};

let n = 0;
/**
 * A job as a feed would give it. Unless stated, pay in USD is its own yearly USD figure, and a
 * remote job is open to the US only.
 */
function job(title: string, over: Partial<JobInput> & { days: number }): JobInput {
  n += 1;
  const { days, ...rest } = over;
  const input: JobInput = {
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    company: 'Initech',
    ...AUSTIN,
    country: 'US',
    jobType: 'Full Time',
    workSetting: 'on-site',
    category: 'development',
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryPeriod: null,
    salaryYearlyUsd: null,
    remoteEligibility: null,
    description: '<p>Join a friendly team.</p><ul><li>Great benefits</li></ul>',
    url: `https://jobs.example.com/${n}`,
    applyUrl: null,
    attribution: null,
    source: 'fixture',
    sourceId: `fixture-${n}`,
    tags: [],
    postedAt: daysAgo(days),
    expiresAt: null,
    ...rest,
  };
  if (!('salaryYearlyUsd' in rest) && input.salaryMax !== null && input.salaryPeriod && input.salaryCurrency === 'USD')
    input.salaryYearlyUsd = yearlyPay(input.salaryMax, input.salaryPeriod);
  if (!('remoteEligibility' in rest) && input.workSetting === 'remote') input.remoteEligibility = US_ONLY;
  return input;
}

const salary = (min: number, max: number, period: 'year' | 'month' | 'hour' = 'year') => ({
  salaryMin: min,
  salaryMax: max,
  salaryCurrency: 'USD',
  salaryPeriod: period,
});

export const FIXTURE_JOBS: JobInput[] = [
  // Ranking for "kafka": title > company/tags > description, ties newest first.
  job('Kafka Platform Engineer', {
    days: 30,
    company: 'Streamline',
    ...SEATTLE,
    workSetting: 'hybrid',
    ...salary(170_000, 210_000),
  }),
  job('Data Engineer', {
    days: 20,
    company: 'Dataflow',
    tags: [
      { name: 'Kafka', color: 'blue' },
      { name: 'Spark', color: 'orange' },
    ],
    ...REMOTE,
    workSetting: 'remote',
    ...salary(140_000, 180_000),
  }),
  job('Account Executive', {
    days: 15,
    company: 'Kafka Systems',
    category: 'sales',
    ...COLUMBIA,
    ...salary(90_000, 140_000),
  }),
  job('Backend Developer', {
    days: 1,
    company: 'Hooli',
    description: '<p>You will maintain our Kafka pipelines and Go services.</p>',
    ...REMOTE,
    workSetting: 'remote',
  }),
  // Stemming, typos, prefixes, exclusion.
  job('Senior Software Engineer', {
    days: 5,
    company: 'Acme Cloud',
    tags: [{ name: 'TypeScript', color: 'purple' }],
    ...salary(150_000, 190_000),
  }),
  job('Staff Frontend Developer', {
    days: 8,
    company: 'Pied Piper',
    ...ROUND_ROCK,
    workSetting: 'hybrid',
    tags: [{ name: 'React', color: 'teal' }],
    ...salary(190_000, 240_000),
  }),
  job('Senior Product Manager', {
    days: 3,
    company: 'Umbrella',
    category: 'management',
    ...SAN_ANTONIO,
    ...salary(160_000, 200_000),
  }),
  job('Marketing Manager', {
    days: 2,
    company: 'Vandelay',
    category: 'marketing',
    description: '<p>Partner with product and sales to grow the brand.</p>',
    ...SEATTLE,
  }),
  // One job for every stored category.
  job('Product Designer', {
    days: 12,
    company: 'Soylent',
    category: 'design',
    ...REMOTE,
    workSetting: 'remote',
    ...salary(120_000, 150_000),
  }),
  job('Customer Support Specialist', {
    days: 4,
    company: 'Helpdesk Co',
    category: 'customer-support',
    jobType: 'Part Time',
    ...REMOTE,
    workSetting: 'remote',
    ...salary(25, 32, 'hour'),
  }),
  job('Financial Analyst', {
    days: 9,
    company: 'Stark Capital',
    category: 'finance',
    ...COLUMBIA,
    ...salary(95_000, 125_000),
  }),
  job('Corporate Paralegal', {
    days: 11,
    company: 'Wolfram & Hart',
    category: 'legal',
    ...AUSTIN,
    ...salary(70_000, 90_000),
  }),
  job('HR Business Partner', { days: 14, company: 'Peopleworks', category: 'hr', ...SEATTLE, workSetting: 'hybrid' }),
  job('Registered Nurse', {
    days: 6,
    company: 'St. Mercy Health',
    category: 'healthcare',
    ...COLUMBIA,
    jobType: 'Contract',
    ...salary(60, 85, 'hour'),
  }),
  job('Mechanical Engineer', {
    days: 16,
    company: 'Cyberdyne',
    category: 'engineering',
    ...SAN_ANTONIO,
    ...salary(110_000, 140_000),
  }),
  job('Executive Assistant', {
    days: 18,
    company: 'Initrode',
    category: 'administrative',
    ...AUSTIN,
    ...salary(7_000, 8_000, 'month'),
  }),
  // Remote eligibility and pay in other currencies: "localization" finds these three.
  job('Localization Lead', {
    days: 21,
    company: 'Babel Works',
    category: 'marketing',
    ...NOWHERE,
    location: 'Remote (Europe)',
    country: null,
    workSetting: 'remote',
    remoteEligibility: EUROPE,
    // €90,000 a year at 1.08 dollars to the euro.
    salaryMin: 70_000,
    salaryMax: 90_000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'year',
    salaryYearlyUsd: 97_200,
    salaryYearlyUsdRateDate: '2026-11-27',
    applyUrl: 'https://apply.example.com/babel/localization-lead',
  }),
  job('Localization Producer', {
    days: 23,
    company: 'Kitsune Games',
    category: 'marketing',
    ...NOWHERE,
    location: 'Remote',
    country: null,
    workSetting: 'remote',
    remoteEligibility: ANYWHERE,
    // ¥12,000,000 a year at 150 yen to the dollar: more digits, less pay.
    salaryMin: 9_000_000,
    salaryMax: 12_000_000,
    salaryCurrency: 'JPY',
    salaryPeriod: 'year',
    salaryYearlyUsd: 80_000,
    attribution: { name: 'Remote OK', url: 'https://remoteok.com/remote-jobs/42' },
    sourceType: 'aggregator',
  }),
  job('Localization Coordinator', {
    days: 24,
    company: 'Lingua Labs',
    category: 'marketing',
    ...COLUMBIA,
    workSetting: 'hybrid',
    // A feed that calls a hybrid job "remote-friendly, anywhere": still not a remote job.
    remoteEligibility: ANYWHERE,
    ...salary(65_000, 85_000),
    sample: true,
  }),
];

/**
 * Jobs search must not list: one closed (it left its feed) and one another source's copy of
 * Localization Lead. Both are newer than every listed job, and match "localization".
 */
export const UNLISTED_JOBS = {
  closed: job('Localization QA Analyst', {
    days: 0.5,
    company: 'Babel Works',
    category: 'marketing',
    ...NOWHERE,
    location: 'Remote',
    country: null,
    workSetting: 'remote',
    remoteEligibility: ANYWHERE,
  }),
  duplicate: {
    ...FIXTURE_JOBS.find((j) => j.title === 'Localization Lead')!,
    source: 'remoteok',
    sourceId: 'remoteok-localization-lead',
    postedAt: daysAgo(0.25),
  },
} satisfies Record<string, JobInput>;

/** Closes a job as ingestion does: the row says when, and the outbox tells the index. */
export async function closeJob(pool: pg.Pool, id: number): Promise<void> {
  await changeListing(pool, id, 'closed_at = now()', []);
}

/** Marks a job as another source's copy of `original`: it stays, unlisted, for its page. */
export async function markDuplicate(pool: pg.Pool, id: number, original: number): Promise<void> {
  await changeListing(pool, id, 'duplicate_of = $2', [original]);
}

async function changeListing(pool: pg.Pool, id: number, change: string, values: unknown[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`UPDATE jobs SET ${change}, updated_at = now() WHERE id = $1`, [id, ...values]);
    await writeOutbox(client, 'job.upserted', String(id));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Writes UNLISTED_JOBS and takes them off the list; answers their ids. */
export async function writeUnlistedJobs(pool: pg.Pool): Promise<{ closed: number; duplicate: number }> {
  const [closed, duplicate] = await upsertJobs(pool, [UNLISTED_JOBS.closed, UNLISTED_JOBS.duplicate]);
  const { rows } = await pool.query<{ id: number }>(`SELECT id FROM jobs WHERE source = 'fixture' AND title = $1`, [
    'Localization Lead',
  ]);
  await closeJob(pool, closed!);
  await markDuplicate(pool, duplicate!, rows[0]!.id);
  return { closed: closed!, duplicate: duplicate! };
}
