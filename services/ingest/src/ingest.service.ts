// Reads configured feeds into normalized jobs: fetch, parse, normalize each item. An item
// that is malformed or incomplete is skipped and counted; it never stops the run.
import { ashby } from './connectors/ashby.connector.js';
import { greenhouse } from './connectors/greenhouse.connector.js';
import { lever } from './connectors/lever.connector.js';
import { remoteok } from './connectors/remoteok.connector.js';
import { workable } from './connectors/workable.connector.js';
import type { Connector, ConnectorDeps, Skipped } from './connector.js';
import type { ConnectorName, IngestSource, SourceOf } from './ingest-source.js';
import type { NormalizedJob } from './normalized-job.js';

export interface IngestResult {
  /** The source's name (jobs.source). */
  source: string;
  connector: ConnectorName;
  /** One per feed job that normalized, in feed order, ids unique. */
  jobs: NormalizedJob[];
  /** Items left out, with why; `index` is the item's place in the feed. */
  skipped: Skipped[];
  /** Items the feed held (its legal notice and envelope not counted). */
  itemCount: number;
}

export interface IngestFailure {
  source: string;
  error: unknown;
}

/** The hosts each connector may call. */
export const CONNECTOR_HOSTS: Readonly<Record<ConnectorName, readonly string[]>> = {
  greenhouse: greenhouse.hosts,
  lever: lever.hosts,
  ashby: ashby.hosts,
  workable: workable.hosts,
  remoteok: remoteok.hosts,
};

/** One source, start to end. Throws when the feed cannot be fetched or is not its documented shape. */
export function ingestSource(source: IngestSource, deps: ConnectorDeps): Promise<IngestResult> {
  switch (source.connector) {
    case 'greenhouse':
      return run(greenhouse, source, deps);
    case 'lever':
      return run(lever, source, deps);
    case 'ashby':
      return run(ashby, source, deps);
    case 'workable':
      return run(workable, source, deps);
    case 'remoteok':
      return run(remoteok, source, deps);
    default: {
      const unreachable: never = source;
      throw new Error(`unknown connector in ${JSON.stringify(unreachable)}`);
    }
  }
}

/** Every source in turn; one whose feed fails is reported, and the others still run. */
export async function ingestSources(
  sources: readonly IngestSource[],
  deps: ConnectorDeps,
): Promise<{ results: IngestResult[]; failures: IngestFailure[] }> {
  const results: IngestResult[] = [];
  const failures: IngestFailure[] = [];
  for (const source of sources) {
    try {
      results.push(await ingestSource(source, deps));
    } catch (error) {
      if (deps.signal?.aborted) throw error;
      failures.push({ source: source.name, error });
    }
  }
  return { results, failures };
}

/** Parse and normalize a feed already fetched (a saved response, a replay). */
export function normalizeFeed<C extends ConnectorName, Item>(
  connector: Connector<C, Item>,
  source: SourceOf<C>,
  raw: unknown,
): IngestResult {
  const feed = connector.parse(raw);
  const skipped = [...feed.skipped];
  const jobs: NormalizedJob[] = [];
  const seen = new Set<string>();
  for (const { index, item } of feed.items) {
    const result = connector.normalize(item, source, { company: feed.company });
    if ('skip' in result) {
      skipped.push({ index, id: result.id ?? null, reason: result.skip });
    } else if (seen.has(result.sourceId)) {
      skipped.push({ index, id: result.sourceId, reason: 'duplicate id' });
    } else {
      seen.add(result.sourceId);
      jobs.push(result);
    }
  }
  skipped.sort((a, b) => a.index - b.index);
  return {
    source: source.name,
    connector: connector.name,
    jobs,
    skipped,
    itemCount: feed.items.length + feed.skipped.length,
  };
}

async function run<C extends ConnectorName, Item>(
  connector: Connector<C, Item>,
  source: SourceOf<C>,
  deps: ConnectorDeps,
): Promise<IngestResult> {
  return normalizeFeed(connector, source, await connector.fetch(source, deps));
}
