// The search criteria carried in /search URLs, written by the search bars and read by the search page.
import {
  MAX_SEARCH_PAGE,
  SOURCE_TYPES,
  WORK_SETTINGS,
  type CountryCode,
  type SourceType,
  type WorkSetting,
} from '@highpay/contracts';
import { openToCountry } from './open-to.store';

export interface SearchCriteria {
  query: string;
  location: string;
  /** '' means any work setting. */
  workSetting: WorkSetting | '';
  /** '' means all categories. */
  category: string;
  /** "Remote jobs open to" a country (ISO alpha-2); '' means any country. */
  openTo: CountryCode | '';
  /** Only jobs from the employer's own board, or only aggregated ones; '' means both. */
  sourceType: SourceType | '';
  page: number;
}

export const EMPTY_CRITERIA: SearchCriteria = {
  query: '',
  location: '',
  workSetting: '',
  category: '',
  openTo: '',
  sourceType: '',
  page: 1,
};

/** /search?q=&location=&workSetting=&category=&openTo=&source=&page= with empty values left out. */
export function buildSearchPath(criteria: Partial<SearchCriteria>): string {
  const params = new URLSearchParams();
  if (criteria.query) params.set('q', criteria.query);
  if (criteria.location) params.set('location', criteria.location);
  if (criteria.workSetting) params.set('workSetting', criteria.workSetting);
  if (criteria.category) params.set('category', criteria.category);
  if (criteria.openTo) params.set('openTo', criteria.openTo);
  if (criteria.sourceType) params.set('source', criteria.sourceType);
  if (criteria.page && criteria.page > 1) params.set('page', String(criteria.page));
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}

export function readSearchCriteria(params: URLSearchParams): SearchCriteria {
  const workSetting = params.get('workSetting') ?? '';
  const sourceType = params.get('source') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    query: params.get('q') ?? '',
    location: params.get('location') ?? '',
    workSetting: isWorkSetting(workSetting) ? workSetting : '',
    category: params.get('category') ?? '',
    openTo: openToCountry(params.get('openTo')),
    sourceType: (SOURCE_TYPES as readonly string[]).includes(sourceType) ? (sourceType as SourceType) : '',
    page: Number.isFinite(page) && page > 0 ? Math.min(page, MAX_SEARCH_PAGE) : 1,
  };
}

export function isWorkSetting(value: string): value is WorkSetting {
  return (WORK_SETTINGS as readonly string[]).includes(value);
}
