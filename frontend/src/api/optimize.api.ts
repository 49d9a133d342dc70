// POST /api/optimize-resume (spec §7, §8). The answer before payment is a preview of the draft.
import { MESSAGES } from '@highpay/contracts';
import { ApiError, NetworkError, postJson, UnparseableResponseError, type Schema } from './api-client';

export interface OptimizeResumeInput {
  jobTitle: string;
  resumeText: string;
  jobId?: string;
}

interface OptimizeAnswer {
  optimizedResume?: unknown;
  optimizationId?: unknown;
}

const ANSWER: Schema<OptimizeAnswer> = {
  safeParse: (data) =>
    data !== null && typeof data === 'object' ? { success: true, data: data as OptimizeAnswer } : { success: false },
};

export interface OptimizeResult {
  optimizedResume: string;
  optimizationId: string | undefined;
}

export async function optimizeResume(input: OptimizeResumeInput): Promise<OptimizeResult> {
  let answer: OptimizeAnswer;
  try {
    answer = await postJson('/api/optimize-resume', { ...input, model: 'anthropic' }, ANSWER);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.details ?? error.error ?? MESSAGES.optimizeFailed);
    if (error instanceof UnparseableResponseError || error instanceof NetworkError) throw error;
    throw new Error(MESSAGES.optimizeUnexpected);
  }
  if (typeof answer.optimizedResume !== 'string' || answer.optimizedResume === '') {
    throw new Error(MESSAGES.optimizeInvalidResponse);
  }
  return {
    optimizedResume: answer.optimizedResume,
    optimizationId: typeof answer.optimizationId === 'string' ? answer.optimizationId : undefined,
  };
}
