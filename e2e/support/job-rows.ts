// Facts of ingested jobs that test/support/jobs.ts does not write (remote eligibility, the
// publisher, the sample flag, closing), set on rows it inserted. Call it while seeding,
// before the stack starts: a running stack would keep its cached answers.
import pg from 'pg';
import { openToOf, type Job, type RemoteEligibility } from '@highpay/contracts';

export interface JobFacts {
  remoteEligibility?: RemoteEligibility | null;
  applyUrl?: string | null;
  /** Who published the job ("via Remote OK"). */
  attribution?: Job['source'] | null;
  sample?: boolean;
  closedAt?: Date | null;
}

export async function setJobFacts(databaseUrl: string, id: string, facts: JobFacts): Promise<void> {
  const columns: Record<string, unknown> = {};
  if (facts.remoteEligibility !== undefined) {
    columns.remote_eligibility = facts.remoteEligibility && JSON.stringify(facts.remoteEligibility);
    columns.open_to = openToOf(facts.remoteEligibility);
  }
  if (facts.applyUrl !== undefined) columns.apply_url = facts.applyUrl;
  if (facts.attribution !== undefined) columns.attribution = facts.attribution && JSON.stringify(facts.attribution);
  if (facts.sample !== undefined) columns.sample = facts.sample;
  if (facts.closedAt !== undefined) columns.closed_at = facts.closedAt;
  const names = Object.keys(columns);
  if (names.length === 0) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE jobs SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE id = $1`, [
      Number(id),
      ...Object.values(columns),
    ]);
  } finally {
    await client.end();
  }
}

/** Remote eligibility as the ingest parser writes it. */
export function eligibility(label: string, parts: Partial<Omit<RemoteEligibility, 'label'>> = {}): RemoteEligibility {
  return { anywhere: false, countries: [], regions: [], utcOffsets: null, ...parts, label };
}
