// POST /api/optimize-resume (docs/product.md: API routes, Messages) and the $5 unlock's checkout. Before payment
// the answer is a preview of the draft with its ATS report.
import { MESSAGES, type AtsMatch, type FactCheck } from '@highpay/contracts';
import { ApiError, NetworkError, postJson, UnparseableResponseError, type Schema } from './api.client';

export interface OptimizeResumeInput {
  jobTitle: string;
  resumeText: string;
  jobId?: string;
}

type Loose = Record<string, unknown>;
const OBJECT: Schema<Loose> = {
  safeParse: (data) =>
    data !== null && typeof data === 'object' ? { success: true, data: data as Loose } : { success: false },
};

export interface OptimizeResult {
  optimizedResume: string;
  optimizationId: string | undefined;
  match: AtsMatch | undefined;
  factCheck: FactCheck | undefined;
  preview: { shownLines: number; totalLines: number } | undefined;
  /** "14 changes, each traced to a line of your resume": the changes are shown after payment. */
  changeSummary: string | undefined;
}

export async function optimizeResume(input: OptimizeResumeInput): Promise<OptimizeResult> {
  let answer: Loose;
  try {
    answer = await postJson('/api/optimize-resume', { ...input, model: 'anthropic' }, OBJECT);
  } catch (error) {
    // Spec §8: details, else error, else 'Failed to optimize resume'.
    if (error instanceof ApiError)
      throw new Error(error.details ?? error.error ?? MESSAGES.optimizeFailed, { cause: error });
    if (error instanceof UnparseableResponseError || error instanceof NetworkError) throw error;
    throw new Error(MESSAGES.optimizeUnexpected, { cause: error });
  }
  if (typeof answer.optimizedResume !== 'string' || answer.optimizedResume === '') {
    throw new Error(MESSAGES.optimizeInvalidResponse);
  }
  return {
    optimizedResume: answer.optimizedResume,
    optimizationId: typeof answer.optimizationId === 'string' ? answer.optimizationId : undefined,
    match: isObject(answer.match) ? (answer.match as unknown as AtsMatch) : undefined,
    factCheck: isObject(answer.factCheck) ? (answer.factCheck as unknown as FactCheck) : undefined,
    preview: isObject(answer.preview) ? (answer.preview as OptimizeResult['preview']) : undefined,
    changeSummary: typeof answer.changeSummary === 'string' ? answer.changeSummary : undefined,
  };
}

function isObject(value: unknown): value is Loose {
  return value !== null && typeof value === 'object';
}

export const RESUME_PRODUCT = { product: 'resume-optimizer-download', price: 500 } as const;

/** Creates the $5 checkout for this optimization and answers where to send the browser. */
export async function createResumeCheckout(optimizationId: string): Promise<string> {
  let answer: Loose;
  try {
    answer = await postJson('/api/create-checkout-session', { ...RESUME_PRODUCT, optimizationId }, OBJECT);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.details ?? MESSAGES.checkoutFailed, { cause: error });
    throw new Error(MESSAGES.unableToProcessPayment, { cause: error });
  }
  if (typeof answer.url !== 'string' || !answer.url) throw new Error(MESSAGES.paymentSystemError);
  return answer.url;
}
