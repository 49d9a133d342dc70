// Optimizing a resume from the gateway's side: store the request, hand it to the
// optimizer workers over BullMQ, wait for their answer (or give up with a clear error).
import { createHash } from 'node:crypto';
import type { Job, Queue, QueueEvents } from 'bullmq';
import { AppError, withTimeout, type OptimizeJob, type PrismaClient } from '@highpay/common';
import {
  changeCountText,
  MESSAGES,
  OPTIMIZE_MESSAGES,
  ZOptimizeResponse,
  type OptimizeRequest,
  type OptimizeResponse,
} from '@highpay/contracts';

export interface OptimizeDeps {
  prisma: PrismaClient;
  queue: Queue;
  events: QueueEvents;
  timeoutMs: number;
}

/** How long handing a job to Redis may take before the visitor hears that the optimizer is unavailable. */
const ENQUEUE_TIMEOUT_MS = 3000;

/** Clients are known by a hash of their address: never stored or used in clear. */
export function clientIdOf(address: string): string {
  return createHash('sha256').update(`highpay-client:${address}`).digest('hex').slice(0, 32);
}

export async function optimizeResume(
  deps: OptimizeDeps,
  input: OptimizeRequest & { clientId: string; requestId?: string },
): Promise<OptimizeResponse> {
  if (input.jobId !== undefined) {
    const job = await deps.prisma.job.findUnique({ where: { id: input.jobId }, select: { id: true } });
    if (!job) throw new AppError('NOT_FOUND', MESSAGES.jobNotFound(String(input.jobId)));
  }
  const row = await deps.prisma.optimization.create({
    data: {
      clientId: input.clientId,
      jobTitle: input.jobTitle,
      jobId: input.jobId ?? null,
      resumeText: input.resumeText,
      // The preference; the worker records the engine it used.
      engine: input.model,
    },
    select: { id: true },
  });

  // The payload is the id (and the request's, for the worker's logs): the resume stays in
  // PostgreSQL, no secret rides the queue.
  let job: Job;
  try {
    job = await withTimeout(
      deps.queue.add(
        'optimize',
        { optimizationId: row.id, ...(input.requestId ? { requestId: input.requestId } : {}) } satisfies OptimizeJob,
        { jobId: row.id, attempts: 2, backoff: { type: 'exponential', delay: 2000 } },
      ),
      ENQUEUE_TIMEOUT_MS,
    );
  } catch (error) {
    // Redis is away (the queue's connection waits for ever): say so now. Should the job reach
    // Redis later, the worker still completes it.
    await deps.prisma.optimization.update({
      where: { id: row.id },
      data: { status: 'failed', error: OPTIMIZE_MESSAGES.unavailable },
    });
    throw new AppError('UNAVAILABLE', OPTIMIZE_MESSAGES.unavailable, { cause: error });
  }

  let result: unknown;
  try {
    result = await job.waitUntilFinished(deps.events, deps.timeoutMs);
  } catch (error) {
    const stored = await deps.prisma.optimization.findUnique({
      where: { id: row.id },
      select: { status: true, error: true },
    });
    // The optimizer says why in words the user can act on: a 503 with that message, not a bare "Bad Gateway".
    if (stored?.status === 'failed')
      throw new AppError('UNAVAILABLE', stored.error ?? MESSAGES.optimizeFailed, { cause: error });
    if (stored?.status === 'done') return answerFromRow(deps.prisma, row.id);
    throw new AppError('TIMEOUT', OPTIMIZE_MESSAGES.timedOut, { cause: error });
  }
  const parsed = ZOptimizeResponse.safeParse(result);
  if (!parsed.success) throw new AppError('UPSTREAM_FAILED', MESSAGES.optimizeInvalidResponse);
  return parsed.data;
}

/** The job finished between the wait giving up and the check: answer from what it stored. */
async function answerFromRow(prisma: PrismaClient, id: string): Promise<OptimizeResponse> {
  const row = await prisma.optimization.findUniqueOrThrow({
    where: { id },
    select: { preview: true, match: true, engine: true },
  });
  const {
    factCheck,
    preview,
    changeCount = 0,
    rewriteCount = changeCount,
    formattingCount = 0,
    withdrawnCount = 0,
    ...match
  } = (row.match ?? {}) as Record<string, unknown>;
  const parsed = ZOptimizeResponse.safeParse({
    optimizedResume: row.preview,
    optimizationId: id,
    match,
    factCheck,
    preview,
    engine: row.engine,
    changeCount,
    rewriteCount,
    formattingCount,
    withdrawnCount,
    changeSummary: changeCountText({ rewrites: Number(rewriteCount), formatting: Number(formattingCount) }),
  });
  if (!parsed.success) throw new AppError('UPSTREAM_FAILED', MESSAGES.optimizeInvalidResponse);
  return parsed.data;
}
