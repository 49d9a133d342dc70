// One optimization, start to finish: read the request from the database, work out the
// keywords, let the engine rewrite, hold the draft to the fact guard, score it, keep the
// full text and answer a preview.
import type { Logger } from '@highpay/common';
import {
  changeCountText,
  MESSAGES,
  OPTIMIZE_MESSAGES,
  type OptimizeModel,
  type OptimizeResponse,
} from '@highpay/contracts';
import { EngineError, type EngineRequest, type OptimizerEngine } from '../engines/engine.js';
import type { OptimizationResult, OptimizationStore, StoredOptimization } from './optimization.store.js';
import { atsScore, htmlToText, keywordCoverage, keywordEvidence, keywordsForJob } from '../resume/ats-match.js';
import { alignDraft } from '../resume/draft-aligner.js';
import { extractFacts, FactGuardError, lineViolations, violationCounts } from '../resume/fact-guard.js';
import { isBulletLine } from '../resume/bullets.js';
import { parseSections } from '../resume/sections.js';
import { buildTrace, guardTrace, renderTrace, type Trace } from '../resume/trace.js';
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
  // fact guard. Claude's changes that add a fact are withdrawn; the local engine's must pass.
  const model = parseSections(row.resumeText);
  const alignment = draft.rewriter ? undefined : alignDraft(draft.text);
  const traced = buildTrace(model, draft.rewriter ?? alignment!.rewrite, { keywords, summary: draft.summary });
  let guarded;
  let leftOut = 0;
  try {
    guarded = guardTrace(traced, row.resumeText, { repair: engine.name === 'anthropic' });
    // Draft lines that rewrite no resume line are left out; one that also adds a fact counts as taken out.
    if (alignment) leftOut = inventedLines(alignment.unmatched(), row.resumeText);
  } catch (error) {
    if (error instanceof FactGuardError) {
      deps.logger.warn(
        { optimizationId, engine: engine.name, violations: violationCounts(error.violations) },
        'draft rejected by the fact guard',
      );
      // The guard's error carries the facts; the job's failed reason gets its message, which names only their kinds.
      const cause = new Error(error.message);
      throw new OptimizationFailure(OPTIMIZE_MESSAGES.factCheckFailed, engine.name === 'anthropic', { cause });
    }
    throw error;
  }
  const removedLines = guarded.withdrawn + leftOut;
  if (removedLines > 0) {
    deps.logger.warn(
      { optimizationId, removedLines, violations: violationCounts(guarded.violations) },
      'fact guard repaired a draft',
    );
  }

  const trace = guarded.trace;
  const text = renderTrace(trace);
  const preview = previewOf(text);
  const title = keywordCoverage(text, titleKeywords);
  const improvements = [...draft.improvements, ...summarizeChanges(trace)];
  if (removedLines > 0) {
    improvements.push(
      `Took out ${removedLines} line${removedLines === 1 ? '' : 's'} of the AI draft that added details your resume does not state.`,
    );
  }
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
  const { factCheck, preview: counts, changeCount = 0, ...match } = stored;
  return {
    optimizedResume: preview,
    optimizationId: id,
    match,
    factCheck,
    preview: counts,
    engine,
    changeCount,
    changeSummary: changeCountText(changeCount),
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

/** The changes in a few words for the report: how many of each kind. */
function summarizeChanges(trace: Trace): string[] {
  const count = (re: RegExp) => trace.changes.filter((c) => re.test(c.reason)).length;
  const out: string[] = [];
  const verbs = count(/Led with the verb/);
  if (verbs > 0) out.push(`Led ${verbs} line${verbs === 1 ? '' : 's'} with an action verb instead of a weak opening.`);
  const headings = count(/Renamed the heading/);
  if (headings > 0)
    out.push(`Renamed ${headings} heading${headings === 1 ? '' : 's'} to the names ATS software looks for.`);
  const dates = count(/Wrote the dates/);
  if (dates > 0) out.push(`Wrote dates one way on ${dates} line${dates === 1 ? '' : 's'}.`);
  if (trace.changes.some((c) => /Moved .* to the front|once instead of/.test(c.reason)))
    out.push('Put the skills the job asks for first in one skills section, each skill once.');
  return out;
}

/**
 * Of the draft lines that rewrite nothing of the resume, how many add a fact. An entry's
 * heading line that adds one (an employer, a date) means the draft invented a role: refused.
 */
function inventedLines(lines: readonly string[], resumeText: string): number {
  const facts = extractFacts(resumeText);
  let count = 0;
  for (const line of lines) {
    const violations = lineViolations(line, 0, facts);
    if (violations.length === 0) continue;
    if (!isBulletLine(line) && violations.some((v) => ['employer', 'school', 'degree', 'date'].includes(v.kind)))
      throw new FactGuardError(violations);
    count++;
  }
  return count;
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
