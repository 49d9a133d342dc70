// What cards and the job page say about a job beyond its text: who may take it remotely,
// where to apply, and whether it is still open.
import { JOB_CATEGORIES, type Job } from '@highpay/contracts';
import { buildSearchPath } from './search-criteria';

/** 'Remote · US only', 'Remote · Anywhere'; 'Remote' when the listing does not say; null for a job that is not remote. */
export function remoteText(job: Partial<Pick<Job, 'workSetting' | 'remoteEligibility'>>): string | null {
  const label = job.remoteEligibility?.label.trim();
  if (label && label.toLowerCase() !== 'remote') return `Remote · ${label}`;
  return job.remoteEligibility || job.workSetting === 'remote' ? 'Remote' : null;
}

/** Where Apply goes: the application form when the feed names one, else the posting; null when neither. */
export function applyUrlOf(job: Pick<Job, 'url'> & Partial<Pick<Job, 'applyUrl'>>): string | null {
  return job.applyUrl?.trim() || job.url.trim() || null;
}

/** Searches that find jobs like a closed one: its role without the level, and its category's page. */
export function similarJobsLinks(
  job: Pick<Job, 'title' | 'category' | 'workSetting'>,
): { to: string; label: string }[] {
  const role = roleOf(job.title);
  const links = [];
  if (role) {
    const remote = job.workSetting === 'remote';
    links.push({
      to: buildSearchPath({ query: role, workSetting: remote ? 'remote' : '' }),
      label: `Search open ${remote ? 'remote ' : ''}“${role}” jobs`,
    });
  }
  const category = JOB_CATEGORIES.find((c) => c.slug === job.category);
  if (category) links.push({ to: `/categories/${category.slug}`, label: `Browse the newest ${category.label} jobs` });
  return links;
}

/** Words that name a level, not a role: a search keeps every word, so they would narrow it to the same level. */
const LEVEL_WORDS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'staff',
  'principal',
  'mid',
  'level',
  'entry',
  'i',
  'ii',
  'iii',
  'iv',
]);

/** 'Senior Payments Engineer (Remote, US)' → 'Payments Engineer': the role a similar job has. */
export function roleOf(title: string): string {
  const main = title.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').split(/\s[-–—|,/]\s|,/)[0] ?? '';
  const words = main
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter((word) => word && !LEVEL_WORDS.has(word.toLowerCase().replace(/\.$/, '')));
  return words.slice(0, 4).join(' ');
}
