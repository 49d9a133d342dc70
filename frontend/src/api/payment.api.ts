// Checkout and payment verification (docs/product.md: API routes, Messages; Deliberate differences, 5): create a
// session at the server's price, then go to the session's url; verify a return.
import {
  MESSAGES,
  PAYMENT_MESSAGES,
  PRICE_CENTS,
  PRODUCT_ID,
  ZCreateCheckoutResponse,
  ZVerifyPaymentResponse,
  ZVerifySessionResponse,
  type CreateCheckoutRequestInput,
  type CreateCheckoutResponse,
  type VerifyPaymentResponse,
  type VerifySessionResponse,
} from '@highpay/contracts';
import { ApiError, NetworkError, UnparseableResponseError, getJson, postJson } from './api.client';

const STRIPE_PUBLISHABLE_KEY: string = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? '';

/** POST /api/create-checkout-session; the spec's checkout messages on failure. */
export async function createCheckoutSession(body: CreateCheckoutRequestInput): Promise<CreateCheckoutResponse> {
  try {
    return await postJson('/api/create-checkout-session', body, ZCreateCheckoutResponse);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.details ?? MESSAGES.checkoutFailed, { cause: error });
    // An answer without a session url: nothing to send the customer to.
    if (error instanceof UnparseableResponseError) throw new Error(MESSAGES.paymentSystemError, { cause: error });
    if (error instanceof NetworkError) throw new Error(MESSAGES.unableToProcessPayment, { cause: error });
    throw new Error(MESSAGES.unableToProcessPayment, { cause: error });
  }
}

/**
 * Sends the browser to the session's url. With a publishable key configured, Stripe.js
 * is loaded first (Stripe recommends it on every checkout page for fraud signals); if it
 * cannot load, the customer is told so rather than sent on.
 */
export async function goToCheckout(session: CreateCheckoutResponse): Promise<void> {
  if (STRIPE_PUBLISHABLE_KEY) {
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(STRIPE_PUBLISHABLE_KEY).catch(() => null);
    if (!stripe) throw new Error(PAYMENT_MESSAGES.stripeNotLoaded);
  }
  window.location.assign(session.url);
}

/** The optimizer's unlock button: $5 for the full PDF and DOCX of this optimization. */
export async function startResumeCheckout(optimizationId: string): Promise<void> {
  await goToCheckout(await createCheckoutSession({ product: PRODUCT_ID, price: PRICE_CENTS, optimizationId }));
}

/** The job page's $5 option: a credit for one tailored resume for this job. */
export async function startJobCheckout(jobId: string | undefined): Promise<void> {
  await goToCheckout(await createCheckoutSession(jobId ? { jobId } : {}));
}

/** GET /api/verify-payment?session_id= (on failure, the verification messages of docs/product.md: Messages). */
export async function verifyPayment(sessionId: string, signal?: AbortSignal): Promise<VerifyPaymentResponse> {
  try {
    return await getJson(
      `/api/verify-payment?session_id=${encodeURIComponent(sessionId)}`,
      ZVerifyPaymentResponse,
      signal,
    );
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(error.details ?? error.error ?? MESSAGES.verificationFailed, { cause: error });
    if (error instanceof UnparseableResponseError) throw new Error(MESSAGES.downloadUrlMissing, { cause: error });
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(MESSAGES.unableToVerify, { cause: error });
  }
}

/** GET /api/verify-session?sessionId= (the job page). */
export function verifySession(sessionId: string, signal?: AbortSignal): Promise<VerifySessionResponse> {
  return getJson(`/api/verify-session?sessionId=${encodeURIComponent(sessionId)}`, ZVerifySessionResponse, signal);
}

const CREDIT_KEY = 'highpay:job-credit';

/** Remembers, for this tab, that a job credit was verified: the job page shows it after a reload. */
export function rememberJobCredit(jobId: string): void {
  try {
    sessionStorage.setItem(CREDIT_KEY, jobId);
  } catch {
    // Storage may be disabled; the credit itself lives on the server.
  }
}

/** The job whose credit this tab verified last, if any (the optimizer may tailor to it). */
export function rememberedJobCredit(): string | null {
  try {
    return sessionStorage.getItem(CREDIT_KEY);
  } catch {
    return null;
  }
}
