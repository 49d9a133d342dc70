// One optimization, start to finish: read the request from the database, work out the
// keywords, let the engine rewrite, hold the draft to the fact guard, score it, keep the
// full text and answer a preview.
import type { Logger } from '@highpay/common';
import {
  changeCountText,
  countChanges,
  MESSAGES,
  type ChangeKind,
  type OptimizeModel,
  type OptimizeResponse,
  type WithdrawnChange,
} from '@highpay/contracts';
import { EngineError, type EngineRequest, type OptimizerEngine } from '../engines/engine.js';
import type { OptimizationResult, OptimizationStore, StoredOptimization } from './optimization.store.js';
import { atsScore, htmlToText, keywordCoverage, keywordEvidence, keywordsForJob } from '../resume/ats-match.js';
import { alignDraft } from '../resume/draft-aligner.js';
import { guardContext, reviewChange } from '../resume/change-guard.js';
import { parseSections } from '../resume/sections.js';
import { buildTrace, groupFormatting, guardTrace, renderTrace, type Trace } from '../resume/trace.js';
import { previewOf } from '../resume/preview.js';
import { keywordsForTitle } from '../resume/skills.js';

export interface OptimizeServiceDeps {
  store: OptimizationStore;
  /** The engine to use for a request that prefers this model. */
  engineFor(preference: string): OptimizerEngine;
  logger: Logger;
}

/** A failure whose message can be shown to the user as it is. */
export class OptimizationFailure extends Error {
  override name = 'OptimizationFailure';
  constructor(
    message: string,
    /** False when running the job again cannot help. */
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What the worker returns to the waiting gateway: the API answer, preview only. */
export type OptimizeJobResult = OptimizeResponse;

export async function runOptimization(deps: OptimizeServiceDeps, optimizationId: string): Promise<OptimizeJobResult> {
  const row = await deps.store.load(optimizationId);
  if (!row) throw new OptimizationFailure(MESSAGES.optimizeFailed, false);
  // Idempotent: a job that runs again after it finished answers what it stored.
  if (row.status === 'done' && row.preview) return answerFromRow(row);

  const job = row.jobId === null ? null : await deps.store.loadJob(row.jobId);
  const titleKeywords = keywordsForTitle(row.jobTitle);
  const jobKeywords = job ? keywordsForJob(job) : [];
  const keywords = dedupe([...titleKeywords, ...jobKeywords]);
  const shownKeywords = keywordCoverage(row.resumeText, keywords).matched;

  const engine = deps.engineFor(row.engine);
  const request: EngineRequest = {
    resumeText: row.resumeText,
    jobTitle: row.jobTitle,
    keywords,
    shownKeywords,
    job: job ? { title: job.title, company: job.company, description: htmlToText(job.description) } : undefined,
  };

  let draft;
  try {
    draft = await engine.rewrite(request);
  } catch (error) {
    if (error instanceof EngineError) throw new OptimizationFailure(error.message, error.retryable, { cause: error });
    throw error;
  }

  // The draft is traced to the resume's own sections and lines; each change is held to the
  // guard, and one that states what the resume does not is withdrawn with its reason.
  const model = parseSections(row.resumeText);
  const alignment = draft.rewriter ? undefined : alignDraft(draft.text);
  // A resume without a summary takes the draft's as an added one, held to the guard like every change.
  const draftSummary = model.sections.some((s) => s.kind === 'summary') ? undefined : alignment?.takeSummary();
  const summary =
    draft.summary ??
    (draftSummary
      ? { line: draftSummary, reason: 'Added a summary of your own titles, figures and skills' }
      : undefined);
  const traced = buildTrace(model, draft.rewriter ?? alignment!.rewrite, { keywords, summary });
  // Draft lines that rewrite no resume line are left out, and listed; with the reason of one that adds a fact.
  const ctx = guardContext(row.resumeText);
  const unmatched: WithdrawnChange[] = (alignment?.unmatched() ?? []).map((line) => ({
    section: 'AI draft',
    before: [],
    after: [line],
    ...(reviewChange({ section: 'AI draft', before: [], after: [line] }, ctx) ?? {
      kind: 'unmatched',
      reason: 'It rewrites no line of your resume (a line moved to another section, or added)',
    }),
  }));
  const guarded = guardTrace({ ...traced, withdrawn: unmatched }, row.resumeText);
  const withdrawn = guarded.withdrawn ?? [];
  const removedLines = withdrawn.length;
  if (removedLines > 0) {
    deps.logger.warn(
      { optimizationId, engine: engine.name, withdrawn: kindCounts(withdrawn.map((w) => w.kind)) },
      'guard withdrew changes of the draft',
    );
  }

  const trace = groupFormatting(guarded);
  const text = renderTrace(trace);
  const preview = previewOf(text);
  const title = keywordCoverage(text, titleKeywords);
  const improvements = [...draft.improvements, ...summarizeChanges(trace)];
  if (removedLines > 0) {
    improvements.push(
      `Withdrew ${removedLines} change${removedLines === 1 ? '' : 's'} of the AI draft that stated what your resume does not; your own lines stay in their place.`,
    );
  }
  const counts = countChanges(trace.changes);
  const match: OptimizationResult['match'] = {
    targetTitle: row.jobTitle,
    scoreBefore: atsScore(row.resumeText, keywords),
    scoreAfter: atsScore(text, keywords),
    title,
    ...(job && row.jobId !== null
      ? { job: jobReport(row.jobId, job, keywordCoverage(text, jobKeywords), model.lines) }
      : {}),
    improvements,
    factCheck: { passed: true, removedLines },
    preview: { shownLines: preview.shownLines, totalLines: preview.totalLines },
    changeCount: trace.changes.length,
    rewriteCount: counts.rewrites,
    formattingCount: counts.formatting,
    withdrawnCount: removedLines,
  };

  const result: OptimizationResult = {
    engine: engine.name,
    optimizedResume: text,
    preview: preview.text,
    match,
    trace,
  };
  await deps.store.saveResult(optimizationId, result);
  return toAnswer(optimizationId, result.engine, preview.text, match);
}

function toAnswer(
  id: string,
  engine: OptimizeModel,
  preview: string,
  stored: OptimizationResult['match'],
): OptimizeJobResult {
  const {
    factCheck,
    preview: counts,
    changeCount = 0,
    rewriteCount = changeCount,
    formattingCount = 0,
    withdrawnCount = 0,
    ...match
  } = stored;
  return {
    optimizedResume: preview,
    optimizationId: id,
    match,
    factCheck,
    preview: counts,
    engine,
    changeCount,
    rewriteCount,
    formattingCount,
    withdrawnCount,
    changeSummary: changeCountText({ rewrites: rewriteCount, formatting: formattingCount }),
  };
}

function answerFromRow(row: StoredOptimization): OptimizeJobResult {
  return toAnswer(
    row.id,
    row.engine === 'anthropic' ? 'anthropic' : 'local',
    row.preview ?? '',
    row.match as OptimizationResult['match'],
  );
}

function dedupe(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((k) => !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
}

function kindCounts(kinds: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of kinds) out[k] = (out[k] ?? 0) + 1;
  return out;
}

const KIND_SUMMARY: Partial<Record<ChangeKind, (n: number) => string>> = {
  verb: (n) => `Led ${n} line${n === 1 ? '' : 's'} with an action verb instead of a weak opening.`,
  heading: () => 'Renamed headings to the names ATS software looks for.',
  dates: () => 'Wrote dates one way throughout.',
  bullets: () => 'Used one bullet style throughout.',
  'skills-order': () => 'Put the skills the job asks for first in one skills section, each skill once.',
};

/** The changes in a few words for the report, by kind. */
function summarizeChanges(trace: Trace): string[] {
  const counts = kindCounts(trace.changes.map((c) => c.kind ?? 'reworded'));
  return Object.entries(KIND_SUMMARY).flatMap(([kind, text]) => (counts[kind] ? [text(counts[kind])] : []));
}

function jobReport(
  jobId: number,
  job: { title: string; company: string },
  coverage: { matched: string[]; missing: string[] },
  resumeLines: readonly string[],
): NonNullable<OptimizationResult['match']['job']> {
  return {
    jobId,
    jobTitle: job.title,
    company: job.company,
    ...coverage,
    shownBy: keywordEvidence(resumeLines, coverage.matched),
  };
}
