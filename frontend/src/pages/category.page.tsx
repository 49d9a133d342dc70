// /categories/:slug: the newest jobs of one category, 20 a page (docs/product.md, Deliberate
// differences, 3). The page number lives in the address (?page=2) like the search page's.
import { JOB_CATEGORIES, MAX_SEARCH_PAGE } from '@highpay/contracts';
import { useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useJobSearch } from '../api/search.api';
import { JobList } from '../components/jobs/job-list';
import { Pagination } from '../components/jobs/pagination';
import { Page } from '../components/layout/page';
import { jobCountText, pageCount } from '../lib/job-count';
import { buildSearchPath } from '../lib/search-criteria';
import { useMetaDescription } from '../lib/use-meta-description';
import { NotFoundPage } from './not-found.page';
import { ErrorMessage } from '../components/ui/error-message';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const category = JOB_CATEGORIES.find((c) => c.slug === slug);
  if (!category) return <NotFoundPage />;
  return <CategoryJobs slug={category.slug} label={category.label} />;
}

function CategoryJobs({ slug, label }: { slug: string; label: string }) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const search = useJobSearch({ query: '', location: '', category: slug, jobTypes: [], page, sort: 'date' });
  const counted = search.data ?? { totalResults: 0 };
  const totalResults = counted.totalResults;
  const resultsTop = useRef<HTMLDivElement>(null);
  useMetaDescription(
    `The newest high-paying ${label} jobs on HighPay Jobs: remote, hybrid and on-site, with salaries.`,
  );

  const goToPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    resultsTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Page
      title={`${label} Jobs`}
      lead={`The newest high-paying ${label} jobs: remote, hybrid and on-site.`}
      width="wide"
    >
      <div ref={resultsTop} className="category-page__results">
        {search.isError ? (
          <ErrorMessage message={search.error.message} />
        ) : (
          <>
            <div className="category-page__summary">
              {totalResults > 0 ? (
                <p className="search-page__count" role="status">
                  {jobCountText(counted)} in {label}
                </p>
              ) : null}
              <Link to={buildSearchPath({ category: slug })}>Narrow down by keyword or location →</Link>
            </div>
            <div aria-busy={search.isFetching} className="job-list-region">
              <JobList
                jobs={search.data?.jobs ?? []}
                isLoading={search.isPending}
                cardOptions={{ applyLabel: 'Apply Now', showDescription: true }}
              />
            </div>
            <Pagination
              page={page}
              totalPages={pageCount(counted)}
              onPageChange={goToPage}
              disabled={search.isFetching}
            />
          </>
        )}
      </div>
      <nav aria-labelledby="other-categories" className="category-page__others">
        <h2 id="other-categories" className="category-page__others-title">
          Other categories
        </h2>
        <ul>
          {JOB_CATEGORIES.filter((c) => c.slug !== slug).map((c) => (
            <li key={c.slug}>
              <Link to={`/categories/${c.slug}`} className="category-page__chip">
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}

function pageFrom(value: string | null): number {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? Math.min(page, MAX_SEARCH_PAGE) : 1;
}
