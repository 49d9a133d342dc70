// Compressed answers: JSON of 1 KB or more goes out brotli- or gzip-compressed as the client
// accepts, from the node:http search route and the Express routes alike; smaller answers and
// clients that accept nothing get it plain. Built assets are served from their .br / .gz twins.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertJobs } from '@highpay/common';
import { createPostgresSearchBackend } from '../../search/src/backends/postgres/postgres-search.backend.js';
import { FIXTURE_JOBS } from '../../search/test/fixture-jobs.js';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../test/support/database.js';
import { frontendDist, startGatewayOverSearch, type GatewayOverSearch } from './support/gateway-setup.js';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
/** A request as sent and its answer as received (node:http does not decompress). */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Raw>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
const decode = (r: Raw): string => {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(r.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(r.body).toString('utf8');
  return r.body.toString('utf8');
};

describe('compression at the gateway', () => {
  let db: TestDatabase;
  let backend: ReturnType<typeof createPostgresSearchBackend>;
  let started: GatewayOverSearch;
  let base: string;
  const asset = `console.log(${JSON.stringify('highpay '.repeat(400))});\n`;

  beforeAll(async () => {
    db = await createTestDatabase('compress');
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    await upsertJobs(pool, FIXTURE_JOBS);
    await pool.end();
    backend = createPostgresSearchBackend(db.url, { max: 2 });
    // A built frontend with one script and the twins the build writes beside it.
    const dist = frontendDist();
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), asset);
    writeFileSync(path.join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(asset));
    writeFileSync(path.join(dist, 'assets', 'app-1.js.gz'), gzipSync(asset));
    started = await startGatewayOverSearch(db.url, backend, { prefix: testQueuePrefix('compress'), frontend: dist });
    base = started.base;
  });
  afterAll(async () => {
    await started?.close();
    await backend?.close();
    await db?.drop();
  });

  const searchFor = (body: unknown, acceptEncoding: string) =>
    raw(`${base}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      body: JSON.stringify(body),
    });

  it('compresses a search answer of 1 KB or more as the client accepts, and not for one that accepts none', async () => {
    const plain = await searchFor({ query: 'engineer' }, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await searchFor({ query: 'engineer' }, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decode(br))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const gz = await searchFor({ query: 'engineer' }, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const none = await searchFor({ query: 'zzyzx' }, 'br');
    expect(none.status).toBe(200);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString('utf8'))).toEqual({ jobs: [], totalResults: 0 });
  });

  it('compresses the Express routes too: the recent jobs list', async () => {
    const res = await raw(`${base}/api/jobs-with-tags`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect((JSON.parse(decode(res)) as unknown[]).length).toBe(FIXTURE_JOBS.length);
  });

  it('serves a built asset from its precompressed twin', async () => {
    const br = await raw(`${base}/assets/app-1.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.body.equals(brotliCompressSync(asset))).toBe(true);
    const gz = await raw(`${base}/assets/app-1.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(asset);
    const plain = await raw(`${base}/assets/app-1.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(asset);
    expect((await raw(`${base}/assets/missing.js`)).status).toBe(404);
  });
});
