// Hand-made jobs that pin down relevance, filters and sorting for every search backend.
import type { JobInput } from '@highpay/common';

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

let n = 0;
function job(title: string, over: Partial<JobInput> & { days: number }): JobInput {
  n += 1;
  const { days, ...rest } = over;
  return {
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    company: 'Initech',
    ...AUSTIN,
    jobType: 'Full Time',
    workSetting: 'on-site',
    category: 'development',
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryPeriod: null,
    description: '<p>Join a friendly team.</p><ul><li>Great benefits</li></ul>',
    url: `https://jobs.example.com/${n}`,
    source: 'fixture',
    sourceId: `fixture-${n}`,
    tags: [],
    postedAt: daysAgo(days),
    expiresAt: null,
    ...rest,
  };
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
];

/** Titles of the fixture jobs in a given city, for location tests. */
export const CITY_OF = { AUSTIN, ROUND_ROCK, SAN_ANTONIO, SEATTLE, COLUMBIA };
