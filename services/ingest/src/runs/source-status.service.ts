// Each source's state for its operator: how it is configured, when it runs next, what its
// last run found and did, how many of its jobs are open and listed, its newest error, and
// whether it is paused (its board answered 404 run after run). Configured sources that
// never ran are listed, and sources that ran but left the sources file too (their jobs are
// still in the database).
import type { IngestRun, IngestRunStore, LastError } from './ingest-run.store.js';
import type { ConfiguredSource } from '../sources/sources-file.js';

export interface SourceStatus {
  name: string;
  connector: string;
  /** False for a source that ran (from a file, or before it left the sources file) but is not configured. */
  configured: boolean;
  /** "6h"; null when not configured. */
  every: string | null;
  /** When its scheduler starts the next run, when known. */
  nextRunAt: Date | null;
  lastRun: IngestRun | null;
  /** Its jobs open now, and of those the ones listed (not another source's copy). */
  jobs: { open: number; listed: number };
  /** Its newest failed run, even when a later run succeeded. */
  lastError: Omit<LastError, 'source'> | null;
  /** Its scheduled runs are skipped: the board answered 404 to its last runs. */
  paused: boolean;
}

/** Jobs per source: open, and listed. */
export type JobCounts = () => Promise<Map<string, { open: number; listed: number }>>;

export interface SourceStatusDeps {
  sources: readonly ConfiguredSource[];
  runs: Pick<IngestRunStore, 'latest' | 'paused' | 'lastErrors'>;
  jobCounts?: JobCounts;
  nextRunAt?: (source: string) => Promise<Date | null>;
}

export async function sourceStatuses(deps: SourceStatusDeps): Promise<SourceStatus[]> {
  const [latestRuns, pausedSources, errors, counts] = await Promise.all([
    deps.runs.latest(),
    deps.runs.paused(),
    deps.runs.lastErrors(),
    deps.jobCounts?.() ?? Promise.resolve(new Map<string, { open: number; listed: number }>()),
  ]);
  const latest = new Map(latestRuns.map((run) => [run.source, run]));
  const paused = new Set(pausedSources);
  const lastError = new Map(errors.map(({ source, ...error }) => [source, error]));
  const facts = (name: string) => ({
    jobs: counts.get(name) ?? { open: 0, listed: 0 },
    lastError: lastError.get(name) ?? null,
    paused: paused.has(name),
  });
  const configured = await Promise.all(
    deps.sources.map(async (source): Promise<SourceStatus> => ({
      name: source.name,
      connector: source.connector,
      configured: true,
      every: source.every,
      nextRunAt: (await deps.nextRunAt?.(source.name)) ?? null,
      lastRun: latest.get(source.name) ?? null,
      ...facts(source.name),
    })),
  );
  const names = new Set(deps.sources.map((s) => s.name));
  const others = [...latest.values()]
    .filter((run) => !names.has(run.source))
    .map((run): SourceStatus => ({
      name: run.source,
      connector: run.connector,
      configured: false,
      every: null,
      nextRunAt: null,
      lastRun: run,
      ...facts(run.source),
    }));
  return [...configured, ...others];
}

/** Open and listed jobs of every source, from the jobs table. */
export function pgJobCounts(pool: { query<R extends object>(sql: string): Promise<{ rows: R[] }> }): JobCounts {
  return async () => {
    const { rows } = await pool.query<{ source: string; open: string; listed: string }>(
      `SELECT source, count(*) AS open, count(*) FILTER (WHERE duplicate_of IS NULL) AS listed
         FROM jobs WHERE closed_at IS NULL GROUP BY source`,
    );
    return new Map(rows.map((row) => [row.source, { open: Number(row.open), listed: Number(row.listed) }]));
  };
}
