import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createFeedClient } from '../connectors/feed.client.js';
import { loadSourcesFile } from '../sources/sources-file.js';
import { checkSources, formatChecks } from './source-check.js';

const SOURCES = fileURLToPath(new URL('../../../../infra/sources.yaml', import.meta.url));

/** fetch as it fails on a machine with no network: the name does not resolve. */
const noNetwork: typeof fetch = () =>
  Promise.reject(
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }),
    }),
  );

describe('npm run ingest -- --check', () => {
  it('with no network, reports every configured source unreachable, naming the host, without a stack trace', async () => {
    const sources = await loadSourcesFile(SOURCES);
    const asked: string[] = [];
    const client = createFeedClient({
      retries: 0,
      fetch: (url, init) => {
        asked.push(url instanceof Request ? url.url : url.toString());
        return noNetwork(url, init);
      },
    });
    const checks = await checkSources(sources, { client, concurrency: 24, deadlineMs: 25_000 });
    expect(checks).toHaveLength(sources.length);
    expect(checks.every((c) => !c.ok && /^unreachable: \S+ could not be reached \(ENOTFOUND\)$/.test(c.why!))).toBe(
      true,
    );
    // A host that does not resolve is asked once, not once a board.
    expect(new Set(asked.map((u) => new URL(u).host)).size).toBe(asked.length);
    const text = formatChecks(checks);
    expect(text).toContain(`${sources.length} sources: 0 answered, ${sources.length} did not.`);
    expect(text).toMatch(/^FAILED {2}greenhouse:stripe +unreachable: boards-api\.greenhouse\.io could not be reached/m);
    expect(text).not.toMatch(/\n\s+at /);
  });

  it('says which boards answered with how many items, and why the others did not', async () => {
    const client = createFeedClient({
      retries: 0,
      fetch: (url) => {
        const path = new URL(url instanceof Request ? url.url : url.toString()).pathname;
        if (path.endsWith('/acme/jobs')) return Promise.resolve(Response.json({ jobs: [{}, {}], meta: { total: 2 } }));
        if (path.endsWith('/gone/jobs')) return Promise.resolve(new Response('{}', { status: 404 }));
        return Promise.resolve(new Response('{}', { status: 429, headers: { 'retry-after': '120' } }));
      },
    });
    const checks = await checkSources(
      [
        { connector: 'greenhouse', board: 'acme', region: 'us', name: 'greenhouse:acme' },
        { connector: 'greenhouse', board: 'gone', region: 'us', name: 'greenhouse:gone' },
        { connector: 'greenhouse', board: 'busy', region: 'us', name: 'greenhouse:busy' },
      ],
      { client, concurrency: 2, deadlineMs: 25_000 },
    );
    expect(checks.map((c) => [c.source, c.ok, c.items ?? c.why])).toEqual([
      ['greenhouse:acme', true, 2],
      ['greenhouse:gone', false, 'HTTP 404: no such board (a wrong token, or the employer left this ATS)'],
      ['greenhouse:busy', false, 'HTTP 429: rate limited (Retry-After: 120)'],
    ]);
  });

  it('ends at its deadline: a board that never answers is reported, not waited for', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const checks = await checkSources(
      [
        { connector: 'lever', board: 'slow', region: 'global', name: 'lever:slow' },
        { connector: 'ashby', board: 'later', name: 'ashby:later' },
      ],
      { client: createFeedClient({ retries: 0, fetch: hang }), concurrency: 1, deadlineMs: 200 },
    );
    expect(checks.map((c) => [c.source, c.why])).toEqual([
      ['lever:slow', 'no answer before the check ran out of time'],
      ['ashby:later', 'not tried: the check ran out of time'],
    ]);
  });
});
