// Where optimizations live: the optimizations table (inputs, the full draft, the
// preview, the report) and the job a request is tailored to.
import type { PrismaClient } from '@highpay/common';
import type { AtsMatch, FactCheck, OptimizeModel } from '@highpay/contracts';
import type { Trace } from '../resume/trace.js';

export interface StoredOptimization {
  id: string;
  jobTitle: string;
  jobId: number | null;
  resumeText: string;
  engine: string;
  status: 'queued' | 'done' | 'failed';
  preview: string | null;
  match: unknown;
}

export interface OptimizationResult {
  engine: OptimizeModel;
  optimizedResume: string;
  preview: string;
  match: AtsMatch & {
    factCheck: FactCheck;
    preview: { shownLines: number; totalLines: number };
    changeCount?: number;
    rewriteCount?: number;
    formattingCount?: number;
    withdrawnCount?: number;
  };
  trace: Trace;
}

export interface OptimizationStore {
  load(id: string): Promise<StoredOptimization | null>;
  loadJob(jobId: number): Promise<{ title: string; company: string; description: string; tagNames: string } | null>;
  saveResult(id: string, result: OptimizationResult): Promise<void>;
  saveFailure(id: string, message: string): Promise<void>;
}

export function createPrismaOptimizationStore(prisma: PrismaClient): OptimizationStore {
  return {
    load: (id) =>
      prisma.optimization.findUnique({
        where: { id },
        select: {
          id: true,
          jobTitle: true,
          jobId: true,
          resumeText: true,
          engine: true,
          status: true,
          preview: true,
          match: true,
        },
      }),
    loadJob: (jobId) =>
      prisma.job.findUnique({
        where: { id: jobId },
        select: { title: true, company: true, description: true, tagNames: true },
      }),
    async saveResult(id, result) {
      await prisma.optimization.update({
        where: { id },
        data: {
          engine: result.engine,
          optimizedResume: result.optimizedResume,
          preview: result.preview,
          match: result.match,
          changes: {
            layout: result.trace.layout,
            changes: result.trace.changes,
            rejected: [],
            withdrawn: result.trace.withdrawn ?? [],
          },
          status: 'done',
          error: null,
          completedAt: new Date(),
        },
      });
    },
    async saveFailure(id, message) {
      await prisma.optimization.updateMany({
        where: { id, status: { not: 'done' } },
        data: { status: 'failed', error: message, completedAt: new Date() },
      });
    },
  };
}
