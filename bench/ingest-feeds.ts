// Large job feeds in Greenhouse's and Lever's documented formats, made in memory for
// bench:ingest: every posting distinct (its own id, title, team, place, pay and text), so
// no step answers a posting from something it saw before.
import { createRandom, type Random } from '../services/common/src/seed/random.js';
import { CATEGORY_PROFILES, LADDERS, type RoleProfile } from '../services/common/src/reference/categories.js';
import { US_CITIES } from '../services/common/src/reference/cities.js';
import { SEED_COMPANIES } from '../services/common/src/seed/companies.js';

interface Place {
  text: string;
  currency: string;
  /** Pay relative to US pay for the same role, in the place's currency. */
  factor: number;
  remote: boolean;
}

const ABROAD: readonly Place[] = [
  { text: 'London, United Kingdom', currency: 'GBP', factor: 0.62, remote: false },
  { text: 'Berlin, Germany', currency: 'EUR', factor: 0.6, remote: false },
  { text: 'Amsterdam, Netherlands', currency: 'EUR', factor: 0.62, remote: false },
  { text: 'Toronto, ON', currency: 'CAD', factor: 0.95, remote: false },
  { text: 'Sydney, Australia', currency: 'AUD', factor: 1.1, remote: false },
  { text: 'Bengaluru, India', currency: 'INR', factor: 18, remote: false },
  { text: 'Remote - US', currency: 'USD', factor: 1, remote: true },
  { text: 'Remote (EMEA)', currency: 'EUR', factor: 0.6, remote: true },
  { text: 'Remote - Canada', currency: 'CAD', factor: 0.95, remote: true },
  { text: 'Anywhere', currency: 'USD', factor: 0.9, remote: true },
];
const US_PLACES: readonly Place[] = US_CITIES.map((c) => ({
  text: `${c.city}, ${c.state}`,
  currency: 'USD',
  factor: c.payFactor,
  remote: false,
}));
const TEAMS = [
  'Platform',
  'Growth',
  'Payments',
  'Core',
  'Data',
  'Mobile',
  'Security',
  'Risk',
  'Operations',
  'Research',
];
const SENTENCES = [
  'You will own a service end to end, from design to on-call.',
  'We ship small changes many times a day and measure what they do.',
  'You will work closely with product, design and our customers.',
  'We value clear writing and careful reviews.',
  'Our stack is boring on purpose, and we keep it that way.',
  'You will mentor others and learn from them in turn.',
  'We offer health, dental and vision cover from day one.',
  'Parental leave is 20 weeks, for every parent.',
  'We meet in person twice a year.',
  'You will help us hire the people who come after you.',
];

interface Posting {
  id: number;
  title: string;
  team: string;
  place: Place;
  role: RoleProfile;
  min: number;
  max: number;
  hourly: boolean;
  payInText: boolean;
  description: string;
  company: string;
}

function posting(seed: string, index: number): Posting {
  const random = createRandom(seed, index);
  const category = random.pick(CATEGORY_PROFILES);
  const role = random.pick(category.roles);
  const level = random.weighted(LADDERS[role.ladder].map((l) => [l, l.weight] as const));
  const specialty = role.specialties && random.chance(0.5) ? `, ${random.pick(role.specialties)}` : '';
  const team = random.pick(TEAMS);
  const title = `${level.prefix ? `${level.prefix} ` : ''}${role.title}${specialty}${random.chance(0.3) ? ` (${team})` : ''}`;
  const place = random.chance(0.7) ? random.pick(US_PLACES) : random.pick(ABROAD);
  const hourly = role.salary < 60_000 && random.chance(0.5);
  const yearly = role.salary * level.payFactor * place.factor * (0.9 + random.next() * 0.2);
  const base = hourly ? yearly / 2080 : yearly;
  const min = round(base * 0.9, hourly ? 1 : 1000);
  const max = round(base * 1.15, hourly ? 1 : 1000);
  const skills = random.sample(role.skills, Math.min(role.skills.length, random.int(2, 5)));
  const body = random.sample(SENTENCES, random.int(3, 6)).join(' ');
  const company = random.pick(SEED_COMPANIES).name;
  return {
    id: 4_000_000 + index,
    title,
    team,
    place,
    role,
    min,
    max,
    hourly,
    payInText: random.chance(0.6),
    company,
    description:
      `<p>${company} is hiring a ${title} for its ${team} team (req ${seed}-${index}).</p>` +
      `<p>${body}</p><h3>What you bring</h3><ul>${skills.map((s) => `<li>${s}</li>`).join('')}</ul>`,
  };
}

function round(value: number, unit: number): number {
  return Math.max(unit, Math.round(value / unit) * unit);
}

function payText(p: Posting, random: Random): string {
  const money = (n: number) => n.toLocaleString('en-US');
  const symbol: Record<string, string> = { USD: '$', GBP: '£', EUR: '€', CAD: 'CA$', AUD: 'A$', INR: '₹' };
  const s = symbol[p.place.currency] ?? `${p.place.currency} `;
  if (p.hourly) return `The pay for this role is ${s}${p.min} - ${s}${p.max} per hour.`;
  return random.pick([
    `The base salary range for this role is ${s}${money(p.min)} - ${s}${money(p.max)} per year.`,
    `Salary: ${s}${Math.round(p.min / 1000)}k–${s}${Math.round(p.max / 1000)}k annually.`,
    `Compensation: ${p.place.currency} ${money(p.min)} to ${money(p.max)} a year, plus equity.`,
  ]);
}

/** A Greenhouse job board answer (GET /v1/boards/{token}/jobs?content=true) of `count` jobs. */
export function greenhouseBoard(seed: string, count: number): unknown {
  const jobs = Array.from({ length: count }, (_, i) => {
    const p = posting(seed, i);
    const random = createRandom(`${seed}:gh`, i);
    const content = p.payInText ? `${p.description}<p>${payText(p, random)}</p>` : p.description;
    return {
      id: p.id,
      internal_job_id: p.id - 2_000_000,
      title: p.title,
      updated_at: new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString(),
      first_published: new Date(Date.UTC(2026, 8, 1) + i * 60_000).toISOString(),
      location: { name: p.place.text },
      absolute_url: `https://boards.greenhouse.io/${seed}/jobs/${p.id}`,
      company_name: p.company,
      metadata: null,
      content: content.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
      departments: [{ id: 1, name: p.team }],
      offices: [{ id: 2, name: p.place.text, location: p.place.text }],
      pay_input_ranges:
        p.payInText || p.hourly
          ? []
          : [{ min_cents: p.min * 100, max_cents: p.max * 100, currency_type: p.place.currency, title: 'Base' }],
    };
  });
  return { jobs, meta: { total: jobs.length } };
}

/** A Lever postings answer (GET /v0/postings/{site}?mode=json) of `count` postings. */
export function leverSite(seed: string, count: number): unknown {
  return Array.from({ length: count }, (_, i) => {
    const p = posting(seed, i);
    const random = createRandom(`${seed}:lever`, i);
    const id = `${seed}-${i.toString(16).padStart(8, '0')}-4000-8000-${(p.id * 7919).toString(16).padStart(12, '0')}`;
    return {
      id,
      text: p.title,
      categories: {
        location: p.place.text,
        commitment: p.hourly ? 'Part-time' : 'Full-time',
        team: p.team,
        department: p.role.title,
        allLocations: [p.place.text],
      },
      workplaceType: p.place.remote ? 'remote' : random.chance(0.3) ? 'hybrid' : 'on-site',
      createdAt: Date.UTC(2026, 8, 1) + i * 60_000,
      description: p.description,
      lists: [{ text: 'Requirements', content: `<li>${p.role.skills.join('</li><li>')}</li>` }],
      additional: p.payInText ? `<div>${payText(p, random)}</div>` : '',
      hostedUrl: `https://jobs.lever.co/${seed}/${id}`,
      applyUrl: `https://jobs.lever.co/${seed}/${id}/apply`,
      salaryRange:
        p.payInText || p.hourly
          ? null
          : { currency: p.place.currency, interval: 'per-year-salary', min: p.min, max: p.max },
    };
  });
}
