// What a connector is: the hosts it may call, how it fetches its feed, how it reads the
// feed into items (skipping and counting the malformed), and how it normalizes one item.
import { describeZodError } from '@highpay/common/http';
import { z } from 'zod';
import { FeedError, type FeedClient } from './feed.client.js';
import type { ConnectorName, IngestSource, SourceOf } from '../sources/ingest-source.js';
import type { NormalizedJob } from '../normalize/normalized-job.js';
import { storableValue } from '../normalize/storable-text.js';

export interface ConnectorDeps {
  client: FeedClient;
  /** Hosts allowed on top of the connector's own (a local test server); none in production. */
  extraHosts?: readonly string[];
  signal?: AbortSignal;
}

/** An item the run left out, and why. `index` is its place in the feed's list. */
export interface Skipped {
  index: number;
  id: string | null;
  reason: string;
  /** The feed says the job is not open (Ashby's unlisted): closed like a job the feed no longer holds. */
  closed?: true;
}

/** An item the run wrote after changing it (characters dropped, a description cut), and what was changed. */
export type Repaired = Omit<Skipped, 'closed'>;

export interface ParsedFeed<Item> {
  items: { index: number; item: Item }[];
  skipped: Skipped[];
  repaired: Repaired[];
  /** What the feed says of itself (Workable's account name). */
  company?: string;
}

export interface NormalizeContext {
  /** The company the feed names for all its jobs, if any. */
  company?: string;
}

/**
 * A job (with what was changed to keep it, if anything), or why the item was left out
 * (with the feed's id for it, when it has one).
 */
export type Normalized = (NormalizedJob & { repairs?: string[] }) | { skip: string; id?: string; closed?: true };

export interface Connector<C extends ConnectorName, Item> {
  name: C;
  hosts: readonly string[];
  fetch(source: SourceOf<C>, deps: ConnectorDeps): Promise<unknown>;
  parse(raw: unknown): ParsedFeed<Item>;
  normalize(item: Item, source: SourceOf<C>, context: NormalizeContext): Normalized;
}

/** The feed's URL: the source's own origin when it has one (tests), else the connector's. */
export function feedUrl(source: IngestSource, defaultOrigin: string, pathAndQuery: string): URL {
  const origin = (source.baseUrl ?? defaultOrigin).replace(/\/+$/, '');
  return new URL(`${origin}${pathAndQuery}`);
}

export function fetchFeed(hosts: readonly string[], url: URL, deps: ConnectorDeps): Promise<unknown> {
  return deps.client.getJson(url, [...hosts, ...(deps.extraHosts ?? [])], deps.signal);
}

export const UNSTORABLE_REPAIR = 'characters PostgreSQL cannot store (NUL, lone surrogates) removed';

/**
 * Reads a feed: its envelope must hold (else the whole feed is refused); each item is
 * checked alone, and one that fails its schema is skipped with the first problem found.
 * Characters PostgreSQL refuses are dropped from every string of an item first (counted).
 */
export function parseItems<Item>(
  list: readonly unknown[],
  schema: z.ZodType<Item>,
  /** The string field that names an item, for feeds whose id is not `id` (or `shortcode`). */
  idField?: string,
): Pick<ParsedFeed<Item>, 'items' | 'skipped' | 'repaired'> {
  const items: ParsedFeed<Item>['items'] = [];
  const skipped: Skipped[] = [];
  const repaired: Repaired[] = [];
  const idOf = (raw: unknown) => (idField ? stringField(raw, idField) : rawId(raw));
  list.forEach((original, index) => {
    const { value: raw, changed } = storableValue(original);
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      items.push({ index, item: parsed.data });
      if (changed) repaired.push({ index, id: idOf(raw), reason: UNSTORABLE_REPAIR });
    } else skipped.push({ index, id: idOf(raw), reason: describeZodError(parsed.error) });
  });
  return { items, skipped, repaired };
}

export function parseEnvelope<T>(raw: unknown, schema: z.ZodType<T>, feed: string): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new FeedError('bad-format', `${feed} feed is not in its documented shape: ${describeZodError(parsed.error)}`);
  return parsed.data;
}

/** A raw item's id read from one string field ("slug", "guid", "shortcode"). */
function stringField(raw: unknown, field: string): string | null {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[field] : null;
  return typeof value === 'string' ? value : null;
}

function rawId(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = (raw as Record<string, unknown>).id ?? (raw as Record<string, unknown>).shortcode;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** A date from an ISO string or epoch milliseconds; null when absent or unreadable. */
export function dateOf(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Lenient schema pieces: feeds send null, omit fields, or add ones we do not read. */
export const optionalText = z.string().nullish();
