// What the first page costs over the wire: the scripts the home page loads in a real browser,
// each fetched as a browser on HTTPS would (Accept-Encoding: br), summed as sent. Built assets
// go out precompressed; pages other than home and the resume tool are chunks of their own.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.js';
import { useBrowserStack } from './support/browser-stack.js';

const FIRST_PAGE_JS_LIMIT = 150_000;

/** The bytes the server sends for `url` with this Accept-Encoding, and the encoding it chose. */
function bytesOnTheWire(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('the first page over the wire', () => {
  const ctx = useBrowserStack();

  it('loads at most 150 KB of JavaScript, brotli-compressed, and none of the resume readers', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(req.url());
    });
    await page.goto(`${ctx.stack.baseUrl}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('tab', { name: 'Find Jobs' }).count()).toBe(1);
    await page.close();

    expect(scripts.size).toBeGreaterThan(0);
    const names = [...scripts].map((url) => new URL(url).pathname);
    expect(names.filter((name) => /resume-readers|pdf\.worker|optimize-resume-tab|stripe/.test(name))).toEqual([]);
    let total = 0;
    for (const url of scripts) {
      const { bytes, encoding } = await bytesOnTheWire(url, 'br, gzip');
      // Files under 1 KB go out as they are: the build writes no compressed twin for them.
      if (encoding !== 'br') expect(bytes, url).toBeLessThan(1024);
      total += bytes;
    }
    const plain = await Promise.all([...scripts].map((url) => bytesOnTheWire(url, 'identity')));
    console.info(
      `first page: ${scripts.size} scripts, ${total} bytes with brotli (${plain.reduce((s, p) => s + p.bytes, 0)} uncompressed)`,
    );
    expect(total).toBeLessThanOrEqual(FIRST_PAGE_JS_LIMIT);
  });

  it('the resume tool loads when its tab is opened', async () => {
    const page = await ctx.open('/');
    await page.getByRole('tab', { name: 'Optimize Your Resume' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Optimize Resume' }).count()).toBe(1);
    await page.close();
  });
});
