// Remotive's public API: GET /api/remote-jobs, every active remote job at once
// ({"0-legal-notice", "job-count", jobs}). Its terms (see source-terms.ts): link back to the
// job's Remotive URL and name Remotive, never resubmit its jobs to Google for Jobs (no
// JSON-LD, no sitemap entry), show jobs 24 hours after publication, poll at most 4 times a day.
import { z } from 'zod';
import { feedUrl, fetchFeed, optionalText, parseEnvelope, parseItems, type Connector } from './connector.js';
import { SOURCE_TERMS } from './source-terms.js';
import { completeJob } from '../normalize/job-draft.js';

const ZRemotiveJob = z.object({
  id: z.union([z.number(), z.string().min(1)]),
  url: z.string(),
  title: z.string(),
  company_name: z.string(),
  category: optionalText,
  tags: z.array(z.string()).nullish(),
  job_type: optionalText,
  publication_date: z.string(),
  candidate_required_location: optionalText,
  salary: optionalText,
  description: optionalText,
});
export type RemotiveJob = z.infer<typeof ZRemotiveJob>;

const ZEnvelope = z.looseObject({ '0-legal-notice': z.string(), jobs: z.array(z.unknown()) });

const EMPLOYMENT: Record<string, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  freelance: 'Contract',
  internship: 'Internship',
};

export const remotive: Connector<'remotive', RemotiveJob> = {
  name: 'remotive',
  hosts: ['remotive.com'],
  fetch(source, deps) {
    return fetchFeed(this.hosts, feedUrl(source, 'https://remotive.com', '/api/remote-jobs'), deps);
  },
  parse(raw) {
    return parseItems(parseEnvelope(raw, ZEnvelope, 'Remotive').jobs, ZRemotiveJob);
  },
  normalize(job, source) {
    const id = String(job.id);
    // Publication times come without a zone: UTC.
    const posted = publishedAt(job.publication_date);
    if (posted && Date.now() - posted.getTime() < SOURCE_TERMS.remotive.holdMs)
      return { skip: 'held back: Remotive asks that jobs show 24 hours after publication', id };
    return completeJob(
      {
        sourceId: id,
        title: job.title,
        company: job.company_name,
        url: job.url,
        descriptionHtml: job.description ?? '',
        locationText: job.candidate_required_location?.trim() || 'Worldwide',
        workSetting: 'remote',
        employment: [job.job_type ? (EMPLOYMENT[job.job_type] ?? job.job_type) : null],
        departments: job.category ? [job.category] : [],
        feedTags: job.tags ?? [],
        payTexts: [job.salary],
        postedAt: posted,
        attribution: { name: 'Remotive', url: job.url },
      },
      source,
    );
  },
};

function publishedAt(text: string): Date | null {
  const withZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? null : date;
}
