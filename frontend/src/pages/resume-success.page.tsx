// /resume-success?session_id=…: verifies the payment, then hands out the PDF and DOCX
// (docs/product.md: Pages, States: verifying → error or download links). While the files are still being
// built it keeps asking, for a minute and a half at most. The buyer can delete the resume
// and both files here at once (privacy policy); the page then says so.
import { useState } from 'react';
import { MESSAGES, PAYMENT_MESSAGES, PRIVACY_MESSAGES, RESUME_RETENTION_DAYS } from '@highpay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { verifyPayment } from '../api/payment.api';
import { deleteResumeData } from '../api/resume-data.api';
import { ChangeReview } from '../components/resume/change-review';
import { Page } from '../components/layout/page';
import '../styles/payment.css';
import { ErrorMessage } from '../components/ui/error-message';

const POLL_MS = 1000;
const MAX_POLLS = 90;

export function ResumeSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const queryKey = ['verify-payment', sessionId];
  const answers = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const verification = useQuery({
    queryKey,
    queryFn: ({ signal }) => verifyPayment(sessionId, signal),
    enabled: sessionId !== '',
    refetchInterval: (query) =>
      query.state.data?.ready === false && query.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
  });
  const data = verification.data;
  const gaveUp = data?.ready === false && answers >= MAX_POLLS;
  const [deleted, setDeleted] = useState(false);
  // After a review: links to the files built again from the reviewed text.
  const [reviewedLinks, setReviewedLinks] = useState<{ pdf: string; docx: string } | null>(null);

  let body;
  if (deleted) {
    body = (
      <section className="card payment-result" aria-label="Your resume data">
        <p className="form-message form-message--success" role="status">
          {PRIVACY_MESSAGES.deleted}
        </p>
      </section>
    );
  } else if (!sessionId) {
    body = <ErrorMessage message={MESSAGES.noSessionId} />;
  } else if (verification.isPending) {
    body = <Status message="Verifying your payment..." />;
  } else if (verification.isError) {
    body = <ErrorMessage message={verification.error.message || MESSAGES.unableToVerify} />;
  } else if (gaveUp) {
    body = <ErrorMessage message={MESSAGES.unableToVerify} />;
  } else if (data && !data.ready) {
    body = <Status message={PAYMENT_MESSAGES.preparingFiles} />;
  } else if (data?.ready) {
    if (!data.downloadUrl) {
      body = <ErrorMessage message={MESSAGES.downloadUrlMissing} />;
    } else {
      const links = reviewedLinks ?? data.downloads;
      body = (
        <section className="card payment-result" aria-labelledby="payment-result-title">
          <p className="form-message form-message--success" role="status">
            Payment successful. Your optimized resume is ready.
          </p>
          <h2 id="payment-result-title" className="card__title">
            Download your resume
          </h2>
          <p className="card__text">Both files hold your full optimized resume. Use the DOCX if you want to edit it.</p>
          <div className="payment-result__downloads">
            <a className="btn btn--primary" href={links.pdf} download={`${data.fileName}.pdf`}>
              Download PDF
            </a>
            <a className="btn btn--secondary" href={links.docx} download={`${data.fileName}.docx`}>
              Download DOCX
            </a>
          </div>
          <p className="payment-result__note muted">
            These links work for 24 hours. Come back to this page for fresh ones until we delete your resume,{' '}
            {RESUME_RETENTION_DAYS} days after you optimized it.
          </p>
          <ChangeReview optimizationId={data.optimizationId} sessionId={sessionId} onReviewed={setReviewedLinks} />
          <DeleteResumeData
            optimizationId={data.optimizationId}
            sessionId={sessionId}
            onDeleted={() => setDeleted(true)}
          />
        </section>
      );
    }
  }

  return (
    <Page title="Your Optimized Resume">
      {body}
      <div className="page__actions">
        <Link to="/#resume" className="btn btn--secondary">
          Optimize another resume
        </Link>
        <Link to="/" className="btn btn--secondary">
          Back to jobs
        </Link>
        <Link to="/contactus" className="btn btn--secondary">
          Contact support
        </Link>
      </div>
    </Page>
  );
}

/** Deletes the resume and both files now rather than after the retention period; the payment record stays. */
function DeleteResumeData(props: { optimizationId: string; sessionId: string; onDeleted: () => void }) {
  const deletion = useMutation({
    mutationFn: () => deleteResumeData({ optimizationId: props.optimizationId, sessionId: props.sessionId }),
    onSuccess: props.onDeleted,
  });
  const confirmAndDelete = () => {
    if (window.confirm('Delete your resume and both files for good? You will not be able to download them again.')) {
      deletion.mutate();
    }
  };
  return (
    <div className="payment-result__delete">
      <p className="muted">
        Done with your files? Delete your resume, the optimized draft and both files now. We keep only the record of
        your payment.
      </p>
      {deletion.isError && <ErrorMessage message={deletion.error.message} />}
      <button type="button" className="btn btn--secondary" disabled={deletion.isPending} onClick={confirmAndDelete}>
        {deletion.isPending ? 'Deleting...' : 'Delete my resume data'}
      </button>
    </div>
  );
}

function Status({ message }: { message: string }) {
  return (
    <p className="form-message payment-status" role="status" aria-live="polite">
      <span className="payment-status__spinner" aria-hidden="true" />
      {message}
    </p>
  );
}
