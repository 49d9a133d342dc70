// Known jobs for tests, written with plain SQL the way the search side reads them
// (jobs.search_vector is generated; tag_names holds the tag names joined by spaces).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SalaryPeriod, Tag, WorkSetting } from '@highpay/contracts';

export interface TestJob {
  title: string;
  company?: string;
  location?: string;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  jobType?: string;
  workSetting?: WorkSetting;
  /** A stored category slug: 'development', 'design', … */
  category?: string;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  salaryPeriod?: SalaryPeriod | null;
  description?: string;
  url?: string;
  tags?: Tag[];
  postedAt?: Date;
  expiresAt?: Date | null;
}

const DAY_MS = 86_400_000;

/** Inserts the jobs in order and answers their ids (as the API spells them: strings). */
export async function insertJobs(databaseUrl: string, jobs: readonly TestJob[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const ids: string[] = [];
    for (const job of jobs) ids.push(await insertOne(client, job));
    await client.query('COMMIT');
    return ids;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function insertOne(client: pg.Client, job: TestJob): Promise<string> {
  const tags = job.tags ?? [];
  const sourceId = randomBytes(6).toString('hex');
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO jobs (slug, title, company, location, city, state, zip, job_type, work_setting, category,
                       salary_min, salary_max, salary_currency, salary_period, description, url,
                       source, source_id, tag_names, posted_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::work_setting, $10, $11, $12, $13, $14::salary_period, $15, $16,
             'test', $17, $18, $19, $20)
     RETURNING id`,
    [
      `${slugify(job.title)}-${sourceId}`,
      job.title,
      job.company ?? 'Acme Corp',
      job.location ?? 'Austin, TX',
      job.city ?? null,
      job.state ?? null,
      job.zip ?? null,
      job.jobType ?? 'Full Time',
      job.workSetting ?? 'on-site',
      job.category ?? 'development',
      job.salaryMin ?? null,
      job.salaryMax ?? null,
      job.salaryCurrency ?? (job.salaryMin != null || job.salaryMax != null ? 'USD' : null),
      job.salaryPeriod ?? null,
      job.description ?? `<p>${job.title} at ${job.company ?? 'Acme Corp'}.</p>`,
      job.url ?? `https://jobs.example.com/${sourceId}`,
      sourceId,
      tags.map((tag) => tag.name).join(' '),
      job.postedAt ?? new Date(),
      job.expiresAt ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert returned no id');
  for (const [position, tag] of tags.entries()) {
    await client.query(`INSERT INTO tags (job_id, name, color, position) VALUES ($1, $2, $3::tag_color, $4)`, [
      id,
      tag.name,
      tag.color,
      position,
    ]);
  }
  return String(id);
}

/** `count` plain jobs titled '{prefix} 1' … posted a minute apart, newest first, older than `before`. */
export function fillerJobs(count: number, options: { prefix?: string; before?: Date } & Partial<TestJob> = {}): TestJob[] {
  const { prefix = 'Filler Job', before = new Date(Date.now() - DAY_MS), ...rest } = options;
  return Array.from({ length: count }, (_, i) => ({
    company: 'Filler Inc',
    ...rest,
    title: `${prefix} ${i + 1}`,
    postedAt: new Date(before.getTime() - (i + 1) * 60_000),
  }));
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}
