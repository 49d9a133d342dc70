// How many jobs a search found, as the pages say it: the API counts exactly up to 10,000
// and beyond says only that there are more ("10,000+ jobs"); pages stop at the last counted.
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE, type SearchResponse } from '@highpay/contracts';

type Counted = Pick<SearchResponse, 'totalResults' | 'totalIsLowerBound'>;

/** '1 job', '1,234 jobs', or '10,000+ jobs' when more matched than were counted. */
export function jobCountText({ totalResults, totalIsLowerBound }: Counted): string {
  const count = `${totalResults.toLocaleString('en-US')}${totalIsLowerBound ? '+' : ''}`;
  return totalResults === 1 && !totalIsLowerBound ? '1 job' : `${count} jobs`;
}

/** The pages a reader can open: 20 jobs each, no deeper than the API pages. */
export function pageCount({ totalResults }: Counted): number {
  return Math.min(Math.ceil(totalResults / SEARCH_PAGE_SIZE), MAX_SEARCH_PAGE);
}
