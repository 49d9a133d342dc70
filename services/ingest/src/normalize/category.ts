// The board's category (JOB_CATEGORIES) and job type (JOB_TYPES) from what a feed says of
// a job: its title first, then its department or team, then the feed's own tags.
import type { JobCategorySlug, JobType } from '@highpay/contracts';

// In order: the first rule a title meets wins, so specific trades come before the words
// they share ("Sales Engineer" is sales, "Engineering Manager" management, "Hardware
// Engineer" engineering, any other engineer development).
const CATEGORY_RULES: readonly (readonly [JobCategorySlug, RegExp])[] = [
  [
    'healthcare',
    /\b(?:nurse|nursing|physician|therap(?:ist|y)|pharmac(?:ist|y)|clinical|clinician|medical|dental|dentist|radiolog\w*|anesthe\w*|caregiver|health ?care|patient|surgeon|psychiatr\w*|psycholog\w*)\b/i,
  ],
  [
    'legal',
    /\b(?:counsel|attorney|lawyer|paralegal|legal|litigation|compliance|contracts? manager|privacy (?:counsel|officer)|intellectual property)\b/i,
  ],
  [
    'hr',
    /\b(?:recruit\w*|talent|people (?:ops|operations|partner|team)|human resources|hr|hrbp|compensation (?:analyst|manager|partner)|benefits|learning (?:and|&) development|payroll|sourcer)\b/i,
  ],
  [
    'finance',
    /\b(?:accountant|accounting|financ\w*|fp&a|controller|tax|treasury|audit\w*|actuar\w*|investment|bookkeep\w*|billing|credit analyst|underwrit\w*)\b/i,
  ],
  [
    'sales',
    /\b(?:sales|account executive|account manager|business development|sdr|bdr|solutions? consultant|partnerships?|pre-?sales|revenue)\b/i,
  ],
  [
    'customer-support',
    /\b(?:support|customer success|customer experience|customer service|implementation (?:specialist|manager|consultant)|help ?desk|service desk|onboarding specialist)\b/i,
  ],
  [
    'design',
    /\b(?:design(?:er)?|ux|ui|user research(?:er)?|ux researcher|illustrat\w*|creative director|art director|animator|motion)\b/i,
  ],
  [
    'marketing',
    /\b(?:marketing|marketer|seo|growth|content (?:writer|strateg\w*|manager|lead)|social media|brand (?:manager|strateg\w*)|demand gen\w*|communications|public relations|pr|copywriter|community manager)\b/i,
  ],
  [
    'administrative',
    /\b(?:executive (?:assistant|business partner)|administrative|admin assistant|office manager|facilities|receptionist|coordinator|secretary|data entry|virtual assistant)\b/i,
  ],
  [
    'management',
    /\b(?:engineering manager|director|head of|vp|vice president|chief|cto|ceo|coo|cfo|general manager|product manager|product owner|program manager|project manager|operations manager|delivery manager|scrum master)\b/i,
  ],
  [
    'engineering',
    /\b(?:mechanical|electrical|civil|structural|hardware|firmware|manufacturing|aerospace|controls|robotics|quality engineer|process engineer|chemical engineer|industrial engineer|embedded|rf engineer|test engineer|field engineer)\b/i,
  ],
  [
    'development',
    /\b(?:software|developer|engineer(?:ing)?|devops|sre|site reliability|data scien\w*|machine learning|ml|ai|data engineer|front-?end|back-?end|full-?stack|ios|android|mobile|security|platform|qa|programmer|architect|cloud|web|data analyst|analytics|blockchain|smart contract)\b/i,
  ],
];

/** The category for a job; `fallback` when nothing it says matches (the source's usual one). */
export function categorize(
  job: { title: string; departments?: readonly string[]; tags?: readonly string[] },
  fallback: JobCategorySlug = 'development',
): JobCategorySlug {
  for (const text of [job.title, ...(job.departments ?? []), (job.tags ?? []).join(' ')]) {
    const rule = CATEGORY_RULES.find(([, pattern]) => pattern.test(text));
    if (rule) return rule[0];
  }
  return fallback;
}

const JOB_TYPE_RULES: readonly (readonly [JobType, RegExp])[] = [
  ['Internship', /\b(?:intern|internship|co-?op|apprentice\w*|trainee|werkstudent)\b/i],
  ['Temporary', /\b(?:temporary|temp|seasonal)\b/i],
  ['Contract', /\b(?:contract|contractor|freelance\w*|fixed[- ]term|1099|c2c|b2b)\b/i],
  ['Part Time', /\bpart[- ]?time\b|\bparttime\b/i],
  ['Full Time', /\bfull[- ]?time\b|\bfulltime\b|\bpermanent\b|\bregular\b/i],
];

/**
 * The job type from the feed's employment fields ("Full-time", "FullTime", "Intern"), else
 * from the title ("Data Engineer (Contract)"); a job that says nothing is full time.
 */
export function jobTypeOf(fields: readonly (string | null | undefined)[], title: string): JobType {
  for (const text of [...fields, title]) {
    if (!text) continue;
    const spaced = text.replace(/([a-z])([A-Z])/g, '$1 $2');
    const rule = JOB_TYPE_RULES.find(([, pattern]) => pattern.test(spaced));
    if (rule) return rule[0];
  }
  return 'Full Time';
}
