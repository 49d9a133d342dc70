// A connector's test run: a local server answers the feed's paths with saved responses,
// and the source is ingested from it once for the whole file.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFeedClient } from '../../src/connectors/feed.client.js';
import { ingestSource, type IngestResult } from '../../src/connectors/ingest.service.js';
import type { IngestSource } from '../../src/sources/ingest-source.js';
import type { NormalizedJob } from '../../src/normalize/normalized-job.js';
import { savedResponse, startFeedServer, type FeedServer } from './feed-server.js';

export interface SavedFeedRun {
  /** The local server, with the requests it was asked. */
  readonly server: FeedServer;
  readonly result: IngestResult;
  /** The job of that title (the test fails on a missing one when it reads a field). */
  job: (title: string) => NormalizedJob;
}

/** Ingests `source` from a local server that answers each path (with its query) with its saved fixture. */
export function ingestSavedFeed(source: IngestSource, fixtures: Record<string, string>): SavedFeedRun {
  let server: FeedServer;
  let result: IngestResult;
  beforeAll(async () => {
    server = await startFeedServer(
      Object.fromEntries(Object.entries(fixtures).map(([path, fixture]) => [path, savedResponse(fixture)])),
    );
    result = await ingestSource(
      { ...source, baseUrl: server.origin },
      { client: createFeedClient(), extraHosts: [server.host] },
    );
  });
  afterAll(() => server.close());
  return {
    get server() {
      return server;
    },
    get result() {
      return result;
    },
    job: (title) => result.jobs.find((j) => j.title === title)!,
  };
}

/** Cases as a table: under each name, the job of that title has (at least) those fields. */
export function itReads(feed: SavedFeedRun, cases: [name: string, title: string, fields: object][]): void {
  for (const [name, title, fields] of cases) it(name, () => expect(feed.job(title)).toMatchObject(fields));
}

/**
 * The file's first case: the server was asked exactly `requests`, and where `kept` is given the feed
 * counted that many items and kept jobs of those titles, in order.
 */
export function itAsks(
  feed: SavedFeedRun,
  name: string,
  requests: string[],
  kept?: { itemCount: number; titles: string[] },
): void {
  it(name, () => {
    expect(feed.server.requests).toEqual(requests);
    if (!kept) return;
    expect(feed.result.itemCount).toBe(kept.itemCount);
    expect(feed.result.jobs.map((j) => j.title)).toEqual(kept.titles);
  });
}
