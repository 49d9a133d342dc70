import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { withDirectRoute, type DirectRoute } from './direct-route.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering POST /answer with `route`'s handle, anything else 404. */
async function serve(handle: DirectRoute['handle']): Promise<string> {
  const route: DirectRoute = { method: 'POST', path: '/answer', limit: '1kb', handle };
  server = createServer(withDirectRoute(route, pino({ level: 'silent' }), (_req, res) => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/answer`;
}

const parts = (...texts: string[]) => texts.map((text) => Buffer.from(text));

describe('withDirectRoute', () => {
  it('sends an answer given in parts as one body, its length the sum of theirs', async () => {
    // Multi-byte characters: the length is in bytes, not characters.
    const url = await serve(async () =>
      parts('{"jobs":[', '{"title":"Ingénieur"}', ',', '{"title":"Nurse"}', '],"totalResults":2}'),
    );
    const res = await fetch(url, { method: 'POST' });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(text)).toEqual({ jobs: [{ title: 'Ingénieur' }, { title: 'Nurse' }], totalResults: 2 });
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  });

  it('sends parts with the status and content type given, and the next request on the same connection is answered too', async () => {
    let n = 0;
    const url = await serve(async () => ({
      status: 202,
      body: parts(`{"n":${++n}}`, '\n', '{"m":2}'),
      contentType: 'application/x-ndjson',
    }));
    for (const expected of [1, 2]) {
      const res = await fetch(url, { method: 'POST' });
      expect(res.status).toBe(202);
      expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      expect(await res.text()).toBe(`{"n":${expected}}\n{"m":2}`);
    }
  });

  it('sends no parts as an empty body', async () => {
    const url = await serve(async () => []);
    const res = await fetch(url, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('0');
    expect(await res.text()).toBe('');
  });
});
