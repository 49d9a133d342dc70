// Each source's state for its operator: how it is configured, when it runs next, and what
// its last run found and did. Configured sources that never ran are listed, and sources
// that ran but left the sources file too (their jobs are still in the database).
import type { IngestRun, IngestRunStore } from './ingest-run.store.js';
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
}

export interface SourceStatusDeps {
  sources: readonly ConfiguredSource[];
  runs: Pick<IngestRunStore, 'latest'>;
  nextRunAt?: (source: string) => Promise<Date | null>;
}

export async function sourceStatuses(deps: SourceStatusDeps): Promise<SourceStatus[]> {
  const latest = new Map((await deps.runs.latest()).map((run) => [run.source, run]));
  const configured = await Promise.all(
    deps.sources.map(async (source): Promise<SourceStatus> => ({
      name: source.name,
      connector: source.connector,
      configured: true,
      every: source.every,
      nextRunAt: (await deps.nextRunAt?.(source.name)) ?? null,
      lastRun: latest.get(source.name) ?? null,
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
    }));
  return [...configured, ...others];
}
