// The BullMQ "render" queue as fulfilment sees it: one job per purchase (the job id is
// derived from the purchase id), so a second enqueue of the same purchase is a no-op.
import type { Queue } from 'bullmq';
import type { RenderJob } from '@highpay/common';

export interface RenderQueue {
  /** Enqueues the render of paid purchases' files (several in one Redis round trip). */
  enqueue(...purchaseIds: string[]): Promise<void>;
  /** For recovery: enqueues again when the purchase has no live job (an enqueue was lost, or the job failed). */
  ensure(purchaseId: string): Promise<void>;
}

export const renderJobId = (purchaseId: string) => `render-${purchaseId}`;

export function createRenderQueue(queue: Queue): RenderQueue {
  const enqueue = async (...purchaseIds: string[]) => {
    if (purchaseIds.length === 0) return;
    await queue.addBulk(
      purchaseIds.map((purchaseId) => ({
        name: 'render',
        data: { purchaseId } satisfies RenderJob,
        opts: { jobId: renderJobId(purchaseId) },
      })),
    );
  };
  return {
    enqueue,
    async ensure(purchaseId) {
      const job = await queue.getJob(renderJobId(purchaseId));
      if (!job) return enqueue(purchaseId);
      if ((await job.getState()) === 'failed') await job.retry('failed');
    },
  };
}
