// /sitemap.xml (sitemaps.org protocol): the main and static pages, every category page and
// the most recent open, real jobs (sample jobs are noindex), as absolute URLs under PUBLIC_BASE_URL.
import { JOB_CATEGORIES, STATIC_PAGES, type Job } from '@highpay/contracts';
import { escapeHtml } from './html-text.js';
import { hasJobPosting } from './job-posting.js';

/** Pages worth a search engine's visit; /resume-success only makes sense after a payment. */
const MAIN_PATHS = ['/', '/search', '/sitemap', '/privacy-policy'] as const;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: 'hourly' | 'daily' | 'weekly' | 'monthly';
}

export function sitemapEntries(
  recentJobs: readonly Pick<Job, 'id' | 'created' | 'closedAt' | 'sample'>[],
): SitemapEntry[] {
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
    ...recentJobs
      .filter(hasJobPosting)
      .map((job) => ({ path: `/job/${encodeURIComponent(job.id)}`, lastmod: dateOnly(job.created) })),
  ];
}

export function buildSitemapXml(publicBaseUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeHtml(new URL(entry.path, publicBaseUrl).toString())}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function dateOnly(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
