// Every page worth finding: main pages, categories, the 10 newest jobs and the policies.
import { JOB_CATEGORIES, type JobCategorySlug } from '@highpay/contracts';
import { Link } from 'react-router-dom';
import { useRecentJobs } from '../api/jobs.api';
import { Page } from '../components/layout/page';

const MAIN_PAGES = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Job Search' },
  { to: '/#resume', label: 'Resume Optimizer' },
  { to: '/aboutus', label: 'About Us' },
  { to: '/howitworks', label: 'How It Works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contactus', label: 'Contact Us' },
  { to: '/postjob', label: 'Post a Job' },
] as const;

/** Spec §2: the sitemap's categories, in this order. */
const SITEMAP_CATEGORIES: readonly JobCategorySlug[] = [
  'development',
  'design',
  'marketing',
  'management',
  'customer-support',
  'sales',
  'finance',
  'legal',
  'hr',
];

const POLICY_PAGES = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
] as const;

const RECENT_JOBS_SHOWN = 10;

export function SitemapPage() {
  return (
    <Page title="Sitemap" lead="Everything on HighPay Jobs, in one place." width="wide">
      <div className="sitemap">
        <section className="sitemap__section" aria-labelledby="sitemap-main">
          <h2 id="sitemap-main" className="sitemap__heading">
            Main Pages
          </h2>
          <LinkList links={MAIN_PAGES} />
        </section>
        <section className="sitemap__section" aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories" className="sitemap__heading">
            Job Categories
          </h2>
          <LinkList
            links={[
              { to: '/search', label: 'All Categories' },
              ...SITEMAP_CATEGORIES.map((slug) => ({
                to: `/categories/${slug}`,
                label: JOB_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug,
              })),
            ]}
          />
        </section>
        <section className="sitemap__section" aria-labelledby="sitemap-jobs">
          <h2 id="sitemap-jobs" className="sitemap__heading">
            Recent Jobs
          </h2>
          <RecentJobs />
        </section>
        <section className="sitemap__section" aria-labelledby="sitemap-policies">
          <h2 id="sitemap-policies" className="sitemap__heading">
            Policies
          </h2>
          <LinkList links={POLICY_PAGES} />
        </section>
      </div>
    </Page>
  );
}

function RecentJobs() {
  const recent = useRecentJobs();
  if (recent.isPending) return <p role="status">Loading jobs...</p>;
  if (recent.isError) return <p className="muted">Recent jobs are unavailable right now.</p>;
  if (recent.data.length === 0) return <p className="muted">No jobs posted yet.</p>;
  return (
    <LinkList
      links={recent.data.slice(0, RECENT_JOBS_SHOWN).map((job) => ({
        to: `/job/${encodeURIComponent(job.id)}`,
        // A demo job says so here too, as on its card.
        label: `${job.title} at ${job.company}${job.sample ? ' (sample job)' : ''}`,
      }))}
    />
  );
}

function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="sitemap__list">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
