// The local engine: the rule-based rewrite, with no network and no keys.
import type { EngineRequest, OptimizerEngine } from './engine.js';
import { rewriteResume } from './resume/rewrite.js';

export function createLocalEngine(): OptimizerEngine {
  return {
    name: 'local',
    rewrite: (request: EngineRequest) => Promise.resolve(rewriteResume(request.resumeText, request.keywords)),
  };
}
