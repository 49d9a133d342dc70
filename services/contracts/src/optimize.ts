// POST /api/optimize-resume: the request, the answer (a preview of the draft plus its
// ATS report) and the limits, shared by the gateway, the optimizer and the browser.
import { z } from 'zod';
import { MESSAGES } from './errors.js';
import { withoutNul } from './text.js';

/** Longest resume text we accept; longer is answered 413 with optimizeTooLong. */
export const RESUME_MAX_CHARS = 50_000;
export const JOB_TITLE_MAX_CHARS = 200;

export const OPTIMIZE_MESSAGES = {
  resumeTooLong: `Your resume is longer than the limit of ${RESUME_MAX_CHARS.toLocaleString('en-US')} characters. Please shorten it and try again.`,
  jobTitleTooLong: `The job title is longer than the limit of ${JOB_TITLE_MAX_CHARS} characters.`,
  rateLimited: (minutes: number) =>
    `You have reached the limit of resume optimizations for this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  timedOut: 'The optimization is taking longer than expected. Please try again in a few minutes.',
  unavailable: 'The resume optimizer is temporarily unavailable. Please try again in a few minutes.',
  aiBusy: 'The AI service is busy right now. Please try again in a few minutes.',
  aiInvalidReply: 'The AI service returned a reply we could not read. Please try again.',
  /** The AI's replies kept failing: the request id lets support find them. */
  aiKeptFailing: (requestId: string) =>
    `The AI service kept sending replies we could not use (request ${requestId}). Please try again in a few minutes, or quote the request id to support.`,
} as const;

export const OPTIMIZE_MODELS = ['anthropic', 'local'] as const;
export type OptimizeModel = (typeof OPTIMIZE_MODELS)[number];

const blankIsMissing = (message: string) =>
  z
    .string(message)
    .transform((s) => withoutNul(s).trim())
    .refine((s) => s.length > 0, message);

export const ZOptimizeRequest = z.object({
  jobTitle: blankIsMissing(MESSAGES.jobTitleRequired).pipe(
    z.string().max(JOB_TITLE_MAX_CHARS, OPTIMIZE_MESSAGES.jobTitleTooLong),
  ),
  resumeText: z
    .string(MESSAGES.resumeRequired)
    .max(RESUME_MAX_CHARS, OPTIMIZE_MESSAGES.resumeTooLong)
    .transform(withoutNul)
    .refine((s) => s.trim().length > 0, MESSAGES.resumeRequired),
  /** The preferred engine; the server uses Claude only when it is configured for it. */
  model: z.enum(OPTIMIZE_MODELS).default('anthropic'),
  /** Tailor to this job's description as well as the title. */
  jobId: z
    .union([z.string().regex(/^\d{1,10}$/, 'jobId must be a job id'), z.number().int().positive()])
    .transform(Number)
    .optional(),
});
export type OptimizeRequest = z.output<typeof ZOptimizeRequest>;
export type OptimizeRequestInput = z.input<typeof ZOptimizeRequest>;

/** Keywords an ATS would look for, found or not in the resume. */
export const ZKeywordReport = z.object({
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});
export type KeywordReport = z.infer<typeof ZKeywordReport>;

/** The ATS match report: a 0–100 score of the resume as sent and of the draft. */
export const ZAtsMatch = z.object({
  targetTitle: z.string(),
  scoreBefore: z.number().int().min(0).max(100),
  scoreAfter: z.number().int().min(0).max(100),
  title: ZKeywordReport,
  /** Present when the request named a job: keywords of that job's description. */
  job: ZKeywordReport.extend({
    jobId: z.number().int(),
    jobTitle: z.string(),
    company: z.string(),
    /** Each keyword met, with the line of the resume that shows it. */
    shownBy: z.array(z.object({ keyword: z.string(), line: z.string() })).default([]),
  }).optional(),
  /** What the rewrite changed, in words a user understands. */
  improvements: z.array(z.string()),
});
export type AtsMatch = z.infer<typeof ZAtsMatch>;

/** Proof that the draft only restates the resume: nothing was invented. */
export const ZFactCheck = z.object({
  passed: z.literal(true),
  /** Lines of an AI draft that added facts and were taken out before anyone saw them. */
  removedLines: z.number().int().min(0),
});
export type FactCheck = z.infer<typeof ZFactCheck>;

/** What a change does. The formatting kinds apply to many lines and count as one change each. */
export const CHANGE_KINDS = [
  'summary',
  'verb',
  'split',
  'merge',
  'shortened',
  'reworded',
  'keywords',
  'skills-order',
  'dates',
  'heading',
  'bullets',
  'layout',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export const FORMATTING_KINDS: readonly ChangeKind[] = ['dates', 'heading', 'bullets', 'layout'];
export const isFormatting = (kind: ChangeKind) => FORMATTING_KINDS.includes(kind);

/** Why a change of an AI draft was withdrawn before anyone saw it. */
export const WITHDRAWAL_KINDS = [
  'fact',
  'number',
  'dates',
  'skill',
  'title',
  'employer',
  'credential',
  'scope',
  'lost-fact',
  'unmatched',
] as const;
export type WithdrawalKind = (typeof WITHDRAWAL_KINDS)[number];

const ZLines = z.object({ before: z.array(z.string()), after: z.array(z.string()) });

/** One change of the rewrite, traced to the lines of the resume it rewrote. */
export const ZResumeChange = z.object({
  id: z.string().min(1).max(20),
  /** The heading of the section it belongs to ("Contact" for the lines above the first heading). */
  section: z.string(),
  /** Lines of the resume as sent. */
  before: z.array(z.string()),
  /** What the draft has in their place. */
  after: z.array(z.string()),
  reason: z.string().min(1),
  /** The job's keywords it serves. */
  keywords: z.array(z.string()),
  /** What the change does; rows stored before kinds existed have none (read as 'reworded'). */
  kind: z.enum(CHANGE_KINDS).optional(),
  /** A formatting change made in several places: each place's lines (`before`/`after` hold them all). */
  parts: z.array(ZLines).optional(),
});
export type ResumeChange = z.infer<typeof ZResumeChange>;

/** A change of the AI draft taken out because it states what the resume does not; the resume's lines stayed. */
export const ZWithdrawnChange = ZLines.extend({
  section: z.string(),
  kind: z.enum(WITHDRAWAL_KINDS),
  reason: z.string().min(1),
});
export type WithdrawnChange = z.infer<typeof ZWithdrawnChange>;

export interface ChangeCounts {
  /** Changes of substance: reworded, split, merged, shortened lines, a summary, the skills. */
  rewrites: number;
  /** Formatting applied throughout, one per kind (dates, bullets, headings, layout). */
  formatting: number;
}

export function countChanges(changes: ReadonlyArray<{ kind?: ChangeKind }>): ChangeCounts {
  const formatting = changes.filter((c) => isFormatting(c.kind ?? 'reworded')).length;
  return { rewrites: changes.length - formatting, formatting };
}

/** The count shown before payment: "12 rewrites and 3 formatting fixes, each traced to a line of your resume". */
export function changeCountText(counts: ChangeCounts): string {
  const parts = [`${counts.rewrites} rewrite${counts.rewrites === 1 ? '' : 's'}`];
  if (counts.formatting > 0) parts.push(`${counts.formatting} formatting fix${counts.formatting === 1 ? '' : 'es'}`);
  return `${parts.join(' and ')}, each traced to a line of your resume`;
}

export const ZOptimizeResponse = z.object({
  /** A preview: the beginning of the draft. The full text is in the paid PDF and DOCX. */
  optimizedResume: z.string().min(1),
  optimizationId: z.uuid(),
  match: ZAtsMatch,
  factCheck: ZFactCheck,
  preview: z.object({ shownLines: z.number().int().min(0), totalLines: z.number().int().min(0) }),
  engine: z.enum(['anthropic', 'local']),
  /** How many changes the draft makes; the changes themselves are shown after payment. */
  changeCount: z.number().int().min(0),
  /** Of them, rewrites and formatting fixes; changeSummary says both. */
  rewriteCount: z.number().int().min(0).default(0),
  formattingCount: z.number().int().min(0).default(0),
  /** Changes of the AI draft withdrawn because they stated what the resume does not. */
  withdrawnCount: z.number().int().min(0).default(0),
  /** changeCountText of the two counts. */
  changeSummary: z.string(),
});
export type OptimizeResponse = z.infer<typeof ZOptimizeResponse>;

/** POST /api/optimizations/:id/review: the ids of the changes the buyer turns down. */
export const ZReviewRequest = z.object({
  rejected: z.array(z.string().min(1).max(20)).max(2000),
});
export type ReviewRequest = z.infer<typeof ZReviewRequest>;

/** GET /api/optimizations/:id/changes and the review's answer: the full reviewed text and every change. */
export const ZChangesResponse = z.object({
  optimizedResume: z.string(),
  changes: z.array(ZResumeChange.extend({ rejected: z.boolean() })),
  /** Changes of the AI draft withdrawn before anyone saw them, with the reason. */
  withdrawn: z.array(ZWithdrawnChange).default([]),
  /** After a review: signed links to the PDF and DOCX built again from the reviewed text. */
  downloads: z.object({ pdf: z.string(), docx: z.string() }).optional(),
  expiresAt: z.string().optional(),
});
export type ChangesResponse = z.infer<typeof ZChangesResponse>;
