// What test/support/jobs.ts's insertJobs cannot write: closing a job (ingest closes a job
// that left its feed). Call it while seeding, before the stack starts: a running stack
// would keep its cached answers.
import pg from 'pg';
import type { RemoteEligibility } from '@highpay/contracts';

export async function closeJob(databaseUrl: string, id: string, closedAt: Date): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE jobs SET closed_at = $2 WHERE id = $1', [Number(id), closedAt]);
  } finally {
    await client.end();
  }
}

/** Remote eligibility as the ingest parser writes it. */
export function eligibility(label: string, parts: Partial<Omit<RemoteEligibility, 'label'>> = {}): RemoteEligibility {
  return { anywhere: false, countries: [], regions: [], utcOffsets: null, ...parts, label };
}
