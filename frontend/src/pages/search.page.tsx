// /search: the criteria live in the URL (?q=&location=&workSetting=&category=&openTo=&source=&page=),
// so results can be shared and the back button works. The hero's search bar is this
// page's form (components/layout/hero-banner.tsx); the page adds the category filter,
// "Remote jobs open to", whose choice this browser remembers for the next visit, and the
// source filter (direct from the employer, or from job boards that aggregate them).
import {
  JOB_CATEGORIES,
  SEARCH_PAGE_CATEGORIES,
  SOURCE_TYPES,
  SOURCE_TYPE_LABELS,
  hasSearchCriteria,
  type SourceType,
} from '@highpay/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useJobSearch } from '../api/search.api';
import { JobList } from '../components/jobs/job-list';
import { Pagination } from '../components/jobs/pagination';
import { Page } from '../components/layout/page';
import { JobAlertForm } from '../components/search/job-alert-form';
import { OpenToSelect } from '../components/search/open-to-select';
import { LabelledSelect, type SelectOption } from '../components/ui/labelled-select';
import { jobCountText, pageCount } from '../lib/job-count';
import { rememberOpenTo, rememberedOpenTo } from '../lib/open-to.store';
import { buildSearchPath, readSearchCriteria, type SearchCriteria } from '../lib/search-criteria';
import { ErrorMessage } from '../components/ui/error-message';

const NO_RESULTS = { title: 'No jobs found matching your criteria. Try broadening your search!' };

export function SearchPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // An address without a country gets the one this browser remembers, and shows it.
  const fromUrl = readSearchCriteria(params);
  const remembered = params.has('openTo') ? '' : rememberedOpenTo();
  const criteria: SearchCriteria = remembered ? { ...fromUrl, openTo: remembered } : fromUrl;
  useEffect(() => {
    if (remembered) void navigate(buildSearchPath(criteria), { replace: true });
  });
  const request = {
    query: criteria.query,
    location: criteria.location,
    category: criteria.category,
    jobTypes: [],
    page: criteria.page,
    workSetting: criteria.workSetting,
    ...(criteria.openTo ? { openTo: criteria.openTo } : {}),
    ...(criteria.sourceType ? { sourceType: criteria.sourceType } : {}),
  };
  // A work setting, country or source alone ("every remote job open to Germany") is a
  // search too: the spec's old client never sent one.
  const canSearch =
    hasSearchCriteria(request) || criteria.workSetting !== '' || criteria.openTo !== '' || criteria.sourceType !== '';
  const search = useJobSearch(request, { enabled: canSearch });
  const counted = search.data ?? { totalResults: 0 };
  const totalResults = counted.totalResults;

  const resultsTop = useRef<HTMLDivElement>(null);

  const go = (next: Partial<SearchCriteria>) => void navigate(buildSearchPath({ ...criteria, ...next }));
  const goToPage = (page: number) => {
    go({ page });
    resultsTop.current?.scrollIntoView({ block: 'start' });
  };
  const categoryOptions = categoryOptionsFor(criteria.category);
  const selectedCategory =
    categoryOptions.find((o) => o.value.toLowerCase() === criteria.category.toLowerCase())?.value ?? '';

  return (
    <Page title="Search Jobs" heading="Search High Paying Jobs" width="wide">
      {/* The search form (query, location, work setting) is the hero's, right above: one search bar a page. */}
      <div className="search-page__filters">
        <LabelledSelect
          className="search-page__category"
          label="Category"
          value={selectedCategory}
          options={categoryOptions}
          onChange={(category) => go({ category, page: 1 })}
        />
        <LabelledSelect<SourceType | ''>
          className="search-page__source"
          label="Source"
          value={criteria.sourceType}
          options={SOURCE_OPTIONS}
          onChange={(sourceType) => go({ sourceType, page: 1 })}
        />
        <OpenToSelect
          className="search-page__open-to"
          value={criteria.openTo}
          onChange={(openTo) => {
            rememberOpenTo(openTo);
            go({ openTo, page: 1 });
          }}
        />
      </div>

      {canSearch ? (
        <JobAlertForm
          criteria={{
            query: criteria.query,
            location: criteria.location,
            category: criteria.category,
            jobTypes: [],
            workSetting: criteria.workSetting,
            ...(criteria.openTo ? { openTo: criteria.openTo } : {}),
          }}
        />
      ) : null}

      <div ref={resultsTop} className="search-page__results">
        {!canSearch ? (
          <p className="muted search-page__hint">
            Enter a job title, keyword or location, or pick a work setting, category, source or country, to see matching
            jobs.
          </p>
        ) : search.isError ? (
          <ErrorMessage message={search.error.message} />
        ) : (
          <>
            {totalResults > 0 ? (
              <p className="search-page__count" role="status">
                {jobCountText(counted)} found
              </p>
            ) : null}
            <div aria-busy={search.isFetching} className="job-list-region">
              <JobList
                jobs={search.data?.jobs ?? []}
                isLoading={search.isPending}
                emptyMessage={NO_RESULTS}
                cardOptions={{ applyLabel: 'Apply Now', showDescription: true }}
              />
            </div>
            <Pagination
              page={criteria.page}
              totalPages={pageCount(counted)}
              onPageChange={goToPage}
              disabled={search.isFetching}
            />
          </>
        )}
      </div>
    </Page>
  );
}

const SOURCE_OPTIONS: SelectOption<SourceType | ''>[] = [
  { value: '', label: 'All sources' },
  ...SOURCE_TYPES.map((type) => ({ value: type, label: SOURCE_TYPE_LABELS[type] })),
];

/** The search page's categories, plus the one in the URL when it came from elsewhere (e.g. a category page). */
function categoryOptionsFor(current: string): SelectOption<string>[] {
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
