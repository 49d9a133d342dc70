// One run of one source, as the worker, the command line and the tests start it: fetch the
// feed (or take a saved one), read it, bring the source's jobs in step, record the run. A
// run that fails changes no job: nothing is closed when a feed cannot be read.
import type { IngestionMetrics, Logger } from '@highpay/common';
import { WRITE_BATCH_SIZE } from '@highpay/common/jobs/job.writer';
import type pg from 'pg';
import type { ConnectorDeps } from '../connectors/connector.js';
import { failureLogFields } from '../connectors/unreachable.js';
import { FeedError } from '../connectors/feed.client.js';
import { writeFeedJobs, type FeedWriteCounts } from '../sync/feed-jobs.writer.js';
import { fetchSourceFeed, sourceFeedInBatches, type IngestResult } from '../connectors/ingest.service.js';
import type { NormalizedJob } from '../normalize/normalized-job.js';
import type { IngestRunStore, IngestTrigger, RunCounts } from './ingest-run.store.js';
import type { ConfiguredSource } from '../sources/sources-file.js';
import type { IngestSource } from '../sources/ingest-source.js';

export interface RunSourceDeps extends Partial<ConnectorDeps> {
  pool: pg.Pool;
  runs: IngestRunStore;
  logger?: Logger;
  metrics?: IngestionMetrics;
}

export interface RunSummary extends RunCounts {
  runId: string;
  source: string;
  connector: string;
  skippedItems: IngestResult['skipped'];
  repairedItems: IngestResult['repaired'];
}

/** A run that failed, recorded as such; `cause` is what failed (a FeedError for a feed). */
export class IngestRunError extends Error {
  override name = 'IngestRunError';
  constructor(
    readonly source: string,
    readonly runId: string,
    override readonly cause: unknown,
  ) {
    super(`${source}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Runs one source: from its feed, or from `saved` (a response in the feed's format read
 * from a file). Records the run either way; throws IngestRunError when it failed.
 */
export async function runSource(
  source: IngestSource & Partial<Pick<ConfiguredSource, 'attribution'>>,
  trigger: IngestTrigger,
  deps: RunSourceDeps,
  saved?: { raw: unknown },
): Promise<RunSummary> {
  const runId = await deps.runs.start({ source: source.name, connector: source.connector, trigger });
  const log = deps.logger?.child({ source: source.name, runId, trigger });
  const started = performance.now();
  try {
    const raw = saved ? saved.raw : await fetchFeed(source, deps);
    // Throws here, before any write, when the feed is not its documented shape.
    const feed = sourceFeedInBatches(source, raw);
    const counts: FeedWriteCounts = await writeFeedJobs(deps.pool, {
      source: source.name,
      jobs: withAttribution(feed.batches(WRITE_BATCH_SIZE), source.attribution),
      keep: () => feed.skipped.filter((s) => s.id !== null && !s.closed).map((s) => s.id!),
    });
    const summary: RunSummary = {
      runId,
      source: source.name,
      connector: source.connector,
      seen: feed.itemCount,
      ...counts,
      skipped: feed.skipped.length,
      skippedItems: feed.skipped,
      repaired: feed.repaired.length,
      repairedItems: feed.repaired,
    };
    await deps.runs.finish(runId, { ok: true, ...summary });
    deps.metrics?.recordRun(source.name, 'succeeded');
    deps.metrics?.recordJobs(source.name, summary);
    log?.info({ ...countsOf(summary), ms: Math.round(performance.now() - started) }, 'ingest run done');
    return summary;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const httpStatus = error instanceof FeedError ? error.httpStatus : undefined;
    await deps.runs.finish(runId, { ok: false, error: message, httpStatus }).catch((finishError: unknown) => {
      log?.error({ err: finishError }, 'the failed run could not be recorded');
    });
    deps.metrics?.recordRun(source.name, 'failed');
    log?.warn(
      { ...failureLogFields(error), ms: Math.round(performance.now() - started) },
      'ingest run failed; it closed no job',
    );
    throw new IngestRunError(source.name, runId, error);
  }
}

/** The configured credit on each job whose feed names none. */
async function* withAttribution(
  batches: AsyncIterable<NormalizedJob[]>,
  attribution: ConfiguredSource['attribution'],
): AsyncGenerator<NormalizedJob[], void> {
  for await (const jobs of batches) {
    yield attribution ? jobs.map((job) => (job.attribution ? job : { ...job, attribution })) : jobs;
  }
}

function fetchFeed(source: IngestSource, deps: RunSourceDeps): Promise<unknown> {
  if (!deps.client) throw new Error('a feed client is needed to fetch a feed');
  return fetchSourceFeed(source, { client: deps.client, extraHosts: deps.extraHosts, signal: deps.signal });
}

function countsOf(summary: RunSummary): RunCounts {
  const { seen, added, updated, unchanged, reopened, closed, skipped, repaired } = summary;
  return { seen, added, updated, unchanged, reopened, closed, skipped, repaired };
}
