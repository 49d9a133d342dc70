// The browser routes the React app renders, shared so the gateway can answer unknown
// paths with HTTP 404 and the frontend can build its router from the same lists.
import { JOB_CATEGORIES } from './jobs.js';

export interface StaticPage {
  slug: string;
  title: string;
  /** Absent when we have nothing to say yet; the page then shows staticPageBlurb's fallback. */
  blurb?: string;
}

/** Pages at /{slug} that show a title and a short blurb (docs/product.md: Pages), plus the pages we added. */
export const STATIC_PAGES: readonly StaticPage[] = [
  {
    slug: 'aboutus',
    title: 'About Us',
    blurb:
      'HighPay Jobs helps job seekers find remote and high-paying roles and present themselves at their best. We gather openings from across the web into one searchable board and pair it with an AI resume optimizer that tailors your resume to the job you want.',
  },
  {
    slug: 'howitworks',
    title: 'How It Works',
    blurb:
      "Search by job title, keyword, location or work setting and apply directly on the employer's site. To stand out, paste or upload your resume in the optimizer, name the role you are targeting, and review a free preview of the optimized draft. Unlock the full PDF and DOCX for $5.",
  },
  {
    slug: 'ourteam',
    title: 'Our Team',
    blurb:
      'We are a small, remote-first team of engineers, recruiters and career coaches who have spent years on both sides of the hiring table. We build the tools we wished we had when we were looking for our next role.',
  },
  {
    slug: 'press',
    title: 'Press',
    blurb:
      'Writing about remote work, pay transparency or AI in hiring? Reach us through the Contact Us page and we will get back to you with background, data and interviews.',
  },
  {
    slug: 'testimonials',
    title: 'Testimonials',
    blurb:
      'Job seekers use HighPay Jobs to find better-paid roles and to sharpen their resumes before they apply. Tell us about your experience through the Contact Us page; with your permission we may share it here.',
  },
  {
    slug: 'postjob',
    title: 'Post a Job',
    blurb:
      'Reach motivated candidates looking for remote and high-paying roles. Premium job placement starts from $49 and keeps your listing at the top of relevant searches. Contact us to get your opening in front of the right people.',
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    blurb:
      'Searching and applying for jobs is free. Downloading your optimized resume as PDF and DOCX costs a one-time $5, with no subscription. For employers, premium job placement starts from $49 per listing.',
  },
  {
    slug: 'blog',
    title: 'Blog',
    blurb:
      'Practical advice on landing high-paying and remote roles: resume writing, salary negotiation, interviewing and building a career you enjoy. New articles are on their way.',
  },
  {
    slug: 'contactus',
    title: 'Contact Us',
    blurb:
      'Questions about a job listing, a payment or your optimized resume? We are happy to help. Tell us what you need, include your checkout reference if it is about a purchase, and we will answer within two business days.',
  },
  {
    slug: 'successstories',
    title: 'Success Stories',
    blurb:
      'Every week job seekers use HighPay Jobs to move into better-paid and more flexible roles. We are collecting their stories and will share them here with their permission.',
  },
  {
    slug: 'employerresources',
    title: 'Employer Resources',
    blurb:
      'Guides for employers hiring remotely: writing job descriptions that attract strong candidates, publishing salary ranges, and running fair, efficient remote interviews.',
  },
  {
    slug: 'employerfaq',
    title: 'Employer FAQ',
    blurb:
      'Employers can list openings on HighPay Jobs, with premium job placement from $49. Listings link straight to your own application page, so candidates apply on your terms. Contact us with any question about posting.',
  },
  {
    slug: 'browsejobs',
    title: 'Browse Jobs',
    blurb:
      'Explore the latest high-paying and remote openings by category, location and work setting. Use the search bar above or head to Job Search to see every listing.',
  },
  {
    slug: 'createprofile',
    title: 'Create Profile',
    blurb:
      'You do not need an account to search jobs or optimize your resume. Candidate profiles are on our roadmap; until then, subscribe to our newsletter to hear about new openings.',
  },
  {
    slug: 'jobalerts',
    title: 'Job Alerts',
    blurb:
      'Never miss a high-paying opening. Subscribe to our newsletter on the home page and we will send new roles straight to your inbox. You can unsubscribe at any time.',
  },
  {
    slug: 'careerresources',
    title: 'Career Resources',
    blurb:
      'Tools and guides to help you grow your career: resume checklists, interview preparation, salary research and advice on switching into remote work.',
  },
  {
    slug: 'remoteguide',
    title: 'Remote Work Guide',
    blurb:
      'Working remotely takes more than a laptop. Learn how to find genuine remote roles, set up a productive home office, communicate across time zones and stand out in a remote hiring process.',
  },
  { slug: 'twitter', title: 'Twitter' },
  { slug: 'facebook', title: 'Facebook' },
  { slug: 'linkedin', title: 'LinkedIn' },
  {
    slug: 'terms-of-use',
    title: 'Terms of Use',
    blurb: 'The rules that apply when you use HighPay Jobs, search listings and buy an optimized resume.',
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    blurb: 'Which cookies and similar technologies HighPay Jobs uses, and how you can control them.',
  },
  {
    slug: 'faq',
    title: 'Frequently Asked Questions',
    blurb: 'Answers to the questions job seekers and employers ask us most.',
  },
];

/** Spec §2: the text a static page without a blurb shows. */
export function staticPageBlurb(page: StaticPage): string {
  return page.blurb ?? `Information about ${page.title} will be available soon.`;
}

export function findStaticPage(slug: string): StaticPage | undefined {
  return STATIC_PAGES.find((page) => page.slug === slug);
}

/** Old or convenient paths and where they lead (docs/product.md, Deliberate differences, 3). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/jobs': '/',
  '/about': '/aboutus',
  '/contact': '/contactus',
  '/terms-of-service': '/terms-of-use',
  '/resume-optimizer': '/#resume',
};

/** Pages with a fixed path that are not static pages. */
export const APP_PAGE_PATHS = [
  '/',
  '/search',
  '/sitemap',
  '/resume-success',
  '/privacy-policy',
  '/alerts/confirm',
  '/alerts/manage',
  '/alerts/unsubscribe',
] as const;

const KNOWN_EXACT_PATHS: ReadonlySet<string> = new Set<string>([
  ...APP_PAGE_PATHS,
  ...STATIC_PAGES.map((page) => `/${page.slug}`),
  ...Object.keys(REDIRECTS),
]);

const CATEGORY_SLUGS: ReadonlySet<string> = new Set<string>(JOB_CATEGORIES.map((category) => category.slug));

/**
 * True when the React app renders `pathname` as a real page (or redirects from it),
 * false when it would show the 404 page. Matching is case-sensitive, like the app's
 * routes; one trailing slash is ignored, as the router ignores it.
 */
export function isKnownClientPath(pathname: string): boolean {
  const path = stripTrailingSlash(pathname.split(/[?#]/, 1)[0] ?? '');
  if (KNOWN_EXACT_PATHS.has(path)) return true;

  const segments = path.split('/');
  // '/job/abc' splits into ['', 'job', 'abc'].
  if (segments.length !== 3 || segments[0] !== '') return false;
  const [, section, param = ''] = segments;
  if (param === '') return false;
  if (section === 'job') return true;
  if (section === 'categories') return CATEGORY_SLUGS.has(safeDecode(param));
  return false;
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
