// The local engine: the rule-based rewrite, with no network and no keys. It rewrites the
// resume's own sections line by line, so each change names the lines it rewrote.
import type { EngineDraft, EngineRequest, OptimizerEngine } from './engine.js';
import { parseResume } from '../resume/resume.parser.js';
import { localRewriter, summaryFromFacts } from '../resume/local-rewriter.js';
import { findSkillHits } from '../resume/skills.js';

export function createLocalEngine(): OptimizerEngine {
  return {
    name: 'local',
    rewrite: (request: EngineRequest) => Promise.resolve(localDraft(request)),
  };
}

function localDraft(request: EngineRequest): EngineDraft {
  const parsed = parseResume(request.resumeText);
  const draft: EngineDraft = { text: request.resumeText, improvements: [], rewriter: localRewriter };
  if (parsed.sections.some((s) => s.kind === 'summary')) return draft;
  const wanted = new Set(request.keywords.map((k) => k.toLowerCase()));
  const shown = [...new Set(findSkillHits(request.resumeText).map((h) => h.skill.name))].filter((s) =>
    wanted.has(s.toLowerCase()),
  );
  const line = summaryFromFacts(parsed.sections, shown);
  if (line) {
    draft.summary = {
      line,
      reason: `Added a summary of your own title and the skills the job asks for that your resume shows (${shown.slice(0, 5).join(', ')})`,
    };
  }
  return draft;
}
