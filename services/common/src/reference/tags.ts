// How the board shows tags and names pages, the same in production and in demo data: at
// most four tags a job, each with a color of its own, and URL slugs.
import { TAG_COLORS, type Tag } from '@highpay/contracts';
import { hash32 } from '../hash32.js';

export const MAX_TAGS_PER_JOB = 4;

/** A tag keeps its color across jobs, as a board's curated tags would. */
export function tagColor(name: string): Tag['color'] {
  return TAG_COLORS[hash32(name.toLowerCase()) % TAG_COLORS.length] as Tag['color'];
}

/** Lower-case ASCII words joined by hyphens: "Senior C++ Engineer & Lead" → "senior-c-engineer-and-lead". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
