// /resume-success?session_id=…: confirms the payment and hands out the download (spec §2, §4).
import { MESSAGES } from '@highpay/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, getJson, type Schema } from '../api/api-client';
import { Page } from '../components/layout/page';

interface VerifyPaymentAnswer {
  downloadUrl?: unknown;
  error?: unknown;
}

const ANSWER: Schema<VerifyPaymentAnswer> = {
  safeParse: (data) =>
    data !== null && typeof data === 'object' ? { success: true, data: data as VerifyPaymentAnswer } : { success: false },
};

async function verifyPayment(sessionId: string, signal: AbortSignal): Promise<string> {
  let answer: VerifyPaymentAnswer;
  try {
    answer = await getJson(`/api/verify-payment?session_id=${encodeURIComponent(sessionId)}`, ANSWER, signal);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.details ?? error.error ?? MESSAGES.verificationFailed);
    throw new Error(MESSAGES.unableToVerify);
  }
  if (typeof answer.downloadUrl !== 'string' || !answer.downloadUrl) {
    throw new Error(typeof answer.error === 'string' && answer.error ? answer.error : MESSAGES.downloadUrlMissing);
  }
  return answer.downloadUrl;
}

export function ResumeSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const verification = useQuery({
    queryKey: ['verify-payment', sessionId],
    queryFn: ({ signal }) => verifyPayment(sessionId, signal),
    enabled: sessionId !== '',
  });

  return (
    <Page title="Your Optimized Resume">
      {!sessionId ? (
        <p className="form-message form-message--error" role="alert">
          {MESSAGES.noSessionId}
        </p>
      ) : verification.isPending ? (
        <p role="status">Verifying your payment...</p>
      ) : verification.isError ? (
        <p className="form-message form-message--error" role="alert">
          {verification.error.message}
        </p>
      ) : (
        <div className="card">
          <p className="form-message form-message--success" role="status">
            Payment successful. Your optimized resume is ready.
          </p>
          <a className="btn btn--primary" href={verification.data} download>
            Download your resume
          </a>
        </div>
      )}
      <div className="page__actions">
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
