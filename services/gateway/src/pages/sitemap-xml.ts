// Sitemaps (sitemaps.org protocol), absolute URLs under PUBLIC_BASE_URL: /sitemap.xml is an
// index of sitemap files, one of the main, static and category pages and as many as it takes
// of every open, real job (sample jobs are noindex), at most 50,000 URLs a file.
import { JOB_CATEGORIES, STATIC_PAGES } from '@highpay/contracts';
import { escapeHtml } from './html-text.js';

/** The protocol's limit of URLs in one sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';
export const jobsSitemapPath = (file: number): string => `/sitemaps/jobs-${file}.xml`;

/** Pages worth a search engine's visit; /resume-success only makes sense after a payment. */
const MAIN_PATHS = ['/', '/search', '/sitemap', '/privacy-policy'] as const;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: 'hourly' | 'daily' | 'weekly' | 'monthly';
}

/** The site's own pages: main, static (with content) and category pages. */
export function sitemapEntries(): SitemapEntry[] {
  return [
    ...MAIN_PATHS.map((path) => ({
      path,
      changefreq: path === '/' || path === '/search' ? ('hourly' as const) : ('weekly' as const),
    })),
    // A static page without a blurb of its own says only that it is coming: nothing to index yet.
    ...STATIC_PAGES.filter((page) => page.blurb).map((page) => ({
      path: `/${page.slug}`,
      changefreq: 'monthly' as const,
    })),
    ...JOB_CATEGORIES.map((category) => ({ path: `/categories/${category.slug}`, changefreq: 'daily' as const })),
  ];
}

/** One <url> line. */
export function sitemapUrl(publicBaseUrl: string, entry: SitemapEntry): string {
  const parts = [`<loc>${escapeHtml(new URL(entry.path, publicBaseUrl).toString())}</loc>`];
  if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod}</lastmod>`);
  if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
  return `  <url>${parts.join('')}</url>\n`;
}

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** A job's <url> line: its page, last changed when its row last changed. */
export function jobSitemapUrl(publicBaseUrl: string, job: { id: number; updatedAt: Date }): string {
  return sitemapUrl(publicBaseUrl, { path: `/job/${job.id}`, lastmod: dateOnly(job.updatedAt) });
}

/** /sitemap.xml: the pages' file and each jobs file, with its newest change. */
export function buildSitemapIndexXml(publicBaseUrl: string, jobFiles: ReadonlyArray<{ lastmod: Date }>): string {
  const entry = (path: string, lastmod?: Date) =>
    `  <sitemap><loc>${escapeHtml(new URL(path, publicBaseUrl).toString())}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    }</sitemap>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    entry(PAGES_SITEMAP_PATH),
    ...jobFiles.map((file, i) => entry(jobsSitemapPath(i + 1), file.lastmod)),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function buildSitemapXml(publicBaseUrl: string, entries: readonly SitemapEntry[]): string {
  return URLSET_OPEN + entries.map((entry) => sitemapUrl(publicBaseUrl, entry)).join('') + URLSET_CLOSE;
}

function dateOnly(date: Date): string | undefined {
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
