// What deleting a resume means, in one place for the owner's request (gateway) and the
// retention job (optimizer): the resume text, the optimized draft, its preview and report
// and the files built from them go. An optimization a purchase points at keeps its row,
// blanked and stamped, so the purchase record still says what was bought and a download
// can say why its files are gone; any other optimization is deleted whole.
import { PRIVACY_MESSAGES, type ResumeDeletion } from '@highpay/contracts';
import { AppError } from './errors.js';
import type { PrismaClient } from './prisma.js';

export interface ErasedResumes {
  /** Rows kept for their purchases, now blank. */
  blanked: number;
  /** Rows no purchase pointed at, deleted. */
  deleted: number;
  /** PDF and DOCX files deleted. */
  files: number;
}

/** Erases these optimizations' resumes. Erasing one twice changes nothing and keeps the first stamp. */
export async function eraseResumes(
  prisma: PrismaClient,
  optimizationIds: readonly string[],
  cause: ResumeDeletion,
): Promise<ErasedResumes> {
  if (optimizationIds.length === 0) return { blanked: 0, deleted: 0, files: 0 };
  // One statement: the files, the blanking and the deletions happen together or not at all.
  const [row] = await prisma.$queryRaw<Array<{ blanked: number; deleted: number; files: number }>>`
    WITH target AS (
      SELECT o.id,
             EXISTS (SELECT 1 FROM purchase_optimizations po WHERE po.optimization_id = o.id) AS bought
        FROM optimizations o
       WHERE o.id = ANY(${optimizationIds as string[]}::uuid[])
         FOR UPDATE
    ), files AS (
      DELETE FROM download_artifacts a
       USING purchase_optimizations po
       WHERE a.purchase_id = po.purchase_id
         AND po.optimization_id IN (SELECT id FROM target)
      RETURNING a.id
    ), blanked AS (
      UPDATE optimizations o
         SET resume_text = '', optimized_resume = NULL, preview = NULL, match = NULL, changes = NULL, client_id = NULL,
             resume_deleted_at = coalesce(o.resume_deleted_at, now()),
             resume_deletion = coalesce(o.resume_deletion, ${cause}::resume_deletion)
       WHERE o.id IN (SELECT id FROM target WHERE bought)
      RETURNING o.id
    ), deleted AS (
      DELETE FROM optimizations o WHERE o.id IN (SELECT id FROM target WHERE NOT bought) RETURNING o.id
    )
    SELECT (SELECT count(*) FROM blanked)::int AS blanked,
           (SELECT count(*) FROM deleted)::int AS deleted,
           (SELECT count(*) FROM files)::int AS files`;
  return row ?? { blanked: 0, deleted: 0, files: 0 };
}

/** The 410 answer for a resume that was deleted (saying why), or undefined while it is there. */
export function resumeDeletedError(deletion: ResumeDeletion | null | undefined): AppError | undefined {
  return deletion ? new AppError('GONE', PRIVACY_MESSAGES.resumeDeleted[deletion]) : undefined;
}

/** Throws the 410 answer when this optimization's resume was deleted. */
export async function assertResumeKept(prisma: PrismaClient, optimizationId: string): Promise<void> {
  const row = await prisma.optimization.findUnique({
    where: { id: optimizationId },
    select: { resumeDeletion: true },
  });
  const gone = resumeDeletedError(row?.resumeDeletion);
  if (gone) throw gone;
}
