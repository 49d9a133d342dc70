// /search: the criteria live in the URL (?q=&location=&workSetting=&category=&page=),
// so results can be shared and the back button works.
import { JOB_CATEGORIES, SEARCH_PAGE_CATEGORIES, SEARCH_PAGE_SIZE, hasSearchCriteria } from '@highpay/contracts';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useJobSearch } from '../api/search.api';
import { JobList } from '../components/jobs/job-list';
import { Pagination } from '../components/jobs/pagination';
import { Page } from '../components/layout/page';
import { JobSearchForm } from '../components/search/job-search-form';
import { buildSearchPath, readSearchCriteria, type SearchCriteria } from '../lib/search-criteria';

const NO_RESULTS = { title: 'No jobs found matching your criteria. Try broadening your search!' };

export function SearchPage() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const criteria = readSearchCriteria(params);
  const request = {
    query: criteria.query,
    location: criteria.location,
    category: criteria.category,
    jobTypes: [],
    page: criteria.page,
    workSetting: criteria.workSetting,
  };
  const canSearch = hasSearchCriteria(request);
  const search = useJobSearch(request, { enabled: canSearch });
  const totalResults = search.data?.totalResults ?? 0;

  const go = (next: Partial<SearchCriteria>) => void navigate(buildSearchPath({ ...criteria, ...next }));
  const categoryOptions = categoryOptionsFor(criteria.category);
  const selectedCategory =
    categoryOptions.find((o) => o.value.toLowerCase() === criteria.category.toLowerCase())?.value ?? '';

  return (
    <Page title="Search Jobs" heading="Search High Paying Jobs" width="wide">
      <div className="search-page__filters">
        <JobSearchForm initialValues={criteria} onSearch={(values) => go({ ...values, page: 1 })} />
        <div className="search-page__category">
          <label htmlFor={`${id}-category`}>Category</label>
          <select id={`${id}-category`} value={selectedCategory} onChange={(e) => go({ category: e.target.value, page: 1 })}>
            {categoryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {!canSearch ? (
        <p className="muted search-page__hint">Enter a job title, keyword or location, or pick a category, to see matching jobs.</p>
      ) : search.isError ? (
        <p className="form-message form-message--error" role="alert">
          {search.error.message}
        </p>
      ) : (
        <>
          {search.data ? (
            <p className="search-page__count" role="status">
              {totalResults === 1 ? '1 job found' : `${totalResults.toLocaleString('en-US')} jobs found`}
            </p>
          ) : null}
          <div aria-busy={search.isFetching}>
            <JobList
              jobs={search.data?.jobs ?? []}
              isLoading={search.isPending}
              emptyMessage={NO_RESULTS}
              cardOptions={{ applyLabel: 'Apply Now', showDescription: true }}
            />
          </div>
          <Pagination
            page={criteria.page}
            totalPages={Math.ceil(totalResults / SEARCH_PAGE_SIZE)}
            onPageChange={(page) => go({ page })}
            disabled={search.isFetching}
          />
        </>
      )}
    </Page>
  );
}

/** The search page's categories, plus the one in the URL when it came from elsewhere (e.g. a category page). */
function categoryOptionsFor(current: string): { value: string; label: string }[] {
  const options = [
    { value: '', label: 'All Categories' },
    ...SEARCH_PAGE_CATEGORIES.map((label) => ({ value: label, label })),
  ];
  if (current && !options.some((o) => o.value.toLowerCase() === current.toLowerCase())) {
    const known = JOB_CATEGORIES.find((c) => c.slug === current.toLowerCase());
    options.push({ value: current, label: known?.label ?? current });
  }
  return options;
}
