// Temporary: trace one corpus reply through the Claude path and print the changes.
import pino from 'pino';
import { readFileSync } from 'node:fs';
import { renderClaudeResume } from '../services/optimizer/src/engines/anthropic.engine.js';
import { alignDraft } from '../services/optimizer/src/resume/draft-aligner.js';
import { parseSections } from '../services/optimizer/src/resume/sections.js';
import { buildTrace } from '../services/optimizer/src/resume/trace.js';
import { extractFacts, lineViolations } from '../services/optimizer/src/resume/fact-guard.js';
void pino;
const [file, which = 'faithful'] = process.argv.slice(2);
const e = JSON.parse(readFileSync(file!, 'utf8'));
const draft = renderClaudeResume({ projects: [], certifications: [], other: [], ...e[which].reply });
const model = parseSections(e.resumeText);
const al = alignDraft(draft);
const t = buildTrace(model, al.rewrite, { keywords: [] });
const facts = extractFacts(e.resumeText);
for (const c of t.changes) {
  const v = c.after.flatMap((l, i) => lineViolations(l, i, facts));
  console.log(`-- ${c.section} ${JSON.stringify(c.before)}\n   => ${JSON.stringify(c.after)}${v.length ? `\n   !! ${JSON.stringify(v)}` : ''}`);
}
console.log('UNMATCHED', al.unmatched());
