// The "render" queue's processor: builds a paid purchase's PDF and DOCX from the stored
// full optimized resume and stores each once, with its sha256. Running it twice is
// harmless: formats already stored are skipped, and a race keeps the first copy.
import { createHash } from 'node:crypto';
import { UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import { logQueueErrors, QUEUES, ZRenderJob, type Logger, type PrismaClient } from '@highpay/common';
import type { DownloadFormat } from '@highpay/contracts';
import { parseResume } from './resume-document.js';
import { renderResumeDocx } from './resume-docx.js';
import { renderResumePdf } from './resume-pdf.js';
import { paidOptimizationId } from '../purchases/paid-optimization.js';
import type { RenderQueue } from './render-queue.js';

export interface RenderResult {
  purchaseId: string;
  rendered: DownloadFormat[];
  sha256: Partial<Record<DownloadFormat, string>>;
}

export async function renderPurchase(prisma: PrismaClient, data: unknown): Promise<RenderResult> {
  const parsed = ZRenderJob.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`bad render job payload: ${parsed.error.message}`);
  const { purchaseId } = parsed.data;
  const purchase = await prisma.purchase.findUnique({
    where: { id: purchaseId },
    select: {
      status: true,
      kind: true,
      optimizationId: true,
      creditUsedById: true,
      artifacts: { select: { format: true, sha256: true } },
    },
  });
  if (!purchase) throw new UnrecoverableError(`purchase ${purchaseId} does not exist`);
  // Fail closed: files exist only for paid purchases.
  if (purchase.status !== 'paid')
    throw new UnrecoverableError(`purchase ${purchaseId} is ${purchase.status}, not paid`);
  const optimizationId = paidOptimizationId(purchase);
  if (!optimizationId) throw new UnrecoverableError(`purchase ${purchaseId} has no optimized resume to render`);

  const done = new Map(purchase.artifacts.map((a) => [a.format, a.sha256]));
  const missing = (['pdf', 'docx'] as const).filter((f) => !done.has(f));
  if (missing.length === 0) return { purchaseId, rendered: [], sha256: Object.fromEntries(done) };

  const optimization = await prisma.optimization.findUnique({
    where: { id: optimizationId },
    select: { optimizedResume: true, jobTitle: true },
  });
  if (!optimization?.optimizedResume) throw new UnrecoverableError(`optimization ${optimizationId} has no full text`);

  const files = await renderResumeFiles(optimization.optimizedResume, optimization.jobTitle);
  const rows = missing.map((format) => {
    const content = files[format];
    return { purchaseId, format, content, sha256: sha256(content), byteSize: content.byteLength };
  });
  await prisma.downloadArtifact.createMany({ data: rows, skipDuplicates: true });
  return {
    purchaseId,
    rendered: missing,
    sha256: Object.fromEntries([...done, ...rows.map((r) => [r.format, r.sha256] as const)]),
  };
}

/** Both files of one resume. */
export async function renderResumeFiles(
  text: string,
  jobTitle: string,
): Promise<Record<DownloadFormat, Uint8Array<ArrayBuffer>>> {
  const resume = parseResume(text);
  const title = resume.name ? `${resume.name} — Resume` : `Resume — ${jobTitle}`;
  const [pdf, docx] = await Promise.all([
    renderResumePdf(resume, { title, author: resume.name ?? undefined, subject: `Resume for ${jobTitle}` }),
    renderResumeDocx(resume, { title, author: resume.name ?? undefined }),
  ]);
  return { pdf: new Uint8Array(pdf), docx: new Uint8Array(docx) };
}

export function sha256(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * Paid purchases that should have files and have none, older than a minute: their enqueue
 * was lost (Redis down at the wrong moment) or their job failed. Enqueues them again; not
 * those whose resume was deleted (their files went with it).
 */
export async function sweepUnrendered(prisma: PrismaClient, renders: RenderQueue, logger: Logger): Promise<number> {
  const rows = await prisma.$queryRaw<Array<{ id: string }>>`
    SELECT p.id FROM purchases p
      JOIN purchase_optimizations po ON po.purchase_id = p.id
     WHERE p.status = 'paid'
       AND po.optimization_id IS NOT NULL
       AND p.paid_at < now() - interval '1 minute'
       AND (SELECT count(*) FROM download_artifacts a WHERE a.purchase_id = p.id) < 2
       AND NOT EXISTS (SELECT 1 FROM optimizations o
                        WHERE o.id = po.optimization_id AND o.resume_deleted_at IS NOT NULL)
     LIMIT 500`;
  for (const { id } of rows) await renders.ensure(id);
  if (rows.length > 0) logger.warn({ count: rows.length }, 'render sweep re-enqueued purchases without files');
  return rows.length;
}

export function createRenderWorker(options: {
  prisma: PrismaClient;
  connection: ConnectionOptions;
  prefix: string;
  concurrency: number;
  logger: Logger;
}): Worker {
  const worker = new Worker(QUEUES.render, (job) => renderPurchase(options.prisma, job.data), {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency,
  });
  worker.on('completed', (job, result: RenderResult) =>
    options.logger.info({ jobId: job.id, purchaseId: result.purchaseId, rendered: result.rendered }, 'render done'),
  );
  worker.on('failed', (job, error) =>
    options.logger.error({ jobId: job?.id, err: error, attempts: job?.attemptsMade }, 'render failed'),
  );
  logQueueErrors(worker, options.logger, 'render worker');
  return worker;
}
