import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZNormalizedJob } from '../src/normalize/normalized-job.js';
import { createFeedClient, FeedError } from '../src/connectors/feed.client.js';
import { ZIngestSources, type IngestSource } from '../src/sources/ingest-source.js';
import { ingestSource } from '../src/connectors/ingest.service.js';
import { json, savedResponse, startFeedServer, type FeedServer } from './support/feed-server.js';

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({
    '/api': savedResponse('remoteok/api.json'),
    '/v1/boards/acmerobotics/jobs': savedResponse('greenhouse/jobs.json'),
    '/v1/boards/broken/jobs': json(200, { notJobs: true }),
  });
});
afterAll(() => server.close());

const client = createFeedClient({ retries: 0 });

describe('an ingest run', () => {
  it('refuses a source pointed at a host its connector does not allow, before any request', async () => {
    const before = server.requests.length;
    const error: unknown = await ingestSource(
      { connector: 'remoteok', name: 'remoteok', baseUrl: server.origin },
      { client },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).failure).toBe('host-not-allowed');
    expect(server.requests.length).toBe(before);
  });

  it('says why a feed failed: not in its documented shape, or a board that does not exist', async () => {
    const deps = { client, extraHosts: [server.host] };
    const failure = (board: string) =>
      ingestSource(
        { connector: 'greenhouse', board, region: 'us', name: `greenhouse:${board}`, baseUrl: server.origin },
        deps,
      ).catch((e: unknown) => e);
    const [broken, gone] = await Promise.all([failure('broken'), failure('gone')]);
    expect(broken).toBeInstanceOf(FeedError);
    expect(gone).toBeInstanceOf(FeedError);
    expect([(broken as FeedError).failure, (gone as FeedError).failure]).toEqual(['bad-format', 'http']);
  });

  it('every job it produces is a valid NormalizedJob, its slug words and a short hash', async () => {
    const result = await ingestSource(
      {
        connector: 'greenhouse',
        board: 'acmerobotics',
        region: 'us',
        name: 'gh',
        company: 'Acme',
        baseUrl: server.origin,
      },
      { client, extraHosts: [server.host] },
    );
    for (const job of result.jobs) {
      expect(ZNormalizedJob.safeParse(job).success).toBe(true);
      expect(job.slug).toMatch(/^[a-z0-9-]+-[0-9a-f]{8}$/);
    }
  });

  it('gives each job a slug that stays the same from run to run', async () => {
    const deps = { client, extraHosts: [server.host] };
    const source: IngestSource = { connector: 'remoteok', name: 'remoteok', baseUrl: server.origin };
    const [a, b] = await Promise.all([ingestSource(source, deps), ingestSource(source, deps)]);
    expect(a.jobs.map((j) => j.slug)).toEqual(b.jobs.map((j) => j.slug));
    expect(new Set(a.jobs.map((j) => j.slug)).size).toBe(a.jobs.length);
  });
});

describe('source configuration', () => {
  it('accepts the documented connectors and refuses two sources with one name', () => {
    const ok = ZIngestSources.safeParse([
      { connector: 'greenhouse', board: 'acme', name: 'greenhouse:acme' },
      { connector: 'lever', board: 'cloudco', region: 'eu', name: 'lever:cloudco', company: 'CloudCo' },
      { connector: 'remoteok', name: 'remoteok' },
    ]);
    expect(ok.success).toBe(true);
    const twice = ZIngestSources.safeParse([
      { connector: 'remoteok', name: 'remoteok' },
      { connector: 'remoteok', name: 'remoteok' },
    ]);
    expect(twice.success).toBe(false);
  });

  it('refuses a board token that could change the request path', () => {
    expect(ZIngestSources.safeParse([{ connector: 'ashby', board: '../admin', name: 'ashby:x' }]).success).toBe(false);
  });
});
