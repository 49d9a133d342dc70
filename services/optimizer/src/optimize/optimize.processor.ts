// Processes one "optimize" queue job: parse the payload, run the optimization, and on
// the last attempt record the failure the user will be shown.
import { UnrecoverableError, type Job } from 'bullmq';
import { ZOptimizeJob } from '@highpay/common';
import { MESSAGES } from '@highpay/contracts';
import {
  OptimizationFailure,
  runOptimization,
  type OptimizeJobResult,
  type OptimizeServiceDeps,
} from './optimize.service.js';

export function createOptimizeProcessor(deps: OptimizeServiceDeps): (job: Job) => Promise<OptimizeJobResult> {
  return async (job) => {
    const payload = ZOptimizeJob.safeParse(job.data);
    if (!payload.success) throw new UnrecoverableError(`invalid optimize payload: ${payload.error.issues[0]?.message}`);
    const { optimizationId, requestId } = payload.data;
    try {
      // The service's log lines name the request that asked for this optimization.
      const logger = deps.logger.child({ optimizationId, ...(requestId ? { requestId } : {}) });
      return await runOptimization({ ...deps, logger }, optimizationId);
    } catch (error) {
      const retryable = !(error instanceof OptimizationFailure) || error.retryable;
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!retryable || lastAttempt) {
        const message = error instanceof OptimizationFailure ? error.message : MESSAGES.optimizeUnexpected;
        await deps.store.saveFailure(optimizationId, message);
        // The failed set keeps the reason with its technical cause; the user sees the message alone.
        const cause =
          error instanceof Error && error.cause instanceof Error
            ? error.cause.message
            : error instanceof OptimizationFailure
              ? ''
              : String((error as Error)?.message ?? error);
        const reason = cause ? `${message} [${cause}]` : message;
        throw retryable ? new Error(reason, { cause: error }) : new UnrecoverableError(reason);
      }
      throw error;
    }
  };
}
