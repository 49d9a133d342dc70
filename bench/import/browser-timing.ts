// How long the optimizer tab takes to read a 5 MB, 10-page PDF, and whether the page stays
// responsive meanwhile: the built frontend served as is, Debian's Chromium, the upload through
// the tab; the longest main-thread task and the longest gap between frames while it reads.
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { layoutPdf } from '../../frontend/src/lib/resume-import/pdf-layout.js';
import { readPdfPages } from '../../frontend/src/lib/resume-import/pdf-pages.js';
import { PEOPLE, sectionLines } from './working/resumes.js';

/** The work the worker takes off the main thread: the layout analysis alone, in Node. */
async function layoutMs(pdf: Buffer): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages = await readPdfPages(doc);
  const started = performance.now();
  layoutPdf(pages);
  const ms = performance.now() - started;
  await doc.destroy();
  return ms;
}

const DIST = join(import.meta.dirname, '../../frontend/dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Ten pages of resumes, each page with a photo-sized noise image, printed by Chromium. */
async function bigPdf(page: Page): Promise<Buffer> {
  const pages = Array.from({ length: 10 }, (_, i) => {
    const p = PEOPLE[i % PEOPLE.length]!;
    const lines = [...p.main, ...p.sidebar].flatMap(sectionLines);
    return `<section style="break-after:page"><h1>${p.name}</h1><canvas width="900" height="200"></canvas>${lines
      .map((l) => `<p>${l.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`)
      .join('')}</section>`;
  }).join('');
  await page.setContent(
    `<!doctype html><html><body style="font:9pt 'Liberation Sans'">${pages}<script>
      for (const c of document.querySelectorAll('canvas')) {
        const ctx = c.getContext('2d'); const img = ctx.createImageData(c.width, c.height);
        for (let i = 0; i < img.data.length; i++) img.data[i] = (i % 4 === 3) ? 255 : Math.random() * 256;
        ctx.putImageData(img, 0, 0);
        const el = new Image(); el.src = c.toDataURL('image/png'); el.style.width = '100%'; c.replaceWith(el);
      }
    </script></body></html>`,
    { waitUntil: 'load' },
  );
  return page.pdf({ format: 'Letter', printBackground: true });
}

export async function browserTiming(runs = 3): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('frontend/dist is missing: run `npm run build` first');
  let served: Buffer = Buffer.alloc(0);
  const server = createServer((req, res) => {
    if (req.url === '/big.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(served);
      return;
    }
    const path = join(DIST, decodeURIComponent((req.url ?? '/').split('?')[0]!));
    const file = existsSync(path) && extname(path) ? path : join(DIST, 'index.html');
    if (req.url?.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const pdf = await bigPdf(await browser.newPage());
    served = pdf;
    console.log(`File: ${(pdf.length / 1024 / 1024).toFixed(1)} MB, 10 pages`);
    console.log(`Layout analysis alone (the worker's share, in Node): ${(await layoutMs(pdf)).toFixed(0)} ms\n`);
    console.log('| run | text in the box after | longest main-thread task | longest gap between frames | characters |');
    console.log('|---|---|---|---|---|');
    for (let run = 1; run <= runs; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${base}/#resume`);
      await page.getByRole('heading', { name: 'Optimize Your Resume' }).waitFor();
      await page.evaluate(`(() => {
        window.__long = 0; window.__gap = 0;
        new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long = Math.max(window.__long, e.duration); })
          .observe({ type: 'longtask', buffered: false });
        let last = performance.now();
        const tick = (t) => { window.__gap = Math.max(window.__gap, t - last); last = t; requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      })()`);
      // The file is chosen in the page, as a person's file is: no test driver copying it in.
      await page.evaluate(`(async () => {
        const blob = await (await fetch('/big.pdf')).blob();
        window.__file = new File([blob], 'big.pdf', { type: 'application/pdf' });
      })()`);
      await page.evaluate(`(() => {
        window.__long = 0; window.__gap = 0; window.__started = performance.now();
        const input = document.querySelector('input[type=file]');
        const files = new DataTransfer(); files.items.add(window.__file);
        input.files = files.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      })()`);
      await page.getByText('Text from big.pdf is in the box below').waitFor({ timeout: 120_000 });
      const ms = await page.evaluate<number>('performance.now() - window.__started');
      const { long, gap } = await page.evaluate<{ long: number; gap: number }>(
        '({ long: window.__long, gap: window.__gap })',
      );
      const chars = (await page.getByLabel('Your resume', { exact: true }).inputValue()).length;
      console.log(`| ${run} | ${ms.toFixed(0)} ms | ${long.toFixed(0)} ms | ${gap.toFixed(0)} ms | ${chars} |`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}
