// The $5 unlock: creates a checkout for this draft and sends the browser to it (docs/product.md: States, Messages).
import { useMutation } from '@tanstack/react-query';
import { createResumeCheckout } from '../../api/optimize.api';
import { ErrorMessage } from '../ui/error-message';

export function UnlockDownloadButton({ optimizationId }: { optimizationId: string }) {
  const checkout = useMutation({
    mutationFn: createResumeCheckout,
    onSuccess: (url) => window.location.assign(url),
  });
  return (
    <div className="unlock">
      <button
        type="button"
        className="btn btn--primary unlock__button"
        disabled={checkout.isPending}
        onClick={() => checkout.mutate(optimizationId)}
      >
        {checkout.isPending ? 'Processing...' : 'Unlock full resume (PDF + DOCX) – $5'}
      </button>
      {checkout.isError ? <ErrorMessage message={checkout.error.message} /> : null}
    </div>
  );
}
