// What an optimizer engine is: resume and target in, a plain-text draft out. Engines
// may fail with an EngineError that says whether trying again could help.
import type { OptimizeModel } from '@highpay/contracts';
import type { SectionRewriter } from '../resume/trace.js';

export interface EngineRequest {
  resumeText: string;
  jobTitle: string;
  /** Keywords the role (and job, if any) asks for, most important first. */
  keywords: readonly string[];
  /** Of those, the ones the resume already shows. */
  shownKeywords: readonly string[];
  job?: { title: string; company: string; description: string };
}

export interface EngineDraft {
  /** The draft as text; lined up with the resume's sections unless `rewriter` is given. */
  text: string;
  improvements: string[];
  /** An engine that rewrites section by section traces its changes itself. */
  rewriter?: SectionRewriter;
  /** A summary for a resume without one, made of its own words; a change without `before` lines. */
  summary?: { line: string; reason: string };
}

export interface OptimizerEngine {
  readonly name: OptimizeModel;
  rewrite(request: EngineRequest): Promise<EngineDraft>;
}

export type EngineFailure = 'busy' | 'unavailable' | 'invalid_reply' | 'timeout';

export class EngineError extends Error {
  override name = 'EngineError';
  constructor(
    readonly failure: EngineFailure,
    message: string,
    /** True when the same request may succeed later (rate limits, overload, timeouts). */
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
