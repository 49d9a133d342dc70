// The same opening from two sources is listed once. Open jobs that share an apply key or a
// match key with a job of another source are copies of one opening; the employer's own
// copy is listed (its apply link goes straight to the employer), else the copy created
// first, and every other copy points at it (duplicate_of). When that one closes, the next
// open copy is listed again.
import type { Queryable } from '@highpay/common/jobs/job.writer';

/** Keys whose groups a write may have changed: the new keys of the jobs written and the old ones. */
export interface TouchedKeys {
  apply: Set<string>;
  match: Set<string>;
}

export function touchedKeys(): TouchedKeys {
  return { apply: new Set(), match: new Set() };
}

export function touch(keys: TouchedKeys, job: { applyKey: string | null; matchKey: string | null }): void {
  if (job.applyKey) keys.apply.add(job.applyKey);
  if (job.matchKey) keys.match.add(job.matchKey);
}

export interface OpenJob {
  id: number;
  source: string;
  apply_key: string | null;
  match_key: string | null;
  duplicate_of: number | null;
  created: string;
  /** employer | aggregator; absent reads as employer. */
  source_type?: string;
}

/** Copies of copies are one opening: expansion stops here so that one run never walks the whole table. */
const MAX_EXPANSIONS = 6;

/**
 * Settles which copy of each opening the touched keys reach is listed, in the caller's
 * transaction (which holds the openings lock). Answers the ids of the jobs whose being
 * listed changed, for their outbox rows.
 */
export async function settleDuplicates(client: Queryable, keys: TouchedKeys): Promise<number[]> {
  const jobs = new Map<number, OpenJob>();
  let apply = [...keys.apply];
  let match = [...keys.match];
  const seenApply = new Set(apply);
  const seenMatch = new Set(match);
  for (let round = 0; round < MAX_EXPANSIONS && (apply.length > 0 || match.length > 0); round++) {
    const { rows } = await client.query<OpenJob>(
      `SELECT id, source, source_type, apply_key, match_key, duplicate_of, to_char(created_at, 'YYYYMMDDHH24MISSUS') AS created
         FROM jobs
        WHERE closed_at IS NULL AND (apply_key = ANY($1::text[]) OR match_key = ANY($2::text[]))`,
      [apply, match],
    );
    apply = [];
    match = [];
    for (const row of rows) {
      jobs.set(row.id, row);
      if (row.apply_key && !seenApply.has(row.apply_key)) {
        seenApply.add(row.apply_key);
        apply.push(row.apply_key);
      }
      if (row.match_key && !seenMatch.has(row.match_key)) {
        seenMatch.add(row.match_key);
        match.push(row.match_key);
      }
    }
  }

  const canonical = canonicalCopies([...jobs.values()]);
  const changes = [...jobs.values()]
    .map((job) => ({ job, next: canonical.get(job.id) ?? null }))
    .filter(({ job, next }) => job.duplicate_of !== next);
  if (changes.length === 0) return [];
  await client.query(
    `UPDATE jobs SET duplicate_of = c.next, updated_at = now()
       FROM unnest($1::int[], $2::int[]) AS c(id, next)
      WHERE jobs.id = c.id`,
    [changes.map((c) => c.job.id), changes.map((c) => c.next)],
  );
  return changes.filter(({ job, next }) => (job.duplicate_of === null) !== (next === null)).map((c) => c.job.id);
}

/**
 * For each job, the job it is a copy of (absent: it is listed). A key shared by jobs of two
 * or more sources joins them into one opening; within one source the feed's own ids tell
 * openings apart, so a key shared there alone joins nothing.
 */
export function canonicalCopies(jobs: readonly OpenJob[]): Map<number, number> {
  const parent = new Map(jobs.map((job) => [job.id, job.id]));
  const root = (id: number): number => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at)!;
    parent.set(id, at);
    return at;
  };
  const groups = new Map<string, OpenJob[]>();
  for (const job of jobs) {
    for (const key of [job.apply_key && `a ${job.apply_key}`, job.match_key && `m ${job.match_key}`]) {
      if (key) groups.set(key, [...(groups.get(key) ?? []), job]);
    }
  }
  for (const members of groups.values()) {
    if (new Set(members.map((m) => m.source)).size < 2) continue;
    for (const member of members.slice(1)) parent.set(root(member.id), root(members[0]!.id));
  }
  const first = new Map<number, OpenJob>();
  for (const job of jobs) {
    const r = root(job.id);
    const best = first.get(r);
    if (!best || listedBefore(job, best)) first.set(r, job);
  }
  const copies = new Map<number, number>();
  for (const job of jobs) {
    const listed = first.get(root(job.id))!;
    if (listed.id !== job.id) copies.set(job.id, listed.id);
  }
  return copies;
}

/** The employer's own copy before an aggregator's; then the older; then the lower id. */
function listedBefore(a: OpenJob, b: OpenJob): boolean {
  const aggregated = (job: OpenJob) => (job.source_type === 'aggregator' ? 1 : 0);
  if (aggregated(a) !== aggregated(b)) return aggregated(a) < aggregated(b);
  return a.created < b.created || (a.created === b.created && a.id < b.id);
}
