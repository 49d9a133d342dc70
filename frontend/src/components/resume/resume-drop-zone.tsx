// The resume upload (docs/product.md: States, Input rules, Messages): a PDF by its type or a .docx by its name, one
// file, rejections shown in the spec's words; the text is read in the browser, and a note says when columns were
// found or when a PDF is a scan with no text.
import { useState } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Our limit (the spec leaves it open): far above any real resume. */
export const MAX_RESUME_FILE_BYTES = 10 * 1024 * 1024;
const IGNORED = new Set(['.DS_Store', 'Thumbs.db']);

/** Spec §8's file rejection messages. */
const REJECTIONS: Record<string, string> = {
  [ErrorCode.FileInvalidType]: 'File type must be one of PDF, .docx',
  [ErrorCode.FileTooLarge]: `File is larger than ${MAX_RESUME_FILE_BYTES} bytes`,
  [ErrorCode.FileTooSmall]: 'File is smaller than 0 bytes',
  [ErrorCode.TooManyFiles]: 'Too many files',
};

export const scannedMessage = (name: string) =>
  `${name} looks like a scanned image: it has no text we can read. Paste your resume text into the box below instead.`;

export const columnsMessage = (columns: number) =>
  `We found ${columns} columns and read them one after the other. Check that the order is right.`;

export function rejectionMessage(code: string): string {
  return REJECTIONS[code] ?? 'This file cannot be used.';
}

interface Props {
  onText: (text: string, fileName: string) => void;
  disabled?: boolean;
}

export function ResumeDropZone({ onText, disabled }: Props) {
  const [status, setStatus] = useState<
    | { kind: 'idle' }
    | { kind: 'reading'; name: string }
    | { kind: 'read'; name: string; columns: number }
    | { kind: 'error'; messages: string[] }
  >({ kind: 'idle' });

  async function onDrop(accepted: File[], rejected: FileRejection[]) {
    const files = accepted.filter((f) => !IGNORED.has(f.name));
    const rejections = rejected.filter((r) => !IGNORED.has(r.file.name));
    if (rejections.length > 0) {
      const codes = [...new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)))];
      const messages = codes.includes(ErrorCode.TooManyFiles)
        ? [rejectionMessage(ErrorCode.TooManyFiles)]
        : rejections.map((r) => `${r.file.name}: ${r.errors.map((e) => rejectionMessage(e.code)).join('; ')}`);
      setStatus({ kind: 'error', messages });
      return;
    }
    const file = files[0];
    if (!file) return;
    setStatus({ kind: 'reading', name: file.name });
    try {
      // Loaded on first use: pdf.js and mammoth are not in the page's first bundle.
      const { extractResumeText } = await import('./extract-resume-text');
      const { text, columns, scanned } = await extractResumeText(file);
      if (scanned) {
        setStatus({ kind: 'error', messages: [scannedMessage(file.name)] });
        return;
      }
      if (!text.trim()) {
        setStatus({
          kind: 'error',
          messages: [
            `We could not find any text in ${file.name}. If it is a scanned image, paste your resume text instead.`,
          ],
        });
        return;
      }
      onText(text, file.name);
      setStatus({ kind: 'read', name: file.name, columns });
    } catch {
      setStatus({
        kind: 'error',
        messages: [`We could not read ${file.name}. Try another file or paste your resume text instead.`],
      });
    }
  }

  const { getRootProps, getInputProps, isFocused, isFileDialogActive, isDragActive, isDragAccept, isDragReject } =
    useDropzone({
      onDrop: (a, r) => void onDrop(a, r),
      accept: { 'application/pdf': [], [DOCX_TYPE]: ['.docx'] },
      multiple: false,
      maxFiles: 1,
      maxSize: MAX_RESUME_FILE_BYTES,
      disabled,
    });

  const state = isDragReject
    ? 'reject'
    : isDragAccept
      ? 'accept'
      : isDragActive
        ? 'active'
        : isFileDialogActive
          ? 'dialog'
          : isFocused
            ? 'focused'
            : 'idle';
  return (
    <div className="resume-upload">
      <div
        {...getRootProps({
          className: `resume-drop resume-drop--${state}`,
          'aria-label': 'Upload your resume (PDF or .docx)',
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Resume file' })} />
        <svg className="resume-drop__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 16V4m0 0-4 4m4-4 4 4M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="resume-drop__text">
          {state === 'reject'
            ? 'Only a PDF or a .docx file can be used.'
            : isDragActive
              ? 'Drop your resume here…'
              : 'Drag and drop your resume here, or click to choose a file'}
        </p>
        <p className="resume-drop__hint">PDF or Word (.docx) · the text is read in your browser</p>
      </div>
      {status.kind === 'reading' ? (
        <p className="form-message" role="status">
          Reading {status.name}…
        </p>
      ) : null}
      {status.kind === 'read' ? (
        <div className="form-message resume-upload__done" role="status">
          <p>Text from {status.name} is in the box below. Check it before you optimize.</p>
          {status.columns > 1 ? <p className="resume-upload__columns">{columnsMessage(status.columns)}</p> : null}
        </div>
      ) : null}
      {status.kind === 'error' ? (
        <ul className="form-message form-message--error resume-upload__errors" role="alert">
          {status.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
