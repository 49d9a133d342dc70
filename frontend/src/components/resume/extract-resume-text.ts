// Text of an uploaded resume, read in the browser: pdf.js parses a PDF in its own worker,
// and the layout (columns, wrapped lines, bullets, running headers) is rebuilt in ours, so
// the page stays responsive. This module and the libraries it imports load only when a file
// is dropped.
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { readPdfPages } from '../../lib/resume-import/pdf-pages.js';
import type { ImportReply, ImportRequest } from './resume-import.worker';

GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

export interface ResumeImport {
  text: string;
  /** Columns found side by side: more than one means the reading order is worth a look. */
  columns: number;
  /** A PDF with pages but not one character of text: a scan. */
  scanned: boolean;
}

function inWorker(request: ImportRequest, transfer: Transferable[] = []): Promise<ImportReply> {
  const worker = new Worker(new URL('./resume-import.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ImportReply>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<ImportReply>) => resolve(e.data);
    worker.onerror = (e) => reject(new Error(e.message || 'The resume reader stopped'));
    worker.postMessage(request, transfer);
  }).finally(() => worker.terminate());
}

async function done(reply: Promise<ImportReply>, scanned = false): Promise<ResumeImport> {
  const r = await reply;
  if (!r.ok) throw new Error(r.message);
  return { text: r.text, columns: r.columns, scanned: scanned && r.text.trim() === '' };
}

export async function extractResumeText(file: File): Promise<ResumeImport> {
  const data = await file.arrayBuffer();
  if (file.type !== 'application/pdf') return done(inWorker({ kind: 'docx', data }, [data]));
  const pdf = await getDocument({ data: new Uint8Array(data) }).promise;
  try {
    const pages = await readPdfPages(pdf);
    return await done(inWorker({ kind: 'pdf', pages }), pages.length > 0);
  } finally {
    await pdf.destroy();
  }
}
