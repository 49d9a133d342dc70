// Reads configured feeds into normalized jobs: fetch, parse, normalize each item. An item
// that is malformed or incomplete is skipped and counted; it never stops the run.
import { arbeitnow } from './arbeitnow.connector.js';
import { ashby } from './ashby.connector.js';
import { greenhouse } from './greenhouse.connector.js';
import { himalayas } from './himalayas.connector.js';
import { lever } from './lever.connector.js';
import { remoteok } from './remoteok.connector.js';
import { remotive } from './remotive.connector.js';
import { SOURCE_TERMS } from './source-terms.js';
import { workable } from './workable.connector.js';
import type { Connector, ConnectorDeps, Repaired, Skipped } from './connector.js';
import type { ConnectorName, IngestSource, SourceOf } from '../sources/ingest-source.js';
import type { NormalizedJob } from '../normalize/normalized-job.js';
import { storableText } from '../normalize/storable-text.js';

export interface IngestResult {
  /** The source's name (jobs.source). */
  source: string;
  connector: ConnectorName;
  /** One per feed job that normalized, in feed order, ids unique. */
  jobs: NormalizedJob[];
  /** Items left out, with why; `index` is the item's place in the feed. */
  skipped: Skipped[];
  /** Items written after a change (characters dropped, description cut), with what changed. */
  repaired: Repaired[];
  /** Items the feed held (its legal notice and envelope not counted). */
  itemCount: number;
}

/** One source, start to end. Throws when the feed cannot be fetched or is not its documented shape. */
export async function ingestSource(source: IngestSource, deps: ConnectorDeps): Promise<IngestResult> {
  return normalizeSourceFeed(source, await fetchSourceFeed(source, deps));
}

/** The source's feed as its board answers it, not yet read. */
export function fetchSourceFeed(source: IngestSource, deps: ConnectorDeps): Promise<unknown> {
  return connectorOf(source).fetch(deps);
}

/** A feed already fetched (or saved), read by the source's connector. Throws when it is not the feed's shape. */
export function normalizeSourceFeed(source: IngestSource, raw: unknown): IngestResult {
  const reading = connectorOf(source).read(raw);
  const jobs = reading.items.map((normalize) => normalize()).filter((job): job is NormalizedJob => job !== null);
  reading.skipped.sort((a, b) => a.index - b.index);
  reading.repaired.sort((a, b) => a.index - b.index);
  return {
    source: source.name,
    connector: source.connector,
    jobs,
    skipped: reading.skipped,
    repaired: reading.repaired,
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
  /** Items written after a change, filled in as their batch is normalized. */
  repaired: Repaired[];
  /** The jobs in feed order, ids unique; between small slices of work it lets I/O in. */
  batches(size: number): AsyncGenerator<NormalizedJob[], void>;
}

/** Items normalized between two turns of the event loop: a write in flight goes on meanwhile. */
const SLICE = 25;

/**
 * Like normalizeSourceFeed, but batch by batch, yielding to the event loop every few items,
 * so that the database writes one batch while the next is normalized. Throws at once when
 * the feed is not its documented shape.
 */
export function sourceFeedInBatches(source: IngestSource, raw: unknown): FeedInBatches {
  const reading = connectorOf(source).read(raw);
  return {
    source: source.name,
    connector: source.connector,
    itemCount: reading.itemCount,
    skipped: reading.skipped,
    repaired: reading.repaired,
    async *batches(size) {
      const { items } = reading;
      for (let at = 0; at < items.length; at += size) {
        const jobs: NormalizedJob[] = [];
        for (let i = at; i < Math.min(at + size, items.length); i++) {
          const job = items[i]!();
          if (job) jobs.push(job);
          if ((i + 1) % SLICE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
        }
        yield jobs;
      }
      reading.skipped.sort((a, b) => a.index - b.index);
      reading.repaired.sort((a, b) => a.index - b.index);
    },
  };
}

/** A feed parsed: one normalizer an item, which adds the item to `skipped` when it is left out. */
interface FeedReading {
  items: Array<() => NormalizedJob | null>;
  skipped: Skipped[];
  repaired: Repaired[];
  itemCount: number;
}

// A Record so a new connector name breaks the build until it has a connector.
const CONNECTORS: { [C in ConnectorName]: Connector<C, unknown> } = {
  greenhouse,
  lever,
  ashby,
  workable,
  remoteok,
  himalayas,
  arbeitnow,
  remotive,
};

/** The source's own connector, bound to the source. */
function connectorOf(source: IngestSource): {
  fetch(deps: ConnectorDeps): Promise<unknown>;
  read(raw: unknown): FeedReading;
} {
  // Each name's connector reads its own items; the map is keyed so that they match.
  return bound(CONNECTORS[source.connector] as Connector<ConnectorName, unknown>, source);
}

function bound<C extends ConnectorName, Item>(connector: Connector<C, Item>, source: SourceOf<C>) {
  return {
    fetch: (deps: ConnectorDeps) => connector.fetch(source, deps),
    read: (raw: unknown) => readFeed(connector, source, raw),
  };
}

/** The feed's items, each normalized into a job or a skipped entry when asked (a second item with one id is skipped). */
function readFeed<C extends ConnectorName, Item>(
  connector: Connector<C, Item>,
  source: SourceOf<C>,
  raw: unknown,
): FeedReading {
  const feed = connector.parse(raw);
  const company = feed.company === undefined ? undefined : storableText(feed.company);
  const skipped = [...feed.skipped];
  // What parsing changed, by item, until the item is normalized (then kept only if written).
  const parseRepairs = new Map(feed.repaired.map((r) => [r.index, r.reason]));
  const repaired: Repaired[] = [];
  const seen = new Set<string>();
  const { sourceType, searchEngines } = SOURCE_TERMS[connector.name];
  const normalize = ({ index, item }: { index: number; item: Item }): NormalizedJob | null => {
    const result = connector.normalize(item, source, { company });
    if ('skip' in result) {
      skipped.push({ index, id: result.id ?? null, reason: result.skip, ...(result.closed ? { closed: true } : {}) });
      return null;
    }
    const { repairs = [], ...normalized } = result;
    const job: NormalizedJob = { ...normalized, sourceType, searchEngines };
    if (seen.has(job.sourceId)) {
      skipped.push({ index, id: job.sourceId, reason: 'duplicate id' });
      return null;
    }
    seen.add(job.sourceId);
    const reasons = [parseRepairs.get(index), ...repairs].filter((r): r is string => Boolean(r));
    if (reasons.length > 0) repaired.push({ index, id: job.sourceId, reason: reasons.join('; ') });
    return job;
  };
  return {
    items: feed.items.map((entry) => () => normalize(entry)),
    skipped,
    repaired,
    itemCount: feed.items.length + feed.skipped.length,
  };
}
