// User-facing error strings of the spec's catalogue (§5, §8), written once.

export const MESSAGES = {
  unparseableResponse: 'Unable to process the server response. Please try again later.',
  searchFailed: (statusText: string) => `Search failed: ${statusText}`,
  errorLoadingJobs: (message: string) => `Error loading jobs: ${message}`,

  jobTitleRequired: 'Please enter a job title.',
  resumeRequired: 'Please provide your resume content (e.g., by uploading or pasting).',
  optimizeFailed: 'Failed to optimize resume',
  optimizeInvalidResponse: 'The optimization service returned an invalid response. Please try again.',
  optimizeUnexpected: 'An unexpected error occurred during optimization. Please try again later.',

  checkoutFailed: 'Failed to create checkout session',
  paymentSystemError: 'Payment system error.',
  unableToProcessPayment: 'Unable to process payment.',
  noSessionId: 'No session ID found. Your payment might not have been processed correctly.',
  verificationFailed: 'Payment verification failed',
  downloadUrlMissing: 'Download URL not provided after payment verification.',
  unableToVerify: 'Unable to verify your payment. Please contact support.',

  jobIdMissing: 'Job ID not found in URL.',
  jobFetchFailed: 'Failed to fetch job details',
  jobNotFound: (id: string) => `Job with ID ${id} not found.`,
  jobUnknownError: 'An unknown error occurred while fetching job details',
} as const;

/** "45 seconds", "1 minute", "12 minutes": how long a rate-limited client waits. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 answers (the optimizer's own is OPTIMIZE_MESSAGES.rateLimited): what was limited and when to come back. */
export const RATE_LIMIT_MESSAGES = {
  search: (seconds: number) => `Too many searches in a short time. Please wait ${waitText(seconds)} and try again.`,
  checkout: (seconds: number) =>
    `Too many checkout attempts in a short time. Please wait ${waitText(seconds)} and try again.`,
  verifyPayment: (seconds: number) =>
    `Too many payment checks in a short time. Please wait ${waitText(seconds)} and try again.`,
  newsletter: (seconds: number) =>
    `Too many newsletter sign-ups in a short time. Please wait ${waitText(seconds)} and try again.`,
} as const;

/** Spec §8: the default fetcher's message for a non-OK response. */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** Every non-OK API answer has this body. */
export interface ApiErrorBody {
  error: string;
  details: string;
}

/** 503 answers: what cannot be done right now, and that it passes by itself. */
export const UNAVAILABLE_MESSAGES = {
  /** The database (or another server behind this one) cannot be reached or is restarting. */
  service: 'This service is temporarily unavailable. Please try again in a few seconds.',
  /** Checkouts are counted in Redis, and none opens uncounted. */
  checkout: 'Checkout is temporarily unavailable. Please try again in a few minutes.',
} as const;
