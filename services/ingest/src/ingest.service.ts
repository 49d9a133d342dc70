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
export async function ingestSource(source: IngestSource, deps: ConnectorDeps): Promise<IngestResult> {
  return normalizeSourceFeed(source, await fetchSourceFeed(source, deps));
}

/** The source's feed as its board answers it, not yet read. */
export function fetchSourceFeed(source: IngestSource, deps: ConnectorDeps): Promise<unknown> {
  switch (source.connector) {
    case 'greenhouse':
      return greenhouse.fetch(source, deps);
    case 'lever':
      return lever.fetch(source, deps);
    case 'ashby':
      return ashby.fetch(source, deps);
    case 'workable':
      return workable.fetch(source, deps);
    case 'remoteok':
      return remoteok.fetch(source, deps);
    default: {
      const unreachable: never = source;
      throw new Error(`unknown connector in ${JSON.stringify(unreachable)}`);
    }
  }
}

/** A feed already fetched (or saved), read by the source's connector. Throws when it is not the feed's shape. */
export function normalizeSourceFeed(source: IngestSource, raw: unknown): IngestResult {
  switch (source.connector) {
    case 'greenhouse':
      return normalizeFeed(greenhouse, source, raw);
    case 'lever':
      return normalizeFeed(lever, source, raw);
    case 'ashby':
      return normalizeFeed(ashby, source, raw);
    case 'workable':
      return normalizeFeed(workable, source, raw);
    case 'remoteok':
      return normalizeFeed(remoteok, source, raw);
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
  const reading = readFeed(connector, source, raw);
  const jobs = reading.items.map(reading.normalize).filter((job): job is NormalizedJob => job !== null);
  reading.skipped.sort((a, b) => a.index - b.index);
  return {
    source: source.name,
    connector: connector.name,
    jobs,
    skipped: reading.skipped,
    itemCount: reading.itemCount,
  };
}

/** A feed read, its jobs normalized batch by batch as they are asked for. */
export interface FeedInBatches {
  source: string;
  connector: ConnectorName;
  itemCount: number;
  /** Items left out: those the feed's schema refused at once, the others as their batch is normalized. */
  skipped: Skipped[];
  /** The jobs in feed order, ids unique; between small slices of work it lets I/O in. */
  batches(size: number): AsyncGenerator<NormalizedJob[], void>;
}

/** Items normalized between two turns of the event loop: a write in flight goes on meanwhile. */
const SLICE = 25;

/**
 * Like normalizeFeed, but batch by batch, yielding to the event loop every few items, so
 * that the database writes one batch while the next is normalized. Throws at once when the
 * feed is not its documented shape.
 */
export function normalizeFeedInBatches<C extends ConnectorName, Item>(
  connector: Connector<C, Item>,
  source: SourceOf<C>,
  raw: unknown,
): FeedInBatches {
  const reading = readFeed(connector, source, raw);
  return {
    source: source.name,
    connector: connector.name,
    itemCount: reading.itemCount,
    skipped: reading.skipped,
    async *batches(size) {
      const { items } = reading;
      for (let at = 0; at < items.length; at += size) {
        const jobs: NormalizedJob[] = [];
        for (let i = at; i < Math.min(at + size, items.length); i++) {
          const job = reading.normalize(items[i]!);
          if (job) jobs.push(job);
          if ((i + 1) % SLICE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
        }
        yield jobs;
      }
      reading.skipped.sort((a, b) => a.index - b.index);
    },
  };
}

/** normalizeFeedInBatches with the source's own connector. */
export function sourceFeedInBatches(source: IngestSource, raw: unknown): FeedInBatches {
  switch (source.connector) {
    case 'greenhouse':
      return normalizeFeedInBatches(greenhouse, source, raw);
    case 'lever':
      return normalizeFeedInBatches(lever, source, raw);
    case 'ashby':
      return normalizeFeedInBatches(ashby, source, raw);
    case 'workable':
      return normalizeFeedInBatches(workable, source, raw);
    case 'remoteok':
      return normalizeFeedInBatches(remoteok, source, raw);
    default: {
      const unreachable: never = source;
      throw new Error(`unknown connector in ${JSON.stringify(unreachable)}`);
    }
  }
}

/** The feed's items, and one item at a time into a job or a skipped entry (a second item with one id is skipped). */
function readFeed<C extends ConnectorName, Item>(connector: Connector<C, Item>, source: SourceOf<C>, raw: unknown) {
  const feed = connector.parse(raw);
  const skipped = [...feed.skipped];
  const seen = new Set<string>();
  const normalize = ({ index, item }: { index: number; item: Item }): NormalizedJob | null => {
    const result = connector.normalize(item, source, { company: feed.company });
    if ('skip' in result) {
      skipped.push({ index, id: result.id ?? null, reason: result.skip, ...(result.closed ? { closed: true } : {}) });
      return null;
    }
    if (seen.has(result.sourceId)) {
      skipped.push({ index, id: result.sourceId, reason: 'duplicate id' });
      return null;
    }
    seen.add(result.sourceId);
    return result;
  };
  return { items: feed.items, skipped, normalize, itemCount: feed.items.length + feed.skipped.length };
}
