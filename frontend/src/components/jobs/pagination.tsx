// Previous/Next paging with 'Page X of Y', shown only when there is more than one page.
import { MAX_SEARCH_PAGE } from '@highpay/contracts';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

export function Pagination({ page, totalPages, onPageChange, disabled = false }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => onPageChange(page - 1)}
        disabled={disabled || page <= 1}
      >
        Previous
      </button>
      <span className="pagination__status" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => onPageChange(page + 1)}
        // The API pages no deeper than MAX_SEARCH_PAGE; a narrower search reaches the rest.
        disabled={disabled || page >= Math.min(totalPages, MAX_SEARCH_PAGE)}
      >
        Next
      </button>
    </nav>
  );
}
