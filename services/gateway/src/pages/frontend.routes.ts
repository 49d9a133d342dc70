// Serves the built React app: assets as files, known client routes as index.html (200),
// the redirects of docs/product.md (Pages), and every other path as the app's 404 page with HTTP
// status 404. For crawlers, /job/:id comes with the job's title, meta description and
// JSON-LD already in the HTML (job-page-seo.ts), a closed job's with 410 Gone; and
// /sitemap.xml and /robots.txt exist.
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { requestIdOf, withTimeout, type Logger } from '@highpay/common';
import { REDIRECTS, isKnownClientPath, type Job } from '@highpay/contracts';
import { jobPageStatus, renderJobPage, renderMissingJobPage } from './job-page-seo.js';
import type { JobAnswers } from '../search/job-answers.js';
import {
  buildSitemapIndexXml,
  buildSitemapXml,
  jobSitemapUrl,
  MAX_SITEMAP_URLS,
  PAGES_SITEMAP_PATH,
  sitemapEntries,
  URLSET_CLOSE,
  URLSET_OPEN,
} from './sitemap-xml.js';
import type { SitemapJob, SitemapJobs } from './sitemap.store.js';

export interface FrontendRoutesOptions {
  distDir: string;
  /** Absolute URLs in canonical links, JSON-LD and the sitemap start with this. */
  publicBaseUrl: string;
  /** Job look-ups, shared with /api/search's (the page asks for its job again once loaded). */
  jobs: JobAnswers;
  /** The open, real jobs /sitemap.xml's files list (sitemap.store.ts). */
  sitemapJobs: SitemapJobs;
  /** URLs in one jobs sitemap file: 50,000 (the protocol's limit) unless set lower. */
  sitemapUrlsPerFile?: number;
  logger: Logger;
  /** How long a page waits for its job before it is served without it. */
  jobLookupTimeoutMs?: number;
}

const NOT_BUILT = 'The frontend is not built yet: run `make start` (or `npm run build`).';

export function frontendRoutes(options: FrontendRoutesOptions): Router {
  const { distDir, publicBaseUrl } = options;
  // Paths match case-sensitively, as the app's routes and isKnownClientPath do.
  const router = express.Router({ caseSensitive: true });
  const indexFile = path.join(distDir, 'index.html');
  let indexHtml: string | undefined;
  const loadIndex = () => (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);

  // Files as built, or their .br / .gz twins the build wrote beside them, as Accept-Encoding asks.
  const precompressed: expressStaticGzip.ExpressStaticGzipOptions = {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
  };
  router.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      ...precompressed,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  router.use(expressStaticGzip(distDir, { ...precompressed, serveStatic: { index: false, maxAge: '1h' } }));

  const perFile = options.sitemapUrlsPerFile ?? MAX_SITEMAP_URLS;
  router.get('/sitemap.xml', async (req, res) => {
    let files: Array<{ lastmod: Date }> = [];
    try {
      files = await options.sitemapJobs.files(perFile);
    } catch (error) {
      // The pages and categories are worth listing even while the database is away.
      options.logger.warn({ err: error, requestId: requestIdOf(req) }, 'sitemap.xml served without its jobs files');
    }
    sendXml(res, buildSitemapIndexXml(publicBaseUrl, files));
  });
  router.get(PAGES_SITEMAP_PATH, (_req, res) => sendXml(res, buildSitemapXml(publicBaseUrl, sitemapEntries())));
  // A jobs file is written as its rows are read, a batch at a time: memory stays bounded.
  router.get('/sitemaps/:name', async (req, res, next) => {
    const file = /^jobs-([1-9]\d{0,6})\.xml$/.exec(req.params.name ?? '')?.[1];
    if (!file) return next();
    const batches = options.sitemapJobs.file(Number(file), perFile);
    const first = await batches.next();
    if (first.done) return next();
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=900');
    const write = async (text: string) => {
      if (!res.write(text)) await once(res, 'drain');
    };
    await write(URLSET_OPEN);
    for (let batch: SitemapJob[] | undefined = first.value; batch;) {
      await write(batch.map((job) => jobSitemapUrl(publicBaseUrl, job)).join(''));
      const next = await batches.next();
      batch = next.done ? undefined : next.value;
    }
    res.end(URLSET_CLOSE);
  });

  // /api stays crawlable: crawlers that run JavaScript need it to render the pages.
  router.get('/robots.txt', (_req, res) => {
    const sitemap = new URL('/sitemap.xml', publicBaseUrl).toString();
    res.type('text/plain').send(`User-agent: *\nDisallow: /resume-success\n\nSitemap: ${sitemap}\n`);
  });

  router.get('/job/:id', async (req, res) => {
    const html = loadIndex();
    if (!html) {
      res.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    const id = req.params.id ?? '';
    const lookup = await findJob(options, id, requestIdOf(req));
    switch (lookup.outcome) {
      case 'found':
        sendPage(res, jobPageStatus(lookup.job), renderJobPage(html, lookup.job, publicBaseUrl));
        return;
      case 'missing':
        sendPage(res, 404, renderMissingJobPage(html));
        return;
      case 'unavailable':
        // The app still loads and shows its own error; crawlers are asked to come back.
        options.logger.warn(
          { err: lookup.error, jobId: id, requestId: requestIdOf(req) },
          'job page served without its job: search did not answer',
        );
        res.setHeader('Retry-After', '60');
        sendPage(res, 503, html);
        return;
      default: {
        const unreachable: never = lookup;
        throw new Error(`unknown lookup outcome ${String(unreachable)}`);
      }
    }
  });

  router.get('/{*path}', (req, res) => {
    const target = (REDIRECTS as Record<string, string>)[req.path.replace(/\/+$/, '') || '/'];
    if (target) {
      res.redirect(301, target);
      return;
    }
    const html = loadIndex();
    if (!html) {
      res.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    sendPage(res, isKnownClientPath(req.path) ? 200 : 404, html);
  });
  return router;
}

type JobLookup = { outcome: 'found'; job: Job } | { outcome: 'missing' } | { outcome: 'unavailable'; error: unknown };

async function findJob(options: FrontendRoutesOptions, id: string, requestId: string): Promise<JobLookup> {
  if (!id.trim()) return { outcome: 'missing' };
  try {
    const job = await withTimeout(options.jobs.job(id, requestId), options.jobLookupTimeoutMs ?? 3000);
    return job ? { outcome: 'found', job } : { outcome: 'missing' };
  } catch (error) {
    return { outcome: 'unavailable', error };
  }
}

function sendXml(res: Response, xml: string): void {
  res.type('application/xml').setHeader('Cache-Control', 'public, max-age=900').send(xml);
}

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-cache').send(html);
}
