// The job page's resume-tailoring section: a $5 option to tailor a resume to this job.
// Back from the checkout with ?session_id=…, it verifies the session; once paid for this
// job it shows 'Payment successful' with a link to the optimizer, and the session id is
// removed from the address either way. A failed or mismatched verification is only logged
// (docs/product.md: Messages).
import { formatPrice, PRICE_CENTS } from '@highpay/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { rememberedJobCredit, rememberJobCredit, startJobCheckout, verifySession } from '../../api/payment.api';
import '../../styles/payment.css';
import { ErrorMessage } from '../ui/error-message';

export function TailorResumeSection({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const returnedSession = params.get('session_id')?.trim() ?? '';

  const verification = useQuery({
    queryKey: ['verify-session', returnedSession],
    queryFn: ({ signal }) => verifySession(returnedSession, signal),
    enabled: returnedSession !== '',
  });

  useEffect(() => {
    if (!returnedSession || verification.isPending) return;
    if (verification.isError) console.error('Session verification failed:', verification.error);
    else if (!verification.data.paid) console.warn('Returned from checkout without a completed payment.');
    else if (verification.data.metadata.jobId !== jobId) {
      console.error(`The payment is for job ${verification.data.metadata.jobId ?? '(none)'}, not job ${jobId}.`);
    } else {
      rememberJobCredit(jobId);
    }
    // Spec §7: afterwards the session_id query parameter is removed from the address.
    const next = new URLSearchParams(params);
    next.delete('session_id');
    setParams(next, { replace: true });
  }, [
    returnedSession,
    verification.isPending,
    verification.isError,
    verification.data,
    verification.error,
    jobId,
    params,
    setParams,
  ]);

  // The credit is remembered in the browser; a verified session for this job counts at once.
  const verifiedHere = verification.data?.paid === true && verification.data.metadata.jobId === jobId;
  const paid = verifiedHere || rememberedJobCredit() === jobId;

  const checkout = useMutation({ mutationFn: () => startJobCheckout(jobId) });
  const price = formatPrice(PRICE_CENTS);

  if (paid) {
    return (
      <section className="card tailor-resume tailor-resume--paid" aria-labelledby={`${id}-title`}>
        <p className="form-message form-message--success" role="status">
          Payment successful
        </p>
        <h2 id={`${id}-title`} className="card__title">
          Your tailored resume is paid for
        </h2>
        <p className="card__text">
          Optimize your resume for {jobTitle} and download the PDF and DOCX at no extra cost: your next optimization is
          already unlocked.
        </p>
        <Link to={tailorLink(jobId, jobTitle)} className="btn btn--primary">
          Tailor my resume
        </Link>
      </section>
    );
  }

  return (
    <section className="card tailor-resume" aria-labelledby={`${id}-title`}>
      <div className="tailor-resume__text">
        <h2 id={`${id}-title`} className="card__title">
          Tailor your resume to this job
        </h2>
        <p className="card__text">
          Our AI rewrites your resume around what this {jobTitle} role asks for, in a clean format applicant tracking
          systems read. One payment of {price}; download the PDF and DOCX.
        </p>
        {returnedSession && verification.isPending ? (
          <p className="form-message" role="status">
            Checking your payment...
          </p>
        ) : null}
        {checkout.isError ? <ErrorMessage message={checkout.error.message} /> : null}
      </div>
      <button
        type="button"
        className="btn btn--primary tailor-resume__button"
        disabled={checkout.isPending}
        onClick={() => checkout.mutate()}
      >
        {checkout.isPending ? 'Processing...' : `Tailor my resume for ${price}`}
      </button>
      <Link to={tailorLink(jobId, jobTitle)} className="tailor-resume__try">
        Tailor my resume to this job: free preview first
      </Link>
    </section>
  );
}

/** The optimizer, told which job to tailor to: it reads that job's description and tags. */
export function tailorLink(jobId: string, jobTitle: string): string {
  return `/?${new URLSearchParams({ jobId, jobTitle }).toString()}#resume`;
}
