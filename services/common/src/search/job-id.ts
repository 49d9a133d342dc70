// Job ids are PostgreSQL integers: anything else names no job.
const MAX_INT = 2_147_483_647;

/** The job id in `text`, or undefined when it cannot name a job. */
export function parseJobId(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && id <= MAX_INT ? id : undefined;
}
