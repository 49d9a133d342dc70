import { afterEach, describe, expect, it } from 'vitest';
import { json, sequence, startFeedServer, type FeedServer } from '../../test/support/feed-server.js';
import { createFeedClient, FeedError, retryAfterMs, type FeedClientOptions } from './feed.client.js';

let server: FeedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A client that records its waits instead of sleeping them. */
function testClient(options: FeedClientOptions = {}) {
  const waits: number[] = [];
  const client = createFeedClient({
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
    ...options,
  });
  return { client, waits };
}

async function failure(promise: Promise<unknown>): Promise<FeedError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FeedError);
  return error as FeedError;
}

describe('the feed client', () => {
  it('reads a feed from an allowed host', async () => {
    server = await startFeedServer({ '/api': json(200, [{ id: 1 }]) });
    const { client } = testClient();
    await expect(client.getJson(new URL(`${server.origin}/api`), [server.host])).resolves.toEqual([{ id: 1 }]);
  });

  it('refuses a host that is not the connector’s before sending any request', async () => {
    server = await startFeedServer({ '/api': json(200, []) });
    const { client } = testClient();
    const error = await failure(client.getJson(new URL(`${server.origin}/api`), ['boards-api.greenhouse.io']));
    expect(error.failure).toBe('host-not-allowed');
    expect(server.requests).toEqual([]);
  });

  it('refuses plain http to any host but this machine', async () => {
    const { client } = testClient({ fetch: () => Promise.reject(new Error('no request should be made')) });
    const error = await failure(client.getJson(new URL('http://api.lever.co/v0/postings/x'), ['api.lever.co']));
    expect(error.failure).toBe('host-not-allowed');
  });

  it('does not follow a redirect to a host outside the allow-list', async () => {
    server = await startFeedServer({
      '/api': (_req, res) => res.writeHead(302, { location: 'https://attacker.example/steal' }).end(),
    });
    const { client } = testClient();
    const error = await failure(client.getJson(new URL(`${server.origin}/api`), [server.host]));
    expect(error.failure).toBe('host-not-allowed');
    expect(error.message).toContain('attacker.example');
  });

  it('follows a redirect within the allowed hosts', async () => {
    server = await startFeedServer({
      '/old': (_req, res) => res.writeHead(301, { location: '/new' }).end(),
      '/new': json(200, { moved: true }),
    });
    const { client } = testClient();
    await expect(client.getJson(new URL(`${server.origin}/old`), [server.host])).resolves.toEqual({ moved: true });
  });

  it('gives up on a feed slower than the timeout', async () => {
    server = await startFeedServer({ '/api': (_req, res) => setTimeout(() => res.end('[]'), 2_000) });
    const { client } = testClient({ timeoutMs: 100, retries: 0 });
    const error = await failure(client.getJson(new URL(`${server.origin}/api`), [server.host]));
    expect(error.failure).toBe('timeout');
  });

  it('refuses a body whose declared length is over the cap', async () => {
    server = await startFeedServer({ '/api': json(200, { padding: 'x'.repeat(5_000) }) });
    const { client } = testClient({ maxBytes: 1_000 });
    const error = await failure(client.getJson(new URL(`${server.origin}/api`), [server.host]));
    expect(error.failure).toBe('too-large');
  });

  it('stops reading a streamed body once it passes the cap', async () => {
    let written = 0;
    server = await startFeedServer({
      '/api': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = 'x'.repeat(1_000);
        const timer = setInterval(() => {
          written += chunk.length;
          if (!res.write(chunk) || written > 1_000_000) clearInterval(timer);
        }, 1);
        res.on('close', () => clearInterval(timer));
      },
    });
    const { client } = testClient({ maxBytes: 10_000 });
    const error = await failure(client.getJson(new URL(`${server.origin}/api`), [server.host]));
    expect(error.failure).toBe('too-large');
    expect(written).toBeLessThan(1_000_000);
  });

  it('retries a 503 and waits as long as Retry-After asks', async () => {
    server = await startFeedServer({
      '/api': sequence(json(503, {}, { 'retry-after': '2' }), json(200, [{ id: 'ok' }])),
    });
    const { client, waits } = testClient();
    await expect(client.getJson(new URL(`${server.origin}/api`), [server.host])).resolves.toEqual([{ id: 'ok' }]);
    expect(waits).toEqual([2_000]);
    expect(server.requests).toHaveLength(2);
  });

  it('backs off with full jitter under an exponential ceiling on 429s, then gives up', async () => {
    server = await startFeedServer({ '/api': json(429, {}) });
    const { client, waits } = testClient({ retries: 3, baseDelayMs: 100, random: () => 0.5 });
    const error = await failure(client.getJson(new URL(`${server.origin}/api`), [server.host]));
    expect(error.httpStatus).toBe(429);
    expect(waits).toEqual([50, 100, 200]);
    expect(server.requests).toHaveLength(4);
  });

  it('does not wait longer than the longest delay when Retry-After asks for more', async () => {
    server = await startFeedServer({ '/api': json(503, {}, { 'retry-after': '3600' }) });
    const { client, waits } = testClient({ maxDelayMs: 30_000 });
    const error = await failure(client.getJson(new URL(`${server.origin}/api`), [server.host]));
    expect(error.httpStatus).toBe(503);
    expect(waits).toEqual([]);
  });

  it('does not retry a board that does not exist', async () => {
    server = await startFeedServer({});
    const { client, waits } = testClient();
    const error = await failure(client.getJson(new URL(`${server.origin}/v0/postings/nope`), [server.host]));
    expect(error.httpStatus).toBe(404);
    expect(waits).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a network failure', async () => {
    let calls = 0;
    const { client, waits } = testClient({
      fetch: () => {
        calls++;
        return calls === 1 ? Promise.reject(new TypeError('fetch failed')) : Promise.resolve(Response.json({ ok: 1 }));
      },
    });
    await expect(client.getJson(new URL('https://api.ashbyhq.com/x'), ['api.ashbyhq.com'])).resolves.toEqual({ ok: 1 });
    expect(waits).toHaveLength(1);
  });

  it('reports a body that is not JSON', async () => {
    server = await startFeedServer({ '/api': (_req, res) => res.end('<html>maintenance</html>') });
    const { client } = testClient();
    const error = await failure(client.getJson(new URL(`${server.origin}/api`), [server.host]));
    expect(error.failure).toBe('bad-json');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30_000);
    expect(retryAfterMs('soon')).toBeNull();
  });
});
