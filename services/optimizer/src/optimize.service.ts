// One optimization, start to finish: read the request from the database, work out the
// keywords, let the engine rewrite, hold the draft to the fact guard, score it, keep the
// full text and answer a preview.
import type { Logger } from '@highpay/common';
import { MESSAGES, OPTIMIZE_MESSAGES, type OptimizeModel, type OptimizeResponse } from '@highpay/contracts';
import { EngineError, type EngineRequest, type OptimizerEngine } from './engine.js';
import type { OptimizationResult, OptimizationStore, StoredOptimization } from './optimization.store.js';
import { atsScore, htmlToText, keywordCoverage, keywordsForJobDescription } from './resume/ats-match.js';
import { FactGuardError, guardDraft, violationCounts } from './resume/fact-guard.js';
import { previewOf } from './resume/preview.js';
import { keywordsForTitle } from './resume/skills.js';

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
  const jobKeywords = job ? keywordsForJobDescription(job.description) : [];
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

  let guarded;
  try {
    // Claude's drafts may be repaired; the local engine's must pass as they are.
    guarded = guardDraft(draft.text, row.resumeText, { repair: engine.name === 'anthropic' });
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
  if (guarded.removedLines > 0) {
    deps.logger.warn(
      { optimizationId, removedLines: guarded.removedLines, violations: violationCounts(guarded.violations) },
      'fact guard repaired a draft',
    );
  }

  const text = guarded.text;
  const preview = previewOf(text);
  const title = keywordCoverage(text, titleKeywords);
  const improvements = [...draft.improvements];
  if (guarded.removedLines > 0) {
    improvements.push(
      `Took out ${guarded.removedLines} line${guarded.removedLines === 1 ? '' : 's'} of the AI draft that added details your resume does not state.`,
    );
  }
  const match: OptimizationResult['match'] = {
    targetTitle: row.jobTitle,
    scoreBefore: atsScore(row.resumeText, keywords),
    scoreAfter: atsScore(text, keywords),
    title,
    ...(job && row.jobId !== null
      ? { job: { jobId: row.jobId, jobTitle: job.title, company: job.company, ...keywordCoverage(text, jobKeywords) } }
      : {}),
    improvements,
    factCheck: { passed: true, removedLines: guarded.removedLines },
    preview: { shownLines: preview.shownLines, totalLines: preview.totalLines },
  };

  const result: OptimizationResult = { engine: engine.name, optimizedResume: text, preview: preview.text, match };
  await deps.store.saveResult(optimizationId, result);
  return toAnswer(optimizationId, result.engine, preview.text, match);
}

function toAnswer(
  id: string,
  engine: OptimizeModel,
  preview: string,
  stored: OptimizationResult['match'],
): OptimizeJobResult {
  const { factCheck, preview: counts, ...match } = stored;
  return { optimizedResume: preview, optimizationId: id, match, factCheck, preview: counts, engine };
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
