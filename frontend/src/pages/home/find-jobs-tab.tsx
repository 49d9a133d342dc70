// The Find Jobs tab: a search bar, the newsletter card and the Browse Jobs list, which can
// be narrowed to remote jobs open to a country (remembered in this browser, as on /search).
import { MESSAGES, type SortOrder } from '@highpay/contracts';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useJobSearch } from '../../api/search.api';
import { JobList } from '../../components/jobs/job-list';
import { Pagination } from '../../components/jobs/pagination';
import { NewsletterCard } from '../../components/newsletter/newsletter-card';
import { JobSearchForm } from '../../components/search/job-search-form';
import { OpenToSelect } from '../../components/search/open-to-select';
import { LabelledSelect, type SelectOption } from '../../components/ui/labelled-select';
import { pageCount } from '../../lib/job-count';
import { useOpenToPreference } from '../../lib/open-to.store';
import { buildSearchPath } from '../../lib/search-criteria';
import { ErrorMessage } from '../../components/ui/error-message';

const SORT_OPTIONS: readonly SelectOption<SortOrder>[] = [
  { value: 'date', label: 'Date' },
  { value: 'relevance', label: 'Relevance' },
  { value: 'company', label: 'Company' },
  { value: 'salary', label: 'Salary' },
];

export function FindJobsTab() {
  const id = useId();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortOrder>('date');
  const [openTo, setOpenTo] = useOpenToPreference();
  const search = useJobSearch({
    query: '',
    location: '',
    category: '',
    jobTypes: [],
    page,
    sort,
    ...(openTo ? { openTo } : {}),
  });
  const totalPages = pageCount(search.data ?? { totalResults: 0 });
  const listTop = useRef<HTMLElement>(null);
  const goToPage = (next: number) => {
    setPage(next);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="find-jobs">
      <div className="find-jobs__search">
        <JobSearchForm onSearch={(values) => void navigate(buildSearchPath(values))} />
      </div>
      <div className="find-jobs__layout">
        <section ref={listTop} className="browse-jobs" aria-labelledby={`${id}-browse`}>
          <div className="browse-jobs__header">
            <h2 id={`${id}-browse`} className="section-title">
              Browse Jobs
            </h2>
            <div className="browse-jobs__controls">
              <OpenToSelect
                className="browse-jobs__open-to"
                value={openTo}
                onChange={(code) => {
                  setOpenTo(code);
                  setPage(1);
                }}
              />
              <LabelledSelect
                className="browse-jobs__sort"
                label="Sort by"
                value={sort}
                options={SORT_OPTIONS}
                onChange={(value) => {
                  setSort(value);
                  setPage(1);
                }}
              />
            </div>
          </div>
          {search.isError ? (
            <ErrorMessage message={MESSAGES.errorLoadingJobs(search.error.message)} />
          ) : (
            <div aria-busy={search.isFetching} className="job-list-region">
              <JobList jobs={search.data?.jobs} isLoading={search.isPending} />
            </div>
          )}
          <Pagination page={page} totalPages={totalPages} onPageChange={goToPage} disabled={search.isFetching} />
        </section>
        <aside className="find-jobs__sidebar" aria-label="Newsletter">
          <NewsletterCard />
        </aside>
      </div>
    </div>
  );
}
