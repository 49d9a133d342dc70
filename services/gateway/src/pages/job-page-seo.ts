// What crawlers need of /job/:id without running JavaScript: the job's <title>, its meta
// description (the first 150 characters of its text), a canonical link, Open Graph tags
// and its schema.org JobPosting, written into the built index.html the gateway serves.
// A closed job answers 410 Gone, and it and a sample job are marked noindex, without a
// JobPosting: search engines should list neither as an opening.
import type { Job } from '@highpay/contracts';
import { escapeHtml, htmlToPlainText, jsonForScript, truncateText } from './html-text.js';
import { buildJobPosting, hasJobPosting, type JobWithOptionalDetails } from './job-posting.js';

/** Spec §9: the job page's meta description is the description's first 150 characters. */
export const META_DESCRIPTION_CHARS = 150;
export const SITE_NAME = 'HighPay Jobs';

/** The tab title the React page sets too (frontend/src/pages/job-details.page.tsx). */
export function jobPageTitle(job: Pick<Job, 'title' | 'company'>): string {
  return `${job.title} at ${job.company} | ${SITE_NAME}`;
}

export function jobMetaDescription(job: Pick<Job, 'title' | 'company' | 'location' | 'description'>): string {
  return (
    truncateText(htmlToPlainText(job.description ?? ''), META_DESCRIPTION_CHARS) ||
    `${job.title} at ${job.company}, ${job.location}.`
  );
}

export function jobPageUrl(publicBaseUrl: string, id: string): string {
  return new URL(`/job/${encodeURIComponent(id)}`, publicBaseUrl).toString();
}

/** The HTTP status of a job's page: 410 Gone once the job closed, so crawlers drop it. */
export function jobPageStatus(job: Pick<Job, 'closedAt'>): 200 | 410 {
  return job.closedAt === null ? 200 : 410;
}

/** index.html with this job's head. Everything from the job is escaped for where it lands. */
export function renderJobPage(indexHtml: string, job: JobWithOptionalDetails, publicBaseUrl: string): string {
  const title = jobPageTitle(job);
  const description = jobMetaDescription(job);
  const url = jobPageUrl(publicBaseUrl, job.id);
  const jobId = escapeHtml(job.id);
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(`${job.title} at ${job.company}`)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
  ];
  if (hasJobPosting(job)) {
    const posting = buildJobPosting(job, { pageUrl: url, description: job.description?.trim() || description });
    head.push(`<script type="application/ld+json" data-job-id="${jobId}">${jsonForScript(posting)}</script>`);
  } else {
    head.push(`<meta name="robots" content="noindex" data-job-id="${jobId}" />`);
  }
  return withHead(indexHtml, { title, description, extra: head.join('\n    ') });
}

/** index.html for a job id that names no job: the app shows 'Job with ID … not found.' */
export function renderMissingJobPage(indexHtml: string): string {
  return withHead(indexHtml, {
    title: `Job not found | ${SITE_NAME}`,
    extra: '<meta name="robots" content="noindex" />',
  });
}

function withHead(html: string, head: { title: string; description?: string; extra: string }): string {
  // Replacement functions, not strings: a '$&' in a job title must stay text.
  const titleTag = `<title>${escapeHtml(head.title)}</title>`;
  let out = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => titleTag)
    : insertIntoHead(html, titleTag);
  if (head.description !== undefined) {
    const metaTag = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    const existing = /<meta\s+name=["']description["'][^>]*>/i;
    out = existing.test(out) ? out.replace(existing, () => metaTag) : insertIntoHead(out, metaTag);
  }
  return insertIntoHead(out, head.extra);
}

/** Before </head>; in a document that leaves out its head tags, after the title or the doctype. */
function insertIntoHead(html: string, tags: string): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd !== -1) return `${html.slice(0, headEnd)}  ${tags}\n  ${html.slice(headEnd)}`;
  const after = /<\/title>/i.exec(html) ?? /<!doctype[^>]*>/i.exec(html);
  if (!after) return `${tags}\n${html}`;
  const at = after.index + after[0].length;
  return `${html.slice(0, at)}\n${tags}\n${html.slice(at)}`;
}
