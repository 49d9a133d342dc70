// Processes one "optimize" queue job. The engines arrive with the optimizer issue;
// until then a job fails with a clear reason (and lands in the failed set).
import { ZOptimizeJob, type OptimizeJob } from '@highpay/common';

export async function processOptimizeJob(data: unknown): Promise<{ optimizationId: string }> {
  const job: OptimizeJob = ZOptimizeJob.parse(data);
  throw new Error(`optimization ${job.optimizationId}: no optimizer engine is enabled in this build`);
}
