// The layout analysis of an upload, off the page's main thread: pdf.js's glyph runs in, the
// rebuilt text out; a .docx file is read here whole.
import { importDocx } from '../../lib/resume-import/docx-text.js';
import { layoutPdf, type PdfPage } from '../../lib/resume-import/pdf-layout.js';

export type ImportRequest = { kind: 'pdf'; pages: PdfPage[] } | { kind: 'docx'; data: ArrayBuffer };
export type ImportReply = { ok: true; text: string; columns: number } | { ok: false; message: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ImportRequest>) => void) | null;
  postMessage(reply: ImportReply): void;
};

async function handle(request: ImportRequest): Promise<ImportReply> {
  switch (request.kind) {
    case 'pdf': {
      const { text, columns } = layoutPdf(request.pages);
      return { ok: true, text, columns };
    }
    case 'docx': {
      const { text, columns } = await importDocx(request.data);
      return { ok: true, text, columns };
    }
    default: {
      const never: never = request;
      return { ok: false, message: `Unknown request ${String(never)}` };
    }
  }
}

scope.onmessage = (e) => {
  handle(e.data).then(
    (reply) => scope.postMessage(reply),
    (error: unknown) =>
      scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
