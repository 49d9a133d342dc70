// The buyer's review on /resume-success: each change of the draft with the lines it
// rewrote, what it made of them, why, and the job's keywords it serves. The buyer accepts
// or rejects each (or all), then applies: the PDF and DOCX are built again from the result.
import { useState } from 'react';
import { changeCountText, countChanges, type ChangesResponse } from '@highpay/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchChanges, reviewChanges } from '../../api/review.api';
import { ErrorMessage } from '../ui/error-message';

export interface ChangeReviewProps {
  optimizationId: string;
  sessionId: string;
  /** Fresh links to the files built from the reviewed text. */
  onReviewed: (downloads: { pdf: string; docx: string }) => void;
}

export function ChangeReview({ optimizationId, sessionId, onReviewed }: ChangeReviewProps) {
  const changes = useQuery({
    queryKey: ['changes', optimizationId, sessionId],
    queryFn: ({ signal }) => fetchChanges(optimizationId, sessionId, signal),
    staleTime: Infinity,
  });
  if (changes.isPending) return <p className="muted">Loading the changes…</p>;
  if (changes.isError) return <ErrorMessage message={changes.error.message} />;
  return <ReviewList initial={changes.data} {...{ optimizationId, sessionId, onReviewed }} />;
}

function ReviewList(props: ChangeReviewProps & { initial: ChangesResponse }) {
  const [rejected, setRejected] = useState(
    () => new Set(props.initial.changes.filter((c) => c.rejected).map((c) => c.id)),
  );
  const [applied, setApplied] = useState(() => [...rejected].sort().join(','));
  const review = useMutation({
    mutationFn: (ids: string[]) => reviewChanges(props.optimizationId, props.sessionId, ids),
    onSuccess: (answer, ids) => {
      setApplied([...ids].sort().join(','));
      if (answer.downloads) props.onReviewed(answer.downloads);
    },
  });
  const all = props.initial.changes;
  const set = (id: string, reject: boolean) =>
    setRejected((prev) => {
      const next = new Set(prev);
      if (reject) next.add(id);
      else next.delete(id);
      return next;
    });
  const pending = [...rejected].sort().join(',') !== applied;

  const withdrawn = <WithdrawnList withdrawn={props.initial.withdrawn} />;
  if (all.length === 0)
    return (
      <>
        <p className="muted">The optimizer kept every line of your resume as it was.</p>
        {withdrawn}
      </>
    );
  return (
    <section className="change-review" aria-labelledby="change-review-title">
      <h2 id="change-review-title" className="card__title">
        Review each change
      </h2>
      <p className="card__text">
        {changeCountText(countChanges(all))}. Reject any you do not want: your own lines go back in, and both files are
        built again.
      </p>
      <div className="change-review__bulk">
        <button type="button" className="btn btn--secondary" onClick={() => setRejected(new Set())}>
          Accept all
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setRejected(new Set(all.map((c) => c.id)))}>
          Reject all
        </button>
        <span className="muted" aria-live="polite">
          {all.length - rejected.size} accepted · {rejected.size} rejected
        </span>
      </div>
      <ol className="change-review__list">
        {all.map((change, n) => {
          const isRejected = rejected.has(change.id);
          return (
            <li
              key={change.id}
              className={`change${isRejected ? ' change--rejected' : ''}`}
              data-change-id={change.id}
              aria-label={`Change ${n + 1} of ${all.length}, ${change.section}`}
            >
              <p className="change__section">{change.section}</p>
              <div className="change__diff">
                <div className="change__before">
                  <span className="change__label">Your resume</span>
                  {change.before.length === 0 ? (
                    <p className="muted">(nothing: a new line)</p>
                  ) : (
                    change.before.map((line, i) => <p key={i}>{line}</p>)
                  )}
                </div>
                <div className="change__after">
                  <span className="change__label">Optimized</span>
                  {change.after.map((line, i) => (
                    <p key={i}>{line}</p>
                  ))}
                </div>
              </div>
              <p className="change__reason">{change.reason}</p>
              {change.keywords.length > 0 && (
                <p className="change__keywords">
                  Serves the job&apos;s keyword{change.keywords.length === 1 ? '' : 's'}:{' '}
                  {change.keywords.map((k) => (
                    <span key={k} className="chip">
                      {k}
                    </span>
                  ))}
                </p>
              )}
              <div className="change__actions" role="group" aria-label={`Change ${n + 1}`}>
                <button
                  type="button"
                  className={`btn ${isRejected ? 'btn--secondary' : 'btn--primary'}`}
                  aria-pressed={!isRejected}
                  onClick={() => set(change.id, false)}
                >
                  Accept
                </button>
                <button
                  type="button"
                  className={`btn ${isRejected ? 'btn--primary' : 'btn--secondary'}`}
                  aria-pressed={isRejected}
                  onClick={() => set(change.id, true)}
                >
                  Reject
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {review.isError && <ErrorMessage message={review.error.message} />}
      {review.isSuccess && !pending && (
        <p className="form-message form-message--success" role="status">
          Your PDF and DOCX were built again with your choices. Download them above.
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary change-review__apply"
        disabled={!pending || review.isPending}
        onClick={() => review.mutate([...rejected])}
      >
        {review.isPending ? 'Rebuilding your files…' : 'Apply my choices to the PDF and DOCX'}
      </button>
      {withdrawn}
    </section>
  );
}

/** The AI draft's changes taken out before anyone saw them: what it wrote, and why it is not in your files. */
function WithdrawnList({ withdrawn }: { withdrawn: ChangesResponse['withdrawn'] }) {
  const shown = withdrawn.filter((w) => w.kind !== 'unmatched');
  if (shown.length === 0) return null;
  return (
    <section className="change-review__withdrawn" aria-labelledby="withdrawn-title">
      <h3 id="withdrawn-title" className="card__title">
        Withdrawn: {shown.length} change{shown.length === 1 ? '' : 's'} the AI made that your resume does not support
      </h3>
      <p className="card__text">These are not in your PDF and DOCX: your own lines stay in their place.</p>
      <ol className="change-review__list">
        {shown.map((w, n) => (
          <li key={n} className="change change--withdrawn" data-withdrawn-kind={w.kind}>
            <p className="change__section">{w.section}</p>
            <div className="change__diff">
              <div className="change__before">
                <span className="change__label">Your resume (kept)</span>
                {w.before.length === 0 ? (
                  <p className="muted">(a line the AI added)</p>
                ) : (
                  w.before.map((l, i) => <p key={i}>{l}</p>)
                )}
              </div>
              <div className="change__after">
                <span className="change__label">The AI wrote (withdrawn)</span>
                {w.after.map((l, i) => (
                  <p key={i}>{l}</p>
                ))}
              </div>
            </div>
            <p className="change__reason">{w.reason}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
