// Maps a jobs row (with its tags) to the API's Job.
import { TAG_COLORS, tagsOrFallback, type Job, type TagColor } from '@highpay/contracts';

export interface JobRow {
  id: number;
  slug: string;
  title: string;
  company: string;
  location: string;
  job_type: string;
  work_setting: Job['workSetting'];
  category: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: Job['salaryPeriod'];
  description: string;
  url: string;
  posted_at: Date;
  tags: Array<{ name: string; color: string }> | null;
}

export const JOB_COLUMNS = `j.id, j.slug, j.title, j.company, j.location, j.job_type, j.work_setting, j.category,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.description, j.url, j.posted_at,
  (SELECT json_agg(json_build_object('name', t.name, 'color', t.color) ORDER BY t.position)
     FROM tags t WHERE t.job_id = j.id) AS tags`;

export function toJob(row: JobRow): Job {
  const tags = (row.tags ?? []).map((t) => ({
    name: t.name,
    color: (TAG_COLORS as readonly string[]).includes(t.color) ? (t.color as TagColor) : 'green',
  }));
  return {
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    company: row.company,
    location: row.location,
    jobType: row.job_type,
    created: row.posted_at.toISOString(),
    description: row.description,
    url: row.url,
    tags: tagsOrFallback({ tags, jobType: row.job_type }),
    workSetting: row.work_setting,
    category: row.category,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryCurrency: row.salary_currency?.trim() ?? null,
    salaryPeriod: row.salary_period,
  };
}

const ANSWER_START = Buffer.from('{"jobs":[');
const COMMA = Buffer.from(',');

/**
 * A search answer, `{jobs, totalResults}`, as JSON.stringify writes it, from its jobs' JSON:
 * its bytes in order, in parts. The jobs' own buffers are among them, not copied: a copy
 * would be a new buffer outside the heap for each answer, and V8 answers every 64 MB of
 * those with a full collection in steps of 5–10 ms (external memory pressure).
 */
export function answerParts(jobs: ReadonlyArray<Buffer | string>, totalResults: number): Buffer[] {
  const texts = jobs.map((job) => (typeof job === 'string' ? Buffer.from(job) : job));
  return [ANSWER_START, ...joinParts(texts, COMMA), Buffer.from(`],"totalResults":${totalResults}}`)];
}

/** The parts one after another (each a buffer, or several in order), `separator` between each two. */
export function joinParts(parts: ReadonlyArray<Buffer | readonly Buffer[]>, separator: Buffer): Buffer[] {
  return parts.flatMap((part, i) => [...(i > 0 ? [separator] : []), ...(Buffer.isBuffer(part) ? [part] : part)]);
}
