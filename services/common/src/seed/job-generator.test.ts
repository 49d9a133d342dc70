import { JOB_CATEGORIES, JOB_TYPES, TAG_COLORS, WORK_SETTINGS } from '@highpay/contracts';
import { describe, expect, it } from 'vitest';
import { US_CITIES } from '../reference/cities.js';
import { generateJobs } from './job-generator.js';

const now = new Date('2026-11-22T12:00:00Z');
const jobs = [...generateJobs({ count: 3000, seed: 'unit', now })];

describe('demo job generator', () => {
  it('gives the same jobs for the same seed, and other jobs for another seed', () => {
    expect([...generateJobs({ count: 50, seed: 'unit', now })]).toEqual(jobs.slice(0, 50));
    const other = [...generateJobs({ count: 50, seed: 'other', now })];
    expect(other.map((j) => j.title)).not.toEqual(jobs.slice(0, 50).map((j) => j.title));
  });

  it('posts the jobs of a seed of known size oldest first, over the same 60 days', () => {
    const ordered = [...generateJobs({ count: 3000, seed: 'unit', now, of: 3000 })];
    const times = ordered.map((j) => j.postedAt.getTime());
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
    expect(times[0]).toBeGreaterThanOrEqual(now.getTime() - 60 * 86_400_000);
    expect(times.at(-1)).toBeLessThanOrEqual(now.getTime());
    // The same spread as ages drawn at random: each ten days hold as many jobs, within 100 of the 3,000.
    const tens = (list: typeof jobs) =>
      [0, 1, 2, 3, 4, 5].map(
        (t) => list.filter((j) => Math.floor((now.getTime() - j.postedAt.getTime()) / 864_000_000) === t).length,
      );
    tens(ordered).forEach((n, t) => expect(Math.abs(n - tens(jobs)[t]!)).toBeLessThan(100));
    // Only the dates differ.
    expect(ordered.map((j) => j.title)).toEqual(jobs.map((j) => j.title));
  });

  it('generates any slice of a seed exactly as the whole sequence has it', () => {
    const slice = [...generateJobs({ count: 20, seed: 'unit', now, startIndex: 1000, firstId: 1001 })];
    expect(slice).toEqual(jobs.slice(1000, 1020));
  });

  it('uses the spec vocabularies for category, job type, work setting and tag color', () => {
    expect(new Set(jobs.map((j) => j.category))).toEqual(new Set(JOB_CATEGORIES.map((c) => c.slug)));
    expect(new Set(jobs.map((j) => j.workSetting))).toEqual(new Set(WORK_SETTINGS));
    for (const job of jobs) expect(JOB_TYPES).toContain(job.jobType);
    const colors = new Set(jobs.flatMap((j) => j.tags.map((t) => t.color)));
    for (const color of colors) expect(TAG_COLORS).toContain(color);
    expect(colors.size).toBe(TAG_COLORS.length);
    const fullTime = jobs.filter((j) => j.jobType === 'Full Time').length / jobs.length;
    expect(fullTime).toBeGreaterThan(0.6);
  });

  it('offers titles people search for, with seniority', () => {
    const titles = new Set(jobs.map((j) => j.title));
    for (const title of ['Senior Software Engineer', 'Product Designer', 'Registered Nurse', 'Paralegal']) {
      expect(titles).toContain(title);
    }
    expect([...titles].some((t) => t.startsWith('Staff '))).toBe(true);
    expect(titles.size).toBeGreaterThan(300);
  });

  it('places on-site and hybrid jobs in real cities and most remote jobs nowhere in particular', () => {
    for (const job of jobs.filter((j) => j.workSetting !== 'remote')) {
      expect(job.location).toBe(`${job.city}, ${job.state}`);
      const city = US_CITIES.find((c) => c.city === job.city && c.state === job.state);
      expect(city?.zip).toBe(job.zip);
      expect(job.latitude).toBe(city?.latitude);
    }
    const remote = jobs.filter((j) => j.workSetting === 'remote');
    const anywhere = remote.filter((j) => j.location === 'Remote (US)');
    expect(anywhere.length / remote.length).toBeGreaterThan(0.6);
    for (const job of anywhere) expect([job.city, job.state, job.zip, job.latitude]).toEqual([null, null, null, null]);
    for (const job of remote.filter((j) => j.city)) expect(job.location).toBe(`Remote (${job.city}, ${job.state})`);
  });

  it('pays most jobs in USD, full-time senior engineers six figures a year and contractors mostly by the hour', () => {
    const paid = jobs.filter((j) => j.salaryMin !== null);
    expect(paid.length / jobs.length).toBeGreaterThan(0.7);
    expect(paid.length / jobs.length).toBeLessThan(0.9);
    for (const job of paid) {
      expect(job.salaryCurrency).toBe('USD');
      expect(job.salaryMax).toBeGreaterThan(job.salaryMin as number);
    }
    const seniorEngineers = paid.filter(
      (j) => j.title.startsWith('Senior Software Engineer') && j.jobType === 'Full Time',
    );
    expect(seniorEngineers.length).toBeGreaterThan(0);
    for (const job of seniorEngineers) {
      expect(job.salaryPeriod).toBe('year');
      expect(job.salaryMin).toBeGreaterThanOrEqual(100_000);
      expect(job.salaryMax).toBeLessThanOrEqual(400_000);
    }
    const contracts = paid.filter((j) => j.jobType === 'Contract');
    expect(contracts.filter((j) => j.salaryPeriod === 'hour').length / contracts.length).toBeGreaterThan(0.6);
    const yearly = paid.filter((j) => j.salaryPeriod === 'year');
    const highPaying = yearly.filter((j) => (j.salaryMax as number) >= 100_000 && (j.salaryMin as number) <= 250_000);
    expect(highPaying.length / yearly.length).toBeGreaterThan(0.6);
  });

  it('writes an HTML description of 800–1500 characters that mentions the tags', () => {
    for (const job of jobs) {
      expect(job.description.length).toBeGreaterThanOrEqual(800);
      expect(job.description.length).toBeLessThanOrEqual(1500);
      expect(job.description).toMatch(/^<p>.*<\/p>/);
      expect(job.description).toContain('<h3>');
      expect(job.description).toContain('<ul><li>');
      for (const tag of job.tags) expect(job.description).toContain(tag.name);
    }
  });

  it('gives each job 2–4 distinct tags, and a tag the same color on every job', () => {
    const colorOf = new Map<string, string>();
    for (const job of jobs) {
      expect(job.tags.length).toBeGreaterThanOrEqual(2);
      expect(job.tags.length).toBeLessThanOrEqual(4);
      expect(new Set(job.tags.map((t) => t.name)).size).toBe(job.tags.length);
      for (const tag of job.tags) {
        expect(colorOf.get(tag.name) ?? tag.color).toBe(tag.color);
        colorOf.set(tag.name, tag.color);
      }
    }
  });

  it('posts jobs over the last 60 days, open for 30–60 days and still open now', () => {
    const day = 86_400_000;
    for (const job of jobs) {
      expect(job.postedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(job.postedAt.getTime()).toBeGreaterThanOrEqual(now.getTime() - 60 * day);
      expect(job.expiresAt.getTime()).toBeGreaterThan(now.getTime());
      expect(job.expiresAt.getTime() - job.postedAt.getTime()).toBeGreaterThanOrEqual(30 * day);
    }
    const ages = jobs.map((j) => (now.getTime() - j.postedAt.getTime()) / day);
    expect(ages.filter((a) => a > 45).length).toBeGreaterThan(0);
  });

  it('gives every job a unique source id, slug and an example.com url from its id, labelled as a sample', () => {
    expect(new Set(jobs.map((j) => j.sourceId)).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.slug)).size).toBe(jobs.length);
    const job = jobs[41];
    expect(job?.source).toBe('demo');
    expect(job?.url).toBe('https://example.com/sample-jobs/42');
    expect(jobs.every((j) => j.sample && new URL(j.url).hostname === 'example.com')).toBe(true);
    expect(job?.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-42$/);
  });
});
